import { describe, expect, it } from 'vitest';
import { createPageRequests, keptQuery } from './page-request.ts';

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
  const pageRequest = createPageRequests({ preview: false });

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

  describe('preview (PREVIEW=1)', () => {
    const preview = createPageRequests({ preview: true });

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
