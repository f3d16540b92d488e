/**
 * Bundles the Node server (runtime/server/main.ts) into one file with esbuild.
 *
 *   node scripts/build-server.ts [outfile]   (default dist/server-node/main.mjs)
 */
import { build } from 'esbuild';

await build({
  entryPoints: ['runtime/server/main.ts'],
  outfile: process.argv[2] ?? 'dist/server-node/main.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  logLevel: 'warning',
});
