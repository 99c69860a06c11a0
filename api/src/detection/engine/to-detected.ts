/** Shapes an internal segment into the public DetectedExercise. */
import { categoryOf, regionOf } from './body-region';
import type { Dosage } from './dosage';
import type { BodyPart, CompiledLexicon } from './lexicon';
import type { DetectedExercise } from './types';

const sentenceCase = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** Author's words as a title: first letter up, and a title written in capitals ("SEATED KNEE ROCKS") calmed down. */
const authorTitle = (words: string) =>
  sentenceCase(/\p{Ll}/u.test(words) || !/\p{Lu}.*\p{Lu}/u.test(words) ? words : words.toLowerCase());

/** Comparison key of a title: case-insensitive, surrounding and repeated spaces ignored. */
export const titleKey = (title: string) => title.trim().replace(/\s+/g, ' ').toLowerCase();

export function savedTitleSet(existingTitles: readonly string[] | undefined): Set<string> {
  return new Set((existingTitles ?? []).map(titleKey).filter(Boolean));
}

export interface FoundSegment {
  start: number;
  end: number;
  /** Lexicon entry, or null for an exercise named in words the lexicon does not know. */
  entry: number | null;
  /** The author's words for the exercise (required when `entry` is null). */
  words?: string;
  /** For a variant the lexicon does not know ("Decline squat"): the exercise it varies, whose tags it takes. */
  family?: number | null;
  cues: string[];
  dosage?: Dosage;
  /** For a name whose own words name no region: the region its context names (chapter notes, the video). */
  regionHint?: BodyPart | null;
  /** A move found by its place in the session ("Exercise 5"): its words are no name, so they are no tag. */
  unnamed?: boolean;
}

/**
 * Title: the canonical lexicon name in sentence case when the lexicon knows the exercise, else the author's cleaned
 * words. Tags come from the exercise alone: its lexicon entry, or the region and kind its own words name.
 */
export function toDetected(
  segment: FoundSegment,
  lexicon: CompiledLexicon,
  saved: ReadonlySet<string>,
): DetectedExercise {
  const entry = segment.entry === null ? null : lexicon.entries[segment.entry];
  const words = segment.words?.trim() ?? '';
  const type = entry ? entry.name : words.toLowerCase();
  const title = entry ? sentenceCase(entry.name) : authorTitle(words);
  const family = segment.family == null ? null : lexicon.entries[segment.family];
  const tags = entry
    ? [entry.name, entry.bodyPart, entry.category]
    : [
        segment.unnamed ? null : type,
        regionOf(words) ?? family?.bodyPart ?? segment.regionHint ?? null,
        family?.category ?? categoryOf(words),
      ].filter((t): t is string => t !== null);
  return {
    start: segment.start,
    end: segment.end,
    type,
    title,
    ...(entry ? { id: entry.id } : {}),
    tags: [...new Set(tags.map((t) => t.toLowerCase()))],
    pattern_matches: { form_cues: segment.cues },
    already_saved: saved.has(titleKey(title)),
    confidence: entry ? 'known' : 'inferred',
    ...segment.dosage,
  };
}
