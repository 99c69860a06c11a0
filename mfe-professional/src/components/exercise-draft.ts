import type { DetectedExercise, ExerciseInput, SavedExercise } from '@physio/contracts';
import { addTags } from '@physio/ui';

/** An exercise being edited before it is saved; `key` keeps React rows stable while titles change. */
export interface ExerciseDraft extends ExerciseInput {
  key: string;
  /** Detected from a name the engine does not know: the review list marks it for the professional to check. */
  inferred?: boolean;
  /** The dosage the video states ("3 × 10 reps, each side"), shown while reviewing; not saved with the exercise. */
  dosage?: string;
}

const SIDE_TEXT: Record<NonNullable<DetectedExercise['side']>, string> = {
  each: 'each side',
  left: 'left side',
  right: 'right side',
  both: 'both sides',
};

/** "3 × 10 reps, hold 30 s, each side", or undefined when the video states no dosage. */
export function dosageText({ sets, reps, hold_seconds, side }: DetectedExercise): string | undefined {
  const amount =
    reps !== undefined ? `${sets !== undefined ? `${sets} × ` : ''}${reps} reps` : sets ? `${sets} sets` : '';
  const parts = [amount, hold_seconds !== undefined ? `hold ${hold_seconds} s` : '', side ? SIDE_TEXT[side] : ''];
  const text = parts.filter(Boolean).join(', ');
  return text || undefined;
}

let counter = 0;
const nextKey = () => `draft-${++counter}`;

export function emptyDraft(): ExerciseDraft {
  return { key: nextKey(), title: '', start_time: 0, end_time: 0, tags: [] };
}

export function draftFromSaved(exercise: SavedExercise): ExerciseDraft {
  return {
    key: `saved-${exercise.id}`,
    title: exercise.title,
    start_time: exercise.start_time,
    end_time: exercise.end_time,
    tags: exercise.tags.map((t) => t.name),
  };
}

/** Title = the engine's title, else its first form cue, else 'Exercise N'; tags = [type, ...tags] de-duplicated. */
export function draftFromDetected(exercise: DetectedExercise, index: number): ExerciseDraft {
  const title = exercise.title?.trim() || exercise.pattern_matches?.form_cues?.[0]?.trim() || `Exercise ${index + 1}`;
  return {
    key: nextKey(),
    title,
    start_time: Math.floor(exercise.start),
    end_time: Math.ceil(exercise.end),
    tags: addTags([], [exercise.type, ...(exercise.tags ?? [])].filter(Boolean).join(',')),
    ...(exercise.confidence === 'inferred' ? { inferred: true } : {}),
    ...(dosageText(exercise) ? { dosage: dosageText(exercise) } : {}),
  };
}

/** The message of a draft that cannot be saved, or null. */
export function draftError(draft: ExerciseInput): string | null {
  if (!draft.title.trim()) return 'Title is required.';
  if (draft.end_time <= draft.start_time) return 'End time must be after the start time.';
  return null;
}

export function toInput({ title, start_time, end_time, tags }: ExerciseDraft): ExerciseInput {
  return { title: title.trim(), start_time, end_time, tags };
}

/**
 * The detected exercises not yet on the video, as the API marks them (already_saved). `allSaved` when every detected
 * exercise is already there; then nothing is listed.
 */
export function newDrafts(detected: readonly DetectedExercise[]): { drafts: ExerciseDraft[]; allSaved: boolean } {
  const drafts = detected.map(draftFromDetected).filter((_, i) => !detected[i].already_saved);
  return { drafts, allSaved: detected.length > 0 && drafts.length === 0 };
}
