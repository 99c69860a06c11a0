import { addDays, daysBetween, isoWeekday, maxDate, minDate } from './iso-dates';

/** When an assignment runs: from its start date to its last day, on some weekdays. */
export interface WeeklySchedule {
  startDate: string;
  /** Planned last day; null runs until ended. */
  endDate: string | null;
  /** The day the professional ended it (or unlinked the participant); that day still counts. */
  endedOn: string | null;
  /** Bit n set = ISO weekday n (1 = Monday … 7 = Sunday). */
  daysMask: number;
}

export const weekdaysToMask = (days: number[]): number => days.reduce((mask, day) => mask | (1 << day), 0);

export const maskToWeekdays = (mask: number): number[] => [1, 2, 3, 4, 5, 6, 7].filter((day) => mask & (1 << day));

/** The last day the schedule runs, or null when it has no end yet. */
export function lastDay(schedule: WeeklySchedule): string | null {
  const { endDate, endedOn } = schedule;
  if (endDate && endedOn) return minDate(endDate, endedOn);
  return endDate ?? endedOn;
}

/** Whether `date` is inside the schedule's date range, whatever its weekday. */
export function isWithin(schedule: WeeklySchedule, date: string): boolean {
  const last = lastDay(schedule);
  return date >= schedule.startDate && (last === null || date <= last);
}

export const isScheduledOn = (schedule: WeeklySchedule, date: string): boolean =>
  isWithin(schedule, date) && (schedule.daysMask & (1 << isoWeekday(date))) !== 0;

/** The scheduled dates from `from` to `to`, both included, oldest first. */
export function scheduledDates(schedule: WeeklySchedule, from: string, to: string): string[] {
  const last = lastDay(schedule);
  const first = maxDate(from, schedule.startDate);
  const end = last === null ? to : minDate(to, last);
  const dates: string[] = [];
  for (let date = first; date <= end; date = addDays(date, 1)) {
    if (schedule.daysMask & (1 << isoWeekday(date))) dates.push(date);
  }
  return dates;
}

/** How many days from `from` to `to` are scheduled, counted by whole weeks (long ranges cost no more than short). */
export function countScheduled(schedule: WeeklySchedule, from: string, to: string): number {
  const last = lastDay(schedule);
  const first = maxDate(from, schedule.startDate);
  const end = last === null ? to : minDate(to, last);
  const span = daysBetween(first, end) + 1;
  if (span <= 0) return 0;
  const perWeek = maskToWeekdays(schedule.daysMask).length;
  const weeks = Math.floor(span / 7);
  // The days after the whole weeks: fewer than 7, their weekdays following on from the first one's.
  const restStart = isoWeekday(addDays(first, weeks * 7));
  let rest = 0;
  for (let k = 0; k < span % 7; k += 1) if (schedule.daysMask & (1 << (((restStart - 1 + k) % 7) + 1))) rest += 1;
  return weeks * perWeek + rest;
}
