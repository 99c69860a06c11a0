import { withBlockSegments, WORK_SILENCE_SECONDS } from './caption-blocks';
import { detectExercises } from './index';
import { getLexicon } from './lexicon';
import { tokenizeCues, type Cue } from './rolling-cues';

/** Cues from [start, end, text]: the gaps between them are the silences the viewer works in. */
const cuesOf = (lines: [number, number, string][]): Cue[] => lines.map(([start, end, text]) => ({ start, end, text }));

const blocksOf = (cues: Cue[], found: Parameters<typeof withBlockSegments>[1] = []) =>
  withBlockSegments(cues, found, getLexicon(), tokenizeCues(cues));

/** A live class whose three moves are described, never named, each followed by the time to do it. */
const liveClass = cuesOf([
  [1, 5, "Hey hey, we're live! Give me a second to see the chat."],
  [5.4, 9, 'Maria asks about her knees. We are low impact today.'],
  [9.4, 14, "Let's get on the floor. On your back, arms up to the ceiling, knees over hips."],
  [14.4, 20, 'Lower the opposite arm and leg towards the floor, and back. Eight each side.'],
  [70, 74, 'Dev says in the chat his back is tight. Go easy on this next one.'],
  [74.4, 82, 'Hands and knees now. Reach your right arm forward and your left leg back, and bring them in.'],
  [82.4, 85, 'Ten on each side.'],
  [145, 152, 'Onto your side, elbow under the shoulder, and lift the hips. Twenty seconds each side.'],
  [207, 212, 'Thanks for hanging out, see you Thursday.'],
]);

describe('withBlockSegments', () => {
  it('makes an exercise of each move set up with a dose and then done in silence, titled by its place', () => {
    const found = blocksOf(liveClass);
    expect(found.map((s) => [s.start, s.end, s.words])).toEqual([
      // Each starts at its instruction, not at the chat before it in the same breath, and ends where talk resumes.
      [9, 70, 'Exercise 1'],
      [74, 145, 'Exercise 2'],
      [145, 207, 'Exercise 3'],
    ]);
    expect(found.every((s) => s.unnamed && s.entry === null)).toBe(true);
  });

  it('joins the other side, another set and a set counted aloud to the move before', () => {
    const sides = cuesOf([
      [1, 8, 'Lie on your side, knees bent, and lift the top knee like a clamshell opening. Ten reps.'],
      [50, 55, 'Now the other side, ten more.'],
      [100, 104, 'Second set. One. Two. Three. Four. Five. Six. Seven. Eight. Nine. Ten.'],
      [150, 156, 'Stand up tall and rise up onto your toes, then lower slowly. Fifteen of those.'],
      [200, 204, "That's all for today."],
    ]);
    expect(blocksOf(sides).map((s) => [s.start, s.end])).toEqual([
      [1, 150],
      [150, 200],
    ]);
  });

  it('needs a dose, and a silence after it long enough to do it in', () => {
    const lecture = cuesOf([
      [1, 9, 'The disc sits between two vertebrae, and bending forward loads its front.'],
      [30, 38, 'So when you lift your knee to your chest, the lower back rounds and the disc is squeezed.'],
      [60, 66, 'That is why I would not start with that move.'],
    ]);
    expect(blocksOf(lecture)).toEqual([]);
    const noPause = cuesOf([
      [1, 8, 'On your back, lift your hips up off the floor and lower them slowly. Ten of those.'],
      [8 + WORK_SILENCE_SECONDS / 2, 20, 'Good, and relax.'],
    ]);
    expect(blocksOf(noPause)).toEqual([]);
  });

  it('leaves a block to the exercise found by name in it, or running on with its own cues or name', () => {
    const { byId } = getLexicon();
    const bridge = byId.get('glute-bridge') ?? byId.get('bridge');
    expect(bridge).toBeDefined();
    const named = [{ start: 1, end: 207, entry: bridge as number, words: 'glute bridge' }];
    const bridging = cuesOf([
      [1, 8, 'Glute bridges. On your back, knees bent, lift your hips up. Ten of those.'],
      [60, 67, 'Again, squeeze your glutes at the top and lift your hips. Ten more bridges.'],
      [120, 128, 'Keep the bridge going, press through your heels and lift your hips. Ten.'],
      [200, 207, 'Done.'],
    ]);
    expect(blocksOf(bridging, named)).toEqual(named);
  });

  it('ends an exercise found by name where a move it does not cover begins', () => {
    const { byId } = getLexicon();
    const deadBug = byId.get('dead-bug') as number;
    const named = [{ start: 9, end: 207, entry: deadBug, words: 'dead bug' }];
    const found = blocksOf(liveClass, named);
    expect(found.map((s) => [s.start, s.end, s.words])).toEqual([
      [9, 74, 'dead bug'],
      [74, 145, 'Exercise 2'],
      [145, 207, 'Exercise 3'],
    ]);
  });
});

describe('detectExercises with moves described and done in silence', () => {
  const clock = (s: number) =>
    `00:${String(Math.floor(s / 60)).padStart(2, '0')}:${String(Math.floor(s % 60)).padStart(2, '0')}.${String(
      Math.round((s % 1) * 1000),
    ).padStart(3, '0')}`;
  const vttOf = (cues: Cue[]) =>
    ['WEBVTT', '', ...cues.flatMap((c) => [`${clock(c.start)} --> ${clock(c.end)}`, c.text, ''])].join('\n');
  /** What the engine finds in a video with no description, only these cues as its captions. */
  const detectIn = (title: string, cues: Cue[], durationSeconds: number) =>
    detectExercises({ title, description: '', durationSeconds, captions: vttOf(cues) });

  it('gives each described move its own segment with the dose said in it, marked for the therapist to name', () => {
    const { source, exercises } = detectIn('Low impact core for sore backs (live)', liveClass, 215);
    expect(source).toBe('captions');
    // The first move's cue names it ("lower the opposite arm and leg"); the other two are described only.
    expect(exercises.map((e) => [e.start, e.title, e.confidence, e.reps ?? e.hold_seconds, e.side])).toEqual([
      [14, 'Dead bug', 'known', 8, 'each'],
      [74, 'Exercise 2', 'inferred', 10, 'each'],
      [145, 'Exercise 3', 'inferred', 20, 'each'],
    ]);
  });

  it('leaves a dose said on its own after a pause to the move running', () => {
    const pressUps = cuesOf([
      [1, 6, 'Welcome back.'],
      [10, 16, 'Then try a press-up: hands under shoulders, push your chest up, keep your hips down.'],
      [30, 34, 'Ten slow ones, only as far as is comfortable.'],
      [50, 54, 'Next, the sciatic nerve glide. Sit on a chair, sit tall.'],
      [55, 60, 'Straighten the sore leg while you look up. Ten of those.'],
      [90, 94, "That's it for today."],
    ]);
    const { exercises } = detectIn('Sciatica', pressUps, 95);
    expect(exercises.map((e) => [e.start, e.title])).toEqual([
      [10, 'Push up'],
      [50, 'Sciatic nerve glide'],
    ]);
  });

  it('finds none in a story or a lecture that names exercises and does none of them', () => {
    const story = cuesOf([
      [1, 6, 'hi guys so a lot of you asked about my knee so here is the whole story'],
      [6, 12, 'my physio had me doing straight leg raises and quad sets every single day'],
      [12, 18, 'around month three we started wall sits and step downs and my leg was shaking'],
      [18, 24, 'by month seven i was doing single leg hops and box jumps'],
      [24, 30, 'so be patient and trust your physio'],
    ]);
    const result = detectIn('My ACL story', story, 31);
    expect(result.exercises).toEqual([]);
    expect(result.source).toBe('none');
  });

  it('finds none in a week of training planned aloud: doses said, nothing done', () => {
    const plan = cuesOf([
      [
        1,
        9,
        'Monday is lower body. Back squats first, five sets of five, then Romanian deadlifts, three sets of eight.',
      ],
      [9, 17, 'Wednesday is upper. Bench press, five by five, and then push-ups, as many as you can in two sets.'],
      [17, 25, 'Friday is a full body day. Overhead press three by eight, and planks, three times thirty seconds.'],
      [25, 31, 'Get the whiteboard photo from my community tab. See you in the next one.'],
    ]);
    const result = detectIn('My training week', plan, 32);
    expect(result.exercises).toEqual([]);
  });

  it('paces a session in a language whose doses it cannot read by its silences', () => {
    const finnish = cuesOf([
      [1, 6, 'Hei, olen fysioterapeutti Anna. Tänään tehdään kolme liikettä lonkalle.'],
      [10, 18, 'Istu tuolin etureunalle ja nouse seisomaan ilman käsiä, sitten istu hitaasti alas. Kymmenen kertaa.'],
      [60, 68, 'Seuraavaksi ota tuolin selkänojasta kiinni ja nosta suoraa jalkaa sivulle. Kaksitoista kertaa.'],
      [120, 128, 'Lopuksi venytys. Mene polviseisontaan ja työnnä lantiota eteenpäin. Pidä kolmekymmentä sekuntia.'],
      [180, 184, 'Kiitos ja nähdään ensi viikolla.'],
    ]);
    const { exercises } = detectIn('Lonkan nivelrikko – kotijumppa', finnish, 185);
    // Nothing read in the first breath tells the greeting from the set-up: the first move starts with the talk.
    expect(exercises.map((e) => e.start)).toEqual([1, 60, 120]);
    expect(exercises.every((e) => e.confidence === 'inferred')).toBe(true);
  });

  it('invents nothing in a talk with pauses that states no dose', () => {
    const talk = cuesOf([
      [1, 9, 'Today I want to explain why your knee hurts on the stairs.'],
      [40, 48, 'The kneecap sits in a groove, and when the thigh muscle is weak it tracks to the side.'],
      [80, 88, 'Bending the knee under load presses it into the groove even harder.'],
      [120, 126, 'In the next video we will look at what to do about it.'],
    ]);
    expect(detectIn('Why your knee hurts', talk, 130).exercises).toEqual([]);
  });
});
