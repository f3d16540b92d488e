import { Picture } from '../../Picture.tsx';
import { TitledSection } from '../Heading.tsx';
import { headingId, type SectionProps } from '../props.ts';

type Cell = string | boolean | undefined;

/** One cell: a text as written, or a tick / dash with the words screen readers need (a glyph alone says nothing). */
export function CompareCell({ value, included, notIncluded }: { value: Cell; included: string; notIncluded: string }) {
  if (typeof value === 'string') return <td>{value}</td>;
  return value ? (
    <td className="included">
      <span aria-hidden="true">✓</span>
      <span className="visually-hidden">{included}</span>
    </td>
  ) : (
    <td className="not-included">
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{notIncluded}</span>
    </td>
  );
}

/** Editions or models side by side: a column each, a row per item; a column a row leaves out counts as not included. */
export function Compare({ section, level }: SectionProps<'compare'>) {
  return (
    <TitledSection section={section} level={level} className="compare">
      {section.describe && <p>{section.describe}</p>}
      <div className="table-scroll">
        <table aria-labelledby={headingId(section)}>
          <thead>
            <tr>
              <td />
              {section.columns.map((column) => (
                <th key={column.id} scope="col">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {section.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  {row.image && <Picture image={row.image} alt="" width={64} height={48} />}
                  <span>{row.name}</span>
                </th>
                {section.columns.map((column) => (
                  <CompareCell key={column.id} value={row.values[column.id]} included={section.included} notIncluded={section.notIncluded} />
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </TitledSection>
  );
}
