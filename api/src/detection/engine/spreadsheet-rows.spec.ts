import { parseChapters } from './chapters';
import { csvCells, fromSpreadsheetRows } from './spreadsheet-rows';

const PASTED = `My physio's programme, pasted from the spreadsheet:

Start,Exercise,Sets,Reps,Hold (s),Side,Notes
0:00,Intro + knee check,,,,,"swelling 0/3, pain 1/10"
1:10,Quad sets,1,10,5,,towel under the knee
2:30,Straight leg raise,3,10,,Left,operated leg only
4:05,Single leg balance,3,,30,Each,"eyes open, then closed"
5:40,Questions,,,,,`;

describe('fromSpreadsheetRows', () => {
  it('splits comma-separated cells, a quoted cell holding commas and quotes', () => {
    expect(csvCells('Step-ups,3,10,,Left,"15 cm step, slow down"')).toEqual([
      'Step-ups',
      '3',
      '10',
      '',
      'Left',
      '15 cm step, slow down',
    ]);
    expect(csvCells('"Say ""ten"", then rest",2')).toEqual(['Say "ten", then rest', '2']);
  });

  it('reads each row under a header back as a name, a written dose and the notes under it', () => {
    const { chapters } = fromSpreadsheetRows(parseChapters(PASTED, 420));
    expect(chapters.map((c) => c.title)).toEqual([
      'Intro + knee check',
      'Quad sets – 1 set of 10 reps, hold 5 s',
      'Straight leg raise – 3 sets of 10 reps, left side',
      'Single leg balance – 3 sets, hold 30 s, each side',
      'Questions',
    ]);
    expect(chapters[3].notes).toEqual(['eyes open, then closed']);
  });

  it('leaves commas alone without a header naming the exercise column', () => {
    const parse = parseChapters(PASTED.replace('Start,Exercise,', 'Start,What,'), 420);
    expect(fromSpreadsheetRows(parse)).toBe(parse);
    const names = parseChapters('0:00 Intro\n1:00 Squats, slow\n2:00 Lunges, slow\n3:00 Bridges, slow', 240);
    expect(fromSpreadsheetRows(names)).toBe(names);
  });
});
