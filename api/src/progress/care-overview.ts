import type { CareOverview } from '@physio/contracts';
import type { EntityManager, SelectQueryBuilder } from 'typeorm';
import { scheduleOf } from '../assignments/assignment.mapper';
import { Assignment } from '../assignments/entities/assignment.entity';
import { CareLink } from '../participants/entities/care-link.entity';
import { addDays } from '../schedule/iso-dates';
import { ratioOf } from '../schedule/adherence';
import { countScheduled } from '../schedule/weekly-schedule';
import { SessionLog } from '../session-logs/entities/session-log.entity';
import { FOUR_WEEKS } from './participant-summary';
import { logsOnScheduledDays } from './scheduled-logs';

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
  return { participants, adherence_28d: ratioOf(logged, scheduled) };
}

/** This professional's assignments of the participants still linked to them. */
function linkedAssignments<T extends object>(query: SelectQueryBuilder<T>, professionalId: number) {
  return query
    .innerJoin(CareLink, 'l', 'l.participantId = a.participantId AND l.professionalId = a.professionalId')
    .andWhere('a.professionalId = :professionalId', { professionalId });
}

/** Logs on scheduled days over the window, of this professional's assignments of linked participants. */
async function loggedScheduledDays(manager: EntityManager, professionalId: number, from: string, to: string) {
  const query = logsOnScheduledDays(manager.createQueryBuilder(SessionLog, 's').select('COUNT(*)', 'logged'), from, to);
  const row = await linkedAssignments(query, professionalId).getRawOne<{ logged: number | string }>();
  return Number(row?.logged ?? 0);
}
