import type {
  LibraryExerciseDetail,
  LibraryExerciseSummary,
  LibraryProgramDetail,
  LibraryProgramItem,
  LibraryProgramSummary,
  LibrarySegment,
  ProgramDifficulty,
} from '@physio/contracts';
import { toDate, toNullableText, toNumber, toText, type Row } from '../database/row-values';
import { bodyPartTerm, categoryTerm, conditionTerm } from './library-terms';

const iso = (value: unknown) => toDate(value).toISOString();

/** A row of SUMMARY_COLUMNS (library.queries.ts) with its condition slugs. */
export function toExerciseSummary(row: Row, conditions: readonly string[]): LibraryExerciseSummary {
  return {
    slug: toText(row.slug),
    title: toText(row.title),
    description: toText(row.description),
    category: categoryTerm(toText(row.category)),
    body_part: bodyPartTerm(toText(row.body_part)),
    conditions: conditions.map(conditionTerm),
    difficulty: toText(row.difficulty) as ProgramDifficulty,
    duration: toNumber(row.end_time) - toNumber(row.start_time),
    thumbnail_url: toNullableText(row.thumbnail_url),
    professional: { name: toText(row.username) },
    published_at: iso(row.published_at),
    updated_at: iso(row.updated_at),
  };
}

/** A row of DETAIL_COLUMNS; `exercise_id` only for the publication's owner. */
export function toExerciseDetail(row: Row, conditions: readonly string[], forOwner: boolean): LibraryExerciseDetail {
  return {
    ...toExerciseSummary(row, conditions),
    instructions: JSON.parse(toText(row.instructions)) as string[],
    safety_tip: toText(row.safety_tip),
    segment: toSegment(row),
    ...(forOwner ? { exercise_id: toNumber(row.exercise_id) } : {}),
  };
}

function toSegment(row: Row): LibrarySegment {
  return {
    platform: 'youtube',
    video_id: toText(row.platform_video_id),
    video_title: toText(row.video_title),
    start_time: toNumber(row.start_time),
    end_time: toNumber(row.end_time),
    thumbnail_url: toNullableText(row.thumbnail_url),
  };
}

/** A row of PROGRAM_COLUMNS. */
export function toProgramSummary(row: Row): LibraryProgramSummary {
  return {
    slug: toText(row.slug),
    title: toText(row.title),
    description: toText(row.description),
    difficulty: toText(row.difficulty) as ProgramDifficulty,
    exercise_count: toNumber(row.exercise_count),
    total_duration: toNumber(row.total_duration),
    professional: { name: toText(row.username) },
    published_at: iso(row.published_at),
    updated_at: iso(row.updated_at),
  };
}

export function toProgramDetail(row: Row, items: Row[], forOwner: boolean): LibraryProgramDetail {
  return {
    ...toProgramSummary(row),
    items: items.map((item): LibraryProgramItem => ({
      position: toNumber(item.position),
      title: toText(item.title),
      segment: toSegment(item),
      exercise_slug: toNullableText(item.exercise_slug),
    })),
    ...(forOwner ? { program_id: toNumber(row.program_id) } : {}),
  };
}

/** Condition slugs per publication id, from conditionsOf rows. */
export function groupConditions(rows: Row[]): Map<number, string[]> {
  const grouped = new Map<number, string[]>();
  for (const row of rows) {
    const id = toNumber(row.library_exercise_id);
    grouped.set(id, [...(grouped.get(id) ?? []), toText(row.condition_slug)]);
  }
  return grouped;
}
