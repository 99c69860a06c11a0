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
});
