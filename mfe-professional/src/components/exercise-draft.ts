import type { DetectedExercise, ExerciseDosage, ExerciseInput, SavedExercise } from '@physio/contracts';
import { addTags } from '@physio/ui';
import { formatClock, formatTimeField } from '@physio/util';

/** An exercise being edited before it is saved; `key` keeps React rows stable while titles change. */
export interface ExerciseDraft extends ExerciseInput {
  key: string;
  /** Detected from a name the engine does not know: the review list marks it for the professional to check. */
  inferred?: boolean;
  /**
   * The dosage the video states ("3 × 10 reps, each side"), shown while reviewing; the fields themselves (`sets`,
   * `reps`, `hold_seconds`, `side`) are saved with the exercise and can be edited.
   */
  dosage?: string;
}

const SIDE_TEXT: Record<NonNullable<DetectedExercise['side']>, string> = {
  each: 'each side',
  left: 'left side',
  right: 'right side',
  both: 'both sides',
};

/** "3 × 10 reps, hold 30 s, each side", or undefined when the video states no dosage. */
export function dosageText({ sets, reps, hold_seconds, side }: ExerciseDosage): string | undefined {
  const amount =
    reps !== undefined ? `${sets !== undefined ? `${sets} × ` : ''}${reps} reps` : sets ? `${sets} sets` : '';
  const parts = [amount, hold_seconds !== undefined ? `hold ${hold_seconds} s` : '', side ? SIDE_TEXT[side] : ''];
  const text = parts.filter(Boolean).join(', ');
  return text || undefined;
}

/** The dosage fields a source states, leaving out the ones it does not (so a draft never carries `undefined`). */
export function dosageFields({ sets, reps, hold_seconds, side }: ExerciseDosage): ExerciseDosage {
  return {
    ...(sets !== undefined ? { sets } : {}),
    ...(reps !== undefined ? { reps } : {}),
    ...(hold_seconds !== undefined ? { hold_seconds } : {}),
    ...(side !== undefined ? { side } : {}),
  };
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
    ...dosageFields(exercise),
  };
}

/**
 * Title = the engine's title, else its first form cue, else 'Exercise N'. Tags = the engine's tags, which lead with the
 * exercise's name (and leave it out for a move found only by its place, "Exercise 5"), else its type; de-duplicated.
 */
export function draftFromDetected(exercise: DetectedExercise, index: number): ExerciseDraft {
  const title = exercise.title?.trim() || exercise.pattern_matches?.form_cues?.[0]?.trim() || `Exercise ${index + 1}`;
  return {
    key: nextKey(),
    title,
    start_time: Math.floor(exercise.start),
    end_time: Math.ceil(exercise.end),
    tags: addTags([], (exercise.tags ?? [exercise.type]).filter(Boolean).join(',')),
    ...(exercise.confidence === 'inferred' ? { inferred: true } : {}),
    ...(dosageText(exercise) ? { dosage: dosageText(exercise) } : {}),
    ...dosageFields(exercise),
  };
}

export type DraftField = 'title' | 'start_time' | 'end_time' | 'sets' | 'reps' | 'hold_seconds' | 'side';

/** The API's limits and words for a saved dosage (the care loop's own limits, so an assignment accepts it). */
const DOSAGE_LIMITS = [
  ['sets', 1, 20, 'a whole number'],
  ['reps', 1, 100, 'a whole number'],
  ['hold_seconds', 0, 600, 'a whole number of seconds'],
] as const;

function dosageProblems(draft: ExerciseDosage): DraftProblems {
  const problems: DraftProblems = {};
  for (const [field, min, max, kind] of DOSAGE_LIMITS) {
    const value = draft[field];
    if (value === undefined) continue;
    if (!Number.isInteger(value)) problems[field] = `${field} must be ${kind}.`;
    else if (value < min)
      problems[field] = min === 0 ? `${field} cannot be negative.` : `${field} must be at least ${min}.`;
    else if (value > max) problems[field] = `${field} must be at most ${max}.`;
  }
  return problems;
}
export type DraftProblems = Partial<Record<DraftField, string>>;

/**
 * What is wrong with each field of a draft, in the API's words where it has them. `videoSeconds` is the video's
 * length when known (0 when YouTube did not say), so a segment cannot end after the video.
 */
export function draftProblems(draft: ExerciseInput, videoSeconds = 0): DraftProblems {
  const problems: DraftProblems = {};
  if (!draft.title.trim()) problems.title = 'Title is required.';
  if (Number.isNaN(draft.start_time)) problems.start_time = 'Enter the start as MM:SS.';
  if (Number.isNaN(draft.end_time)) problems.end_time = 'Enter the end as MM:SS.';
  else if (!problems.start_time && draft.end_time <= draft.start_time)
    problems.end_time = 'End time must be after the start time.';
  else if (videoSeconds > 0 && draft.end_time > videoSeconds)
    problems.end_time = `End time must be at most the video's length (${formatClock(videoSeconds)}).`;
  return { ...problems, ...dosageProblems(draft) };
}

/** The first message of a draft that cannot be saved, or null. */
export function draftError(draft: ExerciseInput, videoSeconds = 0): string | null {
  return Object.values(draftProblems(draft, videoSeconds))[0] ?? null;
}

export function toInput(draft: ExerciseDraft): ExerciseInput {
  const { title, start_time, end_time, tags } = draft;
  return { title: title.trim(), start_time, end_time, tags, ...dosageFields(draft) };
}

/** Whether the engine found exercises and every one of them is already on the video (the API's already_saved). */
export const allAlreadySaved = (detected: readonly Pick<DetectedExercise, 'already_saved'>[]) =>
  detected.length > 0 && detected.every((e) => e.already_saved);

/**
 * The detected exercises not yet on the video, as the API marks them (already_saved). `allSaved` when every detected
 * exercise is already there; then nothing is listed.
 */
export function newDrafts(detected: readonly DetectedExercise[]): { drafts: ExerciseDraft[]; allSaved: boolean } {
  const drafts = detected.map(draftFromDetected).filter((_, i) => !detected[i].already_saved);
  return { drafts, allSaved: allAlreadySaved(detected) };
}

/** A saved segment the draft's times overlap (sharing more than an instant), for the review list to flag. */
export interface SavedOverlap {
  title: string;
  /** '04:00–05:00', as the video page writes a saved segment's times. */
  range: string;
}

/**
 * The saved exercises of the video whose segments the draft's start–end overlaps, in their order. A draft whose times
 * cannot be read or do not make a range overlaps nothing: its fields already say what is wrong.
 */
export function savedOverlaps(
  draft: Pick<ExerciseInput, 'start_time' | 'end_time'>,
  saved: readonly Pick<SavedExercise, 'title' | 'start_time' | 'end_time'>[],
): SavedOverlap[] {
  const { start_time: start, end_time: end } = draft;
  if (!(end > start)) return [];
  return saved
    .filter((s) => start < s.end_time && s.start_time < end)
    .map((s) => ({ title: s.title, range: `${formatTimeField(s.start_time)}–${formatTimeField(s.end_time)}` }));
}
