import { getRequestListener } from '@hono/node-server';
import type { Plugin, ViteDevServer } from 'vite';
import type { TranslationReport } from '../codegen/records/stale-translations.ts';
import { createWatcher } from '../codegen/watch.ts';
import { translationsPage } from './translations-page.ts';
import { PSEUDO_HEADER, pseudoTarget } from '../runtime/staff/pseudo-path.ts';

/**
 * `make dev`: regenerates dist/generated/ when content-yaml/, schemas/ or public/artwork/ change
 * (Vite then reloads the page, since pages import the generated modules), shows
 * a bad edit's located diagnostic in the error overlay instead of a blank page,
 * and serves GET /ssr/timestamp like the production server, and the account
 * service (/api/<family>/…, /dev/mailbox) on var/db or DATABASE_URL, and the translation status at /dev/translations.
 */
export function contentDev(): Plugin {
  return {
    name: 'mechanova:content-dev',
    apply: 'serve',
    async configureServer(server: ViteDevServer) {
      server.middlewares.use('/ssr/timestamp', (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(JSON.stringify({ code: 2000, msg: 'success', data: Date.now() }));
      });
      // The campaign calendar (calendar.ts) with preview on (make dev sets PREVIEW=1 unless told otherwise), read
      // from the generated modules of the moment, so an edit shows at the next reload.
      server.middlewares.use('/dev/calendar', (req, res, next) => {
        if (process.env.PREVIEW !== '1') return next();
        if (/^\/?\.css/.test(req.url ?? '')) {
          // Mounted at /dev/calendar, connect strips it: /dev/calendar.css arrives as "/.css".
          void server.ssrLoadModule('/runtime/staff/calendar.ts').then((calendar) => {
            res.setHeader('Content-Type', 'text/css; charset=utf-8');
            res.end(calendar.CALENDAR_STYLES);
          }, next);
          return;
        }
        const load = (path: string) => server.ssrLoadModule(path);
        Promise.all([load('/runtime/staff/calendar.ts'), load('/dist/generated/schedule.ts'), load('/dist/generated/regions.ts'), load('/dist/generated/routes.ts')])
          .then(([calendar, generated, regions, routes]) => {
            const built = calendar.buildCalendar({ schedule: generated.schedule, datedCopy: generated.datedCopy, regionTable: regions.regionTable, routes: routes.routes, now: Date.now() });
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.setHeader('Cache-Control', 'no-store');
            res.end(calendar.calendarHtml(built, '/forms/plain.css'));
          })
          .catch(next);
      });
      // The pseudo-locale (pseudo-locale.ts; make dev sets PSEUDO_LOCALE=1 unless told otherwise): /pseudo/… is the us
      // page, marked for +onCreatePageContext by a header this middleware alone sets (a visitor's own is dropped).
      server.middlewares.use((req, _res, next) => {
        delete req.headers[PSEUDO_HEADER];
        const [pathname = '', search] = (req.url ?? '').split(/(?=\?)/);
        if (process.env.PSEUDO_LOCALE !== '1' || pseudoTarget(pathname, {}) === undefined) return next();
        // The region prefixes of the moment (another region's page is /pseudo/<code>/…).
        void Promise.all([server.ssrLoadModule('/runtime/shared/regions.ts'), server.ssrLoadModule('/dist/generated/regions.ts')]).then(([{ regionPrefixes }, { regionTable }]) => {
          const target = pseudoTarget(pathname, regionPrefixes(regionTable))!;
          // Vike's dev middleware reads originalUrl (connect's), the rest of the stack url.
          req.url = `${target}${search ?? ''}`;
          (req as { originalUrl?: string }).originalUrl = req.url;
          req.headers[PSEUDO_HEADER] = '1';
          next();
        }, next);
      });
      // Loaded here, not at the top: the service needs dist/generated/, which the config may precede.
      const { mountService } = await import('../service/from-env.ts');
      const service = mountService(process.env, server.config.root);
      const serviceListener = getRequestListener(service.app.fetch);
      server.middlewares.use((req, res, next) => {
        if (service.handles(req.url ?? '')) void serviceListener(req, res);
        else next();
      });
      server.httpServer?.once('close', () => void service.close());
      // The translation status of the last good run (docs/translators.md "Status report"): the dev server only.
      let translations: TranslationReport | undefined;
      server.middlewares.use('/dev/translations', (_req, res) => {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.end(translationsPage(translations, server.config.root));
      });
      const watcher = createWatcher({
        root: server.config.root,
        outDir: `${server.config.root}/dist/generated`,
        onReport: (report) => {
          if (report.ok) {
            translations = report.translations;
            if (!report.written.length) return;
            server.config.logger.info(`content regenerated: ${report.written.join(', ')}`, { timestamp: true });
            // Texts reach pages through server-side modules (+data): drop them all and reload the page.
            for (const environment of Object.values(server.environments)) environment.moduleGraph.invalidateAll();
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
