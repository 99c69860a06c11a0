import type { AssignmentStatus } from '@physio/contracts';
import type { DataSource, EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { PreparedSelect } from '../database/prepared-select';
import { toDate, toNullableNumber, toNullableText, toNumber, toText, type Row } from '../database/row-values';
import { User } from '../users/entities/user.entity';
import { AssignmentItem } from './entities/assignment-item.entity';
import { Assignment } from './entities/assignment.entity';

/** Which assignments: any combination of these, all given ones must match. */
export interface AssignmentFilter {
  id?: number;
  professionalId?: number;
  participantId?: number;
}

type FilterName = keyof AssignmentFilter;
const FILTER_NAMES: readonly FilterName[] = ['id', 'professionalId', 'participantId'];

export interface LoadedAssignment {
  /** With its participant and professional loaded (their id and username). */
  assignment: Assignment;
  /** In order. */
  items: AssignmentItem[];
}

/** The filter's names that have a value, in a fixed order: the key of its statements. */
export const filterNames = (filter: AssignmentFilter): FilterName[] =>
  FILTER_NAMES.filter((name) => filter[name] !== undefined);

/** The filter's values by name, as a prepared statement takes them (the names it leaves out are not in its SQL). */
export const filterValues = ({ id, professionalId, participantId }: AssignmentFilter): Record<FilterName, unknown> => ({
  id,
  professionalId,
  participantId,
});

/** `a.<name> = :<name>` for each of the names, on the assignments aliased `a`. */
export function whereAssignment<Q extends SelectQueryBuilder<ObjectLiteral>>(
  query: Q,
  names: readonly FilterName[],
): Q {
  for (const name of names) query.andWhere(`a.${name} = :${name}`);
  return query;
}

/**
 * The assignments the API shows, with their people and items, in two statements run side by side: the assignments
 * joined with both users, and the items of the same assignments (the filter again, joined, so neither waits for the
 * other's ids). Each shape of filter gets its statements the first time it comes.
 */
export class AssignmentQueries {
  private readonly statements = new Map<string, { assignments: Statement; items: Statement }>();

  constructor(private readonly dataSource: DataSource) {}

  /** Newest first. `manager`: a transaction's, to read its own writes. */
  async load(filter: AssignmentFilter, manager?: EntityManager): Promise<LoadedAssignment[]> {
    const { assignments, items } = this.statementsFor(filterNames(filter));
    const [assignmentRows, itemRows] = await Promise.all([
      assignments.run(filterValues(filter), '', manager),
      items.run(filterValues(filter), '', manager),
    ]);
    const byAssignment = new Map<number, AssignmentItem[]>();
    for (const item of itemRows.map(toAssignmentItem)) {
      const list = byAssignment.get(item.assignmentId);
      if (list) list.push(item);
      else byAssignment.set(item.assignmentId, [item]);
    }
    return assignmentRows.map((row) => {
      const assignment = toAssignmentWithPeople(row);
      return { assignment, items: byAssignment.get(assignment.id) ?? [] };
    });
  }

  /** The assignments alone (with their people), newest first. */
  async assignmentsOnly(filter: AssignmentFilter): Promise<Assignment[]> {
    const rows = await this.statementsFor(filterNames(filter)).assignments.run(filterValues(filter));
    return rows.map(toAssignmentWithPeople);
  }

  private statementsFor(names: FilterName[]) {
    const key = names.join(',');
    const known = this.statements.get(key);
    if (known) return known;
    const assignments = this.dataSource
      .createQueryBuilder(Assignment, 'a')
      .innerJoin('a.participant', 'pa')
      .innerJoin('a.professional', 'pr')
      .select([])
      .addSelect('pa.username', 'participant_username')
      .addSelect('pr.username', 'professional_username');
    for (const [property, column] of ASSIGNMENT_COLUMNS) assignments.addSelect(`a.${property}`, column);
    whereAssignment(assignments, names).orderBy('a.id', 'DESC');
    const items = this.dataSource
      .createQueryBuilder(AssignmentItem, 'i')
      .innerJoin(Assignment, 'a', 'a.id = i.assignmentId')
      .select([]);
    for (const [property, column] of ITEM_COLUMNS) items.addSelect(`i.${property}`, column);
    whereAssignment(items, names).orderBy('i.assignmentId', 'ASC').addOrderBy('i.position', 'ASC');
    const prepared = {
      assignments: new PreparedSelect(this.dataSource, assignments, names),
      items: new PreparedSelect(this.dataSource, items, names),
    };
    this.statements.set(key, prepared);
    return prepared;
  }
}

type Statement = PreparedSelect<FilterName>;

/** Every column of an assignment, each under its own column name. */
const ASSIGNMENT_COLUMNS: ReadonlyArray<[property: keyof Assignment, column: string]> = [
  ['id', 'id'],
  ['professionalId', 'professional_id'],
  ['participantId', 'participant_id'],
  ['programId', 'program_id'],
  ['programTitle', 'program_title'],
  ['startDate', 'start_date'],
  ['endDate', 'end_date'],
  ['daysMask', 'days_mask'],
  ['status', 'status'],
  ['endedOn', 'ended_on'],
  ['createdAt', 'created_at'],
  ['updatedAt', 'updated_at'],
];

const ITEM_COLUMNS: ReadonlyArray<[property: keyof AssignmentItem, column: string]> = [
  ['id', 'id'],
  ['assignmentId', 'assignment_id'],
  ['position', 'position'],
  ['programItemId', 'program_item_id'],
  ['title', 'title'],
  ['videoPlatformId', 'video_platform_id'],
  ['startTime', 'start_time'],
  ['endTime', 'end_time'],
  ['sets', 'sets'],
  ['reps', 'reps'],
  ['holdSeconds', 'hold_seconds'],
  ['restSeconds', 'rest_seconds'],
  ['notes', 'notes'],
];

/** The assignment's own columns (no people). */
export function toAssignment(row: Row): Assignment {
  return Object.assign(new Assignment(), {
    id: toNumber(row.id),
    professionalId: toNumber(row.professional_id),
    participantId: toNumber(row.participant_id),
    programId: toNullableNumber(row.program_id),
    programTitle: toText(row.program_title),
    startDate: toText(row.start_date),
    endDate: toNullableText(row.end_date),
    daysMask: toNumber(row.days_mask),
    status: toText(row.status) as AssignmentStatus,
    endedOn: toNullableText(row.ended_on),
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
  });
}

/** With its participant and professional as far as the API shows them: id and username. */
export function toAssignmentWithPeople(row: Row): Assignment {
  const assignment = toAssignment(row);
  assignment.participant = Object.assign(new User(), {
    id: assignment.participantId,
    username: toText(row.participant_username),
  });
  assignment.professional = Object.assign(new User(), {
    id: assignment.professionalId,
    username: toText(row.professional_username),
  });
  return assignment;
}

export function toAssignmentItem(row: Row): AssignmentItem {
  return Object.assign(new AssignmentItem(), {
    id: toNumber(row.id),
    assignmentId: toNumber(row.assignment_id),
    position: toNumber(row.position),
    programItemId: toNullableNumber(row.program_item_id),
    title: toText(row.title),
    videoPlatformId: toText(row.video_platform_id),
    startTime: toNumber(row.start_time),
    endTime: toNumber(row.end_time),
    sets: toNumber(row.sets),
    reps: toNumber(row.reps),
    holdSeconds: toNumber(row.hold_seconds),
    restSeconds: toNumber(row.rest_seconds),
    notes: toText(row.notes),
  });
}
