import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { contentDev } from './dev/vite-dev.ts';

export default defineConfig({
  plugins: [react(), vike(), contentDev()],
  build: {
    target: 'es2022',
    // What a dynamic import() preloads alongside its chunk: only stylesheets (the chat's). The JavaScript
    // lists (every island's shared chunks, written into the page's own first-load chunk) cost more bytes
    // there than they save: the islands' shared code is mostly loaded already, and the rest arrives with
    // the island's own imports.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps) },
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // What every page loads, in one chunk: React, Vike's client, the region table (links); each extra
            // first-load file costs its own gzip overhead (the 90 KB first-load budget of docs/decisions.md D6 counts gzip per file).
            // Modules loaded on demand (import()) stay in chunks of their own: a module named here is loaded
            // with the framework whoever imports it, so the signals library (toasts, session: loaded once
            // the page is hydrated) is left out.
            // (manualChunks, not codeSplitting.groups: Vike wraps it for its CSS workaround without a warning.)
            manualChunks: (id) =>
              /\/node_modules\/(?!@preact\/|use-sync-external-store\/)|\/dist\/generated\/regions\.ts$|\/runtime\/shared\/regions\.ts$|\/core\/message-fill\.ts$/.test(id) ? 'framework' : null,
          },
        },
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 3000) },
});
