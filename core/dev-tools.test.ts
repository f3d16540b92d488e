import { describe, expect, it } from 'vitest';
import { developmentTools } from './dev-tools.ts';

describe('developmentTools (production unless asked for by name, on loopback only)', () => {
  it('is off without the flag: NODE_ENV unset, test or production', () => {
    for (const env of [{}, { NODE_ENV: 'test' }, { NODE_ENV: 'production' }, { DEV_TOOLS: '0' }, { NODE_ENV: 'test', PREVIEW: '1' }]) expect(developmentTools(env)).toBe(false);
  });

  it('is on with DEV_TOOLS=1 or NODE_ENV=development on a loopback HOST', () => {
    for (const HOST of [undefined, '', '127.0.0.1', '127.1.2.3', 'localhost', '::1']) {
      expect(developmentTools({ DEV_TOOLS: '1', HOST })).toBe(true);
      expect(developmentTools({ NODE_ENV: 'development', HOST })).toBe(true);
      expect(developmentTools({ NODE_ENV: 'test', DEV_TOOLS: '1', HOST })).toBe(true);
    }
  });

  it('refuses them on any other HOST, and beside NODE_ENV=production, saying why', () => {
    expect(() => developmentTools({ DEV_TOOLS: '1', HOST: '0.0.0.0' })).toThrow(/refused on HOST=0\.0\.0\.0: serve them on loopback/);
    expect(() => developmentTools({ NODE_ENV: 'development', HOST: '192.0.2.7' })).toThrow(/NODE_ENV=development turns on .* refused on HOST=192\.0\.2\.7/);
    expect(() => developmentTools({ DEV_TOOLS: '1', HOST: '::' })).toThrow(/refused/);
    expect(() => developmentTools({ DEV_TOOLS: '1', NODE_ENV: 'production' })).toThrow(/contradict/);
  });
});
