import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = fileURLToPath(new URL('.', import.meta.url));
const page = readFileSync(join(here, '../../../pages/sections/+Page.tsx'), 'utf8');

// Section components load lazily in the browser (or not at all on a static page): a stylesheet only they
// import would arrive after the first paint and move the server's HTML (a layout shift), or never come.
describe('every stylesheet a section imports is linked by the page itself', () => {
  const imported = (readdirSync(here, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.tsx'))
    .flatMap((file) => [...readFileSync(join(here, file), 'utf8').matchAll(/^import '\.\.?\/([\w-]+\.css)';/gm)].map((m) => ({ file, css: m[1]! })));

  it("finds the sections' stylesheets", () => {
    expect(new Set(imported.map((i) => i.css)).size).toBeGreaterThanOrEqual(3);
  });

  it.each(imported)('$file imports $css: pages/sections/+Page.tsx imports it too', ({ css }) => {
    expect(page).toContain(`import '../../runtime/ui/sections/${css}';`);
  });
});
