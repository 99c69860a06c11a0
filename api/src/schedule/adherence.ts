import { addDays } from './iso-dates';
import { scheduledDates, type WeeklySchedule } from './weekly-schedule';

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
  const from = addDays(today, -(days - 1));
  let scheduled = 0;
  let logged = 0;
  for (const { schedule, loggedDates } of assignments) {
    for (const date of scheduledDates(schedule, from, today)) {
      scheduled += 1;
      if (loggedDates.has(date)) logged += 1;
    }
  }
  return scheduled === 0 ? null : roundRatio(logged / scheduled);
}

/** Four decimals: plenty for a percentage with one decimal, and stable in JSON. */
const roundRatio = (ratio: number): number => Math.round(ratio * 10_000) / 10_000;
