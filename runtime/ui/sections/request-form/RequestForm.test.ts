import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageContext } from 'vike/types';
import { describe, expect, it } from 'vitest';
import type { RegionCode } from '../../../../dist/generated/types.ts';
import { pageDataFor } from '../../../server/page-data.ts';
import { PageContextProvider } from '../../page-context.tsx';
import { Sections } from '../Sections.tsx';

/** A page of the route table rendered on the server as the site does (its region's data only). */
function render(region: RegionCode, path: string): string {
  const logicalPath = path.replace(/^\/[a-z]{2}(?=\/)/, '');
  const data = pageDataFor(region, logicalPath);
  const pageContext = { region, logicalPath, urlOriginal: path, urlPathname: path, serverNow: Date.parse('2025-06-01T00:00:00Z'), preview: false, data } as unknown as PageContext;
  return renderToStaticMarkup(createElement(PageContextProvider, { pageContext, children: createElement(Sections, { sections: data.page!.sections }) }));
}

describe('request-form section', () => {
  it('labels every field, marks the optional one, and ties hints by aria-describedby (us registration)', () => {
    const html = render('us', '/us/product-registration');
    for (const name of ['name', 'email', 'product', 'serialNumber', 'purchaseDate', 'retailer']) expect(html).toContain(`<label for="register-form-${name}">`);
    expect(html).toContain('Where did you buy it? (optional)');
    expect(html).toMatch(/id="register-form-email"[^>]*aria-describedby="register-form-email-hint"/);
    expect(html).toMatch(/<input[^>]*id="register-form-name"[^>]*autoComplete="name"|<input[^>]*autocomplete="name"[^>]*id="register-form-name"/i);
    expect(html).not.toContain('register-form-reason');
    // It works without JavaScript: no "needs JavaScript" note, a live button, and the section it posts named in the form.
    expect(html).not.toContain('<noscript>');
    expect(html).toContain('<input type="hidden" name="form-section" value="register"/>');
    expect(html).toMatch(/<button type="submit" class="button account-submit">Register product<\/button>/);
  });

  it("gives every element its own id (the section's id is its #anchor; the form's is another)", () => {
    for (const path of ['/us/product-registration', '/us/return-manufacturer'] as const) {
      const ids = [...render('us', path).matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
      expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    }
  });

  it("offers the products of the region's own catalogue, by name without markup", () => {
    const html = render('uk', '/uk/product-registration');
    expect(html).toContain('<option value="optimusPrimeRiseOfTheBeastsSignatureLimitedEdition">Optimus Prime Rise of the Beasts Signature Limited Edition</option>');
    expect(html).not.toContain('value="t9"');
    expect(html).not.toContain('value="flagshipOptimusPrime"');
  });

  it("asks for the reason, order number and description of a return, in the region's language (de)", () => {
    const html = render('de', '/de/return-manufacturer');
    expect(html).toContain('<option value="damaged-in-transit">Es kam beschädigt an</option>');
    expect(html).toContain('Bestellnummer (optional)');
    expect(html).toMatch(/<textarea[^>]*id="request-form-description"[^>]*maxLength="2000"/i);
  });
});
