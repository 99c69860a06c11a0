/** Public shapes of the detection engine (re-exported by index.ts). */

export interface DetectionInput {
  title: string;
  description: string;
  /** Total video length in seconds; 0 when unknown. */
  durationSeconds: number;
  /** Raw WebVTT or SRT text; the format is detected. */
  captions?: string;
  /** Titles of exercises already saved on this video. */
  existingTitles?: string[];
}

/** How a dosage applies to the sides of the body: each side in turn, one side, or both at once. */
export type DosageSide = 'each' | 'left' | 'right' | 'both';

/** `known`: the lexicon named the exercise; `inferred`: a chapter the engine took for an exercise it does not know. */
export type DetectionConfidence = 'known' | 'inferred';

export interface DetectedExercise {
  /** Whole seconds, end > start. */
  start: number;
  end: number;
  /** Canonical lexicon name of the exercise ("glute bridge"); also the first tag. */
  type: string;
  /** Display title: the chapter title as written, or the canonical name in sentence case. */
  title?: string;
  /** Lexicon id (kebab-case). */
  id?: string;
  /** [type, body part, category], lower-case, de-duplicated. */
  tags: string[];
  /** Lexicon cues of this exercise actually found in the text of this segment (may be empty). */
  pattern_matches: { form_cues: string[] };
  /** True when `title` equals one of `existingTitles`, ignoring case and surrounding spaces. */
  already_saved: boolean;
  confidence: DetectionConfidence;
  /** Dosage, only when the text states it ("3x10", "hold 30 s each side"). */
  sets?: number;
  reps?: number;
  hold_seconds?: number;
  side?: DosageSide;
}

export type DetectionSource = 'chapters' | 'captions' | 'none';

export interface DetectionResult {
  /** Where the exercises came from; 'none' whenever `exercises` is empty. */
  source: DetectionSource;
  exercises: DetectedExercise[];
  /** One or two sentences explaining the result, fit to show a user. */
  message: string;
}
