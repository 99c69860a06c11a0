import { adherence, weeklyAdherence } from './adherence';
import { weekdaysToMask, type WeeklySchedule } from './weekly-schedule';

// 2026-03-02 is a Monday.
const EVERY_DAY = weekdaysToMask([1, 2, 3, 4, 5, 6, 7]);
const schedule = (overrides: Partial<WeeklySchedule> = {}): WeeklySchedule => ({
  startDate: '2026-03-02',
  endDate: null,
  endedOn: null,
  daysMask: EVERY_DAY,
  ...overrides,
});
const logs = (...dates: string[]) => new Set(dates);

describe('adherence', () => {
  it('is null when nothing was scheduled in the window', () => {
    expect(adherence([], '2026-03-10', 7)).toBeNull();
    expect(
      adherence([{ schedule: schedule({ startDate: '2026-03-20' }), loggedDates: logs() }], '2026-03-10', 7),
    ).toBeNull();
  });

  it('counts the start day itself, and nothing before it', () => {
    const started = schedule({ startDate: '2026-03-10' });
    expect(adherence([{ schedule: started, loggedDates: logs('2026-03-10') }], '2026-03-10', 7)).toBe(1);
    expect(adherence([{ schedule: started, loggedDates: logs() }], '2026-03-10', 7)).toBe(0);
    // A log before the start neither counts nor is counted against.
    expect(adherence([{ schedule: started, loggedDates: logs('2026-03-09') }], '2026-03-10', 28)).toBe(0);
  });

  it('counts the end day, and nothing after it', () => {
    const ended = schedule({ startDate: '2026-03-02', endDate: '2026-03-04' });
    // Window 2026-03-04 … 2026-03-10: only the end day is scheduled.
    expect(adherence([{ schedule: ended, loggedDates: logs('2026-03-04') }], '2026-03-10', 7)).toBe(1);
    expect(adherence([{ schedule: ended, loggedDates: logs('2026-03-03') }], '2026-03-10', 7)).toBe(0);
    // Window 2026-03-05 … 2026-03-11: past the end, nothing scheduled.
    expect(adherence([{ schedule: ended, loggedDates: logs() }], '2026-03-11', 7)).toBeNull();
  });

  it('stops at the day the assignment was ended early', () => {
    const endedEarly = schedule({ endDate: '2026-04-30', endedOn: '2026-03-05' });
    // Window 2026-03-02 … 2026-03-08: scheduled 2, 3, 4, 5.
    expect(adherence([{ schedule: endedEarly, loggedDates: logs('2026-03-02', '2026-03-05') }], '2026-03-08', 7)).toBe(
      0.5,
    );
  });

  it('skips weekdays off: Monday, Wednesday and Friday only', () => {
    const mwf = schedule({ daysMask: weekdaysToMask([1, 3, 5]) });
    // Window 2026-03-02 (Mon) … 2026-03-08 (Sun): Mon 2, Wed 4, Fri 6 scheduled.
    const loggedDates = logs('2026-03-02', '2026-03-03', '2026-03-06');
    expect(adherence([{ schedule: mwf, loggedDates }], '2026-03-08', 7)).toBeCloseTo(2 / 3, 4);
  });

  it('counts today, and the window is exactly `days` long', () => {
    const daily = schedule({ startDate: '2026-01-01' });
    const all = logs(...Array.from({ length: 31 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`));
    expect(adherence([{ schedule: daily, loggedDates: all }], '2026-03-28', 28)).toBe(1);
    // 2026-03-01 … 2026-03-28 logged except the first day of the window.
    all.delete('2026-03-01');
    expect(adherence([{ schedule: daily, loggedDates: all }], '2026-03-28', 28)).toBeCloseTo(27 / 28, 4);
    expect(adherence([{ schedule: daily, loggedDates: all }], '2026-03-28', 7)).toBe(1);
  });

  it('adds up several assignments, such as those of two professionals', () => {
    const first = { schedule: schedule({ daysMask: weekdaysToMask([1]) }), loggedDates: logs('2026-03-02') };
    const second = { schedule: schedule({ daysMask: weekdaysToMask([2, 4]) }), loggedDates: logs() };
    expect(adherence([first, second], '2026-03-08', 7)).toBeCloseTo(1 / 3, 4);
    // Each professional sees only their own assignments.
    expect(adherence([first], '2026-03-08', 7)).toBe(1);
    expect(adherence([second], '2026-03-08', 7)).toBe(0);
  });
});

describe('weeklyAdherence', () => {
  // 2026-03-12 is a Thursday; its week starts on Monday 2026-03-09.
  const today = '2026-03-12';

  it('gives 12 ISO weeks, oldest first, ending with the week that holds today', () => {
    const weeks = weeklyAdherence([], today);
    expect(weeks).toHaveLength(12);
    expect(weeks[11].week_start).toBe('2026-03-09');
    expect(weeks[0].week_start).toBe('2025-12-22');
    expect(weeks.every((week) => week.value === null)).toBe(true);
  });

  it('counts only days up to today in the current week, and nothing before the start', () => {
    const weeks = weeklyAdherence(
      [{ schedule: schedule(), loggedDates: logs('2026-03-02', '2026-03-03', '2026-03-09', '2026-03-13') }],
      today,
      3,
    );
    expect(weeks).toEqual([
      { week_start: '2026-02-23', value: null },
      { week_start: '2026-03-02', value: 0.2857 },
      // Monday to Thursday: one of four; Friday's log is after today.
      { week_start: '2026-03-09', value: 0.25 },
    ]);
  });

  it('skips weekdays off and days after the end', () => {
    const mondays = schedule({ daysMask: weekdaysToMask([1, 3]), endDate: '2026-03-04' });
    expect(weeklyAdherence([{ schedule: mondays, loggedDates: logs('2026-03-02') }], today, 2)).toEqual([
      { week_start: '2026-03-02', value: 0.5 },
      { week_start: '2026-03-09', value: null },
    ]);
  });
});
