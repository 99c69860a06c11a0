import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { Assignment } from '../assignments/entities/assignment.entity';
import { addDays, isoWeekday } from '../schedule/iso-dates';
import { SessionLog } from '../session-logs/entities/session-log.entity';
import { FOUR_WEEKS, WEEK } from './participant-summary';

// Adherence counted in SQL, for pages that show it for many assignments at once: the logs themselves are never
// loaded, only how many fell on a scheduled day.

/**
 * Session logs `s` of assignments `a` from `from` to `to`, on a day their assignment was scheduled: within its dates
 * and on one of its weekdays (a log on a day off is welcome but does not count). The weekday of each date in the
 * window is written out as its bit, which reads the same in SQLite and PostgreSQL.
 */
export function logsOnScheduledDays(
  query: SelectQueryBuilder<SessionLog>,
  from: string,
  to: string,
): SelectQueryBuilder<SessionLog> {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  const weekdayBit = `CASE s.date ${dates.map((date, i) => `WHEN :day${i} THEN ${1 << isoWeekday(date)}`).join(' ')} ELSE 0 END`;
  return query
    .innerJoin(Assignment, 'a', 'a.id = s.assignmentId')
    .andWhere('s.date >= :from AND s.date <= :to', { from, to })
    .andWhere('s.date >= a.startDate')
    .andWhere('(a.endDate IS NULL OR s.date <= a.endDate)')
    .andWhere('(a.endedOn IS NULL OR s.date <= a.endedOn)')
    .andWhere(`(a.daysMask & (${weekdayBit})) <> 0`)
    .setParameters(Object.fromEntries(dates.map((date, i) => [`day${i}`, date])));
}

export interface ScheduledLogCounts {
  /** Logs on scheduled days over the last 7 days up to today. */
  week: number;
  /** The same over 28 days. */
  fourWeeks: number;
}

/** Per assignment (absent: none), its logs on scheduled days over the last 7 and 28 days up to `today`. */
export async function scheduledLogCounts(
  manager: EntityManager,
  assignmentIds: number[],
  today: string,
): Promise<Map<number, ScheduledLogCounts>> {
  if (assignmentIds.length === 0) return new Map();
  const rows = await logsOnScheduledDays(
    manager
      .createQueryBuilder(SessionLog, 's')
      .select('s.assignmentId', 'assignment_id')
      .addSelect('SUM(CASE WHEN s.date >= :weekFrom THEN 1 ELSE 0 END)', 'week')
      .addSelect('COUNT(*)', 'four_weeks')
      .where('s.assignmentId IN (:...ids)', { ids: assignmentIds, weekFrom: addDays(today, -(WEEK - 1)) }),
    addDays(today, -(FOUR_WEEKS - 1)),
    today,
  )
    .groupBy('s.assignmentId')
    .getRawMany<{ assignment_id: number | string; week: number | string; four_weeks: number | string }>();
  return new Map(
    rows.map((row) => [Number(row.assignment_id), { week: Number(row.week), fourWeeks: Number(row.four_weeks) }]),
  );
}
