import { describe, expect, it } from 'vitest';
import { realContentWorkspace } from '../test-workspace.ts';

const workspace = realContentWorkspace();

/** The [required-page] and [required-fact] diagnostics of a run, as `file:line:column severity [rule] message`. */
async function legal() {
  const result = await workspace().generate();
  const found = result.diagnostics.filter((d) => d.rule === 'required-page' || d.rule === 'required-fact');
  return { result, found, lines: found.map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} [${d.rule}] ${d.message}`) };
}

describe('[required-page]: the pages a market requires (regions.yaml legal.requiredPages)', () => {
  it('passes on the real content: fr has its mentions légales, de its Impressum, both live', async () => {
    const { found } = await legal();
    expect(found).toEqual([]);
  }, 60_000);

  it('a required page without a route is an error at its requirement in the region entry, naming the law, with how to fix it', async () => {
    await workspace().replace('content-yaml/routes.yaml', '  - path: /mentions-legales\n    page: mentions-legales\n    regions: [fr]\n    status: live\n', '');
    await workspace().remove('content-yaml/fr/pages/mentions-legales.yaml');
    await workspace().replace('content-yaml/fr/site.yaml', '  - label: Mentions légales\n    link: /fr/mentions-legales\n    identify: legal-notice\n', '');
    const { found, lines } = await legal();
    const line = await workspace().lineOf('content-yaml/regions.yaml', 'route: mentions-legales');
    expect(lines).toEqual([
      `content-yaml/regions.yaml:${line}:20 error [required-page] fr must have the page "mentions-legales" (LCEN art. 6-III), but content-yaml/routes.yaml has no route of that name.`,
    ]);
    expect(found[0]!.hint).toContain('Register the route "mentions-legales" for fr in content-yaml/routes.yaml');
  }, 60_000);

  it('a route registered for other regions only does not count (the privacy and storage notices, required in every region)', async () => {
    // Every region requires a privacy notice and a storage notice (privacy-policy, cookies-policy). Until
    // they are written for every region the requirement is added here, for de and us.
    let regions = await workspace().read('content-yaml/regions.yaml');
    if (!regions.includes('route: privacy-policy'))
      regions = regions
        .replace(
          '        - { route: impressum, law: § 5 DDG }\n',
          '        - { route: impressum, law: § 5 DDG }\n        - { route: privacy-policy, law: DSGVO Art. 13 }\n        - { route: cookies-policy, law: TDDDG § 25 }\n',
        )
        .replace(
          '    label: United States - English\n',
          '    label: United States - English\n    legal:\n      requiredPages:\n        - { route: privacy-policy, law: CalOPPA }\n        - { route: cookies-policy, law: CalOPPA }\n      footerFacts: []\n',
        );
    await workspace().write('content-yaml/regions.yaml', regions);
    // Both routes registered for us alone.
    const routes = await workspace().read('content-yaml/routes.yaml');
    const usOnly = routes.replace(/(- path: \/(?:privacy|cookies)-policy\n(?: {4}[^\n]*\n)*? {4}regions: )[^\n]+/g, '$1[us]');
    await workspace().write('content-yaml/routes.yaml', usOnly);
    const { found, lines } = await legal();
    const de = await workspace().lineOf('content-yaml/regions.yaml', 'route: privacy-policy', 'label: Deutschland');
    expect(lines.filter((l) => l.includes(' de must have'))).toEqual([
      expect.stringMatching(
        new RegExp(`^content-yaml/regions\\.yaml:${de}:20 error \\[required-page\\] de must have the page "privacy-policy" \\(.+\\), but the route "privacy-policy" is not registered for de\\.$`),
      ),
      expect.stringMatching(
        new RegExp(`^content-yaml/regions\\.yaml:${de + 1}:20 error \\[required-page\\] de must have the page "cookies-policy" \\(.+\\), but the route "cookies-policy" is not registered for de\\.$`),
      ),
    ]);
    // us, where both are live, passes; every other error is another region's missing notice.
    expect(found.every((d) => /^(uk|eu|fr|de|kr|jp|cn) must have the page "(privacy|cookies)-policy"/.test(d.message))).toBe(true);
  }, 60_000);

  it('a planned route is no error of make generate but a blocker of the launch report, located at the requirement', async () => {
    await workspace().replace(
      'content-yaml/routes.yaml',
      '  - path: /impressum\n    page: impressum\n    regions: [de]\n    status: live\n',
      '  - path: /impressum\n    page: impressum\n    regions: [de]\n    status: planned\n',
    );
    await workspace().remove('content-yaml/de/pages/impressum.yaml');
    // The footer may link a planned page (it answers 404 until built).
    const result = await workspace().generate({ launch: true });
    expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const blockers = result.launch!.blockers.filter((b) => b.kind === 'required-page');
    const line = await workspace().lineOf('content-yaml/regions.yaml', 'route: impressum');
    expect(blockers.map((b) => `${b.file}:${b.line}:${b.column} ${b.regions.join()} ${b.message}`)).toEqual([
      `content-yaml/regions.yaml:${line}:20 de The page "impressum" (§ 5 DDG) is registered but still planned: it answers 404.`,
    ]);
  }, 60_000);
});

describe('[required-fact]: the company facts a footer must show (regions.yaml legal.footerFacts)', () => {
  it('a fact the footer office lacks is an error at the requirement; so is a missing hosting provider', async () => {
    await workspace().replace('content-yaml/regions.yaml', '      registration: { register: Companies House, place: England and Wales, number: "00000000" }\n', '');
    await workspace().replace('content-yaml/regions.yaml', '      mailOrderRegistration: 제0000-서울강남-00000호\n', '');
    await workspace().replace('content-yaml/regions.yaml', '  hosting:\n    international:\n', '  hosting:\n    cn:\n');
    const { found, lines } = await legal();
    const uk = await workspace().lineOf('content-yaml/regions.yaml', 'fact: registeredIn');
    const kr = await workspace().lineOf('content-yaml/regions.yaml', 'fact: mailOrderRegistration');
    const krHost = await workspace().lineOf('content-yaml/regions.yaml', 'fact: hostingProvider');
    const frHost = await workspace().lineOf('content-yaml/fr/pages/mentions-legales.yaml', 'hostingProvider:');
    expect(lines).toEqual([
      `content-yaml/fr/pages/mentions-legales.yaml:${frHost}:7 error [required-fact] The section "hosting" shows the fact "hostingProvider", but organization.hosting has no provider for the host "international".`,
      `content-yaml/regions.yaml:${uk}:19 error [required-fact] uk's footer must show the company fact "registeredIn" (Trading Disclosures Regulations 2015 reg. 25), but the data has none: the office "united-kingdom" (its site.yaml companyAddress.office) has no registeredIn.`,
      `content-yaml/regions.yaml:${uk + 1}:19 error [required-fact] uk's footer must show the company fact "registrationNumber" (Trading Disclosures Regulations 2015 reg. 25), but the data has none: the office "united-kingdom" (its site.yaml companyAddress.office) has no registrationNumber.`,
      `content-yaml/regions.yaml:${kr}:19 error [required-fact] kr's footer must show the company fact "mailOrderRegistration" (전자상거래법 제10조), but the data has none: the office "korea" (its site.yaml companyAddress.office) has no mailOrderRegistration.`,
      `content-yaml/regions.yaml:${krHost}:19 error [required-fact] kr's footer must show the company fact "hostingProvider" (전자상거래법 제10조), but the data has none: organization.hosting has no provider for the host "international".`,
    ]);
    expect(found[1]!.hint).toContain('Add the registeredIn to the office "united-kingdom" under organization.offices');
    expect(found[4]!.hint).toContain('under organization.hosting');
  }, 60_000);

  it('a required fact without a label in site.yaml companyAddress.facts is an error where the footer is written', async () => {
    await workspace().replace('content-yaml/eu/site.yaml', '    vatId: VAT number\n', '');
    const { found, lines } = await legal();
    const line = await workspace().lineOf('content-yaml/eu/site.yaml', 'companyAddress:');
    expect(lines).toEqual([
      `content-yaml/eu/site.yaml:${line}:1 error [required-fact] eu's footer must show the company fact "vatId" (E-Commerce Directive 2000/31/EC Art. 5(1)(g), content-yaml/regions.yaml), but companyAddress.facts gives it no label, so the footer does not show it.`,
    ]);
    expect(found[0]!.hint).toBe("Add `vatId: <its label in the region's language>` under companyAddress.facts (the footer shows the value from regions.yaml beside it).");
  }, 60_000);

  it("cn's filing numbers: null (unset by the deployer) passes, a missing key is an error", async () => {
    await workspace().replace('content-yaml/regions.yaml', '    publicSecurityFiling: null\n', '');
    const { lines } = await legal();
    const line = await workspace().lineOf('content-yaml/regions.yaml', 'fact: publicSecurityFiling');
    expect(lines).toEqual([
      `content-yaml/regions.yaml:${line}:19 error [required-fact] cn's footer must show its publicSecurityFiling (计算机信息网络国际联网安全保护管理办法 第十二条), but its entry in regions.yaml has no publicSecurityFiling.`,
    ]);
  }, 60_000);
});
