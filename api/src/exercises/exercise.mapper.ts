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
