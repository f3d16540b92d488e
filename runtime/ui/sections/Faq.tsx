import { useCallback, useEffect, useId, useState } from 'react';
import { routes } from '../../../dist/generated/routes.ts';
import { matchRoute } from '../../../core/routing.ts';
import { fillTemplate } from '../../shared/format.ts';
import { usePageContext } from '../page-context.tsx';
import { fetchFaq, faqUrl, matchesQuery, type FaqGroups } from './faq-data.ts';
import { Heading, below } from './Heading.tsx';
import { headingId, type SectionProps } from './props.ts';
import './support.css';

type Load = { status: 'ready'; groups: FaqGroups } | { status: 'loading' } | { status: 'error' };

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

/**
 * Questions grouped by topic, each a <details> disclosure (keyboard and no-JS
 * friendly). The server-rendered page holds every answer; a page reached by
 * client navigation gets no groups and fetches its region's generated JSON,
 * showing a skeleton (aria-busy), then the list, or the error with Retry.
 * A #key opens its question; the search box filters as you type.
 */
export function Faq({ section, level }: SectionProps<'faq'>) {
  const { region, logicalPath } = usePageContext();
  const [load, setLoad] = useState<Load>(section.groups.length ? { status: 'ready', groups: section.groups } : { status: 'loading' });
  const [query, setQuery] = useState('');
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const searchId = useId();
  const page = matchRoute(routes, region, logicalPath)?.page ?? '';
  const url = faqUrl(region, page, section.id);

  const fetchQuestions = useCallback(() => {
    if (!url) { setLoad({ status: 'error' }); return undefined; }
    let current = true;
    setLoad({ status: 'loading' });
    fetchFaq(url).then(
      (groups) => { if (current) setLoad({ status: 'ready', groups }); },
      () => { if (current) setLoad({ status: 'error' }); },
    );
    return () => { current = false; };
  }, [url]);

  useEffect(() => (section.groups.length ? undefined : fetchQuestions()), [section.groups.length, fetchQuestions]);

  useEffect(() => {
    if (load.status !== 'ready') return undefined;
    openFromHash(container);
    const onHash = () => openFromHash(container);
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [load.status, container]);

  const { search } = section;
  const groups = load.status === 'ready' ? load.groups : [];
  const visible = groups.map((group) => ({ group, entries: new Set(group.entries.filter((e) => matchesQuery(e, query)).map((e) => e.id)) }));
  const count = visible.reduce((n, v) => n + v.entries.size, 0);
  const sub = below(level);

  return (
    <section id={section.id} ref={setContainer} className="faq" aria-labelledby={headingId(section)} aria-busy={load.status === 'loading'}>
      <Heading level={level} id={headingId(section)}>{section.title}</Heading>
      {section.describe && <p className="lead">{section.describe}</p>}
      {load.status === 'ready' && (
        <div className="faq-search" role="search">
          <label htmlFor={searchId}>{search.label}</label>
          <input id={searchId} type="search" value={query} placeholder={search.placeholder} autoComplete="off" onChange={(e) => setQuery(e.target.value)} />
          <p className="faq-count" role="status" aria-live="polite">
            {query.trim() ? (count ? fillTemplate(search.results, { count: String(count) }) : search.none) : ''}
          </p>
        </div>
      )}
      {load.status === 'loading' && (
        <div className="faq-skeleton">
          <p className="visually-hidden">{search.loading}</p>
          {[0, 1, 2, 3, 4].map((i) => <div key={i} className="faq-skeleton-line" aria-hidden="true" />)}
        </div>
      )}
      {load.status === 'error' && (
        <div className="faq-error" role="alert">
          <p>{search.error}</p>
          <button type="button" className="button" onClick={fetchQuestions}>{search.retry}</button>
        </div>
      )}
      {visible.map(({ group, entries }) => (
        <section key={group.id} id={group.id} className="faq-group" aria-labelledby={`${group.id}-title`} hidden={entries.size === 0}>
          <Heading level={sub} id={`${group.id}-title`}>{group.name}</Heading>
          {group.entries.map((entry) => (
            <details key={entry.id} id={entry.id} hidden={!entries.has(entry.id)}>
              <summary>{entry.label}</summary>
              <div className="faq-answer">{entry.answer.map((line, i) => <p key={i}>{line}</p>)}</div>
            </details>
          ))}
        </section>
      ))}
    </section>
  );
}
