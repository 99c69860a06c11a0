/**
 * Thirty-second held-out caption batch (heldout32), after the WebVTT pages' samples (MDN's "WEBVTT - This file has
 * cues", a cue id "14" over "00:01:14.815 --> 00:01:18.114", dashes for two speakers, "[ Bats Screeching ]" and a last
 * "NOTE This is the last line in the file"), a caption-editing guide on YouTube's speech recognition ("the data in
 * dictates a significant accumulation… the missing punctuation"), transcript exports that put a clock before every line
 * ("[0:00] I had 8.5 million shorts views between [0:02] December 1st"), FAMSI's grammar of Yucatec Maya ("the numbers
 * in the Mayan language at this present time do not extend above can (four). For the numbers above can… the Spanish
 * equivalents are used", "-ten | times an action is done… Oxten. 'Three times.'"), a Mérida round table on Maya numbers
 * (a chemist counts in Maya "when a patient has to be lifted into his bed"), the Cherokee lessons ("ᏌᏊ sagwu One… ᏍᎪᎯ
 * sgohi Ten", "ᏔᎵᏚ ta?ldu Twelve", "ᏍᎩᎦᏚ sgiga?du Fifteen", "ᏔᎵᏍᎪᎯ ta?lsgohi Twenty") and Omniglot's "ᏔᎵ (tali)… ᏦᎢ
 * (tsoi)… ᎯᏍᎦᏚ (hisgadu)… ᏔᎵᏍᎪᎯ (talisgohi)… ᏦᎢᏍᎪᎯ (tsoisgohi)", the Marshallese lists ("1 – juon… 5 – ļalem… 10 –
 * joñoul… 15 – joñoul ļalem… 20 – roñoul, 30 – jilñoul"; Bender: "8 is (2 x 4) and 9 is (2 x 4 plus 1)… an English
 * loanword for 'thousand' taujen"; "27,000 Marshallese citizens residing in the United States"), a Chechen lesson ("1 –
 * ЦХЬАЪ… 5 – ПХИЪ… 10 – ИТТ… 15 – ПХИЙТТА… 20 – ТКЪА", "30 будет — 20 и 10 – ТКЪЕ ИТТ"; "ши бутт, кхо церг, пхи билет"),
 * Janhunen's grammar of Kalmyk ("1 neg/n, 2 xoyr, 3 ghurw/n… 5 taw/n… 10 arw/n, 20 xör/n, 30 ghuc/n… 11 arwn negn"),
 * snooker coaching pages ("placing bridge hand on the table", "Pause slightly at the end of the backward stroke", "remain
 * down until the object ball reaches the pocket", "line up the balls across the baulk line"), goat-milking pages ("Wrap
 * your thumb and forefinger around the base of the teat… squeeze, but not pull", "As she puts her head through the
 * stanchion, clip it closed", "The first squeeze of milk… should be directed outside the bucket") and radiator pages
 * ("turn it anti-clockwise. You should hear a hissing sound", "the pressure is between 1.0 to 1.5 bars", "start with the
 * one furthest away from your boiler"): a Valladolid physiotherapist's low back programme in Yucatec Maya with Spanish
 * in auto-captions, the Maya numbers up to four and Spanish above (new: "Jun.", "Ka'a.", "Óox.", "Kan.", then "Cinco.";
 * "Cinco segundos. Diez veces.", "Veinte segundos, ka' le u láak'o'", "Ka'ap'éel series de diez", "Ocho veces", "Treinta
 * segundos, óoxten"); a Tahlequah elders' knee class in Cherokee and English in WebVTT with cue ids, voice spans and NOTE
 * blocks (new: "tsoi seconds… Sgohi, ten, then the other leg", "Talidu", "Hisgadu", "Tali sets of sgohi", "Talisgohi
 * seconds, then the other foot", "Tsoisgohi seconds"); a Springdale physical therapist's shoulder and hand class for
 * Marshallese poultry plant workers in SRT (new: "Jilñoul seconds, then the other arm", "Hold ļalem, five seconds.
 * Joñoul times", "Ruo sets, joñoul ļalem", "Roñoul times"); a Grozny physiotherapist's low back programme in Chechen with
 * Russian in Windows SRT (new: "Итт, шина агӀор", "Пхийтта", "Шиъ подход, бархӀ шина агӀор", "Ткъа секунд, тӀаккха
 * вукху когаца", "Ткъе итт секунд"); an Elista physiotherapist's knee programme in Kalmyk with Russian in plain WebVTT
 * (new: "Держим тавн секунд. Арвн раз", "Арвн тавн раз, каждой ногой", "Хойр подхода по арвн", "Хөрн раз", "Һучн секунд,
 * потом другая нога"); a physio with a boater at the bottom of a lock flight in plain WebVTT (the windlass, the stiff
 * paddles, the swing bridge, "Thirty seconds, then the other way", "Two sets of twelve", "Twenty seconds each arm"); a
 * drummer's warm-up at soundcheck in auto-captions (the drummer counting the band in, "one two three four", and again
 * after the last move); a falls physio's balance session at a Men's Shed in SRT (the bandsaw, the bird boxes, "Thirty
 * seconds, then swap feet", "Ten steps one way, ten back", "Two sets of fifteen", the ladder); a physio with a postman
 * on his break in WebVTT with voice spans (fifteen kilometres a day, the dog at number forty-two, two hundred and forty
 * letters) — and three traps with no exercise done by a person that still give a bridge, a stance, a pause, holds,
 * squeezes, pulls, pushes, sides, reps, seconds, minutes, kneeling, lifting and exercise words: a snooker lesson in
 * auto-captions ("make a bridge", "the stance… left knee bent", "pause at the back", "stay down", "ten reps of the
 * line-up", "a proper workout for the cue arm"), hand-milking a goat on a smallholding in SRT ("squeeze don't pull",
 * "both sides", "hold the base of the teat", "kneel", "ten minutes", "lift the bucket away") and bleeding radiators and
 * topping up the boiler in WebVTT with voice spans ("a quarter turn", "hold the cloth under it", "hold it for ten
 * seconds", "push the filling loop lever", "one and a half bar", "both sides of the house", "stretch up"). Each case
 * names activities in passing (hammock weaving and the tianguis, the wild onion dinner and stickball, fishing at Beaver
 * Lake and church, the garden and the lezginka, the sheep and Tsagan Sar dancing, the lock gates, the gig, the bandsaw
 * and the ladder, the dog and the bag) that must not start a segment. Written before the engine was run on them even
 * once: never tuned on.
 *
 * Marks are the labeller's judgement: a common standard exercise name in lower case English when the move is a standard
 * exercise (named or described, in any language: pressing the low back into the mat ("Péech'ik a paach ti' lu'um") the
 * pelvic tilt, pulling a knee to the chest with the hands the knee to chest, lifting the hips lying with the feet on
 * the floor ("líik'es a nalgas") the glute bridge, rounding and dropping the back on the hands and knees the cat cow,
 * sitting back on the heels with the arms long the child's pose, straightening the knee sitting in the chair the long
 * arc quad, standing up from the chair without the hands the sit to stand, going up on the toes holding the chair the
 * calf raise, bending the knees a little holding the chair the mini squat, standing on one foot the single leg balance,
 * marching in place the standing march, letting the arm hang and circle the pendulum, squeezing the shoulder blades the
 * scapular squeeze, forearms on the door frame stepping through the doorway pec stretch, turning the hand out against
 * the band with the elbow at the side the external rotation with band, straight fingers then a hook then a fist the
 * tendon glides, the bent knees tipped to one side and the other lying ("Коленаш аьтту агӀор, тӀаккха аьрру агӀор") the
 * lower trunk rotation, one arm and the other leg out on all fours the bird dog, pushing a knee down into a roll the quad
 * sets, sliding the heel up the bed the heel slides, forearms up the cabin side the wall slide, the arm hugged across the
 * chest the cross body shoulder stretch, pulling the fingers back palm up the wrist flexor stretch, palm down the wrist
 * extensor stretch, turning round on the drum throne the seated spinal twist, rolling the shoulders back the shoulder
 * roll, heel to toe holding the bench the tandem stance, side steps along the bench the sideways walking, leaning on the
 * wall with one foot back the calf stretch, pushing the hips forward in a split stance the hip flexor stretch, the ear
 * to the shoulder with a hand on the head the upper trapezius stretch), else the speaker's words. A move done on one
 * side then the other is one segment with side "each", as are "ka' le u láak'o'" (then the other one), "then the other
 * leg", "then the other foot", "then the other arm", "шина агӀор" (both sides), "тӀаккха вукху когаца" (then with the
 * other leg), "каждой ногой", "потом другая нога", "each arm", "then swap feet", "each way" and "each leg"; "then the
 * other way" of the pendulum circles is a direction, not a side. "Diez veces", "Ocho veces", "Talidu", "Hisgadu",
 * "Joñoul times", "Roñoul times", "Итт", "Пхийтта", "Арвн раз", "Хөрн раз", "Ten", "ten of those" and "Ten steps one way"
 * are reps; "Cinco segundos. Diez veces.", "tsoi seconds… Sgohi", "Hold ļalem, five seconds. Joñoul times", "Держим тавн
 * секунд. Арвн раз" and "Treinta segundos, óoxten" are reps of a hold; "Ka'ap'éel series de diez", "Tali sets of sgohi",
 * "Ruo sets, joñoul ļalem", "Шиъ подход, бархӀ", "Хойр подхода по арвн", "Two sets of twelve" and "Two sets of fifteen"
 * are sets; a timed block ("Veinte segundos", "Talisgohi seconds", "Tsoisgohi seconds", "Jilñoul seconds", "Ткъа
 * секунд", "Ткъе итт секунд", "Һучн секунд", "Thirty seconds", "Twenty seconds") is a hold; Maya, Spanish, Cherokee,
 * Marshallese, Chechen and Kalmyk number words read as their numbers (jun 1, ka'a and ka'ap'éel 2, óox 3 and óoxten three
 * times, kan 4, cinco 5, ocho 8, diez 10, veinte 20, treinta 30; sagwu 1, tali 2, tsoi 3, nvgi 4, hisgi 5, sudali 6,
 * sgohi 10, talidu 12, hisgadu 15, talisgohi 20, tsoisgohi 30; juon 1, ruo 2, jilu 3, emān 4, ļalem 5, joñoul 10,
 * joñoul ļalem 15, roñoul 20, jilñoul 30; шиъ 2, бархӀ 8, итт 10, пхийтта 15, ткъа 20, ткъе итт 30; нег 1, хойр 2, һурвн
 * 3, дөрвн 4, тавн 5, арвн 10, арвн тавн 15, хөрн 20, һучн 30); dosage only when it is said for that move.
 * Frequencies ("ka'aten ti' jump'éel k'iin", "every day", "at your break", "Дийнахь шозза", "every few streets"), the
 * ordinal labels, the hours of the line, the locks, yards, kilometres and letters, and the traps' seconds, minutes,
 * turns, bars, sides, reps and kilos are no dose; talk stays outside every segment.
 */
import type { CaptionCaseSpec } from './case-spec';

export const captionScriptsHeldOut32: CaptionCaseSpec[] = [
  {
    name: 'captions-heldout32-yucatec-maya-paach-auto',
    kind: 'captions',
    title: "K'i'inam in paach – Ejercicios para la espalda en maya | Fisioterapeuta en Valladolid, Yucatán",
    description:
      "Ejercicios sencillos para el dolor de espalda baja, explicados en maya yucateco y español. Si el dolor baja a la pierna o se le duerme el pie, vaya con su médico. ¡Jach Dios bo'otik!",
    style: 'vtt-auto',
    items: [
      "Ma'alob k'iin, in láak'o'ob. Teene' Wendy in k'aaba', fisioterapeuta way Valladolid. Bejla'e' yaan k-beetik ejercicios ti' a paach.",
      "Doña Chabelita yaan way tin wéetel. Leti'e' ku meyaj hamacas tu yotoch, kulukbal tu láakal k'iin, le beetik k'i'inam u paach. Yéetel u bolsas le tianguis, de eso hablamos al final.",
      { ex: 'pelvic tilt', dosage: { reps: 10, hold_seconds: 5 } },
      "Jun. Chital ti' le petate, a wook dobladas. Péech'ik a paach ti' lu'um, aprieta la panza. Cinco segundos. Diez veces.",
      { pause: 75 },
      { ex: 'knee to chest', dosage: { hold_seconds: 20, side: 'each' } },
      "Ka'a. Líik'es jun túul a píix tak a tsem, machik yéetel a k'ab. Veinte segundos, ka' le u láak'o'.",
      { pause: 60 },
      { ex: 'glute bridge', dosage: { sets: 2, reps: 10 } },
      "Óox. A wook ti' lu'um, líik'es a nalgas ka'anal, ka' éemsik chan chan. Ka'ap'éel series de diez.",
      { pause: 95 },
      { ex: 'cat cow', dosage: { reps: 8 } },
      "Kan. Kulen ti' a píix yéetel a k'ab, como gatito. Ch'uyik a paach ka'anal, ka' éemsik. Ocho veces.",
      { pause: 50 },
      { ex: "child's pose", dosage: { reps: 3, hold_seconds: 30 } },
      "Cinco. Kulen paachil ti' a wook, a k'ab tak tu táan, jets'el a wóol. Treinta segundos, óoxten.",
      { pause: 100 },
      { end: true },
      "Beet le ejercicios ka'aten ti' jump'éel k'iin, ja'atskab k'iin yéetel áak'ab. Tu k'iinil tianguis ma' a kuchik le bolsas ku ya'abtal u al, a wíijo' ku kuchik. ¡Jach Dios bo'otik!",
    ],
  },
  {
    name: 'captions-heldout32-cherokee-elders-knee-vtt-rich',
    kind: 'captions',
    title: 'Knee Strength for Our Elders – Cherokee & English | Tahlequah Elder Wellness Class',
    description:
      'A chair and standing knee class for our elders, taught in Cherokee and English. Wado to the community building for the room. If your knee swells up or gets hot, call the clinic.',
    style: 'vtt-rich',
    items: [
      "Osiyo, everybody. Osiyo. I'm Dana, I'm a physical therapist at the clinic, and this is our elder wellness class. Today we do the knees. Wado for coming out.",
      "Before we start, Uncle Wilson says the wild onion dinner is Saturday, and the stickball game is after. Don't play stickball on these knees yet. We'll talk about your gardens at the end.",
      { ex: 'long arc quad', dosage: { reps: 10, hold_seconds: 3, side: 'each' } },
      'Sagwu. Sit tall in your chair. Straighten one knee out, hold it, tsoi seconds, and down slow. Sgohi, ten, then the other leg.',
      { pause: 90 },
      { ex: 'sit to stand', dosage: { reps: 12 } },
      'Tali. Scoot to the front of the chair, feet back, and stand up without your hands. Sit down slow. Talidu.',
      { pause: 70 },
      { ex: 'calf raise', dosage: { reps: 15 } },
      'Tsoi. Stand behind your chair and hold on. Up on your toes, and down. Hisgadu.',
      { pause: 45 },
      { ex: 'mini squat', dosage: { sets: 2, reps: 10 } },
      "Nvgi. Still holding the chair, bend your knees a little, like you're going to sit, and come back up. Tali sets of sgohi.",
      { pause: 80 },
      { ex: 'single leg balance', dosage: { hold_seconds: 20, side: 'each' } },
      'Hisgi. Hold the chair with one hand, lift one foot, and stand. Talisgohi seconds, then the other foot.',
      { pause: 50 },
      { ex: 'standing march', dosage: { hold_seconds: 30 } },
      'Sudali. Last one. March in place, knees up high. Tsoisgohi seconds.',
      { pause: 30 },
      { end: true },
      'Do these every day, maybe after your coffee. And in the garden, kneel on a cushion and use the fence to get up. Wado, everybody. Donadagohvi.',
    ],
  },
  {
    name: 'captions-heldout32-marshallese-poultry-line-srt',
    kind: 'captions',
    title:
      'Shoulder and Hand Exercises for Poultry Plant Workers – Marshallese & English | Springdale Physical Therapy',
    description:
      'Exercises for shoulders and hands for our Marshallese community on the deboning and packing lines. Kommol tata to the church for hosting us. If your fingers go numb at night, tell your doctor.',
    style: 'srt',
    items: [
      "Iakwe, iakwe aolep! I'm Hilda, physical therapist here in Springdale. Rainin, exercises for your shoulders and hands.",
      'Many of you work on the deboning line, eight, ten hours, cutting, cutting. And the fishing trip on the weekend at Beaver Lake, we talk about that another time.',
      { ex: 'pendulum', dosage: { hold_seconds: 30, side: 'each' } },
      'Juon. Lean on the table with one hand, let the other arm hang down, and make small circles. Jilñoul seconds, then the other arm.',
      { pause: 70 },
      { ex: 'scapular squeeze', dosage: { reps: 10, hold_seconds: 5 } },
      'Ruo. Stand tall, squeeze your shoulder blades back together. Hold ļalem, five seconds. Joñoul times.',
      { pause: 70 },
      { ex: 'doorway pec stretch', dosage: { hold_seconds: 30 } },
      'Jilu. Go to the doorway, forearms on the frame, and step through. Jilñoul seconds.',
      { pause: 35 },
      { ex: 'external rotation with band', dosage: { sets: 2, reps: 15 } },
      'Emān. Elbow at your side, the band in your hand, turn your hand out. Ruo sets, joñoul ļalem.',
      { pause: 95 },
      { ex: 'tendon glides', dosage: { reps: 20 } },
      'Ļalem. Open your hand straight, then a hook, then a fist, and open again. Roñoul times.',
      { pause: 60 },
      { end: true },
      'Do these at your break and after work. Kommol tata, and I see you at church on Sunday. Iakwe!',
    ],
  },
  {
    name: 'captions-heldout32-chechen-bukh-srt-windows',
    kind: 'captions',
    title: 'Упражнения для поясницы | Букъ лозуш – физиотерапевт из Грозного (нохчийн маттахь)',
    description:
      'Простые упражнения при боли в пояснице, на чеченском с русским. Если немеет нога или боль отдаёт в ногу — к врачу. Баркалла!',
    style: 'srt-windows',
    items: [
      'Ассалам алейкум, хьомсара нах! Со Мадина ю, физиотерапевт Соьлжа-ГӀалахь. Тахана букъан упражнения йийр ю вай.',
      'Дукхах болчарна букъ лозу, машен чохь дукха Ӏаш, йа огород чохь болх беш. А лезгинка на свадьбе — это другое видео.',
      { ex: 'lower trunk rotation', dosage: { reps: 10, side: 'each' } },
      'ЦхьалгӀа. Лягте на спину, колени согнуты. Коленаш аьтту агӀор, тӀаккха аьрру агӀор. Итт, шина агӀор.',
      { pause: 80 },
      { ex: 'glute bridge', dosage: { reps: 15 } },
      'ШолгӀа. Стопы на полу, таз наверх, и медленно вниз. Пхийтта.',
      { pause: 60 },
      { ex: 'bird dog', dosage: { sets: 2, reps: 8, side: 'each' } },
      'КхоалгӀа. На четвереньках. Аьтту куьг хьалха, аьрру ког тӀехьа, потом наоборот. Шиъ подход, бархӀ шина агӀор.',
      { pause: 110 },
      { ex: 'cat cow', dosage: { reps: 10 } },
      'ВиъалгӀа. Спину вверх, как кошка, потом прогнуться вниз. Итт.',
      { pause: 50 },
      { ex: 'knee to chest', dosage: { hold_seconds: 20, side: 'each' } },
      'ПхоалгӀа. Лёжа, подтяни колено к груди, держи. Ткъа секунд, тӀаккха вукху когаца.',
      { pause: 55 },
      { ex: "child's pose", dosage: { hold_seconds: 30 } },
      'ТӀаьххьара. Сядь на пятки, руки вперёд. Ткъе итт секунд.',
      { pause: 35 },
      { end: true },
      'Дийнахь шозза йе. В огороде не сгибайся спиной, сгибай колени. Баркалла, Дела реза хуьлда!',
    ],
  },
  {
    name: 'captions-heldout32-kalmyk-ovdg-vtt',
    kind: 'captions',
    title: 'Өвдгин дасхлмуд – упражнения для коленей на калмыцком | Физиотерапевт, Элиста',
    description:
      'Упражнения при артрозе колена для старшего поколения, на калмыцком и русском. Если колено опухло и горячее — обратитесь к врачу. Ханҗанав!',
    style: 'vtt',
    items: [
      'Мендвт, мои дорогие! Я Баирта, физиотерапевт из Элисты. Сегодня делаем упражнения для өвдг, для коленей.',
      'Нина Бадмаевна говорит, колени болят, когда она ходит к овцам и на рынок. И на Цаган Сар все будут танцевать, про танцы поговорим в конце.',
      { ex: 'quad sets', dosage: { reps: 10, hold_seconds: 5 } },
      'Нег. Сидим на кровати, ноги прямо. Валик под колено, давим коленом вниз. Держим тавн секунд. Арвн раз.',
      { pause: 80 },
      { ex: 'heel slides', dosage: { reps: 15, side: 'each' } },
      'Хойр. Лёжа на спине, пятку тянем к себе по кровати и обратно. Арвн тавн раз, каждой ногой.',
      { pause: 95 },
      { ex: 'sit to stand', dosage: { sets: 2, reps: 10 } },
      'Һурвн. Встаём со стула без рук и садимся. Хойр подхода по арвн.',
      { pause: 85 },
      { ex: 'calf raise', dosage: { reps: 20 } },
      'Дөрвн. Держимся за стол, поднимаемся на носки и опускаемся. Хөрн раз.',
      { pause: 50 },
      { ex: 'single leg balance', dosage: { hold_seconds: 30, side: 'each' } },
      'Тавн. Стоим на одной ноге, держимся за стол. Һучн секунд, потом другая нога.',
      { pause: 70 },
      { end: true },
      'Каждый день, утром. На Цаган Сар танцуйте, но не прыгайте, хорошо? Ханҗанав, сән бәәтн!',
    ],
  },
  {
    name: 'captions-heldout32-narrowboat-lock-vtt',
    kind: 'captions',
    title: "Boater's Shoulder: 4 Exercises While the Lock Fills (Physio on the Towpath)",
    description:
      'Windlasses, stiff paddles and heavy lock gates are hard on the shoulders. Filmed with Mike on his narrowboat while we waited for the lock to fill. Never do these at the lock edge!',
    style: 'vtt',
    items: [
      "Right, we're at the bottom of the flight, twenty-one locks, so Mike's shoulder has had a workout already. I'm Jess, a physio, and we've got about ten minutes while the lock fills.",
      "Mike, how's the shoulder with the windlass? Fine on the way up, sore on the stiff paddles, he says. And the swing bridge yesterday nearly finished him off.",
      { ex: 'pendulum', dosage: { hold_seconds: 30 } },
      'Lean on the cabin roof with your good hand, let the sore arm hang, and swing it in little circles. Thirty seconds, then the other way.',
      { pause: 65 },
      { ex: 'external rotation with band', dosage: { sets: 2, reps: 12 } },
      'Tie the band to the mooring ring. Elbow tucked in at your side, turn your hand out, away from your belly. Two sets of twelve.',
      { pause: 90 },
      { ex: 'wall slide', dosage: { reps: 10 } },
      'Forearms on the side of the cabin, slide them up as high as is comfy, and back down. Ten.',
      { pause: 45 },
      { ex: 'cross body shoulder stretch', dosage: { hold_seconds: 20, side: 'each' } },
      'Bring the arm across your chest and hug it in with the other hand. Twenty seconds each arm.',
      { pause: 50 },
      { end: true },
      "Lock's full, gates are open. When you wind the paddles, stand square, both hands on the windlass, and never leave it on the spindle. Right, off you go, the next lock's two hundred yards.",
    ],
  },
  {
    name: 'captions-heldout32-drummer-soundcheck-auto',
    kind: 'captions',
    title: 'Drummer Warm-Up Before a Gig – Wrists, Forearms and Back (Physio at Soundcheck)',
    description:
      'A quick warm-up for drummers before a gig or a long rehearsal. Filmed backstage at soundcheck with Tom from the band. Not a substitute for seeing someone about ongoing wrist pain.',
    style: 'vtt-auto',
    items: [
      "Hey, I'm Lena, I'm a physio, and this is Tom. He plays drums in the band and we've got about ten minutes before soundcheck.",
      "Tom, what's sore? Left wrist after the long sets, and the lower back from the throne. Right.",
      "That noise is the bass player checking his amp. And that's Tom counting the guys in, one two three four. That's the song, not us.",
      { ex: 'wrist flexor stretch', dosage: { hold_seconds: 20, side: 'each' } },
      'Arm out, palm up, pull the fingers back gently. Twenty seconds, then the other hand.',
      { pause: 50 },
      { ex: 'wrist extensor stretch', dosage: { hold_seconds: 20, side: 'each' } },
      'Palm down now, bend the wrist, pull the hand in. Twenty seconds each hand.',
      { pause: 50 },
      { ex: 'tendon glides', dosage: { reps: 10 } },
      'Fingers straight, hook, fist, flat, and straight again. Ten of those.',
      { pause: 40 },
      { ex: 'seated spinal twist', dosage: { reps: 5, side: 'each' } },
      'Sit on the throne, hand on the opposite knee, and turn to look behind you. Five each way.',
      { pause: 45 },
      { ex: 'shoulder roll', dosage: { reps: 10 } },
      'Roll the shoulders back, big slow circles. Ten.',
      { pause: 20 },
      { end: true },
      "And between songs, shake the hands out. Okay, they're calling us. Go on Tom, count it in. Two, three, four.",
    ],
  },
  {
    name: 'captions-heldout32-mens-shed-balance-srt',
    kind: 'captions',
    title: "Balance Session at the Men's Shed – Strength and Balance Between the Lathes",
    description:
      "Our monthly falls-prevention session at the Men's Shed. Hold the workbench for support. Thanks to the lads for sweeping up the sawdust.",
    style: 'srt',
    items: [
      "Morning, gents. I'm Fiona, the falls physio from the community team. Switch the bandsaw off, Pete, thank you. The bird boxes can wait twenty minutes.",
      "Who's had a wobble or a fall this year? Three hands. Right, that's why we're here.",
      { ex: 'tandem stance', dosage: { hold_seconds: 30, side: 'each' } },
      'Hold the workbench. Put one foot right in front of the other, heel to toe, like on a tightrope. Thirty seconds, then swap feet.',
      { pause: 70 },
      { ex: 'sit to stand', dosage: { reps: 10 } },
      'Pull up a stool, the sturdy one, not the wobbly one. Arms crossed, stand up, and sit down slowly. Ten.',
      { pause: 55 },
      { ex: 'sideways walking', dosage: { reps: 10, side: 'each' } },
      'Along the bench now, side steps, one hand on the top. Ten steps one way, ten back.',
      { pause: 50 },
      { ex: 'calf raise', dosage: { sets: 2, reps: 15 } },
      'Both hands on the bench, up on your toes, and down slow. Two sets of fifteen.',
      { pause: 75 },
      { end: true },
      "Do these every day. Bandsaw back on, Pete. And Ken, the ladder's not for you today.",
    ],
  },
  {
    name: 'captions-heldout32-postie-round-break-vtt-rich',
    kind: 'captions',
    title: "Postie's Break: 4 Stretches for Postal Workers on the Round (Physio Walks With a Postman)",
    description:
      'Walking fifteen kilometres a day with a heavy bag is hard on the calves, hips and shoulders. Filmed with Raj during his break halfway round. Mind the dogs.',
    style: 'vtt-rich',
    items: [
      "Morning! I'm Claire, a physio, and this is Raj, who's been a postie for eighteen years. He walks about fifteen kilometres a day with that bag. We've got his ten-minute break by the post box.",
      "Raj, the bag goes on the left shoulder? Always the left. That's the problem. And the dog at number forty-two, we won't talk about him.",
      { ex: 'calf stretch', dosage: { hold_seconds: 30, side: 'each' } },
      'Hands on the wall, one foot back, heel down, and lean in. Thirty seconds each leg.',
      { pause: 70 },
      { ex: 'hip flexor stretch', dosage: { hold_seconds: 20, side: 'each' } },
      'Step one foot forward, tuck your bottom under, and push the hips forward. Twenty seconds, then swap.',
      { pause: 50 },
      { ex: 'upper trapezius stretch', dosage: { hold_seconds: 20, side: 'each' } },
      'Ear towards the right shoulder, hand on top of the head, gently. Twenty seconds, then the left.',
      { pause: 50 },
      { ex: 'shoulder roll', dosage: { reps: 10 } },
      'Roll the shoulders back, big circles. Ten.',
      { pause: 20 },
      { end: true },
      'And swap the bag to the other shoulder every few streets. Right, back on the round, two hundred and forty letters to go.',
    ],
  },
  {
    name: 'captions-heldout32-trap-snooker-bridge-auto',
    kind: 'captions',
    title: 'Snooker Lesson for Beginners – Stance, Bridge and a Straight Cue Action',
    description:
      'Lesson one at the club: how to stand, make a bridge and deliver the cue straight. Practise the line-up drill every time you come in.',
    style: 'vtt-auto',
    items: [
      "right welcome to lesson one I'm Dave I coach here on Tuesday nights and today it's the three basics stance bridge and cue action",
      'stance first feet apart right foot in line with the shot left knee bent back leg straight and get your chin down on the cue',
      { pause: 8 },
      'now the bridge hand flat on the cloth spread the fingers lift the knuckles and push the thumb up against the first finger to make a v',
      { pause: 10 },
      "cue action two or three feathers up to the white pause at the back and then push through straight and stay down don't jump up",
      { pause: 12 },
      'good your turn Sarah hold the cue loosely at the back pause and follow through see stay down till the red drops',
      { pause: 15 },
      "homework ten reps of the line-up drill every time you come in both sides of the table and that's a proper workout for the cue arm",
      'the bar shuts at eleven see you next Tuesday',
    ],
  },
  {
    name: 'captions-heldout32-trap-goat-milking-srt',
    kind: 'captions',
    title: 'How to Hand-Milk a Goat – Smallholding Basics (Twice a Day, Every Day)',
    description:
      'Milking Daisy, our Saanen, on the milking stand. Short fingernails, clean hands, and be patient: it takes a couple of weeks to get the rhythm.',
    style: 'srt',
    items: [
      "Morning from the smallholding. This is Daisy, and she's very full, so let's get her on the milking stand. Head through the stanchion, and clip it closed.",
      'A scoop of grain in the feeder keeps her busy. Wash the udder with warm water and dry it.',
      { pause: 8 },
      'Kneel or sit on the stool, whatever your back likes. Wrap your thumb and first finger round the top of the teat and hold it, that traps the milk.',
      "Then squeeze down with the other fingers, one after the other. Squeeze, don't pull. Never pull.",
      { pause: 10 },
      'First squirt goes in the strip cup, not the bucket. Then both sides, one hand each, a nice steady rhythm.',
      { pause: 15 },
      "If she lifts a foot, lift the bucket away, quick. That's about ten minutes for Daisy, morning and evening.",
      { pause: 10 },
      'Strain it, chill it, and wash everything. My forearms after the first week, I tell you, better than any gym.',
    ],
  },
  {
    name: 'captions-heldout32-trap-radiator-bleed-vtt-rich',
    kind: 'captions',
    title: 'How to Bleed a Radiator and Top Up Your Boiler Pressure (Cold Radiators Fixed)',
    description:
      "Radiators cold at the top? Here's how to bleed them and re-pressurise a combi boiler. Heating off and radiators cold before you start.",
    style: 'vtt-rich',
    items: [
      "Hi, I'm Sam, a heating engineer. If your radiator's warm at the bottom and cold at the top, that's air. First, heating off, and wait till they're cold.",
      'Start with the radiator furthest from the boiler. You need the bleed key and an old cloth.',
      { pause: 6 },
      "Key on the valve at the top corner, and a quarter turn anticlockwise. Hold the cloth under it. Hear that hiss? That's the air.",
      { pause: 10 },
      "When water comes out, close it, clockwise. Don't over-tighten. Now the others, both sides of the house, upstairs last.",
      { pause: 12 },
      'Back to the boiler. The gauge says nought point eight, too low. We want one to one and a half bar.',
      'Push the filling loop lever, or open both taps, and hold it for about ten seconds while you watch the needle.',
      { pause: 10 },
      'One point four, close it. Heating back on. Stretch up and feel the top of each radiator, they should be hot all over. Done.',
    ],
  },
];
