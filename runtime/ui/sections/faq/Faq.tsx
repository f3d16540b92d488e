import { useCallback, useEffect, useId, useState } from 'react';
import { usePageContext } from '../../page-context.tsx';
import { useMessage } from '../../use-message.ts';
import { faqUrl, fetchFaq, matchesQuery, type FaqGroups } from '../faq-data.ts';
import { below, TitledSection, type HeadingLevel } from '../Heading.tsx';
import type { SectionProps } from '../props.ts';

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

/** The questions by topic, each a <details> disclosure; a topic or a question the search leaves out is hidden, not removed. */
function FaqList({ visible, level }: { visible: readonly { group: FaqGroups[number]; entries: ReadonlySet<string> }[]; level: HeadingLevel }) {
  return (
    <div className="faq-list">
      {visible.map(({ group, entries }) => (
        <TitledSection key={group.id} section={group} level={level} title={group.name} className="faq-group" hidden={entries.size === 0}>
          {group.entries.map((entry) => (
            <details key={entry.id} id={entry.id} hidden={!entries.has(entry.id)}>
              <summary>{entry.label}</summary>
              <div className="faq-answer">
                {entry.answer.map((line, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: an answer's lines come from the page data, never reordered: the position is the identity
                  <p key={i}>{line}</p>
                ))}
              </div>
            </details>
          ))}
        </TitledSection>
      ))}
    </div>
  );
}

/**
 * 'server': the list is the server's HTML (kept as it is while hydrating); then the questions are
 * fetched ('loading'), and either the React list takes over ('ready') or the error shows ('error').
 */
type FaqLoad = { status: 'server' } | { status: 'loading' } | { status: 'ready'; groups: FaqGroups } | { status: 'error' };

/**
 * The questions of a FAQ section in the browser: fetched from the region's generated JSON (`url`) once mounted,
 * and again by `retry`. On the server the section holds its questions and renders them; in the browser it has
 * none but in the pseudo-locale, whose texts are not in the JSON.
 */
function useFaqQuestions(section: SectionProps<'faq'>['section'], url: string | undefined) {
  const [load, setLoad] = useState<FaqLoad>({ status: 'server' });
  const retry = useCallback(() => {
    if (section.groups.length) {
      setLoad({ status: 'ready', groups: section.groups });
      return undefined;
    }
    if (!url) {
      setLoad({ status: 'error' });
      return undefined;
    }
    let current = true;
    setLoad({ status: 'loading' });
    fetchFaq(url).then(
      (groups) => {
        if (current) setLoad({ status: 'ready', groups });
      },
      () => {
        if (current) setLoad({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [url, section.groups]);
  useEffect(() => retry(), [retry]);
  return { load, retry };
}

/** Opens the question a #key names (when it is one of this section's) and scrolls to it. */
function openFromHash(container: HTMLElement | null): void {
  const key = decodeURIComponent(window.location.hash.slice(1));
  if (!key || !container) return;
  const target = document.getElementById(key);
  if (!(target instanceof HTMLDetailsElement) || !container.contains(target)) return;
  target.open = true;
  target.scrollIntoView({ block: 'start' });
  target.querySelector('summary')?.focus({ preventScroll: true });
}

/** A #key opens its question in the React list, or in the server's list when the questions could not be fetched (on arrival and on every hash change). */
function useOpenFromHash(status: FaqLoad['status'], container: HTMLElement | null) {
  useEffect(() => {
    if (status !== 'ready' && status !== 'error') return undefined;
    openFromHash(container);
    const onHash = () => openFromHash(container);
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [status, container]);
}
