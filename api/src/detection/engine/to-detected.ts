/** Shapes an internal segment into the public DetectedExercise. */
import type { CompiledLexicon } from './lexicon';
import type { Segment } from './caption-segmenter';
import type { DetectedExercise } from './types';

const sentenceCase = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Comparison key of a title: case-insensitive, surrounding and repeated spaces ignored. */
export const titleKey = (title: string) => title.trim().replace(/\s+/g, ' ').toLowerCase();

export function savedTitleSet(existingTitles: readonly string[] | undefined): Set<string> {
  return new Set((existingTitles ?? []).map(titleKey).filter(Boolean));
}

export function toDetected(
  segment: Segment & { title?: string },
  lexicon: CompiledLexicon,
  saved: ReadonlySet<string>,
): DetectedExercise {
  const entry = lexicon.entries[segment.entry];
  const title = segment.title?.trim() || sentenceCase(entry.name);
  const tags = [...new Set([entry.name, entry.bodyPart, entry.category].map((t) => t.toLowerCase()))];
  return {
    start: segment.start,
    end: segment.end,
    type: entry.name,
    title,
    id: entry.id,
    tags,
    pattern_matches: { form_cues: segment.cues },
    already_saved: saved.has(titleKey(title)),
    confidence: 'known',
  };
}
