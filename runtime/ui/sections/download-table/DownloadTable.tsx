import { regionTable } from '../../../../dist/generated/regions.ts';
import { formatDate, formatMegabytes, languageName } from '../../../shared/format.ts';
import { usePageContext } from '../../page-context.tsx';
import { TitledSection } from '../Heading.tsx';
import type { SectionProps } from '../props.ts';

/** The URL of a file on the downloads host (regions.yaml `hosts.files`). */
export const fileUrl = (file: string, host: string = regionTable.hosts.files) => host.replace(/\/+$/, '') + file;

/**
 * Files to download, one real table per group: the caption names the group,
 * column headers and each file's name as row header carry `scope`. On a narrow
 * screen each table scrolls sideways inside its own container, which is
 * focusable (so the keyboard can scroll it) and named by the caption.
 */
export function DownloadTable({ section, level }: SectionProps<'download-table'>) {
  const { region } = usePageContext();
  const locale = regionTable.regions[region].formatLocale;
  const { columns } = section;
  return (
    <TitledSection section={section} level={level} className="download-table">
      {section.describe && <p>{section.describe}</p>}
      {section.groups.map((group) => {
        const captionId = `${section.id}-${group.id}-caption`;
        return (
          <div key={group.id} id={group.id} className="download-group">
            {/* A scroll container must be reachable by keyboard (axe: scrollable-region-focusable). */}
            {/* biome-ignore lint/a11y/useSemanticElements: the scroll container is a labelled region around the table, not a section of the outline */}
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must be reachable by keyboard (axe: scrollable-region-focusable) */}
            <div className="table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
              <table>
                <caption id={captionId}>{group.title}</caption>
                <thead>
                  <tr>
                    <th scope="col">{columns.name}</th>
                    <th scope="col">{columns.size}</th>
                    <th scope="col">{columns.date}</th>
                    <th scope="col">{columns.language}</th>
                  </tr>
                </thead>
                <tbody>
                  {group.rows.map((row) => (
                    <tr key={row.id}>
                      <th scope="row">
                        <a href={fileUrl(row.file)} rel="noopener">
                          {row.name}
                        </a>
                      </th>
                      <td data-intl="">{formatMegabytes(row.sizeMb, locale)}</td>
                      <td>
                        <time dateTime={row.date}>{formatDate(row.date, locale)}</time>
                      </td>
                      <td data-intl="">{languageName(row.language, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        );
      })}
    </TitledSection>
  );
}
