import { chapterLine, parseClock, withPlainSeparators } from './timestamps';

describe('withPlainSeparators', () => {
  it.each([
    ['Dzosera chirebvu kumashure ⮕ kagumi', 'Dzosera chirebvu kumashure – kagumi'],
    ['La ponte con una pierna ∙ 2 series de 8', 'La ponte con una pierna – 2 series de 8'],
    ['Chin tucks ~ 10 (hold 3s)', 'Chin tucks – 10 (hold 3s)'],
    ['Exercizi 1 ‖ La punt ‖ 10 giadas', 'Exercizi 1 | La punt | 10 giadas'],
    ['Shoulder circles ↻ 10 ↺ 10', 'Shoulder circles – 10 each way'],
    ['Seated marching ⇅ 20', 'Seated marching – 20'],
    ['U ponte «dece volte»', 'U ponte – dece volte'],
    // Not an arrow or a tilde inside a word or a number: "~10" is about ten.
    ['Wall sit ~10 min', 'Wall sit ~10 min'],
  ])('writes "%s" with the usual separators', (title, plain) => {
    expect(withPlainSeparators(title)).toBe(plain);
  });
});

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

describe('chapterLine', () => {
  it.each([
    ['0:00 Intro', 0, 'Intro'],
    ['00:00 - Warm up', 0, 'Warm up'],
    ['1:02:03 | Plank', 3723, 'Plank'],
    ['(2:15) Bird dog', 135, 'Bird dog'],
    ['[2:15] Bird dog', 135, 'Bird dog'],
    ['2:15: Bird dog', 135, 'Bird dog'],
    ['2:15 : Bird dog', 135, 'Bird dog'],
    ['2:15 — Bird dog', 135, 'Bird dog'],
    ['• 2:15 Bird dog 🐶', 135, 'Bird dog 🐶'],
    // Any bullet mark of the author's choosing after the time; not "#", which numbers.
    ['2:15 ⁘ Bird dog', 135, 'Bird dog'],
    ['2:15 ≈ Bird dog', 135, 'Bird dog'],
    ['2:15 ⟫ Bird dog', 135, 'Bird dog'],
    ['2:15 ✤ Bird dog', 135, 'Bird dog'],
    ['2:15 #3 Bird dog', 135, '#3 Bird dog'],
    // An emoji pasted from a chat app as its shortcode.
    ['2:15 :muscle: Desk push-ups :fire:', 135, 'Desk push-ups'],
    ['▶️ 2:15 Bird dog', 135, 'Bird dog'],
    ['1️⃣ 2:15 Bird dog', 135, 'Bird dog'],
    ['3. 2:15 Bird dog', 135, 'Bird dog'],
    ['Chapter 4 - 2:15 Bird dog', 135, 'Bird dog'],
    ['- 2:15 Clamshell (L)', 135, 'Clamshell (L)'],
  ])('reads "%s"', (line, start, title) => {
    expect(chapterLine(line)).toEqual({ start, title });
  });

  it('reads a range as one chapter starting at its first time', () => {
    expect(chapterLine('0:45 - 2:00 Cat cow')).toEqual({ start: 45, title: 'Cat cow' });
    expect(chapterLine('0:00-0:45 Intro')).toEqual({ start: 0, title: 'Intro' });
  });

  it('keeps a bracket closed later in the title: part of it, not a separator', () => {
    expect(chapterLine('1:20 [MOBILITY] Cat-cow')).toEqual({ start: 80, title: '[MOBILITY] Cat-cow' });
    expect(chapterLine('[1:20] (Seated) knee extension')).toEqual({ start: 80, title: '(Seated) knee extension' });
  });

  it('reads only a line that begins with a time: later times belong to the title', () => {
    expect(chapterLine('0:00 Intro 1:30 Squats')).toEqual({ start: 0, title: 'Intro 1:30 Squats' });
  });

  it.each([
    ['Minute 0:45 – Bird dog', 45, 'Bird dog'],
    ['Min. 2:10 Clamshells', 130, 'Clamshells'],
    ['Minuto 3:00 — Puente', 180, 'Puente'],
    ['Minuut 1:20: Brug', 80, 'Brug'],
  ])('reads a minute label before the clock in "%s"', (line, start, title) => {
    expect(chapterLine(line)).toEqual({ start, title });
  });

  it.each([
    'Minimal 0:45 squats',
    'Bird dog – 2:15',
    'Timestamps: 0:00 Intro 1:30 Squats',
    'The routine takes 10:00 a day',
    'No timestamps here',
    '10:30 am class every Tuesday',
    'Ratio 1.5:1',
    'Shipping $12.99',
  ])('finds no chapter in "%s"', (line) => {
    expect(chapterLine(line)).toBeNull();
  });

  it.each([
    ['III. 4:20 – Bird dog', 260, 'Bird dog'],
    ['iv) 6:00 Dead bug', 360, 'Dead bug'],
    ['Ch. 3 | 4:10 | Clamshells | 3x10', 250, 'Clamshells | 3x10'],
    ['| 4:10 | Wall sit | 30 s |', 250, 'Wall sit | 30 s'],
    ['b) 2:05 Heel slides', 125, 'Heel slides'],
    ['D. 7:30 Side plank', 450, 'Side plank'],
  ])('reads a Roman numeral, a letter or a table row before the clock: "%s"', (line, start, title) => {
    expect(chapterLine(line)).toEqual({ start, title });
  });

  it('takes a Roman numeral only right before a clock, and no label outside the closed list', () => {
    expect(chapterLine('IV. Stretching block')).toBeNull();
    expect(chapterLine('a) Warm the room first')).toBeNull();
    expect(chapterLine('Track 3 – 7:40 Heavy Legs')).toBeNull();
  });
});
