import type { ChooseYourRegionPage } from '../../dist/generated/types.ts';
import { regionTable } from '../../dist/generated/regions.ts';
import { browserSession } from '../../runtime/client/session.ts';
import { Link } from '../../runtime/ui/Link.tsx';
import { usePageContext } from '../../runtime/ui/page-context.tsx';

/** Region chooser (seed 001 §2): areas and their regions; the choice of country is remembered. */
export default function Page() {
  const { data } = usePageContext();
  const page = data.page as ChooseYourRegionPage;
  const remember = (country: string) => () => { browserSession(data.region.storageScope).country.value = country; };
  return (
    <div className="chooser">
      <h1>{page.title}</h1>
      <p className="notice" role="note">{page.notice}</p>
      {page.groups.map((group) => (
        <section key={group.label} aria-label={group.label}>
          <h2>{group.label}</h2>
          <ul>
            {group.options.map((option) => (
              <li key={`${option.region}-${option.country}`}>
                <Link href={option.link} lang={regionTable.regions[option.region].locale} onClick={remember(option.country)}>{option.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
