import { useId, useState } from 'react';
import { usePageContext } from '../../page-context.tsx';
import { useMessage } from '../../use-message.ts';
import { faqUrl, matchesQuery } from '../faq-data.ts';
import { below, TitledSection } from '../Heading.tsx';
import type { SectionProps } from '../props.ts';
import { FaqList } from './FaqList.tsx';
import { useFaqQuestions, useOpenFromHash } from './use-faq-questions.ts';

/**
 * Questions grouped by topic, each a <details> disclosure (keyboard and no-JS
 * friendly). The server renders every answer; the page data sent to the browser
 * carries none (server.ts forBrowser), so in the browser the
 * list stays the server's HTML (React leaves an element with
 * dangerouslySetInnerHTML alone while hydrating) while the region's generated
 * JSON is fetched (aria-busy). Then the React list takes over — a #key opens
 * its question, the search box filters as you type — or, on failure, the error
 * with Retry shows above the still-readable server list. The search box is
 * disabled until the questions have arrived.
 */
export function Faq({ section, level }: SectionProps<'faq'>) {
  const message = useMessage();
  const { region, data } = usePageContext();
  const [query, setQuery] = useState('');
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const searchId = useId();
  const { load, retry } = useFaqQuestions(section, faqUrl(region, data.entry.page ?? '', section.id));
  useOpenFromHash(load.status, container);

  const { search } = section;
  const ready = load.status === 'ready';
  const groups = ready ? load.groups : section.groups;
  const visible = groups.map((group) => ({ group, entries: new Set(group.entries.filter((e) => matchesQuery(e, query)).map((e) => e.id)) }));
  const count = visible.reduce((n, v) => n + v.entries.size, 0);
  const sub = below(level);

  return (
    <TitledSection section={section} level={level} className="faq" ref={setContainer} aria-busy={load.status === 'loading'}>
      {section.describe && <p className="lead">{section.describe}</p>}
      {/* biome-ignore lint/a11y/useSemanticElements: a <search> element is not in every supported browser; the role is the same landmark */}
      <div className="faq-search" role="search">
        <label htmlFor={searchId}>{search.label}</label>
        <input id={searchId} type="search" value={query} placeholder={search.placeholder} autoComplete="off" disabled={!ready} onChange={(e) => setQuery(e.target.value)} />
        <p className="faq-count" role="status" aria-live="polite">
          {query.trim() ? (count ? message(search.results, { count }) : search.none) : ''}
        </p>
      </div>
      {load.status === 'loading' && (
        <p className="visually-hidden" role="status">
          {search.loading}
        </p>
      )}
      {load.status === 'error' && (
        <div className="faq-error" role="alert">
          <p>{search.error}</p>
          <button type="button" className="button" onClick={retry}>
            {search.retry}
          </button>
        </div>
      )}
      {ready || groups.length ? (
        <FaqList key="list" visible={visible} level={sub} />
      ) : (
        // In the browser until the questions arrive: the server's list, kept as it is (never re-rendered: its props do not change).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty __html keeps the server's list while hydrating; nothing is injected
        <div key="server" className="faq-list" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
      )}
    </TitledSection>
  );
}
