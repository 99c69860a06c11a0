/**
 * The body region a name the lexicon does not know speaks of ("Seated knee flexion" -> lower body), from its own
 * words only, so a neighbouring cue or chapter can never tag it. Region names are the lexicon's body parts.
 */
import type { BodyPart, Category } from './lexicon';
import { tokenize } from './normalize';

const REGION_WORDS: [BodyPart, string][] = [
  // On all fours the work is the spine's, whatever limb moves ("Quadruped arm lift").
  ['Back', 'quadruped vierfusslerstand cuadrupedia quadrupedie'],
  // The pelvis moves with the lumbar spine ("Pelvic tilt", "Pelvic curl"); "pelvic floor" is read as core below.
  ['Back', 'pelvic pelvis becken pelvis bassin'],
  ['Neck', 'neck cervical chin jaw tmj nacken hals kiefer cuello mandibula cou nuque machoire nek kaak szyja'],
  [
    'Upper Body',
    `shoulder arm elbow wrist hand finger chest bicep biceps tricep triceps forearm scapula scapular pec schulter ellbogen handgelenk brust hombro brazo codo muneca mano pecho epaule bras coude poignet
     main pectoraux radial ulnar putty braco bracos braccio braccia spalla spalle ombro ombros schouder arm armen
     ramie ramiona`,
  ],
  [
    'Lower Body',
    `knee thigh quad quadricep hamstring hip glute leg ankle foot feet calf calve heel toe shin achilles adductor
     knie oberschenkel hufte gesass bein sprunggelenk fuss wade ferse zehe rodilla muslo cadera gluteo
     pierna tobillo pie pantorrilla talon genou cuisse hanche fessier jambe cheville pied mollet joelho perna
     ginocchio gamba gambe been benen kolano noga nogi biodro`,
  ],
  [
    'Back',
    'back spine spinal lumbar thoracic trunk torso rucken wirbelsaule espalda columna tronco dos lombaire tronc',
  ],
  [
    'Core',
    'core ab abs abdominal abdominals belly floor rumpf bauch abdomen abdominale abdominales abdo abdos gainage',
  ],
  ['Full Body', 'full total whole body ganzkorper cuerpo completo corps'],
  // The main body words of languages whose exercise names the lexicon does not hold (Turkish, Swedish, Greek, Czech,
  // Russian, Ukrainian, Korean, Hindi, Finnish, Hungarian, Romanian, Indonesian), in their common forms.
  [
    'Neck',
    'boyun boynu nacke nacken αυχενα αυχενας λαιμο λαιμος krk krku шея шеи шею шия шиї 목 गर्दन niska niskan nyak gat leher',
  ],
  [
    'Upper Body',
    `omuz omuzlar kol kollar axel axlar ωμο ωμος ωμων χερι χερια rameno ramena ramen paze плечо плечи плеч рука руки
     плече плечі руки 어깨 팔 कंधा कंधे हाथ olkapaa kasi kadet vall vallak kar karok umar umeri brat brate bahu lengan
     tangan`,
  ],
  [
    'Back',
    'bel sirt rygg ryggen πλατη πλατης μεση zada zad спина спины спину поясница спини 허리 등 कमर पीठ selka selan hatat spate punggung',
  ],
  [
    'Lower Body',
    `diz dizler kalca bacak bacaklar kna hoft hofter γονατο γονατα ισχιο ποδι ποδια koleno kolena kycel kycle noha nohy
     колено колени бедро бедра нога ноги коліно коліна стегно 무릎 엉덩이 다리 घुटना घुटने कूल्हा पैर polvi polven lonkka
     jalka jalan jalat terd terdek csipo genunchi genunchiul picior picioare lutut pinggul kaki tumit`,
  ],
  ['Core', 'karin mage magen κοιλια κορμος bricho живот пресс живіт прес 복근 코어 पेट vatsa perut'],
];

/**
 * The body words of the round-4 languages written with spaces: Catalan, Danish, Norwegian, Vietnamese, Hebrew,
 * Arabic, Tagalog, Malay, Swahili, Persian, Urdu, Bengali (Vietnamese only where its folded spelling names nothing
 * else). They tag a move, but do not make a chapter exercise-like (`regionOf(words, false)`): a talk or a podcast
 * in those languages names the knee and the back as often as a workout does, and the engine cannot read its topic
 * words ("أسباب آلام الركبة", "Knæ og trapper").
 */
const TAG_ONLY_REGION_WORDS: [BodyPart, string][] = [
  ['Neck', 'coll nakke nakken צוואר רقبة الرقبة رقبة leeg shingo گردن ঘাড়'],
  [
    'Upper Body',
    `espatlla espatlles brac skulder skuldre skulderen skuldrene vai כתף כתפיים الكتف كتف الكتفين balikat braso bega
     mkono شانه کندھا কাঁধ`,
  ],
  ['Back', 'esquena ryg ryggen lænd גב الظهر ظهر likod belakang mgongo کمر پشت কোমর পিঠ'],
  [
    'Lower Body',
    `genoll genolls maluc cames knæ kne knæet kneet hofte hoften ben bein benet beinet goi hong chan ברך ברכיים
     ירך רגל רגליים الركبة ركبة الورك ورك الساق ساق tuhod balakang binti paa kaki goti nyonga mguu زانو لگن گھٹنا হাঁটু`,
  ],
  ['Core', 'mave bung בטן البطن بطن tiyan tumbo شکم پیٹ পেট'],
];

/**
 * German compound heads: a German name joins the body part to the move ("Nackengleiten", "Rumpfdrehung",
 * "Fußkanten-Stand"), so a long token beginning with one of these names that region.
 */
const COMPOUND_HEADS: [BodyPart, string][] = [
  ['Neck', 'nacken hals'],
  ['Upper Body', 'schulter schulterblatt ellbogen handgelenk brust finger'],
  ['Back', 'rucken wirbelsaule becken'],
  ['Core', 'rumpf bauch'],
  ['Lower Body', 'knie hufte huft bein fuss fusse waden ferse zehen oberschenkel gesass sprunggelenk'],
];
const MIN_COMPOUND_TAIL = 4;

/**
 * Movements that imply a region when no body part is named ("Arnold press", "Decline squat", "Swan"), read in the
 * order the name's words come, so the word that qualifies the move decides first ("Jefferson curl" rolls the spine
 * down: back; "Zottman curl" is an arm curl; "Nordic curl" works the hamstrings).
 */
const MOVEMENT_WORDS: [BodyPart, string][] = [
  // A torsion, the Pilates spine moves ("Swan", "Saw") and the Jefferson curl (a segmental roll down) move the spine.
  ['Back', 'torsion swan saw jefferson'],
  // Moves of the whole body: crawls, jacks, sprawls, burpees, sun salutations, inchworms, thrusters, rowing machines.
  ['Full Body', 'salutation burpee jack crawl sprawl inchworm thruster rowing rower treadmill elliptical'],
  // A halo circles a weight round the head: shoulders.
  ['Upper Body', 'press curl row grip pushup dip fly halo'],
  ['Lower Body', 'squat lunge march marching bridge step deadlift nordic'],
];

const CATEGORY_WORDS: [Category, string][] = [
  ['Flexibility', 'stretch stretching pose dehnung dehnen estiramiento etirement'],
  ['Breathing', 'breathing breath atmung respiracion respiration'],
  ['Balance', 'balance stance gleichgewicht equilibrio equilibre'],
  ['Mobility', 'mobility mobilisation mobilization circles rotation flexion extension mobilitat movilidad mobilite'],
  ['Strength', 'strength strengthening raise press curl row isometric kraftigung fuerza renforcement'],
];

const index = <T>(table: [T, string][]) => {
  const map = new Map<string, T>();
  for (const [value, words] of table) for (const word of tokenize(words)) if (!map.has(word)) map.set(word, value);
  return map;
};

let regions: Map<string, BodyPart> | null = null;
let tagOnlyRegions: Map<string, BodyPart> | null = null;
let heads: [string, BodyPart][] | null = null;
let movements: Map<string, BodyPart> | null = null;
let categories: Map<string, Category> | null = null;

/**
 * The region of the first body part named ("Wall slides for the knee" -> lower body), else of the movement. With
 * `tagOnly` false, the body words kept for tags only (TAG_ONLY_REGION_WORDS) are not read.
 */
export function regionOf(words: string, tagOnly = true): BodyPart | null {
  regions ??= index(REGION_WORDS);
  tagOnlyRegions ??= index([...REGION_WORDS, ...TAG_ONLY_REGION_WORDS]);
  const known = tagOnly ? tagOnlyRegions : regions;
  movements ??= index(MOVEMENT_WORDS);
  const tokens = tokenize(words);
  // "Knee to elbow", "elbow to knee": bringing a limb of each half together works the trunk between them.
  const joined = /\b(\p{L}+) to (\p{L}+)\b/u.exec(tokens.join(' '));
  if (joined) {
    const pair = new Set([known.get(joined[1]), known.get(joined[2])]);
    if (pair.has('Upper Body') && pair.has('Lower Body')) return 'Core';
  }
  for (let i = 0; i < tokens.length; i++) {
    const region = known.get(tokens[i]);
    if (region === 'Back' && tokens[i] === 'pelvic' && tokens[i + 1] === 'floor') return 'Core';
    if (region === 'Full Body' ? tokens[i + 1] === 'body' : region) return region ?? null;
  }
  heads ??= COMPOUND_HEADS.flatMap(([region, words]) => tokenize(words).map((w): [string, BodyPart] => [w, region]));
  for (const t of tokens) {
    // A German compound is a kind of its last part ("Brustwirbelsäule" is spine, not chest), else of its first.
    const last = heads.find(([w]) => t.length >= w.length + MIN_COMPOUND_TAIL && t.endsWith(w));
    const head = last ?? heads.find(([w]) => t.length >= w.length + MIN_COMPOUND_TAIL && t.startsWith(w));
    if (head) return head[1];
  }
  for (const t of tokens) {
    const region = movements.get(t);
    if (region) return region;
  }
  return null;
}

export function categoryOf(words: string): Category | null {
  categories ??= index(CATEGORY_WORDS);
  for (const t of tokenize(words)) {
    const category = categories.get(t);
    if (category) return category;
  }
  return null;
}
