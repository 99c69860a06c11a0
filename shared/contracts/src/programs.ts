import type { ExerciseDosage } from './exercises';
// Rehabilitation programs a professional builds from saved exercises or video segments.
export type ProgramDifficulty = 'beginner' | 'intermediate' | 'advanced';
export type ProgramStatus = 'draft' | 'active';

/** One step of a program: a saved exercise (exercise_id) or a bare segment of a saved video. */
export interface ProgramItemInput {
  /** Our id of a saved exercise, or null for a segment of the video. */
  exercise_id?: number | null;
  /** Our id of a video in this library. */
  video_id: number;
  start_time: number;
  end_time: number;
  title: string;
}

export interface ProgramItem {
  id: number;
  position: number;
  exercise_id: number | null;
  video_id: number;
  /** The platform's id (the 11-character YouTube id), for the player. */
  video_platform_id: string;
  video_title: string;
  start_time: number;
  end_time: number;
  title: string;
  /** The saved exercise's dosage (what its video states), when it has one: the default when assigning. */
  exercise_dosage?: ExerciseDosage;
}

export interface Program {
  id: number;
  title: string;
  description: string;
  difficulty: ProgramDifficulty;
  status: ProgramStatus;
  items: ProgramItem[];
  /** Distinct videos the items come from. */
  video_count: number;
  /** Sum of the items' segment lengths in seconds. */
  total_duration: number;
  created_at: string;
  updated_at: string;
}

export interface ProgramRequest {
  title: string;
  description: string;
  difficulty: ProgramDifficulty;
  status?: ProgramStatus;
  /** In order; replaces every item on update. */
  items: ProgramItemInput[];
}
