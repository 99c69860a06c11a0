export interface Tag {
  id: number;
  name: string;
}

export interface SavedExercise {
  id: number;
  title: string;
  /** Seconds from the start of the video. */
  start_time: number;
  end_time: number;
  tags: Tag[];
  /** The slug of its public library page while it is published, else null. */
  published_slug?: string | null;
  /** Dosage the video states (see ExerciseDosage); absent when none was saved. */
  sets?: number;
  reps?: number;
  hold_seconds?: number;
  side?: DosageSide;
}

/**
 * Dosage of a saved exercise, usually what detection read from the video: the care loop's assignment starts from
 * it. Every field is optional.
 */
export interface ExerciseDosage {
  sets?: number;
  reps?: number;
  hold_seconds?: number;
  side?: DosageSide;
}

/** An exercise the engine found, before the professional saves it. */
export interface DetectedExercise {
  start: number;
  end: number;
  /** The exercise's kind; the UI uses it as the first tag. */
  type: string;
  title?: string;
  id?: string;
  tags?: string[];
  pattern_matches: { form_cues: string[] };
  /** True when an exercise of this title is already saved on this professional's copy of the video. */
  already_saved: boolean;
  /**
   * `known`: the engine's exercise list named it; `inferred`: a chapter it took for an exercise it does not know,
   * which the professional should check.
   */
  confidence: DetectionConfidence;
  /** Dosage, present only when the video's text states it ("3x10", "hold 30 s each side"). */
  sets?: number;
  reps?: number;
  hold_seconds?: number;
  side?: DosageSide;
}

export type DetectionConfidence = 'known' | 'inferred';

/** How a dosage applies to the sides of the body: each side in turn, one side, or both at once. */
export type DosageSide = 'each' | 'left' | 'right' | 'both';

/** Names the video by its URL, by our id of a video in the library, or both (then they must agree). */
export interface DetectRequest {
  video_url?: string;
  /** Our id of a video in this professional's library. */
  video_id?: number;
  /** WebVTT or SRT text the professional uploaded, used when the video has no chapters. */
  captions?: string;
}

export interface DetectResponse {
  video_id: string;
  video_title: string;
  exercises: DetectedExercise[];
  source?: 'chapters' | 'captions' | 'none';
  message?: string;
  notice?: string;
}

export interface ExerciseInput extends ExerciseDosage {
  title: string;
  start_time: number;
  end_time: number;
  tags: string[];
}

/** Saves a video (created on first use) with exercises; also used to add a single exercise. */
export interface SaveExercisesRequest {
  url: string;
  video_id: string;
  title: string;
  exercises: ExerciseInput[];
}

export interface SaveExercisesResponse {
  video: { id: number; video_id: string; title: string };
  exercises: SavedExercise[];
}

export type UpdateExerciseRequest = ExerciseInput;

/** A row of the professional's exercise list: the exercise and the video it appears in. */
export interface ExerciseListItem extends SavedExercise {
  video: { id: number; video_id: string; title: string };
}

export interface ExerciseListQuery {
  search?: string;
  page?: number;
  page_size?: number;
}
