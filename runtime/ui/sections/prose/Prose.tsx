import { Fragment, type ReactNode } from 'react';
import type { ProseBlock, ProseInline } from '../../../../core/prose.ts';
import { Link } from '../../Link.tsx';
import { Heading, TitledSection, above, below, type HeadingLevel } from '../Heading.tsx';
import type { SectionProps } from '../props.ts';

function Inline({ nodes }: { nodes: readonly ProseInline[] }): ReactNode {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={i}>{node.value}</Fragment>;
      case 'emphasis':
        return (
          <em key={i}>
            <Inline nodes={node.children} />
          </em>
        );
      case 'strong':
        return (
          <strong key={i}>
            <Inline nodes={node.children} />
          </strong>
        );
      case 'break':
        return <br key={i} />;
      case 'link':
        return (
          <Link key={i} href={node.href}>
            <Inline nodes={node.children} />
          </Link>
        );
    }
  });
}

/** A one-paragraph Markdown text inside a line (a checkbox's label, which takes no <p>): its words and links. */
export function InlineText({ blocks }: { blocks: readonly ProseBlock[] }): ReactNode {
  return blocks.map((block, i) => (block.type === 'paragraph' ? <Inline key={i} nodes={block.children} /> : null));
}

/** Prose blocks as React elements; `##` sits one level below the section heading. */
export function Blocks({ blocks, level }: { blocks: readonly ProseBlock[]; level: HeadingLevel }): ReactNode {
  return blocks.map((block, i) => {
    switch (block.type) {
      case 'heading':
        return (
          <Heading key={i} level={below(level, block.depth - 1)}>
            <Inline nodes={block.children} />
          </Heading>
        );
      case 'paragraph':
        return (
          <p key={i}>
            <Inline nodes={block.children} />
          </p>
        );
      case 'list': {
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List key={i}>
            {block.items.map((item, j) => (
              <li key={j}>
                <Blocks blocks={item} level={level} />
              </li>
            ))}
          </List>
        );
      }
    }
  });
}

/** Running text from Markdown, parsed at generate time (codegen/merge/markdown.ts) — never injected as HTML. */
export function Prose({ section, level }: SectionProps<'prose'>) {
  return (
    <TitledSection section={section} level={level} className={section.look === 'statement' ? 'prose statement' : 'prose'}>
      <Blocks blocks={section.body} level={section.title ? level : above(level)} />
    </TitledSection>
  );
}
