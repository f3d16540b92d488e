import { describe, expect, it } from 'vitest';
import { regionTable } from '../dist/generated/regions.ts';
import { apiBase, apiEnvironment, familyBase } from './api-base.ts';

describe('api bases', () => {
  it('maps each region to its family base', () => {
    expect(apiBase(regionTable, 'us', 'production')).toBe('/api/global');
    expect(apiBase(regionTable, 'kr', 'production')).toBe('/api/global');
    expect(apiBase(regionTable, 'fr', 'test')).toBe('/api/europe');
    expect(apiBase(regionTable, 'cn', 'development')).toBe('/api/china');
  });
  it('falls back to /api/<family> without the table', () => {
    const { api: _api, ...withoutApi } = regionTable;
    expect(familyBase(withoutApi, 'europe', 'production')).toBe('/api/europe');
  });
  it('chooses pre-production by host name', () => {
    expect(apiEnvironment(regionTable, 'production', 'pre.mechanova.example:443')).toBe('preProduction');
    expect(apiEnvironment(regionTable, 'production', 'www.mechanova.example')).toBe('production');
    expect(apiEnvironment(regionTable, 'test', 'pre.mechanova.example')).toBe('test');
    expect(apiEnvironment(regionTable, undefined, 'localhost')).toBe('development');
  });
});
