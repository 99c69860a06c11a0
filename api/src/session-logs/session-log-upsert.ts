import type { DataSource } from 'typeorm';
import { placeholders } from '../database/raw-sql';
import { toNumber, type Row } from '../database/row-values';
import { timestampParam } from '../database/timestamp-param';

export interface SessionLogValues {
  assignmentId: number;
  participantId: number;
  date: string;
  completedItemIds: string;
  completedCount: number;
  totalCount: number;
  pain: number;
  difficulty: number;
  notes: string;
}

const COLUMNS = [
  'assignment_id',
  'participant_id',
  'date',
  'completed_item_ids',
  'completed_count',
  'total_count',
  'pain',
  'difficulty',
  'notes',
  'created_at',
  'updated_at',
] as const;
const REPLACED = ['completed_item_ids', 'completed_count', 'total_count', 'pain', 'difficulty', 'notes', 'updated_at'];

/**
 * Writes the log of an assignment and date in one statement, INSERT … ON CONFLICT DO UPDATE on the unique key: of
 * concurrent posts for the same day, the database lets one insert and turns the others into replacements, so there
 * is never a second row nor a unique-violation error. `revision` (1 on insert, +1 per replacement) tells which
 * happened; both databases support the statement and RETURNING.
 */
export async function upsertSessionLog(
  dataSource: DataSource,
  values: SessionLogValues,
): Promise<{ id: number; created: boolean }> {
  const at = placeholders(dataSource);
  const now = timestampParam(dataSource, new Date());
  const params = [
    values.assignmentId,
    values.participantId,
    values.date,
    values.completedItemIds,
    values.completedCount,
    values.totalCount,
    values.pain,
    values.difficulty,
    values.notes,
    now,
    now,
  ];
  const sql =
    `INSERT INTO session_logs (${COLUMNS.join(', ')}, revision) VALUES (${COLUMNS.map((_, i) => at(i)).join(', ')}, 1)` +
    ` ON CONFLICT (assignment_id, date) DO UPDATE SET ${REPLACED.map((c) => `${c} = excluded.${c}`).join(', ')},` +
    ' revision = session_logs.revision + 1 RETURNING id, revision';
  const [row] = (await dataSource.query(sql, params)) as Row[];
  return { id: toNumber(row.id), created: toNumber(row.revision) === 1 };
}
