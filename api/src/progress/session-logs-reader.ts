import { Between, In, type EntityManager } from 'typeorm';
import { Assignment } from '../assignments/entities/assignment.entity';
import { SessionLog } from '../session-logs/entities/session-log.entity';

/** The logs of some assignments, optionally between two dates (both included), grouped by assignment, oldest first. */
export async function logsByAssignment(
  manager: EntityManager,
  assignmentIds: number[],
  range?: { from: string; to: string },
): Promise<Map<number, SessionLog[]>> {
  const grouped = new Map<number, SessionLog[]>();
  if (assignmentIds.length === 0) return grouped;
  const logs = await manager.find(SessionLog, {
    where: { assignmentId: In(assignmentIds), ...(range ? { date: Between(range.from, range.to) } : {}) },
    order: { date: 'ASC', id: 'ASC' },
  });
  for (const log of logs) {
    const list = grouped.get(log.assignmentId);
    if (list) list.push(log);
    else grouped.set(log.assignmentId, [log]);
  }
  return grouped;
}

/**
 * The date of each participant's latest log among these assignments: the latest per assignment, each read from the
 * end of the (assignment_id, date) index rather than by going through every log.
 */
export async function lastSessionDates(manager: EntityManager, assignmentIds: number[]): Promise<Map<number, string>> {
  if (assignmentIds.length === 0) return new Map();
  const rows = await manager
    .createQueryBuilder(Assignment, 'a')
    .select('a.participantId', 'participant_id')
    .addSelect(
      (latest) => latest.select('MAX(s.date)').from(SessionLog, 's').where('s.assignmentId = a.id'),
      'last_date',
    )
    .where('a.id IN (:...ids)', { ids: assignmentIds })
    .getRawMany<{ participant_id: number | string; last_date: string | null }>();
  const latest = new Map<number, string>();
  for (const row of rows) {
    const participantId = Number(row.participant_id);
    const known = latest.get(participantId);
    if (row.last_date !== null && (known === undefined || row.last_date > known))
      latest.set(participantId, row.last_date);
  }
  return latest;
}

export interface LogTotals {
  sessions: number;
  exercises: number;
}

/** Per assignment of the participant: sessions logged and exercises completed up to `upTo`. */
export async function logTotalsByAssignment(
  manager: EntityManager,
  participantId: number,
  upTo: string,
): Promise<Map<number, LogTotals>> {
  const rows = await manager
    .createQueryBuilder(SessionLog, 's')
    .select('s.assignmentId', 'assignment_id')
    .addSelect('COUNT(*)', 'sessions')
    .addSelect('SUM(s.completedCount)', 'exercises')
    .where('s.participantId = :participantId AND s.date <= :upTo', { participantId, upTo })
    .groupBy('s.assignmentId')
    .getRawMany<{ assignment_id: number | string; sessions: number | string; exercises: number | string | null }>();
  return new Map(
    rows.map((row) => [
      Number(row.assignment_id),
      { sessions: Number(row.sessions), exercises: Number(row.exercises ?? 0) },
    ]),
  );
}

/** The participant's latest logs up to `upTo`, newest first. */
export function latestLogs(
  manager: EntityManager,
  participantId: number,
  upTo: string,
  limit: number,
): Promise<SessionLog[]> {
  return manager
    .createQueryBuilder(SessionLog, 's')
    .where('s.participantId = :participantId AND s.date <= :upTo', { participantId, upTo })
    .orderBy('s.date', 'DESC')
    .addOrderBy('s.updatedAt', 'DESC')
    .limit(limit)
    .getMany();
}
