/**
 * The Nu HTML Checker (vnu.jar, the W3C validator's engine) over a batch of
 * documents: written to a temporary folder and checked by one Java process,
 * since the JVM's start costs more than checking a page.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

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
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

function runJava(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const java = spawn(process.env.JAVA ?? 'java', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    java.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    java.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    java.once('error', (error) => reject(new Error(`cannot run java (${error.message}): install a Java 17+ runtime, e.g. apt-get install default-jre-headless (.ci/run does)`)));
    java.once('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`vnu exited with ${code}:\n${stderr}`))));
  });
}

/**
 * Checks HTML documents; returns every message with the document it belongs to.
 *
 * @example
 * const messages = await checkHtml([{ name: '/us', html }]);
 * messages.filter((m) => m.type === 'error') // => [] for a valid page
 */
export async function checkHtml(documents: readonly { name: string; html: string }[]): Promise<HtmlMessage[]> {
  const folder = await mkdtemp(join(tmpdir(), 'vnu-'));
  try {
    const byUrl = new Map<string, string>();
    const files: string[] = [];
    for (const [index, document] of documents.entries()) {
      const file = join(folder, `${index}.html`);
      await writeFile(file, document.html);
      files.push(file);
      byUrl.set(pathToFileURL(file).href, document.name);
    }
    const stdout = await runJava(['-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', ...files]);
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
    return messages.map((m) => ({
      // vnu writes file:/tmp/… where Node writes file:///tmp/….
      document: byUrl.get(m.url?.replace(/^file:\/(?!\/)/, 'file:///') ?? '') ?? m.url ?? '(no document)',
      type: checkerLag(m) ? 'checker-lag' : m.type === 'error' || m.subType === 'fatal' ? 'error' : m.subType === 'warning' ? 'warning' : 'info',
      ...(m.lastLine === undefined ? {} : { line: m.lastLine, column: m.firstColumn ?? m.lastColumn }),
      message: m.message,
      ...(m.extract ? { extract: m.extract } : {}),
    }));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
