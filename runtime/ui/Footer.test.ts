import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageContext } from 'vike/types';
import { describe, expect, it } from 'vitest';
import { bundle } from '../../dist/generated/bundles.ts';
import type { RegionCode } from '../../dist/generated/types.ts';
import { Footer } from './Footer.tsx';
import { FooterLinks } from './FooterLinks.tsx';
import { PageContextProvider } from './page-context.tsx';

/** The cn footer, rendered on the server, with regions.yaml's icpFiling (and publicSecurityFiling) set. */
function cnFooter(icpFiling: string | null, publicSecurityFiling: string | null = null): string {
  const { region, hosts, site, catalog } = bundle('cn');
  const pageContext = {
    region: 'cn',
    urlOriginal: '/',
    serverNow: Date.parse('2025-01-01T00:00:00Z'),
    data: { region: { ...region, icpFiling, publicSecurityFiling }, hosts, site, catalog, page: undefined },
    serverParts: { footerLinks: createElement(FooterLinks) },
  } as unknown as PageContext;
  return renderToStaticMarkup(createElement(PageContextProvider, { pageContext, children: createElement(Footer) }));
}

describe('Footer: the ICP filing number (regions.yaml cn.icpFiling)', () => {
  it('shows none while the deployer has not set it', () => {
    const html = cnFooter(null);
    expect(html).not.toContain('ICP');
    expect(html).not.toContain('beian.miit.gov.cn');
  });

  it('shows the number, once set, as a link to the MIIT filing registry', () => {
    const html = cnFooter('粤ICP备12345678号-1');
    expect(html).toMatch(/<a href="https:\/\/beian\.miit\.gov\.cn\/"[^>]*>粤ICP备12345678号-1<\/a>/);
  });

  it('shows the public-security filing number, once set, as a link to its record; none while unset', () => {
    expect(cnFooter(null)).not.toContain('公网安备');
    const html = cnFooter('粤ICP备12345678号-1', '京公网安备11010502030143号');
    expect(html).toMatch(/<a href="https:\/\/beian\.mps\.gov\.cn\/#\/query\/webSearch\?code=11010502030143"[^>]*>京公网安备11010502030143号<\/a>/);
  });
});

describe('Footer: an invented office carries the sample-data label, in the region language', () => {
  it.each([
    ['cn', '示例数据'],
    ['fr', 'Données fictives'],
    ['uk', 'Sample data'],
  ])('%s', (code, label) => {
    const { region, hosts, site, catalog } = bundle(code as 'cn');
    const pageContext = {
      region: code,
      urlOriginal: '/',
      serverNow: 0,
      data: { region, hosts, site, catalog, page: undefined },
      serverParts: { footerLinks: createElement(FooterLinks) },
    } as unknown as PageContext;
    const html = renderToStaticMarkup(createElement(PageContextProvider, { pageContext, children: createElement(Footer) }));
    expect(html).toMatch(new RegExp(`<address class="company-address"><strong>[^<]+</strong><small class="sample-label">${label}</small>`));
  });
});

/** A region's footer as the server renders it, with its own catalogue (+onRenderHtml hands it its server-only part). */
function footerOf(code: RegionCode, catalog = bundle(code).catalog): string {
  const { region, hosts, site } = bundle(code);
  const pageContext = {
    region: code,
    urlOriginal: '/',
    serverNow: 0,
    data: { region, hosts, site, catalog, page: undefined },
    serverParts: { footerLinks: createElement(FooterLinks) },
  } as unknown as PageContext;
  return renderToStaticMarkup(createElement(PageContextProvider, { pageContext, children: createElement(Footer) }));
}

describe('Footer: the Disney/Pixar credit where a Toy Story product is sold (review S4)', () => {
  it.each([
    ['us', 'Toy Story characters © Disney/Pixar.'],
    ['uk', 'Toy Story characters © Disney/Pixar.'],
    ['eu', 'Toy Story characters © Disney/Pixar.'],
    ['fr', 'Personnages de Toy Story © Disney/Pixar.'],
    ['de', 'Figuren aus Toy Story © Disney/Pixar.'],
    ['cn', '《玩具总动员》角色 © Disney/Pixar。'],
  ] as const)('%s, in its language', (code, text) => {
    expect(footerOf(code)).toContain(`<p class="licence-credits"><span>${text}</span></p>`);
  });

  it('not in kr and jp, which sell no Toy Story product; it follows the catalogue, not the region', () => {
    expect(footerOf('kr')).not.toContain('Disney');
    expect(footerOf('jp')).not.toContain('Disney');
    const us = bundle('us').catalog;
    const withoutToyStory = { ...us, products: Object.fromEntries(Object.entries(us.products).filter(([id]) => !/buzzLightyear/i.test(id))) };
    expect(footerOf('us', withoutToyStory as typeof us)).not.toContain('Disney');
  });
});

describe('Footer: the company facts a market requires (regions.yaml legal.footerFacts), values from the data', () => {
  it('uk: place of registration, company number, and the address labelled as the registered office', () => {
    const html = footerOf('uk');
    expect(html).toContain('<dl class="footer-facts"><div><dt>Registered in</dt><dd>England and Wales</dd></div><div><dt>Company number</dt><dd>00000000</dd></div></dl>');
    expect(html).toMatch(/<address class="company-address">.*<span class="fact-label">Registered office<\/span><span>2nd Floor, 41 Wharfside Court<\/span>/);
  });

  it('eu: the trade register, its number and the VAT number', () => {
    expect(footerOf('eu')).toContain(
      '<dl class="footer-facts"><div><dt>Trade register</dt><dd>Kamer van Koophandel (KvK)</dd></div><div><dt>Registration number</dt><dd>00000000</dd></div><div><dt>VAT number</dt><dd>NL000000000B00</dd></div></dl>',
    );
  });

  it('kr: 사업자 정보, the e-mail as a link and the hosting provider on one line', () => {
    const html = footerOf('kr');
    for (const part of [
      '<dt>상호</dt><dd>Mechanova Robotics Inc.</dd>',
      '<dt>대표자</dt><dd>홍길동</dd>',
      '<dt>사업자등록번호</dt><dd>000-00-00000</dd>',
      '<dt>통신판매업 신고번호</dt><dd>제0000-서울강남-00000호</dd>',
      '<dt>이메일</dt><dd><a href="mailto:korea@mechanova.example">korea@mechanova.example</a></dd>',
      '<dt>호스팅 서비스 제공자</dt><dd>Example Hosting Ltd, Example House, 1 Example Way, London, 영국, +44 20 7946 0999</dd>',
      '<span class="fact-label">주소</span>',
    ])
      expect(html).toContain(part);
  });

  it('us, fr and de show none (fr and de have their legal notice pages, linked from the footer)', () => {
    expect(footerOf('us')).not.toContain('footer-facts');
    expect(footerOf('fr')).toContain('<a href="/fr/mentions-legales"');
    expect(footerOf('de')).toMatch(/<a href="\/de\/impressum"[^>]*>Impressum<\/a>/);
  });
});

describe('Footer: sample social links and menu entries carry the sample-data label (docs/decisions.md D38, copy review X1)', () => {
  it.each([
    ['us', 'Sample data'],
    ['de', 'Beispieldaten'],
    ['cn', '示例数据'],
  ] as const)('%s: every social link is sample data, so the list has one label, beside its heading', (code, label) => {
    expect(footerOf(code)).toMatch(new RegExp(`<h2 id="footer-follow">[^<]+ <small class="sample-label">${label}</small></h2>`));
  });

  it('a real link among sample ones: each sample link has its own label, the real one none', () => {
    const { site } = bundle('us');
    const media = site.media.map((m, i) => (i === 0 ? { ...m, sample: undefined } : m));
    const html = footerWith('us', { ...site, media });
    expect(html).not.toMatch(/<h2 id="footer-follow">[^<]+ <small/);
    const items = [...html.matchAll(/<li><a href="(https:\/\/www\.[a-z]+\.com[^"]*)"[^>]*>.*?<\/a>(<small class="sample-label">Sample data<\/small>)?<\/li>/g)];
    expect(items.map((m) => [m[1], Boolean(m[2])])).toEqual(site.media.map((m, i) => [m.link, i !== 0]));
  });

  it("kr: the invented 문의하기 mailbox is labelled in the footer's menu", () => {
    expect(footerOf('kr')).toMatch(/<a href="mailto:support-kr@mechanova\.example"[^>]*>문의하기<\/a><small class="sample-label">예시 데이터<\/small>/);
  });
});

/** A region's footer with other site texts. */
function footerWith(code: RegionCode, site: ReturnType<typeof bundle>['site']): string {
  const { region, hosts, catalog } = bundle(code);
  const pageContext = {
    region: code,
    urlOriginal: '/',
    serverNow: 0,
    data: { region, hosts, site, catalog, page: undefined },
    serverParts: { footerLinks: createElement(FooterLinks) },
  } as unknown as PageContext;
  return renderToStaticMarkup(createElement(PageContextProvider, { pageContext, children: createElement(Footer) }));
}

describe('Footer: the cn channels (copy review N-CN3)', () => {
  it('WeChat, Weibo, Douyin and Bilibili, each with its drawn mark; none of the channels mainland China cannot reach', () => {
    const html = footerOf('cn');
    const links = [...html.matchAll(/<a href="([^"]+)" rel="noopener" aria-label="[^"]+" class="social-([a-zA-Z]+)"><svg[^>]*><path fill="currentColor" d="M[^"]+"><\/path><\/svg><\/a>/g)].map(
      (m) => `${m[2]} ${new URL(m[1]!).host}`,
    );
    expect(links).toEqual(['chat weixin.qq.com', 'weibo weibo.com', 'tikTok www.douyin.com', 'bilibili space.bilibili.com']);
    expect(html).not.toMatch(/instagram|facebook|youtube|tiktok\.com/);
  });
});
