import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../core/routing.ts';
import { routes } from './test-fixtures.ts';

describe('matchRoute', () => {
  it('finds the route of a logical path in a region', () => {
    expect(matchRoute(routes, 'fr', '/manuals')?.name).toBe('manuals');
    expect(matchRoute(routes, 'cn', '/manuals')?.name).toBe('manuals');
    expect(matchRoute(routes, 'kr', '/where-to-buy/hongkong-macao')?.name).toBe('where-to-buy-hongkong-macao');
  });

  it("normalises the trailing slash, and '' is '/'", () => {
    expect(matchRoute(routes, 'fr', '/manuals/')?.name).toBe('manuals');
    expect(matchRoute(routes, 'fr', '')?.name).toBe('home');
    expect(matchRoute(routes, 'fr', '/')?.name).toBe('home');
  });

  it('ignores the query and hash', () => {
    expect(matchRoute(routes, 'us', '/manuals?x=1#top')?.name).toBe('manuals');
  });

  it('picks the record of the region when one path has several', () => {
    expect(matchRoute(routes, 'us', '/black-friday')?.name).toBe('black-friday-us');
    expect(matchRoute(routes, 'uk', '/black-friday')?.name).toBe('black-friday-uk');
    expect(matchRoute(routes, 'de', '/black-friday')?.name).toBe('black-friday-europe');
  });

  it('matches nothing where the page is not registered, nor by prefix or case', () => {
    expect(matchRoute(routes, 'jp', '/manuals')).toBeUndefined();
    expect(matchRoute(routes, 'cn', '/black-friday')).toBeUndefined();
    expect(matchRoute(routes, 'us', '/manuals/x')).toBeUndefined();
    expect(matchRoute(routes, 'us', '/Manuals')).toBeUndefined();
    expect(matchRoute(routes, 'us', '/nope')).toBeUndefined();
  });
});
