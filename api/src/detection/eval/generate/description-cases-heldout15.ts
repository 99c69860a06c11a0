/**
 * Fifteenth held-out batch (heldout15), written before the engine was run on it even once: never tuned on. Formats the
 * earlier batches did not use, after searching public physio home programmes, church and club strength manuals ("1 set
 * of 6–8 repetitions per leg"), creator workout descriptions, chapter-list pages, Hong Kong and Tamil exercise pages
 * and YouTube's chapter rules (first stamp 0:00, at least three, ascending, each at least ten seconds, inside the
 * video): a dumbbell session whose names, headers and some doses are written in the "𝗯𝗼𝗹𝗱" mathematical letters and
 * digits creators paste to stand out ("𝗚𝗼𝗯𝗹𝗲𝘁 𝘀𝗾𝘂𝗮𝘁 – 𝟯 × 𝟭𝟮"), with "━━━" dividers; chapters written as time ranges
 * ("0:40–2:55 | Cat-cow ⇢ 10 slow reps"); a body-part label in capitals before an arrow and the name, with difficulty
 * stars after it ("GLUTES ➔ Side-lying leg raise ★☆☆ · 15/side"); keycap emoji numbers before the clock ("3️⃣ 4:50")
 * with doses in everyday words ("a dozen", "twice through, 10 each time", "three lots of 8", "a minute and a half",
 * "half a minute each side", "a good 20 seconds a leg"); a printable table with one column per set ("TIME | EXERCISE
 * | SET 1 | SET 2 | SET 3", "10/leg | 10/leg | 10/leg", "20 s | 20 s | –"); Somali "n-aad" ordinals with doses in
 * Somali number words and digits ("toban jeer", "soddon ilbiriqsi dhinac kasta", "12 jeer × 3 set", "hal daqiiqo",
 * new), Telugu with doses in square brackets ("[10 సార్లు]", "[30 సెకన్లు, 3 సార్లు]", "[12 సార్లు × 3 సెట్లు]", new)
 * and Lao after "▪" with the dose before the name in brackets ("(10 ເທື່ອ x 2 ຊຸດ)", "ຄ້າງໄວ້ 5 ວິນາທີ", "ແຕ່ລະຂ້າງ",
 * new) — and four traps whose lists YouTube does not read as chapters: a Kannada knee list from 0:30 (new), a
 * 58-second Short carrying the timestamps of its 35-minute full version (every stamp after 0:00 past the end), a list
 * of "jump to" links whose only times are "?t=" parameters in the URLs, and a charity livestream replay whose list of
 * its second hour's highlights starts at 1:00:00.
 *
 * Labels: `type` is a common standard exercise name in lower case English when the move is a standard exercise (named
 * in any language or by a common variant: "Side-lying leg raise" is the side lying hip abduction, "Heel raises" the
 * calf raise, "Knee straightening in the chair" the long arc quad, "Finger walks up the wall" the wall walk, "Towel
 * stretch behind the back" the towel internal rotation stretch), otherwise the author's words; the clean title is that
 * name. Mathematical bold letters and digits read as their plain ones; "a dozen" is 12; "twice through, 10 each time"
 * is 2 sets of 10; "three lots of 8" is 3 sets of 8; "a minute and a half" is a 90 s hold; "30 s, 3 times" is 3 reps of
 * a 30 s hold; "45 s each way" is a hold each side; a column per set gives the sets (two filled columns of "20 s" are 2
 * sets of a 20 s hold); "hold" after a name ("Glute bridge hold – 60 s") is no part of the name; the time
 * range's end, body-part labels, difficulty stars, keycap numbers and the set columns' header are no part of the
 * name; rests, pain advice and frequencies are no dose; each chapter line is its own segment.
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesHeldOut15: DescriptionCaseSpec[] = [
  {
    name: 'desc-heldout15-math-bold-letters',
    note: 'Names, headers and some doses in mathematical bold letters and digits ("𝗚𝗼𝗯𝗹𝗲𝘁 𝘀𝗾𝘂𝗮𝘁 – 𝟯 × 𝟭𝟮", "𝗚𝗹𝘂𝘁𝗲 𝗯𝗿𝗶𝗱𝗴𝗲 𝗵𝗼𝗹𝗱 – 𝟲𝟬 𝘀") with plain-digit doses on other lines, "━━━" dividers and a bold "𝗧𝗜𝗠𝗘𝗦𝗧𝗔𝗠𝗣𝗦" header.',
    title: '𝗟𝗢𝗪𝗘𝗥 𝗕𝗢𝗗𝗬 𝗕𝗨𝗥𝗡 🔥 15 Min Dumbbell Leg Workout (Follow Along)',
    duration: 900,
    text: `
      𝗪𝗛𝗔𝗧 𝗬𝗢𝗨 𝗡𝗘𝗘𝗗: one or two dumbbells, a mat, water 💧
      ━━━━━━━━━━━━━━━
      𝗧𝗜𝗠𝗘𝗦𝗧𝗔𝗠𝗣𝗦
      0:00 𝗜𝗻𝘁𝗿𝗼 @@ .
      0:50 𝗚𝗼𝗯𝗹𝗲𝘁 𝘀𝗾𝘂𝗮𝘁 – 𝟯 × 𝟭𝟮 @@ goblet squat | Goblet squat | s3 r12 | LB
      4:10 𝗥𝗲𝘃𝗲𝗿𝘀𝗲 𝗹𝘂𝗻𝗴𝗲 – 10 each leg @@ reverse lunge | Reverse lunge | r10 each | LB
      7:05 𝗥𝗼𝗺𝗮𝗻𝗶𝗮𝗻 𝗱𝗲𝗮𝗱𝗹𝗶𝗳𝘁 – 𝟯 × 𝟭𝟬 @@ romanian deadlift | Romanian deadlift | s3 r10 | LB
      10:20 𝗟𝗮𝘁𝗲𝗿𝗮𝗹 𝗹𝘂𝗻𝗴𝗲 – 8 each side @@ lateral lunge | Lateral lunge | r8 each | LB
      12:00 𝗚𝗹𝘂𝘁𝗲 𝗯𝗿𝗶𝗱𝗴𝗲 𝗵𝗼𝗹𝗱 – 𝟲𝟬 𝘀 @@ glute bridge | Glute bridge | h60 | LB
      13:20 𝗦𝘁𝗿𝗲𝘁𝗰𝗵 & 𝗰𝗼𝗼𝗹 𝗱𝗼𝘄𝗻 @@ .
      ━━━━━━━━━━━━━━━
      New workout every Monday 💪 Turn on notifications so you don't miss it.
    `,
  },
  {
    name: 'desc-heldout15-time-ranges',
    note: 'Chapters written as time ranges at the start of the line ("0:40–2:55 | Cat-cow ⇢ 10 slow reps"), the dose after "⇢" ("2 × 8, 3 s hold", "1 min", "45 s each way", "5 per side").',
    title: '10 Minute Morning Back Mobility – Gentle Follow Along',
    duration: 650,
    text: `
      Follow the ranges if you want to skip around. Mat and a cushion for your knees.

      0:00–0:40 | Welcome + how it should feel @@ .
      0:40–2:55 | Cat-cow ⇢ 10 slow reps @@ cat cow | Cat cow | r10 | B
      2:55–4:30 | Thread the needle ⇢ 5 per side @@ thread the needle | Thread the needle | r5 each | B
      4:30–6:40 | Bird dog ⇢ 2 × 8, 3 s hold @@ bird dog | Bird dog | s2 r8 h3 | C
      6:40–8:15 | Sphinx ⇢ 1 min @@ sphinx | Sphinx | h60 | B
      8:15–10:05 | Supine twist ⇢ 45 s each way @@ supine twist | Supine twist | h45 each | B
      10:05–10:50 | Wrap-up @@ .

      If anything gives you pins and needles down the leg, skip it and let me know in the comments.
    `,
  },
  {
    name: 'desc-heldout15-body-part-arrow-stars',
    note: 'A body-part label in capitals before "➔" and the name, difficulty stars after it ("GLUTES ➔ Side-lying leg raise ★☆☆ · 15/side"), the dose after "·" ("3 × 8/side", "25 s/side", "2 × 10"); a star key in the prose.',
    title: 'Runner Strength Routine – 6 Moves, Pick Your Level (★ to ★★★)',
    duration: 810,
    text: `
      Difficulty: ★☆☆ easy · ★★☆ medium · ★★★ hard. Pick your level and skip anything that hurts.

      0:00 INTRO ➔ why these six @@ .
      0:55 GLUTES ➔ Side-lying leg raise ★☆☆ · 15/side @@ side lying hip abduction | Side lying hip abduction | r15 each | LB
      2:40 HAMSTRINGS ➔ Single-leg bridge ★★☆ · 3 × 8/side @@ single leg glute bridge | Single leg glute bridge | s3 r8 each | LB
      5:05 CORE ➔ Dead bug ★★☆ · 2 × 10 @@ dead bug | Dead bug | s2 r10 | C
      7:00 CORE ➔ Side plank ★★★ · 25 s/side @@ side plank | Side plank | h25 each | C
      8:45 UPPER BACK ➔ Prone Y raise ★☆☆ · 12 @@ prone y raise | Prone y raise | r12 | UB
      10:20 CALVES ➔ Single-leg calf raise ★★★ · 3 × 15/side @@ single leg calf raise | Single leg calf raise | s3 r15 each | LB
      12:30 OUTRO ➔ how to progress each move @@ .
    `,
  },
  {
    name: 'desc-heldout15-keycaps-word-doses',
    note: 'Keycap emoji numbers before the clock ("3️⃣ 4:50") and doses in everyday words ("a dozen", "twice through, 10 each time", "8 a side", "a minute and a half", "three lots of 8", "half a minute each side", "a good 20 seconds a leg"); a church hall class with tea after.',
    title: 'Thursday Over-60s Class – Knees & Hips (Chair Based, 15 min)',
    duration: 900,
    text: `
      Our gentle knee and hip session for the Thursday over-60s group, filmed in St Anne's church hall. Chairs out, shoes on.

      0️⃣ 0:00 Hello and housekeeping @@ .
      1️⃣ 1:15 Sit to stand – a dozen, slow on the way down @@ sit to stand | Sit to stand | r12 | LB
      2️⃣ 3:00 Heel raises at the chair back – twice through, 10 each time @@ calf raise | Calf raise | s2 r10 | LB
      3️⃣ 4:50 Side leg lifts holding the chair – 8 a side @@ standing hip abduction | Standing hip abduction | r8 each | LB
      4️⃣ 6:30 Marching on the spot – a minute and a half @@ standing march | Standing march | h90 | LB
      5️⃣ 8:20 Knee straightening in the chair – three lots of 8 @@ long arc quad | Long arc quad | s3 r8 | LB
      6️⃣ 10:05 Standing on one leg – half a minute each side @@ single leg balance | Single leg balance | h30 each | LB
      7️⃣ 11:40 Calf stretch at the wall – a good 20 seconds a leg @@ calf stretch | Calf stretch | h20 each | LB
      8️⃣ 13:00 Tea, biscuits and next week @@ .

      Class is every Thursday at 10:30, £3 including tea. Everyone welcome.
    `,
  },
  {
    name: 'desc-heldout15-per-set-columns',
    note: 'A printable table with one column per set ("TIME | EXERCISE | SET 1 | SET 2 | SET 3"): "10/leg | 10/leg | 10/leg" is 3 sets of 10 each side, "20 s | 20 s | –" is 2 sets of a 20 s hold; talk rows with dashes or empty cells.',
    title: 'Full Body Strength A – Printable Workout Card (Dumbbells)',
    duration: 1200,
    text: `
      Print this and tick the boxes as you go ✔ Rest 60–90 s between sets.

      TIME  | EXERCISE                | SET 1  | SET 2  | SET 3
      0:00  | Intro & equipment check | –      | –      | – @@ .
      1:20  | Split squat             | 10/leg | 10/leg | 10/leg @@ split squat | Split squat | s3 r10 each | LB
      5:40  | Push-up                 | 8      | 8      | 8 @@ push up | Push up | s3 r8 | UB
      9:15  | Bent-over row           | 12     | 12     | 12 @@ bent over row | Bent over row | s3 r12 | UB
      12:50 | Hollow hold             | 20 s   | 20 s   | – @@ hollow hold | Hollow hold | s2 h20 | C
      15:30 | Farmer carry            | 45 s   | 45 s   | 45 s @@ farmer carry | Farmer carry | s3 h45 | FB
      18:10 | Cool-down + notes       |        |        | @@ .

      Strength B is the next video in the playlist.
    `,
  },
  {
    name: 'desc-heldout15-somali-dhabar',
    note: 'A Somali low-back routine (new language) with "n-aad" ordinals before the name and doses in Somali number words and digits ("toban jeer", "soddon ilbiriqsi dhinac kasta", "12 jeer × 3 set", "siddeed jeer dhinac kasta", "hal daqiiqo"); advice and thanks chapters.',
    title: 'Jimicsiyada Xanuunka Dhabarka Hoose – Guriga (10 Daqiiqo)',
    duration: 600,
    text: `
      Jimicsiyadan waxaa loogu talagalay dadka dhabarka hoose ka xanuunsada. Haddii xanuunku lugta u fido ama kordho, jooji oo la tasho dhakhtarkaaga.

      0:00 Hordhac @@ .
      0:35 1aad – Bisadda iyo saca: toban jeer @@ cat cow | Cat cow | r10 | B
      1:50 2aad – Jilibka laabta u soo jiid: soddon ilbiriqsi dhinac kasta @@ knee to chest | Knee to chest | h30 each | B
      3:15 3aad – Buundada: 12 jeer × 3 set @@ glute bridge | Glute bridge | s3 r12 | LB
      4:45 4aad – Gacan iyo lug iska soo horjeeda kor u qaad: siddeed jeer dhinac kasta @@ bird dog | Bird dog | r8 each | C
      6:10 5aad – Fadhiga ilmaha: hal daqiiqo @@ child's pose | Child's pose | h60 | B
      7:20 Talooyin muhiim ah @@ .
      8:15 Mahadsanid! @@ .
    `,
  },
  {
    name: 'desc-heldout15-telugu-bhujam',
    note: 'A Telugu frozen-shoulder routine (new language) with doses in square brackets after the name ("[1 నిమిషం]", "[10 సార్లు]", "[30 సెకన్లు, 3 సార్లు]", "[12 సార్లు × 3 సెట్లు]", "[10 సార్లు, 5 సెకన్లు ఆపండి]"); precautions and thanks chapters.',
    title: 'ఫ్రోజెన్ షోల్డర్ కోసం 5 సులభమైన వ్యాయామాలు | ఫిజియోథెరపిస్ట్ సలహా',
    duration: 600,
    text: `
      భుజం నొప్పి మరియు బిగుసుకుపోవడం ఉన్నవారి కోసం. నొప్పి ఎక్కువైతే ఆపేసి డాక్టర్‌ని సంప్రదించండి.

      0:00 పరిచయం @@ .
      0:45 లోలకం వ్యాయామం [1 నిమిషం] @@ pendulum | Pendulum | h60 | UB
      2:10 గోడపై వేళ్లతో పైకి నడవడం [10 సార్లు] @@ wall walk | Wall walk | r10 | UB
      3:40 వెనుక వైపు టవల్ స్ట్రెచ్ [30 సెకన్లు, 3 సార్లు] @@ towel internal rotation stretch | Towel internal rotation stretch | r3 h30 | UB
      5:15 బ్యాండ్‌తో భుజం బయటికి తిప్పడం [12 సార్లు × 3 సెట్లు] @@ external rotation with band | External rotation with band | s3 r12 | UB
      7:00 భుజాల ఎముకలను వెనక్కి నొక్కడం [10 సార్లు, 5 సెకన్లు ఆపండి] @@ scapular squeeze | Scapular squeeze | r10 h5 | UB
      8:30 జాగ్రత్తలు @@ .
      9:20 ధన్యవాదాలు @@ .
    `,
  },
  {
    name: 'desc-heldout15-lao-hua-khao',
    note: 'A Lao knee routine for older adults (new language) after "▪" with the dose in brackets before the name on some lines ("(10 ເທື່ອ x 2 ຊຸດ) ຍົກຂາຊື່") and after it on others ("ຄ້າງໄວ້ 5 ວິນາທີ, 10 ເທື່ອ", "12 ເທື່ອ ແຕ່ລະຂ້າງ", "20 ວິນາທີ ແຕ່ລະຂ້າງ").',
    title: 'ອອກກຳລັງກາຍແກ້ເຈັບຫົວເຂົ່າ ສຳລັບຜູ້ສູງອາຍຸ – 10 ນາທີ ຢູ່ເຮືອນ',
    duration: 600,
    text: `
      ອອກກຳລັງກາຍເບົາໆ ທີ່ເຮັດໄດ້ຢູ່ເຮືອນ. ຖ້າເຈັບຫຼາຍຂຶ້ນ ໃຫ້ຢຸດ ແລະ ປຶກສາທ່ານໝໍ.

      ▪ 0:00 ແນະນຳ @@ .
      ▪ 0:40 ເກັງກ້າມຂາ ກົດຫົວເຂົ່າລົງເທິງຜ້າ – ຄ້າງໄວ້ 5 ວິນາທີ, 10 ເທື່ອ @@ quad sets | Quad sets | r10 h5 | LB
      ▪ 2:00 (10 ເທື່ອ x 2 ຊຸດ) ຍົກຂາຊື່ @@ straight leg raise | Straight leg raise | s2 r10 | LB
      ▪ 3:25 ນັ່ງຢຽດຂາ – 12 ເທື່ອ ແຕ່ລະຂ້າງ @@ long arc quad | Long arc quad | r12 each | LB
      ▪ 4:50 (10 ເທື່ອ) ລຸກຢືນຈາກຕັ່ງ @@ sit to stand | Sit to stand | r10 | LB
      ▪ 6:10 ຢືນຂາດຽວ – 20 ວິນາທີ ແຕ່ລະຂ້າງ @@ single leg balance | Single leg balance | h20 each | LB
      ▪ 7:30 ຄຳແນະນຳ @@ .
      ▪ 8:20 ຂອບໃຈ @@ .
    `,
  },
  {
    name: 'desc-heldout15-trap-kannada-from-0-30',
    note: 'A Kannada knee list (new language) whose first stamp is 0:30, not 0:00, so YouTube shows no chapters; numbered "ವ್ಯಾಯಾಮ n" names with doses ("10 ಬಾರಿ"); no captions.',
    title: 'ಮೊಣಕಾಲು ನೋವಿಗೆ 4 ಸುಲಭ ವ್ಯಾಯಾಮಗಳು | ಮನೆಯಲ್ಲೇ ಮಾಡಿ',
    duration: 420,
    text: `
      ಮೊಣಕಾಲು ನೋವಿಗೆ ಸುಲಭ ವ್ಯಾಯಾಮಗಳು. ನೋವು ಹೆಚ್ಚಾದರೆ ತಕ್ಷಣ ನಿಲ್ಲಿಸಿ.

      0:30 ವ್ಯಾಯಾಮ 1 – ನೇರ ಕಾಲು ಎತ್ತುವುದು – 10 ಬಾರಿ
      1:45 ವ್ಯಾಯಾಮ 2 – ಕುರ್ಚಿಯಿಂದ ಎದ್ದು ಕುಳಿತುಕೊಳ್ಳುವುದು – 10 ಬಾರಿ
      3:00 ವ್ಯಾಯಾಮ 3 – ಸೇತುವೆ – 12 ಬಾರಿ
      4:20 ವ್ಯಾಯಾಮ 4 – ಹಿಮ್ಮಡಿ ಎತ್ತುವುದು – 15 ಬಾರಿ
      5:40 ಧನ್ಯವಾದಗಳು
    `,
  },
  {
    name: 'desc-heldout15-trap-short-full-version-stamps',
    note: 'A 58-second Short carrying the timestamps of its 35-minute full version ("Goblet squats – 3 x 12" at 4:10, "Hip thrusts – 4 x 12" at 21:40): every stamp after 0:00 is past the end of this video, so YouTube shows no chapters; no captions.',
    title: 'Leg day in 60 seconds 🦵 #shorts',
    duration: 58,
    text: `
      Full 35-min version is on the channel 👉 link in bio. Timestamps for the FULL video:
      0:00 Warm-up
      4:10 Goblet squats – 3 x 12
      9:30 Romanian deadlifts – 3 x 10
      15:05 Walking lunges – 2 x 20 steps
      21:40 Hip thrusts – 4 x 12
      28:15 Stretch
      #shorts #legday #gymtok
    `,
  },
  {
    name: 'desc-heldout15-trap-url-time-links',
    note: 'A "jump to" list whose only times are "?t=" parameters inside the links ("▶ Clamshells, 15 each side – https://youtu.be/…?t=75"): no line carries a timestamp, so YouTube shows no chapters; the moves and doses are only in the link labels; no captions.',
    title: 'Glute Med Rehab – 4 Exercises for Hip Pain (Physio Programme)',
    duration: 660,
    text: `
      Jump straight to a move (the links open at the right second):
      ▶ Intro – https://youtu.be/k3Xq9PzL0aE?t=0
      ▶ Clamshells, 15 each side – https://youtu.be/k3Xq9PzL0aE?t=75
      ▶ Side plank, 30 s each side – https://youtu.be/k3Xq9PzL0aE?t=210
      ▶ Glute bridges, 3 x 12 – https://youtu.be/k3Xq9PzL0aE?t=340
      ▶ Fire hydrants, 12 each side – https://youtu.be/k3Xq9PzL0aE?t=505
      Printable programme: https://example.com/glute-med-programme.pdf
    `,
  },
  {
    name: 'desc-heldout15-trap-livestream-hour-two',
    note: 'A three-hour charity livestream replay whose only list covers its second hour and so starts at 1:00:00 ("1:04:30 Squats with the whole office – 50 reps", "1:12:10 Plank relay – 1 min each"): the list does not start at 0:00, so YouTube shows no chapters; no captions.',
    title: 'Charity Move-a-thon 2024 – Full 3 Hour Live Replay',
    duration: 10800,
    text: `
      Full replay of our 3-hour charity move-a-thon for the children's hospital! Hour 1 highlights are in the pinned comment. Hour 2 highlights:
      1:00:00 Back from the break – totals so far
      1:04:30 Squats with the whole office – 50 reps
      1:12:10 Plank relay – 1 min each
      1:25:45 Donation shout-outs
      1:31:00 Burpee challenge – 20 reps
      1:48:20 Stretch it out
      We raised £4,310 in total – thank you all!
    `,
  },
];
