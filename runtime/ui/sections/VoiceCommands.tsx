import type { MouseEvent } from 'react';
import { fillTemplate } from '../../shared/format.ts';
import { useModalDialog } from '../modal-dialog.ts';
import { usePageContext } from '../page-context.tsx';
import { Heading, below } from './Heading.tsx';
import { headingId, type SectionProps } from './props.ts';
import './sections-more.css';

/** The id of the dialog that lists a section's commands; without JavaScript the opener is a link to it (CSS shows a dialog that is the :target). */
export const commandListId = (section: { id: string }) => `${section.id}-list`;

/**
 * What the robot answers to: each model's count on the page and, behind one
 * button, every command as a card grid per model in a modal dialog.
 */
export function VoiceCommands({ section, level }: SectionProps<'voice-commands'>) {
  const { ui } = usePageContext().data.site;
  const modal = useModalDialog();
  const listId = commandListId(section);
  const countOf = (commands: readonly unknown[]) => fillTemplate(section.count, { count: commands.length });
  const open = (event: MouseEvent<HTMLAnchorElement>) => { event.preventDefault(); modal.open(event.currentTarget); };
  const close = (event: MouseEvent<HTMLAnchorElement>) => { event.preventDefault(); modal.close(); };
  return (
    <section id={section.id} className="voice-commands" aria-labelledby={headingId(section)}>
      <Heading level={level} id={headingId(section)}>{section.title}</Heading>
      {section.describe && <p>{section.describe}</p>}
      <ul className="command-counts">
        {section.groups.map((group) => <li key={group.id}><span className="model">{group.label}</span> <strong>{countOf(group.commands)}</strong></li>)}
      </ul>
      <a className="button secondary" href={`#${listId}`} onClick={open} aria-haspopup="dialog">{section.open}</a>
      <dialog ref={modal.ref} id={listId} className="commands-dialog" aria-labelledby={`${listId}-title`}>
        <div className="dialog-bar">
          <Heading level={below(level)} id={`${listId}-title`}>{section.title}</Heading>
          <a className="button secondary" href={`#${section.id}`} onClick={close}>{ui.close}</a>
        </div>
        {section.groups.map((group) => (
          <section key={group.id} aria-labelledby={`${listId}-${group.id}`}>
            <Heading level={below(level, 2)} id={`${listId}-${group.id}`}>{group.label} · {countOf(group.commands)}</Heading>
            <ul className="command-cards">{group.commands.map((command) => <li key={command.id}>{command.text}</li>)}</ul>
          </section>
        ))}
      </dialog>
    </section>
  );
}
