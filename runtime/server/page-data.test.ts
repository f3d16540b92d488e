import { describe, expect, it } from 'vitest';
import { fallbackPageContext, pageDataFor } from './page-data.ts';

describe('pageDataFor', () => {
  it("gives a page its own region's texts and the texts of the live page at the path", () => {
    const data = pageDataFor('fr', '/flagship-bumblebee');
    expect(data.region.locale).toBe('fr-FR');
    expect(data.site.subscribe.invalid).toBe('Veuillez saisir une adresse e-mail valide.');
    expect((data.page as { head: { title: string } }).head.title).toMatch(/Bumblebee/);
  });

  it('gives no page texts for a path the region does not serve', () => {
    expect(pageDataFor('kr', '/flagship-bumblebee').page).toBeUndefined();
    expect(pageDataFor('kr', '/black-friday').page).toBeUndefined(); // a sale page of us, uk, eu, fr, de only
  });

  it('gives a sale page its sections and only the products they show', () => {
    const data = pageDataFor('us', '/black-friday');
    expect(data.page?.sections.map((s) => s.type)).toContain('sale-banner');
    expect(Object.keys(data.catalog.products).sort()).toEqual(['aiBase', 'flagshipBumblebee', 'grimlockG1Flagship', 'k1ProInterstellarScout', 'toyStoryBuzzLightyear']);
  });

  it('sends no price of a sale stage not yet reached', () => {
    const bumblebee = (nowMs: number) => {
      const offers = pageDataFor('us', '/black-friday', { nowMs }).page?.sections.find((s) => s.type === 'sale-offers');
      const items = offers?.type === 'sale-offers' ? offers.tabs.flatMap((t) => t.groups ?? []).flatMap((g) => g.items) : [];
      return items.find((i) => i.id === 'flagship-bumblebee')?.stagePrices;
    };
    expect(bumblebee(Date.parse('2024-11-15T00:00:00-05:00'))).toEqual([1099]);
    expect(bumblebee(Date.parse('2024-11-22T00:00:00-05:00'))).toEqual([1099, 999]);
    expect(bumblebee(Date.parse('2024-12-01T00:00:00-05:00'))).toEqual([1099, 999, 1049]);
    expect(pageDataFor('us', '/black-friday').page).toBe(pageDataFor('us', '/black-friday').page); // without an instant: the page as generated
  });

  it('gives the reference prices (regions.yaml priceRules) of the stages reached, in the regions with the rule only', () => {
    const at = (nowMs: number) => pageDataFor('de', '/black-friday', { nowMs }).referencePrices?.sales['flagship-bumblebee'];
    // Early Black Friday: the list price was the lowest of the 30 days before; Black Friday: the early price; Cyber Monday keeps
    // the Black Friday price, so it is the same reduction, against the same lowest price.
    expect(at(Date.parse('2024-11-15T00:00:00+01:00'))).toEqual([1599]);
    expect(at(Date.parse('2024-11-23T00:00:00+01:00'))).toEqual([1599, 1349]);
    expect(at(Date.parse('2024-12-01T00:00:00+01:00'))).toEqual([1599, 1349, 1349]);
    // The promotion of a product the page shows (de Flagship Megatron, from 22 Sep 2025): the list price before it.
    expect(pageDataFor('de', '/flagship-megatron').referencePrices?.promotions).toEqual({ flagshipMegatron: 1599 });
    expect(pageDataFor('de', '/black-friday').referencePrices?.promotions).toEqual({});
    expect(pageDataFor('us', '/black-friday').referencePrices).toBeUndefined();
  });
});

describe('pageDataFor: what the browser receives', () => {
  it("leaves out the mails the service writes (site.yaml api.mail) and the mailed links' own pages (subscribe.confirm, .unsubscribe): no page shows them", () => {
    for (const region of ['us', 'de', 'jp'] as const) {
      const site = pageDataFor(region, '/flagship-bumblebee').site;
      expect(site.api).not.toHaveProperty('mail');
      expect(Object.keys(site.api.message).length).toBeGreaterThan(0);
      expect(site.subscribe).not.toHaveProperty('confirm');
      expect(site.subscribe).not.toHaveProperty('unsubscribe');
      // The footer's outcome after the unsubscribe link is shown on the home: it stays.
      expect(site.subscribe.unsubscribed.length).toBeGreaterThan(0);
    }
  });
});

describe('pageDataFor: country names for the region suggestion', () => {
  it("names every region's home country in the page's language, named on the server", () => {
    expect(pageDataFor('fr', '/').countryNames).toMatchObject({ us: 'États-Unis', de: 'Allemagne', jp: 'Japon' });
    expect(pageDataFor('jp', '/').countryNames).toMatchObject({ us: 'アメリカ合衆国', kr: '韓国', cn: '中国' });
    expect(pageDataFor('us', '/').countryNames).toMatchObject({ fr: 'France', kr: 'South Korea', eu: 'European Union' });
  });
});

describe('fallbackPageContext (error pages rendered without routing output)', () => {
  it("derives region, logical path and the region's texts from the URL", () => {
    const de = fallbackPageContext('/de/anything?x=1');
    expect(de).toMatchObject({ region: 'de', logicalPath: '/anything' });
    expect(de.data.site.notFound.homeLink).not.toBe(fallbackPageContext('/us/x').data.site.notFound.homeLink);
    expect(de.data.page).toBeUndefined();
  });

  it('treats an unprefixed URL as cn and /cn/… as a redirect target (home of cn)', () => {
    expect(fallbackPageContext('/manuals')).toMatchObject({ region: 'cn', logicalPath: '/manuals' });
    expect(fallbackPageContext('/cn/manuals').region).toBe('cn');
  });
});
