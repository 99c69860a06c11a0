/**
 * Second held-out batch (heldout2), written after the fifth tuning batch and before running the engine on it even
 * once: never tuned on. Other voices and formats again — clinic handouts pasted into descriptions, creator
 * "chapters" blocks, course-style headers, Portuguese/Italian/Dutch lines, bracket and pipe mixes — and traps
 * (a timetable, a track list, prices, a list that does not start at 0:00, a two-item list, talk-only chapters).
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesHeldOut2: DescriptionCaseSpec[] = [
  {
    name: 'desc-heldout2-clinic-handout',
    note: 'A clinic pastes its handout: chapter lines with dosage lines under each.',
    title: 'Knee Replacement – Home Exercise Programme (Weeks 2-6)',
    duration: 900,
    text: `
      Please do these exercises twice a day unless your physiotherapist tells you otherwise.

      0:00 Introduction from our physio team @@ .
      1:05 Quads over a roll @@ short arc quad | Short arc quad | s3 r10 | LB
      3 sets of 10
      3:20 Heel slides @@ heel slides | Heel slides | r15 | LB
      15 repetitions, slide as far as comfortable
      5:30 Straight leg raises @@ straight leg raise | Straight leg raise | r10 | LB
      Tighten the thigh first. 10 reps.
      7:45 Knee extension stretch @@ knee extension stretch | Knee extension stretch | h60 | LB
      Hold 1 minute
      10:10 Walking with your frame @@ gait practice | Gait practice | | LB
      12:30 When to call us @@ .
    `,
  },
  {
    name: 'desc-heldout2-creator-chapters-block',
    note: 'A "📌 CHAPTERS" block after a long intro paragraph, clocks in 00:00 form.',
    title: 'I Fixed My Rounded Shoulders in 30 Days (Routine Inside)',
    duration: 840,
    text: `
      After years at a desk my shoulders were rolling forward. This is exactly what I did every morning.
      No equipment needed, except a resistance band for one move.

      📌 CHAPTERS
      00:00 My story @@ .
      01:40 Chin tucks @@ chin tuck | Chin tuck | | N
      03:05 Doorway chest stretch @@ doorway pec stretch | Doorway pec stretch | | UB
      04:50 Band pull aparts @@ band pull apart | Band pull apart | | UB
      06:30 Wall angels @@ wall angel | Wall angel | | UB
      08:15 Prone T raise @@ prone t raise | Prone t raise | | UB
      10:00 Results after 30 days @@ .
    `,
  },
  {
    name: 'desc-heldout2-course-modules',
    note: 'Course-style "Module" headers between runs, each after a blank line.',
    title: 'Complete Low Back Pain Course – Free Lesson',
    duration: 1500,
    text: `
      MODULE 1: UNDERSTANDING PAIN
      0:00 Welcome @@ .
      1:20 How pain works @@ .

      MODULE 2: MOVEMENT
      4:00 Pelvic tilt @@ pelvic tilt | Pelvic tilt | | B
      6:30 Cat camel @@ cat cow | Cat cow | | B
      9:10 Bird dog @@ bird dog | Bird dog | | B

      MODULE 3: LOADING
      12:00 Hip hinge with dowel @@ hip hinge | Hip hinge | | B
      15:20 Glute bridge @@ glute bridge | Glute bridge | | LB
      18:40 Side plank from knees @@ modified side plank | Modified side plank | | C
      22:00 Next steps @@ .
    `,
  },
  {
    name: 'desc-heldout2-portuguese',
    note: 'Portuguese (Brazil) physio channel: names close to Spanish, "séries"/"repetições".',
    title: 'Exercícios para dor no joelho – faça em casa',
    duration: 660,
    text: `
      0:00 Introdução @@ .
      0:35 Agachamento – 3 séries de 10 @@ squat | Squat | s3 r10 | LB
      2:20 Ponte – 3 séries de 12 @@ glute bridge | Glute bridge | s3 r12 | LB
      4:15 Elevação de panturrilha – 15 repetições @@ calf raise | Calf raise | r15 | LB
      6:00 Cadeira na parede – 30 segundos @@ wall sit | Wall sit | h30 | LB
      8:10 Conclusão @@ .
    `,
  },
  {
    name: 'desc-heldout2-italian',
    note: 'Italian routine with "serie da" dosage and "Esercizio n" labels.',
    title: 'Mal di schiena: 5 esercizi semplici',
    duration: 600,
    text: `
      00:00 Introduzione @@ .
      00:40 Esercizio 1 – Gatto e mucca @@ cat cow | Cat cow | | B
      02:10 Esercizio 2 – Ponte glutei @@ glute bridge | Glute bridge | | LB
      03:50 Esercizio 3 – Bird dog @@ bird dog | Bird dog | | B
      05:30 Esercizio 4 – Posizione del bambino @@ child's pose | Child's pose | | B
      07:20 Esercizio 5 – Plank @@ plank | Plank | | C
      09:00 Saluti @@ .
    `,
  },
  {
    name: 'desc-heldout2-dutch-mixed',
    note: 'Dutch titles mixing English exercise names, "herhalingen".',
    title: 'Schouderoefeningen na een blessure',
    duration: 600,
    text: `
      0:00 Intro @@ .
      0:30 Pendulum oefening @@ pendulum | Pendulum | | UB
      2:00 Externe rotatie met elastiek – 15 herhalingen @@ externe rotatie met elastiek | Externe rotatie met elastiek | r15 | UB
      3:45 Scapula squeeze @@ scapular squeeze | Scapular squeeze | | UB
      5:20 Wall slides @@ wall slide | Wall slide | | UB
      7:00 Afsluiting @@ .
    `,
  },
  {
    name: 'desc-heldout2-pipes-and-brackets',
    note: 'Bracketed clocks followed by pipes and dosage after a second pipe.',
    title: 'Hamstring Strain Rehab – Stage 2',
    duration: 720,
    text: `
      [00:00] | Intro @@ .
      [00:45] | Hamstring bridge | 3 x 10 @@ hamstring bridge | Hamstring bridge | s3 r10 | LB
      [02:40] | Single leg deadlift | 3 x 8 each leg @@ single leg deadlift | Single leg deadlift | s3 r8 each | LB
      [04:50] | Nordic curls | 3 x 5 @@ nordic hamstring curl | Nordic hamstring curl | s3 r5 | LB
      [07:00] | Hamstring stretch | 3 x 30 s @@ hamstring stretch | Hamstring stretch | s3 h30 | LB
      [09:10] | Return to running @@ .
    `,
  },
  {
    name: 'desc-heldout2-trap-timetable',
    note: 'Trap: a class timetable, no chapter list at all.',
    title: 'Studio Class Times This Week',
    duration: 120,
    text: `
      Monday
      7:00 Pilates mat
      12:30 Back care
      18:00 Yoga flow
      Friday
      9:30 Balance for seniors
    `,
  },
  {
    name: 'desc-heldout2-trap-tracklist',
    note: 'Trap: a workout music mix whose track list starts at 0:00; songs are not exercises.',
    title: 'Workout Music Mix 2024 – 1 Hour Gym Motivation',
    duration: 3600,
    text: `
      Tracklist:
      0:00 Neon Skyline – Rush Hour @@ .
      3:42 Atlas Drive – Run the Night @@ .
      7:15 Mira Vale – Heartbeat Highway @@ .
      11:02 Kilo North – Lift Off @@ .
      14:50 The Parallels – Burn @@ .
    `,
  },
  {
    name: 'desc-heldout2-trap-not-from-zero',
    note: 'Trap: chapters written from 0:15 (the creator skipped the intro): YouTube shows none.',
    title: 'Quick Ankle Mobility',
    duration: 420,
    text: `
      0:15 Ankle circles
      1:30 Ankle alphabet
      3:00 Calf stretch
      4:45 Heel walks
    `,
  },
  {
    name: 'desc-heldout2-trap-two-stamps',
    note: 'Trap: only two timestamps.',
    title: 'Shoulder Stretch You Need',
    duration: 300,
    text: `
      0:00 Why this matters
      1:10 The stretch
    `,
  },
  {
    name: 'desc-heldout2-trap-prices-and-times',
    note: 'Trap: prices, a sale end time and a date, no chapter list.',
    title: 'My Favourite Resistance Bands (Honest Review)',
    duration: 600,
    text: `
      Bands I use: light $12.99, medium $14.99, heavy $19.99.
      Sale ends 23:59 on 12/05. Code PHYSIO10 for 10% off.
      Filmed at 7:30 in the morning, sorry for the voice!
    `,
  },
  {
    name: 'desc-heldout2-talk-heavy',
    note: 'Most chapters are talk (research, myth, demo of what not to do); three exercises.',
    title: 'Tendinopathy: What the Research Says + 3 Exercises',
    duration: 1200,
    text: `
      0:00 Intro @@ .
      0:50 What is a tendinopathy? @@ .
      3:10 Myth: rest fixes it @@ .
      5:30 The research @@ .
      8:00 Isometric wall sit @@ wall sit | Wall sit | | LB
      10:30 Spanish squat @@ spanish squat | Spanish squat | | LB
      13:00 Eccentric heel drops @@ eccentric heel drop | Eccentric heel drop | | LB
      15:40 What not to do @@ .
      17:30 Summary @@ .
    `,
  },
  {
    name: 'desc-heldout2-yoga-sanskrit-english',
    note: 'Yoga flow with Sanskrit and English names together.',
    title: 'Gentle Morning Yoga – 20 Minutes',
    duration: 1200,
    text: `
      0:00 Opening breath @@ .
      2:00 Balasana / Child's pose @@ child's pose | Child's pose | | B
      4:30 Marjaryasana-Bitilasana / Cat-cow @@ cat cow | Cat cow | | B
      7:00 Adho Mukha Svanasana / Downward dog @@ downward dog | Downward dog | | FB
      10:00 Virabhadrasana II / Warrior 2 @@ warrior two | Warrior two | | LB
      13:30 Vrksasana / Tree pose @@ tree pose | Tree pose | | LB
      16:30 Savasana @@ .
    `,
  },
  {
    name: 'desc-heldout2-hiit-intervals',
    note: 'HIIT with work/rest intervals written "40s on / 20s off" and rest chapters.',
    title: '15 Min HIIT – No Jumping Option',
    duration: 900,
    text: `
      0:00 Warm-up @@ .
      2:00 Squat to calf raise @@ squat to calf raise | Squat to calf raise | | LB
      3:00 Rest @@ .
      3:20 Mountain climbers @@ mountain climber | Mountain climber | | FB
      4:20 Rest @@ .
      4:40 Plank shoulder taps @@ plank shoulder taps | Plank shoulder taps | | C
      5:40 Rest @@ .
      6:00 Reverse lunges @@ reverse lunge | Reverse lunge | | LB
      7:00 Rest @@ .
      7:20 Burpees (no-jump) @@ burpee | Burpee | | FB
      8:20 Cool-down @@ .
    `,
  },
  {
    name: 'desc-heldout2-german-physio-numbered',
    note: 'German with "1." numbering before the clock and "Wdh." dosage.',
    title: 'Nackenschmerzen lösen – 6 Übungen',
    duration: 720,
    text: `
      1. 0:00 Begrüßung @@ .
      2. 0:40 Kinn zurückziehen – 10 Wdh. @@ chin tuck | Chin tuck | r10 | N
      3. 2:10 Kopf drehen – 5 Wdh. pro Seite @@ neck rotation | Neck rotation | r5 each | N
      4. 3:50 Trapezius dehnen – 30 Sek. @@ upper trapezius stretch | Upper trapezius stretch | h30 | N
      5. 5:30 Schulterkreisen @@ shoulder roll | Shoulder roll | | UB
      6. 7:10 Tipps für den Alltag @@ .
    `,
  },
  {
    name: 'desc-heldout2-spanish-emoji',
    note: 'Spanish with emoji bullets and "por lado".',
    title: 'Rutina de cadera para corredores',
    duration: 720,
    text: `
      🔸 0:00 Bienvenida @@ .
      🔸 0:30 Puente de glúteo – 15 repeticiones @@ glute bridge | Glute bridge | r15 | LB
      🔸 2:20 Almeja – 12 por lado @@ clamshell | Clamshell | r12 each | LB
      🔸 4:10 Patada de burro – 12 por lado @@ donkey kick | Donkey kick | r12 each | LB
      🔸 6:00 Estiramiento del piriforme – 30 segundos @@ piriformis stretch | Piriformis stretch | h30 | LB
      🔸 8:00 Despedida @@ .
    `,
  },
  {
    name: 'desc-heldout2-french-emoji-numbers',
    note: 'French with keycap numbers and "de chaque côté".',
    title: 'Renforcer ses chevilles après une entorse',
    duration: 600,
    text: `
      0️⃣ 0:00 Présentation @@ .
      1️⃣ 0:35 Montées sur pointes – 3 x 15 @@ calf raise | Calf raise | s3 r15 | LB
      2️⃣ 2:15 Équilibre sur une jambe – 30 secondes de chaque côté @@ single leg balance | Single leg balance | h30 each | LB
      3️⃣ 4:00 Alphabet avec la cheville @@ ankle alphabet | Ankle alphabet | | LB
      4️⃣ 5:40 Étirement du mollet @@ calf stretch | Calf stretch | | LB
      5️⃣ 7:30 Conseils @@ .
    `,
  },
  {
    name: 'desc-heldout2-japanese-stretch',
    note: 'Japanese stretch video, katakana names and seconds.',
    title: '寝る前のストレッチ 10分',
    duration: 600,
    text: `
      0:00 イントロ @@ .
      0:30 キャットカウ 10回 @@ cat cow | Cat cow | r10 | B
      2:00 チャイルドポーズ 30秒 @@ child's pose | Child's pose | h30 | B
      3:30 ダウンドッグ 30秒 @@ downward dog | Downward dog | h30 | FB
      5:00 ヒップリフト 10回 @@ glute bridge | Glute bridge | r10 | LB
      7:00 まとめ @@ .
    `,
  },
  {
    name: 'desc-heldout2-long-seminar',
    note: 'A 2-hour seminar recording: mostly talk, a few demonstrated exercises, h:mm:ss clocks.',
    title: 'Shoulder Rehab Seminar for Clinicians (Full Recording)',
    duration: 7200,
    text: `
      0:00:00 Opening @@ .
      0:05:30 Anatomy review @@ .
      0:25:00 Assessment @@ .
      0:48:00 Scapular setting demo @@ scapular setting demo | Scapular setting demo | | UB
      0:58:00 External rotation with band @@ external rotation with band | External rotation with band | | UB
      1:10:00 Scaption @@ scaption | Scaption | | UB
      1:22:00 Serratus punch @@ serratus punch | Serratus punch | | UB
      1:35:00 Case studies @@ .
      1:55:00 Q&A @@ .
    `,
  },
  {
    name: 'desc-heldout2-parent-postpartum',
    note: 'Postnatal core: breathing drills, heel slides, an unknown move, "Mum tip" talk.',
    title: 'Postpartum Core Recovery – Week 1',
    duration: 780,
    text: `
      0:00 Hi mamas @@ .
      0:45 Diaphragmatic breathing @@ diaphragmatic breathing | Diaphragmatic breathing | | C
      2:40 Pelvic floor lifts @@ pelvic floor contraction | Pelvic floor contraction | | C
      4:30 Heel slides @@ heel slides | Heel slides | | LB
      6:20 Toe taps @@ toe taps | Toe taps | | C
      8:10 Mum tip: lifting the car seat @@ .
      10:00 See you next week @@ .
    `,
  },
  {
    name: 'desc-heldout2-reps-in-front',
    note: 'Dosage in front of the name ("10x Squats", "30s Plank").',
    title: 'Tabata-Style Home Circuit',
    duration: 720,
    text: `
      0:00 Intro @@ .
      0:30 10x Squats @@ squat | Squat | r10 | LB
      2:00 10x Push-ups @@ push up | Push up | r10 | UB
      3:40 30s Plank @@ plank | Plank | h30 | C
      5:10 20x Mountain climbers @@ mountain climber | Mountain climber | r20 | FB
      6:50 10x Reverse lunges each leg @@ reverse lunge | Reverse lunge | r10 each | LB
      8:40 Finish @@ .
    `,
  },
  {
    name: 'desc-heldout2-senior-chair',
    note: 'Chair exercises for seniors with a "(seated)" mark and a sentence-style talk line.',
    title: 'Chair Exercises for Seniors – Full Body',
    duration: 900,
    text: `
      0:00 Before we begin, grab a sturdy chair @@ .
      1:00 Seated marching @@ seated march | Seated march | | LB
      3:00 Seated knee extension @@ long arc quad | Long arc quad | | LB
      5:00 Arm raises (seated) @@ arm raises | Arm raises | | UB
      7:00 Sit to stand @@ sit to stand | Sit to stand | | LB
      9:00 Ankle pumps @@ ankle pumps | Ankle pumps | | LB
      11:00 Well done! @@ .
    `,
  },
  {
    name: 'desc-heldout2-double-list-long-short',
    note: 'Trap: the chapters, then a "Related videos" block with its own 0:00 list.',
    title: 'Runner’s Knee: Strength Routine',
    duration: 780,
    text: `
      0:00 Intro @@ .
      0:40 Step downs @@ step down | Step down | | LB
      2:40 Spanish squats @@ spanish squat | Spanish squat | | LB
      4:50 Lateral band walks @@ lateral band walk | Lateral band walk | | LB
      7:00 Single leg squat @@ single leg squat | Single leg squat | | LB
      9:30 Outro @@ .

      Related videos:
      0:00 Knee taping guide
      4:10 Foam rolling the IT band
    `,
  },
  {
    name: 'desc-heldout2-bullets-with-notes-indented',
    note: 'Bullet chapters with indented cue lines under each, as written in a notes app.',
    title: 'Thoracic Spine Routine for Climbers',
    duration: 660,
    text: `
      • 0:00 Intro @@ .
      • 0:30 Open book @@ open book | Open book | | B
          - keep knees stacked
          - follow your hand with your eyes
      • 2:30 Thread the needle @@ thread the needle | Thread the needle | | B
          - reach long under the body
      • 4:20 Foam roller extensions @@ foam roller thoracic extension | Foam roller thoracic extension | | B
      • 6:40 Prone swimmers @@ prone swimmer | Prone swimmer | | B
      • 8:50 Outro @@ .
    `,
  },
];
