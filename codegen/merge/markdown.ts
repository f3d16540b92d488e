import type { Nodes, PhrasingContent, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { ProseBlock, ProseInline } from '../../core/prose.ts';

/** A problem in a Markdown text, at its line and column inside that text (1-based). */
export interface ProseProblem {
  line: number;
  column: number;
  message: string;
  hint: string;
}

export interface ParsedProse {
  blocks: ProseBlock[];
  problems: ProseProblem[];
  /** Every link target, for the link check. */
  links: string[];
}

const SUPPORTED = 'Prose may use ## headings, paragraphs, lists, *emphasis*, **strong** and [links](/us/support).';
const NAMES: Record<string, string> = {
  html: 'Raw HTML',
  image: 'An image',
  code: 'A code block',
  inlineCode: 'Inline code',
  blockquote: 'A quotation block',
  thematicBreak: 'A horizontal rule',
  table: 'A table',
  definition: 'A link definition',
  imageReference: 'An image',
  linkReference: 'A reference-style link',
};

/**
 * Parses the Markdown of a prose text (mdast-util-from-markdown, CommonMark)
 * into the site's typed tree. Raw HTML and every construct outside the tree
 * are problems with their position, never passed through.
 *
 * @example
 * parseProse('## Returns\n\nWithin **14 days**.').blocks[0] // { type: 'heading', depth: 2, … }
 */
export function parseProse(source: string): ParsedProse {
  const problems: ProseProblem[] = [];
  const links: string[] = [];
  const unsupported = (node: Nodes) => {
    const at = node.position?.start ?? { line: 1, column: 1 };
    const name = NAMES[node.type] ?? `"${node.type}"`;
    problems.push(
      node.type === 'html'
        ? {
            line: at.line,
            column: at.column,
            message: `Raw HTML in Markdown: ${JSON.stringify(String('value' in node ? node.value : '').slice(0, 40))}.`,
            hint: `Write it in Markdown instead; HTML is never passed through. ${SUPPORTED}`,
          }
        : { line: at.line, column: at.column, message: `${name} is not allowed in prose.`, hint: SUPPORTED },
    );
  };

  const inline = (nodes: readonly PhrasingContent[]): ProseInline[] => {
    // An HTML element arrives as separate open and close tag nodes: report the first of a run once.
    let reportedHtml = false;
    return nodes.flatMap((node): ProseInline[] => {
      if (node.type === 'html') {
        if (!reportedHtml) unsupported(node);
        reportedHtml = true;
        return [];
      }
      switch (node.type) {
        case 'text':
          return [{ type: 'text', value: node.value }];
        case 'emphasis':
          return [{ type: 'emphasis', children: inline(node.children) }];
        case 'strong':
          return [{ type: 'strong', children: inline(node.children) }];
        case 'break':
          return [{ type: 'break' }];
        case 'link': {
          const at = node.position?.start ?? { line: 1, column: 1 };
          if (!/^(\/|#|https:\/\/|mailto:)/.test(node.url)) {
            problems.push({
              line: at.line,
              column: at.column,
              message: `The link "${node.url}" is neither a path on this site nor an https:// or mailto: address.`,
              hint: 'Write a site path with its region (/fr/manuals), an #anchor of this page, or an https:// address.',
            });
          }
          links.push(node.url);
          return [{ type: 'link', href: node.url, children: inline(node.children) }];
        }
        default:
          unsupported(node);
          return [];
      }
    });
  };

  const block = (node: RootContent): ProseBlock[] => {
    switch (node.type) {
      case 'paragraph':
        return [{ type: 'paragraph', children: inline(node.children) }];
      case 'heading':
        if (node.depth === 1 || node.depth > 4) {
          const at = node.position?.start ?? { line: 1, column: 1 };
          problems.push({
            line: at.line,
            column: at.column,
            message: `A level-${node.depth} heading is not allowed in prose.`,
            hint: 'The page has one main heading already: start sections of text at ## and go no deeper than ####.',
          });
          return [];
        }
        return [{ type: 'heading', depth: node.depth as 2 | 3 | 4, children: inline(node.children) }];
      case 'list':
        return [{ type: 'list', ordered: node.ordered === true, items: node.children.map((item) => item.children.flatMap(block)) }];
      default:
        unsupported(node);
        return [];
    }
  };

  const tree = fromMarkdown(source);
  return { blocks: tree.children.flatMap(block), problems, links };
}
