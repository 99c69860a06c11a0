import { parseChapters } from './chapters';
import { detectExercises } from './index';

const list = (...lines: string[]) => lines.join('\n');

describe('parseChapters (YouTube rules)', () => {
  it('accepts a list from 0:00 with 3+ ascending chapters of 10 s or more', () => {
    const parse = parseChapters(list('0:00 Intro', '0:30 Squats', '1:30 Lunges'), 150);
    expect(parse.reason).toBeUndefined();
    expect(parse.chapters.map((c) => [c.start, c.end, c.title])).toEqual([
      [0, 30, 'Intro'],
      [30, 90, 'Squats'],
      [90, 150, 'Lunges'],
    ]);
  });

  it('reads letters and digits styled with Unicode mathematical bold as the plain ones', () => {
    const parse = parseChapters('0:00 𝗜𝗻𝘁𝗿𝗼\n0:50 𝗚𝗼𝗯𝗹𝗲𝘁 𝘀𝗾𝘂𝗮𝘁 – 𝟯 × 𝟭𝟮\n4:10 𝗥𝗲𝘃𝗲𝗿𝘀𝗲 𝗹𝘂𝗻𝗴𝗲', 600);
    expect(parse.chapters.map((c) => c.title)).toEqual(['Intro', 'Goblet squat – 3 × 12', 'Reverse lunge']);
  });

  it('reads small capitals as the plain letters', () => {
    const parse = parseChapters('0:00 ᴡᴇʟᴄᴏᴍᴇ\n1:20 ꜱɪᴛ ᴛᴏ ꜱᴛᴀɴᴅ – 10\n3:05 ᴡᴀʟʟ ᴘʀᴇꜱꜱ-ᴜᴘꜱ – 12', 600);
    expect(parse.chapters.map((c) => c.title)).toEqual(['welcome', 'sit to stand – 10', 'wall press-ups – 12']);
  });

  it('ends the last chapter at the video end, or 60 s later when the duration is unknown', () => {
    expect(parseChapters(list('0:00 A', '0:30 B', '1:30 C'), 0).chapters[2].end).toBe(150);
    expect(parseChapters(list('0:00 A', '0:30 B', '1:30 C'), 200).chapters[2].end).toBe(200);
  });

  it('rejects a list not starting at 0:00', () => {
    expect(parseChapters(list('0:15 A', '1:00 B', '2:00 C'), 300)).toMatchObject({
      chapters: [],
      reason: 'not-from-zero',
    });
  });

  it('rejects fewer than 3 timestamps', () => {
    expect(parseChapters(list('0:00 A', '1:00 B'), 300)).toMatchObject({ chapters: [], reason: 'too-few' });
  });

  it('rejects timestamps out of order', () => {
    expect(parseChapters(list('0:00 A', '2:00 B', '1:00 C'), 300)).toMatchObject({
      chapters: [],
      reason: 'not-ascending',
    });
  });

  it('rejects a chapter shorter than 10 s, including the last one', () => {
    expect(parseChapters(list('0:00 A', '0:05 B', '1:00 C'), 300).reason).toBe('too-short');
    expect(parseChapters(list('0:00 A', '1:00 B', '2:00 C'), 125).reason).toBe('too-short');
  });

  it('says when there are no timestamps at all', () => {
    expect(parseChapters('Just a description.', 100).reason).toBe('no-timestamps');
  });

  it('ignores timestamps before the 0:00 line', () => {
    const parse = parseChapters(list('Live at 7:30, tip at 2:45', '', '0:00 A', '1:00 B', '2:00 C'), 300);
    expect(parse.chapters.map((c) => c.start)).toEqual([0, 60, 120]);
  });

  it('keeps lines written under a chapter as its notes, other lines apart', () => {
    const parse = parseChapters(
      list('About this video', '0:00 Intro', '0:30 Bridge', 'Squeeze your glutes.', '1:30 Plank', '', 'Links'),
      200,
    );
    expect(parse.chapters[1].notes).toEqual(['Squeeze your glutes.']);
    expect(parse.otherLines).toEqual(['About this video', 'Links']);
  });

  it('reads only the first run of chapter lines: a paragraph after a blank line ends it', () => {
    const parse = parseChapters(
      list('0:00 Intro', '0:30 Bridge', '1:30 Plank', '', 'My other video:', '0:00 Intro', '2:10 Squats'),
      200,
    );
    expect(parse.chapters.map((c) => c.title)).toEqual(['Intro', 'Bridge', 'Plank']);
  });

  it('leaves out times past the end of the video (a timetable under the list)', () => {
    const parse = parseChapters(list('0:00 Intro', '0:30 Bridge', '1:30 Plank', '', '18:00 Monday group'), 200);
    expect(parse.chapters.map((c) => c.title)).toEqual(['Intro', 'Bridge', 'Plank']);
  });

  it('ignores times inside sentences, so a stray duration does not break the list', () => {
    const parse = parseChapters(
      list('Takes about 10:00, twice a day.', '0:00 Intro', '0:30 Bridge', '1:30 Plank', 'Rest 1:00 between sets.'),
      200,
    );
    expect(parse.reason).toBeUndefined();
    expect(parse.chapters.map((c) => c.start)).toEqual([0, 30, 90]);
  });

  it('reads CRLF descriptions', () => {
    expect(parseChapters('0:00 A\r\n0:30 B\r\n1:00 C', 100).chapters).toHaveLength(3);
  });
});

describe('chapters naming exercises the lexicon used to fold into a neighbour', () => {
  it('titles each with its own canonical name and region', () => {
    const description = list(
      '0:00 Welcome',
      '0:40 Seated marching x 20',
      '2:00 Pigeon (hold 45 s)',
      '3:30 Supine twist',
      '5:00 Skater hops – 30 sec',
      '6:30 Walking with your frame',
      '8:00 Quads over a roll – 10 reps',
    );
    const result = detectExercises({ title: 'Chair and floor routine', description, durationSeconds: 600 });
    expect(result.exercises.map((e) => [e.title, e.confidence, e.tags[1]])).toEqual([
      ['Seated march', 'known', 'lower body'],
      ['Pigeon pose', 'known', 'lower body'],
      ['Supine twist', 'known', 'back'],
      ['Skater hops', 'known', 'lower body'],
      ['Gait practice', 'known', 'lower body'],
      ['Short arc quad', 'known', 'lower body'],
    ]);
  });

  it('reads on through prose, links and sentences with a time between chapter lines', () => {
    const description = [
      '0:00 Intro',
      '0:45 Band pull apart 3x15',
      '',
      'Quick note: keep the band light for this part, most people overdo it in the first weeks.',
      'Related video (14:32): https://youtu.be/def456',
      '',
      '4:10 Wall slides 12 reps',
      '',
      'Want the longer version? Full class: 1:02:10 on the members page, and a 5:00 warm-up from last week.',
      '',
      '8:30 Pendulum 1 min',
    ].join('\n');
    const parse = parseChapters(description, 900);
    expect(parse.chapters.map((c) => [c.start, c.title, c.notes])).toEqual([
      [0, 'Intro', []],
      [45, 'Band pull apart 3x15', []],
      [250, 'Wall slides 12 reps', []],
      [510, 'Pendulum 1 min', []],
    ]);
    expect(parse.otherLines).toContain('Related video (14:32): https://youtu.be/def456');
  });
});
