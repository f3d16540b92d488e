import { describe, expect, it } from 'vitest';
import { pageOutput } from './page.ts';
import { drawQrCode } from './qr-code.ts';

describe('pageOutput', () => {
  it('leaves disabled sections out', () => {
    const out = pageOutput(
      {
        head: {},
        sections: [
          { id: 'a', type: 'notes' },
          { id: 'b', type: 'notes', disabled: true },
        ],
      },
      [],
    );
    expect((out.sections as { id: string }[]).map((s) => s.id)).toEqual(['a']);
  });

  it('leaves disabled items out too, at any depth, texts and all (a benefit a region may not claim)', () => {
    const out = pageOutput(
      {
        head: {},
        sections: [
          {
            id: 'benefits',
            type: 'feature-grid',
            items: [
              { id: 'kept', title: 'A' },
              { id: 'gone', title: 'Premium', disabled: true, disabledReason: 'law' },
            ],
          },
        ],
      },
      [],
    );
    expect(out.sections).toEqual([{ id: 'benefits', type: 'feature-grid', items: [{ id: 'kept', title: 'A' }] }]);
  });

  it('gives every link of "x-qr-code" its QR code beside it, and no other', () => {
    const link = 'https://apps.apple.example/app/mechanova';
    const out = pageOutput(
      {
        head: {},
        sections: [
          { id: 'app', type: 'app-download', stores: [{ id: 'ios', link }] },
          { id: 'x', type: 'notes', stores: [{ id: 'y', link }] },
        ],
      },
      [],
      undefined,
      [{ pointer: '/sections/0/stores/0/link', value: link }],
    );
    const [app, other] = out.sections as { stores: { qr?: unknown }[] }[];
    expect(app!.stores[0]!.qr).toEqual(drawQrCode(link));
    expect(other!.stores[0]!.qr).toBeUndefined(); // a link its schema does not mark
  });

  it('turns the prose at the given pointers into its tree, before disabled sections are left out, and changes nothing it was given', () => {
    const doc = {
      head: {},
      sections: [
        { id: 'off', type: 'prose', disabled: true, body: 'Gone' },
        { id: 'on', type: 'prose', body: 'Hello *there*', note: 'Not *prose*' },
      ],
    };
    const before = structuredClone(doc);
    const out = pageOutput(doc, ['/sections/0/body', '/sections/1/body'], (text) => [{ type: 'paragraph', children: [{ type: 'text', text }] }] as never);
    expect(out.sections).toEqual([{ id: 'on', type: 'prose', body: [{ type: 'paragraph', children: [{ type: 'text', text: 'Hello *there*' }] }], note: 'Not *prose*' }]);
    expect(doc).toEqual(before);
  });
});
