import { describe, expect, it } from 'vitest';
import { stringLeaves } from './string-leaves.ts';

describe('stringLeaves', () => {
  it('lists every string under a key, in document order, with its JSON pointer', () => {
    const doc = { head: { title: 'T' }, sections: [{ id: 'a', items: [{ link: '/us', image: 'x' }, 3, 'bare'] }], 'a/b': { '~k': 'escaped' } };
    expect(stringLeaves(doc)).toEqual([
      { key: 'title', pointer: '/head/title', value: 'T' },
      { key: 'id', pointer: '/sections/0/id', value: 'a' },
      { key: 'link', pointer: '/sections/0/items/0/link', value: '/us' },
      { key: 'image', pointer: '/sections/0/items/0/image', value: 'x' },
      { key: '~k', pointer: '/a~1b/~0k', value: 'escaped' },
    ]);
  });

  it('walks a document once: the same object gives the same list, a new object a new walk', () => {
    const doc = { link: '/us' };
    expect(stringLeaves(doc)).toBe(stringLeaves(doc));
    expect(stringLeaves({ link: '/us' })).not.toBe(stringLeaves(doc));
    expect(stringLeaves('text')).toEqual([]);
    expect(stringLeaves(null)).toEqual([]);
  });
});
