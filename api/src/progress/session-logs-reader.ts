import { Between, In, type EntityManager } from 'typeorm';
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

/** The date of each participant's latest log among these assignments. */
export async function lastSessionDates(manager: EntityManager, assignmentIds: number[]): Promise<Map<number, string>> {
  if (assignmentIds.length === 0) return new Map();
  const rows = await manager
    .createQueryBuilder(SessionLog, 's')
    .select('s.participantId', 'participant_id')
    .addSelect('MAX(s.date)', 'last_date')
    .where('s.assignmentId IN (:...ids)', { ids: assignmentIds })
    .groupBy('s.participantId')
    .getRawMany<{ participant_id: number | string; last_date: string }>();
  return new Map(rows.map((row) => [Number(row.participant_id), row.last_date]));
}
