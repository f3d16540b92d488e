/**
 * Screenshots for a design review (docs/design.md "Reviewing a change of look"): the home and a product page in
 * us, de, jp and cn at 390, 768 and 1440 px, first screen and full page, from a running server; and sheets that set two
 * such sets side by side (before | after), one row per screenshot.
 *
 *   node scripts/design-shots.ts shots http://localhost:3000 var/bench/design/after
 *   node scripts/design-shots.ts pair var/bench/design/before var/bench/design/after var/bench/design/pairs.png us-1440 jp-390
 *
 * A page is opened at a fixed instant (`?at=`, honoured by a PREVIEW server or ignored), in the region's browser
 * language, with reduced motion and the new-visitor popup marked as seen, so two runs draw the same page.
 */
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import sharp from 'sharp';

const LOCALES = { us: 'en-US', de: 'de-DE', jp: 'ja-JP', cn: 'zh-CN' } as const;
const AT = '2026-11-20T12:00:00Z';

async function shots(origin: string, out: string): Promise<void> {
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    for (const [region, locale] of Object.entries(LOCALES)) {
      for (const width of [390, 768, 1440]) {
        const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 }, locale, reducedMotion: 'reduce' });
        await context.addInitScript(() => {
          for (const scope of ['/us', '/eu', '/cn']) localStorage.setItem(`${scope}/newUserPopup`, 'shown');
        });
        const page = await context.newPage();
        for (const path of [`/${region}`, `/${region}/flagship-bumblebee`, ...(region === 'us' ? ['/us/flagship-megatron'] : [])]) {
          await page.goto(`${origin}${path}?at=${AT}`);
          await page.waitForLoadState('load');
          await page.evaluate(() => document.fonts.ready);
          // Every picture of the first screen has arrived.
          await page.waitForFunction(() => [...document.images].every((img) => img.complete || img.getBoundingClientRect().top > window.innerHeight));
          const name = `${path.slice(1).replace(/\//g, '-')}-${width}`;
          await page.screenshot({ path: `${out}/${name}.png` });
          await page.screenshot({ path: `${out}/${name}-full.png`, fullPage: true });
          console.log(`${out}/${name}.png`);
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}

async function pair(before: string, after: string, out: string, names: string[]): Promise<void> {
  const rows: Buffer[] = [];
  for (const name of names) {
    const width = name.endsWith('-390') ? 300 : 700;
    const [left, right] = await Promise.all([before, after].map((dir) => sharp(`${dir}/${name}.png`).resize({ width }).png().toBuffer()));
    const [l, r] = await Promise.all([left!, right!].map((image) => sharp(image).metadata()));
    rows.push(
      await sharp({ create: { width: l!.width! + r!.width! + 20, height: Math.max(l!.height!, r!.height!), channels: 3, background: '#888888' } })
        .composite([
          { input: left!, left: 0, top: 0 },
          { input: right!, left: l!.width! + 20, top: 0 },
        ])
        .png()
        .toBuffer(),
    );
  }
  const sizes = await Promise.all(rows.map((row) => sharp(row).metadata()));
  let top = 0;
  const placed = rows.map((input, i) => {
    const at = { input, left: 0, top };
    top += sizes[i]!.height! + 20;
    return at;
  });
  await sharp({ create: { width: Math.max(...sizes.map((s) => s.width!)), height: top, channels: 3, background: '#ffffff' } })
    .composite(placed)
    .png()
    .toFile(out);
  console.log(out);
}

const [mode, ...args] = process.argv.slice(2);
if (mode === 'shots' && args.length === 2) await shots(args[0]!, args[1]!);
else if (mode === 'pair' && args.length >= 4) await pair(args[0]!, args[1]!, args[2]!, args.slice(3));
else {
  console.error('usage: node scripts/design-shots.ts shots ORIGIN OUTDIR | pair BEFORE_DIR AFTER_DIR OUT.png NAME...');
  process.exit(2);
}
