import type { CareOverview } from '@physio/contracts';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { scheduleOf } from '../assignments/assignment.mapper';
import { Assignment } from '../assignments/entities/assignment.entity';
import { CareLink } from '../participants/entities/care-link.entity';
import { addDays, isoWeekday } from '../schedule/iso-dates';
import { roundRatio } from '../schedule/adherence';
import { countScheduled } from '../schedule/weekly-schedule';
import { SessionLog } from '../session-logs/entities/session-log.entity';
import { FOUR_WEEKS } from './participant-summary';

/**
 * The studio's care figures: how many participants are linked, and adherence over 28 days pooled over every
 * assignment this professional made for them. Counted in SQL: a professional may follow thousands of participants,
 * and their logs are never loaded one by one.
 */
export async function careOverview(
  manager: EntityManager,
  professionalId: number,
  today: string,
): Promise<CareOverview> {
  const from = addDays(today, -(FOUR_WEEKS - 1));
  const [participants, assignments, logged] = await Promise.all([
    manager.count(CareLink, { where: { professionalId } }),
    linkedAssignments(manager.createQueryBuilder(Assignment, 'a'), professionalId).getMany(),
    loggedScheduledDays(manager, professionalId, from, today),
  ]);
  const scheduled = assignments.reduce((sum, a) => sum + countScheduled(scheduleOf(a), from, today), 0);
  return { participants, adherence_28d: scheduled === 0 ? null : roundRatio(logged / scheduled) };
}

/** This professional's assignments of the participants still linked to them. */
function linkedAssignments<T extends object>(query: SelectQueryBuilder<T>, professionalId: number) {
  return query
    .innerJoin(CareLink, 'l', 'l.participantId = a.participantId AND l.professionalId = a.professionalId')
    .andWhere('a.professionalId = :professionalId', { professionalId });
}

/**
 * Logs from `from` to `to` on a day their assignment was scheduled: within its dates and on one of its weekdays (a
 * log on a day off is welcome but does not count). The weekday of each date in the window is spelled out as its bit,
 * which reads the same in SQLite and PostgreSQL.
 */
async function loggedScheduledDays(manager: EntityManager, professionalId: number, from: string, to: string) {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  const weekdayBit = `CASE s.date ${dates.map((date, i) => `WHEN :d${i} THEN ${1 << isoWeekday(date)}`).join(' ')} ELSE 0 END`;
  const query = manager
    .createQueryBuilder(SessionLog, 's')
    .innerJoin(Assignment, 'a', 'a.id = s.assignmentId')
    .select('COUNT(*)', 'logged')
    .where('s.date >= :from AND s.date <= :to', { from, to })
    .andWhere('s.date >= a.startDate')
    .andWhere('(a.endDate IS NULL OR s.date <= a.endDate)')
    .andWhere('(a.endedOn IS NULL OR s.date <= a.endedOn)')
    .andWhere(`(a.daysMask & (${weekdayBit})) <> 0`)
    .setParameters(Object.fromEntries(dates.map((date, i) => [`d${i}`, date])));
  const row = await linkedAssignments(query, professionalId).getRawOne<{ logged: number | string }>();
  return Number(row?.logged ?? 0);
}
