/**
 * What a chapter title says when it is NOT an exercise. Checked before the lexicon, so "Glute bridge: common
 * mistakes" is advice about the bridge, not the bridge. Three kinds of evidence:
 *  - section words that mark talk, never a movement (intro, Q&A, safety, common mistakes, bonus tip, anatomy,
 *    equipment, recap, summary, final thoughts, outro...), anywhere in the title, in every language read (the
 *    grid of `non-exercise-words.json`);
 *  - a question ("Why does my knee click?", "How long does it last", "What to avoid");
 *  - nothing but generic session words ("Warm up", "Cool down stretches", "Rest", "Rest – grab water", "The end"),
 *    or words addressed to the viewer ("Done – stretch with me"), which the caller checks only when the lexicon
 *    names no exercise ("Cool down: calf stretch" is the stretch).
 */
import { PhraseTrie } from './phrase-trie';
import { foldText, tokenize } from './normalize';
import rawTalkWords from './non-exercise-words.json';

/**
 * The talk words, by language and by kind of section (welcome, closing, summary, questions, mistakes, tips, safety,
 * explanation, equipment, notes, checklist, breaks, thanks, technical, mentions, talk), in `non-exercise-words.json`.
 * They are matched after folding (`normalize.ts`): lower case, no accents, light plural stemming. None of them is an
 * exercise name or a part of one in any language (the spec checks this against the lexicon).
 */
export type TalkWords = Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
export const TALK_WORDS: TalkWords = rawTalkWords;

/** Languages written without spaces: their words are found inside a title's one long word ("开场介绍", "วิดีโอสรุป"). */
const UNSPACED_LANGUAGES = new Set(['ja', 'zh', 'th']);

const talkWordsOf = (unspaced: boolean) =>
  Object.entries(TALK_WORDS)
    .filter(([language]) => UNSPACED_LANGUAGES.has(language) === unspaced)
    .flatMap(([, categories]) => Object.values(categories).flat());

const UNSPACED_TALK = talkWordsOf(true).map((word) => foldText(word));
// Thai, kana and the CJK ideographs.
const UNSPACED_SCRIPT = /[\u0E00-\u0E7F\u3040-\u30FF\u3400-\u9FFF]/u;
const holdsUnspacedTalk = (token: string) =>
  UNSPACED_SCRIPT.test(token) && UNSPACED_TALK.some((word) => token.includes(word));

/** First words of a question ("how to" is not one: "How to do a squat" names the squat). */
const QUESTION_WORDS = new Set(
  tokenize(
    'why what whats how hows when who which where is are can should does warum was wie wann wer welche por que como cuando pourquoi comment quand quoi quel quelle',
  ),
);

/** Words of a chapter that is only a stage of the session, with no movement named. */
const SESSION_WORDS = new Set(
  tokenize(
    `warm up warmup cool down cooldown rest break water pause stretch stretches stretching relaxation relax final
     end the finish finished done transition round set part and a position time session flow routine workout
     exercise exercises circuit block main bonus again start begin breathing breath breathe easy gentle quick
     savasana shavasana corpse meditation it out shake wind strength mobility cardio hiit training arrive arrival
     progression progressions regression regressions s sec secs second seconds min mins minute minutes
     ende aufwarmen abwarmen dehnen dehnung entspannung und
     calentamiento descanso estiramiento estiramientos relajacion vuelta calma fin y el la de los las
     echauffement etirement etirements repos retour au calme et le les des du
     aquecimento alongamento alongamentos descanso intervalo relaxamento volta a calma e o os as
     riscaldamento defaticamento allungamento allungamenti riposo recupero pausa rilassamento e il lo gli le
     finale centring centre center arriving settle respiracao respiracion respiration respirazione atmung
     ademhaling oddech none sit down lie to deep close warming joint joints opening follow along clock timer progressing program programme putting together
     opwarming cooling rust rozgrzewka rozciaganie odpoczynek przerwa wyciszenie
     coffee tea drink drinks hydration snack pauza pauze paus tauko szunet istirahat pauza pauze отдых відпочинок
     isinma soguma uppvarmning nedvarvning ζεσταμα προθερμανση rozcvicka zahrati разминка заминка розминка 워밍업
     준비운동 쿨다운 lammittely bemelegites levezetes incalzire pemanasan pendinginan
     nefes andning αναπνοη dychani дыхание дихання 호흡 सांस श्वास hengitys legzes respiratie napas nafas tarik dalam
     휴식 dinlenme vila lepo pihenes odpocinek αναπαυση आराम
     lunch breakfast dinner meal all link linking bring bringing combine combining put moving next stage phase tying tie
     khởi động thả lỏng nghỉ ngơi opvarmning oppvarming nedkøling nedtrapping escalfament descans tornada calma
     חימום שחרור מנוחה إحماء تهدئة راحة pagpapainit pahinga memanaskan badan rehat kupasha moto pumzika
     گرم کردن سرد استراحت وارم اپ آرام ওয়ার্ম আপ বিশ্রাম
     grab get sip some refill bottle wasser agua eau acqua woda wode vatten vand vann vesi νερο voda вода apa viz
     chat ngrohje pushim quecemento relaxacion estiramento estiramentos auga cynhesu oeri gorffwys ymlacio ymestyn dwr
     beroketa atsedena atseden lasaitzea isinmə istirahət soyuma загревање одмор разладување`,
  ),
);

/** First-person and second-person words: a title speaking to the viewer is talk, unless it names an exercise. */
const SPEAKER_WORDS = new Set(
  tokenize(
    "i me we us you my your our let's ich wir mir mein meine dein yo mi mis nosotros conmigo je nous moi mon ma mes eu nos comigo io noi",
  ),
);

let sections: PhraseTrie<true> | null = null;

function sectionTrie(): PhraseTrie<true> {
  if (!sections) {
    sections = new PhraseTrie<true>();
    for (const phrase of talkWordsOf(false)) sections.add(tokenize(phrase), true);
  }
  return sections;
}

/** The equipment words of every language, as token phrases ("what you need", "material necesario"). */
const EQUIPMENT = new Set(
  Object.values(TALK_WORDS).flatMap((categories) => (categories.equipment ?? []).map((w) => tokenize(w).join(' '))),
);

/** "Without" in the languages read, said before the equipment ("Squat without equipment", "Sentadilla sin material")… */
const WITHOUT_BEFORE = new Set(
  tokenize(`no without sans sin sem senza zonder ohne bez без tanpa walang ללא בלי بدون بلا không बिना uden utan uten
    sense fără ilma ilman χωρίς be pa sen heb bila`),
);
/** …or after it ("장비 없이", "eszköz nélkül", "ekipman olmadan"). */
const WITHOUT_AFTER = new Set(tokenize('없이 nélkül olmadan'));
/** Words that only say the equipment is not needed ("No equipment needed"): the title is still talk. */
const NEEDED = new Set(
  tokenize(`needed required necessary need nötig benötigt notwendig erforderlich necesario necesaria nécessaire
    requis necessário necessario nodig potrzebny nevojshme angen vinavyohitajika`),
);

/**
 * A talk phrase that marks the title as talk. Equipment said to be absent ("Squat without equipment", "Sentadilla
 * sin material") is how the exercise is done, when the title says something else; alone ("No equipment needed",
 * "Sin material") it is still talk.
 */
function marksTalk(tokens: readonly string[], hit: { start: number; end: number }): boolean {
  if (!EQUIPMENT.has(tokens.slice(hit.start, hit.end).join(' '))) return true;
  const from = WITHOUT_BEFORE.has(tokens[hit.start - 1]) ? hit.start - 1 : hit.start;
  const to = WITHOUT_AFTER.has(tokens[hit.end]) ? hit.end + 1 : hit.end;
  if (from === hit.start && to === hit.end) return true;
  return tokens.every((t, i) => (i >= from && i < to) || NEEDED.has(t) || /^\d+$/.test(t));
}

const DRAWN_OUT = /(\p{L})\1{2,}/gu;
// The good morning (a hinge) is also a greeting: said with "!" or "," after it, it greets.
const GREETING = /^\W*good\s+morning\s*[!,]/iu;

/** A title that is talk whatever else it names: section words, or a question. */
export function isTalk(title: string): boolean {
  if (/\?\s*$/.test(title)) return true;
  // "Byeee", "Hiiii everyone": a letter drawn out is the word said warmly.
  const tokens = tokenize(title.replace(DRAWN_OUT, '$1')).filter((t) => t !== '|');
  if (tokens.length === 0) return true;
  // "How to do a squat" names the squat; "When to see a doctor" is talk.
  if (QUESTION_WORDS.has(tokens[0]) && !(tokens[0] === 'how' && tokens[1] === 'to')) return true;
  // "Warm-up chat + why accessories": the reasons for a move are talk wherever they come; "Good morning!" greets.
  if (tokens.includes('why') || GREETING.test(title)) return true;
  return (
    sectionTrie()
      .scan(tokens)
      .some((hit) => marksTalk(tokens, hit)) || tokens.some(holdsUnspacedTalk)
  );
}

/**
 * A title naming no movement: only session words, or words addressed to the viewer. Those are the words of languages
 * written in the Latin alphabet's plain letters: in a title with other letters, "we" is another language's word
 * (Turkmen "and": "Basgançaga çykyň we düşüň").
 */
export function namesNoMovement(title: string): boolean {
  const tokens = tokenize(title).filter((t) => t !== '|');
  if (tokens.every((t) => SESSION_WORDS.has(t) || /^\d+$/.test(t))) return true;
  return tokens.some((t) => SPEAKER_WORDS.has(t) && (t !== 'i' || ENGLISH_I.test(title))) && !OTHER_LETTERS.test(title);
}
// English "I" is written in capitals; a lower-case "i" is Italian "the" or Samoan "to" ("Toso i tua le auvae").
const ENGLISH_I = /(?<![\p{L}'’])I(?![\p{L}'’])|\bI['’]/u;
// Letters outside plain ASCII and the accented ones of the languages whose speaker words are listed.
const OTHER_LETTERS = /(?![\x00-\x7fà-ÿÀ-ß])\p{L}/u;
