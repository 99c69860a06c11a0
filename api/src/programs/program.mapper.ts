import type { Program as ProgramJson, ProgramItem as ProgramItemJson } from '@physio/contracts';
import { dosageOf } from '../exercises/exercise.mapper';
import type { ProgramItem } from './entities/program-item.entity';
import type { Program } from './entities/program.entity';

/** The saved exercise's dosage when it states any (the care loop's assignment starts from it). */
function exerciseDosage(item: ProgramItem): Pick<ProgramItemJson, 'exercise_dosage'> {
  const dosage = item.exercise ? dosageOf(item.exercise) : {};
  return Object.keys(dosage).length > 0 ? { exercise_dosage: dosage } : {};
}

/** Expects items with their video (and, for the dosage, their saved exercise) loaded. */
export function toProgramJson(program: Program, items: ProgramItem[]): ProgramJson {
  const sorted = items.slice().sort((a, b) => a.position - b.position);
  const json: ProgramItemJson[] = sorted.map((item) => ({
    id: item.id,
    position: item.position,
    exercise_id: item.exerciseId,
    video_id: item.videoId,
    video_platform_id: item.video?.videoId ?? '',
    video_title: item.video?.title ?? '',
    start_time: item.startTime,
    end_time: item.endTime,
    title: item.title,
    ...exerciseDosage(item),
  }));
  return {
    id: program.id,
    title: program.title,
    description: program.description,
    difficulty: program.difficulty,
    status: program.status,
    items: json,
    video_count: new Set(json.map((item) => item.video_id)).size,
    total_duration: json.reduce((sum, item) => sum + (item.end_time - item.start_time), 0),
    created_at: program.createdAt.toISOString(),
    updated_at: program.updatedAt.toISOString(),
  };
}
