import { describe, expect, it } from 'vitest';
import { routes } from '../../dist/generated/routes.ts';
import { createPageRequests, keptQuery, PAGE_QUERY_PARAMS } from './page-request.ts';

const AT = '2025-08-28T00:00:00+08:00';

describe('keptQuery', () => {
  it.each([
    ['', ['tab'], ''],
    ['?', ['tab'], ''],
    ['?utm_source=x', [], ''],
    ['?utm_source=x&gclid=1&fbclid=2', ['tab'], ''],
    ['?utm_source=x&tab=2', ['tab'], '?tab=2'],
    ['?b=2&a=1&b=3', ['a', 'b'], '?a=1&b=2&b=3'],
    ['?tab=a+b&x=1', ['tab'], '?tab=a+b'],
    ['?%74ab=2', ['tab'], '?tab=2'],
  ] as const)('%s keeping %j is %s', (search, names, expected) => {
    expect(keptQuery(search, names)).toBe(expected);
  });
});

describe('createPageRequests', () => {
  const pageRequest = createPageRequests({ routes, unprefixedRegion: 'cn', preview: false });

  it('declares no query parameter for any page today (pages read none on the server)', () => {
    expect(PAGE_QUERY_PARAMS).toEqual({});
  });

  it.each(['?utm_source=newsletter&utm_medium=email&utm_campaign=bf', '?gclid=EAIaIQobChMI', '?fbclid=IwAR2x', '?bench=12345', '?at=2025-08-28T00%3A00%3A00%2B08%3A00'])(
    'keys and renders /us%s as /us',
    (search) => {
      expect(pageRequest('/us', search)).toEqual({ key: '/us', url: '/us' });
    },
  );

  it('keeps the path as sent', () => {
    expect(pageRequest('/us/', '?x=1')).toEqual({ key: '/us/', url: '/us/' });
    expect(pageRequest('/FR/manuals', '')).toEqual({ key: '/FR/manuals', url: '/FR/manuals' });
  });

  describe('a page that declares a parameter', () => {
    const declared = createPageRequests({ routes, unprefixedRegion: 'cn', preview: false, pageQueryParams: { 'choose-your-region': ['country'] } });

    it('is keyed and rendered with it, and without the rest', () => {
      expect(declared('/fr/choose-your-region', '?utm_source=x&country=CA')).toEqual({ key: '/fr/choose-your-region?country=CA', url: '/fr/choose-your-region?country=CA' });
      expect(declared('/choose-your-region', '?country=CA')).toEqual({ key: '/choose-your-region?country=CA', url: '/choose-your-region?country=CA' });
    });

    it('does not lend it to other pages', () => {
      expect(declared('/fr', '?country=CA')).toEqual({ key: '/fr', url: '/fr' });
    });
  });

  describe('preview (PREVIEW=1)', () => {
    const preview = createPageRequests({ routes, unprefixedRegion: 'cn', preview: true });

    it('reads a valid at, keeps it for the render and nothing else', () => {
      const request = preview('/fr', `?utm_source=x&at=${encodeURIComponent(AT)}`);
      expect(request.at).toBe(Date.parse(AT));
      expect(request.url).toBe(`/fr?at=${encodeURIComponent(AT)}`);
    });

    it('treats an at that is not an instant as absent', () => {
      expect(preview('/fr', '?at=2025-08-28')).toEqual({ key: '/fr', url: '/fr' });
    });
  });
});
