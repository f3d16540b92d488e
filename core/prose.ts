/**
 * The typed tree that prose (Markdown in YAML) becomes at generate time
 * (codegen/merge/markdown.ts) and that runtime/ui/sections/Prose.tsx renders with
 * React elements — never as HTML. Only these shapes exist: anything else in
 * the Markdown is a located error, so the renderer needs no fallback.
 */
export type ProseInline =
  | { type: 'text'; value: string }
  | { type: 'emphasis'; children: ProseInline[] }
  | { type: 'strong'; children: ProseInline[] }
  | { type: 'link'; href: string; children: ProseInline[] }
  | { type: 'break' };

export type ProseBlock =
  /** depth as written (## = 2): rendered one level below the section's own heading per step. */
  { type: 'heading'; depth: 2 | 3 | 4; children: ProseInline[] } | { type: 'paragraph'; children: ProseInline[] } | { type: 'list'; ordered: boolean; items: ProseBlock[][] };
