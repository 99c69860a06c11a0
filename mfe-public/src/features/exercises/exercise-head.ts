// What the library's pages put in the document's head: the server renderer writes it into the HTML (route handles),
// and the pages set the same title and description in the browser (useDocumentMeta), from these same functions.
import type { LibraryExerciseDetail, LibraryExerciseQuery } from '@physio/contracts';
import type { PageHead } from '../../ssr/route-handle';
import { libraryTermName, youtubeEmbedUrl } from '@physio/util';
import { LIBRARY_FILTERS, paramsFromExerciseQuery } from '../library/library-query';

const LIBRARY_DESCRIPTION =
  'Browse physiotherapy exercises published by professionals, each with its video, step-by-step instructions and a safety tip: search or filter by category, body part, condition and difficulty.';

/** Names of the filters a query sets, in the filters' order: ['Knee', 'Beginner']. */
function filterNames(query: LibraryExerciseQuery): string[] {
  return LIBRARY_FILTERS.flatMap((filter) => {
    const slug = query[filter.param];
    const name = slug ? libraryTermName(filter.terms, slug) : undefined;
    return name ? [name] : [];
  });
}

/**
 * The library's head for a query. Filtered pages are pages of their own (a category's exercises), so the filters and
 * the page stay in the canonical URL; a search does not (its results are a view of the library, not a page to index).
 */
export function exercisesHead(query: LibraryExerciseQuery): PageHead {
  const names = filterNames(query);
  const page = query.page && query.page > 1 ? ` (page ${query.page})` : '';
  const canonical = paramsFromExerciseQuery({ ...query, search: undefined }).toString();
  return {
    title: names.length ? `${names.join(', ')} Exercises${page} | PhysioHub` : `Exercise Library${page} | PhysioHub`,
    description: names.length
      ? `${names.join(', ')} physiotherapy exercises with video, step-by-step instructions and safety tips, published by professionals on PhysioHub.`
      : LIBRARY_DESCRIPTION,
    canonicalPath: canonical ? `/exercises?${canonical}` : '/exercises',
  };
}

/** An exercise's own head, with its schema.org structured data. */
export function exerciseHead(exercise: LibraryExerciseDetail): PageHead {
  return {
    title: `${exercise.title} | Exercise Library | PhysioHub`,
    // A publication's own words first, then what the page offers, so even a one-line description says enough.
    description: `${exercise.description} Video, step-by-step instructions and a safety tip by ${exercise.professional.name}.`,
    canonicalPath: `/exercises/${exercise.slug}`,
    jsonLd: exerciseJsonLd(exercise),
  };
}

/** Whole seconds as an ISO 8601 duration: 45 -> 'PT45S', 90 -> 'PT1M30S'. */
export function isoDuration(totalSeconds: number): string {
  const safe = Math.max(0, Math.round(totalSeconds));
  const minutes = Math.floor(safe / 60);
  const seconds = safe % 60;
  return `PT${minutes ? `${minutes}M` : ''}${seconds || !minutes ? `${seconds}S` : ''}`;
}

/**
 * schema.org `HowTo`: the steps in order and the video segment it plays (`VideoObject` with the
 * privacy-enhanced embed limited to the segment, so a search result's preview plays the same part).
 */
export function exerciseJsonLd(exercise: LibraryExerciseDetail): Record<string, unknown> {
  const { segment } = exercise;
  return {
    '@context': 'https://schema.org',
    '@type': 'HowTo',
    name: exercise.title,
    description: exercise.description,
    totalTime: isoDuration(exercise.duration),
    about: [exercise.body_part.name, ...exercise.conditions.map((condition) => condition.name)],
    educationalLevel: exercise.difficulty,
    author: { '@type': 'Person', name: exercise.professional.name },
    datePublished: exercise.published_at,
    dateModified: exercise.updated_at,
    step: exercise.instructions.map((text, index) => ({ '@type': 'HowToStep', position: index + 1, text })),
    video: {
      '@type': 'VideoObject',
      name: exercise.title,
      description: exercise.description,
      thumbnailUrl: segment.thumbnail_url ?? `https://i.ytimg.com/vi/${segment.video_id}/hqdefault.jpg`,
      embedUrl: youtubeEmbedUrl(segment.video_id, { start: segment.start_time, end: segment.end_time }),
      uploadDate: exercise.published_at,
      duration: isoDuration(exercise.duration),
    },
  };
}
