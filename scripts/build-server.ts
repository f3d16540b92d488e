/**
 * Bundles the Node server (runtime/server/main.ts) into one file with esbuild,
 * given the same site settings as the Vite build (runtime/shared/site-config.ts),
 * so the server's Content-Security-Policy allows exactly what the pages load.
 *
 *   node --import tsx scripts/build-server.ts [outfile]   (default dist/server-node/main.mjs)
 */
import { build } from 'esbuild';
import { defineSiteSettings } from '../runtime/shared/site-config.ts';

await build({
  entryPoints: ['runtime/server/main.ts'],
  outfile: process.argv[2] ?? 'dist/server-node/main.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  define: defineSiteSettings(process.env),
  logLevel: 'warning',
});
