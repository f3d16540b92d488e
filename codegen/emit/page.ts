import type { ProseBlock } from '../../core/prose.ts';
import { replaceAt, withProseTrees } from '../checks/prose.ts';
import { parentOf } from '../read/locate.ts';
import type { Meant } from '../validate/meaning.ts';
import { drawQrCode } from './qr-code.ts';
import { isMap, type Json } from '../json.ts';

/**
 * A page as the site receives it: prose (the texts at `prosePointers`, those whose schema says
 * `"x-markdown": true`) becomes its typed tree, each link of `qrLinks` (`"x-qr-code"`: an app store's) gets
 * its QR code beside it as `qr`, and sections a region keeps with `disabled: true` (only so that translation
 * parity knows) are left out.
 */
export function pageOutput(doc: Json, prosePointers: readonly string[], parse?: (text: string) => ProseBlock[], qrLinks: readonly Meant[] = []): Json {
  const page = replaceAt(
    withProseTrees(doc, prosePointers, parse),
    qrLinks.map((m) => parentOf(m.pointer)),
    (item, i) => ({ ...(item as Json), qr: drawQrCode(qrLinks[i]!.value) }),
  );
  const sections = Array.isArray(page.sections) ? page.sections.filter((s) => !(isMap(s) && s.disabled === true)) : page.sections;
  return { ...page, sections };
}
