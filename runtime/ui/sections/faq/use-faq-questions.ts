import { useCallback, useEffect, useState } from 'react';
import { fetchFaq, type FaqGroups } from '../faq-data.ts';
import type { SectionProps } from '../props.ts';

/**
 * 'server': the list is the server's HTML (kept as it is while hydrating); then the questions are
 * fetched ('loading'), and either the React list takes over ('ready') or the error shows ('error').
 */
export type FaqLoad = { status: 'server' } | { status: 'loading' } | { status: 'ready'; groups: FaqGroups } | { status: 'error' };

/**
 * The questions of a FAQ section in the browser: fetched from the region's generated JSON (`url`) once mounted,
 * and again by `retry`. On the server the section holds its questions and renders them; in the browser it has
 * none but in the pseudo-locale, whose texts are not in the JSON.
 */
export function useFaqQuestions(section: SectionProps<'faq'>['section'], url: string | undefined) {
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
export function useOpenFromHash(status: FaqLoad['status'], container: HTMLElement | null) {
  useEffect(() => {
    if (status !== 'ready' && status !== 'error') return undefined;
    openFromHash(container);
    const onHash = () => openFromHash(container);
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [status, container]);
}
