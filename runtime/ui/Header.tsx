import { useEffect, useState, type KeyboardEvent, type SyntheticEvent } from 'react';
import { regionTable } from '../../dist/generated/regions.ts';
import type { NavItem } from '../../dist/generated/types.ts';
import { browserSession } from '../client/session.ts';
import { countryLabel } from '../shared/country.ts';
import { isShown } from '../shared/time.ts';
import { Icon, Logo } from './icons.tsx';
import { Link } from './Link.tsx';
import { usePageContext } from './page-context.tsx';
import { RichText } from './RichText.tsx';

export const visibleIn = (place: 'header' | 'footer', now: number) => (item: NavItem) =>
  !(item.hidden ?? []).includes(place) && isShown(item, now);

export function Tag({ tag }: { tag: NonNullable<NavItem['tag']> }) {
  return <span className={`tag tag-${tag.color}`}>{tag.label}</span>;
}

/**
 * The region link's label by the country label rule (seed 000 §3): the server
 * renders the region's own label; after hydration the chosen country (kept in
 * the session) may turn it into e.g. 'Canada - English'.
 */
function useRegionLabel(): string {
  const { data } = usePageContext();
  const [label, setLabel] = useState(data.site.region.label);
  useEffect(() => {
    const country = browserSession(data.region.storageScope).country.value;
    setLabel(country ? countryLabel(data.region, country) : data.site.region.label);
  }, [data]);
  return label;
}

/** One menu open at a time: opening a group closes the others. */
function closeOtherMenus(event: SyntheticEvent<HTMLDetailsElement>) {
  const opened = event.currentTarget;
  if (!opened.open) return;
  opened.closest('nav')?.querySelectorAll('details[open]').forEach((d) => { if (d !== opened) d.removeAttribute('open'); });
}

/** Escape closes the open menu and returns focus to its heading. */
function closeOnEscape(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Escape') return;
  const open = (event.target as HTMLElement).closest('details[open]');
  if (!open) return;
  open.removeAttribute('open');
  open.querySelector('summary')?.focus();
}

/**
 * Header: text banner (until its endTime), logo, the three navigation
 * groups as disclosure menus (<details>: keyboard- and no-JS-usable), and the
 * region's shop, account and region-chooser links.
 */
export function Header() {
  const { data, serverNow, urlPathname } = usePageContext();
  const { site, region } = data;
  const regionLabel = useRegionLabel();
  const banner = site.textBanner && isShown({ endTime: site.textBanner.endTime }, serverNow) ? site.textBanner : undefined;
  return (
    <header className="site-header">
      {banner && (
        <div className={`text-banner bg-${banner.bg}`}>
          <Link href={banner.link}>{banner.label}</Link>
        </div>
      )}
      <div className="bar">
        <Link href={region.links.home} className="logo" aria-label={site.ui.home}><Logo name={regionTable.organization.name} /></Link>
        <nav aria-label={site.ui.mainNavigation} className="main-nav" onKeyDown={closeOnEscape}>
          <ul className="menu" key={urlPathname /* a navigation closes open menus */}>
            {site.navs.map((group) => (
              <li key={group.identify}>
                <details className="menu-group" onToggle={closeOtherMenus}>
                  <summary>{group.label}</summary>
                  <ul>
                    {group.children.filter(visibleIn('header', serverNow)).map((item) => (
                      <li key={item.identify}>
                        <Link href={item.link}><RichText text={item.label} /></Link>
                        {item.tag && <Tag tag={item.tag} />}
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ))}
          </ul>
        </nav>
        <div className="actions">
          {region.links.shop && <a href={region.links.shop} rel="noopener">{site.ui.shop}</a>}
          {region.links.account && <Link href={region.links.account}>{site.ui.account}</Link>}
          <Link href={site.region.link} className="region-link"><Icon name="globe" /> {regionLabel}</Link>
        </div>
      </div>
    </header>
  );
}
