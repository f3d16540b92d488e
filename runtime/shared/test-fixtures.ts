/**
 * Small tables shaped like the generated ones, for the tests of this folder.
 * Values mirror content-yaml/regions.yaml and routes.yaml so the cases read
 * like the real site; the modules under test receive them as parameters.
 */
import type { RouteEntry } from '../../dist/generated/routes.ts';
import type { Region, RegionCode, RegionsDocument } from '../../dist/generated/types.ts';

function region(prefix: string, locale: Region['locale'], currency: Region['currency'], host: Region['host'], label: string, home: string): Region {
  return {
    prefix,
    locale,
    formatLocale: locale === 'en-EU' ? 'en-IE' : locale,
    language: locale.slice(0, 2) as Region['language'],
    currency,
    paymentMethods: [],
    installment: null,
    apiFamily: host === 'cn' ? 'china' : 'global',
    storageScope: host === 'cn' ? '/cn' : '/us',
    timeZone: host === 'cn' ? 'Asia/Shanghai' : 'UTC',
    host,
    label,
    quickChat: prefix === 'us',
    country: { home, labels: {} },
    links: {
      home: prefix ? `/${prefix}` : '/',
      shop: null,
      account: prefix ? `/${prefix}/account` : '/account',
      chooser: prefix ? `/${prefix}/choose-your-region` : '/choose-your-region',
    },
  };
}

export const table: RegionsDocument = {
  referenceRegion: 'us',
  unprefixedRegion: 'cn',
  organization: { name: 'Mechanova', logo: '/favicon.svg' },
  hosts: { international: 'https://www.mechanova.example', cn: 'https://cn.mechanova.example', files: 'https://files.mechanova.example' },
  xDefaultPreference: ['cn', 'us', 'eu'],
  regions: {
    us: {
      ...region('us', 'en-US', 'USD', 'international', 'United States - English', 'US'),
      country: { home: 'US', labels: { CA: 'Canada - English', other: 'Other Regions - English' } },
    },
    uk: region('uk', 'en-GB', 'GBP', 'international', 'United Kingdom - English', 'GB'),
    eu: region('eu', 'en-EU', 'EUR', 'international', 'European Union - English', 'EU'),
    fr: region('fr', 'fr-FR', 'EUR', 'international', 'France - Français', 'FR'),
    de: region('de', 'de-DE', 'EUR', 'international', 'Deutschland - Deutsch', 'DE'),
    kr: region('kr', 'ko-KR', 'KRW', 'international', '대한민국 - 한국어', 'KR'),
    jp: region('jp', 'ja-JP', 'JPY', 'international', '日本 - 日本語', 'JP'),
    cn: region('', 'zh-CN', 'CNY', 'cn', '中国大陆 - 简体中文', 'CN'),
  },
};

export const prefixes: Record<RegionCode, string> = { us: 'us', uk: 'uk', eu: 'eu', fr: 'fr', de: 'de', kr: 'kr', jp: 'jp', cn: '' };

function route(name: string, path: string, regions: RegionCode[], extra: Partial<RouteEntry> = {}): RouteEntry {
  return { name, path, page: name, redirect: null, regions, status: 'planned', meta: {}, ...extra };
}

const all: RegionCode[] = ['us', 'uk', 'eu', 'fr', 'de', 'kr', 'jp', 'cn'];

export const routes: readonly RouteEntry[] = [
  route('home', '/', all),
  route('flagship-bumblebee', '/flagship-bumblebee', ['us', 'uk', 'eu', 'fr', 'de', 'cn', 'jp']),
  route('new-release', '/new-release', ['us', 'uk', 'eu', 'fr', 'de', 'cn', 'jp'], { page: null, redirect: '/flagship-bumblebee' }),
  route('elite-optimus-prime', '/elite-optimus-prime', ['us']),
  route('black-friday-us', '/black-friday', ['us'], {
    page: 'black-friday',
    meta: { startTime: '2024-11-14T00:00:00-05:00', endTime: '2024-12-03T00:00:00-05:00' },
  }),
  route('black-friday-uk', '/black-friday', ['uk'], {
    page: 'black-friday',
    meta: { startTime: '2024-11-14T00:00:00+00:00', endTime: '2024-12-05T00:00:00+00:00' },
  }),
  route('black-friday-europe', '/black-friday', ['eu', 'fr', 'de'], {
    page: 'black-friday',
    meta: { startTime: '2024-11-14T00:00:00+01:00', endTime: '2024-12-03T00:00:00+01:00' },
  }),
  route('where-to-buy', '/where-to-buy', ['us', 'uk', 'eu', 'fr', 'de']),
  route('where-to-buy-hongkong-macao', '/where-to-buy/hongkong-macao', all, { meta: { alternates: [{ hreflang: 'zh-HK', region: 'cn' }] } }),
  route('manuals', '/manuals', ['us', 'uk', 'eu', 'fr', 'de', 'kr', 'cn']),
  route('account', '/account', ['us', 'uk', 'eu', 'fr', 'de', 'jp', 'cn'], { meta: { auth: true } }),
];
