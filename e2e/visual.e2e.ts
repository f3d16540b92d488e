// Visual baselines (docs/decisions.md D58, docs/design.md): the first screen of one page of every kind in us, de, jp and cn, at
// 390, 820 and 1440 px, compared with the committed pictures in e2e/baselines/. A change of look is a reviewed change:
// `make update-baselines` writes the new pictures, which the commit then shows. The pages are rendered as of one fixed
// instant (preview `?at=`), so prices, banners and campaign windows do not move the pictures as the calendar does.
// Each picture is compared at half size (anti-aliasing differences between two runs fade, a moved block does not);
// a failure leaves the new picture and a diff beside each other in dist/test-artifacts/visual/.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import type { BrowserContextOptions } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { representativePages, sitePages, type SitePage } from './gates/site-pages.ts';
import { openPage, ROOT, useSite } from './harness.ts';
import { hydrated } from './wait.ts';

const site = useSite({ DEV_TOOLS: '1', PREVIEW: '1' });
const BASELINES = join(ROOT, 'e2e/baselines');
const ARTIFACTS = join(ROOT, 'dist/test-artifacts/visual');
const UPDATE = process.env.UPDATE_BASELINES === '1';

/** The instant every picture shows (a Tuesday noon in UTC, between campaigns: before Black Friday 2026 opens on the 19th, `make calendar`). */
const AT = '2026-11-10T12:00:00Z';
const REGIONS = ['us', 'de', 'jp', 'cn'] as const;
const LOCALES: Record<(typeof REGIONS)[number], string> = { us: 'en-US', de: 'de-DE', jp: 'ja-JP', cn: 'zh-CN' };
const WIDTHS = [
  ['phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
  ['tablet', { viewport: { width: 820, height: 1180 }, isMobile: true, hasTouch: true }],
  ['desktop', { viewport: { width: 1440, height: 900 } }],
] as const satisfies readonly (readonly [string, BrowserContextOptions])[];

/**
 * A pixel differs when its colour moved by more than this share of the distance from black to white (pixelmatch's
 * `threshold`, in OKLab), at half size: 48 of 255, as when a channel had to move by more than 48. Anti-aliased pixels
 * count like the others (`includeAA`), as they always have.
 */
const COLOUR_TOLERANCE = 48 / 255;
/** A picture differs when more than this share of its pixels does. */
const PIXEL_SHARE = 0.01;

/** One page of every kind in each region (the kinds of the Lighthouse gate), as of AT. */
function visualPages(): SitePage[] {
  return representativePages(sitePages(Date.parse(AT)), REGIONS);
}

const fileName = (page: SitePage, width: string) => `${page.region}-${page.kind.replace(/[^a-z0-9-]/g, '-')}-${width}.png`;

/** The picture at half size, as PNG (what is kept) and as raw RGBA (what is compared). */
async function halfSize(png: Buffer) {
  const { width = 0 } = await sharp(png).metadata();
  const small = sharp(png).resize({ width: Math.round(width / 2) });
  const kept = await small.clone().png({ compressionLevel: 9, palette: true, colours: 128 }).toBuffer();
  // What is compared is the kept file read back, so a baseline and a new picture go through the same steps.
  const raw = await sharp(kept).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { kept, raw };
}

/** The share of pixels that differ, and a picture of where (pixelmatch: red on the baseline greyed). */
async function compare(baseline: Buffer, actual: { data: Buffer; info: sharp.OutputInfo }) {
  const expected = await sharp(baseline).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = actual.info;
  if (expected.info.width !== width || expected.info.height !== height) {
    return { share: 1, why: `size ${width}×${height} instead of ${expected.info.width}×${expected.info.height}`, diff: undefined };
  }
  const diff = Buffer.alloc(actual.data.length);
  const share = pixelmatch(expected.data, actual.data, diff, width, height, { threshold: COLOUR_TOLERANCE, includeAA: true }) / (width * height);
  const picture = await sharp(diff, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
  return { share, why: `${(share * 100).toFixed(2)}% of the pixels differ`, diff: picture };
}

describe('visual baselines: the first screen of every kind of page in us, de, jp and cn', () => {
  const pages = visualPages();

  it('covers every kind of page in each of the four regions', () => {
    for (const region of REGIONS) {
      const kinds = pages.filter((p) => p.region === region).map((p) => p.kind);
      expect(kinds, region).toEqual(expect.arrayContaining(['home', 'not-found']));
      if (region !== 'cn') expect(kinds, region).toContain('product');
    }
  });

  it('the comparison finds a moved block (it can fail)', async () => {
    const plain = await sharp({ create: { width: 200, height: 100, channels: 4, background: '#ffffff' } })
      .png()
      .toBuffer();
    const moved = await sharp(plain)
      .composite([{ input: { create: { width: 40, height: 40, channels: 4, background: '#0e1116' } }, left: 20, top: 20 }])
      .png()
      .toBuffer();
    const result = await compare(plain, await sharp(moved).ensureAlpha().raw().toBuffer({ resolveWithObject: true }));
    expect(result.share).toBeGreaterThan(PIXEL_SHARE);
    const same = await compare(plain, await sharp(plain).ensureAlpha().raw().toBuffer({ resolveWithObject: true }));
    expect(same.share).toBe(0);
  });

  for (const [width, options] of WIDTHS) {
    it(`at ${options.viewport.width} px (${width})`, async () => {
      mkdirSync(ARTIFACTS, { recursive: true });
      const problems: string[] = [];
      for (const region of REGIONS) {
        // One tab per region and width, in the region's language (no region suggestion over the page).
        const { context, page } = await openPage(site.browser, { ...options, locale: LOCALES[region], reducedMotion: 'reduce' });
        const regionPages = pages.filter((p) => p.region === region);
        // The brand font is `font-display: optional`: a page whose first paint it misses (a loaded machine) keeps
        // the fallback. One visit that waits for the preloaded file puts it in the tab's cache, so every page
        // compared below is drawn in it, as a visitor's second page is.
        await page.goto(`${site.server.origin}${regionPages[0]!.path}?at=${encodeURIComponent(AT)}`);
        await page.waitForFunction(() => {
          const preload = document.querySelector<HTMLLinkElement>('link[rel=preload][as=font]');
          return !preload || performance.getEntriesByName(preload.href).some((entry) => (entry as PerformanceResourceTiming).responseEnd > 0);
        });
        for (const target of regionPages) {
          await page.goto(`${site.server.origin}${target.path}?at=${encodeURIComponent(AT)}`);
          await hydrated(page);
          await page.evaluate(() => document.fonts.ready);
          // Every picture of the first screen has arrived (lazy ones below it are not in the picture).
          await page
            .waitForFunction(() => [...document.images].every((img) => img.complete || img.getBoundingClientRect().top > window.innerHeight))
            .catch(async () => {
              const waiting = await page.evaluate(() =>
                [...document.images].filter((img) => !(img.complete || img.getBoundingClientRect().top > window.innerHeight)).map((img) => img.currentSrc || img.src),
              );
              throw new Error(`${target.path} at ${width}: pictures of the first screen that never arrived: ${waiting.join(', ')}`);
            });
          // …and is decoded, so the screenshot draws it (a large render may arrive before it is painted).
          await page.evaluate(() => Promise.all([...document.images].filter((img) => img.getBoundingClientRect().top <= window.innerHeight).map((img) => img.decode().catch(() => undefined))));
          const shot = await page.screenshot({ animations: 'disabled', caret: 'hide' });
          const { kept, raw } = await halfSize(shot);
          const name = fileName(target, width);
          const baselinePath = join(BASELINES, name);
          if (UPDATE || !existsSync(baselinePath)) {
            mkdirSync(BASELINES, { recursive: true });
            writeFileSync(baselinePath, kept);
            if (!UPDATE) problems.push(`${name}: no baseline yet (written; review and commit it)`);
            continue;
          }
          const result = await compare(await sharp(baselinePath).png().toBuffer(), raw);
          if (result.share > PIXEL_SHARE) {
            writeFileSync(join(ARTIFACTS, name), kept);
            if (result.diff) writeFileSync(join(ARTIFACTS, name.replace(/\.png$/, '.diff.png')), result.diff);
            problems.push(`${target.path} at ${options.viewport.width} px: ${result.why} (dist/test-artifacts/visual/${name}; make update-baselines if the change is meant)`);
          }
        }
        await context.close();
      }
      expect(problems).toEqual([]);
    }, 300_000);
  }
});
