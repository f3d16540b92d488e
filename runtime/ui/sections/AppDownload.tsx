import { Heading } from './Heading.tsx';
import { headingId, type SectionProps } from './props.ts';

/** Where to get the app and which phones it needs. */
export function AppDownload({ section, level }: SectionProps<'app-download'>) {
  return (
    <section id={section.id} className="app-download" aria-labelledby={headingId(section)}>
      <Heading level={level} id={headingId(section)}>{section.title}</Heading>
      <p>{section.describe}</p>
      <ul><li>{section.ios}</li><li>{section.android}</li></ul>
    </section>
  );
}
