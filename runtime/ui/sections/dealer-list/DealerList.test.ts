import { describe, expect, it } from 'vitest';
import { ownGroupFirst } from './DealerList.tsx';

const groups = ['germany', 'eu-switzerland', 'france', 'uk', 'us'].map((id) => ({ id, title: id }));

describe('ownGroupFirst', () => {
  it("lists the region's own country first and the others in their order", () => {
    expect(ownGroupFirst(groups, 'us').map((g) => g.id)).toEqual(['us', 'germany', 'eu-switzerland', 'france', 'uk']);
    expect(ownGroupFirst(groups, 'uk').map((g) => g.id)).toEqual(['uk', 'germany', 'eu-switzerland', 'france', 'us']);
  });

  it('keeps the order without an own group, or when the section does not show it', () => {
    expect(ownGroupFirst(groups, undefined).map((g) => g.id)).toEqual(['germany', 'eu-switzerland', 'france', 'uk', 'us']);
    expect(ownGroupFirst(groups.slice(0, 2), 'us').map((g) => g.id)).toEqual(['germany', 'eu-switzerland']);
  });
});
