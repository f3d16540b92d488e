import type { FaqGroups } from '../faq-data.ts';
import { Heading, type HeadingLevel } from '../Heading.tsx';

/** The questions by topic, each a <details> disclosure; a topic or a question the search leaves out is hidden, not removed. */
export function FaqList({ visible, level }: { visible: readonly { group: FaqGroups[number]; entries: ReadonlySet<string> }[]; level: HeadingLevel }) {
  return (
    <div className="faq-list">
      {visible.map(({ group, entries }) => (
        <section key={group.id} id={group.id} className="faq-group" aria-labelledby={`${group.id}-title`} hidden={entries.size === 0}>
          <Heading level={level} id={`${group.id}-title`}>
            {group.name}
          </Heading>
          {group.entries.map((entry) => (
            <details key={entry.id} id={entry.id} hidden={!entries.has(entry.id)}>
              <summary>{entry.label}</summary>
              <div className="faq-answer">
                {entry.answer.map((line, i) => (
                  <p key={i}>{line}</p>
                ))}
              </div>
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}
