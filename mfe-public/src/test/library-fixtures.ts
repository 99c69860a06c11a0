// Library answers as the API gives them, for the public pages' tests.
import type {
  LibraryExerciseDetail,
  LibraryExerciseSummary,
  LibraryFacetCount,
  LibraryFacets,
  LibraryProgramDetail,
  Page,
} from '@physio/contracts';
import { LIBRARY_BODY_PARTS, LIBRARY_CATEGORIES, LIBRARY_CONDITIONS, LIBRARY_DIFFICULTIES } from '@physio/util';

export function exerciseSummary(overrides: Partial<LibraryExerciseSummary> = {}): LibraryExerciseSummary {
  return {
    slug: 'seated-knee-extension',
    title: 'Seated Knee Extension',
    description: 'Straighten the knee against gravity to strengthen the front of the thigh.',
    category: { slug: 'lower-body', name: 'Lower Body' },
    body_part: { slug: 'knee', name: 'Knee' },
    conditions: [{ slug: 'knee-pain', name: 'Knee Pain' }],
    difficulty: 'beginner',
    duration: 45,
    thumbnail_url: null,
    professional: { name: 'demo.pro' },
    published_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

export function exerciseDetail(overrides: Partial<LibraryExerciseDetail> = {}): LibraryExerciseDetail {
  return {
    ...exerciseSummary(),
    instructions: ['Sit tall on a firm chair.', 'Straighten one knee slowly.', 'Lower it under control.'],
    safety_tip: 'Stop if the knee hurts more than a little.',
    segment: {
      platform: 'youtube',
      video_id: 'Lb7xQe2RkPw',
      video_title: 'Knee exercises after injury',
      start_time: 65,
      end_time: 110,
      thumbnail_url: 'https://i.ytimg.com/vi/Lb7xQe2RkPw/hqdefault.jpg',
    },
    ...overrides,
  };
}

export function page<T>(results: T[], count = results.length): Page<T> {
  return { count, next: null, previous: null, results };
}

const counted = (
  terms: readonly { slug: string; name: string }[],
  counts: Record<string, number>,
): LibraryFacetCount[] => terms.map((term) => ({ ...term, count: counts[term.slug] ?? 0 }));

export function facets(counts: Record<string, number> = {}): LibraryFacets {
  return {
    total_exercises: 13,
    total_programs: 1,
    categories: counted(LIBRARY_CATEGORIES, counts),
    body_parts: counted(LIBRARY_BODY_PARTS, counts),
    conditions: counted(LIBRARY_CONDITIONS, counts),
    difficulties: counted(LIBRARY_DIFFICULTIES, counts),
  };
}

export function programDetail(overrides: Partial<LibraryProgramDetail> = {}): LibraryProgramDetail {
  const segment = exerciseDetail().segment;
  return {
    slug: 'knee-strengthening',
    title: 'Knee Strengthening',
    description: 'Four weeks of progressive knee work.',
    difficulty: 'intermediate',
    exercise_count: 2,
    total_duration: 95,
    professional: { name: 'demo.pro' },
    published_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    items: [
      { position: 1, title: 'Seated Knee Extension', segment, exercise_slug: 'seated-knee-extension' },
      { position: 2, title: 'Wall Sit', segment: { ...segment, start_time: 120, end_time: 170 }, exercise_slug: null },
    ],
    ...overrides,
  };
}
