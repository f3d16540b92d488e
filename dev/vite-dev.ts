import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type { TranslationReport } from '../codegen/records/stale-translations.ts';
import { createWatcher } from '../codegen/watch.ts';
import { translationsPage } from './translations-page.ts';

/** Generated modules whose change Vike's routing must see: a new route or region needs the dev server restarted. */
const ROUTING_OUTPUTS = /^(routes|regions)\.ts$/;

/**
 * `make dev`: the production server's app (runtime/server/app.ts) rendering with Vike's dev renderer, so routes open and
 * close, `?at=` previews, the calendar, the pseudo-locale and the account service behave exactly as on the built
 * server; plus regenerating dist/generated/ when content-yaml/, schemas/ or public/artwork/ change (the page
 * reloads; a new route or region restarts the dev server), a bad edit's located diagnostic in the error overlay,
 * and the translation status at /dev/translations. Listens on loopback unless HOST says otherwise.
 */
export function contentDev(): Plugin {
  return {
    name: 'mechanova:content-dev',
    apply: 'serve',
    config: () => ({ server: { host: process.env.HOST || '127.0.0.1' } }),
    async configureServer(server: ViteDevServer) {
      const root = server.config.root;
      // Loaded here, not at the top: the service and the app need dist/generated/, which the config may precede.
      const { mountService } = await import('../service/from-env.ts');
      const { renderPage } = await import('vike/server');
      // The dev server is a development tool (DEV_TOOLS=1 unless set otherwise: its mailbox, PREVIEW=1), on loopback only.
      const env = { DEV_TOOLS: '1', ...process.env };
      const service = mountService(env, root);
      server.httpServer?.once('close', () => void service.close());

      // The app of the generated modules of the moment: built again after each regeneration.
      let site: ReturnType<typeof devSite> | undefined;
      const siteListener = () => (site ??= devSite(server, env, service.app, renderPage));
      /** What Vite serves itself: its own paths, dependencies, and any file of the project or of public/. */
      const isFile = (path: string) => statSync(path, { throwIfNoEntry: false })?.isFile() === true;
      const forVite = (url: string) => {
        const pathname = decodeURIComponent(url.split('?')[0] ?? '/');
        return /^\/(@|__|node_modules\/)/.test(pathname) || isFile(join(root, pathname)) || isFile(join(root, 'public', pathname));
      };

      // The translation status of the last good run (docs/translators.md "Status report"): the dev server only.
      let translations: TranslationReport | undefined;
      server.middlewares.use('/dev/translations', (_req, res) => {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.end(translationsPage(translations, root));
      });
      server.middlewares.use((req, res, next) => {
        let own: boolean;
        try {
          own = !forVite(req.url ?? '/');
        } catch {
          own = true; // A malformed escape: the app answers it as the built server does.
        }
        if (!own) return next();
        siteListener().then((listener) => listener(req, res), next);
      });

      const watcher = createWatcher({
        root,
        outDir: `${root}/dist/generated`,
        onReport: (report) => {
          if (report.ok) {
            translations = report.translations;
            if (!report.written.length) return;
            server.config.logger.info(`content regenerated: ${report.written.join(', ')}`, { timestamp: true });
            if (report.written.some((file) => ROUTING_OUTPUTS.test(file))) {
              server.config.logger.info('routes or regions changed: restarting the dev server', { timestamp: true });
              void server.restart();
              return;
            }
            // Texts reach pages through server-side modules (+data): drop them all, and the app, and reload the page.
            for (const environment of Object.values(server.environments)) environment.moduleGraph.invalidateAll();
            site = undefined;
            server.ws.send({ type: 'full-reload' });
            return;
          }
          server.config.logger.error(report.report, { timestamp: true });
          server.ws.send({ type: 'error', err: { message: `Content error — fix the YAML and save again:\n\n${report.report}`, stack: '', plugin: 'mechanova:content-dev' } });
        },
      });
      await watcher.start();
      server.httpServer?.once('close', () => watcher.close());
    },
  };
}

/**
 * The built server's app (runtime/server/app.ts) from the generated modules of the moment, rendering with Vike's dev
 * renderer, as a node:http listener: no page kept (a reload after an edit shows it), and no Content-Security-Policy
 * (Vite's dev client is an inline module that talks over a websocket, which the site's policy refuses).
 */
async function devSite(server: ViteDevServer, env: NodeJS.ProcessEnv, service: Hono, renderPage: Parameters<typeof import('../runtime/server/page-response.ts').vikeRender>[0]) {
  const load = (path: string) => server.ssrLoadModule(path);
  const [{ createApp }, { vikeRender }, { serverSettings }, { regionTable }, { schedule }] = await Promise.all([
    load('/runtime/server/app.ts'),
    load('/runtime/server/page-response.ts'),
    load('/runtime/server/settings.ts'),
    load('/dist/generated/regions.ts'),
    load('/dist/generated/schedule.ts'),
  ]);
  const settings = serverSettings(env);
  const app = createApp({
    clientDir: join(server.config.root, 'public'),
    render: vikeRender(renderPage),
    schedule,
    regionTable,
    service,
    preview: settings.preview,
    pseudoLocale: settings.pseudoLocale,
    ...(settings.previewSecret ? { previewSecret: settings.previewSecret } : {}),
    pageCache: { maxBytes: 0 },
  });
  const dev = new Hono();
  dev.use(async (c, next) => {
    await next();
    c.res.headers.delete('content-security-policy');
    c.res.headers.set('cache-control', 'no-store');
  });
  dev.route('/', app.app);
  return getRequestListener(dev.fetch);
}
