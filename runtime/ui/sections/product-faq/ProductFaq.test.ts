import { describe, expect, it } from 'vitest';
import { bundle } from '../../../../dist/generated/bundles.ts';
import type { ProductFaqSection } from '../../../../dist/generated/types.ts';
import { renderSections } from '../test-render.ts';

const faqOf = (region: 'us' | 'cn', page: 'flagship-bumblebee' | 'elite-optimus-prime' | 'k1-pro-interstellar-scout'): ProductFaqSection => {
  const found = (bundle(region).pages as Record<string, { sections: { type: string }[] } | undefined>)[page]?.sections.find((s) => s.type === 'product-faq');
  if (!found) throw new Error(`${region} ${page} has no product-faq section`);
  return found as ProductFaqSection;
};

describe('ProductFaq: the block every product page ends with', () => {
  it('has the three parts of the seed, each a titled sub-section', () => {
    const html = renderSections([faqOf('us', 'elite-optimus-prime')]);
    expect(html).toMatch(/<h1 id="faq-title">FAQ<\/h1>/);
    for (const part of ['Support', 'Download the App', 'Contact Us']) expect(html).toContain(`>${part}</h2>`);
  });

  it('shows the QR code to scan, described, and the phones the app needs', () => {
    const html = renderSections([faqOf('us', 'elite-optimus-prime')]);
    expect(html).toContain('app-download-qr.webp');
    expect(html).toContain('alt="QR code that opens the Mechanova app download page"');
    expect(html).toContain('<li>iOS 13.0 or later</li><li>Android 8.0 or later</li>');
  });

  it('is on flagship-bumblebee and the product pages alike, in cn in Chinese with the cn QR code', () => {
    const html = renderSections([faqOf('cn', 'flagship-bumblebee')], 'cn');
    expect(html).toContain('<li>iOS 13.0 或更高版本</li><li>Android 8.0 或更高版本</li>');
    expect(html).toContain('app-download-qr-cn.webp');
    expect(faqOf('cn', 'k1-pro-interstellar-scout').title).toBe('常见问题');
  });
});
