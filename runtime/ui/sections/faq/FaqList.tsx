import type { FaqGroups } from '../faq-data.ts';
import { TitledSection, type HeadingLevel } from '../Heading.tsx';

/** The questions by topic, each a <details> disclosure; a topic or a question the search leaves out is hidden, not removed. */
export function FaqList({ visible, level }: { visible: readonly { group: FaqGroups[number]; entries: ReadonlySet<string> }[]; level: HeadingLevel }) {
  return (
    <div className="faq-list">
      {visible.map(({ group, entries }) => (
        <TitledSection key={group.id} section={group} level={level} title={group.name} className="faq-group" hidden={entries.size === 0}>
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
        </TitledSection>
      ))}
    </div>
  );
}
