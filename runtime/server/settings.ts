import { trustedProxyCount } from '../../core/client-address.ts';
import { developmentTools } from '../../core/dev-tools.ts';
import { DEFAULT_PAGE_CACHE_MAX_BYTES } from './page-cache.ts';
import { PREVIEW_SECRET_MIN_LENGTH } from '../staff/preview-access.ts';
import { DEFAULT_MAX_BODY_BYTES, DEFAULT_MAX_HEADER_BYTES } from './request-limits.ts';

/** The production server's settings, read from the environment (docs/operations.md: "Server settings"). */
export interface ServerSettings {
  port: number;
  host: string;
  /** DEV_TOOLS=1 or NODE_ENV=development, on loopback only (core/dev-tools.ts): else production behaviour. */
  devTools: boolean;
  /** The development switches set but ignored because the development tools are off (said at start). */
  ignored: string[];
  /** PREVIEW=1 with the development tools on: `?at=<instant>` for everyone. */
  preview: boolean;
  /** PREVIEW_SECRET: the secret posted to `/preview` gives a signed cookie, and with it `?at=` works on any build. */
  previewSecret?: string;
  /** PSEUDO_LOCALE=1 with the development tools on: /pseudo/… shows the us pages in the pseudo-locale (pseudo-locale.ts). */
  pseudoLocale: boolean;
  /** FALLBACK_ORIGIN: where the paths routes.yaml lists under servedElsewhere are proxied. */
  fallbackOrigin?: string;
  fallbackTimeoutMs: number;
  /** TRUST_PROXY_HTTPS=1: behind a TLS-terminating proxy, X-Forwarded-Proto: https is believed. */
  trustProxyHttps: boolean;
  /** TRUST_PROXY=n: n trusted proxies append to X-Forwarded-For (core/client-address.ts); 0 when unset. */
  trustedProxies: number;
  maxHeaderBytes: number;
  maxBodyBytes: number;
  /** PAGE_CACHE_MAX_BYTES: memory of the page cache; 0 turns it off (the benchmarks time renders that way). */
  pageCacheMaxBytes: number;
}

function wholeNumber(env: Record<string, string | undefined>, name: string, fallback: number, { zero = false } = {}): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < (zero ? 0 : 1)) throw new Error(`${name}=${raw} is not a ${zero ? 'whole number' : 'positive whole number'}.`);
  return value;
}

function origin(env: Record<string, string | undefined>, name: string): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name}=${raw} is not a URL: set it to an origin such as https://legacy.example.com.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name}=${raw} is not an http(s) origin.`);
  return url.origin;
}

function previewSecret(env: Record<string, string | undefined>): string | undefined {
  const raw = env.PREVIEW_SECRET;
  if (!raw) return undefined;
  if (raw.length < PREVIEW_SECRET_MIN_LENGTH || /\s/.test(raw)) {
    throw new Error(`PREVIEW_SECRET must be at least ${PREVIEW_SECRET_MIN_LENGTH} characters without spaces (for example the output of \`openssl rand -hex 24\`).`);
  }
  return raw;
}

/**
 * Reads and checks the settings; a bad value stops the server at start with
 * a message naming the variable, rather than misbehaving later.
 *
 * @example
 * serverSettings({ PORT: '8080', TRUST_PROXY_HTTPS: '1' }).trustProxyHttps // => true
 */
export function serverSettings(env: Record<string, string | undefined>): ServerSettings {
  const fallbackOrigin = origin(env, 'FALLBACK_ORIGIN');
  const secret = previewSecret(env);
  const devTools = developmentTools(env);
  return {
    port: wholeNumber(env, 'PORT', 3000),
    host: env.HOST || '127.0.0.1',
    devTools,
    ignored: devTools ? [] : ['PREVIEW', 'PSEUDO_LOCALE'].filter((name) => env[name] === '1').map((name) => `${name}=1`),
    preview: env.PREVIEW === '1' && devTools,
    ...(secret ? { previewSecret: secret } : {}),
    pseudoLocale: env.PSEUDO_LOCALE === '1' && devTools,
    ...(fallbackOrigin ? { fallbackOrigin } : {}),
    fallbackTimeoutMs: wholeNumber(env, 'FALLBACK_TIMEOUT_MS', 8000),
    trustProxyHttps: env.TRUST_PROXY_HTTPS === '1',
    trustedProxies: trustedProxyCount(env.TRUST_PROXY),
    maxHeaderBytes: wholeNumber(env, 'MAX_HEADER_BYTES', DEFAULT_MAX_HEADER_BYTES),
    maxBodyBytes: wholeNumber(env, 'MAX_BODY_BYTES', DEFAULT_MAX_BODY_BYTES),
    pageCacheMaxBytes: wholeNumber(env, 'PAGE_CACHE_MAX_BYTES', DEFAULT_PAGE_CACHE_MAX_BYTES, { zero: true }),
  };
}
