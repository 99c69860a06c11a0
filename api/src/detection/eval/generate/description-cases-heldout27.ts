/**
 * Twenty-seventh held-out batch (heldout27), written before the engine was run on it even once: never tuned on. Formats
 * the earlier batches did not use, after searching YouTube chapter guides ("Colon format recommended… Dots and
 * semicolons fail", "If any one of the five rules is violated, YouTube ignores the entire chapter list", "Plain
 * timestamp at the start of the line"), physio clinics' shin splints pages (calf raises off the step, "Double Leg Bent
 * Calf Raise" for the soleus, "Bent knee calf raises… Repeat 2-3 sets of 8-12", "Plyometric Exercises (Hopping)" last),
 * the PEAK knee osteoarthritis programme's telehealth transcripts and booklets (exercises called by codes: "exercise
 * Q3, HA 1 and HG 9", "Q4, it is chair stands with weight a bit more on one leg", band colours "Black's the hardest",
 * "how hard are your legs working at the end of that tenth rep"), football injury prevention programmes (the Adductor
 * Strengthening Programme's "Copenhagen adduction, short lever" and "long lever", the Nordic hamstring exercise in "3
 * sets of 12, 10, and 8 repetitions", "RAMP" warm-ups) as academies write them with "ES" and "p/s" for each side and
 * "⚠️" for the advanced moves, trainers' English descriptions typed with a Ukrainian keyboard layout (the Cyrillic "х"
 * in "3х12", "сек"), NHS hip fracture exercise leaflets ("Ankle pumps… Repetitions 20", "Static gluteal squeezes… Hold
 * for five seconds", "Static quads", "Try to perform each exercise 10 times, at least 3 times per day") as pasted from
 * a word processor (no-break spaces after the times, thin spaces in "10 × 5 s", curly quotes, "…"), eponymous exercises
 * as physiotherapy students learn them (Codman's pendulum, the McGill curl-up "5 x 10 s holds", the Alfredson protocol
 * "3 x 15, knee straight and knee bent", the Buerger-Allen exercises "legs elevated for 2-3 mins, down for 5-10 mins
 * and then flat", "each cycle repeated for 3-6 times", the Williams flexion exercises of 1937), classical Pilates mat
 * orders posted with heavy "✖️" marks, age-group swimming dryland sessions ("Side Plank :45 each side", "Pogo Jumps
 * x20", "RAMP Up!") written in swim-set notation ("3 x 10 @ 1:00", send-offs "@ :45", "20 s on / 10 s off"), TENS
 * guides ("two electrode pads are placed on either side of the painful location", "50Hz - 200Hz with a pulse width of
 * about 200uS", "take 10-minute pauses every hour or so"), cricket bat knocking-in guides ("Let the oil dry for 24
 * hours and repeat this process two more times", "Knocking in duration 6 hours", "The edges should be struck at 45
 * degrees", "the bottom of the bat toe… should never be hit"), yoga mat care pages ("Mix equal parts white vinegar and
 * water in a spray bottle", "Flip mat over and repeat the process on the other side", "Air dry the mat for up to 24
 * hours", "skip the outdoor drying—the sun could damage your mat's rubber", a whiff of yesterday's workout in downward
 * dog), and number pages for Cape Verdean Creole (languagesandnumbers, Santiago: "um, dós, trés… dés, ónzi, duzi…
 * kinzi… vinti… trinta"), Dholuo (learndholuo and languagesandnumbers: "achiel, ariyo, adek, ang'wen, abich… apar… apar
 * gabich… piero ariyo, piero adek"), Saraiki (the Saraiki Wiktionary's riddle "ہِک پِیؤ، ݙُو دِھیّاں" with the
 * implosive ݙ of ݙو, two), Konkani (a Saraswat page's "paantsa… dhaa… pandraa… veesa… teesa" and Goan Romi as written
 * on Goanet) and Aymara (languagesandnumbers, Omniglot and idiomaymara: "maya, paya, kimsa, pusi, phisqa… kimsaqallqu…
 * tunka… tunka phisqani… kimsa tunka", the ordinals in -iri, "kunka", "ampara", "chara", "kayu"), the words for times
 * ("bês", "nyadi", "واری", "pavtt", "kuti") and the descriptions of the moves written from the labeller's own knowledge
 * of these languages: a physio channel's shin splints programme in the plainest common format ("Exercise 3:
 * Tibialis raises against the wall – 2 sets of 20", "Exercise 5: Hopping on the spot – 3 x 20 (only once raises are
 * pain-free)") with hill sprints and skipping rope in the prose; a knee osteoarthritis class whose chapters carry
 * booklet codes before the names ("Q3 – Sit to stand, feet level – 3 x 10", "HA1 – Side-lying hip abduction", "HG9 –
 * Bridge with band around knees", "C2 – Calf raises on a step") and a band colour; a football academy's prevention
 * session with "⚠️", "ES" and "p/s" ("Copenhagen plank (short lever) – 3 x 20s p/s", "Single-leg RDL – 3 x 8 ES", "Drop
 * landings ⚠️ – 3 x 5 (from the 30 cm box)"); a trainer's full-body dumbbell workout whose doses are typed with the
 * Cyrillic "х" ("Goblet squat – 3х12", "Plank – 3х30 сек"); a ward's hip fracture discharge video whose chapter list
 * was pasted from a word processor (a no-break space after every time, thin spaces around "×", "Static quads (“thigh
 * squeezes”) – 10 × 5 s hold", "Before you start…"); a video of eponymous exercises ("Codman's pendulum – 1 minute each
 * direction", "McGill curl-up – 5 x 10 s holds", "Alfredson heel drops – 3 x 15, knee straight and knee bent",
 * "Buerger-Allen exercise – legs up, down, then flat; repeat the cycle 3 times", "Williams flexion: double knee to
 * chest – 10 x 5 s"); a classical Pilates mat order with "✖️" before the counts ("Roll up ✖️ 6", "Leg circles ✖️ 5 each
 * way", "The Hundred ✖️ 10 breaths"); a swim club's dryland circuit in swim-set notation ("Streamline squat jumps – 3 x
 * 10 @ 1:00", "Band external rotation – 2 x 12 each arm @ :45", "Flutter kicks on your back – 4 x 20 s on / 10 s off");
 * a Cape Verdean Creole shoulder programme (new) after "☼" with "Izersísiu n –" labels ("trinta sigundu", "dés bês",
 * "dós séri di duzi", "vinti sigundu kada ladu", "vinti sigundu, trés bês"), football and swimming in the prose; a
 * Dholuo balance class for elders (new) after "⊙" with "Tich mokwongo –", "Tich mar ariyo –"… labels ("sekond piero
 * adek e tielo moro ka moro", "okang apar", "set ariyo, nyadi apar gabich", "nyadi apar", "okang apar e bath moro ka
 * moro"), singing and dancing in the prose; a Saraiki knee programme (new) after "✺" with ordinal labels ("پہلی ورزش
 * –"… "پنجویں ورزش –"; "پنج سیکنڈ روکو، ݙاہ واری", "ݙاہ واری ہر لت نال", "ݙو سیٹ، ٻارھاں واری", "پندرھاں واری"),
 * cricket and kabaddi in the prose; a Konkani back programme in Romi (new) after "⚑" with "Vyayam n –" labels ("panch
 * second dhor, dha pavtt", "don set, att pavtt dor ek vatten", "tis second"), football and swimming in the prose; an
 * Aymara knee programme (new) after "▣" with ordinal labels ("Nayriri –"… "Phisqïri –"; "tunka kuti sapa kayumpi",
 * "paya serie, kimsaqallqu kuti", "tunka phisqani kuti", "kimsa tunka segundo sapa kayumpi"), football and dancing the
 * morenada in the prose — and four traps: a TENS guide, a cricket bat knocking-in guide and a yoga mat care guide whose
 * valid chapter lists hold no exercise done by a person but pads, sides, holds, presses, strikes, stages, sprays and
 * passes ("Pad placement – 2 pads each side of the spine", "Turning it up – hold the button until it tingles", "Using
 * it while you walk or do your back exercises", "Edges at 45° – 20 strikes per side, then swap", "Stage 3: Harder hits
 * – 2 hours, press and hold the mallet", "Daily wipe – 10 sprays, both sides", "Why your mat slips in downward dog"),
 * and a resistance band workout typed on a phone with every colon a semicolon ("0;45 Band rows – 3 x 12"), so no line
 * starts with a timestamp YouTube reads and there are no chapters (no captions). Each case names moves or activities in
 * passing (hill sprints and skipping rope, running, the weekend match, burpees, walking with the frame, the training
 * pool, "futibol ku nadason", "wer gi miel", "کرکٹ تے کبڈی", "futbol ani pohonvop", "futbolata, morenada thuqt'añata",
 * walking and the back exercises of the TENS guide, the nets of the cricket bat guide) that must not start a segment.
 *
 * Labels: `type` is a common standard exercise name in lower case English when the move is a standard exercise (named
 * in any language, by a code, an eponym, a common variant or described: "Hopping on the spot" the pogo hops, "Sit to
 * stand, feet level" and "Offset sit to stand" the sit to stand, "Bridge with band around knees" the glute bridge,
 * "Single-leg RDL" the single leg deadlift, "Drop landings" the drop landing, "One-arm row" the single arm dumbbell
 * row, "Knee push-ups" the knee push up, "Static quads" the quad sets, "Buttock squeezes" the glute sets, "Codman's
 * pendulum" the pendulum, "McGill curl-up" the mcgill curl up, "Alfredson heel drops" the eccentric heel drop,
 * "Williams flexion: double knee to chest" the double knee to chest, "Streamline squat jumps" the squat jump, "Superman
 * hold" the superman, Cape Verdean "Baxa pa frenti, dexa brasu pendura y faze róda pikinoti" (lean forward, let the arm
 * hang and make small circles) the pendulum, "Ku dedu, subi na paredi" (with the fingers, climb the wall) the wall
 * walk, "Ku lástiku, kotovelu djuntu ku korpu, vira mô pa fora" (with the band, the elbow against the body, turn the
 * hand out) the external rotation with band, "Puxa brasu pa frenti di pitu ku otu mô" (pull the arm across the chest
 * with the other hand) the cross body shoulder stretch, "Na porta, pô brasu na kada ladu y bai pa frenti" (in the
 * doorway, the arms on each side, go forward) the doorway pec stretch, Dholuo "Chung e tielo achiel" (stand on one leg)
 * the single leg balance, "Wuothi e rariw, tielo achiel e nyim machielo" (walk in a line, one foot in front of the
 * other) the tandem walk, "Chung e lith tiendi" (stand on the tips of your feet) the calf raise, "A malo e kom ka ok
 * iti gi lweti, eka ibed piny kendo" (get up from the chair without using your hands, then sit down again) the sit to
 * stand, "Wuoth koda bath, imak mesa" (walk sideways holding the table) the sideways walking, Saraiki "گوڈے تلے تولیہ
 * رکھو تے گوڈا تلے دباؤ" (put a towel under the knee and press the knee down) the quad sets, "پٹھ دے بھار لیٹو، ہک گوڈا
 * ولاؤ، ٻئی لت سدھی اُتے چاؤ" (lie on your back, bend one knee, lift the other leg straight up) the straight leg raise,
 * "کرسی تے ٻہہ تے لت سدھی کرو" (sit on the chair and straighten the leg) the long arc quad, "کرسی توں ہتھ لائے بغیر
 * اُٹھو تے ولا ٻہو" (get up from the chair without the hands and sit again) the sit to stand, "کرسی پکڑ تے پنجیاں تے
 * کھڑو" (holding the chair, stand on the toes) the calf raise, Konkani "Patir nidon, dhimbi moddun, kombor voir kad"
 * (lie on your back, bend the knees, lift the hips) the glute bridge, "Pottar nidon, hat khandeam sokol dovrun, chhati
 * voir kad" (lie on your tummy, hands under the shoulders, lift the chest) the mckenzie press up, "pat mazora bhaxen
 * voir kor" (lift the back like a cat) on hands and knees the cat cow, "Ek hat ani ultea vatticho pai voir kad" (lift
 * one hand and the leg of the other side) the bird dog, "Dhimbeancher bosun, hat fuddem vhor ani kopall zomnik lav"
 * (sit on the knees, take the hands forward and the forehead to the floor) the child's pose, Aymara "Silla patxar
 * qunt'asim, kayum chiqachasa aptam" (sit on the chair, lift your leg straightening it) the long arc quad, "Sillat
 * sayt'asim, ukat wasitat qunt'asim" (stand up from the chair, then sit down again) the sit to stand, "Kayu luk'anam
 * patxar sayt'asim" (stand on your toes) the calf raise, "Ikt'asim, mä qunqurim k'umt'ayasa, maynir chiqa kayum aptam"
 * (lie down, bending one knee, lift the other leg straight) the straight leg raise, "Mä kayumpi sayt'asim" (stand on
 * one foot) the single leg balance), otherwise the author's words ("bent knee calf raise", "tibialis raise", "buerger
 * allen exercise", "flutter kicks"); the clean title is the author's name for the move in plain English letters,
 * singular, without codes, "⚠️", "✖️", setup in brackets, qualifiers after a comma, labels, loads, band colours,
 * send-offs or doses. "3 x 15", "2 x 20", "3х12", "3х8", "2 × 10", "3 sets of 15", "dós séri di duzi", "set ariyo,
 * nyadi apar gabich", "ݙو سیٹ، ٻارھاں واری", "don set, att pavtt" and "paya serie, kimsaqallqu kuti" are sets, and so
 * are "3 x 10 @ 1:00" and "2 x 12 each arm @ :45" (the send-off is no clock and no dose); "3 x 20s p/s", "2 x 30s ES",
 * "3х30 сек", "4 x 20 s on / 10 s off", "3 x 20 s", "5 x 10 s holds", "10 x 5 s" and "vinti sigundu, trés bês" are reps
 * of a hold, as are "10 × 5 s hold", "پنج سیکنڈ روکو، ݙاہ واری" and "panch second dhor, dha pavtt"; "ES", "p/s", "each
 * leg", "each arm", "each way", "kada ladu", "e tielo moro ka moro", "e bath moro ka moro", "ہر لت نال", "dor ek
 * vatten" and "sapa kayumpi" are each; "1 minute each direction" is a hold of sixty seconds (the pendulum's directions
 * are no sides), and "repeat the cycle 3 times" three repetitions; Cape Verdean, Dholuo, Saraiki, Konkani and Aymara
 * number words read as their numbers (dós 2, trés 3, dés 10, duzi 12, vinti 20, trinta 30; ariyo 2, apar 10, apar
 * gabich 15, piero adek 30; ݙو 2، پنج 5، ݙاہ 10، ٻارھاں 12، پندرھاں 15; don 2, panch 5, att 8, dha 10, tis 30; paya 2,
 * kimsaqallqu 8, tunka 10, tunka phisqani 15, kimsa tunka 30), "okang" (steps) are reps, and "bês", "nyadi", "واری",
 * "pavtt" and "kuti" are times; a timed block is a hold. Breaths ("✖️ 10 breaths"), the booklet codes, band colours,
 * the effort score out of ten, the box's centimetres, the rest between sets, frequencies, the ward's "3 times a day",
 * and the traps' pads, centimetres, hertz, microseconds, minutes, hours, teaspoons, coats, strikes, sides, sprays,
 * passes, degrees and the semicolon list's doses are no dose; each chapter line is its own segment.
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesHeldOut27: DescriptionCaseSpec[] = [
  {
    name: 'desc-heldout27-plain-shin-splints-physio',
    note: 'A physio channel\'s shin splints programme in the plainest common format ("Exercise 1: Calf raises – 3 sets of 15", "Exercise 2: Bent-knee calf raises – 3 sets of 15", "Exercise 3: Tibialis raises against the wall – 2 sets of 20", "Exercise 4: Single leg balance – 30 seconds each side, eyes closed if easy", "Exercise 5: Hopping on the spot – 3 x 20 (only once raises are pain-free)") with talk chapters before and after, and hill sprints and skipping rope named in the prose.',
    title: 'Shin Splints? 5 Exercises to Get You Running Again | Physio Guide',
    duration: 720,
    text: `
      Shin splints (medial tibial stress syndrome) usually settle with a little less running and a lot more loading. Keep jogging only if it's pain-free, and leave the hill sprints and the skipping rope for a couple of weeks.

      0:00 Intro @@ .
      0:35 What actually are shin splints? @@ .
      1:45 Exercise 1: Calf raises – 3 sets of 15 @@ calf raise | Calf raise | s3 r15 | LB
      3:00 Exercise 2: Bent-knee calf raises – 3 sets of 15 @@ bent knee calf raise | Bent knee calf raise | s3 r15 | LB
      4:15 Exercise 3: Tibialis raises against the wall – 2 sets of 20 @@ tibialis raise | Tibialis raise | s2 r20 | LB
      5:30 Exercise 4: Single leg balance – 30 seconds each side, eyes closed if easy @@ single leg balance | Single leg balance | h30 each | LB
      6:45 Exercise 5: Hopping on the spot – 3 x 20 (only once raises are pain-free) @@ pogo hops | Hopping on the spot | s3 r20 | LB
      8:00 Running again – how to build back up @@ .
      10:30 Thanks for watching @@ .
    `,
  },
  {
    name: 'desc-heldout27-booklet-codes-knee-oa',
    note: 'A knee osteoarthritis class whose chapters carry the codes of the patients\' exercise booklet before the names ("Q3 – Sit to stand, feet level – 3 x 10", "Q4 – Offset sit to stand (left foot back) – 3 x 8 each side", "HA1 – Side-lying hip abduction – 3 x 10 each leg", "HA3 – Standing hip abduction with band (red) – 3 x 12 each leg", "HG9 – Bridge with band around knees – 3 x 12", "C2 – Calf raises on a step – 2 x 15"), the codes explained in the prose, and an effort score out of ten in a talk chapter.',
    title: 'Knee OA Programme – Week 5 Progressions (Follow Along With Your Blue Booklet)',
    duration: 900,
    text: `
      For patients in our knee osteoarthritis programme. The codes match the exercise pages in your blue booklet (Q = quadriceps, HA = hip abductors, HG = hamstrings & glutes, C = calf). Bands: yellow is the easiest, black the hardest.

      0:00 Welcome back + how hard should it feel? @@ .
      1:30 Q3 – Sit to stand, feet level – 3 x 10 @@ sit to stand | Sit to stand | s3 r10 | LB
      3:10 Q4 – Offset sit to stand (left foot back) – 3 x 8 each side @@ sit to stand | Offset sit to stand | s3 r8 each | LB
      5:00 HA1 – Side-lying hip abduction – 3 x 10 each leg @@ side lying hip abduction | Side lying hip abduction | s3 r10 each | LB
      6:40 HA3 – Standing hip abduction with band (red) – 3 x 12 each leg @@ standing hip abduction | Standing hip abduction | s3 r12 each | LB
      8:20 HG9 – Bridge with band around knees – 3 x 12 @@ glute bridge | Bridge | s3 r12 | LB
      10:00 C2 – Calf raises on a step – 2 x 15 @@ calf raise | Calf raise | s2 r15 | LB
      11:40 Effort check: rate your last rep out of 10 @@ .
      13:00 Next week's progressions @@ .
    `,
  },
  {
    name: 'desc-heldout27-academy-es-ps-warning-marks',
    note: 'A football academy\'s in-season injury prevention session whose doses use "ES" and "p/s" for each side and "⚠️" for the advanced moves ("Nordic hamstring curls ⚠️ – 3 x 5", "Copenhagen plank (short lever) – 3 x 20s p/s", "Single-leg RDL – 3 x 8 ES", "Drop landings ⚠️ – 3 x 5 (from the 30 cm box)", "Side plank – 2 x 30s ES", "Single-leg calf raises – 3 x 15 p/s"), the abbreviations explained in the prose and the weekend match named there.',
    title: 'U18 Academy – In-Season Injury Prevention Session (S&C)',
    duration: 1020,
    text: `
      In-season prevention block for the U18s, Tuesdays after recovery. ⚠️ = only if you have done it with a coach before. ES = each side, p/s = per side. Match on Saturday, so nothing to failure and no burpee punishments.

      0:00 Intro + RAMP warm-up @@ .
      2:10 Nordic hamstring curls ⚠️ – 3 x 5 @@ nordic hamstring curl | Nordic hamstring curl | s3 r5 | LB
      4:05 Copenhagen plank (short lever) – 3 x 20s p/s @@ copenhagen plank | Copenhagen plank | r3 h20 each | LB
      6:00 Single-leg RDL – 3 x 8 ES @@ single leg deadlift | Single leg RDL | s3 r8 each | LB
      7:50 Drop landings ⚠️ – 3 x 5 (from the 30 cm box) @@ drop landing | Drop landing | s3 r5 | LB
      9:15 Side plank – 2 x 30s ES @@ side plank | Side plank | r2 h30 each | C
      10:40 Single-leg calf raises – 3 x 15 p/s @@ single leg calf raise | Single leg calf raise | s3 r15 each | LB
      12:30 Cool down + hydration @@ .
      14:40 Coach notes for Saturday @@ .
    `,
  },
  {
    name: 'desc-heldout27-cyrillic-kha-doses',
    note: 'A trainer\'s full-body dumbbell workout described in English but typed with a Ukrainian keyboard layout, so every "x" of the doses is the Cyrillic letter "х" ("Goblet squat – 3х12", "Reverse lunges – 3х8 each leg", "One-arm row – 3х10 each arm", "Plank – 3х30 сек"), with the rest between sets in the prose.',
    title: 'Full Body Dumbbell Workout at Home – 30 min (Beginner Friendly)',
    duration: 1800,
    text: `
      Hi! My name is Oksana, I am personal trainer in London. Today full body workout with 2 dumbbells, 30 minutes. Rest 60 sec between sets. No jumping, so good for neighbours downstairs 😅 Write in comments how was it! 💪

      0:00 Warm up @@ .
      3:00 Goblet squat – 3х12 @@ goblet squat | Goblet squat | s3 r12 | LB
      6:30 Romanian deadlift – 3х10 @@ romanian deadlift | Romanian deadlift | s3 r10 | LB
      10:00 Reverse lunges – 3х8 each leg @@ reverse lunge | Reverse lunge | s3 r8 each | LB
      13:30 One-arm row – 3х10 each arm @@ single arm dumbbell row | One arm row | s3 r10 each | UB
      17:00 Knee push-ups – 3х10 @@ knee push up | Knee push up | s3 r10 | UB
      20:00 Plank – 3х30 сек @@ plank | Plank | r3 h30 | C
      23:00 Dead bug – 2х10 @@ dead bug | Dead bug | s2 r10 | C
      26:00 Stretching @@ .
    `,
  },
  {
    name: 'desc-heldout27-word-paste-nbsp-discharge',
    note: 'A hospital ward\'s hip fracture discharge video whose chapter list was pasted from a word processor: a no-break space after every time, thin spaces around "×" and before "s", curly quotes and an ellipsis ("Static quads (“thigh squeezes”) – 10 × 5 s hold", "Buttock squeezes – 10 × 5 s hold", "Standing hip abduction at the kitchen worktop – 2 × 10 each leg", "Before you start…"), "3 times a day" and walking with the frame in the prose.',
    title: 'Your Exercises After a Hip Fracture – Going Home From Ward 7',
    duration: 780,
    text: `
      Please do these exercises 3 times a day, as shown to you on the ward, and keep walking with your frame little and often. If your pain suddenly gets worse, or your leg becomes hot, red or swollen, contact the ward or your GP.

      0:00\u00a0Welcome from the Ward 7 physiotherapy team @@ .
      0:45\u00a0Before you start… (pain relief, a firm chair, your frame nearby) @@ .
      1:50\u00a0Ankle pumps – 20 times @@ ankle pumps | Ankle pumps | r20 | LB
      2:55\u00a0Static quads (“thigh squeezes”) – 10\u2009×\u20095\u2009s hold @@ quad sets | Static quads | r10 h5 | LB
      4:10\u00a0Buttock squeezes – 10\u2009×\u20095\u2009s hold @@ glute sets | Buttock squeeze | r10 h5 | LB
      5:20\u00a0Heel slides – 10 times @@ heel slides | Heel slide | r10 | LB
      6:35\u00a0Sit to stand (using your frame) – 5 times @@ sit to stand | Sit to stand | r5 | LB
      7:50\u00a0Standing hip abduction at the kitchen worktop – 2\u2009×\u200910 each leg @@ standing hip abduction | Standing hip abduction | s2 r10 each | LB
      9:15\u00a0Getting in and out of bed safely @@ .
      10:40\u00a0Any questions? Ward phone numbers @@ .
    `,
  },
  {
    name: 'desc-heldout27-eponym-named-exercises',
    note: 'A video of exercises named after the clinicians who described them, each chapter an eponym with its classic dose ("Codman\'s pendulum – 1 minute each direction", "McGill curl-up – 5 x 10 s holds", "Alfredson heel drops – 3 x 15, knee straight and knee bent", "Buerger-Allen exercise – legs up, down, then flat; repeat the cycle 3 times", "Williams flexion: double knee to chest – 10 x 5 s"), with talk chapters before and after.',
    title: '5 Famous Named Exercises Every Physio Student Learns (and How to Do Them Properly)',
    duration: 840,
    text: `
      Named after the clinicians who first described them. The doses are the classic ones from the original papers – your own physio may change them for you.

      0:00 Intro @@ .
      0:50 Codman's pendulum – 1 minute each direction @@ pendulum | Codman's pendulum | h60 | UB
      2:15 McGill curl-up – 5 x 10 s holds @@ mcgill curl up | McGill curl up | r5 h10 | C
      3:40 Alfredson heel drops – 3 x 15, knee straight and knee bent @@ eccentric heel drop | Alfredson heel drop | s3 r15 | LB
      5:10 Buerger-Allen exercise – legs up, down, then flat; repeat the cycle 3 times @@ buerger allen exercise | Buerger Allen exercise | r3 | LB
      6:45 Williams flexion: double knee to chest – 10 x 5 s @@ double knee to chest | Double knee to chest | r10 h5 | B
      8:20 Which ones do we still use today? @@ .
      10:30 Outro @@ .
    `,
  },
  {
    name: 'desc-heldout27-heavy-x-emoji-pilates',
    note: 'A classical Pilates mat order posted with a heavy "✖️" before every count ("The Hundred ✖️ 10 breaths", "Roll up ✖️ 6", "Leg circles ✖️ 5 each way", "Rolling like a ball ✖️ 8", "Single leg stretch ✖️ 10", "Spine stretch forward ✖️ 5", "Swan prep ✖️ 6") and sparkles around the talk chapters; breaths are no dose.',
    title: 'Mat Pilates Classical Order – Beginner 20 min ✨',
    duration: 1200,
    text: `
      The classic beginner mat order! Go at your own pace and skip the roll up if your back is grumpy today 🤍 Props: mat and a small towel.

      0:00 ✨ Welcome + breathing ✨ @@ .
      1:30 The Hundred ✖️ 10 breaths @@ the hundred | The Hundred | | C
      3:20 Roll up ✖️ 6 @@ roll up | Roll up | r6 | C
      5:10 Leg circles ✖️ 5 each way @@ leg circles | Leg circles | r5 each | LB
      7:00 Rolling like a ball ✖️ 8 @@ rolling like a ball | Rolling like a ball | r8 | C
      8:40 Single leg stretch ✖️ 10 @@ single leg stretch | Single leg stretch | r10 | C
      10:20 Spine stretch forward ✖️ 5 @@ spine stretch forward | Spine stretch forward | r5 | B
      12:00 Swan prep ✖️ 6 @@ swan prep | Swan prep | r6 | B
      13:40 Rest + closing words @@ .
      15:30 ✨ Thank you ✨ @@ .
    `,
  },
  {
    name: 'desc-heldout27-swim-dryland-send-offs',
    note: 'An age-group swim club\'s dryland circuit written in swim-set notation, with send-off clocks after the doses ("Band pull-aparts – 3 x 15 @ 1:00", "Streamline squat jumps – 3 x 10 @ 1:00", "Band external rotation – 2 x 12 each arm @ :45", "Flutter kicks on your back – 4 x 20 s on / 10 s off", "Superman hold – 3 x 20 s @ 1:00", "Dead bug – 3 x 10 @ 1:00"), the notation explained in the prose and the pool session named there.',
    title: 'Swim Team Dryland – 25 Min Shoulder & Core Circuit (Age Group)',
    duration: 1500,
    text: `
      Dryland for our 11–14 squad before Thursday's pool session. Written like a swim set: "3 x 10 @ 1:00" means 3 rounds of 10, starting a new round every minute. Light bands only!

      0:00 Coach Ellie intro @@ .
      1:20 Warm-up @@ .
      3:30 Band pull-aparts – 3 x 15 @ 1:00 @@ band pull apart | Band pull apart | s3 r15 | UB
      5:10 Streamline squat jumps – 3 x 10 @ 1:00 @@ squat jump | Streamline squat jump | s3 r10 | LB
      7:00 Band external rotation – 2 x 12 each arm @ :45 @@ external rotation with band | Band external rotation | s2 r12 each | UB
      8:50 Flutter kicks on your back – 4 x 20 s on / 10 s off @@ flutter kicks | Flutter kicks | r4 h20 | C
      10:30 Superman hold – 3 x 20 s @ 1:00 @@ superman | Superman hold | r3 h20 | B
      12:15 Dead bug – 3 x 10 @ 1:00 @@ dead bug | Dead bug | s3 r10 | C
      14:00 Stretch + pool deck chat @@ .
    `,
  },
  {
    name: 'desc-heldout27-cape-verdean-onbru',
    note: 'A Cape Verdean Creole (Santiago) shoulder programme (new language) after "☼" with "Izersísiu n –" labels, every move described, and the dose in Cape Verdean number words ("trinta sigundu", "dés bês", "dós séri di duzi", "vinti sigundu kada ladu", "vinti sigundu, trés bês"); welcome, advice and thanks chapters, and football and swimming named in the prose.',
    title: 'Dor na ónbru? Sinku izersísiu pa faze na kaza | Fizioterapeuta (na kriolu)',
    duration: 580,
    text: `
      Izersísiu fásil pa ónbru. Si bu brasu sta dormenti o si dor sta pióra, bai djobe dotor. Futibol ku nadason, nu ta papia di kel-la na otu vídiu.

      0:00 ☼ Bon dia, nha djenti! @@ .
      0:40 ☼ Izersísiu 1 – Baxa pa frenti, dexa brasu pendura y faze róda pikinoti – trinta sigundu @@ pendulum | Pendulum | h30 | UB
      1:55 ☼ Izersísiu 2 – Ku dedu, subi na paredi y dispos bu ta dixi dibagar – dés bês @@ wall walk | Wall walk | r10 | UB
      3:10 ☼ Izersísiu 3 – Ku lástiku, kotovelu djuntu ku korpu, vira mô pa fora – dós séri di duzi @@ external rotation with band | External rotation with band | s2 r12 | UB
      4:25 ☼ Izersísiu 4 – Puxa brasu pa frenti di pitu ku otu mô – vinti sigundu kada ladu @@ cross body shoulder stretch | Cross body shoulder stretch | h20 each | UB
      5:40 ☼ Izersísiu 5 – Na porta, pô brasu na kada ladu y bai pa frenti – vinti sigundu, trés bês @@ doorway pec stretch | Doorway pec stretch | r3 h20 | UB
      6:55 ☼ Konsedju @@ .
      8:15 ☼ Obrigadu! @@ .
    `,
  },
  {
    name: 'desc-heldout27-dholuo-balance-jodongo',
    note: 'A Dholuo balance class for elders (new language) after "⊙" with "Tich mokwongo –", "Tich mar ariyo –"… labels, every move described, and the dose in Dholuo number words ("sekond piero adek e tielo moro ka moro", "okang apar", "set ariyo, nyadi apar gabich", "nyadi apar", "okang apar e bath moro ka moro"); welcome, advice and thanks chapters, and singing and dancing named in the prose.',
    title: 'Tije Abich mag Balance ne Jodongo – Kik Ipodhi! | Physiotherapist (Dholuo)',
    duration: 580,
    text: `
      Tije mayot mag balance ne jodongo. Mak kom kata mesa ma tek seche duto. Ka iwinjo wich lwar, dhi ir laktar. Wer gi miel e nyasi, wabiro wuoyo kuomgi kinde machielo.

      0:00 ⊙ Misawa! @@ .
      0:40 ⊙ Tich mokwongo – Chung e tielo achiel, imak kom – sekond piero adek e tielo moro ka moro @@ single leg balance | Single leg balance | h30 each | LB
      1:55 ⊙ Tich mar ariyo – Wuothi e rariw, tielo achiel e nyim machielo – okang apar @@ tandem walk | Tandem walk | r10 | LB
      3:10 ⊙ Tich mar adek – Chung e lith tiendi, eka iduog piny – set ariyo, nyadi apar gabich @@ calf raise | Calf raise | s2 r15 | LB
      4:25 ⊙ Tich mar ang'wen – A malo e kom ka ok iti gi lweti, eka ibed piny kendo – nyadi apar @@ sit to stand | Sit to stand | r10 | LB
      5:40 ⊙ Tich mar abich – Wuoth koda bath, imak mesa – okang apar e bath moro ka moro @@ sideways walking | Sideways walking | r10 each | LB
      6:55 ⊙ Puonj @@ .
      8:15 ⊙ Erokamano! @@ .
    `,
  },
  {
    name: 'desc-heldout27-saraiki-goda',
    note: 'A Saraiki knee programme from Multan (new language) after "✺" with ordinal labels ("پہلی ورزش –", "ݙوجھی ورزش –"… "پنجویں ورزش –"), every move described, and the dose in Saraiki number words ("پنج سیکنڈ روکو، ݙاہ واری", "ݙاہ واری ہر لت نال", "ݙو سیٹ، ٻارھاں واری", "ݙاہ واری", "پندرھاں واری"); welcome, advice and thanks chapters, and cricket and kabaddi named in the prose.',
    title: 'گوڈیاں دا درد؟ گھر وچ پنج ورزشاں | فزیوتھراپسٹ (سرائیکی وچ)',
    duration: 580,
    text: `
      وݙی عمر آلیاں کیتے سوکھیاں ورزشاں۔ جے گوڈا سُج ونڄے یا درد ودھ ونڄے تاں ڈاکٹر کوں ݙکھاؤ۔ کرکٹ تے کبڈی بارے ٻئی وڈیو وچ ڳالھ کریسوں۔

      0:00 ✺ خوش آمدید! @@ .
      0:40 ✺ پہلی ورزش – گوڈے تلے تولیہ رکھو تے گوڈا تلے دباؤ – پنج سیکنڈ روکو، ݙاہ واری @@ quad sets | Quad sets | r10 h5 | LB
      1:55 ✺ ݙوجھی ورزش – پٹھ دے بھار لیٹو، ہک گوڈا ولاؤ، ٻئی لت سدھی اُتے چاؤ – ݙاہ واری ہر لت نال @@ straight leg raise | Straight leg raise | r10 each | LB
      3:10 ✺ تریجھی ورزش – کرسی تے ٻہہ تے لت سدھی کرو، ولا ہولے ہولے تلے کرو – ݙو سیٹ، ٻارھاں واری @@ long arc quad | Long arc quad | s2 r12 | LB
      4:25 ✺ چوتھی ورزش – کرسی توں ہتھ لائے بغیر اُٹھو تے ولا ٻہو – ݙاہ واری @@ sit to stand | Sit to stand | r10 | LB
      5:40 ✺ پنجویں ورزش – کرسی پکڑ تے پنجیاں تے کھڑو، ولا اَڈیاں تلے کرو – پندرھاں واری @@ calf raise | Calf raise | r15 | LB
      6:55 ✺ مشورے @@ .
      8:15 ✺ مہربانی! @@ .
    `,
  },
  {
    name: 'desc-heldout27-konkani-romi-patt',
    note: 'A Konkani back programme from Goa in the Romi (Latin) script (new language) after "⚑" with "Vyayam n –" labels, every move described, and the dose in Konkani number words ("panch second dhor, dha pavtt", "dha pavtt", "don set, att pavtt dor ek vatten", "tis second"); welcome, advice and thanks chapters, and football and swimming named in the prose.',
    title: 'Pattik dukhta? Ghorant korpache panch vyayam | Physiotherapist (Konknni)',
    duration: 580,
    text: `
      Pattichea dukhe khatir sompe vyayam. Dukh paiank denvta zalear doktorak dakhoi. Futbol ani pohonvop hanchea vixim dusrea video-nt uloitanv.

      0:00 ⚑ Sogleank namaskar! @@ .
      0:40 ⚑ Vyayam 1 – Patir nidon, dhimbi moddun, kombor voir kad – panch second dhor, dha pavtt @@ glute bridge | Glute bridge | r10 h5 | LB
      1:55 ⚑ Vyayam 2 – Pottar nidon, hat khandeam sokol dovrun, chhati voir kad – dha pavtt @@ mckenzie press up | McKenzie press up | r10 | B
      3:10 ⚑ Vyayam 3 – Hat ani dhimbi zomnir, pat mazora bhaxen voir kor ani sokol ghal – dha pavtt @@ cat cow | Cat cow | r10 | B
      4:25 ⚑ Vyayam 4 – Ek hat ani ultea vatticho pai voir kad – don set, att pavtt dor ek vatten @@ bird dog | Bird dog | s2 r8 each | B
      5:40 ⚑ Vyayam 5 – Dhimbeancher bosun, hat fuddem vhor ani kopall zomnik lav – tis second @@ child's pose | Child's pose | h30 | B
      6:55 ⚑ Salo @@ .
      8:15 ⚑ Dev borem korum! @@ .
    `,
  },
  {
    name: 'desc-heldout27-aymara-qunquri',
    note: 'An Aymara knee programme for elders from El Alto (new language) after "▣" with ordinal labels ("Nayriri –", "Payïri –", "Kimsïri –", "Pusïri –", "Phisqïri –"), every move described with Spanish loans ("silla", "serie", "segundo"), and the dose in Aymara number words ("tunka kuti sapa kayumpi", "paya serie, kimsaqallqu kuti", "tunka phisqani kuti", "kimsa tunka segundo sapa kayumpi"); welcome, advice and thanks chapters, and football and dancing the morenada named in the prose.',
    title: 'Qunqurimax usuti? Phisqa ejercicio utan luraña | Fisioterapeuta (aymar arun)',
    duration: 580,
    text: `
      Jilïr jaqinakataki ejercicionaka. Qunqurimax punkhiski jan ukax usux jilxattaspa ukhaxa, doctorar sarma. Futbolata, morenada thuqt'añata yaqha videon parlt'añani.

      0:00 ▣ Kamisaki! @@ .
      0:40 ▣ Nayriri – Silla patxar qunt'asim, kayum chiqachasa aptam – tunka kuti sapa kayumpi @@ long arc quad | Long arc quad | r10 each | LB
      1:55 ▣ Payïri – Sillat sayt'asim, ukat wasitat qunt'asim – paya serie, kimsaqallqu kuti @@ sit to stand | Sit to stand | s2 r8 | LB
      3:10 ▣ Kimsïri – Kayu luk'anam patxar sayt'asim, ukat saraqam – tunka phisqani kuti @@ calf raise | Calf raise | r15 | LB
      4:25 ▣ Pusïri – Ikt'asim, mä qunqurim k'umt'ayasa, maynir chiqa kayum aptam – tunka kuti sapa kayumpi @@ straight leg raise | Straight leg raise | r10 each | LB
      5:40 ▣ Phisqïri – Mä kayumpi sayt'asim – kimsa tunka segundo sapa kayumpi @@ single leg balance | Single leg balance | h30 each | LB
      6:55 ▣ Iwxanaka @@ .
      8:15 ▣ Jallalla, yuspajara! @@ .
    `,
  },
  {
    name: 'desc-heldout27-trap-tens-machine',
    note: 'A physiotherapist\'s TENS machine guide, with a valid chapter list and no exercise done by a person, whose chapters give pads per side, distances, frequencies, pulse widths, a held button, steps, minutes and breaks ("Pad placement – 2 pads each side of the spine, 2–3 cm apart", "Settings: 80 Hz, 100 µs to start", "Turning it up – hold the button until it tingles, 3–4 steps at a time", "How long? 30–60 min, then a 10 min break", "Using it while you walk or do your back exercises"); no captions.',
    title: 'How to Use a TENS Machine for Back Pain – Physio Explains (Pads, Settings, Timing)',
    duration: 780,
    text: `
      A TENS machine won't fix the cause of back pain, but it can take the edge off so you can keep moving. Check with your doctor first if you have a pacemaker or epilepsy, or if you are pregnant.

      0:00 Intro @@ .
      0:45 What TENS does (and doesn't do) @@ .
      2:05 Pad placement – 2 pads each side of the spine, 2–3 cm apart @@ .
      3:40 Settings: 80 Hz, 100 µs to start @@ .
      5:00 Turning it up – hold the button until it tingles, 3–4 steps at a time @@ .
      6:20 How long? 30–60 min, then a 10 min break @@ .
      7:45 Using it while you walk or do your back exercises @@ .
      9:10 Skin care + when to stop @@ .
      10:50 Your questions @@ .
    `,
  },
  {
    name: 'desc-heldout27-trap-cricket-bat-knocking-in',
    note: 'A cricket bat knocking-in guide, with a valid chapter list and no exercise done by a person, whose chapters give teaspoons, coats, hours, stages, strikes per side, a swap, presses and holds ("Oiling – 1 teaspoon, face + edges, 3 coats, 24 hours each", "Stage 1: Gentle taps – 1 hour, whole face", "Stage 2: Edges at 45° – 20 strikes per side, then swap", "Stage 3: Harder hits – 2 hours, press and hold the mallet to check the dents"), and the nets named in the prose; no captions.',
    title: 'How to Knock In a Cricket Bat – Oil, Mallet & Ball (The Full 6-Hour Process)',
    duration: 900,
    text: `
      New English willow? Don't take it straight into the nets. Raw linseed oil only, a hardwood mallet, and a lot of patience. Never hit the toe square on.

      0:00 Why knock in a new bat? @@ .
      1:05 Oiling – 1 teaspoon, face + edges, 3 coats, 24 hours each @@ .
      3:10 Stage 1: Gentle taps – 1 hour, whole face @@ .
      5:00 Stage 2: Edges at 45° – 20 strikes per side, then swap @@ .
      7:15 Stage 3: Harder hits – 2 hours, press and hold the mallet to check the dents @@ .
      9:30 The toe: round it off, never hit it square @@ .
      11:00 Ball mallet – 30 mins @@ .
      12:40 Is it ready? The fingernail test @@ .
    `,
  },
  {
    name: 'desc-heldout27-trap-yoga-mat-care',
    note: 'A yoga mat care guide, with a valid chapter list and no exercise done by a person, whose chapters give sprays, sides, minutes, hours, passes and a yoga pose ("Daily wipe – 10 sprays, both sides", "Deep clean – 1 part vinegar to 3 parts water, 5 min", "Breaking in a new mat – salt scrub, 2 passes each side", "Drying – hang it for 24 hours, never in the sun", "Why your mat slips in downward dog"); no captions.',
    title: 'How to Clean Your Yoga Mat (and Stop It Slipping) – Mat Care Guide',
    duration: 720,
    text: `
      Your mat works hard for you – look after it and it'll last for years. Natural rubber mats hate sunlight and soaking, so go gently.

      0:00 Hello + what mat do you have? @@ .
      0:55 Daily wipe – 10 sprays, both sides @@ .
      2:20 Deep clean – 1 part vinegar to 3 parts water, 5 min @@ .
      4:10 Breaking in a new mat – salt scrub, 2 passes each side @@ .
      6:00 Drying – hang it for 24 hours, never in the sun @@ .
      7:45 Why your mat slips in downward dog @@ .
      9:30 When to replace your mat @@ .
    `,
  },
  {
    name: 'desc-heldout27-trap-semicolon-stamps',
    note: 'A resistance band workout whose list was typed on a phone without the shift key, so every colon is a semicolon ("0;00 Intro", "0;45 Band rows – 3 x 12", "5;30 Band pull aparts – 2 x 15"): no line begins with a timestamp YouTube reads, so there are no chapters; the moves and doses are all on the lines; no captions.',
    title: 'Resistance Band Upper Body Workout – 15 Min (No Weights)',
    duration: 900,
    text: `
      Quick upper body session with one long band. typed this on my phone on the train so sorry for any typos lol

      0;00 Intro
      0;45 Band rows – 3 x 12
      3;10 Chest press with band – 3 x 10
      5;30 Band pull aparts – 2 x 15
      7;40 Bicep curls – 3 x 12
      9;55 Overhead tricep extension – 3 x 10
      12;20 Stretch

      Band is a medium one, link in my profile. New video every Sunday!
    `,
  },
];
