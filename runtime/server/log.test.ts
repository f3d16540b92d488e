import { describe, expect, it } from 'vitest';
import { createLog, errorFields, requestContext, routeConsoleToLog } from './log.ts';

const NOW = Date.parse('2025-08-20T12:00:00Z');

function collect() {
  const lines: string[] = [];
  const log = createLog(
    (line) => lines.push(line),
    () => NOW,
  );
  return { log, lines, parsed: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('createLog', () => {
  it('writes one JSON object per line, with time and level first', () => {
    const { log, lines } = collect();
    log.error({ msg: 'render failed', requestId: 'r-1', path: '/us' });
    expect(lines).toEqual([`{"time":"2025-08-20T12:00:00.000Z","level":"error","msg":"render failed","requestId":"r-1","path":"/us"}\n`]);
  });

  it('keeps a multi-line stack inside the one line', () => {
    const { log, lines } = collect();
    log.error({ msg: 'x', ...errorFields(new Error('boom')) });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.trimEnd()).not.toContain('\n');
    expect(JSON.parse(lines[0]!)).toMatchObject({ error: 'boom', stack: expect.stringContaining('Error: boom') });
  });

  it('takes the request id of the request being handled', async () => {
    const { log, parsed } = collect();
    await requestContext.run({ requestId: 'r-2' }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.warn({ msg: 'inside' });
    });
    log.info({ msg: 'outside' });
    expect(parsed()).toMatchObject([{ msg: 'inside', requestId: 'r-2' }, { msg: 'outside' }]);
    expect(parsed()[1]).not.toHaveProperty('requestId');
  });
});

describe('errorFields', () => {
  it('reads a thrown non-Error as text', () => {
    expect(errorFields('plain string')).toEqual({ error: 'plain string' });
  });
});

describe('routeConsoleToLog', () => {
  it('turns console.error with an Error (what Vike prints for a failed render) into one JSON line with the request id', () => {
    const { log, parsed } = collect();
    const restore = routeConsoleToLog(log);
    try {
      requestContext.run({ requestId: 'r-3' }, () => console.error('\u001b[31mrender failed\u001b[39m', new Error('page threw')));
      console.warn('[vike] a warning %s', 'here');
    } finally {
      restore();
    }
    expect(parsed()).toMatchObject([
      { level: 'error', msg: 'render failed', requestId: 'r-3', error: 'page threw', stack: expect.stringContaining('page threw') },
      { level: 'warn', msg: '[vike] a warning here' },
    ]);
  });

  it('gives the console back', () => {
    const original = console.error;
    const restore = routeConsoleToLog(collect().log);
    expect(console.error).not.toBe(original);
    restore();
    expect(console.error).toBe(original);
  });
});
