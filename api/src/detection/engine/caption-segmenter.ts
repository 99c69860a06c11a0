/**
 * Turns a transcript into exercise segments. Rules, in order (README explains why):
 *  1. A run starts where an exercise is named and lasts until a DIFFERENT exercise is named; naming the same
 *     exercise again, or speaking its form cues, continues it (adjacent repeats merge).
 *     1b. A different name used as a verb ("lunge forward") within a few words of an announcement describes it
 *     ("world's greatest stretch. Lunge forward, elbow to the instep") and starts nothing.
 *     1c. The end of the current exercise's name said alone ("press up" after "McKenzie press up") continues it.
 *  2. An everyday-phrase name ("good morning") counts only in a run that also has one of its cues, or said as a
 *     noun after "the" ("arms overhead for the roll up").
 *  3. A run whose first mention is followed by cues of the PREVIOUS exercise before its own next evidence
 *     starts at that next evidence: "similar to the dead bug we'll do next" does not start the dead bug.
 *  4. A run named once with none of its cues is "weak". It is dropped when the same exercise has a non-weak
 *     run elsewhere (a preview "today: bridges, clams..." or a back-reference "like the bridge"), or when it
 *     is a passing mention: it sits between two runs of one other exercise, or the previous exercise's cues
 *     go on inside it ("hands under your shoulders, press up, keep your hips down" is still the McKenzie).
 *     A name inside a cue of the current exercise ("stay in a half squat" in monster walks) is no mention.
 *  0. A name said in passing ("unlike the squats", "the plank we'll do later", "no crunches", "not doing lunges
 *     yet", "next week: step ups") is no mention; nor is a name listed with one said in passing ("about squats
 *     and lunges"), nor one of three or more different names said in one list ("squats, push ups and a plank"):
 *     a preview. Names are read in their spoken forms too (matcher.ts: "le genou vers la poitrine", "zieht das
 *     Kinn zurück", "rentrez le menton").
 *     0a. "The calf one", "now the quads exercise" name the one exercise of the video whose name holds that
 *     body word (or which works that region).
 *     0c. A name announced a moment ahead ("in a moment we'll go into child's pose") starts its run at its next
 *     evidence.
 *     4c. A move said only as one instruction coaches the current one, unless a dose is said right after it.
 *  5. Each segment ends where the next begins; the last ends at the first outro phrase after its last
 *     evidence, else at the end of the last cue. Segments shorter than 5 s are dropped.
 *     5b. A move named once that leaves under 10 s before the next one or the end was only talked about.
 */
import type { CompiledLexicon } from './lexicon';
import { DESCRIBED_BODY_WORDS, PROP_WORDS } from './body-words';
import { cuesInRange, firstHitFrom, hasCueOf, insideCueOf, overlapsHit } from './cue-hits';
import { CueHit, findCueHits, findSpokenMentions, Mention } from './matcher';
import { BOUNDARY, tokenize } from './normalize';
import { findLooseCueHits } from './loose-cues';
import { findOutro } from './outro';
import {
  isCall,
  isDeferredAfter,
  isForwardMention,
  isPassingMention,
  isPutOffBefore,
  isRepeatCall,
} from './passing-mention';
import { speakingSeconds, tokenizeCues, type Cue, type SpokenTokens } from './rolling-cues';
import { spokenDosage } from './spoken-dosage';

export const MIN_SEGMENT_SECONDS = 5;
/** Tokens after an announcement within which another name describes the announced exercise (rule 1b). */
export const DESCRIBE_WINDOW = 6;
/** Words after a name that make it a verb ("lunge forward", "squat down") rather than an announcement. */
const DIRECTIONS: ReadonlySet<string> = new Set(
  tokenize('forward forwards back backward backwards down up out into onto over through across'),
);

export interface Segment {
  entry: number;
  start: number;
  end: number;
  /** Lexicon cues of this exercise found in the segment's text. */
  cues: string[];
}

interface Evidence {
  token: number;
  mention: boolean;
  /** A mention said as an instruction or a naming cue (`Mention.described`). */
  described?: boolean;
}

interface Run {
  entry: number;
  /** Mentions and own cue hits, in token order; evidence[0] is where the run starts. */
  evidence: Evidence[];
}

const mentionsOf = (r: Run) => r.evidence.filter((e) => e.mention).length;
const isWeak = (r: Run) => r.evidence.length === 1;

export function segmentCaptions(
  cues: readonly Cue[],
  lexicon: CompiledLexicon,
  durationSeconds: number,
  { tokens, cueOf }: SpokenTokens = tokenizeCues(cues),
): Segment[] {
  const exact = findCueHits(tokens, lexicon);
  const named = findSpokenMentions(tokens, lexicon);
  const hits = withLooseHits(exact, findLooseCueHits(tokens, lexicon, exact), named);
  const timeAt = (token: number) => cues[cueOf[token]].start;
  const referred = withReturns(
    tokens,
    withReferences(tokens, withNamingCues(tokens, named, hits, lexicon), hits, lexicon),
    lexicon,
  );
  const announced = dropEnumerations(tokens, dropSetUps(tokens, dropPassing(tokens, referred)), timeAt);
  let runs = buildRuns(tokens, announced, hits, lexicon);
  // Rule 0c: a name announced a moment ahead ("in a moment we'll go into child's pose") starts its run at its
  // next evidence, so the current exercise is not cut before the move really starts.
  for (const run of runs)
    if (
      run.evidence.length >= 2 &&
      run.evidence[0].mention &&
      isForwardMention(tokens, run.evidence[0].token, forwardEnd(named, run.evidence[0].token))
    )
      run.evidence.shift();
  // Rule 0f: a call of the next move ("next up are face pulls") followed by a silence before the move's next
  // evidence was made while the current one ended: the move starts at that evidence.
  for (const run of runs)
    if (
      run.evidence.length >= 2 &&
      run.evidence[0].mention &&
      isCall(tokens, run.evidence[0].token) &&
      silenceBetween(cues, cueOf[run.evidence[0].token], cueOf[run.evidence[1].token])
    )
      run.evidence.shift();
  // Rule 2: an everyday phrase counts with one of its cues, or said as a noun ("for the roll up").
  const asNoun = (r: Run) => r.evidence.some((e) => e.mention && tokens[e.token - 1] === 'the');
  runs = mergeAdjacent(
    runs.filter((r) => !lexicon.entries[r.entry].everydayPhrase || mentionsOf(r) < r.evidence.length || asNoun(r)),
  );
  runs.forEach((run, i) => skipForwardReferences(run, runs[i - 1], hits));
  const confirmed = new Set(runs.filter((r) => !isWeak(r)).map((r) => r.entry));
  // Rule 4b: a move called again ("round two, back to the tandem", "the step ups again") is a repeat, not a
  // reference back to it: its run is not dropped for the exercise's run elsewhere, nor for sitting between two
  // runs of another (a circuit's second round).
  const repeat = (r: Run) =>
    r.evidence[0].mention && isRepeatCall(tokens, r.evidence[0].token, forwardEnd(announced, r.evidence[0].token));
  const passing = (r: Run, i: number) =>
    runs[i - 1] !== undefined &&
    ((runs[i - 1].entry === runs[i + 1]?.entry && !repeat(r)) ||
      hasCueOf(hits, runs[i - 1].entry, r.evidence[0].token, runs[i + 1]?.evidence[0].token ?? tokens.length));
  // Rule 4c: a move said only as one instruction, with nothing else of it after ("roll your shoulders back" while
  // seated marching), coaches the current exercise: no run. An instruction with a dose said after it ("now up onto
  // your toes and down again, ten of those") prescribes a move of its own.
  const describedOnly = (r: Run) => r.evidence[0].described === true && !dosedAfter(cues, cueOf[r.evidence[0].token]);
  runs = mergeAdjacent(
    runs.filter((r, i) => !isWeak(r) || !((confirmed.has(r.entry) && !repeat(r)) || passing(r, i) || describedOnly(r))),
  );

  // Rule 5b: a move named once, with nothing of it after, that leaves no time to do it before the next move or the
  // end of the video ("Push-ups are great too, but we'll cover that another time.") was only talked about.
  const span = (run: Run, i: number) => spanOf(run, runs[i + 1], tokens, cues, timeAt, durationSeconds);
  const lasts = (r: Run, i: number) => {
    const { start, end } = span(r, i);
    return end - start >= MIN_WEAK_SECONDS;
  };
  runs = mergeAdjacent(runs.filter((r, i) => !isWeak(r) || lasts(r, i)));

  const segments: Segment[] = [];
  runs.forEach((run, i) => {
    const { start, end, endToken } = span(run, i);
    if (end - start < MIN_SEGMENT_SECONDS) return;
    const cuesSaid = cuesInRange(hits, run.entry, run.evidence[0].token, endToken, lexicon);
    segments.push({ entry: run.entry, start, end, cues: cuesSaid });
  });
  return mergeAdjacentSegments(segments, lexicon);
}

/** Seconds a move named only once must leave before the next one (or the end) to have been done (rule 5b). */
const MIN_WEAK_SECONDS = 15;

/**
 * Where a run's segment lies: from its first evidence to the next run's, the last one to the first outro phrase
 * after its last evidence, else to the end of the last cue; in whole seconds, within the video.
 */
function spanOf(
  run: Run,
  next: Run | undefined,
  tokens: readonly string[],
  cues: readonly Cue[],
  timeAt: (token: number) => number,
  durationSeconds: number,
): { start: number; end: number; endToken: number } {
  const nextToken = next?.evidence[0].token;
  let endToken = nextToken ?? tokens.length;
  let end = nextToken !== undefined ? timeAt(nextToken) : cues[cues.length - 1].end;
  if (nextToken === undefined) {
    const outro = findOutro(tokens, run.evidence[run.evidence.length - 1].token + 1);
    if (outro >= 0) [endToken, end] = [outro, timeAt(outro)];
  }
  const start = Math.round(timeAt(run.evidence[0].token));
  end = durationSeconds > 0 ? Math.min(Math.round(end), Math.floor(durationSeconds)) : Math.round(end);
  return { start, end, endToken };
}

/**
 * Words from an instruction's cue on within which the dose it prescribes is said: the next cue is read in any case,
 * and the word-timed cues of auto-captions up to this many words ("now put one foot right in front of the other heel
 * touching toe like you are on a tightrope and just hold for twenty seconds").
 */
const DOSE_AFTER_WORDS = 30;

/** Whether a dose (sets, reps, a hold, a side) is said in cue `at`, the next, or the ones up to DOSE_AFTER_WORDS. */
function dosedAfter(cues: readonly Cue[], at: number): boolean {
  const said = [cues[at].text];
  let words = said[0].split(' ').length;
  for (let c = at + 1; c < cues.length && (c === at + 1 || words < DOSE_AFTER_WORDS); c++) {
    said.push(cues[c].text);
    words += cues[c].text.split(' ').length;
  }
  return Object.keys(spokenDosage(said)).length > 0;
}

/** Seconds without speech that show the move being done: a call followed by one was made before it began. */
const CALL_SILENCE_SECONDS = 5;

/**
 * Whether the speech stops for CALL_SILENCE_SECONDS or more between cue `from` and cue `to`: a cue starting that
 * long after the previous one could be said. Cue ends are no guide: an auto-caption word stays on screen until
 * the next is spoken.
 */
function silenceBetween(cues: readonly Cue[], from: number, to: number): boolean {
  for (let c = from + 1; c <= to; c++) {
    if (cues[c].start - cues[c - 1].start - speakingSeconds(cues[c - 1].text) >= CALL_SILENCE_SECONDS) return true;
  }
  return false;
}

/** End of the mention starting at `token` (mentions are in token order). */
function forwardEnd(mentions: readonly Mention[], token: number): number {
  let lo = 0;
  let hi = mentions.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (mentions[mid].start < token) lo = mid + 1;
    else hi = mid;
  }
  return mentions[lo]?.start === token ? mentions[lo].end : token + 1;
}

/** Body words a move is called by ("the calf one", "now the quads exercise"), with the word its name uses. */
const BODY_WORDS: ReadonlyMap<string, string> = new Map(
  [
    ['quad', 'quad'],
    ['quadricep', 'quad'],
    ['hamstring', 'hamstring'],
    ['calf', 'calf'],
    ['calve', 'calf'],
    ['glute', 'glute'],
    ['hip', 'hip'],
    ['shoulder', 'shoulder'],
    ['neck', 'neck'],
    ['back', 'back'],
    ['core', 'core'],
    ['ab', 'core'],
    ['chest', 'chest'],
    ['knee', 'knee'],
    ['ankle', 'ankle'],
    ['wrist', 'wrist'],
    ['elbow', 'elbow'],
    ['tricep', 'tricep'],
    ['bicep', 'bicep'],
    ['leg', 'leg'],
    ['arm', 'arm'],
  ].map(([said, word]) => [tokenize(said)[0], tokenize(word)[0]]),
);
/** The nouns that make a body word a move's nickname ("the calf one", "the glute move"). */
const REFERENCE_NOUNS: ReadonlySet<string> = new Set(tokenize('one exercise move drill'));
const DETERMINERS: ReadonlySet<string> = new Set(tokenize('the that this'));

/** Tokens after "the calf one" within which the cues said can tell which exercise it is. */
const REFERENCE_CUE_WINDOW = 25;

/**
 * Rule 0a: "the calf one", "now the quads exercise" refer to the one exercise of the video whose name holds that
 * body word (or which works that region), named anywhere in it (a preview included); when the video names none,
 * to the one of them most of whose cues follow ("the calf exercise. Rise up onto your toes"). When none or several
 * fit, the words name nothing.
 */
function withReferences(
  tokens: readonly string[],
  mentions: readonly Mention[],
  hits: readonly CueHit[],
  lexicon: CompiledLexicon,
): Mention[] {
  const references: Mention[] = [];
  let named: Map<string, Set<number>> | null = null;
  let m = 0;
  for (let i = 1; i + 1 < tokens.length; i++) {
    if (!REFERENCE_NOUNS.has(tokens[i + 1])) continue;
    const word = BODY_WORDS.get(tokens[i]);
    if (word === undefined || !DETERMINERS.has(tokens[i - 1])) continue;
    while (m < mentions.length && mentions[m].end <= i) m++;
    if (m < mentions.length && mentions[m].start <= i + 1) continue; // part of a name said in full
    named ??= bodyWordsOf(new Set(mentions.map((x) => x.entry)), lexicon);
    const fits = named.get(word);
    const entry = fits ? (fits.size === 1 ? [...fits][0] : undefined) : mostCoached(hits, i + 2, word, lexicon);
    if (entry !== undefined) references.push({ entry, start: i, end: i + 2, reference: true });
  }
  if (references.length === 0) return [...mentions];
  return [...mentions, ...references].sort((a, b) => a.start - b.start);
}

/** Of the exercises holding `word`, the one with strictly the most cues said right after `from`, if any. */
function mostCoached(
  hits: readonly CueHit[],
  from: number,
  word: string,
  lexicon: CompiledLexicon,
): number | undefined {
  const said = new Map<number, number>();
  for (let h = firstHitFrom(hits, from); h < hits.length && hits[h].token < from + REFERENCE_CUE_WINDOW; h++)
    said.set(hits[h].entry, (said.get(hits[h].entry) ?? 0) + 1);
  const fits = [...(bodyWordsOf(said.keys(), lexicon).get(word) ?? [])].sort((a, b) => said.get(b)! - said.get(a)!);
  return fits.length > 0 && (fits.length === 1 || said.get(fits[0])! > said.get(fits[1])!) ? fits[0] : undefined;
}

/** For each body word, the exercises among `entries` whose name holds it or whose region it is. */
function bodyWordsOf(entries: Iterable<number>, lexicon: CompiledLexicon): Map<string, Set<number>> {
  const byWord = new Map<string, Set<number>>();
  for (const entry of entries) {
    const e = lexicon.entries[entry];
    for (const t of [...tokenize(e.name), ...tokenize(e.bodyPart)]) {
      const word = BODY_WORDS.get(t);
      if (word === undefined) continue;
      if (!byWord.has(word)) byWord.set(word, new Set());
      byWord.get(word)!.add(entry);
    }
  }
  return byWord;
}

const namingCues = new WeakMap<CompiledLexicon, Set<string>>();
/** A naming cue is an instruction, not a word or two ("switch legs" is said in every one-sided move). */
const MIN_NAMING_CUE_WORDS = 4;
/** Body words too general to tell a move ("straighten your leg", "lean back gently"). */
const LIMB_WORDS: ReadonlySet<string> = new Set(tokenize('leg arm back'));
/**
 * An instruction that sets up a move whose name holds no body word of it ("drop your knees to one side" for the
 * lower trunk rotation, "stand on your right leg" for the single leg balance) is longer: a whole sentence.
 */
const MIN_DESCRIBING_CUE_WORDS = 5;
/**
 * Verbs that place or move a body part ("hug", "drop", "straighten", "ziehen", "lleva", "ramenez"). Not "keep",
 * "hold", "breathe", "relax", "stay" or "switch": those coach a move already under way, whatever move it is.
 */
const ACTION_VERBS: ReadonlySet<string> = new Set(
  tokenize(
    [
      'lie lying hug pull bring drop let lower lift raise straighten bend draw cross turn rotate stand balance rise',
      'squeeze press push rest round arch slide sliding roll rock reach open swing step kneel tip tilt tuck sink',
      'point flex write walk march sit sitting place put move kick shift scrunch prop pinch creep lean stretch go',
      'come take thread',
      'ziehen heben senken strecken beugen drücken legen stellen lassen kippen kreisen rollen schieben runden',
      'öffnen drehen bewegen',
      'lleva levanta baja estira dobla flexiona aprieta presiona empuja apoya deja gira rota redondea arquea',
      'desliza abre haz sube cruza bascula junta mueve',
      'ramenez levez soulevez baissez tendez pliez serrez appuyez poussez posez laissez tournez arrondissez',
      'creusez glissez faites ouvrez montez croisez basculez tirez bougez',
      'porta solleva alza abbassa distendi allunga piega stringi spingi appoggia lascia gira ruota arrotonda',
      'inarca fai apri sali incrocia tira muovi',
      'leve puxe levante abaixe estique dobre aperte empurre apoie deixe gire arredonde deslize abra faça suba',
      'cruze incline mova',
    ].join(' '),
  ),
);

/** "Back" is the body only after "your", "the", "lower", "upper" ("round your back"; not "come back", "step back"). */
const BACK = tokenize('back')[0];
const BACK_OWNERS: ReadonlySet<string> = new Set(tokenize('your the my lower upper whole'));
/** "Lower" before a body word is no verb ("keep your lower back on the floor"). */
const LOWER = tokenize('lower')[0];
/** Tokens after a name within which an instruction sets that move up rather than naming another. */
const SET_UP_AFTER_NAME = 3;
/** Words that move on to the next exercise ("now", "next"): an instruction after them is a move of its own. */
const TRANSITIONS: ReadonlySet<string> = new Set(
  tokenize(
    'now next then after finally jetzt dann danach nun ahora luego después maintenant ensuite puis ora poi dopo agora depois',
  ),
);
/** A correction ("do not let your hips sag", "ne pas cambrer le dos") forbids a fault: it sets up no move. */
const NEGATIONS: ReadonlySet<string> = new Set(tokenize('not dont never no nicht kein keine nunca ne pas non não'));

/** An instruction that places no body part but uses a thing ("stand up from the chair and sit back down") is longer. */
const MIN_PROP_CUE_WORDS = 6;

/**
 * Whether a cue is an instruction that sets up or performs a move: at least five words, a body word, a verb that
 * places or moves it, and no negation ("drop your knees to one side", "lleva una rodilla hacia el pecho"; not
 * "keep your back straight", "breathe out as you lift", "do not let your knee fall in"); or at least six words with
 * what the move uses in place of the body word ("stand up from the chair and sit back down slowly"). Takes the cue's
 * text, or its tokens when the transcript is already tokenized.
 */
export function describesMove(cue: string | readonly string[]): boolean {
  const words = typeof cue === 'string' ? tokenize(cue) : cue;
  const placesBody = words.some((w, i) => DESCRIBED_BODY_WORDS.has(w) && (w !== BACK || BACK_OWNERS.has(words[i - 1])));
  return (
    words.length >= MIN_DESCRIBING_CUE_WORDS &&
    (placesBody || (words.length >= MIN_PROP_CUE_WORDS && words.some((w) => PROP_WORDS.has(w)))) &&
    words.some((w, i) => ACTION_VERBS.has(w) && !(w === LOWER && DESCRIBED_BODY_WORDS.has(words[i + 1]))) &&
    !words.some((w) => NEGATIONS.has(w))
  );
}

/**
 * Rule 0g: a form cue of at least four words that only one exercise has and that holds a body word of that
 * exercise's own name, other than leg, arm or back ("bend your wrist up and down" for the wrist flexion and
 * extension, "pull both knees toward your chest"), names the move as well as a name does: the physio describes the
 * move instead of naming it. So does a cue of at least five words that only one exercise has, holding any body
 * word and a verb that places or moves it: the instruction that sets up the move, for a move whose name holds no
 * body word ("drop your knees to one side" for the lower trunk rotation, "round your back up like a cat"), or
 * another body part than its name ("hug one knee into your chest"). A generic instruction ("switch legs", "keep
 * your back straight", "breathe out as you lift") is too short, names no body part or moves none, or is shared.
 * It is read like a name said by a body part (never part of a list of names).
 */
function withNamingCues(
  tokens: readonly string[],
  mentions: readonly Mention[],
  hits: readonly CueHit[],
  lexicon: CompiledLexicon,
): Mention[] {
  let naming = namingCues.get(lexicon);
  if (!naming) {
    naming = new Set();
    const owners = new Map<string, Set<number>>();
    lexicon.entries.forEach((e, entry) =>
      e.cues.forEach((cue) => {
        const phrase = tokenize(cue).join(' ');
        if (!owners.has(phrase)) owners.set(phrase, new Set());
        owners.get(phrase)!.add(entry);
      }),
    );
    lexicon.entries.forEach((e, entry) => {
      const nameBody = tokenize(e.name).filter((t) => BODY_WORDS.has(t) && !LIMB_WORDS.has(t));
      e.cues.forEach((cue, c) => {
        const words = tokenize(cue);
        if (words.length < MIN_NAMING_CUE_WORDS || owners.get(words.join(' '))!.size !== 1) return;
        const describing = e.describingFrom !== undefined && c >= e.describingFrom;
        if (describing || nameBody.some((w) => words.includes(w)) || describesMove(cue)) naming!.add(`${entry}:${c}`);
      });
    });
    namingCues.set(lexicon, naming);
  }
  const added: Mention[] = [];
  for (const h of hits)
    if (naming.has(`${h.entry}:${h.cue}`))
      added.push({ entry: h.entry, start: h.token, end: h.end, reference: true, described: true });
  if (added.length === 0) return [...mentions];
  // A name said inside the instruction ("ramenez un genou vers la poitrine") is the stronger mention: it stays. An
  // instruction said right after another move's name ("Single leg deadlifts. Stand on your right leg") sets that
  // move up, unless a word of transition comes between ("Hold the plank. Now drop your knees to one side").
  const setsUp = (m: Mention, n: Mention) =>
    n.entry !== m.entry &&
    !n.described &&
    n.end <= m.start &&
    m.start - n.end <= SET_UP_AFTER_NAME &&
    !tokens.slice(n.end, m.start).some((t) => TRANSITIONS.has(t));
  const named = (m: Mention) => mentions.some((n) => (n.start < m.end && m.start < n.end) || setsUp(m, n));
  const out: Mention[] = [...mentions];
  for (const m of added.sort((a, b) => a.start - b.start || b.end - a.end))
    if (!named(m) && !out.some((o) => o.described && o.start < m.end && m.start < o.end)) out.push(m);
  return out.sort((a, b) => a.start - b.start);
}

/** Words that make the name after them a start position ("from a push up position, drive one knee in"). */
const FROM_WORDS: ReadonlySet<string> = new Set(tokenize('from desde depuis'));
/** Tokens after a start position within which the move done from it is named. */
const SET_UP_WINDOW = 20;

/**
 * Rule 0d: a name after "from" is the position another move starts from ("from a push up position, drive one knee
 * in at a time. Mountain climbers"): when a different exercise is named within a few words after it, it is no
 * mention. Said alone ("from a plank position, hold"), the position is the exercise.
 */
function dropSetUps(tokens: readonly string[], mentions: readonly Mention[]): Mention[] {
  return mentions.filter((m, i) => {
    let t = m.start - 1;
    while (t >= 0 && SPOKEN_ARTICLES.has(tokens[t])) t--;
    if (t < 0 || !FROM_WORDS.has(tokens[t])) return true;
    const next = mentions[i + 1];
    return !(next && next.entry !== m.entry && next.start - m.end <= SET_UP_WINDOW);
  });
}
const SPOKEN_ARTICLES: ReadonlySet<string> = new Set(tokenize('the a an your this that le la les un une el los las'));

/** Words that return to a move done before ("round two, back to the tandem"). */
const RETURN_WORDS = tokenize('back to');
/**
 * What may come right before "back to" when it starts a statement ("round two, back to…", "okay, back to…"), as
 * opposed to a movement ("bring your knee back to the chest", "come back to the start").
 */
const RETURN_OPENERS: ReadonlySet<string> = new Set([
  BOUNDARY,
  ...tokenize('now so okay ok alright then and round set two three four second third 2 3 4 again go going were'),
]);
/** Places and body words a movement comes "back to": never a move's nickname. */
const RETURN_PLACES: ReadonlySet<string> = new Set(
  tokenize('wall floor mat chair bench start starting middle centre center side standing sitting neutral top'),
);

/**
 * Rule 0e: "back to the tandem" returns to the exercise done before whose name holds that word ("tandem stance"),
 * when exactly one exercise named earlier in the video has it: a repeat called by part of its name.
 */
function withReturns(tokens: readonly string[], mentions: Mention[], lexicon: CompiledLexicon): Mention[] {
  const returns: Mention[] = [];
  let m = 0;
  const earlier = new Set<number>();
  for (let i = 0; i + 2 < tokens.length; i++) {
    if (tokens[i] !== RETURN_WORDS[0] || tokens[i + 1] !== RETURN_WORDS[1]) continue;
    if (i > 0 && !RETURN_OPENERS.has(tokens[i - 1])) continue;
    let w = i + 2;
    while (w < tokens.length && SPOKEN_ARTICLES.has(tokens[w])) w++;
    for (; m < mentions.length && mentions[m].start < i; m++) earlier.add(mentions[m].entry);
    if (w >= tokens.length || (m < mentions.length && mentions[m].start <= w)) continue; // a name said in full
    const word = tokens[w];
    if (word === BOUNDARY || LIST_JOINERS.has(word) || RETURN_PLACES.has(word) || BODY_WORDS.has(word)) continue;
    const holders = [...earlier].filter((e) => nameWordsOf(lexicon, e).has(word));
    if (holders.length === 1) returns.push({ entry: holders[0], start: w, end: w + 1, reference: true });
  }
  if (returns.length === 0) return mentions;
  return [...mentions, ...returns].sort((a, b) => a.start - b.start);
}

const nameWords = new WeakMap<CompiledLexicon, Map<number, Set<string>>>();
/** The words of an exercise's name and aliases. */
function nameWordsOf(lexicon: CompiledLexicon, entry: number): Set<string> {
  let byEntry = nameWords.get(lexicon);
  if (!byEntry) nameWords.set(lexicon, (byEntry = new Map()));
  let found = byEntry.get(entry);
  if (!found) {
    const e = lexicon.entries[entry];
    found = new Set([e.name, ...e.aliases].flatMap((n) => tokenize(n)));
    byEntry.set(entry, found);
  }
  return found;
}

/** Rule 0: names said in passing, and a name joined to one of them ("about squats and lunges"), are no mention. */
function dropPassing(tokens: readonly string[], mentions: readonly Mention[]): Mention[] {
  const deferred = mentions.map(
    (m, i) => isDeferredAfter(tokens, m.end, mentions[i + 1]?.start) || isPutOffBefore(tokens, m.start),
  );
  // A deferral said after a list puts off the whole list ("Liegestütze und Klimmzüge machen wir heute nicht"); one
  // said right after the move came up puts off what was said of it ("I've been doing the squats my grandson showed
  // me, they hurt. — Let's park the squats for now").
  for (let i = mentions.length - 1; i > 0; i--)
    if (
      deferred[i] &&
      (joinedInList(tokens, mentions[i - 1], mentions[i]) ||
        (mentions[i - 1].entry === mentions[i].entry && mentions[i].start - mentions[i - 1].end <= TALKED_ABOUT_TOKENS))
    )
      deferred[i - 1] = true;
  const passing = mentions.map((m, i) => deferred[i] || isPassingMention(tokens, m.start, m.end));
  for (let i = 1; i < mentions.length; i++)
    if (passing[i - 1] && joinedInList(tokens, mentions[i - 1], mentions[i])) passing[i] = true;
  return mentions.filter((_, i) => !passing[i]);
}

/** Tokens within which a move put off was what the words just before it spoke of. */
const TALKED_ABOUT_TOKENS = 30;

/** Nothing but list joiners (commas, "and", "a") between two names. */
function joinedInList(tokens: readonly string[], a: Mention, b: Mention): boolean {
  for (let t = a.end; t < b.start; t++) if (!LIST_JOINERS.has(tokens[t])) return false;
  return b.start - a.end <= 3;
}

/** Words that may join the names of a list ("squats, push ups, glute bridges and a plank"). */
const LIST_JOINERS: ReadonlySet<string> = new Set([
  BOUNDARY,
  ...tokenize('and or a an the then some plus und oder die der den y o e ou et i og och eller en ve veya и или'),
]);
/** Names in a list of at least this many different exercises preview (or recap) the session. */
const MIN_ENUMERATION = 3;

/** Words of a move the lexicon does not know that may sit between two listed names ("…, seated leg lifts, …"). */
const MAX_UNKNOWN_ITEM_WORDS = 3;
/** Seconds within which a list is said: one breath, not exercises done one after the other. */
const LIST_SECONDS = 6;

/**
 * Rule 0b: three or more different exercises named one after the other, with nothing but joiners between them
 * ("today's session is squats, push ups, glute bridges and a plank") are a preview or a recap: none of them starts
 * a run there. _Coaches announce one exercise and then coach it; only a list names several in a breath._ A move the
 * lexicon does not know may be listed among them ("seated marching, seated leg lifts, arm circles while seated and
 * toe taps"): up to three other words between two names. A list is said in one breath: names said more than a few
 * seconds apart are not one list.
 */
function dropEnumerations(
  tokens: readonly string[],
  mentions: readonly Mention[],
  timeAt: (token: number) => number,
): Mention[] {
  const joined = (a: Mention, b: Mention) =>
    !a.reference &&
    !b.reference &&
    timeAt(b.start) - timeAt(a.start) <= LIST_SECONDS &&
    (joinedInList(tokens, a, b) || unknownItemBetween(tokens, a, b));
  const drop = new Set<number>();
  for (let i = 0; i < mentions.length;) {
    let j = i;
    while (
      j + 1 < mentions.length &&
      mentions[j + 1].entry !== mentions[j].entry &&
      joined(mentions[j], mentions[j + 1])
    )
      j++;
    if (new Set(mentions.slice(i, j + 1).map((m) => m.entry)).size >= MIN_ENUMERATION)
      for (let k = i; k <= j; k++) drop.add(k);
    i = j + 1;
  }
  return mentions.filter((_, i) => !drop.has(i));
}

/** At most MAX_UNKNOWN_ITEM_WORDS words other than joiners between two names, in a short gap. */
function unknownItemBetween(tokens: readonly string[], a: Mention, b: Mention): boolean {
  let words = 0;
  for (let t = a.end; t < b.start; t++)
    if (!LIST_JOINERS.has(tokens[t]) && ++words > MAX_UNKNOWN_ITEM_WORDS) return false;
  return b.start - a.end <= 2 * MAX_UNKNOWN_ITEM_WORDS;
}

const namePhrases = new Map<number, string[]>();

/**
 * Rule 1c: the mention is the end of one of the current exercise's own names ("press up" after "McKenzie press
 * up", "bridges" after "single leg bridges"): the physio shortens the name, it is the same exercise.
 */
function shortensName(lexicon: CompiledLexicon, entry: number, said: readonly string[]): boolean {
  let phrases = namePhrases.get(entry);
  if (!phrases) {
    const e = lexicon.entries[entry];
    phrases = [e.name, ...e.aliases].map((n) => tokenize(n).join(' '));
    namePhrases.set(entry, phrases);
  }
  const tail = ` ${said.join(' ')}`;
  return phrases.some((p) => p.length > tail.length && p.endsWith(tail));
}

function buildRuns(
  tokens: readonly string[],
  mentions: readonly Mention[],
  hits: readonly CueHit[],
  lexicon: CompiledLexicon,
): Run[] {
  const runs: Run[] = [];
  for (const m of mentions) {
    const last = runs[runs.length - 1];
    if (last && last.entry !== m.entry && shortensName(lexicon, last.entry, tokens.slice(m.start, m.end))) {
      last.evidence.push({ token: m.start, mention: true });
      continue;
    }
    if (last && last.entry !== m.entry && insideCueOf(hits, last.entry, m.start)) continue;
    // Rule 1b: a name used as a verb right after another exercise's announcement describes it ("the world's
    // greatest stretch. Lunge forward, then rotate"): it does not start a run of its own.
    if (
      last &&
      last.entry !== m.entry &&
      last.evidence.length === 1 &&
      m.start - last.evidence[0].token <= DESCRIBE_WINDOW &&
      DIRECTIONS.has(tokens[m.end]) &&
      !hasCueOf(hits, last.entry, last.evidence[0].token + 1, m.start)
    )
      continue;
    const evidence: Evidence = m.described
      ? { token: m.start, mention: true, described: true }
      : { token: m.start, mention: true };
    if (last && last.entry === m.entry) last.evidence.push(evidence);
    else runs.push({ entry: m.entry, evidence: [evidence] });
  }
  // Hits and runs are both in token order: walk them together; a hit counts for the run it falls in. A cue
  // that is itself the instruction a described mention read ("roll your shoulders back") adds nothing to it.
  const describedAt = new Set(mentions.filter((m) => m.described).map((m) => m.start));
  let r = 0;
  for (const hit of hits) {
    while (r + 1 < runs.length && runs[r + 1].evidence[0].token <= hit.token) r++;
    const run = runs[r];
    if (run && run.evidence[0].token <= hit.token && run.entry === hit.entry && !describedAt.has(hit.token))
      run.evidence.push({ token: hit.token, mention: false });
  }
  for (const run of runs) run.evidence.sort((a, b) => a.token - b.token);
  return runs;
}

/** Rule 3: drop leading mentions that the previous exercise's cues show to be announcements. */
function skipForwardReferences(run: Run, previous: Run | undefined, hits: readonly CueHit[]): void {
  if (!previous) return;
  while (run.evidence.length >= 2 && hasCueOf(hits, previous.entry, run.evidence[0].token + 1, run.evidence[1].token))
    run.evidence.shift();
}

function mergeAdjacent(runs: Run[]): Run[] {
  const out: Run[] = [];
  for (const run of runs) {
    const last = out[out.length - 1];
    if (last && last.entry === run.entry)
      last.evidence = [...last.evidence, ...run.evidence].sort((a, b) => a.token - b.token);
    else out.push({ entry: run.entry, evidence: [...run.evidence] });
  }
  return out;
}

/** After short segments are dropped, two pieces of one exercise may touch again: join them. */
function mergeAdjacentSegments(segments: Segment[], lexicon: CompiledLexicon): Segment[] {
  const out: Segment[] = [];
  for (const s of segments) {
    const last = out[out.length - 1];
    if (last && last.entry === s.entry) {
      const found = new Set([...last.cues, ...s.cues]);
      last.end = s.end;
      last.cues = lexicon.entries[s.entry].cues.filter((c) => found.has(c));
    } else {
      out.push(s);
    }
  }
  return out;
}

/**
 * Both kinds of cue hit in one list, in token order (the look-ups in cue-hits.ts search it by token). A cue said
 * loosely around another exercise's name ("let your belly rise. Next, pursed lip breathing") is two remarks: no hit.
 * Nor is one whose words a cue of the exercise named last holds as written ("Good mornings. Push your hips back" is
 * the good morning's cue, not the downward dog's "push your hips up and back").
 */
function withLooseHits(exact: readonly CueHit[], loose: readonly CueHit[], named: readonly Mention[]): CueHit[] {
  const across = (h: CueHit) => named.some((m) => m.entry !== h.entry && m.start < h.end && h.token < m.end);
  // The exercise named last before a token: the one being coached there.
  const current = (token: number) => {
    let entry: number | undefined;
    for (const m of named) {
      if (m.start >= token) break;
      entry = m.entry;
    }
    return entry;
  };
  const overlapsExact = (h: CueHit) => {
    const coached = current(h.token);
    return (
      coached !== undefined && coached !== h.entry && overlapsHit(exact, h.token, h.end, (e) => e.entry === coached)
    );
  };
  // Words that are another exercise's cue as written ("let your back relax": the prone lying) are that exercise's,
  // not a loose reading of a longer cue ("let your lower back relax"), unless the loose one's exercise is the one
  // being coached ("Single leg deadlifts. Hinge at the hip, reach the back leg long").
  const anotherExact = (h: CueHit) =>
    current(h.token) !== h.entry &&
    overlapsHit(exact, h.token, h.end, (e) => e.entry !== h.entry && e.token <= h.token + 1 && e.end >= h.end - 1);
  const kept = loose.filter((h) => !across(h) && !overlapsExact(h) && !anotherExact(h));
  if (kept.length === 0) return [...exact];
  return [...exact, ...kept].sort((a, b) => a.token - b.token || a.end - b.end);
}
