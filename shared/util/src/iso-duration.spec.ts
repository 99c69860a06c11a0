import { parseIsoDuration } from './iso-duration';

describe('ISO-8601 durations', () => {
  it.each([
    ['PT4M13S', 253],
    ['PT1H2M3S', 3723],
    ['PT0S', 0],
    ['PT45S', 45],
    ['P1DT2H', 93600],
    ['PT10M', 600],
    ['', 0],
    ['garbage', 0],
  ])('%p is %p seconds', (iso, seconds) => expect(parseIsoDuration(iso)).toBe(seconds));
});
