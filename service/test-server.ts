/**
 * A service on a real loopback HTTP server over a test database, and a small
 * client for the tests: `call('global', 'POST', '/account/user/login/pwd', body)`.
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createService, type Service, type ServiceOptions } from './service.ts';
import type { Envelope } from './envelope.ts';
import type { OpenedDatabase } from './db.ts';
import type { Family } from './tables.ts';

export const TEST_SECRET = 'test-secret-of-at-least-thirty-two-characters';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: Envelope<T>;
}

export async function startTestService(database: OpenedDatabase, options: Partial<ServiceOptions> = {}) {
  const service: Service = await createService({
    database: { ...database, close: async () => {} },
    secret: TEST_SECRET,
    passwordCost: 'test',
    devMailbox: true,
    limits: { perAddress: { hits: 100_000, windowSeconds: 60 }, unknownTokensPerAddress: { hits: 100_000, windowSeconds: 60 } },
    ...options,
  });
  const server = serve({ fetch: service.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function call<T = Record<string, unknown>>(family: Family, method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const response = await fetch(`${origin}/api/${family}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: JSON.parse(text) as Envelope<T> };
  }

  /** The newest code e-mailed to an address (read through /dev/mailbox, as a developer would). */
  async function lastMail(to: string): Promise<{ subject: string; text: string; kind: string; region: string }> {
    const response = await fetch(`${origin}/dev/mailbox?to=${encodeURIComponent(to)}&limit=1`);
    const [mail] = (await response.json()) as { subject: string; text: string; kind: string; region: string }[];
    if (!mail) throw new Error(`no mail to ${to}`);
    return mail;
  }
  async function lastCode(to: string): Promise<string> {
    const match = /\b(\d{6})\b/.exec((await lastMail(to)).text);
    if (!match) throw new Error(`no code in the last mail to ${to}`);
    return match[1]!;
  }

  return {
    origin,
    service,
    call,
    lastMail,
    lastCode,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await service.close();
    },
  };
}
export type TestService = Awaited<ReturnType<typeof startTestService>>;
