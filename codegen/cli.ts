/**
 * `make generate` / `npm run generate [-- --watch]`: checks content-yaml/ and
 * writes dist/generated/. Exit status 1 on any error; nothing is written then.
 */
import { resolve } from 'node:path';
import { formatReport } from './diagnostics.ts';
import { createGenerator } from './generate.ts';
import { readWorkspace } from './read-workspace.ts';
import { createWatcher } from './watch.ts';
import { writeOutput } from './write-output.ts';

const args = process.argv.slice(2);
const root = resolve(args.find((a) => a.startsWith('--root='))?.slice('--root='.length) ?? '.');
const outDir = resolve(root, args.find((a) => a.startsWith('--out='))?.slice('--out='.length) ?? 'dist/generated');
const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code: number, text: string) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);

if (args.includes('--watch')) {
  const watcher = createWatcher({
    root, outDir,
    onReport: ({ ok, written, report, ms }) => {
      const time = new Date().toLocaleTimeString();
      if (ok) console.log(paint(32, `[${time}] generated in ${ms.toFixed(0)} ms: ${written.length ? written.join(', ') : 'no output changed'}`) + (report.startsWith('0 errors, 0') ? '' : `\n${report}`));
      else console.log(`${report}\n${paint(31, `[${time}] not generated: dist/generated/ keeps the last good output. Watching for the fix…`)}`);
    },
  });
  await watcher.start();
  console.log(`watching ${root}/content-yaml, ${root}/schemas and ${root}/public/artwork (Ctrl-C to stop)`);
} else {
  const result = await createGenerator().run(await readWorkspace(root));
  if (result.diagnostics.length) console.error(formatReport(result.diagnostics, result.sources));
  if (!result.files) {
    console.error(paint(31, 'Nothing was generated: fix the errors above, then run `make generate` again.'));
    process.exitCode = 1;
  } else {
    const { written, removed } = await writeOutput(outDir, result.files);
    console.log(`generated ${result.files.size} files into ${outDir} (${written.length} written, ${removed.length} removed, ${result.files.size - written.length} unchanged)`);
  }
}
if (process.env.CODEGEN_STATS) {
  // For bench/: peak resident memory of this process, in KiB.
  process.on('exit', () => process.stderr.write(`codegen-stats ${JSON.stringify({ maxRssKiB: process.resourceUsage().maxRSS })}\n`));
}
