import { usePageContext } from './page-context.tsx';

/** Base URL of the image CDN (VITE_CDN_BASE at build time); empty: the site serves its own artwork. */
const CDN_BASE = (import.meta.env.VITE_CDN_BASE as string | undefined)?.replace(/\/$/, '') ?? '';

/**
 * Product artwork. The repository ships lightweight SVG artwork under
 * /artwork; with a CDN configured, WebP in 1x and 2x is offered first, with a
 * from-format query so browsers without WebP fall back (see body-flags.ts).
 */
export function Picture({ image, alt, width = 480, height = 360, eager = false }: { image: string; alt: string; width?: number; height?: number; eager?: boolean }) {
  usePageContext();
  const fallback = `${CDN_BASE}/artwork/${image}.svg`;
  const img = <img src={fallback} alt={alt} width={width} height={height} loading={eager ? 'eager' : 'lazy'} decoding="async" />;
  if (!CDN_BASE) return img;
  return (
    <picture>
      <source type="image/webp" srcSet={`${CDN_BASE}/artwork/${image}.webp?from=png 1x, ${CDN_BASE}/artwork/${image}@2x.webp?from=png 2x`} />
      {img}
    </picture>
  );
}
