/**
 * The servers the browser test files share (vitest's globalSetup, once per run): the Nu HTML Checker
 * (gates/vnu.ts), and one built server
 * per environment most files ask for — the default and PREVIEW=1 — so the files run side by side
 * without each starting its own. useSite() (harness.ts) takes the shared one whose environment is
 * exactly the file's; a file that needs another setting starts its own. Each shared server's output
 * goes to a file; when the run ends the servers are stopped and the run fails if one logged an
 * error or a warning, as a file's own server does (harness.ts useSite).
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startHtmlChecker, type HtmlChecker } from './gates/vnu.ts';
import { loggedProblems, SHARED_ENVIRONMENTS, sharedKey, startServer, type RunningServer, type SharedServer } from './harness.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    sharedServers: Record<string, SharedServer>;
    /** The origin of the run's Nu HTML Checker (gates/vnu.ts checkHtml). */
    htmlChecker: string;
  }
}

export default async function setup(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'e2e-shared-'));
  const started: { key: string; server: RunningServer; log: string }[] = [];
  let checker: HtmlChecker | undefined;
  try {
    await Promise.all([
      ...SHARED_ENVIRONMENTS.map(async (env, index) => {
        const server = await startServer(env);
        started.push({ key: sharedKey(env), server, log: join(folder, `server-${index}.log`) });
      }),
      startHtmlChecker().then((started) => {
        checker = started;
      }),
    ]);
  } catch (error) {
    await Promise.all([...started.map(({ server }) => server.stop()), checker?.stop()]);
    throw error;
  }
  // The output so far, then every chunk as it comes, so a test can read what the server logged.
  for (const { server, log } of started) {
    await writeFile(log, server.output());
    let chain = Promise.resolve();
    const append = (chunk: Buffer) => {
      chain = chain.then(() => writeFile(log, chunk, { flag: 'a' }));
    };
    server.process.stdout!.on('data', append);
    server.process.stderr!.on('data', append);
  }
  project.provide('sharedServers', Object.fromEntries(started.map(({ key, server, log }) => [key, { origin: server.origin, log }])));
  project.provide('htmlChecker', checker!.origin);

  return async () => {
    await Promise.all([...started.map(({ server }) => server.stop()), checker!.stop()]);
    const problems: string[] = [];
    for (const { key, server, log } of started) {
      const output = await readFile(log, 'utf8').catch(() => server.output());
      problems.push(
        ...loggedProblems(output)
          .slice(0, 10)
          .map((line) => `[shared server ${key}] ${line}`),
      );
    }
    await rm(folder, { recursive: true, force: true });
    if (problems.length) throw new Error(`a shared server logged:\n${problems.join('\n')}`);
  };
}
