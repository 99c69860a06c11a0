import { regionOf } from './body-region';

describe('the region a name the lexicon does not know speaks of', () => {
  it.each([
    ['Plate halo', 'Upper Body'],
    ['Zottman curls', 'Upper Body'],
    ['Jefferson curl', 'Back'],
    ['Nordic curl', 'Lower Body'],
    ['Slider hamstring curls', 'Lower Body'],
    ['Sun salutation A', 'Full Body'],
    ['Lateral bear crawls', 'Full Body'],
    ['Seal jacks', 'Full Body'],
    ['Sprawl to stand', 'Full Body'],
    ['Burpee broad jump', 'Full Body'],
    ['Seated knee rocks', 'Lower Body'],
    ['Tyler twist', null],
    ['Diz göğüse çekme', 'Lower Body'],
    ['Растяжка шеи', 'Neck'],
    ['어깨 돌리기', 'Upper Body'],
  ])('"%s" works the %s', (name, region) => {
    expect(regionOf(name)).toBe(region);
  });

  it.each([
    ['Rotació de genolls', 'Lower Body'],
    ['Rul med skuldrene', 'Upper Body'],
    ['Nakke strekk', 'Neck'],
    ['הרמת רגל ישרה', 'Lower Body'],
    ['سحب الركبة للصدر', 'Lower Body'],
    ['Pag-unat ng likod', 'Back'],
    ['Kunyoosha shingo', 'Neck'],
    ['کشش جانبی گردن', 'Neck'],
  ])('reads the body words of the round-4 languages: "%s"', (words, region) => {
    expect(regionOf(words)).toBe(region);
  });

  it('keeps the round-4 body words for tags: they do not make a chapter exercise-like', () => {
    expect(regionOf('Knæ og trapper')).toBe('Lower Body');
    expect(regionOf('Knæ og trapper', false)).toBeNull();
    expect(regionOf('Knee and stairs', false)).toBe('Lower Body');
  });
});
