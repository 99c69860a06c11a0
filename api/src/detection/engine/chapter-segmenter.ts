/**
 * Turns a valid chapter list into exercise segments. A chapter is an exercise only if its title names a
 * lexicon exercise ("Warm up: cat-cow" does, "Warm up" does not); everything else (intro, outro, Q&A...) is
 * dropped. Consecutive chapters naming the same exercise ("Plank", "Plank - round 2") become one segment.
 */
import type { ChapterParse } from './chapters';
import type { CompiledLexicon } from './lexicon';
import { cuesOfEntryIn, findMentions, firstExerciseIn } from './matcher';
import { tokenize } from './normalize';
import type { Segment } from './caption-segmenter';

export interface ChapterSegment extends Segment {
  title: string;
}

export interface ChapterSegmentation {
  segments: ChapterSegment[];
  /** Titles of chapters that name no exercise. */
  dropped: string[];
}

export function segmentChapters(parse: ChapterParse, lexicon: CompiledLexicon): ChapterSegmentation {
  const segments: (ChapterSegment & { texts: string[] })[] = [];
  const dropped: string[] = [];
  for (const chapter of parse.chapters) {
    const entry = firstExerciseIn(chapter.title, lexicon);
    if (entry === null) {
      dropped.push(chapter.title);
      continue;
    }
    const last = segments[segments.length - 1];
    if (last && last.entry === entry && last.end === chapter.start) {
      last.end = chapter.end;
      last.texts.push(chapter.title, ...chapter.notes);
    } else {
      const texts = [chapter.title, ...chapter.notes];
      segments.push({ entry, start: chapter.start, end: chapter.end, title: chapter.title, cues: [], texts });
    }
  }
  return {
    dropped,
    segments: segments.map(({ texts, ...segment }) => {
      // Cues count when written under the chapter, or on another description line naming the same exercise.
      const elsewhere = parse.otherLines.filter((line) =>
        findMentions(tokenize(line), lexicon).some((m) => m.entry === segment.entry),
      );
      return { ...segment, cues: cuesOfEntryIn([...texts, ...elsewhere], segment.entry, lexicon) };
    }),
  };
}
