/**
 * Whether a chapter list is a workout at all. Timestamps list many things that are not exercises — a track list, a
 * podcast's or talk's chapters, recipe steps, a lecture outline, a Q&A — and their titles are short names the
 * lexicon does not know, exactly like a real move outside it ("Frog pumps"). So an inferred chapter is trusted only
 * when the list around it looks like a workout:
 *
 *  - a chapter is **exercise-like** when the lexicon knows it (or the family of its variant), or its own words or
 *    notes carry exercise vocabulary: a body part, a movement or exercise-kind word, a dosage;
 *  - a chapter is **off-topic** when its words belong to another activity (music, cooking, lecturing: "feat.",
 *    "remix", "preheat", "ingredients", "lecture"), or name a topic (a condition, symptom, cause, product:
 *    "injuries", "symptoms", "mattress") without a movement or a dose: it is never an exercise, even beside a
 *    body-part word ("Knee ligament injuries" is a topic, "Stretch for knee pain" a stretch);
 *  - the list is a workout when exercise-like chapters are a strict majority of the chapters left as candidates.
 *    _A real workout names bodies, moves and doses in most of its chapters (two in three or more in every list
 *    we have seen); a track list or a podcast names none, or one or two by chance ("Superman" is also a song,
 *    "Neon Pulse" a band)._
 */
import { categoryOf, regionOf } from './body-region';
import { findMentions } from './matcher';
import { foldText, tokenize } from './normalize';
import { withPlainSeparators } from './timestamps';

/** Words of a movement or of an exercise's kind that are not body parts (English, German, Spanish, French). */
const EXERCISE_WORDS = new Set(
  tokenize(
    `lift lifts raise raises reach reaches rotation rotations rotate twist twists kick kicks pull pulls push pushes
     press hold holds roll rolls circle circles walk walks march tap taps slide slides squeeze squeezes lower lowers
     swing swings jump jumps hop hops skip skips crawl crawls climber climbers punch punches pulse pulses pump pumps bend bends
     tilt tilts extension extensions flexion abduction adduction opener openers stretch stretches drop drops dip dips
     hinge hinges thrust thrusts shuffle skater skaters sprawl sprawls burpee plank planks squat squats lunge lunges
     crunch crunches curl curls row rows fly flies shrug shrugs toss slam slams chop chops jack jacks scissor scissors
     flutter windmill windmills rocking stance balance isometric mobility mobilisation mobilization
     heben anheben drehen drehung strecken streckung beugen beugung ziehen drucken kreisen kreise halten dehnung
     dehnen mobilisation kraftigung ausfallschritt
     elevacion elevaciones levantamiento levantamientos giro giros rotacion rotaciones flexion extension patada
     patadas estocada zancada circulos empuje tiron
     elevation elevations rotation rotations torsion battement battements fente fentes gainage cercles pousse
     tirage etirement
     ストレッチ トレーニング 体操 筋トレ`,
  ),
);

/**
 * Words of other activities that timestamps also list: music, cooking, lecturing and podcasting. A chapter holding
 * one is not an exercise, whatever else it names ("Roll out the dough").
 */
const ACTIVITY_WORDS = new Set(
  tokenize(
    `feat ft remix remastered remaster track song songs album acoustic instrumental lyrics lyric radio interlude
     reprise playlist dj mix bpm beats
     recipe ingredient ingredients preheat oven bake baking stir dough sauce simmer boil fry frying
     seasoning whisk knead plating garnish marinade marinate batter flour sugar butter garlic onion onions salad
     soup tasting cook cooking egg eggs oats milk cheese curd curds whey yogurt yoghurt bread sourdough jam brew
     brewing beer wine ferment fermenting salting espresso coffee latte cappuccino tamping
     lecture lesson module history definition definitions theory example examples discussion
     episode sponsor sponsored news update updates interview guest listener listeners mailbag
     lied lieder rezept zutaten backen ofen teig kochen vorlesung lektion geschichte
     cancion canciones receta ingredientes hornear horno masa cocinar batir huevos avena leccion historia
     chanson chansons recette ingredients cuire cuisson pate cours lecon histoire
     musica receita ingredientes assar forno massa cozinhar ovos aula historia
     canzone ricetta ingredienti cuocere forno impasto uova lezione storia`,
  ),
);

/**
 * Words of a topic rather than a move: conditions, symptoms, causes, products, nutrition ("Knee ligament injuries",
 * "Best mattress for back pain"). They make a chapter talk unless it also names a movement or a dose ("Stretch for
 * knee pain" is a stretch).
 */
const TOPIC_WORDS = new Set(
  tokenize(
    `injury injuries tear tears pain arthritis sprain fracture fractures surgery syndrome tendinopathy tendinitis
     tendonitis sciatica principle principles cause causes symptom symptoms diagnosis myth myths risk risks factor
     factors statistics prognosis outcome outcomes clicking popping cracking grinding mattress shoes shoe pillow
     nutrition diet sleep posture
     verletzung verletzungen schmerz schmerzen ursachen symptome arthrose ernahrung schlaf matratze
     lesion lesiones dolor causas sintomas artrosis nutricion dieta sueno colchon
     blessure blessures douleur causes symptomes arthrose alimentation sommeil matelas
     lesao lesoes dor causas sintomas artrose alimentacao sono colchao
     infortunio infortuni dolore cause sintomi artrosi alimentazione sonno materasso`,
  ),
);

/**
 * Words by which a video's title or description says it is an exercise video, in the languages read and in the
 * languages whose exercise names the lexicon does not hold (Turkish, Swedish, Greek, Czech, Russian, Ukrainian,
 * Korean, Hindi, Chinese, Finnish, Hungarian, Romanian, Indonesian, Arabic, Hebrew). Stems, found inside a word
 * ("egzersizleri", "Rückenübungen", "腰痛改善ストレッチ"), because these languages inflect, compound or do not space
 * their words; a stem of four letters or less only begins a word ("yogaflow"), one marked "=" is a whole word
 * ("joga", not "jogador").
 */
const EXERCISE_VIDEO_STEMS = `exercis workout stretch physio rehab yoga pilates mobility fitness hiit calisthenic
  training gymnast ubung dehnub dehnen krankengymnast ejercici entrenamiento estiramient fisioterap movilid
  entrainement etirement kinesither reeducation renforcement exercic treino alongament esercizi eserciz allenament
  allungament riabilita ginnastic ginastic oefening fysiotherap cwiczeni trening rozciagan fizjoterap rehabilit
  egzersiz antrenman esneme fizyoterap ovning traning sjukgymnast rorlighet ασκησ γυμναστικ προπονησ διατασ
  φυσικοθεραπ αποκαταστασ cviceni cviky protahovan posilovan fyzioterap joga= упражнен тренировк растяжк зарядк
  гимнастик реабилитац лфк физиотерап йога пилатес фитнес вправ тренуван розтяжк гімнаст реабілітац 운동 스트레칭
  재활 요가 필라테스 체조 홈트 体操 ストレッチ トレーニング 筋トレ リハビリ ヨガ エクササイズ 運動 ピラティス 运动 锻炼
  练习 训练 拉伸 康复 瑜伽 普拉提 व्यायाम योग कसरत स्ट्रेचिंग फिजियोथेरेपी harjoit treeni venytt kuntoutu jumppa
  liikkuvuu gyakorlat edzes torna= gyogytorn nyujt exercit antrenament kinetoterap gimnastic latihan senam olahraga peregangan
  تمارين تمرين תרגיל estirament entrenament ออกกำลังกาย ยืดเหยียด กายภาพ บริหาร øvelse ovelse træning
  eksasais eksasaes eksesais ehersisio fisiotrap fysyot omassay kinesiter farikolo imenyerez fiziyoterap egzercic kine= shınıǵ fizioterap harjut exerçiç udstrækning genoptræning tøjning tøyning opptrening fysioterap אימון מתיחות מתיחה פיזיותרפיה שיקום رياضة تمدد لياقة
  健身 伸展 物理治疗 物理治療 复健 復健 康復 訓練 練習 鍛鍊 鍛煉 拉筋 ehersisyo senaman regangan mazoezi kunyoosha تمرین
  ورزش حرکات کششی فیزیوتراپی فزیوتھراپی مشق ব্যায়াম ফিজিওথেরাপি স্ট্রেচিং jimicsi వ్యాయామ ఫిజియోథెరప్ ವ್ಯಾಯಾಮ
  உடற்பயிற்சி ಫಿಸಿಯೋಥೆರಪಿ ออกกําลังกาย ການອອກກຳລັງກາຍ ອອກກຳລັງ`
  .split(/\s+/)
  .filter(Boolean)
  .map((stem): [string, 'word' | 'start' | 'inside'] =>
    stem.endsWith('=')
      ? [foldText(stem.slice(0, -1)), 'word']
      : [
          foldText(stem),
          stem.length >= 5 || /[\u1100-\u11ff\u3040-\u9fff\uac00-\ud7af]/u.test(stem) ? 'inside' : 'start',
        ],
  );
/**
 * The same said in two words, in languages whose words for exercise are short and common apart (Vietnamese "bài
 * tập", "giãn cơ"; Arabic "علاج طبيعي"): matched as a phrase of the title's or description's words.
 */
const EXERCISE_VIDEO_PHRASES =
  `physical therapy|physical therapist|tawm dag zog|ལུས་རྩལ|ལུས་སྦྱོང|bài tập|tập luyện|giãn cơ|vật lý trị liệu|phục hồi chức năng|tập thể dục|علاج طبيعي`
    .split('|')
    .map((phrase) => ` ${tokenize(phrase).join(' ')} `);
const namesExercisePhrase = (tokens: readonly string[]) => {
  const joined = ` ${tokens.join(' ')} `;
  return EXERCISE_VIDEO_PHRASES.some((phrase) => joined.includes(phrase));
};
const namesExercise = (token: string) =>
  EXERCISE_VIDEO_STEMS.some(([stem, how]) =>
    how === 'inside' ? token.includes(stem) : how === 'start' ? token.startsWith(stem) : token === stem,
  );

/** Words by which a video says it is a lecture ("Exercise Physiology – Lecture 6", "Billing Webinar"). */
const LECTURE_WORDS = 'lecture lectures vorlesung webinar webinars';

/**
 * Words by which a video is another activity's, whatever else it names ("Playlist pentru antrenament", "Workout
 * podcast episode 12", "Marathon race splits", "Yoga retreat vlog"): music, podcasts, vlogs, talks, races.
 */
const OTHER_VIDEO_WORDS = new Set(
  tokenize(
    `podcast podcasts episode vlog album albumi playlist mix remix song songs track tracklist tracks music musik musica
     musique muziek muzyka muzica muzik zene lagu hudba музыка музика μουσικη 음악 音楽 音乐 संगीत concert soundtrack
     radio audiobook ${LECTURE_WORDS} conference konferenz conferencia konferencia keynote seminar symposium
     race splits marathon recipe review unboxing haul trailer interview documentary highlights match gameplay news
     sermon retreat travel talk talks tedx panel presentation storytime timetable schedule`,
  ),
);

/**
 * Common words of the languages the engine reads (English function words and words of time; German, Spanish,
 * French, Portuguese, Italian and Dutch function words), only those no unread language spells the same way once
 * folded ("för" is "for", Turkish "el" a hand, Hungarian "van" "is", Samoan "le" "the": left out). A list whose chapters hold them is
 * written in a language the engine reads, and what it does not recognise there is not a move ("Before the
 * operation", "Back to work", "Life a year later").
 */
const READ_LANGUAGE_WORDS = new Set(
  tokenize(
    `the to with and of your my our how why what when from into about at after before is are this that it
     day days week weeks year years month months later life home going first next last time story
     der die das und mit zum zur im vom beim ist
     los las con del y
     les des avec pour et au aux est
     com ao pelo pela
     il lo gli della delle
     een met voor`,
  ),
);
const inReadLanguage = (title: string) => saysReadLanguageWords(tokenize(title));
/** Whether tokens hold a common word of a language the engine reads. */
export const saysReadLanguageWords = (tokens: readonly string[]) => tokens.some((t) => READ_LANGUAGE_WORDS.has(t));
/**
 * Whether a whole transcript is spoken in a language read: its common words come again and again (three times at
 * least, and more than one word in 50). One or two said by chance ("del remo" in Venetian, "les exercices" in Kabyle,
 * "il" and "las" in Krio) are not that language.
 */
export const speaksReadLanguage = (tokens: readonly string[]) => {
  let [words, common] = [0, 0];
  for (const t of tokens) {
    if (!LETTER.test(t)) continue;
    words++;
    if (READ_LANGUAGE_WORDS.has(t)) common++;
  }
  return common >= 3 && common > words * MAX_CHANCE_SHARE;
};
const LETTER = /\p{L}/u;
const MAX_CHANCE_SHARE = 1 / 50;

/** A dose read, or a count written after the name in units the engine may not read: how a list not read doses. */
export const writesDose = (chapter: Pick<ListChapter, 'hasDosage' | 'countAfterName'>) =>
  chapter.hasDosage || chapter.countAfterName === true;

/**
 * A number after the name and a separator, or in brackets before a word ("Gada – sau 12", "[10 సార్లు]"; not a
 * score, "(1-0)"), or in square brackets before the name ("[10 biaha] Drai…"): a dose, in whatever units and
 * script (Ge'ez numerals, "፲", included). Not a price ("Foam roller – $29", "– 29 USD").
 */
export const countsAfterName = (title: string) =>
  COUNT_AFTER_NAME.test(withPlainSeparators(title)) && !PRICE.test(title) && !RATING.test(title);
const COUNT_AFTER_NAME =
  /\p{L}[\p{L}\p{M}]*\s*(?:[–—\-:|]\s.*[\p{Nd}\u1369-\u137A]|[([][^)\]]*\p{Nd}\s*[\p{L}\p{M}])|^\s*\[\p{Nd}[^\]]*\p{L}[^\]]*\]\s*\p{L}/u;
// "Effort check: rate your last rep out of 10": a score asked for, not a count of the move.
const RATING = /\bout\s+of\s+(?:5|10|100|five|ten)\b/iu;
const PRICE = /\p{Sc}|\d\s*(?:usd|eur|gbp|dollars?|euros?|pounds?)(?!\p{L})/iu;

/**
 * The video says it is an exercise video: its title or description names exercise, a workout, rehab, physio,
 * stretching, yoga, Pilates... in a language read, and nothing in them names another activity (music, a podcast,
 * a talk, a race); or doses are written next to two or more of its chapter names. _A list in a language the engine
 * has no words for is still a workout when the video says so._
 */
export function looksLikeExerciseVideo(title: string, description: readonly string[], dosed = false): boolean {
  const tokens = [title, ...description].flatMap((text) => tokenize(text));
  if (tokens.some((t) => OTHER_VIDEO_WORDS.has(t))) return false;
  return dosed || tokens.some(namesExercise) || namesExercisePhrase(tokens);
}

export interface ListChapter {
  /** The chapter as an exercise: its cleaned words, whether the lexicon knows it or its family, its dosage. */
  words: string;
  recognised: boolean;
  hasDosage: boolean;
  /** A number after the name, in any script, in units perhaps not read (`countsAfterName`: "– sau 10", "[10 సార్లు]"). */
  countAfterName?: boolean;
  /** Whether the chapter carries the list's own numbered label ("Exercicio 2 —", "Eksasaes 3:"). */
  numbered?: boolean;
  /** Lines written under the chapter. */
  notes: readonly string[];
}

/** A movement or an exercise's kind named in the text ("raise", "stretch", "rotation"). */
const namesMovement = (text: string) => categoryOf(text) !== null || tokenize(text).some((t) => EXERCISE_WORDS.has(t));

/**
 * Another activity's words, whatever else the chapter names ("Superman – Five for Fighting (feat. …)"); or a topic's
 * words in a chapter that names no lexicon exercise, no movement and no dose ("Knee ligament injuries").
 */
export function isOffTopic(chapter: Omit<ListChapter, 'notes'>): boolean {
  const tokens = tokenize(chapter.words);
  if (tokens.some((t) => ACTIVITY_WORDS.has(t))) return true;
  if (chapter.recognised || chapter.hasDosage) return false;
  return tokens.some((t) => TOPIC_WORDS.has(t)) && !namesMovement(chapter.words);
}

/** Exercise vocabulary in the chapter's own words or its notes (body part, movement, kind), or a dosage. */
export function isExerciseLike(chapter: ListChapter): boolean {
  if (chapter.recognised || chapter.hasDosage) return true;
  return [chapter.words, ...chapter.notes].some((text) => regionOf(text, false) !== null || namesMovement(text));
}

/** A chapter holding another activity's words ("(Extended Mix)", "feat.", "Preheat the oven"). */
export const holdsActivityWords = (title: string) => tokenize(title).some((t) => ACTIVITY_WORDS.has(t));

/**
 * Words by which a video's own title says it is music ("Yoga Music – 30 Minutes of Calm (Full Album)", "Workout
 * playlist"). A description's words are not enough: a class often credits its music there.
 */
const MUSIC_TITLE_WORDS = new Set(
  tokenize(
    `album albumi playlist song songs tracklist music musik musica musique muziek muzyka muzica muzik zene
     lagu hudba музыка музика μουσικη 음악 音楽 音乐 संगीत soundtrack remix`,
  ),
);
/**
 * Words by which a video's own title says it watches others train rather than teaching a workout ("Physio Reacts to
 * Your Gym Fails", "Roasting Your Squat Form"): its chapters name lifts and faults, and none is a move to do. Not
 * "ranked": a countdown of one's best exercises ("My Top 6 Exercises (Ranked)") teaches each of them.
 */
const WATCHING_TITLE_WORDS = new Set(
  tokenize('reacts react reacting reaction reactions roast roasts roasting critiquing'),
);
/**
 * Words by which a video's title says it teaches a language's words for exercise ("BSL Signs for the Gym", "Spanish
 * gym vocabulary"): its chapters name moves and doses as words to learn, and none is a move to do.
 */
const LANGUAGE_LESSON_TITLE_WORDS = new Set(
  tokenize('bsl asl auslan nzsl fingerspelling vocabulary vocab wortschatz vocabulario vocabulaire vocabolario'),
);
/**
 * Words by which a video's title says it is a lecture ("Exercise Physiology – Lecture 6: Training Intensity, HIIT and
 * VO2max"): its chapters are topics, whatever moves and protocols they name.
 */
const LECTURE_TITLE_WORDS = new Set(tokenize(LECTURE_WORDS));
/**
 * The video's title says it is music (its chapters are tracks, whatever poses or moves they are named after) or
 * that it watches others train.
 */
const titledAs = (videoTitle: string, words: ReadonlySet<string>) => tokenize(videoTitle).some((t) => words.has(t));

/**
 * The video's title says its exercises are for an animal ("Carrot Stretches for Your Horse", "Puppy Push-Ups & Canine
 * Fitness", "Hundegymnastik"): its chapters and speech give reps, holds and even exercise names, and no person does
 * them. Not "Downward dog", "Bird dog" or "Puppy pose": the animal must be whom the exercises are for, or named with
 * the kind of training ("dog fitness", "equine physio"); nor "Walk the Dog Workout", the walker's.
 */
const trainsAnAnimal = (videoTitle: string) => ANIMAL_TRAINING.test(foldText(videoTitle));
/**
 * Words by which a video's title says it makes a thing by hand, teaches another skill or does another job
 * ("Building a Garden Bridge from Scaffold Planks – DIY", "Knit a Ribbed Beanie", "Wheel Throwing: Wedging, Centring",
 * "Touch Typing – Home Row Drills", "Learner Driver – Clutch Control", "How to Shake a Cocktail", "Snooker Lesson –
 * Stance and Bridge", "Moving an Upright Piano Up Two Flights", "What Happens at a Blood Test? Our Phlebotomist…"): its
 * planks, bridges, drills, lifts and "hold it for five seconds, ten times" are work on wood, clay, keys, pedals, cues,
 * pianos or veins, and its pauses are cutting and gluing, not sets.
 */
const CRAFT_TITLE_WORDS = new Set(
  tokenize(
    `diy woodworking woodwork carpentry joinery knitting crochet sewing quilting pottery ceramics wedging centring
     upholstery typing keyboarding calligraphy driving driver clutch forklift drone blacksmithing forging spreadsheet
     hygienist dental beekeeping beekeeper beekeepers apiary hive hives cocktail cocktails bartender bartending
     mixology barista espresso coffee latte phone phones iphone android smartphone laptop restart reboot macrame
     macramé origami kirigami papercraft snooker billiards piano pianos removals phlebotomist phlebotomy`,
  ),
);
/**
 * Words by which a video's title says it makes bread ("Sourdough Stretch and Folds Explained – Bulk Fermentation"):
 * its stretches, folds and rests are the dough's, whatever exercise word the title holds.
 */
const BREAD_TITLE_WORDS = new Set(
  tokenize('sourdough dough doughs levain fermentation bread breads loaf loaves baguette focaccia brioche kneading'),
);
/**
 * Words by which a video's title says a machine or a drawn character does the moves ("Our Humanoid Robot Does a
 * Workout!", "Animating a Push-Up Cycle in Blender (Rigify)"): a workout, but nobody's.
 */
const NOT_A_PERSON_TITLE_WORDS = new Set(tokenize('humanoid rigify keyframe keyframes animating reptile reptiles'));
// "Zero Gravity Massage Chair Review": a chair that rolls, holds and squeezes in sets; "We Tested 5 Resistance Bands
// on a Machine": a rig that stretches them.
// The gear a video may look after instead of training with.
const GEAR = String.raw`(?:mats?|racks?|benche?s?|treadmills?|bikes?|rowers?|cages?|equipment|dumbbells?|kettlebells?)`;
// "How to Use a TENS Machine for Back Pain": pads that make the muscles twitch; "Massage Gun Review": a gun that
// holds on each calf for thirty seconds; "Using a Ceiling Hoist at Home": a hoist that lifts a person, whose carers
// roll them to each side and raise them 10 cm (not a "hip hoist", a move).
const MACHINE_DOES_IT =
  /\bmassage\s+(?:chair|chairs|recliner|bed|mat|gun|guns)\b|\bon\s+a\s+(?:machine|rig|test\s+rig)\b|\b(?:tens|ems|nmes)\s+(?:machine|unit|device)s?\b|\b(?:ceiling|patient|mobile|standing|stand|bath|pool|electric)\s+hoists?\b|\bhoist\s+(?:transfers?|training|slings?)\b/u;
/**
 * "How to Clean Your Yoga Mat", "Assembling a Power Rack", "How to Kinesio Tape a Knee": the video looks after, puts
 * together or applies a thing; its sides, passes, holds and even the squats it mentions are work on the thing.
 */
const WORK_ON_A_THING = new RegExp(
  String.raw`\b(?:clean(?:ing)?|wash(?:ing)?|assembl(?:e|ing)|install(?:ing)?|repair(?:ing)?|unbox(?:ing)?|servic(?:e|ing))\s+` +
    String.raw`(?:(?:a|an|the|your|my|our)\s+)?(?:[\w-]+\s+){0,2}?${GEAR}\b|\b${GEAR}\s+(?:care|assembly|cleaning|service|servicing|maintenance|repairs?)\b|` +
    String.raw`\bhow\s+to\s+(?:kinesio(?:logy)?\s+|k-?|rock\s*)?tape\b|\bkinesio(?:logy)?\s+taping\b`,
  'u',
);
/**
 * The video's title says its exercises are for an animal or done by a machine, or that it makes a thing by hand or
 * teaches another skill and names no exercise: nothing in it is a move for a person, whatever its chapters or speech
 * call one.
 */
export const aboutNoPersonsExercise = (videoTitle: string) =>
  trainsAnAnimal(videoTitle) ||
  titledAs(videoTitle, NOT_A_PERSON_TITLE_WORDS) ||
  titledAs(videoTitle, BREAD_TITLE_WORDS) ||
  MACHINE_DOES_IT.test(foldText(videoTitle)) ||
  WORK_ON_A_THING.test(foldText(videoTitle)) ||
  teachesAnotherSkill(videoTitle) ||
  (titledAs(videoTitle, CRAFT_TITLE_WORDS) &&
    !tokenize(videoTitle).some((t) => namesExercise(t) && !SKILL_COURSE_WORDS.has(t))) ||
  namesAToolForWorkouts(videoTitle);
/**
 * "How to Solve a Rubik's Cube", "Learn to Shear a Sheep", "How to Take Your Blood Pressure at Home": a how-to whose
 * title names no exercise, no exercise word and no complaint ("How to Fix Knee Pain" is a rehab video) teaches another
 * skill, whatever holds, presses and repeats it counts.
 */
function teachesAnotherSkill(videoTitle: string): boolean {
  if (!HOW_TO.test(videoTitle)) return false;
  const tokens = tokenize(videoTitle);
  return (
    !tokens.some((t) => namesExercise(t) || COMPLAINT_WORDS.has(t) || TOPIC_WORDS.has(t)) &&
    findMentions(tokens).length === 0
  );
}
const HOW_TO = /^\W*(?:how\s+to|learn\s+(?:how\s+)?to)\s/iu;
const COMPLAINT_WORDS = new Set(
  tokenize('ache aches aching sore stiff stiffness tight tightness weak weakness balance strength flexibility'),
);
// "Forklift Training Day 2": training is a course in any skill, so beside a craft's word it names no workout.
const SKILL_COURSE_WORDS = new Set(tokenize('training trainings'));
/**
 * "Build a Workout Log in Google Sheets", "Fitness Tracker App Review", "Exercise Planner Template": the video makes
 * or shows a tool for workouts (a log, a tracker, a planner), not a workout.
 */
const namesAToolForWorkouts = (videoTitle: string) => WORKOUT_TOOL.test(foldText(videoTitle));
const WORKOUT_TOOL =
  /\b(?:workout|exercise|training|fitness|gym)s?\s+(?:log|logs|logbook|tracker|trackers|planner|planners|template|templates|spreadsheet|journal|app|apps)\b/u;
const ANIMAL = String.raw`(?:dog|dogs|puppy|puppies|horse|horses|pony|ponies|cat|cats|pet|pets)`;
const ANIMAL_TRAINING = new RegExp(
  String.raw`\b(?:canine|equine|k9|hunde\w*|pferde\w*)\b|\bfor\s+(?:your|my|the|a|older|senior)?\s*${ANIMAL}\b(?![\s-]*(?:cow|camel|pose))|` +
    String.raw`(?<!\bwalk(?:ing)?\s+(?:the|your|my)\s+)\b${ANIMAL}s?\s+(?:fitness|workout|workouts|physio|physiotherapy|rehab|conditioning|exercises|stretches|homework|gym)\b|` +
    String.raw`\b(?:pour\s+(?:votre|ton|mon)\s+(?:chien|cheval)|para\s+(?:tu|su|mi)\s+(?:perro|caballo|cachorro|cavalo|cao))\b`,
  'u',
);

/** Fewest dosed chapters by which a class set to music ("One Song Per Move") shows it is a class, not a mix. */
const MIN_DOSED_CLASS = 3;

/**
 * The list is a workout: more than half of the candidate chapters are exercise-like, and the list as a whole is
 * not another activity's. _A gym music mix names moves in its track titles ("Squat Life (feat. …)", "Plank & Pray"):
 * two or more chapters, a quarter of the list or more, holding music or cooking words mark the whole list._
 */

export function isWorkoutList(
  candidates: readonly ListChapter[],
  titles: readonly string[] = [],
  exerciseVideo: (dosed: boolean) => boolean = () => false,
  videoTitle = '',
): boolean {
  if (
    titledAs(videoTitle, WATCHING_TITLE_WORDS) ||
    titledAs(videoTitle, LANGUAGE_LESSON_TITLE_WORDS) ||
    titledAs(videoTitle, LECTURE_TITLE_WORDS) ||
    aboutNoPersonsExercise(videoTitle)
  )
    return false;
  // A music video's track names may name moves; a class set to music ("One Song Per Move") doses most of them.
  // Enough chapters of a kind, and most of the list, to say it is a class.
  const mostOf = (kind: (c: ListChapter) => boolean) => {
    const count = candidates.filter(kind).length;
    return count >= MIN_DOSED_CLASS && count * 2 > candidates.length;
  };
  const dosedClass = mostOf((c) => c.hasDosage);
  if (titledAs(videoTitle, MUSIC_TITLE_WORDS) && !dosedClass) return false;
  const other = titles.filter(holdsActivityWords).length;
  // "A Recipe for a Happier Lower Back": a routine dressed as a recipe ("Simmer: child's pose, 1 minute") names and
  // doses most of its moves, which no recipe or music mix does.
  const dressedUp = mostOf((c) => c.recognised && c.hasDosage);
  if (other >= 2 && other * 4 >= titles.length && !dressedUp) return false;
  if (candidates.filter(isExerciseLike).length * 2 > candidates.length) return true;
  // A list the engine cannot read (a language without vocabulary) in a video that says it is an exercise video:
  // every chapter that is not talk is a move, when at least two are and they are half the list or more.
  // Doses written next to two or more of the names ("3x10", "30 s", "x12", or a count in units the engine does not
  // read: "– sau 10", "– ၁၀ ကြိမ်") say the same as the video's words.
  const dosed = candidates.filter(writesDose).length >= MIN_UNREAD_MOVES;
  // ...but only a list the engine cannot read: one in a language it reads (a third of its titles or more hold that
  // language's common words) has said what it is already. Unless it numbers its moves and doses them: a language
  // close to one read ("Exercicio 2 — Estira a goma enta zaga — dos series de doce") shares its little words.
  const numberedAndDosed = candidates.filter((c) => c.numbered && writesDose(c)).length >= MIN_UNREAD_MOVES;
  return (
    candidates.length >= MIN_UNREAD_MOVES &&
    candidates.length * 2 >= titles.length &&
    other === 0 &&
    (titles.filter(inReadLanguage).length * 3 < titles.length || numberedAndDosed) &&
    exerciseVideo(dosed)
  );
}

/**
 * A list the engine cannot read: the lexicon knows none of its chapters and fewer than a third of its titles hold
 * the common words of a language read. Its talk may be in words the engine lacks, so its place decides: see
 * `unreadTalk`.
 */
export function isUnreadList(candidates: readonly ListChapter[], titles: readonly string[]): boolean {
  return candidates.every((c) => !c.recognised) && titles.filter(inReadLanguage).length * 3 < titles.length;
}

/** Longest opening chapter taken for an introduction in a list the engine cannot read. */
export const UNREAD_INTRO_SECONDS = 60;

/** A list's chapter as its place and dose tell of it. */
export interface PlacedChapter {
  start: number;
  end: number;
  hasDosage: boolean;
  lastOfList: boolean;
  /** Named by the lexicon: a known move, never closing talk. */
  known?: boolean;
}

/**
 * In a list the engine cannot read, the chapters that are talk by their place: a first chapter at 0:00 shorter than
 * a minute with no dose is the introduction, and the closing (`closingTalk`). _Workouts open with a short word of
 * welcome and end with tips and a goodbye; a move in them states its dose._
 */
export function unreadTalk(chapters: readonly PlacedChapter[]): Set<number> {
  const first = chapters[0];
  const intro = first && first.start === 0 && first.end - first.start < UNREAD_INTRO_SECONDS && !first.hasDosage;
  const talk = closingTalk(intro ? chapters.slice(1) : chapters);
  return new Set([...(intro ? [0] : []), ...[...talk].map((i) => (intro ? i + 1 : i))]);
}

/**
 * The chapters with no dose and no known name after the last dosed move, when the list runs to the end of the
 * chapters and most of its moves state a dose: the closing (an effort check, next week's plan, the ward's phone
 * numbers, thanks). _A list that doses its moves doses every one; what follows the last is talk._
 */
export function closingTalk(chapters: readonly PlacedChapter[]): Set<number> {
  const talk = new Set<number>();
  const last = chapters[chapters.length - 1];
  if (!last || !last.lastOfList) return talk;
  let closingFrom = chapters.length;
  while (closingFrom > 0 && !chapters[closingFrom - 1].hasDosage && !chapters[closingFrom - 1].known) closingFrom--;
  const moves = chapters.slice(0, closingFrom);
  if (
    closingFrom < chapters.length &&
    moves.length >= MIN_UNREAD_MOVES &&
    moves.filter((c) => c.hasDosage).length * 2 > moves.length
  )
    for (let i = closingFrom; i < chapters.length; i++) talk.add(i);
  return talk;
}

/** Fewest moves an exercise video's unreadable list must hold to be taken as its workout. */
const MIN_UNREAD_MOVES = 2;
