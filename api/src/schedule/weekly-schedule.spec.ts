import { addDays, isIsoDate, isoWeekday, latestLocalDate } from './iso-dates';
import { countScheduled, isScheduledOn, maskToWeekdays, scheduledDates, weekdaysToMask } from './weekly-schedule';

describe('ISO dates', () => {
  it('accepts real calendar dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(['2026-02-29', '2026-13-01', '2026-1-01', '01/02/2026', '', 20260101, null].some(isIsoDate)).toBe(false);
  });

  it('knows weekdays and adds days across months and years', () => {
    expect(isoWeekday('2026-03-02')).toBe(1);
    expect(isoWeekday('2026-03-08')).toBe(7);
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(latestLocalDate(new Date('2026-03-02T23:30:00Z'))).toBe('2026-03-03');
  });
});

describe('weekly schedule', () => {
  const schedule = { startDate: '2026-03-02', endDate: '2026-03-31', endedOn: null, daysMask: weekdaysToMask([2, 6]) };

  it('turns weekdays into a mask and back', () => {
    expect(maskToWeekdays(weekdaysToMask([7, 1, 3]))).toEqual([1, 3, 7]);
  });

  it('lists the scheduled dates inside the range', () => {
    expect(scheduledDates(schedule, '2026-02-20', '2026-03-10')).toEqual(['2026-03-03', '2026-03-07', '2026-03-10']);
    expect(isScheduledOn(schedule, '2026-03-03')).toBe(true);
    expect(isScheduledOn(schedule, '2026-03-04')).toBe(false);
    expect(isScheduledOn({ ...schedule, endedOn: '2026-03-05' }, '2026-03-07')).toBe(false);
  });

  it('counts like the list does, over long and short ranges', () => {
    for (const [from, to] of [
      ['2026-01-01', '2026-12-31'],
      ['2026-03-04', '2026-03-06'],
      ['2026-03-05', '2026-03-30'],
      ['2026-04-01', '2026-03-01'],
    ]) {
      expect(countScheduled(schedule, from, to)).toBe(scheduledDates(schedule, from, to).length);
      const open = { ...schedule, endDate: null };
      expect(countScheduled(open, from, to)).toBe(scheduledDates(open, from, to).length);
    }
  });
});

describe('countScheduled against scheduledDates', () => {
  it('agrees for every weekday mask and many ranges, ends and starts', () => {
    for (let mask = 0; mask < 128; mask += 5) {
      const schedule = { startDate: '2026-03-04', endDate: '2026-05-01', endedOn: null, daysMask: mask << 1 };
      for (let from = 0; from < 20; from += 3)
        for (let length = 0; length < 70; length += 4) {
          const start = addDays('2026-02-25', from);
          const end = addDays(start, length);
          expect(countScheduled(schedule, start, end)).toBe(scheduledDates(schedule, start, end).length);
        }
    }
  });
});
