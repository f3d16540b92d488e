/** [wrong-language] on a throw-away copy of the real content: a text copied from another language, or written in one, fails where it is written. */
import { describe, expect, it } from 'vitest';
import { realContentWorkspace } from '../test-workspace.ts';
import { chineseScript, otherLanguage } from './language.ts';

const workspace = realContentWorkspace();
const found = async () => (await workspace().generate()).diagnostics.filter((d) => d.rule === 'wrong-language').map((d) => `${d.file}:${d.line}:${d.column} ${d.severity} ${d.message}`);

const FR = 'Associez votre téléphone en Bluetooth pour le piloter, lui faire prendre la pose et déclencher ses actions depuis l’application Mechanova.';
const DE = 'Koppeln Sie Ihr Smartphone per Bluetooth, um ihn mit der App von Mechanova zu steuern, in Pose zu bringen und seine Aktionen auszulösen.';

describe('[wrong-language]', () => {
  it('finds nothing in the real content', async () => {
    expect(await found()).toEqual([]);
  }, 60_000);

  it('French copied into the de page is an error at the text, naming the region it was copied from', async () => {
    const file = 'content-yaml/de/pages/flagship-bumblebee.yaml';
    await workspace().replace(file, DE, FR);
    const line = await workspace().lineOf(file, 'Associez votre');
    expect(await found()).toEqual([`${file}:${line}:19 error This de text is fr's text word for word, not de: "Associez votre téléphone en Bluetooth pour le piloter, lu…".`]);
  }, 60_000);

  it('English written into fr, and a kr text without Hangul, read as the wrong language', async () => {
    await workspace().replace('content-yaml/fr/pages/flagship-bumblebee.yaml', FR, 'Pair your phone over Bluetooth to drive him, strike a pose and trigger his moves from the Mechanova app.');
    await workspace().replace(
      'content-yaml/kr/pages/home.yaml',
      '다른 팬들이 만든 맞춤 동작을 찾아보고, 직접 만든 동작을 커뮤니티와 공유해 보세요.',
      'Find custom moves made by other fans and share the ones you make with the community.',
    );
    const all = await found();
    expect(all).toHaveLength(2);
    expect(all[0]).toMatch(/^content-yaml\/fr\/pages\/flagship-bumblebee\.yaml:\d+:19 error This fr text reads as en, not fr: "Pair your phone/);
    expect(all[1]).toMatch(/^content-yaml\/kr\/pages\/home\.yaml:\d+:\d+ error This kr text reads as not Korean \(no Hangul\), not ko: "Find custom moves/);
  }, 60_000);
});

describe('[wrong-language]: Simplified and Traditional Chinese (the zh-HK edition, routes.yaml meta.language)', () => {
  const HK = 'content-yaml/cn/pages/where-to-buy-hongkong-macao-zh-hk.yaml';
  const CN = 'content-yaml/cn/pages/where-to-buy-hongkong-macao.yaml';
  it('Traditional text on a cn page is an error there, Simplified text on the zh-HK page an error there; each undone is clean', async () => {
    await workspace().replace(
      CN,
      '您可以在以下授权经销商处购买 Mechanova 机器人。保修适用于从授权经销商处购买的产品。',
      '您可於以下授權經銷商購買 Mechanova 機械人。保養適用於經授權經銷商購買的產品。',
    );
    await workspace().replace(HK, '官方網店能否送貨至您的地址，請於結帳時查看送貨選項。', '官方商城能否配送到您的地址，请在下单时查看配送选项。');
    expect(await found()).toEqual([
      `${HK}:${await workspace().lineOf(HK, '配送选项')}:17 error This cn text reads as Simplified Chinese, not zh: "官方商城能否配送到您的地址，请在下单时查看配送选项。".`,
      `${CN}:${await workspace().lineOf(CN, '機械人')}:15 error This cn text reads as Traditional Chinese, not zh: "您可於以下授權經銷商購買 Mechanova 機械人。保養適用於經授權經銷商購買的產品。".`,
    ]);
    await workspace().replace(
      CN,
      '您可於以下授權經銷商購買 Mechanova 機械人。保養適用於經授權經銷商購買的產品。',
      '您可以在以下授权经销商处购买 Mechanova 机器人。保修适用于从授权经销商处购买的产品。',
    );
    await workspace().replace(HK, '官方商城能否配送到您的地址，请在下单时查看配送选项。', '官方網店能否送貨至您的地址，請於結帳時查看送貨選項。');
    expect(await found()).toEqual([]);
  }, 60_000);
});

describe('otherLanguage', () => {
  it('tells Simplified from Traditional Chinese by the characters the two write differently', () => {
    expect(otherLanguage('香港及澳門購買渠道', 'zh')).toBe('Traditional Chinese');
    expect(otherLanguage('香港及澳門購買渠道', 'zh', 'Hant')).toBeUndefined();
    expect(otherLanguage('香港、澳门购买渠道', 'zh', 'Hant')).toBe('Simplified Chinese');
    expect(otherLanguage('香港、澳门购买渠道', 'zh')).toBeUndefined();
    // A name in the other script inside a longer text of one's own script is no copy: Macau Smart Play 澳門智玩 on a cn page.
    expect(otherLanguage('请前往澳門智玩门店，出示您的订单号码即可领取。', 'zh')).toBeUndefined();
    expect([chineseScript('zh-HK'), chineseScript('zh-Hant'), chineseScript('zh-TW'), chineseScript('zh-CN')]).toEqual(['Hant', 'Hant', 'Hant', 'Hans']);
  });

  it('leaves short texts, names and placeholders alone, and tells the site languages apart', () => {
    expect(otherLanguage('Flagship Megatron', 'fr')).toBeUndefined();
    expect(otherLanguage('Veuillez corriger {count, plural, one {# champ} other {# champs}} ci-dessous.', 'fr')).toBeUndefined();
    expect(otherLanguage(DE, 'de')).toBeUndefined();
    expect(otherLanguage(DE, 'fr')).toBe('de');
    expect(otherLanguage('ロボットに変身する', 'zh')).toBe('Japanese');
    expect(otherLanguage('대한민국', 'ja')).toBe('Korean');
  });
});
