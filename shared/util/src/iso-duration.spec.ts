import { parseIsoDuration, tryParseIsoDuration } from './iso-duration';

describe('ISO-8601 durations', () => {
  it.each([
    ['PT4M13S', 253],
    ['PT1H2M3S', 3723],
    ['PT12M48S', 768],
    ['PT45S', 45],
    ['PT1H', 3600],
    ['PT10M', 600],
    ['P1DT2H', 93_600],
    ['P1D', 86_400],
    ['P1W', 604_800],
    ['PT0S', 0],
    ['P0D', 0],
    ['PT1.6S', 2],
    ['pt2m5s', 125],
  ])('%p is %p seconds', (iso, seconds) => {
    expect(tryParseIsoDuration(iso)).toBe(seconds);
    expect(parseIsoDuration(iso)).toBe(seconds);
  });

  it.each(['', 'P', 'PT', '1H2M', 'PT1H2X', 'P1Y', 'P2M', 'P1DT', 'PT-5S', 'garbage'])('rejects %p', (iso) => {
    expect(tryParseIsoDuration(iso)).toBeNull();
    expect(parseIsoDuration(iso)).toBe(0);
  });

  it('treats a missing duration as unknown', () => {
    expect(tryParseIsoDuration(undefined)).toBeNull();
    expect(parseIsoDuration(null)).toBe(0);
  });
});
