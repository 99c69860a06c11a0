import { chaptersInLine, parseClock } from './timestamps';

describe('parseClock', () => {
  it.each([
    ['0:00', 0],
    ['00:00', 0],
    ['2:15', 135],
    ['12:05', 725],
    ['100:00', 6000],
    ['1:02:03', 3723],
    ['0:00:00', 0],
  ])('%s is %i s', (text, seconds) => expect(parseClock(text)).toBe(seconds));

  it('rejects out-of-range fields', () => {
    expect(parseClock('1:75')).toBeNull();
    expect(parseClock('1:61:00')).toBeNull();
  });
});

describe('chaptersInLine', () => {
  it.each([
    ['0:00 Intro', 0, 'Intro'],
    ['00:00 - Warm up', 0, 'Warm up'],
    ['1:02:03 | Plank', 3723, 'Plank'],
    ['(2:15) Bird dog', 135, 'Bird dog'],
    ['[2:15] Bird dog', 135, 'Bird dog'],
    ['Bird dog – 2:15', 135, 'Bird dog'],
    ['Bird dog — 2:15', 135, 'Bird dog'],
    ['Bird dog (2:15)', 135, 'Bird dog'],
    ['2:15: Bird dog', 135, 'Bird dog'],
    ['2:15 : Bird dog', 135, 'Bird dog'],
    ['2:15 — Bird dog', 135, 'Bird dog'],
    ['2:15 – Bird dog', 135, 'Bird dog'],
    ['• 2:15 Bird dog 🐶', 135, 'Bird dog 🐶'],
    ['3. 2:15 Bird dog', 135, 'Bird dog'],
    ['2:15 3. Bird dog', 135, 'Bird dog'],
  ])('reads "%s"', (line, start, title) => {
    expect(chaptersInLine(line)).toEqual([{ start, title }]);
  });

  it('reads a range as one chapter starting at its first time', () => {
    expect(chaptersInLine('0:45 - 2:00 Cat cow')).toEqual([{ start: 45, title: 'Cat cow' }]);
    expect(chaptersInLine('0:00-0:45 Intro')).toEqual([{ start: 0, title: 'Intro' }]);
  });

  it('reads several chapters on one line, titles after or before their times', () => {
    expect(chaptersInLine('Timestamps: 0:00 Intro 1:30 Squats 3:00 Lunges')).toEqual([
      { start: 0, title: 'Intro' },
      { start: 90, title: 'Squats' },
      { start: 180, title: 'Lunges' },
    ]);
    expect(chaptersInLine('Intro 0:00, Squats 1:30')).toEqual([
      { start: 0, title: 'Intro' },
      { start: 90, title: 'Squats' },
    ]);
  });

  it('ignores lines without a clock time, times of day and decimals', () => {
    expect(chaptersInLine('No timestamps here')).toEqual([]);
    expect(chaptersInLine('Clinic opens at 10:30 am')).toEqual([]);
    expect(chaptersInLine('Ratio 1.5:1')).toEqual([]);
  });
});
