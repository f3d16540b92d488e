/**
 * A scaled copy of the site's content for the scale benchmark (docs/decisions.md D52, bench/scale.bench.ts): N× today's
 * content as more regions and more pages per region, written as an editor would write them — YAML only,
 * no code and no schema edited (a region is a regions.yaml entry, docs/architecture.md "Adding a region").
 *
 * - Regions: each new region is a clone of a shipped one (same language, currency and rules) under its
 *   own code, prefix, locale, label, country and time zone (one whose offset matches the source's, so the
 *   campaign windows written in routes.yaml stay the same local time), with its own folder (a copy of
 *   the source's files) and its code added to every route the source is registered for.
 * - Pages: each product, campaign-free content page (`CLONED_PAGES` below) gets copies under new route
 *   names (`<name>-<variant>`) in every region that has it; each copy's texts differ from the original's:
 *   the variant's name is added to its titles and the sentences of its prose are rotated (the same
 *   sentences, so the facts, numbers, restricted words and terms the checks read are the same).
 *
 * Factors 1, 3 and 10 are 8, 12 and 20 regions with 1, 3 and 6 copies of the cloned pages (about 57 % of a
 * region's content is in those pages, so each region holds about 1, 2.1 and 3.9 times today's content:
 * 1×, 3.2× and 9.7× in all); the benchmark reports the factor it measured (the generated bundles' bytes).
 */
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as yaml from 'js-yaml';

type Json = Record<string, unknown>;
const isMap = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const load = (text: string) => yaml.load(text, { schema: yaml.CORE_SCHEMA }) as Json;
const dump = (data: unknown) => yaml.dump(data, { schema: yaml.CORE_SCHEMA, lineWidth: -1, noRefs: true });

/** A new region: its code (also its prefix), the shipped region it is cloned from, locale, country, label, time zone. */
interface NewRegion {
  code: string;
  from: string;
  locale: string;
  country: string;
  label: string;
  timeZone: string;
}

/** In the order they are added; each zone has its source's offset in November–January (the campaign windows). */
export const NEW_REGIONS: readonly NewRegion[] = [
  { code: 'ca', from: 'us', locale: 'en-CA', country: 'CA', label: 'Canada - English', timeZone: 'America/Toronto' },
  { code: 'at', from: 'de', locale: 'de-AT', country: 'AT', label: 'Österreich - Deutsch', timeZone: 'Europe/Vienna' },
  { code: 'be', from: 'fr', locale: 'fr-BE', country: 'BE', label: 'Belgique - Français', timeZone: 'Europe/Brussels' },
  { code: 'sg', from: 'cn', locale: 'zh-SG', country: 'SG', label: '新加坡 - 简体中文', timeZone: 'Asia/Singapore' },
  { code: 'ie', from: 'uk', locale: 'en-IE', country: 'IE', label: 'Ireland - English', timeZone: 'Europe/Dublin' },
  { code: 'mt', from: 'eu', locale: 'en-MT', country: 'MT', label: 'Malta - English', timeZone: 'Europe/Malta' },
  { code: 'bs', from: 'us', locale: 'en-BS', country: 'BS', label: 'Bahamas - English', timeZone: 'America/Nassau' },
  { code: 'im', from: 'uk', locale: 'en-IM', country: 'IM', label: 'Isle of Man - English', timeZone: 'Europe/Isle_of_Man' },
  { code: 'lu', from: 'fr', locale: 'fr-LU', country: 'LU', label: 'Luxembourg - Français', timeZone: 'Europe/Luxembourg' },
  { code: 'ch', from: 'de', locale: 'de-CH', country: 'CH', label: 'Schweiz - Deutsch', timeZone: 'Europe/Zurich' },
  { code: 'my', from: 'cn', locale: 'zh-MY', country: 'MY', label: '马来西亚 - 简体中文', timeZone: 'Asia/Kuala_Lumpur' },
  { code: 'nl', from: 'eu', locale: 'en-NL', country: 'NL', label: 'Netherlands - English', timeZone: 'Europe/Amsterdam' },
];

/** The pages that get copies: product and content pages (not the account, legal, chooser, campaign or dealer pages). */
export const CLONED_PAGES = [
  'flagship-bumblebee',
  'toy-story-buzz-lightyear',
  'flagship-megatron',
  'optimus-prime-rise-of-the-beasts-signature-limited-edition',
  'k1-pro-interstellar-scout',
  'elite-optimus-prime',
  'grimlock-g1-flagship',
  'bumblebee-g1-performance',
  'ai-base',
  'buzz-lightyear-space-ranger-alpha',
  'flagship-optimus-prime',
  'manuals',
  'download-center',
  'about-us',
  'faq',
  'technical-support',
  'warranty-information',
  'product-registration',
  'return-manufacturer',
];
const VARIANTS = ['nova', 'vega', 'orion', 'lyra', 'atlas', 'rigel', 'draco', 'corvus', 'hydra'];

/** Regions and page copies of a factor (1, 3, 10; others: the nearest plan below). */
export function planOf(factor: number): { regions: number; copies: number } {
  if (factor >= 10) return { regions: 20, copies: 6 };
  if (factor >= 3) return { regions: 12, copies: 3 };
  return { regions: 8, copies: 1 };
}

const capital = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** The sentences of a prose text rotated by `by` (a text that is not plain sentences is left as it is). */
export function rotateSentences(text: string, by: number): string {
  if (/[\n[\]*|<>#`_@/]/.test(text)) return text;
  // Sentence ends: . ! ? before a space, or a CJK full stop; the last sentence must end the text with one.
  const sentences = text.split(/(?<=[.!?])\s+|(?<=[。！？])(?=.)/u).filter(Boolean);
  if (sentences.length < 2 || !/[.!?。！？]$/u.test(text) || sentences.some((s) => s.length < 8)) return text;
  const k = by % sentences.length;
  const cjk = /[。！？]$/u.test(sentences[0]!);
  return [...sentences.slice(k), ...sentences.slice(0, k)].join(cjk ? '' : ' ');
}

/** A page copy's data: the variant's name after each title (in place of its brand suffix, so it keeps within the title's budget), its prose's sentences rotated. */
function vary(value: unknown, variant: string, index: number, key = ''): unknown {
  if (typeof value === 'string') {
    // (A heading as long as a hero's budget, 60, stays as it is.)
    if (key === 'title' && !value.includes('[[') && (value.includes('|') || value.length <= 54)) return `${value.replace(/\s+\|[^|]*$/, '')} ${capital(variant)}`;
    return rotateSentences(value, index);
  }
  if (Array.isArray(value)) return value.map((v) => vary(v, variant, index));
  if (isMap(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'id' || k === 'type' || k === 'extends' ? v : vary(v, variant, index, k)]));
  return value;
}

/** Writes the scaled content into `root`'s content-yaml/ (a copy of the shipped one). */
export async function scaleWorkspace(root: string, factor: number): Promise<{ regions: string[]; copies: number }> {
  const { regions: regionCount, copies } = planOf(factor);
  const content = join(root, 'content-yaml');
  const added = NEW_REGIONS.slice(0, regionCount - 8);

  // regions.yaml: the new entries after their sources.
  const regionsFile = join(content, 'regions.yaml');
  const regionsDoc = load(await readFile(regionsFile, 'utf8'));
  const regions = regionsDoc.regions as Json;
  for (const r of added) {
    const source = regions[r.from] as Json;
    const oldHome = (source.links as Json).home as string;
    const relink = (href: unknown) => (typeof href === 'string' && href.startsWith('/') ? (oldHome === '/' ? `/${r.code}${href === '/' ? '' : href}` : href.replace(oldHome, `/${r.code}`)) : href);
    const { icpFiling: _icp, publicSecurityFiling: _psf, notSuggestedFor: _nsf, ...rest } = structuredClone(source);
    regions[r.code] = {
      ...rest,
      prefix: r.code,
      locale: r.locale,
      formatLocale: r.locale,
      timeZone: r.timeZone,
      label: r.label,
      host: 'international',
      country: { home: r.country, labels: {} },
      links: Object.fromEntries(Object.entries(source.links as Json).map(([k, v]) => [k, relink(v)])),
      // The mainland's filings (ICP, public security) are no other country's footer facts.
      ...(isMap(source.legal)
        ? { legal: { ...source.legal, footerFacts: ((source.legal.footerFacts as Json[] | undefined) ?? []).filter((f) => !/^(icpFiling|publicSecurityFiling)$/.test(String(f.fact))) } }
        : {}),
    };
  }
  await writeFile(regionsFile, `# yaml-language-server: $schema=../schemas/regions.schema.json\n${dump(regionsDoc)}`);

  // Region folders: a copy of the source's.
  for (const r of added) {
    for (const file of await listFiles(join(content, r.from))) {
      const target = join(content, r.code, file.slice(join(content, r.from).length + 1));
      await writeText(target, await readFile(file, 'utf8'));
    }
  }

  // routes.yaml: the new codes beside their sources; each cloned page's copies as routes of their own.
  const routesFile = join(content, 'routes.yaml');
  const routesDoc = load(await readFile(routesFile, 'utf8'));
  const addCodes = (route: Json) => {
    if (Array.isArray(route.regions)) {
      const codes = route.regions as string[];
      route.regions = [...codes, ...added.filter((r) => codes.includes(r.from)).map((r) => r.code)];
    }
    if (Array.isArray(route.children)) for (const child of route.children) addCodes(child as Json);
  };
  const routes = routesDoc.routes as Json[];
  for (const route of routes) addCodes(route);
  const copiesOf: Json[] = [];
  for (const route of routes) {
    if (typeof route.page !== 'string' || !CLONED_PAGES.includes(route.page) || route.children || route.name) continue;
    for (let i = 1; i < copies; i++) {
      const variant = VARIANTS[i - 1]!;
      copiesOf.push({ ...structuredClone(route), path: `${route.path}-${variant}`, page: `${route.page}-${variant}` });
    }
  }
  routes.push(...copiesOf);
  await writeFile(routesFile, `# yaml-language-server: $schema=../schemas/routes.schema.json\n${dump(routesDoc)}`);

  // The page copies, in every region folder that has the page.
  for (const folder of await readdir(content)) {
    const pages = join(content, folder, 'pages');
    if (!(await stat(pages).catch(() => undefined))?.isDirectory()) continue;
    for (const name of CLONED_PAGES) {
      const text = await readFile(join(pages, `${name}.yaml`), 'utf8').catch(() => undefined);
      if (text === undefined) continue;
      for (let i = 1; i < copies; i++) {
        const variant = VARIANTS[i - 1]!;
        const header = text
          .split('\n')
          .filter((l) => l.startsWith('#'))
          .slice(0, 1)
          .join('\n');
        await writeFile(join(pages, `${name}-${variant}.yaml`), `${header}\n${dump(vary(load(text), variant, i))}`);
      }
    }
  }
  return { regions: [...Object.keys(regions)], copies };
}

async function listFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(path)));
    else out.push(path);
  }
  return out;
}

async function writeText(path: string, text: string) {
  await mkdir(join(path, '..'), { recursive: true });
  await writeFile(path, text);
}
