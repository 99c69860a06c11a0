/**
 * Thirtieth held-out batch (heldout30), written before the engine was run on it even once: never tuned on. Formats the
 * earlier batches did not use, after searching technique videos that film every move twice (a side view and then a
 * front view, a slow-motion pass for the common mistakes), outpatient shoulder protocols written in prescription
 * shorthand (AAROM, "Rx", "BID", "TID", "QD", "PRN"), coaches' session notes in stacked shorthand ("x10 x3", "e/s"),
 * "century" challenges counted in total reps ("break them up however you like"), exercise snack pages (theptbee's
 * "you should brush your teeth for 2 minutes… 10 Calf Raises", Essential Physiotherapy's "Boiling the kettle: …
 * Squats", a review of "exercise snacking" with "10 squats every 45 minutes"), lumbar discectomy discharge advice ("no
 * BLT: bending, lifting, twisting", the log roll, a walking plan), printable programmes with a tick box for every set,
 * chocolate tempering guides (seeding, tabling, "cool to 27°C, then back up to 31–32°C", tapping the moulds), insulin
 * pen technique pages (priming "2 units", the 4 mm needle, "press and hold for 10 seconds", rotating the sites),
 * gymnastics judging courses (a handstand "held 2 s", a split leap "180°", deductions "0.1", the start value) and
 * French braid tutorials (three strands, "right over middle, left over middle", adding hair from each side, pancaking
 * the loops), and number pages for K'iche' (COERLL's Tz'iij lesson 23: "K'iche' numbers beyond three have been mostly
 * replaced by Spanish numbers. Most people count to three in K'iche' but for higher numbers they count in Spanish",
 * "Nab'e… Ukab'… Urox… Ukaj… Uro'", "Nab'e mul (for the) first time", "Jujun qech one for each one of us"), Zazaki
 * (Kirmanckî Online's "Hûmarên bingehênî": "Yew, Di, Hîrê, Çar, Panc… Des… Diyês… Pancês… Vîst… Hîris" and the
 * ordinals "yewin, diyin, hîrêyin, çarin, pancin"), Bemba (a Kitwe Online lesson as quoted by the Zambian: "Everyone
 * practically uses the English terms for counting… The Bemba words for low counts between 1 and 5 are adjectives"; a
 * numeral page for the related Bungu: "ikʉmi… amakʉmi yawɨlɨ… amakʉmi yatatʉ") and Khasi (the MPI numeral page: "wej,
 * ʔaːr, laːj, saːo, san… ʃi pʰeːu… kʰat ʔaːr… kʰat san… ʔaːr pʰu… laːj pʰu"; Gurdon's The Khasis: "wei… ar… lai… saw…
 * san… (shi)phew… the shi in the Khasi word shiphew, 10, merely means one"), with Kikongo written from the labeller's
 * own knowledge (Kikongo ya leta as spoken in Kinshasa and Brazzaville: "tanu, kumi, kumi na zole, makumi zole, makumi
 * tatu… mbala") and the descriptions of the moves written from the labeller's own knowledge of these languages: a
 * hamstring programme filmed twice per move ("Nordic curl (side view) – 3 x 5" then "Nordic curl (front view – watch
 * the hips)", "Single-leg RDL – slow-mo, common mistakes"), each second view continuing its move; a rotator cuff repair
 * programme in prescription shorthand ("Supine AAROM flexion w/ cane – Rx 2 × 10, BID", "Scapular retraction – Rx 2 ×
 * 10, 5 s hold, BID", "Isometric ER at the wall – Rx 5 × 10 s, QD", "Pendulums – Rx 1 min, PRN"); a coach's session
 * notes in stacked shorthand ("Goblet squat x10 x3", "Dead bug x6 e/s x3", "Side plank 20s x2 e/s", "Couch stretch 45s
 * e/s"); a century workout counted in total reps ("Squats – 100 total", "Walking lunges – 60 total (30 each leg)",
 * "Plank – 3 min total"); a day of exercise snacks whose chapters carry the time of day after the timestamp ("1:10 ☕
 * 7:15 am – 10 squats while the kettle boils", "5:00 📺 3:00 pm – wall sit for 45 seconds") and a walk after lunch; a
 * discectomy discharge video with a talk chapter full of the moves that are not allowed ("No BLT: why no sit-ups, toe
 * touches or twisting stretches yet") before "Tummy tightening (TA) lying down – 10 x 10 sec"; a hip programme with a
 * tick box per set ("☐☐☐ Clamshells – 15 each side", "☐☐ Wall sit – 30 s", "☐ Hip flexor stretch – 30 s each side");
 * a Kitwe physiotherapist's back programme in Bemba (new) after "◈" with ordinal labels ("Ica kubalilapo –"… "Ica
 * busano –"; "ikateni ama second yasano, imiku ikumi", "ama second amakumi yabili, elyo no lubali lumbi", "imiku ikumi",
 * "ama set yabili, imiku cine konse konse ku lubali lonse", "ama second amakumi yatatu"), football and dancing in the
 * prose; a Quetzaltenango physiotherapist's knee programme in K'iche' (new) after "☀" with the ordinals "Nab'e –"…
 * "Uro' –" and, as K'iche' speakers count, K'iche' numbers up to three and Spanish ones above ("cinco segundos, diez
 * mul", "diez mul pa jujun awaqan", "keb' serie, doce mul", "quince mul", "veinte mul"), football and the dance in the
 * prose; a Dersim physiotherapist's knee programme in Zazaki (new) after "✦" with ordinal labels ("Yewin –"… "Pancin
 * –"; "panc saniyeyan bitepişe, des rey", "des rey her lingî rê", "di seri, diyes rey", "pancês rey", "vîst rey"),
 * football and the govend in the prose; a Shillong physiotherapist's knee programme in Khasi (new) after "❂" with
 * ordinal labels ("Ka ba nyngkong –"… "Ka ba san –"; "shiphew sien", "shiphew sien ia man la ka kjat", "ar set, khatar
 * sien", "khatsan sien ia man la ka kjat", "laiphew second ia man la ka kjat"), football and dancing in the prose; a
 * Brazzaville physiotherapist's shoulder programme in Kikongo (new) after "◆" with ordinal labels ("Ya ntete –"… "Ya
 * tanu –"; "sekonde makumi tatu", "mbala kumi", "set zole, mbala kumi na zole", "sekonde makumi zole, na koko ya nkaka",
 * "mbala kumi na tanu"), football and dancing in the prose — and four traps whose valid chapter lists hold no exercise
 * done by a person but grams, degrees, minutes, folds, taps, sides, units, millimetres, seconds, quadrants, holds,
 * deductions, strands, pulls and whole exercise names: a chocolate tempering video ("Tabling – spread, lift and fold
 * 8–10 times", "Moulds: fill, tap 20 times, both sides"), an insulin pen technique video ("Prime: dial 2 units, press
 * until a drop", "Inject at 90°, press and hold for 10 seconds", "Exercise and insulin: the hypo after squats and
 * spin"), a gymnastics judging course ("Handstand – must be held 2 s", "Split leap – 180° or 0.1 off", "Back walkover –
 * both legs, no pause") and a French braid tutorial ("Right over middle, left over middle – repeat", "Hold it tight
 * with your thumbs for 10 s", "Pancake it – pull the loops out, both sides"). Each case names moves or activities in
 * passing (the Nordic curl's ancestry, lifting and reaching behind the back, rest between sets, the walk round the
 * block, the phone alarms, sit-ups and toe touches that are not allowed, the walking plan, "ukwangala umupira na
 * ukucinda", "ri pelota xuquje' ri xajoj", "futbol û govend", "ka football bad ka shad", "football ti makinu", the
 * Christmas rush, the hypo after the gym, arm day) that must not start a segment.
 *
 * Labels: `type` is a common standard exercise name in lower case English when the move is a standard exercise (named
 * in any language, by a common variant or described: "Nordic curl" the nordic hamstring curl, "Single-leg bridge" the
 * single leg glute bridge, "Single-leg RDL" the single leg deadlift, "Hamstring slider curls" the hamstring curl,
 * "Supine AAROM flexion w/ cane" the shoulder flexion with stick, "Scapular retraction" the scapular squeeze, "Isometric
 * ER at the wall" the isometric external rotation, "Pendulums" the pendulum, "Band pull-apart" the band pull apart,
 * "Couch stretch" the couch stretch, "Desk push-ups" the incline push up, "sit to stands from a dining chair" the sit to
 * stand, "Tummy tightening (TA)" the transverse abdominis activation, "Bottom squeezes" the glute sets, "Side-lying leg
 * raises" the side lying hip abduction, Bemba "Lalikeni pa numa, amakufi yapetama, sunkeni umusana pa nshi" (lie on the
 * back, knees bent, push the back down) the pelvic tilt, "Kuleni ikufi limo ku cifuba" (pull one knee to the chest)
 * the knee to chest, "imyeni umusana pamulu nga pushi, elyo mwiseni" (lift the back like a cat, then lower it) on the
 * hands and knees the cat cow, "tambikeni ukuboko kumo no kulu kwa ku lubali lumbi" (stretch out one arm and the leg of
 * the other side) the bird dog, "Ikaleni pa fisende, tambikeni amaboko ku ntanshi" (sit on the heels, stretch the arms
 * forward) the child's pose, K'iche' "chaya' jun toalla chuxe' ri ach'ek, chapitz'a' ri ach'ek" (put a towel under the
 * knee, press the knee) the quad sets, "chaluk'a' jun ach'ek, chayaka' ri jun chik awaqan" (bend one knee, lift the
 * other leg) lying down the straight leg raise, "Chatz'uyi' pa ri silla, chajikib'a' ri awaqan" (sit on the chair,
 * straighten the leg) the long arc quad, "Chatyak'atäj pa ri silla xa majun aq'ab'" (get up from the chair without the
 * hands) the sit to stand, "chatpaqi' pa ri uwi' ri awaqan" (go up on the tips of the feet) holding the chair the calf
 * raise, Zazaki "pêşkîre bin zonî de ne, zonî bide ro" (put a towel under the knee, press the knee down) the quad sets,
 * "yew zonî bitewne, lingo bîn rast berz ke" (bend one knee, lift the other leg straight) the straight leg raise,
 * "Ser kursî de roşe, lingê xo hêdî hêdî rast ke" (sit on the chair, slowly straighten the leg) the long arc quad, "Bê
 * destan kursî ra werze" (get up from the chair without the hands) the sit to stand, "Kursî bigîre, ser gîştanê lingan
 * werze" (hold the chair, rise onto the toes) the calf raise, Khasi "Thiah, pyndait ia ka kdiang ha ka thiah bad
 * pynkhohsiew" (lie down, slide the heel on the bed and bend the knee) the heel slides, "kyntiew ia ka kjat ba beit"
 * (lift the straight leg) lying with the other knee bent the straight leg raise, "Shong ha ka shongthait, pynbeit ia ka
 * kjat" (sit on the chair, straighten the leg) the long arc quad, "Kiew ha ka jingkieng" (step up onto the step) the
 * step up, "Ieng ha kawei ka kjat" (stand on one leg) the single leg balance, Kikongo "bikisa koko kudiwanga mpi sala
 * bizunga ya fioti" (let the arm hang and make small circles) the pendulum, "Na misapi, mata na mûr" (with the fingers,
 * climb the wall) the wall walk, "Simba nsinga ya caoutchouc, koko kubelama na nitu, baluka diboko na nganda" (hold
 * the band, the arm against the body, turn the hand outwards) the external rotation with band, "Benda koko na ntulu na
 * koko ya nkaka" (pull the arm across the chest with the other hand) the cross body shoulder stretch, "Tombula mavembo
 * na zulu, bikisa yo kubwa" (lift the shoulders and let them drop) the shoulder shrug), otherwise the author's words;
 * the clean title is the author's name for the move in plain English letters, singular, without camera views, slow-
 * motion passes, abbreviations ("AAROM", "ER", "TA", "w/"), prescription marks, tick boxes, times of day, emoji, setup
 * in brackets or doses (a named English standard title for the moves described in another language). A second camera
 * view or a slow-motion pass of the move just shown continues that move ("+"). "3 x 5", "3 x 10 each leg", "3 x 8
 * each", "2 x 12", "Rx 2 × 10", "Rx 2 × 10, 5 s hold", "x10 x3" (reps then sets), "x15 x2", "x8 e/s x3", "x6 e/s x3",
 * "ama set yabili, imiku cine konse konse", "keb' serie, doce mul", "di seri, diyes rey", "ar set, khatar sien" and
 * "set zole, mbala kumi na zole" are sets; a tick box is one set, so "☐☐☐ … 15 each side" is three sets of fifteen each
 * and "☐☐ Wall sit – 30 s" two holds of thirty seconds (one box names no sets); "Rx 5 × 10 s", "20s x2 e/s", "10 x 10
 * sec", "10 x 5 sec", "ikateni ama second yasano, imiku ikumi", "cinco segundos, diez mul" and "panc saniyeyan
 * bitepişe, des rey" are reps of a hold; "100 total", "50 total", "75 total" are reps and "60 total (30 each leg)"
 * thirty each; "Rx 1 min", "3 min total", "45s e/s", "1 minute", "for 45 seconds" and a timed block in words are holds;
 * "e/s", "each side", "each leg", "elyo no lubali lumbi", "ku lubali lonse", "pa jujun awaqan", "her lingî rê", "ia man
 * la ka kjat" and "na koko ya nkaka" are each; Bemba, K'iche', Zazaki, Khasi and Kikongo number words read as their
 * numbers (yasano 5, cine konse konse 8, ikumi 10, amakumi yabili 20, amakumi yatatu 30, yabili 2; keb' 2 and the
 * Spanish cinco 5, diez 10, doce 12, quince 15, veinte 20; di 2, panc 5, des 10, diyes 12, pancês 15, vîst 20; ar 2,
 * shiphew 10, khatar 12, khatsan 15, laiphew 30; zole 2, kumi 10, kumi na zole 12, kumi na tanu 15, makumi zole 20,
 * makumi tatu 30) and "imiku", "mul", "rey", "sien" and "mbala" are times. The prescription frequencies ("BID", "TID",
 * "QD", "PRN"), the weeks after surgery, the kilo limit, the rest between sets, the times of day, the walk's minutes,
 * "5x/day", "3 x a week", the tick boxes left over, the total's "385", frequencies in any language, and the traps'
 * grams, degrees, minutes, folds, taps, units, millimetres, seconds, quadrants, deductions, scores, strands and pulls are
 * no dose; each chapter line is its own segment unless it is a second view ("+").
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesHeldOut30: DescriptionCaseSpec[] = [
  {
    name: 'desc-heldout30-camera-angle-repeats',
    note: 'A hamstring programme that films every move twice, a side view with the dose and then a front view or a slow-motion pass without one ("Nordic curl (side view) – 3 x 5", "Nordic curl (front view – watch the hips)", "Single-leg RDL – slow-mo, common mistakes"); each second view continues its move.',
    title: 'Hamstring Strength Programme – Every Exercise From 2 Angles (Side + Front View)',
    duration: 480,
    text: `
      Each exercise is filmed twice so you can check your form: side view first (with the sets and reps), then front view or slow motion. Do it twice a week, with a day off in between.

      0:00 Intro + why two angles @@ .
      0:40 Nordic curl (side view) – 3 x 5 @@ nordic hamstring curl | Nordic curl | s3 r5 | LB
      1:30 Nordic curl (front view – watch the hips) @@ +
      2:15 Single-leg bridge (side view) – 3 x 10 each leg @@ single leg glute bridge | Single leg bridge | s3 r10 each | LB
      3:05 Single-leg bridge (front view) @@ +
      3:50 Single-leg RDL (side view) – 3 x 8 each @@ single leg deadlift | Single leg RDL | s3 r8 each | LB
      4:40 Single-leg RDL – slow-mo, common mistakes @@ +
      5:30 Hamstring slider curls (side view) – 2 x 12 @@ hamstring curl | Hamstring slider curl | s2 r12 | LB
      6:20 Hamstring slider curls (front view) @@ +
      7:05 Putting it into your week @@ .
    `,
  },
  {
    name: 'desc-heldout30-rx-bid-tid-shorthand',
    note: 'A rotator cuff repair programme (weeks 6–12) written in prescription shorthand ("Supine AAROM flexion w/ cane – Rx 2 × 10, BID", "Table slides – Rx 15 reps, TID", "Scapular retraction – Rx 2 × 10, 5 s hold, BID", "Isometric ER at the wall – Rx 5 × 10 s, QD", "Pendulums – Rx 1 min, PRN"), the abbreviations explained in a talk chapter and the prose.',
    title: 'Rotator Cuff Repair: Weeks 6–12 Home Exercises (Active-Assisted Phase) | Orthopaedic Physio',
    duration: 540,
    text: `
      Rx = prescription. BID = twice a day, TID = three times a day, QD = once a day, PRN = as needed. No lifting more than 1 kg and no reaching behind your back until week 12. Stop and call the clinic if the pain is worse the next morning.

      0:00 Before you start: the sling's off – now what? @@ .
      0:50 Supine AAROM flexion w/ cane – Rx 2 × 10, BID @@ shoulder flexion with stick | Supine AAROM flexion with cane | s2 r10 | UB
      2:30 Table slides – Rx 15 reps, TID @@ table slides | Table slide | r15 | UB
      4:00 Scapular retraction – Rx 2 × 10, 5 s hold, BID @@ scapular squeeze | Scapular retraction | s2 r10 h5 | UB
      5:20 Isometric ER at the wall – Rx 5 × 10 s, QD @@ isometric external rotation | Isometric external rotation | r5 h10 | UB
      6:40 Pendulums – Rx 1 min, PRN @@ pendulum | Pendulum | h60 | UB
      7:30 What BID / TID / QD / PRN mean + when to call us @@ .
    `,
  },
  {
    name: 'desc-heldout30-stacked-x-shorthand',
    note: 'A coach\'s full-body session whose chapters are his notes in stacked shorthand, the reps then the sets ("Goblet squat x10 x3", "Reverse lunge x8 e/s x3", "Band pull-apart x15 x2", "Dead bug x6 e/s x3", "Side plank 20s x2 e/s", "Couch stretch 45s e/s"), the shorthand explained in the prose.',
    title: 'Full Body Session – Straight From My Coaching Notes (Follow Along)',
    duration: 690,
    text: `
      How to read my notes: x10 x3 = 10 reps, 3 sets. e/s = each side. Rest 60–90s between sets. Grab a kettlebell or a dumbbell and a light band.

      0:00 Warm-up chat @@ .
      0:45 Goblet squat x10 x3 @@ goblet squat | Goblet squat | s3 r10 | LB
      2:40 Reverse lunge x8 e/s x3 @@ reverse lunge | Reverse lunge | s3 r8 each | LB
      4:35 Band pull-apart x15 x2 @@ band pull apart | Band pull apart | s2 r15 | UB
      5:50 Dead bug x6 e/s x3 @@ dead bug | Dead bug | s3 r6 each | C
      7:30 Side plank 20s x2 e/s @@ side plank | Side plank | r2 h20 each | C
      9:00 Couch stretch 45s e/s @@ couch stretch | Couch stretch | h45 each | LB
      10:20 Notes + what "e/s" means @@ .
    `,
  },
  {
    name: 'desc-heldout30-century-total-reps',
    note: 'A "century" bodyweight challenge whose doses are totals to split however you like ("Squats – 100 total", "Push-ups – 50 total (knees are fine)", "Walking lunges – 60 total (30 each leg)", "Sit-ups – 75 total", "Plank – 3 min total, as few breaks as you can"), the grand total "385 reps" in the title.',
    title: 'The Century Workout – 385 Reps, Break Them Up However You Like (No Equipment)',
    duration: 1500,
    text: `
      Total reps, not sets: split them into as many sets as you need and rest when you need to. Time yourself and try to beat it next month!

      0:00 The rules: break it up however you like @@ .
      0:50 Squats – 100 total @@ squat | Squat | r100 | LB
      6:10 Push-ups – 50 total (knees are fine) @@ push up | Push up | r50 | UB
      10:40 Walking lunges – 60 total (30 each leg) @@ walking lunge | Walking lunge | r30 each | LB
      15:20 Sit-ups – 75 total @@ sit up | Sit up | r75 | C
      19:30 Plank – 3 min total, as few breaks as you can @@ plank | Plank | h180 | C
      23:45 How long did it take you? @@ .
    `,
  },
  {
    name: 'desc-heldout30-exercise-snacks-times-of-day',
    note: 'A day of exercise snacks whose chapter titles carry the time of day right after the timestamp ("1:10 ☕ 7:15 am – 10 squats while the kettle boils", "5:00 📺 3:00 pm – wall sit for 45 seconds", "6:45 🛏️ 9:30 pm – child\'s pose, 1 minute"), emoji for the place, and a walk after lunch that is no exercise chapter.',
    title: 'Exercise Snacks: 6 Tiny Workouts Through My Day (Kettle, Toothbrush, Desk, TV…)',
    duration: 540,
    text: `
      Exercise snacks = a minute or two of movement, several times a day, instead of one long workout. Here's my day – steal the times that work for you, and set phone alarms until it's a habit.

      0:00 Why exercise snacks work @@ .
      1:10 ☕ 7:15 am – 10 squats while the kettle boils @@ squat | Squat | r10 | LB
      2:05 🪥 7:40 am – 20 calf raises while brushing your teeth @@ calf raise | Calf raise | r20 | LB
      3:00 💻 10:30 am – desk push-ups × 10 @@ incline push up | Desk push up | r10 | UB
      4:10 🚶 12:45 pm – walk round the block after lunch @@ .
      5:00 📺 3:00 pm – wall sit for 45 seconds @@ wall sit | Wall sit | h45 | LB
      5:50 🍝 6:20 pm – 10 sit to stands from a dining chair @@ sit to stand | Sit to stand | r10 | LB
      6:45 🛏️ 9:30 pm – child's pose, 1 minute @@ child's pose | Child's pose | h60 | B
      7:40 How to remember (phone alarms) @@ .
    `,
  },
  {
    name: 'desc-heldout30-discectomy-blt-precautions',
    note: 'A spinal ward\'s video for the first six weeks after a lumbar discectomy, with a talk chapter full of moves that are not allowed ("No BLT: why no sit-ups, toe touches or twisting stretches yet") before the discharge sheet\'s exercises ("Tummy tightening (TA) lying down – 10 x 10 sec", "Bottom squeezes – 10 x 5 sec", "Heel slides – 10 each leg, keep the back still"), and the log roll and a walking plan as talk chapters.',
    title: 'After Lumbar Discectomy: Your First 6 Weeks (No BLT!) – Exercises From Your Discharge Sheet',
    duration: 660,
    text: `
      For the first 6 weeks: no BLT – no Bending, Lifting (nothing heavier than a full kettle) or Twisting. Walk every day, building up from 5 minutes 5x/day. These are the exercises on your discharge sheet; do them 3 times a day.

      0:00 Hello + who this is for @@ .
      0:45 No BLT: why no sit-ups, toe touches or twisting stretches yet @@ .
      2:30 Tummy tightening (TA) lying down – 10 x 10 sec @@ transverse abdominis activation | Tummy tightening | r10 h10 | C
      4:00 Bottom squeezes – 10 x 5 sec @@ glute sets | Bottom squeeze | r10 h5 | LB
      5:10 Heel slides – 10 each leg, keep the back still @@ heel slides | Heel slide | r10 each | LB
      6:20 Sciatic nerve glide (sitting) – 10 slow reps, gently @@ sciatic nerve glide | Sciatic nerve glide | r10 | LB
      7:40 Getting in and out of bed: the log roll @@ .
      9:00 Your walking plan, week by week @@ .
    `,
  },
  {
    name: 'desc-heldout30-tick-box-sets',
    note: 'A hip strengthening programme pasted from a printable tick sheet, with one empty tick box per set before each name ("☐☐☐ Clamshells – 15 each side", "☐☐ Side-lying leg raises – 10 each side", "☐☐ Wall sit – 30 s", "☐ Hip flexor stretch – 30 s each side"), the boxes explained in the prose and a talk chapter.',
    title: 'Hip Strength Programme With a Tick Sheet ☑️ (Gluteal Tendinopathy & Hip OA)',
    duration: 600,
    text: `
      Tick a box every time you finish a set ☑️ – print the sheet from the link in the pinned comment, or just tick them in your head. 3 x a week.

      0:00 How to use the tick boxes @@ .
      0:35 ☐☐☐ Clamshells – 15 each side @@ clamshell | Clamshell | s3 r15 each | LB
      2:20 ☐☐☐ Glute bridges – 12 @@ glute bridge | Glute bridge | s3 r12 | LB
      3:50 ☐☐ Side-lying leg raises – 10 each side @@ side lying hip abduction | Side lying leg raise | s2 r10 each | LB
      5:10 ☐☐☐ Step-ups – 8 each leg @@ step up | Step up | s3 r8 each | LB
      6:40 ☐☐ Wall sit – 30 s @@ wall sit | Wall sit | r2 h30 | LB
      7:50 ☐ Hip flexor stretch – 30 s each side @@ hip flexor stretch | Hip flexor stretch | h30 each | LB
      9:00 All ticked? Well done @@ .
    `,
  },
  {
    name: 'desc-heldout30-bemba-umusana',
    note: 'A Kitwe physiotherapist\'s back programme in Bemba (new language) after "◈" with ordinal labels ("Ica kubalilapo –", "Ica bubili –"… "Ica busano –"), every move described, and the dose in Bemba number words ("ikateni ama second yasano, imiku ikumi", "ama second amakumi yabili, elyo no lubali lumbi", "imiku ikumi", "ama set yabili, imiku cine konse konse ku lubali lonse", "ama second amakumi yatatu"); welcome, advice and thanks chapters, and football and dancing named in the prose.',
    title: "Umusana ulekalipa? Ama-exercise yasano pa ng'anda | Physiotherapist (mu Cibemba)",
    duration: 580,
    text: `
      Ama-exercise ayayanguka ku musana. Nga ukukalipa kulaya mu kulu, nangu kulekula, kabiyeni ku cipatala. Ukwangala umupira na ukucinda tukalanshanya pali video imbi.

      0:00 ◈ Mwashibukeni mwebo bonse! @@ .
      0:40 ◈ Ica kubalilapo – Lalikeni pa numa, amakufi yapetama, sunkeni umusana pa nshi – ikateni ama second yasano, imiku ikumi @@ pelvic tilt | Pelvic tilt | r10 h5 | B
      1:55 ◈ Ica bubili – Kuleni ikufi limo ku cifuba – ama second amakumi yabili, elyo no lubali lumbi @@ knee to chest | Knee to chest | h20 each | B
      3:10 ◈ Ica butatu – Pa maboko na pa makufi, imyeni umusana pamulu nga pushi, elyo mwiseni – imiku ikumi @@ cat cow | Cat cow | r10 | B
      4:25 ◈ Ica bune – Pa maboko na pa makufi, tambikeni ukuboko kumo no kulu kwa ku lubali lumbi – ama set yabili, imiku cine konse konse ku lubali lonse @@ bird dog | Bird dog | s2 r8 each | B
      5:40 ◈ Ica busano – Ikaleni pa fisende, tambikeni amaboko ku ntanshi – ama second amakumi yatatu @@ child's pose | Child's pose | h30 | B
      6:55 ◈ Amano @@ .
      8:15 ◈ Natotela! @@ .
    `,
  },
  {
    name: 'desc-heldout30-kiche-chek',
    note: 'A Quetzaltenango physiotherapist\'s knee programme in K\'iche\' (new language) after "☀" with the ordinals "Nab\'e –", "Ukab\' –"… "Uro\' –", every move described, and the dose counted as K\'iche\' speakers count, K\'iche\' numbers up to three and Spanish ones above ("cinco segundos, diez mul", "diez mul pa jujun awaqan", "keb\' serie, doce mul", "quince mul", "veinte mul"); welcome, advice and thanks chapters, and football and the dance named in the prose.',
    title: "¿Kaq'ax ri ach'ek? Job' ejercicios pa ja | Fisioterapeuta (pa K'iche')",
    duration: 580,
    text: `
      Ejercicios rech ri ch'ek. We k'o k'ax pa ri awaqan o knimar ri k'ax, jat rik'in ri ajkun. Ri pelota xuquje' ri xajoj kqatzijoj pa jun chik video.

      0:00 ☀ Saqarik iwonojel! @@ .
      0:40 ☀ Nab'e – Chatz'uyi' pa ri ch'at, chaya' jun toalla chuxe' ri ach'ek, chapitz'a' ri ach'ek – cinco segundos, diez mul @@ quad sets | Quad sets | r10 h5 | LB
      1:55 ☀ Ukab' – Chatkotz'i', chaluk'a' jun ach'ek, chayaka' ri jun chik awaqan – diez mul pa jujun awaqan @@ straight leg raise | Straight leg raise | r10 each | LB
      3:10 ☀ Urox – Chatz'uyi' pa ri silla, chajikib'a' ri awaqan – keb' serie, doce mul @@ long arc quad | Long arc quad | s2 r12 | LB
      4:25 ☀ Ukaj – Chatyak'atäj pa ri silla xa majun aq'ab', k'a te' chattz'uyi' chik – quince mul @@ sit to stand | Sit to stand | r15 | LB
      5:40 ☀ Uro' – Chachapa' ri silla, chatpaqi' pa ri uwi' ri awaqan – veinte mul @@ calf raise | Calf raise | r20 | LB
      6:55 ☀ Pixab' @@ .
      8:15 ☀ Maltyox! @@ .
    `,
  },
  {
    name: 'desc-heldout30-zazaki-zon',
    note: 'A Dersim physiotherapist\'s knee programme in Zazaki (new language) after "✦" with ordinal labels ("Yewin –", "Diyin –"… "Pancin –"), every move described, and the dose in Zazaki number words ("panc saniyeyan bitepişe, des rey", "des rey her lingî rê", "di seri, diyes rey", "pancês rey", "vîst rey"); welcome, advice and thanks chapters, and football and the govend named in the prose.',
    title: 'Zonê to dejeno? Panc egzersîzê keyeyî | Fîzyoterapîste (bi Zazakî)',
    duration: 580,
    text: `
      Egzersîzê sivikî zonî rê. Eke zonê to werem keno ya zî dej zêdeyêno, şo doktorî het. Futbol û govend ser o yewna vîdyo de qisey kenî.

      0:00 ✦ Şima xeyr ameyî! @@ .
      0:40 ✦ Yewin – Ser text de roşe, pêşkîre bin zonî de ne, zonî bide ro – panc saniyeyan bitepişe, des rey @@ quad sets | Quad sets | r10 h5 | LB
      1:55 ✦ Diyin – Ser paştî de raxe, yew zonî bitewne, lingo bîn rast berz ke – des rey her lingî rê @@ straight leg raise | Straight leg raise | r10 each | LB
      3:10 ✦ Hîrêyin – Ser kursî de roşe, lingê xo hêdî hêdî rast ke – di seri, diyes rey @@ long arc quad | Long arc quad | s2 r12 | LB
      4:25 ✦ Çarin – Bê destan kursî ra werze, reyna roşe – pancês rey @@ sit to stand | Sit to stand | r15 | LB
      5:40 ✦ Pancin – Kursî bigîre, ser gîştanê lingan werze – vîst rey @@ calf raise | Calf raise | r20 | LB
      6:55 ✦ Tewsiyeyî @@ .
      8:15 ✦ Berxudar bê! @@ .
    `,
  },
  {
    name: 'desc-heldout30-khasi-khohsiew',
    note: 'A Shillong physiotherapist\'s knee programme in Khasi (new language) after "❂" with ordinal labels ("Ka ba nyngkong –", "Ka ba ar –"… "Ka ba san –"), every move described, and the dose in Khasi number words ("shiphew sien", "shiphew sien ia man la ka kjat", "ar set, khatar sien", "khatsan sien ia man la ka kjat", "laiphew second ia man la ka kjat"); welcome, advice and thanks chapters, and football and dancing named in the prose.',
    title: 'Ka jingpang khohsiew? San tylli ki exercise ha iing | Physiotherapist (ha ka ktien Khasi)',
    duration: 580,
    text: `
      Ki exercise kiba suloi na ka bynta ka khohsiew. Lada ka khohsiew ka sit, ne ka jingpang ka kham jur, leit sha u doktor. Ia ka football bad ka shad, ngin kren ha kawei pat ka video.

      0:00 ❂ Khublei ia phi baroh! @@ .
      0:40 ❂ Ka ba nyngkong – Thiah, pyndait ia ka kdiang ha ka thiah bad pynkhohsiew – shiphew sien @@ heel slides | Heel slides | r10 | LB
      1:55 ❂ Ka ba ar – Thiah, pynkhohsiew ia kawei ka kjat, kyntiew ia kawei pat ka kjat ba beit – shiphew sien ia man la ka kjat @@ straight leg raise | Straight leg raise | r10 each | LB
      3:10 ❂ Ka ba lai – Shong ha ka shongthait, pynbeit ia ka kjat – ar set, khatar sien @@ long arc quad | Long arc quad | s2 r12 | LB
      4:25 ❂ Ka ba saw – Kiew ha ka jingkieng bad hiar – khatsan sien ia man la ka kjat @@ step up | Step up | r15 each | LB
      5:40 ❂ Ka ba san – Ieng ha kawei ka kjat, bat ia ka shongthait – laiphew second ia man la ka kjat @@ single leg balance | Single leg balance | h30 each | LB
      6:55 ❂ Ki jingmaham @@ .
      8:15 ❂ Khublei shibun! @@ .
    `,
  },
  {
    name: 'desc-heldout30-kikongo-vembo',
    note: 'A Brazzaville physiotherapist\'s shoulder programme in Kikongo (new language) after "◆" with ordinal labels ("Ya ntete –", "Ya zole –"… "Ya tanu –"), every move described, and the dose in Kikongo number words ("sekonde makumi tatu", "mbala kumi", "set zole, mbala kumi na zole", "sekonde makumi zole, na koko ya nkaka", "mbala kumi na tanu"); welcome, advice and thanks chapters, and football and dancing named in the prose.',
    title: 'Vembo ke pesa nge mpasi? Ba exercice tanu na nzo | Kinésithérapeute (na Kikongo)',
    duration: 580,
    text: `
      Ba exercice ya pete sambu na vembo. Kana koko ke fwa nitu to mpasi ke kuma ngolo, kwenda na munganga. Ya football ti makinu beto ta tuba na video ya nkaka.

      0:00 ◆ Mbote na beno yonso! @@ .
      0:40 ◆ Ya ntete – Fukama na meza, bikisa koko kudiwanga mpi sala bizunga ya fioti – sekonde makumi tatu @@ pendulum | Pendulum | h30 | UB
      1:55 ◆ Ya zole – Na misapi, mata na mûr malembe-malembe – mbala kumi @@ wall walk | Wall walk | r10 | UB
      3:10 ◆ Ya tatu – Simba nsinga ya caoutchouc, koko kubelama na nitu, baluka diboko na nganda – set zole, mbala kumi na zole @@ external rotation with band | External rotation with band | s2 r12 | UB
      4:25 ◆ Ya iya – Benda koko na ntulu na koko ya nkaka – sekonde makumi zole, na koko ya nkaka @@ cross body shoulder stretch | Cross body shoulder stretch | h20 each | UB
      5:40 ◆ Ya tanu – Tombula mavembo na zulu, bikisa yo kubwa – mbala kumi na tanu @@ shoulder shrug | Shoulder shrug | r15 | UB
      6:55 ◆ Malongi @@ .
      8:15 ◆ Matondo! @@ .
    `,
  },
  {
    name: 'desc-heldout30-trap-chocolate-tempering',
    note: 'A chocolate tempering video, with a valid chapter list and no exercise done by a person, whose chapters give grams, degrees, minutes, folds, taps, sides and arms ("Seed method – add the rest, stir 3 min", "Cool to 27°C, then back up to 31–32°C", "Tabling – spread, lift and fold 8–10 times", "Moulds: fill, tap 20 times, both sides", "Why my arms ache after the Christmas rush"); no captions.',
    title: 'How to Temper Chocolate at Home – Seeding vs Tabling (Snap, Shine, No Bloom)',
    duration: 960,
    text: `
      You'll need 500 g good dark chocolate, a probe thermometer, a spatula and a marble slab or a cold worktop. Dark: melt to 45–50°C, cool to 27°C, work at 31–32°C.

      0:00 Why temper at all? @@ .
      1:30 Chop 500 g, melt two-thirds to 45–50°C @@ .
      4:00 Seed method – add the rest, stir 3 min @@ .
      6:15 Cool to 27°C, then back up to 31–32°C @@ .
      8:00 Tabling – spread, lift and fold 8–10 times @@ .
      10:30 The test strip – set in 5 min at room temperature @@ .
      12:00 Moulds: fill, tap 20 times, both sides, scrape @@ .
      14:20 Why my arms ache after the Christmas rush @@ .
    `,
  },
  {
    name: 'desc-heldout30-trap-insulin-pen-technique',
    note: 'A diabetes nurse\'s insulin pen technique video, with a valid chapter list and no exercise done by a person, whose chapters give needle lengths, units, degrees, seconds, quadrants, centimetres and sides and name exercise ("Prime: dial 2 units, press until a drop", "Inject at 90°, press and hold for 10 seconds", "Rotate sites: 4 quadrants, 1 cm apart, both sides", "Exercise and insulin: the hypo after squats and spin"); no captions.',
    title: 'Insulin Pen Technique: Priming, Injecting & Rotating Sites | Diabetes Specialist Nurse',
    duration: 780,
    text: `
      Use a new needle every time. Keep spare insulin in the fridge; the pen in use can stay at room temperature for 4 weeks. If you have a hypo, treat it first, then test again after 15 minutes.

      0:00 Your pen and your needles @@ .
      1:20 Attach a new needle – 4 mm is enough for most people @@ .
      2:40 Prime: dial 2 units, point it up, press until a drop @@ .
      4:10 Dial your dose @@ .
      5:00 Inject at 90°, press and hold for 10 seconds @@ .
      6:30 Rotate sites: 4 quadrants, 1 cm apart, both sides of the tummy @@ .
      8:45 Lumps (lipohypertrophy) – what they are @@ .
      10:30 Exercise and insulin: the hypo after squats and spin @@ .
    `,
  },
  {
    name: 'desc-heldout30-trap-gymnastics-judging-course',
    note: 'A gymnastics judging course for new judges, with a valid chapter list and no exercise done by a person, whose chapters name skills with holds, degrees, legs, deductions and scores ("Handstand – must be held 2 s", "Split leap – 180° or 0.1 off", "Back walkover – both legs, no pause", "Deductions: bent knees 0.1, flexed feet 0.05", "Scoring a floor routine: the 10.0 start value"); no captions.',
    title: 'Judging Course Level 1: Compulsory Beam & Floor Skills – What Judges Look For',
    duration: 2700,
    text: `
      Recorded course for new club judges. Clips are from last season's competitions with the gymnasts' and parents' permission. Bring your code of points for the quiz at the end.

      0:00 Welcome + how the panel works @@ .
      3:30 Handstand – must be held 2 s @@ .
      8:10 Split leap – 180° or 0.1 off @@ .
      13:00 Back walkover – both legs, no pause @@ .
      18:20 Cartwheel on beam – the landing @@ .
      23:40 Deductions: bent knees 0.1, flexed feet 0.05 @@ .
      31:00 Scoring a floor routine: the 10.0 start value @@ .
      40:00 Quiz + Q&A @@ .
    `,
  },
  {
    name: 'desc-heldout30-trap-french-braid-tutorial',
    note: 'A French braid tutorial, with a valid chapter list and no exercise done by a person, whose chapters give strands, crossings, repeats, sides, holds, seconds and pulls and name a stretch ("Right over middle, left over middle – repeat", "Add hair from each side as you go", "Hold it tight with your thumbs for 10 s", "Pancake it – pull the loops out, both sides", "My arms after 10 minutes of this = arm day"); no captions.',
    title: 'How to French Braid Your Own Hair (Beginner Friendly) + Two Dutch Braids',
    duration: 720,
    text: `
      Brush it out first and use a little texture spray if your hair is very silky. Practise on a friend or a doll head before you try it on yourself.

      0:00 What you need @@ .
      0:50 Take a section at the top, split it into 3 strands @@ .
      2:10 Right over middle, left over middle – repeat @@ .
      3:40 Add hair from each side as you go @@ .
      5:30 Hold it tight with your thumbs for 10 s, then tie off @@ .
      6:45 Pancake it – pull the loops out, both sides @@ .
      8:15 Two Dutch braids – left side first, then the right @@ .
      10:30 My arms after 10 minutes of this = arm day @@ .
    `,
  },
];
