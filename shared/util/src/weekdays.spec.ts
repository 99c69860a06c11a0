import { weekdayNames } from './weekdays';

describe('weekdayNames', () => {
  it('names ISO weekdays Monday first, whatever order they come in', () => {
    expect(weekdayNames([5, 1, 3])).toBe('Mon, Wed, Fri');
    expect(weekdayNames([7])).toBe('Sun');
  });

  it('says "Every day" for all seven', () => {
    expect(weekdayNames([1, 2, 3, 4, 5, 6, 7])).toBe('Every day');
  });
});
