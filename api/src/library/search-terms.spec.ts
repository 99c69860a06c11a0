import { fts5QueryText, searchWords, tsQueryText } from './search-terms';

describe('library search terms', () => {
  it('keeps only words, so no character of either query syntax gets through', () => {
    expect(searchWords(`Back "pain" 50% knee_hip * : & | ! ( ) ' -- NEAR/2 ^x`)).toEqual([
      'back',
      'pain',
      '50',
      'knee',
      'hip',
      'near',
      '2',
      'x',
    ]);
    expect(searchWords('  %%% ')).toEqual([]);
    expect(searchWords(undefined)).toEqual([]);
    expect(searchWords('Épaule')).toEqual(['épaule']);
  });

  it('asks for every word, the last as a prefix', () => {
    expect(tsQueryText(['back', 'pa'])).toBe('back & pa:*');
    expect(fts5QueryText(['back', 'pa'])).toBe('"back" AND "pa"*');
  });
});
