import { describe, expect, it } from 'vitest';
import type { TranslationReport } from '../codegen/records/stale-translations.ts';
import { translationsPage } from './translations-page.ts';

const report: TranslationReport = {
  regions: [
    {
      region: 'fr',
      from: ['us'],
      texts: 4,
      stale: 1,
      identical: 1,
      confirmed: 0,
      files: [
        {
          file: 'content-yaml/fr/pages/home.yaml',
          region: 'fr',
          from: 'us',
          refFile: 'content-yaml/us/pages/home.yaml',
          texts: 4,
          stale: [{ key: '/sections/hero/title', line: 12, column: 12, text: 'Des robots', refText: 'Robots <b>that</b> change', oldRefText: 'Robots that transform' }],
          identical: [{ key: '/faq/shipping', line: 9, column: 19, text: 'How long does shipping take?', refText: 'How long does shipping take?' }],
          confirmed: [],
        },
      ],
    },
  ],
};

describe('the /dev/translations page', () => {
  it('shows the totals per region and each text linked to its place in the editor, escaped', () => {
    const html = translationsPage(report, '/repo');
    expect(html).toContain('<tr><th scope="row"><a href="#fr">fr</a></th><td>us</td><td>4</td><td>1</td><td>1</td><td>0</td></tr>');
    expect(html).toContain('<a href="/__open-in-editor?file=%2Frepo%2Fcontent-yaml%2Ffr%2Fpages%2Fhome.yaml%3A12%3A12">content-yaml/fr/pages/home.yaml:12:12</a>');
    expect(html).toContain(
      '“Robots that transform” → “Robots &#60;b&#62;that&#60;/b&#62; change”. Needs no change? <code>make confirm-translation FILE=content-yaml/fr/pages/home.yaml KEY=/sections/hero/title</code>',
    );
    expect(html).toContain('copied <a href="/__open-in-editor?file=%2Frepo%2Fcontent-yaml%2Ffr%2Fpages%2Fhome.yaml%3A9%3A19">');
  });

  it('says why there is no report while generate has errors', () => {
    expect(translationsPage(undefined, '/repo')).toContain('No report yet: make generate has errors');
  });
});
