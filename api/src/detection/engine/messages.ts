/** The human sentence(s) explaining a detection result. Kept apart so wording is reviewed in one place. */
import type { ChapterRejection } from './chapters';

export const UPLOAD_HINT = 'Upload captions (WebVTT or SRT) to detect exercises from speech.';

const REJECTION_TEXT: Record<Exclude<ChapterRejection, 'no-timestamps'>, string> = {
  'not-from-zero': 'the first chapter must start at 0:00',
  'too-few': 'at least 3 timestamps are needed',
  'not-ascending': 'timestamps must be in ascending order',
  'too-short': 'every chapter must last at least 10 seconds',
};

const plural = (n: number) => `${n} exercise${n === 1 ? '' : 's'}`;

export interface ChapterOutcome {
  /** Valid chapter list found, but none of its titles names an exercise. */
  noneNamed: boolean;
  rejection?: ChapterRejection;
}

export type CaptionOutcome = 'absent' | 'unreadable' | 'no-exercise';

export function foundMessage(count: number, source: 'chapters' | 'captions', chapters: ChapterOutcome): string {
  const found = `Found ${plural(count)} in the video's ${source}.`;
  return source === 'captions' ? [chapterSentence(chapters), found].filter(Boolean).join(' ') : found;
}

export function noneMessage(chapters: ChapterOutcome, captions: CaptionOutcome): string {
  const aboutChapters = chapterSentence(chapters);
  if (!aboutChapters && captions === 'absent') {
    return `This video has no chapters and no captions, so no exercises could be detected. ${UPLOAD_HINT}`;
  }
  const aboutCaptions = {
    absent: `It has no captions. ${UPLOAD_HINT}`,
    unreadable: 'The captions could not be read as WebVTT or SRT.',
    'no-exercise': aboutChapters
      ? 'Its captions do not name any exercise either.'
      : 'This video has no chapters, and its captions do not name any exercise.',
  }[captions];
  return [aboutChapters, aboutCaptions].filter(Boolean).join(' ');
}

function chapterSentence(chapters: ChapterOutcome): string {
  if (chapters.noneNamed) return 'The chapters of this video do not name any exercise.';
  if (chapters.rejection && chapters.rejection !== 'no-timestamps') {
    return `The timestamps in the description are not a valid chapter list (${REJECTION_TEXT[chapters.rejection]}).`;
  }
  return '';
}
