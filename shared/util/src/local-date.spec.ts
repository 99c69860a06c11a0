import { localIsoDate } from './local-date';

describe('localIsoDate', () => {
  it('gives the local calendar date, zero-padded', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localIsoDate(new Date(2026, 10, 25, 0, 0))).toBe('2026-11-25');
  });
});
