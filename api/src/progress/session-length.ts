import type { AssignmentItem } from '../assignments/entities/assignment-item.entity';

/**
 * Rough length of a session in whole minutes (at least 1): each set plays the exercise's segment and holds every
 * rep, then rests.
 */
export function sessionMinutes(
  items: Pick<AssignmentItem, 'sets' | 'reps' | 'holdSeconds' | 'restSeconds' | 'startTime' | 'endTime'>[],
): number {
  const seconds = items.reduce(
    (sum, item) =>
      sum + item.sets * (Math.max(0, item.endTime - item.startTime) + item.reps * item.holdSeconds + item.restSeconds),
    0,
  );
  return Math.max(1, Math.ceil(seconds / 60));
}
