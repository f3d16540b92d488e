import type { Head } from '../ui/head.ts';

function upsertMeta(doc: Document, name: string, content: string | undefined) {
  let meta = doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (content === undefined) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = name;
    doc.head.appendChild(meta);
  }
  meta.content = content;
}

/** Brings the document head in line with a client-side navigation: lang, title, meta, canonical, alternates, structured data. */
export function applyHead(doc: Document, head: Head, region: string, jsonLd?: string): void {
  doc.documentElement.lang = head.lang;
  doc.body.dataset.region = region;
  doc.title = head.title;
  upsertMeta(doc, 'description', head.description);
  upsertMeta(doc, 'keywords', head.keywords || undefined);
  upsertMeta(doc, 'robots', head.robots);
  let canonical = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (head.canonical === undefined) canonical?.remove();
  else {
    if (!canonical) {
      canonical = doc.createElement('link');
      canonical.rel = 'canonical';
      doc.head.appendChild(canonical);
    }
    canonical.href = head.canonical;
  }
  doc.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((link) => link.remove());
  if (jsonLd !== undefined) {
    let script = doc.getElementById('json-ld');
    if (!script) {
      script = doc.createElement('script');
      script.id = 'json-ld';
      script.setAttribute('type', 'application/ld+json');
      doc.head.appendChild(script);
    }
    script.textContent = jsonLd;
  }
  for (const alternate of head.alternates) {
    const link = doc.createElement('link');
    link.rel = 'alternate';
    link.hreflang = alternate.hreflang;
    link.href = alternate.href;
    doc.head.appendChild(link);
  }
}
