import { describe, expect, it } from 'vitest';
import { brandDomain, checkHosts, type DeclaredHosts } from './host.ts';
import { loadYaml } from '../read/load-yaml.ts';
import { meaningsOf } from '../validate/test-meanings.ts';

const DECLARED: DeclaredHosts = {
  hosts: { international: 'https://www.mechanova.example', cn: 'https://cn.mechanova.example', newsroom: 'https://news.mechanova.example' },
  shops: ['https://uk.shop.mechanova.example', null],
};

function check(lines: string[], textLinks: { pointer: string; link: string }[] = []) {
  const loaded = loadYaml('content-yaml/uk/site.yaml', Buffer.from([...lines, ''].join('\n')));
  expect(loaded.diagnostics).toEqual([]);
  return checkHosts({ loaded, meanings: meaningsOf(loaded.data), textLinks }, DECLARED).map((d) => `${d.line}:${d.column} [${d.rule}] ${d.message}`);
}

describe('brandDomain', () => {
  it('drops the first label of the international host', () => {
    expect(brandDomain('https://www.mechanova.example')).toBe('mechanova.example');
    expect(brandDomain('https://mechanova.example')).toBe('mechanova.example');
  });
});

describe('checkHosts', () => {
  it('accepts declared hosts, shops, other domains, mailto and in-site paths', () => {
    expect(
      check([
        'navs:',
        '  - link: https://news.mechanova.example/uk',
        '  - link: https://uk.shop.mechanova.example/pages/contact',
        '  - link: https://www.mechanova.example/us',
        '  - link: https://www.gadgetforge.example',
        '  - link: https://www.instagram.com/mechanova',
        '  - link: mailto:support@mechanova.example',
        '  - link: /uk/manuals',
      ]),
    ).toEqual([]);
  });

  it('reports a link to an undeclared host of the brand at its value', () => {
    expect(check(['navs:', '  - label: News', '    link: https://newz.mechanova.example/uk'])).toEqual([
      '3:11 [host] "https://newz.mechanova.example/uk" is on newz.mechanova.example, which content-yaml/regions.yaml does not declare.',
    ]);
  });

  it('checks links inside prose too', () => {
    expect(check(['body: text'], [{ pointer: '/body', link: 'https://legacy.mechanova.example/x' }])).toHaveLength(1);
  });

  it('does not take a look-alike domain for the brand', () => {
    expect(check(['link: https://www.notmechanova.example/'])).toEqual([]);
  });
});
