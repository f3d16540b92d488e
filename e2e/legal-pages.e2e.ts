// The pages and footer facts each market requires (regions.yaml legal; docs/market-rules.md "Required pages
// and footer facts"): fr's mentions légales and de's Impressum show the publisher's facts from regions.yaml,
// server-rendered, accessible and readable at 390 px; the uk, eu and kr footers show their company facts.
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { fetchDocument, openPage, useSite } from './harness.ts';

const site = useSite();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The label → value pairs of a description list, as the server sent them. */
async function facts(path: string, selector: string) {
  const { status, document } = await fetchDocument(`${site.server.origin}${path}`);
  const pairs = [...document.querySelectorAll(`${selector} dt`)].map((dt) => [dt.textContent.trim(), dt.nextElementSibling?.textContent.replace(/[ \n\t]+/g, ' ').trim()]);
  return { status, document, facts: Object.fromEntries(pairs) as Record<string, string> };
}

describe('the legal notices a market requires', () => {
  it('fr /fr/mentions-legales: the publisher, its register, capital, publication director and host, from the data', async () => {
    const { status, document, facts: shown } = await facts('/fr/mentions-legales', '.company-facts');
    expect(status).toBe(200);
    expect(document.querySelector('h1')?.textContent).toBe('Mentions légales');
    expect(shown).toMatchObject({
      'Raison sociale': 'Mechanova Robotics Europe B.V.',
      'Registre d’immatriculation': 'Kamer van Koophandel (KvK)',
      'Numéro d’immatriculation': '00000000',
      'Numéro de TVA intracommunautaire': 'NL000000000B00',
      'Capital social': '18\u202f000\u00a0€',
      'Directeur de la publication': 'Jan Jansen',
    });
    expect(shown['Siège social']).toContain('1013 AP Amsterdam');
    expect(shown['Siège social']).toContain('Pays-Bas');
    expect(shown.Hébergeur).toContain('Example Hosting Ltd');
    expect(shown.Hébergeur).toContain('+44 20 7946 0999');
    // Invented facts carry the sample-data label, in French.
    expect(document.querySelector('.company-facts .sample-label')?.textContent).toBe('Données fictives');
    // LCEN art. 6-III-1: the publisher's phone (the europe office's, a sample number of Ofcom's drama range).
    expect(document.querySelector('#publisher a[href="tel:+442079460310"]')?.textContent).toBe('+44 20 7946 0310');
    // The footer links it.
    expect([...document.querySelectorAll('footer a')].map((a) => a.getAttribute('href'))).toContain('/fr/mentions-legales');
  });

  it('de /de/impressum: name, address, representative, register, VAT id and e-mail; the footer’s Impressum is the site’s own page', async () => {
    const { status, document, facts: shown } = await facts('/de/impressum', '.company-facts');
    expect(status).toBe(200);
    expect(document.querySelector('h1')?.textContent).toBe('Impressum');
    expect(shown).toMatchObject({
      Firma: 'Mechanova Robotics Europe B.V.',
      'Vertretungsberechtigter Geschäftsführer': 'Jan Jansen',
      Register: 'Kamer van Koophandel (KvK)',
      Registernummer: '00000000',
      'Umsatzsteuer-Identifikationsnummer': 'NL000000000B00',
      'E-Mail': 'europe@mechanova.example',
    });
    expect(shown.Anschrift).toContain('Niederlande');
    expect(document.querySelector('.company-facts a[href="mailto:europe@mechanova.example"]')).not.toBeNull();
    // A second rapid channel beside the e-mail (§ 5 (1) Nr. 2 DDG): the europe office's phone.
    expect(document.querySelector('#contact a[href="tel:+442079460310"]')?.textContent).toBe('+44 20 7946 0310');
    const impressum = [...document.querySelectorAll('footer a')].find((a) => a.textContent === 'Impressum');
    expect(impressum?.getAttribute('href')).toBe('/de/impressum');
  });

  it('each is its own market’s page: no other region serves it', async () => {
    expect((await fetchDocument(`${site.server.origin}/de/mentions-legales`)).status).toBe(404);
    expect((await fetchDocument(`${site.server.origin}/fr/impressum`)).status).toBe(404);
  });

  it.each(['/fr/mentions-legales', '/de/impressum'])('%s at 390 px: no sideways scroll, and axe finds nothing', async (path) => {
    const { page } = await openPage(site.browser, PHONE);
    await page.goto(`${site.server.origin}${path}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const right = await page.locator('.company-facts dd').evaluateAll((dds) => Math.max(...dds.map((dd) => dd.getBoundingClientRect().right)));
    expect(right).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('the company facts in the footer', () => {
  it('uk: place of registration, company number, and the registered office', async () => {
    const { document, facts: shown } = await facts('/uk', '.footer-facts');
    expect(shown).toEqual({ 'Registered in': 'England and Wales', 'Company number': '00000000' });
    expect(document.querySelector('footer address')?.textContent).toMatch(/Registered office2nd Floor, 41 Wharfside Court/);
  });

  it('eu: the trade register (KvK), its number and the VAT number', async () => {
    expect((await facts('/eu/about-us', '.footer-facts')).facts).toEqual({ 'Trade register': 'Kamer van Koophandel (KvK)', 'Registration number': '00000000', 'VAT number': 'NL000000000B00' });
  });

  it('kr: 사업자 정보 on every page', async () => {
    const { facts: shown } = await facts('/kr/manuals', '.footer-facts');
    expect(shown).toMatchObject({
      상호: 'Mechanova Robotics Inc.',
      대표자: '홍길동',
      사업자등록번호: '000-00-00000',
      '통신판매업 신고번호': '제0000-서울강남-00000호',
      이메일: 'korea@mechanova.example',
      // 전자상거래법 제10조: the telephone among the 사업자 정보 (copy review N-KR1), the korea office's (sample).
      전화번호: '+44 20 7946 0820',
    });
    expect(shown['호스팅 서비스 제공자']).toMatch(/^Example Hosting Ltd, .*영국, \+44 20 7946 0999/);
  });

  it('kr footer at 390 px: axe finds nothing', async () => {
    const { page } = await openPage(site.browser, PHONE);
    await page.goto(`${site.server.origin}/kr`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);
  });
});
