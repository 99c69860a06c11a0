import type { DosageSide, ExerciseDosage, SavedExercise } from '@physio/contracts';
import type { Exercise } from './entities/exercise.entity';

/** The dosage columns of a row as the optional fields of a saved exercise: a null column is left out. */
export function dosageOf(row: {
  sets?: number | null;
  reps?: number | null;
  holdSeconds?: number | null;
  side?: DosageSide | null;
}): ExerciseDosage {
  return {
    ...(row.sets != null ? { sets: row.sets } : {}),
    ...(row.reps != null ? { reps: row.reps } : {}),
    ...(row.holdSeconds != null ? { hold_seconds: row.holdSeconds } : {}),
    ...(row.side != null ? { side: row.side } : {}),
  };
}

/** Expects exerciseTags (with tag) loaded and sorted by position. */
export function toSavedExercise(exercise: Exercise): SavedExercise {
  return {
    id: exercise.id,
    title: exercise.title,
    start_time: exercise.startTime,
    end_time: exercise.endTime,
    tags: (exercise.exerciseTags ?? [])
      .slice()
      .sort((a, b) => a.position - b.position)
      .flatMap((link) => (link.tag ? [{ id: link.tag.id, name: link.tag.name }] : [])),
    ...dosageOf(exercise),
  };
}

/** One row per (exercise, tag) of a LEFT JOIN ordered by start_time, id, tag position; tag_id null: no tags. */
export interface ExerciseTagRow {
  id: number;
  video_id: number;
  title: string;
  start_time: number;
  end_time: number;
  tag_id: number | null;
  tag_name: string | null;
  sets?: number | null;
  reps?: number | null;
  hold_seconds?: number | null;
  side?: DosageSide | null;
  /** The slug of its publication in the public library; null when not published, absent when not read. */
  published_slug?: string | null;
}

/** Folds the joined rows into [video id, exercise] pairs in row order, each with its tags in row (position) order. */
export function exerciseRowsToSaved(rows: ExerciseTagRow[]): Array<[number, SavedExercise]> {
  const out: Array<[number, SavedExercise]> = [];
  let current: SavedExercise | undefined;
  for (const row of rows) {
    if (current?.id !== row.id) {
      current = {
        id: row.id,
        title: row.title,
        start_time: row.start_time,
        end_time: row.end_time,
        tags: [],
        ...(row.published_slug !== undefined ? { published_slug: row.published_slug } : {}),
        ...dosageOf({ sets: row.sets, reps: row.reps, holdSeconds: row.hold_seconds, side: row.side }),
      };
      out.push([row.video_id, current]);
    }
    if (row.tag_id !== null) current.tags.push({ id: row.tag_id, name: row.tag_name ?? '' });
  }
  return out;
}
