import react from '@vitejs/plugin-react';
import vike from 'vike/plugin';
import { defineConfig } from 'vite';
import { contentDev } from './runtime/server/vite-dev.ts';

export default defineConfig({
  plugins: [react(), vike(), contentDev()],
  build: { target: 'es2022' },
  server: { port: Number(process.env.PORT ?? 3000) },
});
