import type { DataSource } from 'typeorm';
import { filterNames, filterValues, whereAssignment, type AssignmentFilter } from '../assignments/assignment.queries';
import { Assignment } from '../assignments/entities/assignment.entity';
import { PreparedSelect } from '../database/prepared-select';
import { limitOffset } from '../database/raw-sql';
import { toDate, toNullableNumber, toNullableText, toNumber, toText, type Row } from '../database/row-values';
import { SessionLog } from '../session-logs/entities/session-log.entity';
import type { LogTotals } from './session-logs-reader';

/** A window of dates, both included; without `to`, every date from `from` on. */
export interface LogRange {
  from: string;
  to?: string;
}

type LogName = 'id' | 'professionalId' | 'participantId' | 'from' | 'to';

/**
 * The session logs the care pages read, one statement per shape written the first time it comes. Logs are selected
 * by the same filter as their assignments (joined), so they are read alongside the assignments rather than after.
 */
export class SessionLogQueries {
  private readonly ranges = new Map<string, PreparedSelect<LogName>>();
  private readonly latestDates = new Map<string, PreparedSelect<LogName>>();
  private readonly totalsStatement: PreparedSelect<'participantId' | 'upTo'>;
  private readonly latestStatement: PreparedSelect<'participantId' | 'upTo'>;

  constructor(private readonly dataSource: DataSource) {
    const totals = dataSource
      .createQueryBuilder(SessionLog, 's')
      .select('s.assignmentId', 'assignment_id')
      .addSelect('COUNT(*)', 'sessions')
      .addSelect('SUM(s.completedCount)', 'exercises')
      .where('s.participantId = :participantId AND s.date <= :upTo')
      .groupBy('s.assignmentId');
    this.totalsStatement = new PreparedSelect(dataSource, totals, ['participantId', 'upTo']);
    const latest = this.select()
      .where('s.participantId = :participantId AND s.date <= :upTo')
      .orderBy('s.date', 'DESC')
      .addOrderBy('s.updatedAt', 'DESC');
    this.latestStatement = new PreparedSelect(dataSource, latest, ['participantId', 'upTo']);
  }

  /** The logs of the assignments the filter picks, within the range, oldest first (then by id). */
  async inRange(filter: AssignmentFilter, range: LogRange): Promise<SessionLog[]> {
    const names = filterNames(filter);
    const key = `${names.join(',')}|${range.to === undefined ? 'open' : 'closed'}`;
    let statement = this.ranges.get(key);
    if (!statement) {
      const query = whereAssignment(this.select().innerJoin(Assignment, 'a', 'a.id = s.assignmentId'), names);
      query.andWhere('s.date >= :from');
      if (range.to !== undefined) query.andWhere('s.date <= :to');
      query.orderBy('s.date', 'ASC').addOrderBy('s.id', 'ASC');
      statement = new PreparedSelect<LogName>(this.dataSource, query, [...names, 'from', 'to']);
      this.ranges.set(key, statement);
    }
    const rows = await statement.run({ ...filterValues(filter), from: range.from, to: range.to });
    return rows.map(toSessionLog);
  }

  /** The date of the latest log of the assignments the filter picks, or null. */
  async latestDate(filter: AssignmentFilter): Promise<string | null> {
    const names = filterNames(filter);
    const key = names.join(',');
    let statement = this.latestDates.get(key);
    if (!statement) {
      const query = whereAssignment(
        this.dataSource
          .createQueryBuilder(SessionLog, 's')
          .innerJoin(Assignment, 'a', 'a.id = s.assignmentId')
          .select('MAX(s.date)', 'last_date'),
        names,
      );
      statement = new PreparedSelect<LogName>(this.dataSource, query, names);
      this.latestDates.set(key, statement);
    }
    const [row] = await statement.run({ ...filterValues(filter), from: null, to: null });
    return toNullableText(row?.last_date ?? null);
  }

  /** Per assignment of the participant: sessions logged and exercises completed up to `upTo`. */
  async totals(participantId: number, upTo: string): Promise<Map<number, LogTotals>> {
    const rows = await this.totalsStatement.run({ participantId, upTo });
    return new Map(
      rows.map((row) => [
        toNumber(row.assignment_id),
        { sessions: toNumber(row.sessions), exercises: toNullableNumber(row.exercises) ?? 0 },
      ]),
    );
  }

  /** The participant's latest logs up to `upTo`, newest first. */
  async latest(participantId: number, upTo: string, limit: number): Promise<SessionLog[]> {
    const rows = await this.latestStatement.run({ participantId, upTo }, limitOffset(limit, 0));
    return rows.map(toSessionLog);
  }

  private select() {
    const query = this.dataSource.createQueryBuilder(SessionLog, 's').select([]);
    for (const [property, column] of LOG_COLUMNS) query.addSelect(`s.${property}`, column);
    return query;
  }
}

const LOG_COLUMNS: ReadonlyArray<[property: keyof SessionLog, column: string]> = [
  ['id', 'id'],
  ['assignmentId', 'assignment_id'],
  ['participantId', 'participant_id'],
  ['date', 'date'],
  ['completedItemIds', 'completed_item_ids'],
  ['completedCount', 'completed_count'],
  ['totalCount', 'total_count'],
  ['pain', 'pain'],
  ['difficulty', 'difficulty'],
  ['notes', 'notes'],
  ['revision', 'revision'],
  ['createdAt', 'created_at'],
  ['updatedAt', 'updated_at'],
];

export function toSessionLog(row: Row): SessionLog {
  return Object.assign(new SessionLog(), {
    id: toNumber(row.id),
    assignmentId: toNumber(row.assignment_id),
    participantId: toNumber(row.participant_id),
    date: toText(row.date),
    completedItemIds: toText(row.completed_item_ids),
    completedCount: toNumber(row.completed_count),
    totalCount: toNumber(row.total_count),
    pain: toNumber(row.pain),
    difficulty: toNumber(row.difficulty),
    notes: toText(row.notes),
    revision: toNumber(row.revision),
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
  });
}

/** Logs grouped by assignment, each group in the order given. */
export function groupByAssignment(logs: readonly SessionLog[]): Map<number, SessionLog[]> {
  const grouped = new Map<number, SessionLog[]>();
  for (const log of logs) {
    const list = grouped.get(log.assignmentId);
    if (list) list.push(log);
    else grouped.set(log.assignmentId, [log]);
  }
  return grouped;
}
