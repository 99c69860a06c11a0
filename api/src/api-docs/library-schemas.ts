import type { SchemaObject } from '@nestjs/swagger';
import type {
  LibraryChange,
  LibraryChanges,
  LibraryExerciseDetail,
  LibraryExerciseSummary,
  LibraryFacetCount,
  LibraryFacets,
  LibraryProfessional,
  LibraryProgramDetail,
  LibraryProgramItem,
  LibraryProgramSummary,
  LibrarySegment,
  LibrarySitemap,
  LibraryTerm,
} from '@physio/contracts';
import { DIFFICULTIES } from '../programs/dto/program.dto';
import {
  arrayOf,
  dateTime,
  int,
  nullable,
  objectOf,
  oneOfStrings,
  optional,
  pageOf,
  ref,
  str,
} from './schema-builders';

const difficulty = () => oneOfStrings(...DIFFICULTIES);

const exerciseSummary = {
  slug: str('Unique, stable for the publication: /exercises/{slug}.'),
  title: str(),
  description: str(),
  category: ref('LibraryTerm'),
  body_part: ref('LibraryTerm'),
  conditions: arrayOf(ref('LibraryTerm')),
  difficulty: difficulty(),
  duration: int('end_time - start_time, seconds.'),
  thumbnail_url: nullable(str()),
  professional: ref('LibraryProfessional'),
  published_at: dateTime(),
  updated_at: dateTime(),
};

const programSummary = {
  slug: str(),
  title: str(),
  description: str(),
  difficulty: difficulty(),
  exercise_count: int(),
  total_duration: int('Sum of the segment lengths, seconds.'),
  professional: ref('LibraryProfessional'),
  published_at: dateTime(),
  updated_at: dateTime(),
};

const slugAndDate = objectOf<LibrarySitemap['exercises'][number]>({ slug: str(), updated_at: dateTime() });

/** The public library's bodies (shared/contracts/src/library.ts). */
export const LIBRARY_SCHEMAS = {
  LibraryTerm: objectOf<LibraryTerm>({ slug: str(), name: str() }),
  LibraryProfessional: objectOf<LibraryProfessional>({ name: str() }),
  LibrarySegment: objectOf<LibrarySegment>({
    platform: oneOfStrings('youtube'),
    video_id: str('The 11-character YouTube id.'),
    video_title: str(),
    start_time: int(),
    end_time: int(),
    thumbnail_url: nullable(str()),
  }),
  LibraryExerciseSummary: objectOf<LibraryExerciseSummary>(exerciseSummary),
  LibraryExercisePage: pageOf('LibraryExerciseSummary'),
  LibraryExerciseDetail: objectOf<LibraryExerciseDetail>({
    ...exerciseSummary,
    instructions: arrayOf(str()),
    safety_tip: str(),
    segment: ref('LibrarySegment'),
    exercise_id: optional(int('Our id of the saved exercise; only for its owner.')),
  }),
  LibraryFacetCount: objectOf<LibraryFacetCount>({ slug: str(), name: str(), count: int() }),
  LibraryFacets: objectOf<LibraryFacets>({
    total_exercises: int(),
    total_programs: int(),
    categories: arrayOf(ref('LibraryFacetCount')),
    body_parts: arrayOf(ref('LibraryFacetCount')),
    conditions: arrayOf(ref('LibraryFacetCount')),
    difficulties: arrayOf(ref('LibraryFacetCount')),
  }),
  LibraryProgramSummary: objectOf<LibraryProgramSummary>(programSummary),
  LibraryProgramPage: pageOf('LibraryProgramSummary'),
  LibraryProgramItem: objectOf<LibraryProgramItem>({
    position: int(),
    title: str(),
    segment: ref('LibrarySegment'),
    exercise_slug: nullable(str('The exercise in the public library, when it is published too.')),
  }),
  LibraryProgramDetail: objectOf<LibraryProgramDetail>({
    ...programSummary,
    items: arrayOf(ref('LibraryProgramItem')),
    program_id: optional(int('Our id of the program; only for its owner.')),
  }),
  LibrarySitemap: objectOf<LibrarySitemap>({ exercises: arrayOf(slugAndDate), programs: arrayOf(slugAndDate) }),
  LibraryChange: objectOf<LibraryChange>({
    kind: oneOfStrings('exercise', 'program'),
    slug: str(),
    action: oneOfStrings('published', 'updated', 'unpublished'),
  }),
  LibraryChanges: objectOf<LibraryChanges>({
    cursor: int('Pass as `after` next time.'),
    reset: { type: 'boolean', description: 'The feed no longer reaches back to `after`: drop every library page.' },
    changes: arrayOf(ref('LibraryChange')),
  }),
} satisfies Record<string, SchemaObject>;
