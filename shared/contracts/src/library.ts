// The public library: what professionals publish from their studio and what visitors find, read and watch.
// Category, body part, condition and difficulty are slugs of the fixed vocabulary in @physio/util
// (library-vocabulary); the API answers each with its display name as a LibraryTerm.
import type { ProgramDifficulty } from './programs';

export interface LibraryTerm {
  slug: string;
  name: string;
}

/**
 * `POST /api/exercises/{id}/publish/` (professional, owner of the saved exercise). Publishes the saved exercise's
 * video segment with what a patient needs; posting again updates the publication (same slug). 201 the first time,
 * 200 after; answers LibraryExerciseDetail. `DELETE` on the same path unpublishes (204); `GET` answers the current
 * publication (200) or 404, so the studio's form can start from it.
 */
export interface PublishExerciseRequest {
  /** Public title; the studio proposes the saved exercise's title. */
  title: string;
  description: string;
  /** Step-by-step, in order. */
  instructions: string[];
  safety_tip: string;
  body_part: string;
  category: string;
  conditions: string[];
  difficulty: ProgramDifficulty;
}

export interface LibraryProfessional {
  /** Shown publicly beside the exercise (the professional's username today). */
  name: string;
}

/** The video segment a publication plays: a YouTube video from `start_time` to `end_time` (whole seconds). */
export interface LibrarySegment {
  platform: 'youtube';
  /** The platform's id (11-character YouTube id). */
  video_id: string;
  video_title: string;
  start_time: number;
  end_time: number;
  thumbnail_url: string | null;
}

export interface LibraryExerciseSummary {
  /** Stable for the publication's life, unique across the library, URL-safe: `/exercises/{slug}`. */
  slug: string;
  title: string;
  description: string;
  category: LibraryTerm;
  body_part: LibraryTerm;
  conditions: LibraryTerm[];
  difficulty: ProgramDifficulty;
  /** end_time - start_time, seconds. */
  duration: number;
  thumbnail_url: string | null;
  professional: LibraryProfessional;
  published_at: string;
  updated_at: string;
}

export interface LibraryExerciseDetail extends LibraryExerciseSummary {
  instructions: string[];
  safety_tip: string;
  segment: LibrarySegment;
  /** Our id of the saved exercise it was published from; present only for its owner. */
  exercise_id?: number;
}

/**
 * `GET /api/library/exercises/` (public). Every filter is optional and they combine with AND; `search` matches
 * title, description, tags, body part and condition (full-text on PostgreSQL, an equivalent on SQLite) and orders by
 * relevance; without it, newest publication first. Answers Page<LibraryExerciseSummary>. Unknown slugs are a 400.
 */
export interface LibraryExerciseQuery {
  search?: string;
  category?: string;
  body_part?: string;
  condition?: string;
  difficulty?: ProgramDifficulty;
  page?: number;
  page_size?: number;
}

export interface LibraryFacetCount extends LibraryTerm {
  /** Published exercises with this term. Every term of the vocabulary is listed, with 0 when none. */
  count: number;
}

/** `GET /api/library/facets/` (public): real counts over published exercises (and programs by difficulty). */
export interface LibraryFacets {
  total_exercises: number;
  total_programs: number;
  categories: LibraryFacetCount[];
  body_parts: LibraryFacetCount[];
  conditions: LibraryFacetCount[];
  difficulties: LibraryFacetCount[];
}

/**
 * `POST /api/programs/{id}/publish/` (professional, owner): publishes the program with its items as they are now;
 * posting again updates it. `DELETE` unpublishes, `GET` answers the publication or 404. Answers LibraryProgramDetail.
 */
export interface PublishProgramRequest {
  title: string;
  description: string;
}

export interface LibraryProgramSummary {
  slug: string;
  title: string;
  description: string;
  difficulty: ProgramDifficulty;
  exercise_count: number;
  /** Sum of the items' segment lengths, seconds. */
  total_duration: number;
  professional: LibraryProfessional;
  published_at: string;
  updated_at: string;
}

export interface LibraryProgramItem {
  position: number;
  title: string;
  segment: LibrarySegment;
  /** The item's exercise in the public library, when that exercise is published too. */
  exercise_slug: string | null;
}

export interface LibraryProgramDetail extends LibraryProgramSummary {
  items: LibraryProgramItem[];
  program_id?: number;
}

/** `GET /api/library/programs/` (public): `search`, `difficulty`, paging. Answers Page<LibraryProgramSummary>. */
export interface LibraryProgramQuery {
  search?: string;
  difficulty?: ProgramDifficulty;
  page?: number;
  page_size?: number;
}

/** `GET /api/library/sitemap/` (public): every published page, for sitemap.xml. */
export interface LibrarySitemap {
  exercises: { slug: string; updated_at: string }[];
  programs: { slug: string; updated_at: string }[];
}

/**
 * `GET /api/library/changes/?after={cursor}` (public): what was published, updated or unpublished after `cursor`
 * (0 or absent: answers only the current cursor, with no changes). Servers that cache library pages poll it and drop
 * the pages a change touches. `reset` is true when `after` is older than the feed keeps: drop every library page.
 */
export interface LibraryChanges {
  cursor: number;
  reset: boolean;
  changes: LibraryChange[];
}

export interface LibraryChange {
  kind: 'exercise' | 'program';
  slug: string;
  action: 'published' | 'updated' | 'unpublished';
}
