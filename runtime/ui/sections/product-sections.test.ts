import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageContext } from 'vike/types';
import { describe, expect, it } from 'vitest';
import { bundle } from '../../../dist/generated/bundles.ts';
import type { RegionCode, Section } from '../../../dist/generated/types.ts';
import { headFor } from '../head.ts';
import { jsonLdFor } from '../json-ld.ts';
import { PageContextProvider } from '../page-context.tsx';
import { Sections } from './Sections.tsx';

/** A page's sections rendered on the server for `region` at `iso` (the catalogue of the region, as the site uses it). */
function render(region: RegionCode, sections: Section[], iso: string): string {
  const { region: regionData, hosts, site, catalog } = bundle(region);
  const pageContext = { region, serverNow: Date.parse(iso), data: { region: regionData, hosts, site, catalog, page: undefined } } as unknown as PageContext;
  return renderToStaticMarkup(createElement(PageContextProvider, { pageContext, children: createElement(Sections, { sections }) }));
}
const section = <T extends Section['type']>(region: RegionCode, page: string, id: string) =>
  (bundle(region).pages as Record<string, { sections: Section[] } | undefined>)[page]!.sections.find((s) => s.id === id) as Extract<Section, { type: T }>;

describe('price-block', () => {
  const price = section<'price-block'>('uk', 'flagship-megatron', 'price');

  it('pre-sale: the pre-sale line, Pre-Order Now and the delivery date, at the list price before the launch', () => {
    const html = render('uk', [price], '2025-09-01T00:00:00Z');
    expect(html).toContain('data-state="preOrder"');
    expect(html).toContain(`>${price.preSale}<`);
    expect(html).toContain(`>${price.delivery}<`);
    expect(html).not.toContain(`>${price.available}<`);
    expect(html).toContain('£1,299');
    expect(html).not.toContain('<del');
  });

  it('after the launch the promotional price with the list price struck; after delivery Buy Now without the delivery line', () => {
    expect(render('uk', [price], '2025-10-01T00:00:00Z')).toMatch(/£1,169.*<del class="list-price">.*£1,299/);
    const delivered = render('uk', [price], '2025-12-01T00:00:00Z');
    expect(delivered).toContain('data-state="buy"');
    expect(delivered).toContain(`>${price.available}<`);
    expect(delivered).not.toContain(`>${price.delivery}<`);
  });

  it('renders nothing (an empty slot) for a product the region does not sell', () => {
    expect(render('uk', [{ ...price, product: 'interstellarAgentT9' }], '2025-10-01T00:00:00Z')).toBe('<div class="server-only section-slot"></div>');
  });
});

describe('price-block: the US Megatron pre-sale (the one stated price, instalments)', () => {
  const price = section<'price-block'>('us', 'flagship-megatron', 'price');
  /** The Offer the page's structured data gives at `iso`, from the same page the block is on. */
  const offerAt = (iso: string) => {
    const b = bundle('us');
    const page = b.pages['flagship-megatron']!;
    const pageContext = {
      region: 'us',
      logicalPath: '/flagship-megatron',
      serverNow: Date.parse(iso),
      data: { region: b.region, hosts: b.hosts, site: b.site, catalog: b.catalog, page },
    } as unknown as PageContext;
    const product = jsonLdFor(pageContext, headFor(pageContext)).find((o) => (o as { '@type'?: string })['@type'] === 'Product') as { offers: { price: number; availability: string } };
    return product.offers;
  };

  it('during the pre-sale: $1,499 (seed 001 §9) and nothing struck through (the seeds state no other price), 12 monthly payments of it, Pre-Order Now', () => {
    const html = render('us', [price], '2025-10-01T00:00:00Z');
    expect(html).toContain('data-state="preOrder"');
    expect(html).toContain('<span class="amount">$1,499</span>');
    expect(html).not.toContain('<del');
    expect(html).not.toContain('1,699');
    // 1499 / 12 = 124.916… : the instalments are of the price shown, never of the old price.
    expect(html).toMatch(/12[^<]*\$124\.9[12]/);
    expect(html).not.toMatch(/\$141\.58/);
    // The structured data offers the price shown, never the old price.
    expect(offerAt('2025-10-01T00:00:00Z')).toMatchObject({ price: 1499, availability: 'https://schema.org/PreOrder' });
  });

  it('once delivered (2026): Buy Now at the same $1,499, no invented regular price taking over, and the Offer follows', () => {
    const html = render('us', [price], '2026-01-02T00:00:00Z');
    expect(html).toContain('data-state="buy"');
    expect(html).toContain('<span class="amount">$1,499</span>');
    expect(html).not.toContain('<del');
    expect(offerAt('2026-01-02T00:00:00Z')).toMatchObject({ price: 1499, availability: 'https://schema.org/InStock' });
  });
});

describe('hero with banner videos', () => {
  const banner = section<'hero'>('us', 'flagship-megatron', 'banner');
  const html = render('us', [banner], '2025-10-01T00:00:00Z');

  it('shows the banner as one poster picture (the portrait cut on phones), fetched first, and no video element before a press', () => {
    expect(html).not.toContain('<video');
    expect(html).not.toContain('autoplay');
    const media = /<div id="banner-videos" class="hero-media">(.*?)<\/div>/.exec(html)![1]!;
    expect(media).toMatch(
      /^<a class="video video-poster" href="\/videos\/flagship-megatron-banner-desktop\.mp4"><picture><source media="\(max-width: 720\.99px\)" srcSet="[^"]*flagship-megatron-banner-mobile\.webp[^"]*" width="540" height="720"\/><img src="[^"]*flagship-megatron-banner-desktop\.webp\?from=png"/,
    );
    expect(media).toMatch(/<img [^>]*alt="" width="960" height="540" loading="eager" fetchPriority="high"/);
    expect(media).toContain(`<span class="visually-hidden">Watch Video: ${banner.videos!.desktop.title}</span>`);
    // React would hoist a preload per cut; the picture's own sources choose, so none is needed.
    expect(html).not.toContain('rel="preload"');
  });

  it('offers the dialog video behind Watch Video; without JavaScript the button is a link to its video file', () => {
    expect(html).toContain('<a class="button secondary" href="/videos/flagship-megatron-video.mp4">Watch Video</a>');
    expect(html).toContain('<dialog id="banner-dialog" class="dialog dialog-video" aria-labelledby="banner-dialog-title">');
    // The closed dialog is empty until a press opens it (and plays its video, Dialog.test.ts): the page fetches nothing for it.
    expect(/<dialog[^>]*>([\s\S]*?)<\/dialog>/.exec(html)![1]).not.toMatch(/video|<img/);
  });

  it('shows the poster alone while a video has no clip, and links to an MP4 of the video host when it names one', () => {
    const strip = ({ clip: _, ...video }: NonNullable<typeof banner.videos>['desktop']) => video;
    const posterOnly = { ...banner, videos: { desktop: strip(banner.videos!.desktop), mobile: strip(banner.videos!.mobile), dialog: strip(banner.videos!.dialog) } };
    const bare = render('us', [posterOnly], '2025-10-01T00:00:00Z');
    expect(bare).not.toContain('video-poster');
    expect(bare).toContain(`alt="${banner.videos!.desktop.title}"`);
    expect(bare).toContain('href="#banner-videos">Watch Video</a>');
    const hosted = { ...posterOnly, videos: { ...posterOnly.videos, desktop: { ...posterOnly.videos.desktop, src: 'https://video.mechanova.example/megatron.mp4' } } };
    expect(render('us', [hosted], '2025-10-01T00:00:00Z')).toContain('<a class="video video-poster" href="https://video.mechanova.example/megatron.mp4">');
  });
});

describe('video-list, feature-grid steps and collapsible notes', () => {
  it('video-list: one video per item, its copy marked to float in', () => {
    const actions = section<'video-list'>('fr', 'flagship-megatron', 'actions');
    const html = render('fr', [actions], '2025-10-01T00:00:00Z');
    expect(html.match(/<a class="video video-poster" href="\/videos\/flagship-megatron-action-[a-z]+\.mp4" data-shape="4:3"><picture><img [^>]*loading="lazy"/g)).toHaveLength(actions.items.length);
    expect(html.match(/data-float=""/g)).toHaveLength(actions.items.length);
    expect(html).toContain('id="actions-walk"');
  });

  it('guide-grid: each programming mode opens its how-to steps in a dialog, in order (seed 001 §2)', () => {
    const programming = section<'guide-grid'>('de', 'flagship-megatron', 'programming');
    const html = render('de', [programming], '2025-10-01T00:00:00Z');
    expect(html.match(/<dialog id="programming-[a-z]+-how-to" class="dialog how-to-dialog"/g)).toHaveLength(5);
    expect(html).toContain('<a class="button secondary" href="#programming-block-how-to">So geht&#x27;s los<span class="visually-hidden">: ');
    expect(html).toMatch(/<ol class="how-to-steps"><li>Verbinden Sie Megatron/);
    expect(html).not.toContain('<details');
  });

  it('notes: collapsible notes fold under their heading, with item titles', () => {
    const policy = section<'notes'>('us', 'flagship-megatron', 'presale-policy');
    const html = render('us', [policy], '2025-10-01T00:00:00Z');
    expect(html).toMatch(/<details class="collapse"><summary><h1 id="presale-policy-title">Pre-Sale Policy<\/h1><\/summary>/);
    expect(html).toContain('<li><strong>Cancellation.</strong> You can cancel');
  });
});

describe('product-cards: the licensor credit a home card carries (seed 001 §3 copyright; review S4)', () => {
  /** Every home card of a Toy Story product, per region that sells one, rendered on the server. */
  const toyStory = /^(toyStoryBuzzLightyear|buzzLightyearSpaceRangerAlpha)$/;
  const regions = (['us', 'uk', 'eu', 'fr', 'de', 'kr', 'jp', 'cn'] as const).filter((r) => Object.keys(bundle(r).catalog.products).some((id) => toyStory.test(id)));

  it('every region that sells a Toy Story product (not kr, jp)', () => expect(regions).toEqual(['us', 'uk', 'eu', 'fr', 'de', 'cn']));

  it.each(regions.map((r) => [r] as const))('%s: each Toy Story card shows the Disney/Pixar credit, under its subtitle; other cards none', (region) => {
    const home = (bundle(region).pages as Record<string, { sections: Section[] } | undefined>).home!;
    const grids = home.sections.filter((s): s is Extract<Section, { type: 'product-cards' }> => s.type === 'product-cards');
    const cards = grids.flatMap((s) => s.items);
    expect(cards.filter((c) => toyStory.test(c.product)).length).toBeGreaterThan(0);
    for (const card of cards) {
      const html = render(region, [{ ...grids[0]!, items: [card] }], '2025-10-01T00:00:00Z');
      if (toyStory.test(card.product)) expect(html).toMatch(/<p class="subtitle">[^<]*<\/p><p class="card-credit">[^<]*© Disney\/Pixar<\/p>/);
      else expect(html).not.toContain('card-credit');
    }
  });
});
