import type { Assignment as AssignmentJson } from '@physio/contracts';
import type { EntityManager } from 'typeorm';
import { todayUtc } from '../schedule/iso-dates';
import type { AssignmentFilter, AssignmentQueries } from './assignment.queries';
import { toAssignmentJson } from './assignment.mapper';

/** The assignments the filter picks, as the API answers them, newest first. `manager`: a transaction's. */
export async function readAssignments(
  queries: AssignmentQueries,
  filter: AssignmentFilter,
  manager?: EntityManager,
  today = todayUtc(),
): Promise<AssignmentJson[]> {
  const loaded = await queries.load(filter, manager);
  return loaded.map(({ assignment, items }) => toAssignmentJson(assignment, items, today));
}
