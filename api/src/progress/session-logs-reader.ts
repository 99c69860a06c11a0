import type { EntityManager } from 'typeorm';
import { Assignment } from '../assignments/entities/assignment.entity';
import { SessionLog } from '../session-logs/entities/session-log.entity';

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
