// A 1×1 lossy WebP: decodes only where WebP is supported.
const WEBP_PROBE = 'data:image/webp;base64,UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA';

/**
 * Body flags (seed 000 §4): `no-js` removed once scripts run; `webp` or `no-webp`
 * after a feature test; without WebP, sources that carry a from-format query
 * (`x.webp?from=png`) are rewritten to the original format.
 */
export function setBodyFlags(doc: Document, probe: string = WEBP_PROBE): Promise<boolean> {
  doc.body.classList.remove('no-js');
  return new Promise((resolve) => {
    const img = new Image();
    const done = (supported: boolean) => {
      doc.body.classList.add(supported ? 'webp' : 'no-webp');
      if (!supported) rewriteWebpSources(doc);
      resolve(supported);
    };
    img.onload = () => done(img.width > 0 && img.height > 0);
    img.onerror = () => done(false);
    img.src = probe;
  });
}

/** 'a.webp?from=png' -> 'a.png' in img src/srcset and source srcset. */
export function rewriteWebpSources(doc: Document): void {
  const rewrite = (value: string) => value.replace(/([^\s,]+)\.webp\?from=(png|jpe?g)/g, '$1.$2');
  doc.querySelectorAll<HTMLImageElement | HTMLSourceElement>('img, source').forEach((el) => {
    for (const attr of ['src', 'srcset'] as const) {
      const value = el.getAttribute(attr);
      if (value?.includes('.webp?from=')) el.setAttribute(attr, rewrite(value));
    }
  });
}
