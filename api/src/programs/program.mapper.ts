import type { Program as ProgramJson, ProgramItem as ProgramItemJson } from '@physio/contracts';
import type { ProgramItem } from './entities/program-item.entity';
import type { Program } from './entities/program.entity';

/** Expects items with their video loaded. */
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
