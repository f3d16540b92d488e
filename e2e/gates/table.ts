/**
 * The table each gate prints: one row per page (or per item checked), columns
 * padded to their widest cell, then a summary line.
 *
 * @example
 * printTable('axe', ['page', 'region', 'result'], [['/us', 'us', 'ok']], '1 page, 0 violations');
 */
export function formatTable(title: string, header: readonly string[], rows: readonly (readonly string[])[], summary: string): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [`── ${title} ──`, line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line), summary].join('\n');
}

export function printTable(title: string, header: readonly string[], rows: readonly (readonly string[])[], summary: string): void {
  console.log(`\n${formatTable(title, header, rows, summary)}\n`);
}
