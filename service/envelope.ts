/**
 * The answer envelope of seed 000 §3/§8: {code, msg, data}. Every answer of the
 * service is one, with Cache-Control: no-store (accounts are never cached).
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type ApiError, errorCodes, SUCCESS } from './errors.ts';
import { messageFor } from './locale.ts';
import type { RegionCode } from '../dist/generated/types.ts';

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export const NO_STORE = { 'Cache-Control': 'no-store' } as const;

export function success(c: Context, data: unknown = {}) {
  return c.json({ code: SUCCESS, msg: 'success', data } satisfies Envelope, 200, NO_STORE);
}

export function failure(c: Context, region: RegionCode, error: ApiError) {
  const headers: Record<string, string> = { ...NO_STORE };
  if (error.retryAfter !== undefined) headers['Retry-After'] = String(error.retryAfter);
  const body: Envelope = { code: error.code, msg: messageFor(region, error.code, { seconds: error.retryAfter }), data: {} };
  return c.json(body, error.status as ContentfulStatusCode, headers);
}

export const serverError = (c: Context, region: RegionCode) =>
  c.json({ code: errorCodes.serverError.code, msg: messageFor(region, errorCodes.serverError.code), data: {} } satisfies Envelope, 500, NO_STORE);
