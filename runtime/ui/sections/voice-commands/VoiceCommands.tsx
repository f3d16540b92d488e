import { Dialog } from '../../Dialog.tsx';
import { Heading, TitledSection } from '../Heading.tsx';
import type { SectionProps } from '../props.ts';
import { useMessage } from '../../use-message.ts';

/** The id of the dialog that lists a section's commands; without JavaScript the opener links to it (CSS shows a dialog that is the :target). */
export const commandListId = (section: { id: string }) => `${section.id}-list`;

/**
 * What the robot answers to: each model's count on the page and, behind one
 * button, every command as a card grid per model in the site's Dialog. The
 * dialog's title is an h2, so the model headings inside are h3.
 */
export function VoiceCommands({ section, level }: SectionProps<'voice-commands'>) {
  const message = useMessage();
  const listId = commandListId(section);
  const countOf = (commands: readonly unknown[]) => message(section.count, { count: commands.length });
  return (
    <TitledSection section={section} level={level} className="voice-commands">
      {section.describe && <p>{section.describe}</p>}
      <ul className="command-counts">
        {section.groups.map((group) => (
          <li key={group.id}>
            <span className="model">{group.label}</span> <strong>{countOf(group.commands)}</strong>
          </li>
        ))}
      </ul>
      <Dialog id={listId} title={section.title} opener={section.open} fallbackHref={`#${listId}`} className="commands-dialog">
        {section.groups.map((group) => (
          <section key={group.id} aria-labelledby={`${listId}-${group.id}`}>
            <Heading level={3} id={`${listId}-${group.id}`}>
              {group.label} · {countOf(group.commands)}
            </Heading>
            <ul className="command-cards">
              {group.commands.map((command) => (
                <li key={command.id}>{command.text}</li>
              ))}
            </ul>
          </section>
        ))}
      </Dialog>
    </TitledSection>
  );
}
