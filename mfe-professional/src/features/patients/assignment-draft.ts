import type {
  Assignment,
  AssignmentItem,
  AssignmentRequest,
  AssignmentUpdateRequest,
  DosageSide,
  ProgramItem,
} from '@physio/contracts';

export interface DosageDraft {
  /** The program item's id when assigning; the assignment item's id when editing an assignment. */
  id: number;
  title: string;
  sets: string;
  reps: string;
  hold_seconds: string;
  rest_seconds: string;
  notes: string;
}

/**
 * The dosage a program item starts from when assigned: its saved exercise's (what the video states, e.g. "3x12",
 * "hold 30 s each side"), field by field, else the API's own defaults (3 × 10, hold 0, rest 30). A side is not a
 * field of the assignment, so it goes into the notes.
 */
export function defaultDosage(item: Pick<ProgramItem, 'id' | 'title' | 'exercise_dosage'>): DosageDraft {
  const saved = item.exercise_dosage ?? {};
  return {
    id: item.id,
    title: item.title,
    sets: String(saved.sets ?? 3),
    reps: String(saved.reps ?? 10),
    hold_seconds: String(saved.hold_seconds ?? 0),
    rest_seconds: '30',
    notes: saved.side ? SIDE_NOTES[saved.side] : '',
  };
}

const SIDE_NOTES: Record<DosageSide, string> = {
  each: 'Each side.',
  left: 'Left side.',
  right: 'Right side.',
  both: 'Both sides together.',
};

/** An assignment's item as it stands, for editing its dosage. */
export function currentDosage(item: AssignmentItem): DosageDraft {
  return {
    id: item.id,
    title: item.title,
    sets: String(item.sets),
    reps: String(item.reps),
    hold_seconds: String(item.hold_seconds),
    rest_seconds: String(item.rest_seconds),
    notes: item.notes,
  };
}

/** The schedule and dosage: what assigning and editing an assignment have in common. */
export interface ScheduleDraft {
  startDate: string;
  endDate: string;
  days: number[];
  dosage: DosageDraft[];
}

export interface AssignmentDraft extends ScheduleDraft {
  programId: number | null;
}

/** An existing assignment as an editable draft. */
export function scheduleDraftOf(assignment: Assignment): ScheduleDraft {
  return {
    startDate: assignment.start_date,
    endDate: assignment.end_date ?? '',
    days: [...assignment.days_of_week],
    dosage: assignment.items.map(currentDosage),
  };
}

const DOSAGE_FIELDS = [
  ['sets', 'Sets', 1],
  ['reps', 'Reps', 1],
  ['hold_seconds', 'Hold', 0],
  ['rest_seconds', 'Rest', 0],
] as const;

/** The first thing wrong with the draft, in words; null when it can be sent. */
export function assignmentProblem(draft: AssignmentDraft): string | null {
  if (draft.programId === null) return 'Choose a program.';
  return scheduleProblem(draft);
}

/** The first thing wrong with the schedule or a dosage, in words; null when it can be sent. */
export function scheduleProblem(draft: ScheduleDraft): string | null {
  if (!draft.startDate) return 'Choose a start date.';
  if (draft.endDate && draft.endDate < draft.startDate) return 'The end date cannot be before the start date.';
  if (draft.days.length === 0) return 'Choose at least one weekday.';
  for (const item of draft.dosage) {
    for (const [field, label, min] of DOSAGE_FIELDS) {
      const value = Number(item[field]);
      if (item[field].trim() === '' || !Number.isInteger(value) || value < min) {
        return `${label} of “${item.title}” must be a whole number of ${min} or more.`;
      }
    }
  }
  return null;
}

export function toAssignmentRequest(participantId: number, draft: AssignmentDraft): AssignmentRequest {
  return {
    participant_id: participantId,
    program_id: draft.programId as number,
    start_date: draft.startDate,
    end_date: draft.endDate || null,
    days_of_week: [...draft.days].sort((a, b) => a - b),
    items: draft.dosage.map(({ id, ...dosage }) => ({ program_item_id: id, ...dosageNumbers(dosage) })),
  };
}

export function toAssignmentUpdate(draft: ScheduleDraft): AssignmentUpdateRequest {
  return {
    start_date: draft.startDate,
    end_date: draft.endDate || null,
    days_of_week: [...draft.days].sort((a, b) => a - b),
    items: draft.dosage.map(({ id, ...dosage }) => ({ id, ...dosageNumbers(dosage) })),
  };
}

function dosageNumbers(item: Omit<DosageDraft, 'id'>) {
  return {
    sets: Number(item.sets),
    reps: Number(item.reps),
    hold_seconds: Number(item.hold_seconds),
    rest_seconds: Number(item.rest_seconds),
    notes: item.notes.trim(),
  };
}

export type DosageField = Exclude<keyof DosageDraft, 'id' | 'title'>;

/** Messages per form field, from the API's `details` (keys such as `start_date` or `items.0.sets`). */
export interface ScheduleErrors {
  startDate?: string;
  endDate?: string;
  days?: string;
  dosage: Partial<Record<DosageField, string>>[];
}

const SCHEDULE_FIELDS = { start_date: 'startDate', end_date: 'endDate', days_of_week: 'days' } as const;
const DOSAGE_KEYS: readonly DosageField[] = ['sets', 'reps', 'hold_seconds', 'rest_seconds', 'notes'];

export function scheduleErrors(details: Record<string, string[]> | undefined): ScheduleErrors {
  const errors: ScheduleErrors = { dosage: [] };
  for (const [key, messages] of Object.entries(details ?? {})) {
    const message = messages.join(' ');
    const [head, index, field] = key.split('.');
    if (head in SCHEDULE_FIELDS) errors[SCHEDULE_FIELDS[head as keyof typeof SCHEDULE_FIELDS]] = message;
    else if (head === 'items' && DOSAGE_KEYS.includes(field as DosageField)) {
      const at = Number(index);
      errors.dosage[at] = { ...errors.dosage[at], [field]: message };
    }
  }
  return errors;
}
