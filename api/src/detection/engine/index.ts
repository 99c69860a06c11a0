/**
 * Exercise detection engine: pure, deterministic, no I/O. Sources in order of trust: chapters in the
 * description, then captions; never invents a segment. See README.md for the rules and why.
 */
import { talkedAboutOnly, withBlockSegments } from './caption-blocks';
import { segmentCaptions } from './caption-segmenter';
import { withSequenceSegments } from './caption-sequence';
import { parseCaptions } from './captions';
import { segmentChapters } from './chapter-segmenter';
import { parseChapters } from './chapters';
import { getLexicon } from './lexicon';
import { cuesOfEntryIn } from './matcher';
import { CaptionOutcome, foundMessage, noneMessage } from './messages';
import { collapseRollingCues, Cue, tokenizeCues } from './rolling-cues';
import { spokenDosages } from './spoken-dosage';
import { withProgrammeCard } from './programme-card';
import { fromSpreadsheetRows } from './spreadsheet-rows';
import { savedTitleSet, toDetected } from './to-detected';
import { aboutNoPersonsExercise } from './workout-list';
import type { DetectionInput, DetectionResult } from './types';

export type {
  DetectedExercise,
  DetectionConfidence,
  DetectionInput,
  DetectionResult,
  DetectionSource,
  DosageSide,
} from './types';
export { getLexicon } from './lexicon';
export type { LexiconEntry } from './lexicon';

export function detectExercises(input: DetectionInput): DetectionResult {
  const lexicon = getLexicon();
  const duration = Number.isFinite(input.durationSeconds) && input.durationSeconds > 0 ? input.durationSeconds : 0;
  const saved = savedTitleSet(input.existingTitles);
  const parse = withProgrammeCard(fromSpreadsheetRows(parseChapters(input.description ?? '', duration)));
  const { segments: chapterSegments } = segmentChapters(parse, lexicon, input.title ?? '');
  const cues: Cue[] | null = input.captions?.trim() ? collapseRollingCues(parseCaptions(input.captions)) : null;

  if (chapterSegments.length > 0) {
    const exercises = chapterSegments.map((segment) => {
      // Captions, when present, are text too: cues spoken inside the chapter count as found.
      const spoken = cues
        ? cues.filter((c) => c.start >= segment.start && c.start < segment.end).map((c) => c.text)
        : [];
      const entry = segment.entry;
      if (entry === null || spoken.length === 0) return toDetected(segment, lexicon, saved);
      const found = new Set([...segment.cues, ...cuesOfEntryIn(spoken, entry, lexicon)]);
      const ordered = lexicon.entries[entry].cues.filter((c) => found.has(c));
      return toDetected({ ...segment, cues: ordered }, lexicon, saved);
    });
    return { source: 'chapters', exercises, message: foundMessage(exercises.length, 'chapters', { noneNamed: false }) };
  }

  const chapterOutcome = { noneNamed: parse.chapters.length > 0, rejection: parse.reason };
  let captionOutcome: CaptionOutcome = 'absent';
  if (cues) {
    // The transcript is tokenized once, for the names and for the places.
    const spoken = tokenizeCues(cues);
    // Reps and holds for a horse, planks cut for a bridge: no exercise for a person, whatever the speech calls them.
    const segments =
      cues.length > 0 && !aboutNoPersonsExercise(input.title ?? '')
        ? withBlockSegments(
            cues,
            withSequenceSegments(cues, segmentCaptions(cues, lexicon, duration, spoken), spoken),
            lexicon,
            spoken,
          )
        : [];
    if (segments.length > 0 && !talkedAboutOnly(cues, segments)) {
      // Read only once the video is known to do exercises: a talk about them is not read for doses at all.
      const dosages = spokenDosages(cues, segments);
      const exercises = segments.map((s, i) => toDetected({ ...s, dosage: dosages[i] }, lexicon, saved));
      return { source: 'captions', exercises, message: foundMessage(exercises.length, 'captions', chapterOutcome) };
    }
    captionOutcome = cues.length > 0 ? 'no-exercise' : 'unreadable';
  }
  return { source: 'none', exercises: [], message: noneMessage(chapterOutcome, captionOutcome) };
}

/**
 * Builds the lexicon's tables and compiles the rules by detecting once on a short transcript: the first detection
 * after start-up costs half a second more than the rest, which the server pays at boot instead of a therapist.
 */
export function warmUpDetection(): void {
  detectExercises({
    title: 'Warm-up',
    description: '',
    durationSeconds: 0,
    captions: 'WEBVTT\n\n00:00:01.000 --> 00:00:06.000\nLie on your back and lift your hips. Ten of those.\n',
  });
}
