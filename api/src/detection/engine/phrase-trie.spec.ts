import { PhraseTrie } from './phrase-trie';

describe('PhraseTrie', () => {
  const trie = new PhraseTrie<string>();
  trie.add(['glute', 'bridge'], 'gb');
  trie.add(['single', 'leg', 'glute', 'bridge'], 'slgb');
  trie.add(['bridge'], 'b');

  it('prefers the longest phrase at a position and continues after it', () => {
    const hits = trie.scan('do a single leg glute bridge then a bridge'.split(' '));
    expect(hits.map((h) => [h.value, h.start, h.end])).toEqual([
      ['slgb', 2, 6],
      ['b', 8, 9],
    ]);
  });

  it('keeps the first value when a phrase is added twice', () => {
    expect(trie.add(['bridge'], 'other')).toBe(false);
    expect(trie.get(['bridge'])).toBe('b');
  });

  it('scanAll also reports phrases nested in longer ones', () => {
    const values = trie.scanAll(['single', 'leg', 'glute', 'bridge']).map((h) => h.value);
    expect(values.sort()).toEqual(['b', 'gb', 'slgb']);
  });

  it('scanSkipping reads the tokens as if the skipped words were not there', () => {
    const skipped = new Set(['the', 'your', 'to']);
    const hits = trie.scanSkipping(['lift', 'the', 'glute', 'to', 'the', 'bridge', 'the', 'end'], skipped);
    expect(hits).toEqual([{ start: 2, end: 6, value: 'gb' }]);
  });

  it('finds a long phrase said with one word more inside it, never a short one', () => {
    const trie = new PhraseTrie<string>();
    trie.add(['lift', 'leg', 'out', 'to', 'side'], 'abduction');
    trie.add(['tuck', 'chin'], 'tuck');
    const said = ['lift', 'one', 'leg', 'out', 'to', 'side', 'tuck', 'in', 'chin'];
    expect(trie.scanAll(said)).toEqual([]);
    expect(trie.scanAllWithGap(said, 4)).toEqual([{ start: 0, end: 6, value: 'abduction' }]);
  });
});
