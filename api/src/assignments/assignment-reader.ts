import type { Assignment as AssignmentJson } from '@physio/contracts';
import { In, type EntityManager, type FindOptionsWhere } from 'typeorm';
import { todayUtc } from '../schedule/iso-dates';
import { toAssignmentJson } from './assignment.mapper';
import { AssignmentItem } from './entities/assignment-item.entity';
import { Assignment } from './entities/assignment.entity';

/** Assignments with their items, newest first. */
export async function loadAssignments(
  manager: EntityManager,
  where: FindOptionsWhere<Assignment>,
): Promise<Array<{ assignment: Assignment; items: AssignmentItem[] }>> {
  const assignments = await manager.find(Assignment, {
    where,
    relations: { participant: true, professional: true },
    order: { id: 'DESC' },
  });
  const items = await itemsOf(
    manager,
    assignments.map((a) => a.id),
  );
  return assignments.map((assignment) => ({ assignment, items: items.get(assignment.id) ?? [] }));
}

/** The same, as the API answers them. */
export async function readAssignments(
  manager: EntityManager,
  where: FindOptionsWhere<Assignment>,
  today = todayUtc(),
): Promise<AssignmentJson[]> {
  const loaded = await loadAssignments(manager, where);
  return loaded.map(({ assignment, items }) => toAssignmentJson(assignment, items, today));
}

/** Items per assignment id, in order. */
export async function itemsOf(manager: EntityManager, assignmentIds: number[]): Promise<Map<number, AssignmentItem[]>> {
  const byAssignment = new Map<number, AssignmentItem[]>();
  if (assignmentIds.length === 0) return byAssignment;
  const items = await manager.find(AssignmentItem, {
    where: { assignmentId: In(assignmentIds) },
    order: { assignmentId: 'ASC', position: 'ASC' },
  });
  for (const item of items) {
    const list = byAssignment.get(item.assignmentId);
    if (list) list.push(item);
    else byAssignment.set(item.assignmentId, [item]);
  }
  return byAssignment;
}
