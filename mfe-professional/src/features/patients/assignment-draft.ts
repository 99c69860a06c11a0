import type { AssignmentRequest, ProgramItem } from '@physio/contracts';

/** ISO weekdays, 1 = Monday … 7 = Sunday, as the API counts them. */
export const WEEKDAYS = [
  { day: 1, short: 'Mon', name: 'Monday' },
  { day: 2, short: 'Tue', name: 'Tuesday' },
  { day: 3, short: 'Wed', name: 'Wednesday' },
  { day: 4, short: 'Thu', name: 'Thursday' },
  { day: 5, short: 'Fri', name: 'Friday' },
  { day: 6, short: 'Sat', name: 'Saturday' },
  { day: 7, short: 'Sun', name: 'Sunday' },
] as const;

export function weekdayNames(days: number[]): string {
  if (days.length === 7) return 'Every day';
  return WEEKDAYS.filter((w) => days.includes(w.day))
    .map((w) => w.short)
    .join(', ');
}

export interface DosageDraft {
  program_item_id: number;
  title: string;
  sets: string;
  reps: string;
  hold_seconds: string;
  rest_seconds: string;
  notes: string;
}

/** The API's own defaults (3 × 10, hold 0, rest 30), shown so the professional edits from them. */
export function defaultDosage(item: Pick<ProgramItem, 'id' | 'title'>): DosageDraft {
  return {
    program_item_id: item.id,
    title: item.title,
    sets: '3',
    reps: '10',
    hold_seconds: '0',
    rest_seconds: '30',
    notes: '',
  };
}

export interface AssignmentDraft {
  programId: number | null;
  startDate: string;
  endDate: string;
  days: number[];
  dosage: DosageDraft[];
}

/** Today in the browser's own time zone, as `YYYY-MM-DD` (toISOString would give the UTC date). */
export function localIsoDate(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
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
    items: draft.dosage.map((item) => ({
      program_item_id: item.program_item_id,
      sets: Number(item.sets),
      reps: Number(item.reps),
      hold_seconds: Number(item.hold_seconds),
      rest_seconds: Number(item.rest_seconds),
      notes: item.notes.trim(),
    })),
  };
}
