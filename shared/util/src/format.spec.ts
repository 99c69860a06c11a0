import { formatAdherence, formatClock, formatDate, formatHoursMinutes, formatViews } from './format';

describe('display formats', () => {
  it('shows durations as hours and minutes', () => {
    expect(formatHoursMinutes(0)).toBe('0m');
    expect(formatHoursMinutes(59)).toBe('0m');
    expect(formatHoursMinutes(300)).toBe('5m');
    expect(formatHoursMinutes(3720)).toBe('1h 2m');
  });

  it('abbreviates views with K and M and one decimal', () => {
    expect(formatViews(999)).toBe('999');
    expect(formatViews(1000)).toBe('1.0K');
    expect(formatViews(1550)).toBe('1.6K');
    expect(formatViews('2345678')).toBe('2.3M');
    expect(formatViews('not a number')).toBe('0');
  });

  it('shows clip lengths as a clock', () => {
    expect(formatClock(253)).toBe('4:13');
    expect(formatClock(3723)).toBe('1:02:03');
  });

  it('formats dates in UTC and tolerates missing ones', () => {
    expect(formatDate('2025-01-05T23:30:00Z')).toBe('Jan 5, 2025');
    expect(formatDate(null)).toBe('');
    expect(formatDate('yesterday')).toBe('');
  });
});

describe('formatAdherence', () => {
  it('shows a whole percentage, and a dash when nothing was scheduled', () => {
    expect(formatAdherence(0.857)).toBe('86%');
    expect(formatAdherence(1)).toBe('100%');
    expect(formatAdherence(0)).toBe('0%');
    expect(formatAdherence(null)).toBe('—');
  });
});
