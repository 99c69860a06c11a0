import { normalizeTagNames } from './tag-names';

describe('normalizeTagNames', () => {
  it('trims, collapses spaces, drops empties and folds case duplicates keeping the first spelling and order', () => {
    expect(normalizeTagNames(['  Hip ', '', ' ', 'hip', 'Glute   Bridge', 'HIP', 'glute bridge', 'Core'])).toEqual([
      { name: 'Hip', normalized: 'hip' },
      { name: 'Glute Bridge', normalized: 'glute bridge' },
      { name: 'Core', normalized: 'core' },
    ]);
  });
});
