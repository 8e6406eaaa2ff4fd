import { describe, expect, it } from 'vitest';
import { readList, readSection, readText, readTitledText } from './read-list.ts';

describe('readList', () => {
  it('reads every item, or nothing when the value is not a list or an item is malformed', () => {
    expect(readList(['a', 'b'], readText)).toEqual(['a', 'b']);
    expect(readList('hero.examples', readText)).toEqual([]);
    expect(readList(['a', 2], readText)).toEqual([]);
    expect(readList([{ title: 'T', body: 'B', extra: 1 }], readTitledText)).toEqual([{ title: 'T', body: 'B' }]);
  });

  it('gives sections empty paragraphs and items when a translation leaves them out', () => {
    expect(readList([{ heading: 'H' }], readSection)).toEqual([{ heading: 'H', paragraphs: [], items: [] }]);
    expect(readList([{ heading: 'H', items: [1] }], readSection)).toEqual([]);
  });
});
