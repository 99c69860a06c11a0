import { addDays, isoWeekday, minDate } from './iso-dates';
import type { WeeklyAdherence } from '@physio/contracts';
import { countScheduled, isScheduledOn, type WeeklySchedule } from './weekly-schedule';

export interface ScheduleWithLogs {
  schedule: WeeklySchedule;
  /** Dates this assignment was logged on. */
  loggedDates: ReadonlySet<string>;
}

/**
 * Scheduled days with a log ÷ scheduled days, over the `days` days up to and including `today`; days before an
 * assignment started or after it ended are not counted. Null when nothing was scheduled (no figure beats a made-up
 * one). A log on a day off is welcome but does not raise the figure.
 */
export function adherence(assignments: ScheduleWithLogs[], today: string, days: number): number | null {
  return adherenceBetween(assignments, addDays(today, -(days - 1)), today);
}

/**
 * The same ratio from `from` to `to`, both included. Scheduled days are counted by whole weeks and logs one by one,
 * so the cost follows the number of logs, not the length of the window.
 */
export function adherenceBetween(assignments: ScheduleWithLogs[], from: string, to: string): number | null {
  let scheduled = 0;
  let logged = 0;
  for (const { schedule, loggedDates } of assignments) {
    scheduled += countScheduled(schedule, from, to);
    for (const date of loggedDates) if (date >= from && date <= to && isScheduledOn(schedule, date)) logged += 1;
  }
  return ratioOf(logged, scheduled);
}

/** Logged ÷ scheduled, null when nothing was scheduled (no figure beats a made-up one). */
export const ratioOf = (logged: number, scheduled: number): number | null =>
  scheduled === 0 ? null : roundRatio(logged / scheduled);

/** How many ISO weeks a progress chart shows. */
export const CHART_WEEKS = 12;

/**
 * Adherence per ISO week (Monday to Sunday), the last `weeks` weeks, oldest first, ending with the week that holds
 * `today`; days after `today` are not counted yet.
 */
export function weeklyAdherence(
  assignments: ScheduleWithLogs[],
  today: string,
  weeks = CHART_WEEKS,
): WeeklyAdherence[] {
  const thisMonday = addDays(today, -(isoWeekday(today) - 1));
  return Array.from({ length: weeks }, (_, index) => {
    const monday = addDays(thisMonday, -7 * (weeks - 1 - index));
    return { week_start: monday, value: adherenceBetween(assignments, monday, minDate(addDays(monday, 6), today)) };
  });
}

/** Four decimals: plenty for a percentage with one decimal, and stable in JSON. */
const roundRatio = (ratio: number): number => Math.round(ratio * 10_000) / 10_000;
