/** GET /ssr/timestamp: the server's time in the API envelope `{ code: 2000, data: epochMs }`. */
export async function fetchServerTime(signal?: AbortSignal): Promise<number> {
  const response = await fetch('/ssr/timestamp', { signal, headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`timestamp: HTTP ${response.status}`);
  const body = (await response.json()) as { code?: number; data?: unknown };
  if (body.code !== 2000 || typeof body.data !== 'number') throw new Error('timestamp: unexpected response');
  return body.data;
}
