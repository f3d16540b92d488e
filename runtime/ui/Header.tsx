import { useEffect, useRef } from 'react';
import { regionTable } from '../../dist/generated/regions.ts';
import type { NavItem } from '../../dist/generated/types.ts';
import { dismissMenus } from '../client/menus.ts';
import { countryLabel } from '../shared/country.ts';
import { isShown } from '../shared/time.ts';
import { Icon, Logo } from './icons.tsx';
import { Link } from './Link.tsx';
import { usePageContext } from './page-context.tsx';
import { RichText } from './RichText.tsx';
import { useChosenCountry } from './use-chosen-country.ts';

export const visibleIn = (place: 'header' | 'footer', now: number) => (item: NavItem) => !(item.hidden ?? []).includes(place) && isShown(item, now);

export function Tag({ tag }: { tag: NonNullable<NavItem['tag']> }) {
  return <span className={`tag tag-${tag.color}`}>{tag.label}</span>;
}

/** The navigation groups, each a disclosure (`<details>` of class `groupClass`, named `name`) of the items the header shows. */
function Groups({ className, groupClass, name, dropdown }: { className: string; groupClass: string; name: string; dropdown?: boolean }) {
  const { data, serverNow } = usePageContext();
  return (
    <ul className={className}>
      {data.site.navs.map((group) => (
        <li key={group.identify}>
          <details className={groupClass} name={name} data-menu={dropdown ? 'dropdown' : undefined}>
            <summary>{group.label}</summary>
            <ul>
              {group.children.filter(visibleIn('header', serverNow)).map((item) => (
                <li key={item.identify}>
                  <Link href={item.link}>
                    <RichText text={item.label} />
                  </Link>
                  {item.tag && isShown(item.tag, serverNow) && <Tag tag={item.tag} />}
                </li>
              ))}
            </ul>
          </details>
        </li>
      ))}
    </ul>
  );
}

/**
 * Header (right on a phone, with menus that close: runtime/client/menus.ts): a sticky
 * bar of a fixed height (--header-height in styles.css, per breakpoint) with
 * the logo, the menus and the shop, account and region links.
 *
 * - Desktop: the three groups as dropdowns (<details name="site-menu">: one
 *   open at a time even without JavaScript).
 * - Phones and tablets: account and region as icons, and a menu button (the
 *   summary of <details data-menu="panel">) opening a full-height panel with
 *   the three groups as disclosures. Both work without JavaScript;
 *   runtime/client/menus.ts adds closing on outside taps, Escape, focus
 *   leaving, scrolling and following a link.
 *
 * The text banner sits above the bar and scrolls away with the page.
 */
export function Header() {
  const { data, serverNow } = usePageContext();
  const { site, region } = data;
  // The country label rule (seed 000 §3): the region's own label, until the browser finds the country the visitor chose for it ('Canada - English').
  const country = useChosenCountry();
  const regionLabel = country ? countryLabel(region, country) : site.region.label;
  const headerRef = useRef<HTMLElement>(null);
  useEffect(() => dismissMenus(headerRef.current!), []);
  const banner = site.textBanner && isShown(site.textBanner, serverNow) ? site.textBanner : undefined;
  return (
    <>
      {banner && (
        // A landmark of its own: all content sits in one (axe `region`); the banner is above the header.
        <aside className={`text-banner bg-${banner.bg}`} aria-label={banner.label}>
          <Link href={banner.link}>{banner.label}</Link>
          {banner.note && <small className="text-banner-note">{banner.note}</small>}
        </aside>
      )}
      <header className="site-header" ref={headerRef}>
        <div className="bar">
          <Link href={region.links.home} className="logo" aria-label={site.ui.home}>
            <Logo name={regionTable.organization.name} />
          </Link>
          <nav aria-label={site.ui.mainNavigation} className="main-nav">
            <Groups className="menu" groupClass="menu-group" name="site-menu" dropdown />
          </nav>
          <div className="actions">
            {region.links.shop && (
              <a href={region.links.shop} rel="noopener" className="shop-link">
                {site.ui.shop}
              </a>
            )}
            {region.links.account && (
              <Link href={region.links.account} className="account-link">
                <Icon name="account" size={24} />
                <span className="action-label">{site.ui.account}</span>
              </Link>
            )}
            <Link href={site.region.link} className="region-link">
              <Icon name="globe" size={24} />
              <span className="action-label">{regionLabel}</span>
            </Link>
          </div>
          <details className="menu-panel" data-menu="panel">
            <summary className="menu-button">
              <Icon name="menu" size={24} />
              <Icon name="close" size={24} />
              <span className="when-closed visually-hidden">{site.ui.openMenu}</span>
              <span className="when-open visually-hidden">{site.ui.closeMenu}</span>
            </summary>
            <div className="panel" data-menu-panel="">
              <nav aria-label={site.ui.mainNavigation}>
                <Groups className="panel-groups" groupClass="panel-group" name="site-menu-panel" />
              </nav>
              <ul className="panel-actions">
                {region.links.shop && (
                  <li>
                    <a href={region.links.shop} rel="noopener">
                      {site.ui.shop}
                    </a>
                  </li>
                )}
                {region.links.account && (
                  <li>
                    <Link href={region.links.account}>
                      <Icon name="account" /> {site.ui.account}
                    </Link>
                  </li>
                )}
                <li>
                  <Link href={site.region.link}>
                    <Icon name="globe" /> {regionLabel}
                  </Link>
                </li>
              </ul>
            </div>
          </details>
        </div>
      </header>
    </>
  );
}
