import type { SavedExercise } from '@physio/contracts';
import type { Exercise } from './entities/exercise.entity';

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
  /** The slug of its publication in the public library; null when not published, absent when not read. */
  published_slug?: string | null;
}

/** Folds the joined rows into [video id, exercise] pairs in row order, each with its tags in row (position) order. */
export function exerciseRowsToSaved(rows: ExerciseTagRow[]): Array<[number, SavedExercise]> {
  const out: Array<[number, SavedExercise]> = [];
  let current: SavedExercise | undefined;
  for (const row of rows) {
    if (current?.id !== row.id) {
      current = { id: row.id, title: row.title, start_time: row.start_time, end_time: row.end_time, tags: [] };
      if (row.published_slug !== undefined) current.published_slug = row.published_slug;
      out.push([row.video_id, current]);
    }
    if (row.tag_id !== null) current.tags.push({ id: row.tag_id, name: row.tag_name ?? '' });
  }
  return out;
}
