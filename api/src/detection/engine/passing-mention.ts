/**
 * A name said in passing is not an announcement: "unlike the squats", "a lot like the bird dog", "easier than the
 * plank we'll do later", "no crunches". Such a mention never starts a caption segment. A mention is passing when
 *  - a comparing or negating word comes right before it (articles skipped: "pas de fentes", "keine Brücke"), or a
 *    word placing it in another session ("we did the bridge");
 *  - the words right after it place the exercise at another time ("we did", "later", "earlier");
 *  - earlier in its clause, with no word that starts a new statement ("now", "next", "today"…) between, a
 *    negation governs it ("we are not doing lunges yet", "don't let it turn into a side plank"), or the clause is
 *    a question about it ("people ask me whether crunches are bad");
 *  - the clause or the one before it places it in another session ("next week: step ups", "la dernière fois, on a
 *    fait le pont", "nächstes Mal machen wir…").
 * A mention placed a moment ahead ("in a moment we'll go into child's pose", "child's pose is next", "gleich kommt…")
 * is a forward reference: `isForwardMention` says so, and the segmenter starts that exercise at its next evidence.
 */
import { BOUNDARY, tokenize } from './normalize';

const words = (text: string): ReadonlySet<string> => new Set(tokenize(text));
/** Phrases as token sequences, keyed by their last token so a backwards scan looks up one word at a time. */
function phrasesByLastToken(list: readonly string[]): ReadonlyMap<string, string[][]> {
  const map = new Map<string, string[][]>();
  for (const phrase of list) {
    const tokens = tokenize(phrase);
    const last = tokens[tokens.length - 1];
    map.set(last, [...(map.get(last) ?? []), tokens]);
  }
  return map;
}

const COMPARING_OR_NEGATING = words(
  // "ask me about squats": a topic of talk, not an announcement. "we did the bridge": another session.
  'unlike like than similar compared versus vs instead except besides no not without never skip avoid about did ' +
    // "some of you will have seen clams and bridges online": what the viewer met elsewhere.
    'seen heard ' +
    'wie als statt ohne kein keine keinen nicht como sin comme sans pas jamais',
);
const ARTICLES = words(
  'the a an those these that this your our some any der die das den dem ein eine einen el la los las un una le les ' +
    'une des de du d',
);
const ELSEWHERE_IN_TIME = words('did earlier later yesterday tomorrow previously before online');
/** How many words after a mention may place it at another time. */
const AFTER_WINDOW = 4;

/** Negations that govern a name later in their clause ("not doing lunges", "don't let it become a superman", "we
 * won't do burpees"); not "no", an everyday word in English speech ("no rush"), nor "can't", which offers another
 * move ("if you can't do a full plank, do a knee plank"). */
const NEGATIONS = words(
  'not dont doesnt never wont arent isnt werent nicht kein keine keinen nie pas jamais nunca non nao niet geen δεν μην',
);
/** Words that make the clause a question or a topic ("a question I get is whether crunches are bad"). */
const TOPIC_WORDS = words(
  'ask asked asking question whether myth myths frage fragen gefragt question demande pregunta preguntan ' +
    'preguntais piden pytate ptate pytaji ptaji pta ptaju kerdezik kerdez bertanya nanya спрашивают спрашиваете питають ' +
    // Czech, Slovak, Hungarian, Indonesian ("Hodně lidí se mě ptá na dřepy", "Sokan kérdezik"), and Polish, Greek,
    // Dutch, Italian, Portuguese, Scandinavian, Turkish: "Dużo osób pyta mnie o pompki", "Πολλοί με
    // ρωτάτε για σανίδα", "Veel mensen vragen naar squats".
    'pyta pytaja pytacie pytanie pytania ρωτατε ρωτανε ρωτουν ρωταει ερωτηση vragen vraagt vraag chiedete chiedono ' +
    'domanda perguntam pergunta fragar sporger spor soruyor soruyorsunuz ' +
    // Other people's training ("people often jump straight to box jumps"), not this session's.
    'people',
);
/** Words that start a new statement: a negation or topic before them does not reach past them. */
const STATEMENT_STARTS = words(
  'now next so okay ok alright then first today start begin here jetzt dann heute hier los maintenant ' +
    'ensuite aujourdhui allez ahora luego hoy vamos',
);
/** Words of the clause before a name that a negation or topic word may govern. */
const CLAUSE_WINDOW = 7;

/** Another session: before a name, in its clause or the one before ("next week: step ups"). */
const OTHER_SESSION = phrasesByLastToken([
  'last time',
  'next time',
  'next video',
  'next workout',
  'another video',
  'another day',
  'another time',
  'last week',
  'next week',
  'last session',
  'next session',
  'last class',
  'next class',
  'tomorrow',
  'yesterday',
  'letzte woche',
  'letztes mal',
  'nachste woche',
  'nachstes mal',
  'beim nachsten mal',
  'semaine prochaine',
  'semaine derniere',
  'prochaine fois',
  'derniere fois',
  'prochaine seance',
  'proxima semana',
  'semana que viene',
  'semana pasada',
  'proxima vez',
  'ultima vez',
  'next month',
  'few weeks',
  'proxima aula',
  'proxima clase',
  'siguiente clase',
  'prochain cours',
  'nachste stunde',
  'prossima lezione',
  'prossima volta',
  'bir sonraki derste',
  // A goal of later weeks ("we're building up to Turkish get ups"), a move added in a later stage ("in week three
  // we'll add step ups"; the apostrophe is dropped, so "we'll" reads "well").
  'building up to',
  'build up to',
  'working up to',
  'work up to',
  'working towards',
  'well add',
  'will add',
  'going to add',
  // Other people, elsewhere ("you'll see people online doing Nordic curls", "people doing squats in the gym").
  'people doing',
  'people do',
  'seen people',
]);
/** "one last time" is the final repetition, not another session. */
const FINAL_REPETITION = words('one a');
/** A moment ahead in this session: the name is announced before it starts. */
const A_MOMENT_AHEAD = phrasesByLastToken([
  'in a moment',
  'in a minute',
  'in a second',
  'in a bit',
  'in a little bit',
  'shortly',
  'coming up',
  'after this one',
  'after this exercise',
  'after this',
  'after that one',
  'once we finish',
  'when we finish',
  'once were done',
  'when were done',
  'gleich',
  'dans un instant',
  'dans un moment',
  'dans une minute',
  'tout a lheure',
  'en un momento',
  'en un minuto',
  'enseguida',
]);
/** A call of the next move: said while the current one ends, or as the next one starts. */
const CALLS = phrasesByLastToken(['next up', 'up next', 'next one', 'next exercise', 'next move']);
/** Words after a name in its clause that place it next ("we'll go into child's pose next", "kommt als Nächstes"). */
const NEXT_AFTER = words('next afterwards soon nachstes nachste');
/** How far back (in words, across at most one clause boundary) a time phrase may place a name. */
const TIME_WINDOW = 9;

/** Verbs of asking that may follow the name in its clause ("Na drepy … sa ma pýtate často": you ask me about squats). */
const ASKED_AFTER = words('asked ask pytate ptate pytaji ptaji preguntan fragen demandez');

export function isPassingMention(tokens: readonly string[], start: number, end: number): boolean {
  const i = beforeArticles(tokens, start);
  // "unlike the squats", "no crunches"; "I'd leave the shoulder presses for now", "let's park the squats".
  if (i >= 0 && (COMPARING_OR_NEGATING.has(tokens[i]) || PUT_OFF.has(tokens[i]))) return true;
  for (let j = end; j < Math.min(tokens.length, end + AFTER_WINDOW); j++) {
    if (tokens[j] === BOUNDARY) break;
    if (ELSEWHERE_IN_TIME.has(tokens[j])) return true;
    // "we'll add split squats next time": a session phrase right after the name.
    if (OTHER_SESSION.get(tokens[j + 1])?.some((p) => p.length === 2 && p[0] === tokens[j])) return true;
  }
  for (let j = end; j < Math.min(tokens.length, end + TIME_WINDOW); j++) {
    if (tokens[j] === BOUNDARY) break;
    if (ASKED_AFTER.has(tokens[j])) return true;
  }
  for (let j = start - 1; j >= Math.max(0, start - CLAUSE_WINDOW); j--) {
    const t = tokens[j];
    if (t === BOUNDARY || STATEMENT_STARTS.has(t)) break;
    if (NEGATIONS.has(t) || TOPIC_WORDS.has(t)) return true;
  }
  return timePhraseBefore(tokens, start, OTHER_SESSION);
}

/** The token before a name, articles skipped ("unlike the squats" -> "unlike"); -1 at the start. */
function beforeArticles(tokens: readonly string[], start: number): number {
  let i = start - 1;
  while (i >= 0 && ARTICLES.has(tokens[i])) i--;
  return i;
}

/** Whether a verb that puts a move off comes right before its name ("let's park the squats", "leave the presses"). */
export function isPutOffBefore(tokens: readonly string[], start: number): boolean {
  const i = beforeArticles(tokens, start);
  return i >= 0 && PUT_OFF.has(tokens[i]);
}

/** Words that say "not now" beside a negation ("not yet", "heute nicht", "per ora non"). */
const NOT_NOW = words(
  'yet today now heute jetzt noch hoy todavia aun hoje ainda oggi ora ancora aujourdhui encore adelante teraz ted dnes ' +
    'nog vandaag nu jeszcze dzisiaj ακομα σημερα',
);
/** Verbs of doing: "we are not doing those", "machen wir nicht", "non li facciamo", "não vamos fazer". */
const DOING = words(
  'do doing machen mache tun hacer hacemos haremos vemos veremos fazer fazemos faremos fare facciamo faremo faire ' +
    'faisons ferons doen doe robimy robic κανουμε',
);
/** Verbs of doing that carry their own negation (Slovak, Czech: "nerobíme", "neděláme"). */
const NOT_DOING = words('nerobime nerobim nerobia nedelame nedelam nedelaji');
/** Negations a deferral may use that are everyday words elsewhere (Spanish "no", "hoy no"). */
const DEFER_NEGATIONS = words('no');
/** Pronouns that take the name up again after it ("le gainage, on le verra la semaine prochaine"). */
const TAKEN_UP = words('it them those these le la les lo li los las sie es ihn');
/** Verbs that put a move off, with a pronoun taking it up ("We leave those until your six-week check"). */
const PUT_OFF = words('leave save park postpone skip odkladamy odpuszczamy laten bewaren');
/** How far after a name (across one clause or sentence end) a deferral of it may come. */
const DEFER_WINDOW = 12;

/**
 * Whether the words after the name, up to `limit` (the next name said), put it off: a negation with a verb of doing
 * and a "not now" word ("Squats. We're not doing those yet", "Liegestütze machen wir heute natürlich nicht", "lo
 * squat, per ora non li facciamo"), or a pronoun taking it up before another session ("le gainage, on le verra la
 * semaine prochaine"). A coaching cue after an announced move ("squats, don't come up yet") has no verb of doing
 * and no other session; "for the bird dog, we are not doing push ups yet" puts off the push ups, named in between.
 */
export function isDeferredAfter(tokens: readonly string[], end: number, limit = tokens.length): boolean {
  let [negation, doing, notNow, takenUp, putOff, boundaries] = [false, false, false, false, false, 0];
  for (let j = end; j < Math.min(limit, end + DEFER_WINDOW); j++) {
    const t = tokens[j];
    if (t === BOUNDARY) {
      if (++boundaries > 1) break;
      continue;
    }
    if (NEGATIONS.has(t) || DEFER_NEGATIONS.has(t) || NOT_DOING.has(t)) negation = true;
    if (DOING.has(t) || NOT_DOING.has(t)) doing = true;
    if (NOT_NOW.has(t)) notNow = true;
    if (TAKEN_UP.has(t)) takenUp = true;
    if (PUT_OFF.has(t)) putOff = true;
    if (negation && doing && notNow) return true;
    if (takenUp && putOff) return true;
    if (takenUp && OTHER_SESSION.get(t)?.some((phrase) => endsAt(tokens, j, phrase))) return true;
  }
  return false;
}

/** Whether the name is announced a moment ahead ("in a moment we'll go into child's pose"). */
export function isForwardMention(tokens: readonly string[], start: number, end: number): boolean {
  for (let j = end; j < Math.min(tokens.length, end + AFTER_WINDOW); j++) {
    if (tokens[j] === BOUNDARY) break;
    if (NEXT_AFTER.has(tokens[j])) return true;
  }
  return timePhraseBefore(tokens, start, A_MOMENT_AHEAD);
}

/**
 * Whether the name is called as the next move ("next up are face pulls", "up next: the goblet squat"). Said as the
 * move starts, or while the current one ends: the segmenter tells them apart by the silence that follows a call
 * made early.
 */
export function isCall(tokens: readonly string[], start: number): boolean {
  return timePhraseBefore(tokens, start, CALLS);
}

/** Words that call a move again: a repeat of it, not a reference back to it. */
const REPEAT_AFTER = words('again nochmal otra vez encore');
const REPEAT_BEFORE = phrasesByLastToken([
  'back to',
  'round two',
  'round 2',
  'round three',
  'round 3',
  'second round',
  'third round',
  'set two',
  'set 2',
  'second set',
  'one more time',
  'zweite runde',
  'segunda ronda',
  'deuxieme tour',
]);
/** How many words after a name "again" may come ("the step ups again"). */
const REPEAT_AFTER_WINDOW = 2;

/** Whether the name is called again ("round two, back to the tandem", "the step ups again"). */
export function isRepeatCall(tokens: readonly string[], start: number, end: number): boolean {
  for (let j = end; j < Math.min(tokens.length, end + REPEAT_AFTER_WINDOW); j++)
    if (REPEAT_AFTER.has(tokens[j]) || (tokens[j] === 'once' && tokens[j + 1] === 'more')) return true;
  return timePhraseBefore(tokens, start, REPEAT_BEFORE);
}

/** A phrase of `phrases` ends within TIME_WINDOW words before `start`, crossing at most one clause boundary. */
function timePhraseBefore(tokens: readonly string[], start: number, phrases: ReadonlyMap<string, string[][]>): boolean {
  let boundaries = 0;
  for (let j = start - 1; j >= Math.max(0, start - TIME_WINDOW); j--) {
    const t = tokens[j];
    if (t === BOUNDARY) {
      if (++boundaries > 1) return false;
      continue;
    }
    const candidates = phrases.get(t);
    if (candidates?.some((p) => endsAt(tokens, j, p))) return true;
    // A new statement in the name's own clause ("…last week we did bridges today squats") ends the look-back,
    // unless it opens the sentence of another session ("na próxima aula vamos trabalhar a prancha").
    if (boundaries === 0 && STATEMENT_STARTS.has(t))
      return phrases === OTHER_SESSION && (phrases.get(tokens[j - 1])?.some((p) => endsAt(tokens, j - 1, p)) ?? false);
  }
  return false;
}

function endsAt(tokens: readonly string[], last: number, phrase: readonly string[]): boolean {
  const first = last - phrase.length + 1;
  if (first < 0) return false;
  for (let k = 0; k < phrase.length; k++) if (tokens[first + k] !== phrase[k]) return false;
  // "one last time" is a final repetition.
  return !(phrase[0] === 'last' && FINAL_REPETITION.has(tokens[first - 1]));
}
