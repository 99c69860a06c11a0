import type { SessionLog as SessionLogJson } from '@physio/contracts';
import type { SessionLog } from './entities/session-log.entity';

/** Item ids are stored comma-separated (a log's own list, never searched). */
export const joinItemIds = (ids: number[]): string => ids.join(',');
export const splitItemIds = (text: string): number[] => (text ? text.split(',').map(Number) : []);

export function toSessionLogJson(log: SessionLog): SessionLogJson {
  return {
    id: log.id,
    assignment_id: log.assignmentId,
    date: log.date,
    completed_item_ids: splitItemIds(log.completedItemIds),
    pain: log.pain,
    difficulty: log.difficulty,
    notes: log.notes,
    completed: log.completedCount,
    total: log.totalCount,
  };
}
