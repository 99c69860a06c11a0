/**
 * A programme card written apart from the chapters: the chapters name the moves ("0:55 Isometric wrist extension"),
 * and a list elsewhere in the description gives each its dose ("• Isometric wrist extension — 5 × 45 s holds"). A
 * card line whose name opens a chapter's title (the chapter may say more: "Eccentric wrist extension with a
 * dumbbell") goes under that chapter as a note, where the chapter's dose is completed from (`readChapterTitle`).
 * A chapter that writes its own dose keeps it.
 */
import type { ChapterParse } from './chapters';
import { tokenize } from './normalize';

// "• Name — dose", "- Name: dose", "Name – dose": a bullet or none, a name, a separator, then a count.
const CARD_LINE = /^[\s•·▪►✓✔*-]*(\p{L}[^—–:|]*?)\s*(?:[—–:|]|\s-\s)\s*(.*\d.*)$/u;

const key = (text: string) => tokenize(text).join(' ');

/** The parse with each card line's dose under the chapter it names; the parse as it is when there is no card. */
export function withProgrammeCard(parse: ChapterParse): ChapterParse {
  const card: { name: string; line: string }[] = [];
  for (const line of parse.otherLines) {
    const m = CARD_LINE.exec(line);
    if (m) card.push({ name: key(m[1]), line: m[2] });
  }
  if (card.length === 0) return parse;
  return {
    ...parse,
    chapters: parse.chapters.map((chapter) => {
      if (/\d/.test(chapter.title)) return chapter;
      const title = key(chapter.title);
      const dose = card.find((c) => c.name !== '' && (title === c.name || title.startsWith(`${c.name} `)));
      return dose ? { ...chapter, notes: [...chapter.notes, dose.line] } : chapter;
    }),
  };
}
