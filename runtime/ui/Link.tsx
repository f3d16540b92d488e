import type { AnchorHTMLAttributes } from 'react';
import { regionTable } from '../../dist/generated/regions.ts';
import { hrefFor } from '../shared/regions.ts';
import { usePageContext } from './page-context.tsx';

const isExternal = (href: string) => /^(https?:|mailto:)/.test(href);

/**
 * A link from content: in-site paths stay relative (client routing), links to a
 * region on another host become absolute (the cn host swap), external links open
 * as such.
 */
export function Link({ href, children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const { region } = usePageContext();
  const resolved = hrefFor(href, region, regionTable);
  const external = isExternal(resolved);
  return (
    <a href={resolved} {...(external && !resolved.startsWith('mailto:') ? { rel: 'noopener' } : {})} {...rest}>
      {children}
    </a>
  );
}
