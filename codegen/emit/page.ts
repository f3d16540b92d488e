import type { ProseBlock } from '../../core/prose.ts';
import { withProseTrees } from '../checks/prose.ts';
import { drawQrCode } from './qr-code.ts';
import { isMap, type Json } from '../json.ts';

/** An app-download section's stores, each with the QR code of its link (schemas: app-download `stores[].qr`). */
function withQrCodes(section: unknown): unknown {
  if (!isMap(section) || section.type !== 'app-download' || !Array.isArray(section.stores)) return section;
  return { ...section, stores: section.stores.map((store) => (isMap(store) && typeof store.link === 'string' ? { ...store, qr: drawQrCode(store.link) } : store)) };
}

/**
 * A page as the site receives it: prose (the texts at `prosePointers`, those whose schema says
 * `"x-markdown": true`) becomes its typed tree, sections a region keeps with `disabled: true`
 * (only so that translation parity knows) are left out, and app stores get their QR codes.
 */
export function pageOutput(doc: Json, prosePointers: readonly string[], parse?: (text: string) => ProseBlock[]): Json {
  const page = withProseTrees(doc, prosePointers, parse);
  const sections = Array.isArray(page.sections) ? page.sections.filter((s) => !(isMap(s) && s.disabled === true)).map(withQrCodes) : page.sections;
  return { ...page, sections };
}
