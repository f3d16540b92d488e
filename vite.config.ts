import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { contentDev } from './runtime/server/vite-dev.ts';
import { defineSiteSettings } from './runtime/shared/site-config.ts';

export default defineConfig({
  plugins: [react(), vike(), contentDev()],
  // CDN_BASE and CHAT_WIDGET_URL, read once; scripts/build-server.ts gives the server bundle the same.
  define: defineSiteSettings(process.env),
  build: { target: 'es2022' },
  server: { port: Number(process.env.PORT ?? 3000) },
});
