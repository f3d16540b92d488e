import { TitledSection } from '../Heading.tsx';
import { headingId, type SectionProps } from '../props.ts';

/** Specifications as a table with row headers; it scrolls sideways on narrow screens. */
export function SpecTable({ section, level }: SectionProps<'spec-table'>) {
  return (
    <TitledSection section={section} level={level} className="specs">
      <div className="table-scroll">
        <table aria-labelledby={headingId(section)}>
          <tbody>
            {section.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">{row.name}</th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </TitledSection>
  );
}
