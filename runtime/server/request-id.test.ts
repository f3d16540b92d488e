import { describe, expect, it } from 'vitest';
import { requestId } from './request-id.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestId', () => {
  it.each(['lb-7f3a', 'a', 'Root-1-5759e988', '0af7651916cd43dd8448eb211c80319c', 'trace.42:a_b-c', 'x'.repeat(64)])('takes over the safe token %s', (incoming) => {
    expect(requestId(incoming)).toBe(incoming);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['too long', 'x'.repeat(65)],
    ['a space', 'a b'],
    ['a line break (log injection)', 'ok\n{"level":"error"}'],
    ['a carriage return', 'ok\rSet-Cookie: x=1'],
    ['markup', '<script>alert(1)</script>'],
    ['a quote', 'id"'],
    ['a comma list', 'a,b'],
    ['non-ASCII', 'idé'],
    ['a NUL', 'id\0'],
    ['an array (repeated header)', ['a', 'b']],
  ] as const)('makes a new UUID instead of %s', (_label, incoming) => {
    expect(requestId(incoming)).toMatch(UUID);
  });

  it('makes a different id each time', () => {
    expect(requestId(undefined)).not.toBe(requestId(undefined));
  });
});
