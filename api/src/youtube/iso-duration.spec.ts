import { parseIsoDuration, parseIsoDurationOrZero } from './iso-duration';

describe('parseIsoDuration', () => {
  it.each([
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
  ])('%s is %i seconds', (iso, seconds) => {
    expect(parseIsoDuration(iso)).toBe(seconds);
  });

  it.each(['', 'P', 'PT', '1H2M', 'PT1H2X', 'P1Y', 'P2M', 'P1DT', 'PT-5S'])('rejects %p', (iso) => {
    expect(() => parseIsoDuration(iso)).toThrow(RangeError);
  });

  it('maps malformed upstream data to 0 instead of failing an import', () => {
    expect(parseIsoDurationOrZero('garbage')).toBe(0);
    expect(parseIsoDurationOrZero(undefined)).toBe(0);
    expect(parseIsoDurationOrZero('PT4M36S')).toBe(276);
  });
});
