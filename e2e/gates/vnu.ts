/**
 * The Nu HTML Checker (vnu.jar, the W3C validator's engine) as a service on loopback, started once per
 * browser-test run (e2e/global-setup.ts) and given every document of the run: the JVM's start and its
 * warm-up cost more than checking a page (a batch of two pages took 15 s on a busy machine, as long as
 * the 140 pages of the crawl once warm), so each check of the run shares one warm checker.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { freePort } from '../harness.ts';
import { mapPool } from './pool.ts';

const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));

export interface HtmlMessage {
  /** The name the document was given. */
  document: string;
  /** 'error' (incl. fatal), 'warning', 'info', or 'checker-lag': an error the HTML Standard says is none (CHECKER_LAGS). */
  type: 'error' | 'warning' | 'info' | 'checker-lag';
  line?: number;
  column?: number;
  message: string;
  extract?: string;
}

/**
 * Errors where the checker (vnu-jar 26.9.27, the newest) lags the HTML Standard, each only on the markup
 * named here; anything else it reports stays an error.
 * - `blocking="render"` on `<link rel="expect">` (pages/+onRenderHtml.tsx: the first paint waits for the
 *   lead section): the Standard allows `blocking` on the link types expect and stylesheet
 *   (https://html.spec.whatwg.org/multipage/semantics.html#attr-link-blocking); the checker knows only stylesheet.
 */
const CHECKER_LAGS = [
  { message: /^A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”\.$/, extract: /<link rel="expect" href="#[\w-]+" blocking="r/ },
];
const checkerLag = (m: VnuMessage) => CHECKER_LAGS.some((lag) => lag.message.test(m.message) && lag.extract.test(m.extract ?? ''));

interface VnuMessage {
  type: string;
  subType?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

export interface HtmlChecker {
  /** Where the checker answers, e.g. http://127.0.0.1:40123. */
  origin: string;
  stop(): Promise<void>;
}

/**
 * Starts the checker's web service (vnu.jar's nu.validator.servlet.Main) on a free loopback port and waits
 * until it answers; stop() ends it by PID.
 */
export async function startHtmlChecker(): Promise<HtmlChecker> {
  const port = await freePort();
  // The client compiler only (C1) and the serial collector: a run checks a few hundred documents, and the optimizing
  // compiler's warm-up cost more CPU than it saved (start 12 → 6 CPU-s, 30 pages after it 13 → 5 CPU-s). C1's
  // larger frames overflow the default stack while the schemas load, hence -Xss16m.
  const java = spawn(
    process.env.JAVA ?? 'java',
    ['-Xss16m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Dnu.validator.servlet.bind-address=127.0.0.1', '-cp', VNU_JAR, 'nu.validator.servlet.Main', String(port)],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let output = '';
  java.stderr!.on('data', (chunk) => {
    output = `${output}${chunk}`.slice(-4000);
  });
  const failed = new Promise<never>((_, reject) => {
    java.once('error', (error) => reject(new Error(`cannot run java (${error.message}): install a Java 17+ runtime, e.g. apt-get install default-jre-headless (.ci/run does)`)));
    java.once('exit', (code) => reject(new Error(`the HTML checker exited (${code}) before it answered:\n${output}`)));
  });
  failed.catch(() => {});
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const answered = await Promise.race([
      fetch(`${origin}/`, { headers: { connection: 'close' } }).then(
        (response) => response.arrayBuffer().then(() => true),
        () => false,
      ),
      failed,
    ]);
    if (answered) break;
    if (Date.now() > deadline) {
      java.kill();
      throw new Error(`the HTML checker did not answer within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        if (java.exitCode !== null || java.signalCode !== null) return resolve();
        java.once('exit', () => resolve());
        process.kill(java.pid!, 'SIGTERM');
      }),
  };
}

/**
 * Checks HTML documents on the checker at `origin` (four at a time); returns every message with the
 * document it belongs to.
 *
 * @example
 * const messages = await checkHtml([{ name: '/us', html }], inject('htmlChecker'));
 * messages.filter((m) => m.type === 'error') // => [] for a valid page
 */
export async function checkHtml(documents: readonly { name: string; html: string }[], origin: string): Promise<HtmlMessage[]> {
  const perDocument = await mapPool(documents, 4, async (document) => {
    const response = await fetch(`${origin}/?out=json`, { method: 'POST', headers: { 'content-type': 'text/html; charset=utf-8' }, body: document.html });
    if (!response.ok) throw new Error(`the HTML checker answered ${response.status} for ${document.name}: ${(await response.text()).slice(0, 200)}`);
    const { messages } = (await response.json()) as { messages: VnuMessage[] };
    return messages.map(
      (m): HtmlMessage => ({
        document: document.name,
        type: checkerLag(m) ? 'checker-lag' : m.type === 'error' || m.subType === 'fatal' ? 'error' : m.subType === 'warning' ? 'warning' : 'info',
        ...(m.lastLine === undefined ? {} : { line: m.lastLine, column: m.firstColumn ?? m.lastColumn }),
        message: m.message,
        ...(m.extract ? { extract: m.extract } : {}),
      }),
    );
  });
  return perDocument.flat();
}
