import { storedValueById } from '../../../shared/storage-keys.ts';
import { usePageContext } from '../../page-context.tsx';
import { TitledSection } from '../Heading.tsx';
import type { SectionProps } from '../props.ts';

/** The storage notice's table of what the site keeps in the browser: each row's key, storage and scope are runtime/shared/storage-keys.ts's entry of the row's id; its words are the region's. */
export function BrowserStorage({ section, level }: SectionProps<'browser-storage'>) {
  const { columns, storageNames } = section;
  // A scoped value is stored under the visitor's account family: show this region's real name (/us/apptoken).
  const { storageScope } = usePageContext().data.region;
  return (
    <TitledSection section={section} level={level} className="browser-storage">
      {section.describe && <p>{section.describe}</p>}
      {/* Scrolls sideways on a phone; focusable so keyboard users can scroll it too (the section is its labelled landmark). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must be reachable by keyboard (axe: scrollable-region-focusable) */}
      <div className="table-scroll" tabIndex={0}>
        <table>
          <caption className="visually-hidden">{section.title}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.key}</th>
              <th scope="col">{columns.storage}</th>
              <th scope="col">{columns.purpose}</th>
              <th scope="col">{columns.lifetime}</th>
            </tr>
          </thead>
          <tbody>
            {section.items.map((item) => {
              const { key, storage, scoped } = storedValueById(item.id);
              return (
                <tr key={item.id} id={item.id}>
                  <th scope="row">
                    <code data-storage-key={key}>{scoped ? `${storageScope}/${key}` : key}</code>
                  </th>
                  <td>{storageNames[storage]}</td>
                  <td>{item.purpose}</td>
                  <td>{item.lifetime}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </TitledSection>
  );
}
