import { describe, expect, it } from 'vitest';
import { parseProse } from './markdown.ts';

describe('parseProse', () => {
  it('turns headings, paragraphs, lists, emphasis, strong and links into the typed tree', () => {
    const { blocks, problems, links } = parseProse('## Returns\n\nWithin **14 days**, *no questions*.\n\n- one\n- [two](/us/support)\n\n1. first\n');
    expect(problems).toEqual([]);
    expect(links).toEqual(['/us/support']);
    expect(blocks).toEqual([
      { type: 'heading', depth: 2, children: [{ type: 'text', value: 'Returns' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', value: 'Within ' },
          { type: 'strong', children: [{ type: 'text', value: '14 days' }] },
          { type: 'text', value: ', ' },
          { type: 'emphasis', children: [{ type: 'text', value: 'no questions' }] },
          { type: 'text', value: '.' },
        ],
      },
      {
        type: 'list',
        ordered: false,
        items: [
          [{ type: 'paragraph', children: [{ type: 'text', value: 'one' }] }],
          [{ type: 'paragraph', children: [{ type: 'link', href: '/us/support', children: [{ type: 'text', value: 'two' }] }] }],
        ],
      },
      { type: 'list', ordered: true, items: [[{ type: 'paragraph', children: [{ type: 'text', value: 'first' }] }]] },
    ]);
  });

  it('refuses raw HTML once per element, at its position', () => {
    const { problems, blocks } = parseProse('Hello\n\nSay <b>bold</b> and <script>x</script>\n');
    expect(problems).toEqual([expect.objectContaining({ line: 3, column: 5, message: expect.stringContaining('Raw HTML') })]);
    expect(JSON.stringify(blocks)).not.toContain('<b>');
  });

  it('refuses an HTML block', () => {
    expect(parseProse('<div onclick="x()">hi</div>\n').problems).toEqual([expect.objectContaining({ line: 1, column: 1, message: expect.stringContaining('Raw HTML') })]);
  });

  it('refuses images, code, quotations, rules and a level-1 heading, each located', () => {
    const { problems } = parseProse('# Title\n\n![x](/a.png)\n\n```\ncode\n```\n\n> quote\n\n---\n');
    expect(problems.map((p) => `${p.line}:${p.column} ${p.message}`)).toEqual([
      expect.stringMatching(/^1:1 A level-1 heading/),
      expect.stringMatching(/^3:1 An image/),
      expect.stringMatching(/^5:1 A code block/),
      expect.stringMatching(/^9:1 A quotation block/),
      expect.stringMatching(/^11:1 A horizontal rule/),
    ]);
  });

  it('refuses links that are neither site paths, anchors, https nor mailto', () => {
    for (const url of ['javascript:alert(1)', 'http://insecure.example', 'data:text/html,x', 'ftp://x', 'relative/path']) {
      expect(parseProse(`[x](${url})`).problems, url).toEqual([expect.objectContaining({ message: expect.stringContaining(url) })]);
    }
    for (const url of ['/us/support', '#specs', 'https://shop.example', 'mailto:help@mechanova.example']) expect(parseProse(`[x](${url})`).problems, url).toEqual([]);
  });
});
