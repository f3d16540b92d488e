// The product-page sections of seed 001 §2–3 placed by docs/decisions.md D44 (relive-classic, playing-method, preheat,
// call-to-action, product-subscribe, the car-mode video list) and the Signature Limited Edition's launch
// prices: what the server renders from the real bundles, region by region.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageContext } from 'vike/types';
import { describe, expect, it } from 'vitest';
import { bundle, pageOf } from '../../../dist/generated/bundles.ts';
import type { RegionCode, Section } from '../../../dist/generated/types.ts';
import { PageContextProvider } from '../page-context.tsx';
import { Sections } from './Sections.tsx';

const SIGNATURE = 'optimus-prime-rise-of-the-beasts-signature-limited-edition';

function render(region: RegionCode, sections: Section[], iso = '2026-11-27T12:00:00Z', urlOriginal = '/'): string {
  const { region: regionData, hosts, site, catalog } = bundle(region);
  const pageContext = { region, urlOriginal, serverNow: Date.parse(iso), data: { region: regionData, hosts, site, catalog, page: undefined } } as unknown as PageContext;
  return renderToStaticMarkup(createElement(PageContextProvider, { pageContext, children: createElement(Sections, { sections }) }));
}
const section = <T extends Section['type']>(region: RegionCode, page: string, id: string) => {
  const found = pageOf(region, page)?.sections.find((s) => s.id === id);
  if (!found) throw new Error(`${region} ${page} has no section ${id}`);
  return found as Extract<Section, { type: T }>;
};
/** The text of an HTML string, tags dropped and spaces squashed (Intl's no-break spaces kept as they are). */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/ +/g, ' ');

describe('call-to-action: the Signature Limited Edition’s early-bird pricing', () => {
  it('us: the early-bird $699 and launch retail $899 facts, today’s catalogue price $999 with Buy Now, the booking notices and tip', () => {
    const cta = section<'call-to-action'>('us', SIGNATURE, 'early-bird');
    const html = render('us', [cta]);
    expect(text(html)).toMatch(/Early-bird price \$699 Pre-orders placed from May 25 to Jul 25, 2023/);
    expect(text(html)).toMatch(/Retail price at launch \$899/);
    expect(text(html)).toMatch(/Price today \$999/);
    expect(html).toContain('data-state="buy"');
    expect(html.match(/<li>/g)).toHaveLength(cta.bookingNoticeList.length);
    expect(html).toContain(`>${cta.bookingTips}<`);
    // Alone, it is the page's first titled section (h1); the notices' heading sits one level below.
    expect(html).toMatch(/<h1 id="early-bird-title">Early-Bird Pricing<\/h1>.*<h2 id="early-bird-notice">Before You Order<\/h2>/);
  });

  it('cn: the same facts in yuan (¥4,999, ¥5,999) and today’s ¥5,999', () => {
    const html = text(render('cn', [section<'call-to-action'>('cn', SIGNATURE, 'early-bird')]));
    expect(html).toMatch(/早鸟价 ¥4,999/);
    expect(html).toMatch(/首发零售价 ¥5,999/);
    expect(html).toMatch(/当前价格 ¥5,999/);
  });

  it('renders nothing for a product the region does not sell', () => {
    const cta = section<'call-to-action'>('us', SIGNATURE, 'early-bird');
    expect(render('us', [{ ...cta, product: 'interstellarAgentT9' }])).toBe('<div class="server-only section-slot"></div>');
  });
});

describe('compare: the editions’ prices at launch', () => {
  it.each([
    ['us', '$799', '$899'],
    ['cn', '¥5,499', '¥5,999'],
  ] as const)('%s: standard %s, limited %s in the launch-price row', (region, standard, limited) => {
    const row = section<'compare'>(region, SIGNATURE, 'compare').rows.find((r) => r.id === 'launch-price');
    expect(row?.values).toEqual({ standard, limited });
  });
});

describe('the Flagship Bumblebee sections in every region that sells it', () => {
  const REGIONS: RegionCode[] = ['us', 'uk', 'eu', 'fr', 'de', 'cn', 'jp'];

  it.each(REGIONS)('%s: relive-classic, playing-method, preheat and the sign-up render their copy', (region) => {
    const relive = section<'relive-classic'>(region, 'flagship-bumblebee', 'relive-classic');
    const play = section<'playing-method'>(region, 'flagship-bumblebee', 'playing-method');
    const preheat = section<'preheat'>(region, 'flagship-bumblebee', 'preheat');
    const signup = section<'product-subscribe'>(region, 'flagship-bumblebee', 'subscribe');
    const html = render(region, [relive, play, preheat, signup], undefined, `/${region}/flagship-bumblebee`);
    for (const item of relive.items) expect(html).toContain(`<figcaption>${item.caption}</figcaption>`);
    for (const item of play.items) expect(html).toContain(`>${item.label}</h3>`);
    expect(html).toContain(`>${preheat.subtitle}<`);
    expect(html).toContain(`>${signup.describe}<`);
  });

  it('uk and eu inherit the sections from us and write the British “theatre” in their own item', () => {
    for (const region of ['uk', 'eu'] as const) {
      const show = section<'playing-method'>(region, 'flagship-bumblebee', 'playing-method').items.find((i) => i.id === 'show');
      expect(show).toMatchObject({ label: 'Put on a show', image: 'icon-dance', describe: 'Bring several Mechanova robots together for a mini theatre.' });
    }
  });

  it('the sign-up is the newsletter form: it posts without JavaScript, says where it was asked, and has its label and notice', () => {
    const html = render('de', [section<'product-subscribe'>('de', 'flagship-bumblebee', 'subscribe')], undefined, '/de/flagship-bumblebee');
    const form = html.match(/<form [^>]*>/)?.[0];
    expect(form).toContain('id="subscribe-form"');
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/forms/subscribe"');
    expect(html).toContain('<input type="hidden" name="source" value="product-page"/>');
    expect(html).toContain('<input type="hidden" name="back" value="/de/flagship-bumblebee"/>');
    expect(html).toContain(`<label for="subscribe-form-email" class="visually-hidden">${bundle('de').site.subscribe.placeholder}</label>`);
    expect(html).toContain('class="newsletter-notice"');
  });

  it('a preheat with a window shows only inside it (server time)', () => {
    const preheat = { ...section<'preheat'>('us', 'flagship-bumblebee', 'preheat'), endTime: '2025-03-27T23:00:00+08:00' };
    expect(render('us', [preheat], '2025-03-01T00:00:00Z')).toContain(preheat.title);
    expect(render('us', [preheat], '2025-03-28T00:00:00Z')).not.toContain(preheat.title);
  });
});

describe('the collectible tank mode of Flagship Megatron', () => {
  it.each(['us', 'uk', 'eu', 'fr', 'de', 'cn'] as const)('%s: a video list of the clips shipped with the site', (region) => {
    const list = section<'video-list'>(region, 'flagship-megatron', 'tank-mode');
    const html = render(region, [list]);
    expect(html).toContain('href="/videos/flagship-megatron-video.mp4"');
    expect(html).toContain(`>${list.items[0]!.title}<`);
  });
});
