import type { AssignmentItem } from '@physio/contracts';

type Dosage = Pick<AssignmentItem, 'sets' | 'reps' | 'hold_seconds' | 'rest_seconds'>;

/** "3 sets × 10 reps": the dose as the participant reads it first. */
export const dosageLine = (item: Dosage) => `${item.sets} sets × ${item.reps} reps`;

/** Holds and rests, when the professional set any ("hold 5s, rest 30s between sets"); empty otherwise. */
export function dosageDetails(item: Dosage): string {
  return [
    item.hold_seconds > 0 ? `hold ${item.hold_seconds}s` : null,
    item.rest_seconds > 0 ? `rest ${item.rest_seconds}s between sets` : null,
  ]
    .filter(Boolean)
    .join(', ');
}
