/**
 * A programme pasted from a spreadsheet as comma-separated values: a header row ("Start,Exercise,Sets,Reps,Hold
 * (s),Side,Notes") above chapter lines whose cells follow the time ("2:30,Straight leg raise,3,10,,Left,operated leg
 * only"), or with tabs between the cells (the chapter line holds them as bars, `timestamps.ts`). Each row is read back as the chapter a person would have written ("Straight leg raise – 3 sets of 10 reps,
 * left side", its notes under it), so the name and dose are read as in any other list. Without a header naming the
 * exercise column, commas are left alone: a name may hold one.
 */
import type { Chapter, ChapterParse } from './chapters';

type Column = 'name' | 'sets' | 'reps' | 'hold' | 'side' | 'notes';

/** Header cells, folded to lower case letters, by the column they name. */
const HEADER_WORDS: Record<Column, readonly string[]> = {
  name: ['exercise', 'exercises', 'name', 'movement', 'move', 'drill', 'übung', 'ejercicio', 'exercice', 'esercizio'],
  sets: ['sets', 'set', 'series', 'sätze', 'séries', 'serie'],
  reps: ['reps', 'rep', 'repetitions', 'wdh', 'wiederholungen', 'repeticiones', 'répétitions', 'ripetizioni'],
  hold: ['hold', 'holds', 'hold s', 'hold secs', 'hold seconds', 'seconds', 'secs', 'time s', 'duration s', 'sec'],
  side: ['side', 'sides', 'seite', 'lado', 'côté', 'lato'],
  notes: ['notes', 'note', 'comments', 'comment', 'cues', 'remarks', 'hinweise', 'notas'],
};
const COLUMN_OF = new Map<string, Column>(
  (Object.entries(HEADER_WORDS) as [Column, readonly string[]][]).flatMap(([column, words]) =>
    words.map((w): [string, Column] => [w, column]),
  ),
);
const headerKey = (cell: string) =>
  cell
    .toLowerCase()
    .replace(/[^\p{L}\s]/gu, ' ')
    .trim()
    .replace(/\s+/g, ' ');

const MAX_HEADER_CELL = 30;
/** Fewest chapter rows with as many cells as the header for the list to be read as a spreadsheet. */
const MIN_ROWS = 3;

/** Cells of one comma-separated line; a cell in double quotes may hold commas ("15 cm step, slow down"). */
export function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell.trim() === '') quoted = true;
    else if (ch === ',') {
      cells.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  cells.push(cell.trim());
  return cells;
}

/** The chapters with their spreadsheet cells read back as a name, a written dose and notes; else the parse as it is. */
export function fromSpreadsheetRows(parse: ChapterParse): ChapterParse {
  let header: (Column | null)[] | null = null;
  let tabbed = false;
  for (const line of parse.otherLines) {
    header = headerColumns(line);
    if (header) {
      tabbed = line.includes('\t');
      break;
    }
  }
  if (!header) return parse;
  // The header names the time's column first; the chapter's title holds the cells after it.
  const cells = parse.chapters.map((c) => (tabbed ? c.title.split('|').map((cell) => cell.trim()) : csvCells(c.title)));
  // A tabbed row's empty or dashed last cells were trimmed with the title's end: fewer cells are still a row.
  const isRow = (row: readonly string[]) =>
    tabbed ? row.length >= 2 && row.length <= header.length - 1 : row.length === header.length - 1;
  if (cells.filter(isRow).length < MIN_ROWS) return parse;
  return {
    ...parse,
    chapters: parse.chapters.map((chapter, i) =>
      isRow(cells[i]) ? asWritten(chapter, cells[i], header.slice(1)) : chapter,
    ),
  };
}

/** The columns a header line names, when it is one: comma-separated, naming the exercise column and a dose's. */
function headerColumns(line: string): (Column | null)[] | null {
  const tabbed = line.includes('\t');
  if (!tabbed && !line.includes(',')) return null;
  const cells = tabbed ? line.split('\t') : csvCells(line);
  // A sentence naming the columns ("the columns are TIME, EXERCISE, SETS…") is no header: a header's cells are short.
  if (cells.some((cell) => cell.length > MAX_HEADER_CELL)) return null;
  const columns = cells.map((cell) => COLUMN_OF.get(headerKey(cell)) ?? null);
  const named = new Set(columns.filter((c) => c !== null));
  return columns.length >= 3 && named.has('name') && named.size >= 2 ? columns : null;
}

const setsOf = (count: string) => `${count} set${count === '1' ? '' : 's'}`;

function asWritten(chapter: Chapter, row: readonly string[], columns: readonly (Column | null)[]): Chapter {
  const cell = (column: Column) => row[columns.indexOf(column)] ?? '';
  // A count, or a hold written with its unit ("5 s").
  const count = (column: Column) => /^(\d{1,4})(?:\s*(?:s|secs?))?$/.exec(cell(column))?.[1] ?? '';
  const [sets, reps, hold] = [count('sets'), count('reps'), count('hold')];
  const side = cell('side').toLowerCase();
  const dose = [
    sets && reps ? `${setsOf(sets)} of ${reps} reps` : sets ? setsOf(sets) : reps ? `${reps} reps` : '',
    hold ? `hold ${hold} s` : '',
    side === 'each' || side === 'both' ? `${side} side${side === 'both' ? 's' : ''}` : side ? `${side} side` : '',
  ].filter(Boolean);
  const name = cell('name') || chapter.title;
  const notes = cell('notes');
  return {
    ...chapter,
    title: dose.length > 0 ? `${name} – ${dose.join(', ')}` : name,
    notes: notes ? [notes, ...chapter.notes] : chapter.notes,
  };
}
