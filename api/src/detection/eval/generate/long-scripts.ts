/**
 * Deterministic long classes (an hour, two hours) for the hard set and the speed bench. A seeded generator
 * strings together real exercises from the lexicon with the talk of a follow-along class: transitions, the
 * exercise's own cues, counting, encouragement, back-references to earlier exercises and unrelated interludes.
 */
import rawLexicon from '../../engine/lexicon.json';
import type { ScriptItem } from './script';

interface PoolEntry {
  name: string;
  aliases: string[];
  cues: string[];
}

/** Exercises a class would plausibly include; picked by id so the pool is stable when the lexicon grows. */
const POOL_IDS = [
  'glute-bridge',
  'clamshell',
  'bird-dog',
  'dead-bug',
  'cat-cow',
  'plank',
  'side-plank',
  'squat',
  'lunge',
  'calf-raise',
  'wall-sit',
  'step-up',
  'pelvic-tilt',
  'childs-pose',
  'chin-tuck',
  'scapular-squeeze',
  'wall-slide',
  'band-row',
  'hamstring-stretch',
  'quad-stretch',
  'hip-flexor-stretch',
  'piriformis-stretch',
  'single-leg-balance',
  'tandem-stance',
  'monster-walk',
  'lateral-band-walk',
  'straight-leg-raise',
  'heel-slides',
  'ankle-pumps',
  'diaphragmatic-breathing',
  'superman',
  'fire-hydrant',
  'donkey-kick',
  'sit-to-stand',
  'open-book',
  'push-up',
  'mckenzie-press-up',
  'lower-trunk-rotation',
  'pallof-press',
  'hip-hinge',
];

const TRANSITIONS = [
  'Okay, next up: {x}.',
  "Let's move on to {x}.",
  "Now we're going to do some {x}.",
  'Time for {x}.',
  'Next exercise, {x}.',
];
const SETUP = [
  'Get yourself into position and take your time.',
  'Find a comfortable starting position.',
  'Set yourself up, no rush.',
];
const CHATTER = [
  'Remember to breathe.',
  "You're doing really well.",
  'If anything hurts, ease off a little.',
  'Nice and controlled.',
  'Quality over quantity here.',
  'Keep that steady rhythm going.',
  'Stay with me, almost there.',
];
const COUNTS = [
  'One.',
  'Two.',
  'Three.',
  'Four.',
  'Five.',
  'Six.',
  'Seven.',
  'Eight.',
  'Nine.',
  'Ten.',
  'Eleven.',
  'Twelve.',
];
const INTERLUDE = [
  'Quick pause while I answer a question from the comments about how often to do this class.',
  'Three times a week is plenty for most people, and rest days matter just as much as training days.',
  'Grab some water if you need it and we will carry on in a moment.',
];

/** Park-Miller LCG: tiny, deterministic, good enough to vary a script. */
function rng(seed: number): () => number {
  let state = seed % 2147483647 || 1;
  return () => (state = (state * 48271) % 2147483647) / 2147483647;
}

export interface LongClassOptions {
  seed: number;
  exercises: number;
  sets: number;
  reps: number;
  /** Silence after each set (seconds), while people shake out and reset. */
  restSeconds: number;
  /** Every n-th exercise is followed by an interlude the labeller excludes from the exercise. */
  interludeEvery: number;
}

export function longClass(options: LongClassOptions): ScriptItem[] {
  const lexicon = rawLexicon as (PoolEntry & { id: string })[];
  const pool = POOL_IDS.map((id) => lexicon.find((e) => e.id === id)).filter(
    (e): e is PoolEntry & { id: string } => !!e,
  );
  const random = rng(options.seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const items: ScriptItem[] = [
    'Welcome to this follow-along class. Have a mat and a chair nearby.',
    'Go at your own pace today.',
  ];
  const done: PoolEntry[] = [];
  for (let n = 0; n < options.exercises; n++) {
    let exercise = pick(pool);
    while (exercise === done[done.length - 1]) exercise = pick(pool);
    const said = random() < 0.5 ? exercise.name : (exercise.aliases[0] ?? exercise.name);
    const cues = exercise.cues.slice(0, 3);
    items.push({ ex: exercise.name, cues }, pick(TRANSITIONS).replace('{x}', said), pick(SETUP));
    for (const cue of cues) items.push(cue.charAt(0).toUpperCase() + cue.slice(1) + '.');
    for (let set = 0; set < options.sets; set++) {
      items.push(...COUNTS.slice(0, options.reps), pick(CHATTER));
      if (set === 0 && done.length > 2 && random() < 0.3) {
        const earlier = pick(done.filter((d) => d !== exercise));
        items.push(`This is a bit like the ${earlier.name} we did earlier, but slower.`);
      }
      items.push(`Set ${set + 1} done, shake it out.`, { pause: options.restSeconds });
    }
    done.push(exercise);
    if ((n + 1) % options.interludeEvery === 0) items.push({ end: true }, ...INTERLUDE);
  }
  items.push({ end: true }, "That's it for today's class, thank you for joining me and see you next time.");
  return items;
}
