import { describe, expect, it } from 'vitest';
import { validBody } from './validate.ts';

describe('request schemas', () => {
  const good = {
    'login-pwd': { email: 'a@example.com', password: 'robots2025' },
    'register-pwd': { email: 'a@example.com', password: 'robots2025', confirmPassword: 'robots2025', subscribe: true },
    'code-send': { email: 'a@example.com', purpose: 'login' },
    'rma-create': { email: 'a@example.com', name: 'Ana', product: 'flagshipMegatron', serialNumber: 'MN-0001', purchaseDate: '2025-01-31', reason: 'defective', description: 'Broken.' },
  } as const;

  it.each(Object.entries(good))('accepts a good %s body', (name, body) => {
    expect(validBody(name as keyof typeof good, body)).toBeDefined();
  });

  it.each(Object.entries(good))('refuses %s with an unknown key, a missing key, or a wrong type', (name, body) => {
    const key = name as keyof typeof good;
    expect(validBody(key, { ...body, role: 'admin' })).toBeUndefined();
    const [first] = Object.keys(body);
    const { [first!]: _dropped, ...missing } = body as Record<string, unknown>;
    expect(validBody(key, missing)).toBeUndefined();
    expect(validBody(key, { ...body, [first!]: ['a@example.com'] })).toBeUndefined();
    expect(validBody(key, null)).toBeUndefined();
    expect(validBody(key, 'a@example.com')).toBeUndefined();
  });

  it('bounds every string', () => {
    expect(validBody('login-pwd', { email: `${'a'.repeat(250)}@example.com`, password: 'x' })).toBeUndefined();
    expect(validBody('login-pwd', { email: 'a@example.com', password: 'x'.repeat(129) })).toBeUndefined();
    expect(validBody('rma-create', { ...good['rma-create'], description: 'x'.repeat(2001) })).toBeUndefined();
    expect(validBody('code-send', { email: 'a@example.com', purpose: 'reset' })).toBeUndefined();
  });

  it('takes the refresh query user_id as a UUID only', () => {
    expect(validBody('refresh-query', { user_id: '8daa4bb5-8e6e-4b6a-802a-1e9e18b56985' })).toBeDefined();
    expect(validBody('refresh-query', { user_id: "1' or '1'='1" })).toBeUndefined();
    expect(validBody('refresh-query', { user_id: '8daa4bb5-8e6e-4b6a-802a-1e9e18b56985', extra: '1' })).toBeUndefined();
  });
});
