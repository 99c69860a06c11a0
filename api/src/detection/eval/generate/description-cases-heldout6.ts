/**
 * Sixth held-out batch (heldout6), written before the engine was run on it even once: never tuned on. Formats the
 * earlier batches did not use, after reading public physio handouts and exercise pages in Danish, Swedish,
 * Vietnamese, Thai, Arabic, Hebrew and Chinese and creator chapter blocks: "• [0:00]" bullets with a mid-list
 * sponsor read, a chapter list pasted as a markdown table, "Ch. n | clock | name | dose" rows, "(n/6)" counters after
 * the name, roman numerals before the clock, "▸"/"🔸"/"▶️" markers, a 95-minute workshop in h:mm:ss with a lunch
 * break, doses in square brackets ("[2x12/side]"), "reps × sets" written "10 reps, 3 rounds", "AMRAP 40s",
 * "1 min/side", "x3 breaths", "each way", a dose on its own line in a handout, repeats written "(again)", "– set 2",
 * "2nd round:", "one more time", "L"/"R" splits, numbered titles "#3 —", "Move 4:", "Day 2 · Ex 1", names coaches
 * use outside any obvious list (hip airplanes, Spanish squat, Sorensen hold, hollow rocks, beast hold, crab reach,
 * tib bar raises, KB armbar), Norwegian, Danish, Catalan, Vietnamese, Thai, Arabic, Hebrew, Chinese and Tagalog
 * lists (right-to-left scripts, full-width colons and brackets, Thai "ท่าที่ n") — and traps: a badminton club's
 * scores, a Norwegian timetable of times of day with prices, a Danish two-chapter video, a Hebrew list with an 8 s
 * chapter, a Chinese list going backwards, an Arabic "0:00 intro" alone, a DJ set with track lengths, a list from
 * 0:12, a webshop page with prices and dates, and a physio Q&A stream whose chapters only talk about exercises.
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesHeldOut6: DescriptionCaseSpec[] = [
  {
    name: 'desc-heldout6-bullet-brackets-sponsor-mid',
    note: '"• [m:ss]" bullets, a sponsor read in the middle of the list, doses in round brackets, links below.',
    title: 'Runner’s Knee Fix – 6 Exercises (Do These Today)',
    duration: 780,
    text: `
      Knee hurts on the stairs after a run? Start here. Full programme in the app 👉 https://example.com/app

      CHAPTERS
      • [0:00] Intro @@ .
      • [0:40] Side-lying leg raises (2 x 15) @@ side lying hip abduction | Side lying hip abduction | s2 r15 | LB
      • [2:05] Step downs (3 x 8 each leg) @@ step down | Step down | s3 r8 each | LB
      • [3:50] Spanish squat (5 x 30s) @@ spanish squat | Spanish squat | s5 h30 | LB
      • [5:30] Today’s sponsor – GripSocks (code RUN10) @@ .
      • [6:20] Single leg RDL (3 x 10 each) @@ single leg deadlift | Single leg deadlift | s3 r10 each | LB
      • [8:10] Wall sit (3 x 45s) @@ wall sit | Wall sit | s3 h45 | LB
      • [9:50] Calf raises (3 x 20) @@ calf raise | Calf raise | s3 r20 | LB
      • [11:30] When to see a physio @@ .

      Gear I used: resistance band (£12.99), step (£24.50). Offer ends 30/11.
      #runnersknee #patellofemoral
    `,
  },
  {
    name: 'desc-heldout6-markdown-table',
    note: 'A chapter list pasted as a markdown table: "| 0:00 | Name | Dose |" rows under a header and a rule.',
    title: 'Shoulder Stability – Phase 2 Programme',
    duration: 720,
    text: `
      Programme table (copy it into your notes):

      | Time | Exercise | Dose |
      |------|----------|------|
      | 0:00 | Introduction | – | @@ .
      | 0:45 | Wall push up plus | 2 × 12 | @@ wall push up plus | Wall push up plus | s2 r12 | UB
      | 2:30 | Prone T raise | 3 × 10 | @@ prone t raise | Prone T raise | s3 r10 | UB
      | 4:15 | Side lying external rotation | 3 × 12 | @@ side lying external rotation | Side lying external rotation | s3 r12 | UB
      | 6:00 | Bear crawl hold | 3 × 20 s | @@ bear crawl hold | Bear crawl hold | s3 h20 | FB
      | 7:40 | KB armbar | 2 × 5 each | @@ kb armbar | KB armbar | s2 r5 each | UB
      | 9:30 | Progressing to phase 3 | – | @@ .
    `,
  },
  {
    name: 'desc-heldout6-ch-abbrev-pipe-rows',
    note: '"Ch. n | clock | name | dose" rows: the label before the clock, pipes between the fields.',
    title: 'Groin Pain in Footballers – Adductor Strength',
    duration: 660,
    text: `
      Ch. 1 | 0:00 | Welcome @@ .
      Ch. 2 | 0:35 | Adductor squeeze with ball | 5 x 10 s @@ adductor squeeze | Adductor squeeze | s5 h10 | LB
      Ch. 3 | 2:10 | Copenhagen plank (short lever) | 3 x 15 s each @@ copenhagen plank | Copenhagen plank | s3 h15 each | LB
      Ch. 4 | 4:00 | Lateral lunge | 3 x 8 each @@ lateral lunge | Lateral lunge | s3 r8 each | LB
      Ch. 5 | 5:50 | Sliding adductor pull-ins | 2 x 10 each @@ sliding adductor pull-ins | Sliding adductor pull-ins | s2 r10 each | LB
      Ch. 6 | 7:40 | Return-to-play testing @@ .
      Ch. 7 | 9:50 | Outro @@ .
    `,
  },
  {
    name: 'desc-heldout6-counter-after-name',
    note: 'A "(n/6)" counter after each name; one name with a hyphen and a plural ("Half-kneeling ankle mobs").',
    title: 'Ankle Mobility for Squats – 6 Drills',
    duration: 600,
    text: `
      0:00 Why ankle mobility matters @@ .
      0:50 Knee to wall (1/6) @@ knee to wall | Knee to wall | | LB
      2:00 Half-kneeling ankle mobs (2/6) @@ half-kneeling ankle mobs | Half-kneeling ankle mobs | | LB
      3:10 Calf stretch (3/6) @@ calf stretch | Calf stretch | | LB
      4:20 Tib bar raises (4/6) @@ toe raise | Toe raise | | LB
      5:30 Banded ankle distraction (5/6) @@ banded ankle distraction | Banded ankle distraction | | LB
      6:40 Deep squat hold (6/6) @@ deep squat hold | Deep squat hold | | LB
      8:00 Putting it before your squat session @@ .
    `,
  },
  {
    name: 'desc-heldout6-roman-numerals-before-clock',
    note: 'Roman numerals before the clock ("IV. 5:10 –"); a Pilates mat class with classical names.',
    title: 'Classical Pilates Mat – Beginner Order',
    duration: 900,
    text: `
      I. 0:00 – Centering & breath @@ .
      II. 1:15 – The Hundred @@ the hundred | The hundred | | C
      III. 3:00 – Roll up @@ roll up | Roll up | | C
      IV. 5:10 – Single leg circles @@ leg circles | Leg circles | | LB
      V. 7:00 – Rolling like a ball @@ rolling like a ball | Rolling like a ball | | C
      VI. 8:45 – Single leg stretch @@ single leg stretch | Single leg stretch | | C
      VII. 10:30 – Spine stretch forward @@ spine stretch forward | Spine stretch forward | | B
      VIII. 12:20 – Closing @@ .
    `,
  },
  {
    name: 'desc-heldout6-small-triangle-markers',
    note: '"▸" before each clock and "—" after it; a hold written "x3 breaths" and a time per side "1 min/side".',
    title: 'Desk Worker Stretch Break – 8 Minutes',
    duration: 480,
    text: `
      ▸ 0:00 — Hello @@ .
      ▸ 0:20 — Chin tucks ×10 @@ chin tuck | Chin tuck | r10 | N
      ▸ 1:15 — Doorway chest stretch 1 min/side @@ doorway pec stretch | Doorway pec stretch | h60 each | UB
      ▸ 3:30 — Seated twist x3 breaths each way @@ seated spinal twist | Seated spinal twist | each | B
      ▸ 4:40 — Wrist flexor stretch 30s @@ wrist flexor stretch | Wrist flexor stretch | h30 | UB
      ▸ 5:50 — Standing hip flexor stretch 1 min/side @@ hip flexor stretch | Hip flexor stretch | h60 each | LB
      ▸ 7:40 — Back to work! @@ .
    `,
  },
  {
    name: 'desc-heldout6-orange-diamond-bullets',
    note: '"🔸" bullets, doses in square brackets ("[2x12/side]", "[3x30s]"), one name outside any list.',
    title: 'Hip Stability for Hikers',
    duration: 660,
    text: `
      🔸 00:00 Intro @@ .
      🔸 00:30 Hip airplanes [2x6/side] @@ hip airplanes | Hip airplanes | s2 r6 each | LB
      🔸 02:15 Lateral band walks [3x12 steps each way] @@ lateral band walk | Lateral band walk | s3 r12 each | LB
      🔸 04:00 Single leg glute bridge [2x12/side] @@ single leg glute bridge | Single leg glute bridge | s2 r12 each | LB
      🔸 05:40 Side plank [3x30s] @@ side plank | Side plank | s3 h30 | C
      🔸 07:20 Step ups with knee drive [2x10/side] @@ step up | Step up | s2 r10 each | LB
      🔸 09:00 Trail tips @@ .
      🔸 10:20 Outro @@ .
    `,
  },
  {
    name: 'desc-heldout6-play-button-rounds',
    note: '"▶️" markers; a circuit done twice, the second pass written "2nd round:", "(again)", "– set 2", "one more time".',
    title: 'Core Circuit – 2 Rounds, No Equipment',
    duration: 840,
    text: `
      ▶️ 0:00 Warm-up talk @@ .
      ▶️ 0:50 Hollow body rocks @@ hollow rock | Hollow rock | | C
      ▶️ 2:10 Side plank dips @@ side plank hip dip | Side plank hip dip | | C
      ▶️ 3:30 Beast hold @@ bear hold | Bear hold | | FB
      ▶️ 4:50 Reverse crunch @@ reverse crunch | Reverse crunch | | C
      ▶️ 6:10 Rest & water @@ .
      ▶️ 6:50 2nd round: hollow body rocks @@ hollow rock | Hollow rock | | C
      ▶️ 8:00 Side plank dips (again) @@ side plank hip dip | Side plank hip dip | | C
      ▶️ 9:10 Beast hold – set 2 @@ bear hold | Bear hold | | FB
      ▶️ 10:20 Reverse crunch one more time @@ reverse crunch | Reverse crunch | | C
      ▶️ 11:40 Cool down stretch @@ .
    `,
  },
  {
    name: 'desc-heldout6-workshop-hms-lunch',
    note: 'A 95-minute workshop in h:mm:ss: long talk chapters, a lunch break, practical blocks after the hour.',
    title: 'Low Back Pain Masterclass – Full Recording',
    duration: 5700,
    text: `
      Recorded at our clinic's open day. Slides: https://example.com/slides.pdf

      0:00:00 Welcome and housekeeping @@ .
      0:04:30 What the research says about imaging @@ .
      0:21:15 Pain science in plain words @@ .
      0:38:40 Practical 1: Cat camel @@ cat cow | Cat cow | | B
      0:44:10 Practical 2: Bird dog @@ bird dog | Bird dog | | B
      0:50:30 Practical 3: Side plank from the knees @@ modified side plank | Modified side plank | | C
      0:57:00 Lunch break @@ .
      1:12:00 Practical 4: Sorensen hold @@ sorensen hold | Sorensen hold | | B
      1:18:45 Practical 5: Kettlebell deadlift @@ deadlift | Deadlift | | LB
      1:26:10 Panel Q&A @@ .
      1:34:00 Close @@ .
    `,
  },
  {
    name: 'desc-heldout6-hash-number-dash',
    note: 'Numbered titles "#3 —" after the clock, a countdown; loads in kg; a name with "(eccentric)".',
    title: 'Achilles Tendinopathy – My Top 5 Exercises',
    duration: 600,
    text: `
      0:00 Intro @@ .
      0:35 #5 — Seated calf raise @ 20 kg, 3×15 @@ seated calf raise | Seated calf raise | s3 r15 | LB
      2:05 #4 — Isometric calf hold, 5×45 s @@ isometric calf hold | Isometric calf hold | s5 h45 | LB
      3:40 #3 — Heel drops off a step (eccentric), 3×15 @@ eccentric heel drop | Eccentric heel drop | s3 r15 | LB
      5:15 #2 — Single leg calf raise, 3×12 @@ single leg calf raise | Single leg calf raise | s3 r12 | LB
      6:45 #1 — Pogo hops, 3×20 @@ pogo hops | Pogo hops | s3 r20 | LB
      8:20 How to progress @@ .
    `,
  },
  {
    name: 'desc-heldout6-move-n-labels-amrap',
    note: '"Move n:" labels, doses as "AMRAP 40s", "10 reps, 3 rounds", "40s on / 20s off".',
    title: 'Kettlebell Conditioning – 15 Min',
    duration: 900,
    text: `
      0:00 Set-up and safety @@ .
      1:00 Move 1: Kettlebell swing – AMRAP 40s @@ kettlebell swing | Kettlebell swing | h40 | FB
      3:10 Move 2: Goblet squat – 10 reps, 3 rounds @@ goblet squat | Goblet squat | s3 r10 | LB
      6:00 Move 3: Halo – 8 each way @@ halo | Halo | r8 each | UB
      8:10 Move 4: Suitcase carry – 40s on / 20s off @@ suitcase carry | Suitcase carry | h40 | FB
      10:30 Move 5: Kettlebell deadlift – 10 reps, 3 rounds @@ deadlift | Deadlift | s3 r10 | LB
      13:20 Cool-down @@ .
    `,
  },
  {
    name: 'desc-heldout6-day-ex-labels',
    note: 'A week plan in one video: "Day 2 · Ex 1 –" labels before each name; day intros are talk.',
    title: '3-Day Beginner Home Plan (All in One Video)',
    duration: 1080,
    text: `
      0:00 How the plan works @@ .
      0:50 Day 1 · Ex 1 – Squats @@ squat | Squat | | LB
      2:30 Day 1 · Ex 2 – Incline push ups @@ incline push up | Incline push up | | UB
      4:10 Day 1 · Ex 3 – Dead bug @@ dead bug | Dead bug | | C
      5:50 Day 2 – What's different today @@ .
      6:40 Day 2 · Ex 1 – Reverse lunges @@ reverse lunge | Reverse lunge | | LB
      8:20 Day 2 · Ex 2 – Band rows @@ band row | Band row | | UB
      10:00 Day 2 · Ex 3 – Bird dog @@ bird dog | Bird dog | | B
      11:40 Day 3 · Ex 1 – Glute bridges @@ glute bridge | Glute bridge | | LB
      13:20 Day 3 · Ex 2 – Pike push ups @@ pike push up | Pike push up | | UB
      15:00 Day 3 · Ex 3 – Plank shoulder taps @@ plank shoulder taps | Plank shoulder taps | | C
      16:40 Final thoughts @@ .
    `,
  },
  {
    name: 'desc-heldout6-animal-flow-names',
    note: 'Ground-movement names outside any obvious list, written as the coach writes them (plurals kept).',
    title: 'Ground Flow for Stiff Bodies – 10 min',
    duration: 600,
    text: `
      0:00 Intro @@ .
      0:30 Wrist prep circles @@ wrist prep circles | Wrist prep circles | | UB
      1:40 Crab reaches @@ crab reaches | Crab reaches | | FB
      3:00 Scorpion reaches @@ scorpion reaches | Scorpion reaches | | B
      4:20 Ape shuffles @@ ape shuffles | Ape shuffles | | LB
      5:40 Quadruped rockbacks @@ quadruped rockbacks | Quadruped rockbacks | | LB
      7:00 Side kickthroughs @@ side kickthroughs | Side kickthroughs | | FB
      8:30 Flow it all together @@ .
    `,
  },
  {
    name: 'desc-heldout6-handout-dose-next-line',
    note: 'A clinic handout pasted in: the dose on its own unmarked line under each chapter line, "Frequency:" notes.',
    title: 'Post-op Hip Replacement – Weeks 2 to 6',
    duration: 720,
    text: `
      Your home programme from the orthopaedic physiotherapy team.
      Frequency: 3 times per day unless told otherwise.

      0:00 Introduction and precautions @@ .
      1:10 Ankle pumps @@ ankle pumps | Ankle pumps | | LB
         Dose: 20 repetitions
      2:20 Buttock squeezes @@ glute sets | Glute sets | | LB
         Dose: hold 5 seconds, 10 repetitions
      3:30 Heel slides @@ heel slides | Heel slides | | LB
         Dose: 10 repetitions
      4:50 Standing hip abduction @@ standing hip abduction | Standing hip abduction | | LB
         Dose: 10 repetitions each leg
      6:10 Standing hip extension @@ standing hip extension | Standing hip extension | | LB
         Dose: 10 repetitions each leg
      7:40 Walking with your frame @@ .
      9:30 Signs to call us @@ .
    `,
  },
  {
    name: 'desc-heldout6-lr-splits',
    note: "Each side its own chapter marked '(L)' and '(R)'; a 90/90 name; one stretch held 2' (minutes).",
    title: 'Hip Openers – Left and Right',
    duration: 600,
    text: `
      0:00 Intro @@ .
      0:30 90/90 hip switches @@ 90/90 hip switches | 90/90 hip switches | | LB
      1:50 Pigeon stretch (L) 2' @@ pigeon pose | Pigeon pose | h120 left | LB
      3:55 Pigeon stretch (R) 2' @@ pigeon pose | Pigeon pose | h120 right | LB
      6:00 Frog stretch @@ frog stretch | Frog stretch | | LB
      7:20 Butterfly stretch @@ butterfly stretch | Butterfly stretch | | LB
      8:40 Wrap up @@ .
    `,
  },
  {
    name: 'desc-heldout6-prose-links-between',
    note: 'Chapter lines separated by long prose paragraphs, a "Related video" link with its own clock-like length.',
    title: 'Plantar Heel Pain – What Actually Helps',
    duration: 720,
    text: `
      Plantar heel pain is one of the most common foot complaints we see. Most people get better in 6–12 months.

      0:00 Intro @@ .
      0:40 Why it hurts in the morning @@ .

      The first steps hurt because the tissue has been resting overnight. Loading it gradually helps.

      2:30 Towel scrunches @@ towel scrunches | Towel scrunches | | LB
      3:50 Plantar fascia stretch @@ plantar fascia stretch | Plantar fascia stretch | | LB

      Related video (14:32): "Choosing running shoes" https://youtu.be/xyz987
      Tip: roll a frozen water bottle under your foot for 5 minutes after a long day.

      5:10 Rathleff heel raise with towel under toes @@ rathleff heel raise | Rathleff heel raise | | LB
      7:00 Short foot exercise @@ short foot | Short foot | | LB
      8:40 Shoes, insoles and taping @@ .
      10:30 Summary @@ .
    `,
  },
  {
    name: 'desc-heldout6-dose-first-colon',
    note: 'The dose before the name with a colon ("3×10: Box squats", "30s: Dead hang"); hangs and a carry.',
    title: 'Climber’s Shoulder Prehab',
    duration: 660,
    text: `
      0:00 Intro @@ .
      0:40 30s: Dead hang @@ dead hang | Dead hang | h30 | UB
      2:00 3×10: Scap pull-ups @@ scap pull-ups | Scap pull-ups | s3 r10 | UB
      3:40 3×12: Band external rotation @@ external rotation with band | External rotation with band | s3 r12 | UB
      5:20 2×8: Reverse fly @@ reverse fly | Reverse fly | s2 r8 | UB
      7:00 3×10: Push up plus @@ push up plus | Push up plus | s3 r10 | UB
      8:40 2×20: Finger extensor band opens @@ finger extensor band opens | Finger extensor band opens | s2 r20 | UB
      10:10 Outro @@ .
    `,
  },
  {
    name: 'desc-heldout6-chapter-word-colon-paren',
    note: '"Chapter n (clock):" with the clock in round brackets after the chapter word; "x 12 each".',
    title: 'Neck and Upper Back Reset',
    duration: 540,
    text: `
      Chapter 1 (0:00): Hello @@ .
      Chapter 2 (0:30): Chin tuck with rotation x 10 @@ chin tuck | Chin tuck | r10 | N
      Chapter 3 (1:45): Open book x 8 each @@ open book | Open book | r8 each | B
      Chapter 4 (3:00): Prone W raise x 12 @@ prone w raise | Prone W raise | r12 | UB
      Chapter 5 (4:20): Levator stretch 30s each @@ levator scapulae stretch | Levator scapulae stretch | h30 each | N
      Chapter 6 (5:40): Foam roller thoracic extension x 10 @@ foam roller thoracic extension | Foam roller thoracic extension | r10 | B
      Chapter 7 (7:20): Wrap-up @@ .
    `,
  },
  {
    name: 'desc-heldout6-norwegian-hofte',
    note: 'Norwegian hip routine: Norwegian names, "repetisjoner", "sett", "sekunder", "hver side".',
    title: 'Hofteøvelser hjemme – 10 minutter',
    duration: 600,
    text: `
      Tidsstempler:
      0:00 Introduksjon @@ .
      0:30 Muslingen – 15 repetisjoner hver side @@ clamshell | Clamshell | r15 each | LB
      2:00 Seteløft – 3 sett à 10 @@ glute bridge | Glute bridge | s3 r10 | LB
      3:40 Sidelengs beinløft – 12 repetisjoner hver side @@ side lying hip abduction | Side lying hip abduction | r12 each | LB
      5:20 Utfall – 2 sett à 8 per bein @@ lunge | Lunge | s2 r8 each | LB
      7:00 Tøying av hofteleddsbøyer – 30 sekunder hver side @@ hip flexor stretch | Hip flexor stretch | h30 each | LB
      8:30 Avslutning @@ .
    `,
  },
  {
    name: 'desc-heldout6-danish-oevelse',
    note: 'Danish knee handout style: "Øvelse n:" after the clock, "gentagelser", "sæt af", "hold i 5 sek.".',
    title: 'Genoptræning af knæ – 6 øvelser',
    duration: 660,
    text: `
      0:00 Velkommen @@ .
      0:35 Øvelse 1: Knæbøjninger – 2 sæt af 10 gentagelser @@ squat | Squat | s2 r10 | LB
      2:10 Øvelse 2: Spænd lårmusklen – hold i 5 sek., 10 gentagelser @@ quad sets | Quad sets | r10 h5 | LB
      3:40 Øvelse 3: Hælglid – 20 gentagelser @@ heel slides | Heel slides | r20 | LB
      5:00 Øvelse 4: Løft af strakt ben – 2 sæt af 10 @@ straight leg raise | Straight leg raise | s2 r10 | LB
      6:30 Øvelse 5: Tåhævninger – 15 gentagelser @@ calf raise | Calf raise | r15 | LB
      8:00 Øvelse 6: Balance på et ben – 30 sek. @@ single leg balance | Single leg balance | h30 | LB
      9:30 Afrunding @@ .
    `,
  },
  {
    name: 'desc-heldout6-catalan-core',
    note: 'Catalan core routine: Catalan names, "repeticions", "sèries de", "segons", "cada costat".',
    title: 'Rutina de core a casa – 10 minuts',
    duration: 600,
    text: `
      0:00 Presentació @@ .
      0:30 Planxa – 3 sèries de 30 segons @@ plank | Plank | s3 h30 | C
      2:10 Planxa lateral – 20 segons cada costat @@ side plank | Side plank | h20 each | C
      3:40 Insecte mort – 10 repeticions @@ dead bug | Dead bug | r10 | C
      5:10 Pont de glutis – 2 sèries de 12 @@ glute bridge | Glute bridge | s2 r12 | LB
      6:50 Gos ocell – 8 repeticions cada costat @@ bird dog | Bird dog | r8 each | B
      8:30 Estiraments i comiat @@ .
    `,
  },
  {
    name: 'desc-heldout6-vietnamese-co-vai-gay',
    note: 'Vietnamese neck and shoulder routine: "lặp lại 10 lần", "giữ 30 giây", "mỗi bên", "Mở đầu"/"Kết thúc".',
    title: 'Bài tập giảm đau cổ vai gáy – 8 phút',
    duration: 480,
    text: `
      0:00 Mở đầu @@ .
      0:25 Gập cằm – lặp lại 10 lần @@ chin tuck | Chin tuck | r10 | N
      1:30 Nghiêng cổ sang bên – giữ 30 giây mỗi bên @@ neck side bend | Neck side bend | h30 each | N
      2:50 Xoay cổ – 10 lần @@ neck rotation | Neck rotation | r10 | N
      4:00 Nhún vai – 2 hiệp 10 lần @@ shoulder shrug | Shoulder shrug | s2 r10 | UB
      5:20 Siết bả vai – giữ 5 giây, 10 lần @@ scapular squeeze | Scapular squeeze | r10 h5 | UB
      6:40 Kết thúc @@ .
    `,
  },
  {
    name: 'desc-heldout6-thai-lang',
    note: 'Thai back routine: "ท่าที่ n" before the name, "ครั้ง", "เซต", "วินาที", "ข้างละ"; no spaces between words.',
    title: 'ท่าบริหารแก้ปวดหลัง 10 นาที',
    duration: 600,
    text: `
      0:00 แนะนำ @@ .
      0:30 ท่าที่ 1 แมว-วัว 10 ครั้ง @@ cat cow | Cat cow | r10 | B
      2:00 ท่าที่ 2 ดึงเข่าชิดอก ข้างละ 20 วินาที @@ knee to chest | Knee to chest | h20 each | B
      3:30 ท่าที่ 3 สะพานยกสะโพก 3 เซต เซตละ 10 ครั้ง @@ glute bridge | Glute bridge | s3 r10 | LB
      5:10 ท่าที่ 4 บิดลำตัวนอนหงาย ข้างละ 30 วินาที @@ lower trunk rotation | Lower trunk rotation | h30 each | B
      6:40 ท่าที่ 5 ท่าเด็ก 1 นาที @@ child's pose | Child's pose | h60 | B
      8:10 ข้อควรระวัง @@ .
      9:00 สรุป @@ .
    `,
  },
  {
    name: 'desc-heldout6-arabic-zahr',
    note: 'Arabic (right-to-left) back routine: "تمرين" labels, "كرر 10 مرات", "ثانية", "لكل جانب", Eastern Arabic digits in doses.',
    title: 'تمارين لآلام أسفل الظهر – ١٠ دقائق',
    duration: 600,
    text: `
      0:00 مقدمة @@ .
      0:30 تمرين القط والجمل – كرر ١٠ مرات @@ cat cow | Cat cow | r10 | B
      2:00 تمرين الجسر – ٣ مجموعات × ١٢ @@ glute bridge | Glute bridge | s3 r12 | LB
      3:40 سحب الركبة إلى الصدر – ٢٠ ثانية لكل جانب @@ knee to chest | Knee to chest | h20 each | B
      5:10 تمرين الطائر والكلب – ٨ مرات لكل جانب @@ bird dog | Bird dog | r8 each | B
      6:40 وضعية الطفل – دقيقة واحدة @@ child's pose | Child's pose | h60 | B
      8:10 نصائح مهمة @@ .
      9:00 الخاتمة @@ .
    `,
  },
  {
    name: 'desc-heldout6-hebrew-birkayim',
    note: 'Hebrew (right-to-left) knee routine: "חזרות", "סטים", "שניות", "כל רגל"; the clock at the line start.',
    title: 'תרגילים לכאב ברך – 10 דקות',
    duration: 600,
    text: `
      0:00 פתיחה @@ .
      0:30 כיווץ ארבע ראשי – 10 חזרות @@ quad sets | Quad sets | r10 | LB
      1:50 הרמת רגל ישרה – 3 סטים של 10 @@ straight leg raise | Straight leg raise | s3 r10 | LB
      3:30 צדפה – 15 חזרות כל רגל @@ clamshell | Clamshell | r15 each | LB
      5:00 סקוואט לכיסא – 2 סטים של 8 @@ sit to stand | Sit to stand | s2 r8 | LB
      6:40 עמידה על רגל אחת – 30 שניות כל רגל @@ single leg balance | Single leg balance | h30 each | LB
      8:10 טעויות נפוצות @@ .
      9:10 סיכום @@ .
    `,
  },
  {
    name: 'desc-heldout6-chinese-jianbu',
    note: 'Chinese shoulder rehab: full-width brackets and colons ("（15次×3组）", "："), "每侧", "秒"; 总结 as talk.',
    title: '肩周炎康复训练｜在家10分钟',
    duration: 600,
    text: `
      0:00 开场 @@ .
      0:30 钟摆运动（每侧30秒） @@ pendulum | Pendulum | h30 each | UB
      2:00 爬墙练习（10次×2组） @@ wall walk | Wall walk | s2 r10 | UB
      3:40 弹力带外旋（15次×3组） @@ external rotation with band | External rotation with band | s3 r15 | UB
      5:20 毛巾内旋拉伸（每侧20秒） @@ towel internal rotation stretch | Towel internal rotation stretch | h20 each | UB
      6:50 肩胛后缩（10次） @@ scapular squeeze | Scapular squeeze | r10 | UB
      8:20 总结：注意事项 @@ .
    `,
  },
  {
    name: 'desc-heldout6-tagalog-tuhod',
    note: 'Tagalog/English mix knee routine: "ulit", "set", "segundo", "bawat binti"; "Panimula" and "Pangwakas" as talk.',
    title: 'Ehersisyo para sa Masakit na Tuhod – 10 Minuto',
    duration: 600,
    text: `
      0:00 Panimula @@ .
      0:30 Upo-tayo (sit to stand) – 10 ulit @@ sit to stand | Sit to stand | r10 | LB
      2:00 Pagtaas ng tuwid na binti – 2 set ng 10 @@ straight leg raise | Straight leg raise | s2 r10 | LB
      3:40 Wall sit – 30 segundo @@ wall sit | Wall sit | h30 | LB
      5:10 Step ups – 8 ulit bawat binti @@ step up | Step up | r8 each | LB
      6:50 Pag-unat ng hamstring – 30 segundo bawat binti @@ hamstring stretch | Hamstring stretch | h30 each | LB
      8:30 Pangwakas @@ .
    `,
  },
  {
    name: 'desc-heldout6-trap-badminton-scores',
    note: 'A badminton club video: match scores written like clocks ("21:15", "18:21") and a rally list; no chapters.',
    title: 'Club Night Highlights + Our Warm-Up',
    duration: 900,
    text: `
      Great night at the club! Results:
      Men's doubles: 21:15, 18:21, 21:19
      Mixed: 21:12, 21:17
      Women's singles: 15:21, 21:18, 22:20

      Warm-up we did before: skipping, lunges, shoulder circles. See you Thursday 19:30!
    `,
  },
  {
    name: 'desc-heldout6-trap-norwegian-timetable',
    note: 'A Norwegian gym timetable: class times of day ("07:00", "17:30"), prices in kroner; not a chapter list.',
    title: 'Velkommen til Treningssenteret – Timeplan',
    duration: 95,
    text: `
      Timeplan mandag:
      07:00 Morgenyoga
      09:15 Styrke for seniorer
      12:00 Rygg og nakke
      17:30 Sirkeltrening
      19:00 Pilates

      Pris: 349,- kr per måned. Prøvetime gratis til 15.01.
    `,
  },
  {
    name: 'desc-heldout6-trap-danish-two-chapters',
    note: 'A Danish video with two chapters only (intro and the whole routine): not a chapter list; no captions.',
    title: 'Planke-udfordring – 5 minutter',
    duration: 330,
    text: `
      Kan du holde hele vejen?
      0:00 Intro
      0:25 Planke – hele udfordringen
    `,
  },
  {
    name: 'desc-heldout6-trap-hebrew-short-chapter',
    note: 'A Hebrew list with one chapter of 8 s ("החלפת צד"): YouTube rejects the whole list; no captions.',
    title: 'מתיחות לגב – 5 דקות',
    duration: 300,
    text: `
      0:00 פתיחה
      0:20 חתול-פרה
      1:30 תנוחת הילד
      1:38 החלפת צד
      2:40 פיתול בשכיבה
      4:10 סיום
    `,
  },
  {
    name: 'desc-heldout6-trap-chinese-backwards',
    note: 'A Chinese list whose times go backwards after a typo (3:20 then 2:50): not a valid chapter list.',
    title: '腰背放松拉伸 8分钟',
    duration: 480,
    text: `
      0:00 开场
      0:40 猫牛式
      1:50 婴儿式
      3:20 仰卧扭转
      2:50 臀桥
      5:30 结束
    `,
  },
  {
    name: 'desc-heldout6-trap-arabic-intro-only',
    note: 'An Arabic description with "0:00 مقدمة" alone and prose about the exercises; no other chapter.',
    title: 'أفضل تمرين لآلام الرقبة',
    duration: 420,
    text: `
      0:00 مقدمة
      في هذا الفيديو نشرح تمرين سحب الذقن وتمارين الإطالة للرقبة. كرر التمرين ١٠ مرات يوميًا.
      تابعونا للمزيد!
    `,
  },
  {
    name: 'desc-heldout6-trap-dj-set-lengths',
    note: 'A workout DJ set: track titles naming moves with their lengths in brackets after them; not chapters.',
    title: 'GYM MIX 2026 – 1 Hour Non-Stop',
    duration: 3600,
    text: `
      Tracklist:
      1. DJ Karma – Squat Rack (4:12)
      2. Lift Theory – Deadlift Dreams (3:58)
      3. Neon Pulse – Burpee Anthem (5:01)
      4. The Reps – Plank Life (3:44)
      5. Volt – Cool Down Sunset (6:20)
      Stream it everywhere 🎧
    `,
  },
  {
    name: 'desc-heldout6-trap-list-from-0-12',
    note: 'An exercise list whose first time is 0:12, not 0:00: YouTube shows no chapters; no captions.',
    title: 'Quick Glute Activation',
    duration: 420,
    text: `
      0:12 Clamshells
      1:30 Glute bridges
      2:45 Fire hydrants
      4:00 Monster walks
      5:30 Done
    `,
  },
  {
    name: 'desc-heldout6-trap-webshop-prices-dates',
    note: 'A product video: prices ("€29:99" typo), dates ("12:03" for 12 March) and opening hours; no chapters.',
    title: 'NEW Resistance Band Set – Unboxing',
    duration: 240,
    text: `
      Our new band set is here! Launch price €29:99 (normally €39,99) until 12:03.
      Shop opening hours: 09:00 – 17:30, Saturday 10:00 – 14:00.
      Bands: light, medium, heavy, extra heavy. Door anchor included.
      Exercises you can do: rows, pull-aparts, squats, glute bridges.
    `,
  },
  {
    name: 'desc-heldout6-trap-qa-stream',
    note: 'A physio live Q&A whose chapters name exercises that are only discussed, never done.',
    title: 'Ask the Physio LIVE – Episode 12',
    duration: 3300,
    text: `
      0:00 Waiting room
      3:10 Hello and housekeeping
      6:40 Q1: Are lunges bad for my knees?
      17:20 Q2: Should I stop planking with a disc bulge?
      29:00 Q3: How many calf raises for Achilles pain?
      41:30 Q4: Is stretching before running worth it?
      52:10 Goodbye
    `,
  },
];
