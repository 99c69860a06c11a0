/**
 * Third held-out batch (heldout3), written after tuning batches F and G and before the engine was run on it even
 * once: never tuned on. Other formats again — equipment columns after pipes, "Ex." and "Move" labels after the
 * time, "⏱" durations, "12/12" and "e/s" doses, circuits written as rounds, physio handouts with sub-bullets,
 * yoga flows with Sanskrit, Italian, Portuguese, Dutch, German, Spanish, French and Japanese lines — and traps of
 * lists that are not workouts (match highlights, an audiobook, speedrun splits, a church service, a meditation, a
 * webinar agenda) or not chapter lists at all (a "1m30s" list, a list from 0:05, a two-stamp list, descending times).
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesHeldOut3: DescriptionCaseSpec[] = [
  {
    name: 'desc-heldout3-equipment-pipes',
    note: 'Pipe-separated columns after the time: move | equipment | dose.',
    title: 'Dumbbell Lower Body Strength | 25 min',
    duration: 1500,
    text: `
      0:00 | Warm-up | none @@ .
      3:00 | Goblet squat | 1 dumbbell | 3x10 @@ goblet squat | Goblet squat | s3 r10 | LB
      7:30 | Romanian deadlift | 2 dumbbells | 3x8 @@ romanian deadlift | Romanian deadlift | s3 r8 | LB
      12:00 | Reverse lunge | 2 dumbbells | 3x8 each leg @@ reverse lunge | Reverse lunge | s3 r8 each | LB
      16:30 | Hip thrust | 1 dumbbell | 3x12 @@ hip thrust | Hip thrust | s3 r12 | LB
      21:00 | Cool-down @@ .
    `,
  },
  {
    name: 'desc-heldout3-ex-labels',
    note: '"Ex. 1 –" after the time, then the name and a dose in brackets.',
    title: 'Shoulder Impingement Rehab – 6 Exercises',
    duration: 960,
    text: `
      0:00 Intro @@ .
      0:50 Ex. 1 – Pendulums (1 min) @@ pendulum | Pendulum | h60 | UB
      2:30 Ex. 2 – Scapular squeezes (10 reps) @@ scapular squeeze | Scapular squeeze | r10 | UB
      4:10 Ex. 3 – Wall slides (2 x 10) @@ wall slide | Wall slide | s2 r10 | UB
      6:20 Ex. 4 – External rotation with band (3 x 12) @@ external rotation with band | External rotation with band | s3 r12 | UB
      8:40 Ex. 5 – Sleeper stretch (30 s hold) @@ sleeper stretch | Sleeper stretch | h30 | UB
      10:50 Ex. 6 – Prone Y raise (2 x 8) @@ prone y raise | Prone y raise | s2 r8 | UB
      13:30 Progressing the program @@ .
    `,
  },
  {
    name: 'desc-heldout3-stopwatch-durations',
    note: 'A stopwatch emoji with the work time after each move; talk at both ends.',
    title: '10 Minute Standing Core – No Floor Work',
    duration: 640,
    text: `
      00:00 Hey team! @@ .
      00:40 Standing side bends ⏱ 45s @@ standing side bend | Standing side bend | h45 | C
      01:45 Standing knee to elbow ⏱ 45s @@ standing knee to elbow | Standing knee to elbow | h45 | C
      02:50 Wood chops ⏱ 45s @@ wood chops | Wood chops | h45 | C
      03:55 Standing march ⏱ 60s @@ standing march | Standing march | h60 | LB
      05:15 Pallof press ⏱ 45s @@ pallof press | Pallof press | h45 | C
      06:20 Round 2 @@ .
      06:35 Standing side bends ⏱ 45s @@ standing side bend | Standing side bend | h45 | C
      07:40 Wood chops ⏱ 45s @@ wood chops | Wood chops | h45 | C
      08:45 Stretch & breathe @@ .
    `,
  },
  {
    name: 'desc-heldout3-slash-doses',
    note: '"12/12" and "10 e/s" doses, a range of reps, "x2 rounds".',
    title: 'Single Leg Strength for Runners',
    duration: 1080,
    text: `
      0:00 Why single leg work @@ .
      1:20 Single leg glute bridge – 12/side @@ single leg glute bridge | Single leg glute bridge | r12 each | LB
      3:40 Step down – 10 e/s @@ step down | Step down | r10 each | LB
      6:00 Single leg deadlift – 8-10 reps @@ single leg deadlift | Single leg deadlift | r8 | LB
      8:30 Bulgarian split squat – 2 x 8 each leg @@ bulgarian split squat | Bulgarian split squat | s2 r8 each | LB
      11:30 Single leg calf raise – 3 x 15 @@ single leg calf raise | Single leg calf raise | s3 r15 | LB
      14:10 Copenhagen plank – 3 x 20s @@ copenhagen plank | Copenhagen plank | s3 h20 | LB
      16:30 Programming tips @@ .
    `,
  },
  {
    name: 'desc-heldout3-handout-subbullets',
    note: 'A clinic handout: each chapter followed by sub-bullets with the dose and a cue.',
    title: 'Ankle Sprain – Stage 2 Exercises',
    duration: 900,
    text: `
      Do these once a day. Stop if pain is more than 3/10.

      0:00 Welcome @@ .
      0:30 Ankle alphabet @@ ankle alphabet | Ankle alphabet | r2 | LB
        - 2 times through the alphabet
        - move only your ankle
      2:15 Band eversion @@ ankle eversion with band | Ankle eversion with band | s2 r15 | LB
        - 2 sets of 15
      4:20 Calf raises @@ calf raise | Calf raise | s3 r12 | LB
        - 3 x 12, slow on the way down
      6:30 Single leg balance @@ single leg balance | Single leg balance | h30 | LB
        - hold 30 seconds
      8:40 Heel walks @@ heel walk | Heel walk | | LB
      10:30 When to move to stage 3 @@ .
    `,
  },
  {
    name: 'desc-heldout3-yoga-sanskrit-flow',
    note: 'A yoga flow: English names with Sanskrit in brackets, a repeat of a pose, savasana.',
    title: 'Gentle Morning Yoga Flow (20 min)',
    duration: 1230,
    text: `
      0:00 Arriving & breath @@ .
      1:30 Child's pose (Balasana) @@ child's pose | Child's pose | | B
      3:20 Cat-cow (Marjaryasana-Bitilasana) @@ cat cow | Cat cow | | B
      5:10 Downward dog (Adho Mukha Svanasana) @@ downward dog | Downward dog | | FB
      7:00 Low lunge (Anjaneyasana) @@ low lunge | Low lunge | | LB
      9:15 Warrior II (Virabhadrasana II) @@ warrior two | Warrior two | | LB
      11:30 Tree pose (Vrksasana) @@ tree pose | Tree pose | | LB
      13:40 Downward dog again @@ downward dog | Downward dog | | FB
      15:00 Seated forward fold (Paschimottanasana) @@ seated forward fold | Seated forward fold | | LB
      17:20 Savasana @@ .
    `,
  },
  {
    name: 'desc-heldout3-circuit-rounds',
    note: 'A circuit written twice, the second time with "(round 2)" marks; rest chapters between.',
    title: 'HIIT Circuit – 2 Rounds, No Equipment',
    duration: 1020,
    text: `
      0:00 Warm up @@ .
      2:00 Jumping jacks @@ jumping jacks | Jumping jacks | | FB
      2:45 Mountain climbers @@ mountain climber | Mountain climber | | C
      3:30 Squat jumps @@ squat jump | Squat jump | | LB
      4:15 Push ups @@ push up | Push up | | UB
      5:00 Rest 60 s @@ .
      6:00 Jumping jacks (round 2) @@ jumping jacks | Jumping jacks | | FB
      6:45 Mountain climbers (round 2) @@ mountain climber | Mountain climber | | C
      7:30 Squat jumps (round 2) @@ squat jump | Squat jump | | LB
      8:15 Push ups (round 2) @@ push up | Push up | | UB
      9:00 Cool down @@ .
    `,
  },
  {
    name: 'desc-heldout3-inferred-neck-jaw',
    note: 'Neck and jaw moves mostly outside the lexicon, named by body part.',
    title: 'TMJ & Neck Tension Relief',
    duration: 780,
    text: `
      0:00 What is TMJ dysfunction @@ .
      1:45 Jaw opening with tongue on the roof @@ jaw opening with tongue on the roof | Jaw opening with tongue on the roof | | N
      3:30 Chin tucks @@ chin tuck | Chin tuck | | N
      5:00 Jaw side to side @@ jaw side to side | Jaw side to side | | N
      6:40 Neck side bend stretch @@ neck side bend | Neck side bend | | N
      8:30 Jaw massage @@ .
      10:30 Final tips @@ .
    `,
  },
  {
    name: 'desc-heldout3-italian-schiena',
    note: 'Italian back routine: Italian names, "ripetizioni", "secondi", "per lato".',
    title: 'Esercizi per il mal di schiena – 10 minuti',
    duration: 660,
    text: `
      0:00 Introduzione @@ .
      0:30 Gatto e mucca – 10 ripetizioni @@ cat cow | Cat cow | r10 | B
      2:10 Posizione del bambino – 30 secondi @@ child's pose | Child's pose | h30 | B
      3:40 Ginocchia al petto – 20 secondi @@ double knee to chest | Double knee to chest | h20 | B
      5:10 Bird dog – 8 per lato @@ bird dog | Bird dog | r8 each | B
      7:00 Ponte glutei – 12 ripetizioni @@ glute bridge | Glute bridge | r12 | LB
      8:40 Rotazione del tronco da sdraiati @@ lower trunk rotation | Lower trunk rotation | | B
      10:00 Saluti @@ .
    `,
  },
  {
    name: 'desc-heldout3-portuguese-idosos',
    note: 'Portuguese exercises for older adults, chair-based, "vezes" for reps.',
    title: 'Exercícios para idosos na cadeira – equilíbrio e força',
    duration: 840,
    text: `
      0:00 Apresentação @@ .
      0:45 Sentar e levantar – 10 vezes @@ sit to stand | Sit to stand | r10 | LB
      2:40 Marcha sentado – 1 minuto @@ seated march | Seated march | h60 | LB
      4:20 Elevação de calcanhares – 15 vezes @@ calf raise | Calf raise | r15 | LB
      6:00 Extensão de joelho sentado – 10 vezes cada perna @@ long arc quad | Long arc quad | r10 each | LB
      8:10 Equilíbrio em uma perna – 20 segundos @@ single leg balance | Single leg balance | h20 | LB
      10:30 Alongamento de braços @@ alongamento de bracos | Alongamento de braços | | UB
      12:30 Despedida @@ .
    `,
  },
  {
    name: 'desc-heldout3-dutch-knie',
    note: 'A Dutch physio video: Dutch names, "herhalingen", "seconden".',
    title: 'Oefeningen na een knieoperatie – week 1',
    duration: 720,
    text: `
      0:00 Inleiding @@ .
      0:40 Quadriceps aanspannen – 10 herhalingen @@ quad sets | Quad sets | r10 | LB
      2:20 Hielschuiven – 15 herhalingen @@ heel slides | Heel slides | r15 | LB
      4:10 Gestrekt been heffen – 10 herhalingen @@ straight leg raise | Straight leg raise | r10 | LB
      6:00 Enkelpompen – 30 seconden @@ ankle pumps | Ankle pumps | h30 | LB
      8:00 Brug – 10 herhalingen @@ glute bridge | Glute bridge | r10 | LB
      10:10 Afsluiting @@ .
    `,
  },
  {
    name: 'desc-heldout3-german-schulter-sätze',
    note: 'German shoulder programme: "Übung n:" labels after the time, "Sätze", "Wdh.", "Sek.".',
    title: 'Schulter-Reha zuhause – Phase 2',
    duration: 900,
    text: `
      0:00 Begrüßung und Hinweise @@ .
      0:50 Übung 1: Pendelübung – 1 Min. @@ pendulum | Pendulum | h60 | UB
      2:30 Übung 2: Außenrotation mit Theraband – 3 Sätze à 12 Wdh. @@ external rotation with band | External rotation with band | s3 r12 | UB
      5:00 Übung 3: Schulterblätter zusammenziehen – 10 x 5 Sek. @@ scapular squeeze | Scapular squeeze | s10 h5 | UB
      7:10 Übung 4: Liegestütz an der Wand – 2 x 10 @@ wall push up | Wall push up | s2 r10 | UB
      9:30 Übung 5: Brustdehnung im Türrahmen – 30 Sek. @@ doorway pec stretch | Doorway pec stretch | h30 | UB
      12:00 Fazit @@ .
    `,
  },
  {
    name: 'desc-heldout3-spanish-rodilla-emoji',
    note: 'Spanish knee routine with keycap emoji numbers before the names.',
    title: 'Ejercicios para la rodilla 🦵 fortalece en casa',
    duration: 780,
    text: `
      0:00 👋 Bienvenidos @@ .
      0:35 1️⃣ Sentadilla en pared – 3 x 30 seg @@ wall sit | Wall sit | s3 h30 | LB
      2:40 2️⃣ Elevación de pierna recta – 3 x 10 @@ straight leg raise | Straight leg raise | s3 r10 | LB
      4:45 3️⃣ Subida al escalón – 10 por pierna @@ step up | Step up | r10 each | LB
      6:50 4️⃣ Puente de glúteos – 3 x 12 @@ glute bridge | Glute bridge | s3 r12 | LB
      8:50 5️⃣ Estiramiento de cuádriceps – 30 seg @@ quad stretch | Quad stretch | h30 | LB
      11:00 ✅ Consejos finales @@ .
    `,
  },
  {
    name: 'desc-heldout3-french-dos-series',
    note: 'French lower-back routine: "séries de", "secondes", "de chaque côté".',
    title: 'Lombalgie : 6 exercices pour soulager le dos',
    duration: 840,
    text: `
      0:00 Introduction @@ .
      0:40 Bascule du bassin – 2 séries de 10 @@ pelvic tilt | Pelvic tilt | s2 r10 | B
      2:30 Genoux poitrine – 30 secondes @@ double knee to chest | Double knee to chest | h30 | B
      4:10 Chat-vache – 10 répétitions @@ cat cow | Cat cow | r10 | B
      6:00 Posture du sphinx – 1 minute @@ sphinx | Sphinx | h60 | B
      7:50 Étirement du piriforme – 30 secondes de chaque côté @@ piriformis stretch | Piriformis stretch | h30 each | LB
      10:00 Gainage – 3 x 20 secondes @@ plank | Plank | s3 h20 | C
      12:30 Mes conseils @@ .
    `,
  },
  {
    name: 'desc-heldout3-japanese-koshi',
    note: 'Japanese lower-back routine with katakana names and Japanese counters.',
    title: '腰痛改善ストレッチ 10分',
    duration: 660,
    text: `
      0:00 はじめに @@ .
      0:30 キャットアンドカウ 10回 @@ cat cow | Cat cow | r10 | B
      2:00 チャイルドポーズ 30秒 @@ child's pose | Child's pose | h30 | B
      3:30 ヒップリフト 10回×2セット @@ glute bridge | Glute bridge | s2 r10 | LB
      5:30 デッドバグ 左右10回ずつ @@ dead bug | Dead bug | r10 each | C
      7:30 プランク 30秒 @@ plank | Plank | h30 | C
      9:30 まとめ @@ .
    `,
  },
  {
    name: 'desc-heldout3-pilates-inferred',
    note: 'A Pilates mat class: classic names, some the lexicon knows and some it does not.',
    title: 'Pilates Mat – Intermediate Flow',
    duration: 1320,
    text: `
      0:00 Centering @@ .
      1:10 The hundred @@ the hundred | The hundred | | C
      3:00 Roll up @@ roll up | Roll up | | C
      5:00 Single leg circles @@ leg circles | Leg circles | | LB
      6:50 Rolling like a ball @@ rolling like a ball | Rolling like a ball | | C
      8:30 Single leg stretch @@ single leg stretch | Single leg stretch | | C
      10:10 Criss cross @@ criss cross | Criss cross | | C
      12:00 Spine twist @@ spine twist | Spine twist | | B
      14:00 Swan prep @@ swan prep | Swan prep | | B
      16:10 Seal @@ seal | Seal | | C
      18:00 Closing breath @@ .
    `,
  },
  {
    name: 'desc-heldout3-numbered-dots-hours',
    note: 'A long class: "1." numbering before hour clocks, dosage after a colon.',
    title: 'Live Strength Class for Over 50s (recorded)',
    duration: 3500,
    text: `
      1. 0:00:00 Welcome and warm up @@ .
      2. 0:06:30 Sit to stand: 3 x 10 @@ sit to stand | Sit to stand | s3 r10 | LB
      3. 0:13:00 Wall push ups: 3 x 10 @@ wall push up | Wall push up | s3 r10 | UB
      4. 0:19:45 Band rows: 3 x 12 @@ band row | Band row | s3 r12 | UB
      5. 0:27:10 Step ups: 2 x 10 each leg @@ step up | Step up | s2 r10 each | LB
      6. 0:35:00 Farmer carry: 3 x 30 seconds @@ farmer carry | Farmer carry | s3 h30 | FB
      7. 0:43:20 Tandem stance: hold 30 seconds @@ tandem stance | Tandem stance | h30 | LB
      8. 0:50:00 Stretch and cool down @@ .
    `,
  },
  {
    name: 'desc-heldout3-prose-with-times-around',
    note: 'Prose before and after the list mentions durations and a time of day; the list itself is clean.',
    title: 'Hip Bursitis – Exercises That Help',
    duration: 780,
    text: `
      I recommend doing this routine in the morning, around 7:30, and it takes about 12:00 minutes.

      0:00 Intro @@ .
      0:40 Side lying leg raises @@ side lying hip abduction | Side lying hip abduction | | LB
      2:50 Clamshells @@ clamshell | Clamshell | | LB
      4:40 Glute bridges @@ glute bridge | Glute bridge | | LB
      6:30 Standing hip abduction @@ standing hip abduction | Standing hip abduction | | LB
      8:40 IT band stretch @@ it band stretch | It band stretch | | LB
      10:50 Outro @@ .

      Do it 3 times a week for 6 weeks. If pain lasts more than 48 hours, contact your doctor. Filmed at 5:45 pm.
    `,
  },
  {
    name: 'desc-heldout3-repeat-marks-mixed',
    note: 'Repeats marked "set 2", "again" and "(2)", each its own segment.',
    title: 'Core Burner – 3 Moves, 2 Sets',
    duration: 660,
    text: `
      0:00 Intro @@ .
      0:30 Dead bug @@ dead bug | Dead bug | | C
      1:45 Side plank – left @@ side plank | Side plank | left | C
      2:45 Side plank – right @@ side plank | Side plank | right | C
      3:45 Bicycle crunches @@ bicycle crunch | Bicycle crunch | | C
      5:00 Dead bug – set 2 @@ dead bug | Dead bug | | C
      6:15 Side plank again @@ side plank | Side plank | | C
      8:10 Bicycle crunches (2) @@ bicycle crunch | Bicycle crunch | | C
      9:30 That's a wrap @@ .
    `,
  },
  {
    name: 'desc-heldout3-bold-markdown',
    note: 'Markdown-style bold clocks and names, a section header between runs.',
    title: 'Posture Reset for Desk Workers',
    duration: 720,
    text: `
      **0:00** Intro @@ .
      **0:35** **Chin tucks** – 10 reps @@ chin tuck | Chin tuck | r10 | N

      UPPER BACK
      **2:00** **Thoracic extension over a foam roller** @@ foam roller thoracic extension | Foam roller thoracic extension | | B
      **4:10** **Band pull aparts** – 2 x 15 @@ band pull apart | Band pull apart | s2 r15 | UB
      **6:00** **Doorway stretch** – 30 s @@ doorway pec stretch | Doorway pec stretch | h30 | UB
      **8:20** **Prone T raise** – 2 x 10 @@ prone t raise | Prone t raise | s2 r10 | UB
      **10:30** Outro @@ .
    `,
  },
  {
    name: 'desc-heldout3-unknown-strength-moves',
    note: 'Gym moves the lexicon lacks, with doses; one known move among them.',
    title: 'Push Day Accessories – Shoulder Health',
    duration: 1080,
    text: `
      0:00 Intro @@ .
      0:45 Landmine press – 3 x 10 @@ landmine press | Landmine press | s3 r10 | UB
      3:30 Cuban rotation – 2 x 12 @@ cuban rotation | Cuban rotation | s2 r12 | UB
      6:15 Scap push-ups – 2 x 15 @@ scap push ups | Scap push-ups | s2 r15 | UB
      8:40 Face pulls – 3 x 15 @@ face pull | Face pull | s3 r15 | UB
      11:20 Bottoms-up kettlebell carry – 3 x 30 s @@ bottoms up kettlebell carry | Bottoms-up kettlebell carry | s3 h30 | UB
      14:30 Final thoughts @@ .
    `,
  },
  {
    name: 'desc-heldout3-talk-with-demos',
    note: 'An explainer with two demonstrated exercises among talk chapters.',
    title: 'Plantar Fasciitis: Causes, Myths and 2 Exercises That Work',
    duration: 900,
    text: `
      0:00 Intro @@ .
      0:40 What is plantar fasciitis @@ .
      3:10 Common myths @@ .
      5:30 Exercise 1: Plantar fascia stretch @@ plantar fascia stretch | Plantar fascia stretch | | LB
      7:20 Exercise 2: Towel scrunches @@ towel scrunches | Towel scrunches | | LB
      9:40 Shoes and insoles @@ .
      12:00 Summary @@ .
    `,
  },
  {
    name: 'desc-heldout3-trap-match-highlights',
    note: 'Football match highlights with minutes, scores and player names.',
    title: 'Highlights: City vs United (3-1) – Full Match Recap',
    duration: 720,
    text: `
      0:00 Kick-off
      1:20 12' Goal! 1-0 Silva
      2:45 27' Yellow card for Brandt
      4:10 44' Goal! 1-1 Moreau
      6:30 61' Goal! 2-1 Silva
      8:50 88' Goal! 3-1 Okafor
      10:40 Post-match interviews
    `,
  },
  {
    name: 'desc-heldout3-trap-audiobook',
    note: 'An audiobook about running with chapter titles that mention the body.',
    title: 'The Long Road – Audiobook (Full)',
    duration: 14000,
    text: `
      0:00:00 Opening credits
      0:02:10 Chapter 1: The first mile
      0:41:30 Chapter 2: Legs of stone
      1:22:15 Chapter 3: Heart and lungs
      2:05:40 Chapter 4: The wall
      2:51:00 Chapter 5: Finish line
      3:40:00 Acknowledgements
    `,
  },
  {
    name: 'desc-heldout3-trap-speedrun-splits',
    note: 'Gaming speedrun splits: level names with times.',
    title: 'Any% World Record Speedrun (12:41)',
    duration: 800,
    text: `
      0:00 Start
      1:05 Forest Temple
      3:20 Ice Caverns
      5:48 Shadow Bridge
      8:02 Sky Tower
      10:30 Final Boss
      12:41 Time!
    `,
  },
  {
    name: 'desc-heldout3-trap-church-service',
    note: 'A church service order with hymns, readings and a sermon.',
    title: 'Sunday Service – 12 May',
    duration: 4200,
    text: `
      0:00 Welcome and notices
      4:30 Opening hymn: Morning Has Broken
      9:15 First reading
      14:00 Psalm 23
      18:40 Sermon: Walking in faith
      42:10 Prayers of the people
      55:00 Closing hymn
    `,
  },
  {
    name: 'desc-heldout3-trap-meditation',
    note: 'A guided meditation: body scan and breath awareness, no exercise.',
    title: 'Guided Meditation for Sleep – 30 Minutes',
    duration: 1800,
    text: `
      0:00 Settling in
      2:30 Body scan
      12:00 Letting go of the day
      20:00 Counting down to sleep
      28:00 Silence
    `,
  },
  {
    name: 'desc-heldout3-trap-webinar-agenda',
    note: 'A clinician webinar agenda with times of day as well as video times.',
    title: 'Webinar: Managing Tendinopathy in Primary Care',
    duration: 3900,
    text: `
      Live on 14 March, 18:00–19:00 CET. Slides at the link below.

      0:00 Housekeeping
      3:20 Tendon pathology update
      18:40 Loading principles
      34:00 Case: Achilles tendinopathy in a runner
      48:30 Panel discussion
      58:00 Close
    `,
  },
  {
    name: 'desc-heldout3-trap-minutes-seconds-format',
    note: 'Times written "1m30s": YouTube reads no chapters from them, and there are no captions.',
    title: 'Quick Knee Routine',
    duration: 420,
    text: `
      0m00s Intro
      0m30s Quad sets
      1m45s Heel slides
      3m00s Straight leg raises
      5m10s Done
    `,
  },
  {
    name: 'desc-heldout3-trap-list-from-0-05',
    note: 'A workout list that starts at 0:05: YouTube shows no chapters, so nothing is detected.',
    title: 'Neck Mobility – 5 Minutes',
    duration: 330,
    text: `
      0:05 Chin tucks
      1:10 Neck rotations
      2:20 Side bends
      3:30 Upper trap stretch
    `,
  },
  {
    name: 'desc-heldout3-trap-descending-times',
    note: 'Times out of order (a pasted list in reverse): not a valid chapter list.',
    title: 'Glute Activation Before Squats',
    duration: 400,
    text: `
      0:00 Intro
      4:30 Monster walks
      3:00 Clamshells
      1:30 Glute bridges
    `,
  },
  {
    name: 'desc-heldout3-trap-two-stamps-and-prices',
    note: 'Two stamps only, and prices and dates that look like times.',
    title: 'My Home Gym Tour 2026',
    duration: 600,
    text: `
      Everything I bought this year, total 1:200 dollars lol.
      0:00 Intro
      4:12 Squat rack (paid 349.99)
      Sale ends 12/05 at 23:59!
    `,
  },
  {
    name: 'desc-heldout3-warmup-main-cooldown-headers',
    note: 'Headers in the middle of chapter lines ("WARM-UP", "MAIN", "COOL-DOWN") and a bonus chapter.',
    title: 'Full Body Mobility & Strength – 30 min',
    duration: 1800,
    text: `
      WARM-UP
      0:00 Arm circles @@ arm circles | Arm circles | | UB
      1:30 Hip circles @@ hip circles | Hip circles | | LB

      MAIN
      3:00 Inchworm – 2 x 6 @@ inchworm | Inchworm | s2 r6 | FB
      7:00 World's greatest stretch – 5 each side @@ world's greatest stretch | World's greatest stretch | r5 each | FB
      11:00 Goblet squat – 3 x 10 @@ goblet squat | Goblet squat | s3 r10 | LB
      16:00 Bent over row – 3 x 10 @@ bent over row | Bent over row | s3 r10 | UB
      21:00 Bonus: Turkish get up – 2 each side @@ turkish get up | Turkish get up | r2 each | FB

      COOL-DOWN
      25:00 Pigeon stretch @@ pigeon pose | Pigeon pose | | LB
      28:00 Thanks for training @@ .
    `,
  },
];
