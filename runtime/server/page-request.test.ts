import { describe, expect, it } from 'vitest';
import { createPageRequests } from './page-request.ts';

const AT = '2025-08-28T00:00:00+08:00';

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

    it("reads a + typed into the URL (which a query parser reads as a space) as the offset's sign", () => {
      for (const typed of ['?at=2025-08-28T00:00:00+08:00', '?at=2025-08-28T00%3A00%3A00%2B08%3A00', '?at=2025-08-28T00:00:00%2008:00']) {
        expect(preview('/fr', typed)).toEqual({ key: `/fr?at=${encodeURIComponent(AT)}`, url: `/fr?at=${encodeURIComponent(AT)}`, at: Date.parse(AT) });
      }
      // A space anywhere else is not a sign: not an instant.
      expect(preview('/fr', '?at=2025-08-28 00:00:00+08:00')).toEqual({ key: '/fr', url: '/fr' });
    });

    it('treats an at that is not an instant as absent', () => {
      expect(preview('/fr', '?at=2025-08-28')).toEqual({ key: '/fr', url: '/fr' });
    });
  });
});
