import type { ProseBlock } from '../../core/prose.ts';
import { replaceAt, withProseTrees } from '../checks/prose.ts';
import { parentOf } from '../read/locate.ts';
import type { Meant } from '../validate/meaning.ts';
import { drawQrCode } from './qr-code.ts';
import { isMap, type Json } from '../json.ts';

/**
 * A page as the site receives it: prose (the texts at `prosePointers`, those whose schema says
 * `"x-markdown": true`) becomes its typed tree, each link of `qrLinks` (`"x-qr-code"`: an app store's) gets
 * its QR code beside it as `qr`, and sections and items a region keeps with `disabled: true` (only so that
 * translation parity knows: an item its market does not let it claim) are left out, texts and all.
 */
export function pageOutput(doc: Json, prosePointers: readonly string[], parse?: (text: string) => ProseBlock[], qrLinks: readonly Meant[] = []): Json {
  const page = replaceAt(
    withProseTrees(doc, prosePointers, parse),
    qrLinks.map((m) => parentOf(m.pointer)),
    (item, i) => ({ ...(item as Json), qr: drawQrCode(qrLinks[i]!.value) }),
  );
  const sections = Array.isArray(page.sections) ? withoutDisabled(page.sections) : page.sections;
  return { ...page, sections };
}

/** A list without its disabled items (maps with `disabled: true`), at every depth. */
function withoutDisabled(node: unknown): unknown {
  if (Array.isArray(node)) return node.filter((item) => !(isMap(item) && item.disabled === true)).map(withoutDisabled);
  if (isMap(node)) return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withoutDisabled(value)]));
  return node;
}
