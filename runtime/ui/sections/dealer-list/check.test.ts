import { describe, expect, it } from 'vitest';
import { dealerIds, pageGroups, type DealerSource } from './check.ts';
import { loadYaml } from '../../../../codegen/read/load-yaml.ts';

function load(file: string, lines: string[]) {
  const loaded = loadYaml(file, Buffer.from([...lines, ''].join('\n')));
  expect(loaded.diagnostics).toEqual([]);
  return { loaded, data: loaded.data };
}
/** The module's two checks: dealers.yaml's ids, and the groups each page names. */
const checkDealers = (dealers: DealerSource | undefined, pages: readonly DealerSource[]) => [...dealerIds(dealers), ...pages.flatMap((p) => pageGroups(p, dealers))];
const at = (list: ReturnType<typeof checkDealers>) => list.map((d) => `${d.file}:${d.line}:${d.column} [${d.rule}] ${d.message}`);

const DEALERS = load('content-yaml/dealers.yaml', ['dealers:', '  - id: gadget-forge', '    group: uk', '  - id: bot-depot', '    group: us']);
const page = (groups: string[]) =>
  load('content-yaml/fr/pages/where-to-buy.yaml', [
    'head: { title: Où acheter, description: Revendeurs }',
    'sections:',
    '  - id: intro',
    '    type: prose',
    '    body: Bonjour',
    '  - id: dealers',
    '    type: dealer-list',
    '    title: Où acheter',
    '    groups:',
    ...groups.flatMap((g) => [`      - id: ${g}`, '        title: Groupe']),
  ]);

describe('checkDealers', () => {
  it('accepts groups that have dealers', () => {
    expect(checkDealers(DEALERS, [page(['uk', 'us'])])).toEqual([]);
  });

  it('reports a group without dealers at its id, with the closest group', () => {
    const found = checkDealers(DEALERS, [page(['uk', 'uss'])]);
    expect(at(found)).toEqual(['content-yaml/fr/pages/where-to-buy.yaml:12:13 [dealer] No dealer of content-yaml/dealers.yaml is in the group "uss".']);
    expect(found[0]!.hint).toBe('Did you mean "us"?');
  });

  it("reports an ownGroup (the region's own country, listed first) that no dealer is in", () => {
    const own = (group: string) => load('content-yaml/uk/pages/where-to-buy.yaml', ['extends: us', 'sections:', '  - id: dealers', '    type: dealer-list', `    ownGroup: ${group}`]);
    expect(checkDealers(DEALERS, [own('uk')])).toEqual([]);
    const found = checkDealers(DEALERS, [own('ukk')]);
    expect(at(found)).toEqual(['content-yaml/uk/pages/where-to-buy.yaml:5:15 [dealer] No dealer of content-yaml/dealers.yaml is in the group "ukk" (ownGroup).']);
    expect(found[0]!.hint).toBe('Did you mean "uk"?');
  });

  it('reports every dealer-list group when dealers.yaml does not exist', () => {
    expect(at(checkDealers(undefined, [page(['uk'])]))).toEqual(['content-yaml/fr/pages/where-to-buy.yaml:10:13 [dealer] The group "uk" needs content-yaml/dealers.yaml, which does not exist.']);
  });

  it('reports a dealer id written twice, at the second one', () => {
    const twice = load('content-yaml/dealers.yaml', ['dealers:', '  - id: bot-depot', '    group: us', '  - id: bot-depot', '    group: uk']);
    expect(at(checkDealers(twice, []))).toEqual(['content-yaml/dealers.yaml:4:9 [dealer] The dealer id "bot-depot" appears twice in dealers.yaml.']);
  });

  it('ignores sections of other types', () => {
    expect(checkDealers(DEALERS, [load('content-yaml/us/pages/home.yaml', ['sections:', '  - id: x', '    type: feature-grid', '    groups:', '      - id: nowhere'])])).toEqual([]);
  });
});
