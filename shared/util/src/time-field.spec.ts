import { formatTimeField, joinTimeField, parseTimeField, splitTimeField } from './time-field';

describe('time fields (MM:SS)', () => {
  it.each([
    ['02:05', 125],
    ['0:00', 0],
    ['999:59', 999 * 60 + 59],
    ['1000:00', 999 * 60],
    ['5:75', 5 * 60 + 59],
    ['', 0],
    ['abc:12', 12],
    ['3:xy', 180],
    ['-4:-3', 0],
    ['7', 420],
  ])('parses %p as %p seconds, clamping each part', (text, seconds) => {
    expect(parseTimeField(text)).toBe(seconds);
  });

  it('formats seconds with two-digit parts and never wraps minutes into hours', () => {
    expect(formatTimeField(125)).toBe('02:05');
    expect(formatTimeField(3725)).toBe('62:05');
    expect(formatTimeField(-5)).toBe('00:00');
    expect(formatTimeField(Number.NaN)).toBe('00:00');
  });

  it('splits and joins minute and second inputs with clamping', () => {
    expect(splitTimeField(125)).toEqual({ minutes: 2, seconds: 5 });
    expect(joinTimeField('1200', '80')).toBe(999 * 60 + 59);
    expect(joinTimeField('', 'x')).toBe(0);
  });
});
