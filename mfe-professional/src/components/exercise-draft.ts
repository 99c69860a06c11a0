import type { DetectedExercise, ExerciseInput, SavedExercise } from '@physio/contracts';
import { addTags } from '@physio/ui';
import { formatClock } from '@physio/util';

/** An exercise being edited before it is saved; `key` keeps React rows stable while titles change. */
export interface ExerciseDraft extends ExerciseInput {
  key: string;
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
  };
}

export type DraftField = 'title' | 'start_time' | 'end_time';
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
  return problems;
}

/** The first message of a draft that cannot be saved, or null. */
export function draftError(draft: ExerciseInput, videoSeconds = 0): string | null {
  return Object.values(draftProblems(draft, videoSeconds))[0] ?? null;
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
