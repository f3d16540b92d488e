import { useEffect, useState } from 'react';
import { remaining } from '../shared/sale-stage.ts';
import { usePageContext } from './page-context.tsx';
import { useMessage } from './use-message.ts';

/**
 * A countdown to `targetMs` on server time. The server renders the time left
 * at render, so nothing moves when the page hydrates; fixed-width digits keep
 * the layout still while it ticks. The digits are hidden from screen readers:
 * a polite live sentence states the time left once (at render, refreshed once
 * after load), never every second. `data-target` and `datetime` carry the
 * target instant.
 */
export function Countdown({ targetMs, id }: { targetMs: number; id: string }) {
  const { data, serverNow, preview } = usePageContext();
  const texts = data.site.countdown;
  const message = useMessage();
  /** "Sale ends in 1 day, 2 hours, …" at `at`: the region's sentence, each count a plural where its language needs one. */
  const sentence = (at: number) => message(texts.spoken, remaining(targetMs, at));
  const [now, setNow] = useState(serverNow);
  const [spoken, setSpoken] = useState(() => sentence(serverNow));

  // biome-ignore lint/correctness/useExhaustiveDependencies: sentence() is redeclared each render and reads only the page's texts; the clock restarts when the target, the server time or preview changes
  useEffect(() => {
    let base = serverNow;
    let started = performance.now();
    let stopped = false;
    // A cached page was rendered earlier: ask the server for its time (a preview keeps its own instant).
    if (!preview) {
      void import('../client/server-time.ts')
        .then(({ fetchServerTime }) => fetchServerTime())
        .then(
          (ms) => {
            if (stopped) return;
            base = ms;
            started = performance.now();
            setNow(ms);
            setSpoken(sentence(ms));
          },
          () => undefined,
        );
    } else {
      setSpoken(sentence(serverNow));
    }
    const timer = setInterval(() => setNow(base + (performance.now() - started)), 1000);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [targetMs, serverNow, preview]);

  const left = remaining(targetMs, now);
  const iso = new Date(targetMs).toISOString();
  // Each count as a person writes it ("1 Day", not "01 Days"): the label is a plural of the number above it.
  const units = [
    ['days', left.days, texts.days],
    ['hours', left.hours, texts.hours],
    ['minutes', left.minutes, texts.minutes],
    ['seconds', left.seconds, texts.seconds],
  ] as const;
  return (
    <div className="countdown" id={id} data-target={iso}>
      <p className="countdown-title" aria-hidden="true">
        {texts.title}
      </p>
      <time className="countdown-digits" dateTime={iso} aria-hidden="true">
        {units.map(([unit, value, label]) => (
          <span className="countdown-unit" key={unit}>
            <span className="countdown-number">{value}</span>
            <span className="countdown-label">{message(label, { count: value })}</span>
          </span>
        ))}
      </time>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {spoken}
      </p>
    </div>
  );
}
