/**
 * Seventh held-out batch (heldout7), written before the engine was run on it even once: never tuned on. Formats the
 * earlier batches did not use, after searching public physio and exercise pages (English, Finnish, Indonesian,
 * Ukrainian and Russian ones among them) and from how creators write chapter blocks: a table of contents with dotted
 * leaders and the clock at the end of the line, "🕐 clock ➜" markers, box-drawing trees ("├─", "└─") under section
 * headers, a pinned-comment list in lower case with an "edit:" line, "a)" letters before the clock, a 61-minute
 * Pilates class in "(0:00:00)", a sponsor read at the top and a sponsor chapter, clock-like doses (":30 hold",
 * "1:00 each side", "3 x :45"), doses in mixed brackets, a dumbbell circuit repeated with "Round 2 –", "again",
 * "(set 2)", "– R2", mixed numbering in one list ("#5:", "Exercise 4 –", "No. 3", "Nº2 –", "And #1…"), coach names
 * outside any obvious list (Poliquin step ups, sissy squats, Cossack squats, Jefferson curls, couch stretch, hip
 * CARs, frog rocks, Tyler twist, A-skips), demo links on the chapter lines, a 75-minute live chair class in h:mm:ss
 * with a technical-difficulties chapter, a Tabata with 10 s rest chapters, "Chapter n · [00:00]", loads that look
 * like doses ("2×12 kg DBs", "@ 60 lbs", "RPE 8"), tab-separated columns, "(00:35)" zero-padded brackets; Romanian,
 * Croatian, Bulgarian and Malay (new here) and Japanese "【0:35】", Korean, German "Übung n ▸", Mexican Spanish,
 * Brazilian Portuguese "3x de 10", Québec French "Exercice no n :", Italian and Turkish "Hareket n:" — and traps: a
 * hospital ward's timetable of times of day, running-club results with prices and dates, a yoga music album in
 * valid chapter format whose tracks are named after poses, "0:00 Intro" alone over a bulleted routine, a Korean list
 * from 0:02, two chapters only, a Croatian list with a 7 s chapter, two chapters at the same time, and table-tennis
 * scores.
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesHeldOut7: DescriptionCaseSpec[] = [
  {
    name: 'desc-heldout7-toc-dotted-leaders',
    note: 'A table of contents: the name first, dotted leaders, the clock at the end of the line.',
    title: 'Tech Neck Fix – 6 Moves for Desk Workers',
    duration: 540,
    text: `
      Contents
      Intro ........................ 0:00 @@ .
      Chin tucks ................... 0:35 @@ chin tuck | Chin tuck | | N
      Wall angels .................. 1:50 @@ wall angel | Wall angel | | UB
      Thread the needle ............ 3:10 @@ thread the needle | Thread the needle | | B
      Upper trap stretch ........... 4:30 @@ upper trapezius stretch | Upper trapezius stretch | | N
      Prone Y raises ............... 5:45 @@ prone y raise | Prone Y raise | | UB
      Wrap-up ...................... 7:20 @@ .
    `,
  },
  {
    name: 'desc-heldout7-clock-emoji-arrows',
    note: '"🕐 clock ➜ name" lines; coach names (hip CARs, frog rocks) kept as written.',
    title: 'Hip Mobility Flow – 8 Minutes',
    duration: 480,
    text: `
      🕐 0:00 ➜ Welcome @@ .
      🕐 0:30 ➜ Hip CARs @@ hip circles | Hip circles | | LB
      🕐 1:45 ➜ Frog rocks @@ frog rocks | Frog rocks | | LB
      🕐 3:00 ➜ Lizard pose @@ lizard pose | Lizard pose | | LB
      🕐 4:20 ➜ Hip circles @@ hip circles | Hip circles | | LB
      🕐 5:40 ➜ Glute bridge march @@ marching bridge | Marching bridge | | LB
      🕐 7:00 ➜ That's a wrap @@ .
    `,
  },
  {
    name: 'desc-heldout7-box-drawing-tree',
    note: 'Box-drawing trees ("├─", "└─") under unmarked section headers; the warm-up block holds real exercises.',
    title: 'Full Body Mobility Routine (No Equipment)',
    duration: 720,
    text: `
      WARM-UP
      ├─ 0:00 Intro & what you need @@ .
      ├─ 0:40 Arm circles @@ arm circles | Arm circles | | UB
      └─ 1:50 Leg swings @@ leg swings | Leg swings | | LB
      MAIN BLOCK
      ├─ 3:00 World's greatest stretch @@ world's greatest stretch | World's greatest stretch | | FB
      ├─ 4:40 Cat cow @@ cat cow | Cat cow | | B
      ├─ 6:00 Deep squat pry @@ deep squat pry | Deep squat pry | | LB
      └─ 7:30 Thoracic rotations @@ open book | Open book | | B
      COOL-DOWN
      ├─ 9:00 Child's pose @@ child's pose | Child's pose | | B
      └─ 10:30 Closing words @@ .
    `,
  },
  {
    name: 'desc-heldout7-pinned-comment-lowercase',
    note: 'A viewer\'s pinned-comment list in lower case with " - ", doses "5x45s", tempo and a pain note, an "edit:" line.',
    title: 'Patellar Tendinopathy – Loading Programme Week 1',
    duration: 720,
    text: `
      TIMESTAMPS (thanks @sarah.k for these!!)
      0:00 - intro @@ .
      0:52 - why isometrics first @@ .
      2:14 - decline squats 3x15 @@ decline squat | Decline squat | s3 r15 | LB
      3:40 - wall sit 5x45s @@ wall sit | Wall sit | s5 h45 | LB
      5:05 - slow leg press 3x8 (3s up 3s down) @@ leg press | Leg press | s3 r8 | LB
      6:48 - split squats 3x10 each @@ split squat | Split squat | s3 r10 each | LB
      8:30 - pogo jumps (only when pain ≤3/10) @@ pogo hops | Pogo hops | | LB
      10:02 - how fast to progress @@ .
      edit: fixed the split squat one, it was off by a minute
    `,
  },
  {
    name: 'desc-heldout7-letter-labels-paren',
    note: 'Lower-case letters with a bracket before the clock ("c) 2:20"); doses "3 x 15", "3 x 30 s".',
    title: 'Rotator Cuff Home Programme',
    duration: 660,
    text: `
      a) 0:00 Intro @@ .
      b) 0:35 Sidelying external rotation – 3 x 15 @@ side lying external rotation | Side lying external rotation | s3 r15 | UB
      c) 2:20 Band internal rotation – 3 x 15 @@ internal rotation with band | Internal rotation with band | s3 r15 | UB
      d) 4:00 Full can raise – 2 x 12 @@ scaption | Scaption | s2 r12 | UB
      e) 5:40 Prone horizontal abduction – 2 x 12 @@ prone t raise | Prone t raise | s2 r12 | UB
      f) 7:15 Sleeper stretch – 3 x 30 s @@ sleeper stretch | Sleeper stretch | s3 h30 | UB
      g) 8:50 Progressions & when to add weight @@ .
    `,
  },
  {
    name: 'desc-heldout7-paren-hms-pilates-hour',
    note: 'A 61-minute mat Pilates class with every clock in round brackets as h:mm:ss; a water break in the middle.',
    title: '60-Minute Mat Pilates (Intermediate)',
    duration: 3660,
    text: `
      (0:00:00) Welcome + breathing @@ .
      (0:03:40) Pelvic curl @@ pelvic curl | Pelvic curl | | LB
      (0:09:15) The Hundred @@ the hundred | The hundred | | C
      (0:13:30) Criss cross @@ criss cross | Criss cross | | C
      (0:19:00) Swan prep @@ swan prep | Swan prep | | B
      (0:24:45) Side kick series @@ side kicks | Side kicks | | LB
      (0:33:10) Water break @@ .
      (0:35:00) Teaser @@ teaser | Teaser | | C
      (0:41:20) Swimming @@ prone swimmer | Prone swimmer | | B
      (0:47:00) Mermaid stretch @@ mermaid | Mermaid | | B
      (0:52:30) Saw @@ saw | Saw | | B
      (0:57:10) Closing & thank you @@ .
    `,
  },
  {
    name: 'desc-heldout7-sponsor-top-and-chapter',
    note: 'A sponsor read with prices at the top, a sponsor chapter in the list, doses "2 sets of 10", "3 sets of 8 per side".',
    title: 'Lower Back Pain Relief – Physio Routine',
    duration: 720,
    text: `
      This video is sponsored by HydraFuel – get 20% off with code BACK20 (was $44.99, now $35.99) 👉 https://example.com/hydra

      0:00 Intro @@ .
      0:42 Sponsor: HydraFuel @@ .
      1:55 Prone press ups – 2 sets of 10 @@ mckenzie press up | McKenzie press up | s2 r10 | B
      3:30 Pelvic tilts – 2 sets of 15 @@ pelvic tilt | Pelvic tilt | s2 r15 | B
      5:00 Bird dog – 3 sets of 8 per side @@ bird dog | Bird dog | s3 r8 each | B
      6:45 Side plank from knees – 3 sets of 20 sec @@ modified side plank | Modified side plank | s3 h20 | C
      8:20 Hip hinge with dowel – 2 sets of 10 @@ hip hinge | Hip hinge | s2 r10 | LB
      10:05 Final thoughts @@ .

      Mat I use ($29.99): https://example.com/mat
      Instagram: @backrehabcoach
    `,
  },
  {
    name: 'desc-heldout7-clock-like-doses',
    note: 'Holds written like clocks after the chapter clock: ":30 hold", "1:00 each side", "3 x :45", "2 x 1:00", ":20 x 5".',
    title: 'Core Stability – Holds Only',
    duration: 780,
    text: `
      0:00 Intro @@ .
      0:30 Front plank :30 hold @@ plank | Plank | h30 | C
      1:45 Side plank 1:00 each side @@ side plank | Side plank | h60 each | C
      4:10 Hollow hold 3 x :45 @@ hollow hold | Hollow hold | s3 h45 | C
      6:40 Wall sit 2 x 1:00 @@ wall sit | Wall sit | s2 h60 | LB
      9:30 Bear plank :20 x 5 @@ bear hold | Bear hold | s5 h20 | FB
      11:00 Cool down & recap @@ .
    `,
  },
  {
    name: 'desc-heldout7-mixed-bracket-doses',
    note: 'Doses in round and square brackets in one list: "(x2 each foot)", "[2 × 30 sec per side]", "(3 sets × 15 reps)".',
    title: 'Ankle Sprain Rehab – Week 2',
    duration: 600,
    text: `
      0:00 Intro @@ .
      0:30 Ankle alphabet (x2 each foot) @@ ankle alphabet | Ankle alphabet | r2 each | LB
      1:50 Calf stretch [2 × 30 sec per side] @@ calf stretch | Calf stretch | s2 h30 each | LB
      3:20 Calf raises (3 sets × 15 reps) @@ calf raise | Calf raise | s3 r15 | LB
      5:00 Single leg balance [3 × 30 s, eyes closed] @@ single leg balance | Single leg balance | s3 h30 | LB
      6:40 Lateral hops (2 × 10) @@ lateral hop | Lateral hop | s2 r10 | LB
      8:00 Back-to-sport checklist @@ .
    `,
  },
  {
    name: 'desc-heldout7-circuit-repeat-words',
    note: 'A dumbbell circuit done twice, the second pass written "Round 2 –", "again", "(set 2)", "– R2"; a plank finisher.',
    title: '20-Min Dumbbell Circuit – 2 Rounds',
    duration: 960,
    text: `
      0:00 Intro + set-up @@ .
      0:45 Goblet squat @@ goblet squat | Goblet squat | | LB
      2:15 Renegade row @@ renegade row | Renegade row | | UB
      3:45 Reverse lunge @@ reverse lunge | Reverse lunge | | LB
      5:15 Push ups @@ push up | Push up | | UB
      6:30 Rest – grab water @@ .
      7:30 Round 2 – goblet squat @@ goblet squat | Goblet squat | | LB
      9:00 Renegade row again @@ renegade row | Renegade row | | UB
      10:30 Reverse lunge (set 2) @@ reverse lunge | Reverse lunge | | LB
      12:00 Push ups – R2 @@ push up | Push up | | UB
      13:15 Finisher: plank to failure @@ plank | Plank | | C
      14:30 Stretch & outro @@ .
    `,
  },
  {
    name: 'desc-heldout7-mixed-numbering-countdown',
    note: 'A ranked countdown numbered five different ways in one list: "#5:", "Exercise 4 –", "No. 3", "Nº2 –", "And #1…".',
    title: 'My 5 Best Glute Exercises (Ranked)',
    duration: 660,
    text: `
      0:00 Intro @@ .
      0:40 #5: Clamshells @@ clamshell | Clamshell | | LB
      2:05 Exercise 4 – Frog pumps @@ frog pumps | Frog pumps | | LB
      3:30 No. 3 Curtsy lunge @@ curtsy lunge | Curtsy lunge | | LB
      5:00 Nº2 – Hip thrust @@ hip thrust | Hip thrust | | LB
      6:45 And #1… B-stance RDL @@ b stance rdl | B-stance RDL | | LB
      8:30 Honourable mentions @@ .
      9:40 Outro @@ .
    `,
  },
  {
    name: 'desc-heldout7-knees-over-toes-names',
    note: 'Coach names outside any obvious list, plurals kept (Poliquin step ups, sissy squats, Cossack squats, Jefferson curls).',
    title: 'Knees Over Toes – Beginner Day',
    duration: 780,
    text: `
      0:00 Why knees over toes? @@ .
      1:00 Backwards walking @@ backwards walking | Backwards walking | | LB
      2:30 Poliquin step ups @@ poliquin step ups | Poliquin step ups | | LB
      4:00 Sissy squats @@ sissy squats | Sissy squats | | LB
      5:40 Cossack squats @@ cossack squat | Cossack squat | | LB
      7:20 Jefferson curls (light!) @@ jefferson curls | Jefferson curls | | B
      9:00 Couch stretch @@ couch stretch | Couch stretch | | LB
      10:40 Terminal knee extensions @@ terminal knee extension | Terminal knee extension | | LB
      12:10 How often to train this @@ .
    `,
  },
  {
    name: 'desc-heldout7-demo-links-on-lines',
    note: 'A demo link on each chapter line ("– full demo: https://…", "→ https://…?t=45", "see pinned comment").',
    title: 'Shoulder Impingement Routine (with demo links)',
    duration: 540,
    text: `
      0:00 Intro @@ .
      0:30 Pendulums – full demo: https://youtu.be/aa11 @@ pendulum | Pendulum | | UB
      1:40 Wall slides → https://youtu.be/bb22 @@ wall slide | Wall slide | | UB
      3:00 Scapular retraction (tutorial ↗ example.com/scap) @@ scapular squeeze | Scapular squeeze | | UB
      4:20 Doorway pec stretch – see pinned comment @@ doorway pec stretch | Doorway pec stretch | | UB
      5:45 Serratus punches – https://youtu.be/cc33?t=45 @@ serratus punch | Serratus punch | | UB
      7:10 When to get it checked @@ .

      Full playlist: https://youtube.com/playlist?list=PLx0shoulder
    `,
  },
  {
    name: 'desc-heldout7-live-chair-class-hms',
    note: 'A 75-minute live chair class in h:mm:ss: a waiting-room chapter, chat shout-outs, technical difficulties, a chat Q&A.',
    title: 'LIVE Chair Exercise Class for Seniors – Tuesday',
    duration: 4500,
    text: `
      0:00:00 Waiting for everyone to join @@ .
      0:04:30 Hello & chat shout-outs @@ .
      0:09:10 Seated marching @@ seated march | Seated march | | LB
      0:14:00 Sit to stand @@ sit to stand | Sit to stand | | LB
      0:19:30 Seated knee extension @@ long arc quad | Long arc quad | | LB
      0:25:00 Technical difficulties (sorry!) @@ .
      0:27:40 Shoulder rolls @@ shoulder roll | Shoulder roll | | UB
      0:32:15 Seated side bends @@ seated side bend | Seated side bend | | B
      0:38:00 Heel and toe taps @@ heel and toe taps | Heel and toe taps | | LB
      0:44:30 Ankle circles @@ ankle circles | Ankle circles | | LB
      0:50:10 Calf raises holding the chair @@ calf raise | Calf raise | | LB
      0:56:00 Seated cat cow @@ seated cat cow | Seated cat cow | | B
      1:01:30 Q&A from the chat @@ .
      1:12:00 See you Thursday! @@ .
    `,
  },
  {
    name: 'desc-heldout7-tabata-ten-second-rests',
    note: 'A Tabata: 20 s work chapters and 10 s rest chapters (10 s is allowed); "20s" after each name.',
    title: 'Tabata Legs – 4 Minutes',
    duration: 300,
    text: `
      0:00 How Tabata works @@ .
      0:40 Squat jumps 20s @@ squat jump | Squat jump | h20 | LB
      1:00 Rest 10s @@ .
      1:10 Reverse lunges 20s @@ reverse lunge | Reverse lunge | h20 | LB
      1:30 Rest 10s @@ .
      1:40 Skater hops 20s @@ skater hops | Skater hops | h20 | LB
      2:00 Rest 10s @@ .
      2:10 Wall sit 20s @@ wall sit | Wall sit | h20 | LB
      2:30 Rest 10s @@ .
      2:40 Pulse squats 20s @@ pulse squats | Pulse squats | h20 | LB
      3:00 Rest 10s @@ .
      3:10 Glute bridge 20s @@ glute bridge | Glute bridge | h20 | LB
      3:30 Done – stretch with me @@ .
    `,
  },
  {
    name: 'desc-heldout7-chapter-word-square-clock',
    note: '"Chapter n · [00:00]" with many talk kinds: anatomy, equipment, common mistakes, bonus tip, recap, Q&A, final thoughts.',
    title: 'Tennis Elbow – Everything You Need to Know',
    duration: 840,
    text: `
      Chapter 1 · [00:00] Intro @@ .
      Chapter 2 · [00:40] Anatomy of the elbow @@ .
      Chapter 3 · [02:30] What you'll need (equipment) @@ .
      Chapter 4 · [03:10] Wrist extensor isometrics @@ wrist extensor isometrics | Wrist extensor isometrics | | UB
      Chapter 5 · [05:00] Common mistakes @@ .
      Chapter 6 · [06:20] Tyler twist @@ tyler twist | Tyler twist | | UB
      Chapter 7 · [08:00] Bonus tip: grip at work @@ .
      Chapter 8 · [08:50] Wrist flexor stretch @@ wrist flexor stretch | Wrist flexor stretch | | UB
      Chapter 9 · [10:10] Recap @@ .
      Chapter 10 · [10:50] Q&A from the comments @@ .
      Chapter 11 · [12:30] Final thoughts @@ .
    `,
  },
  {
    name: 'desc-heldout7-loads-look-like-doses',
    note: '"(00:35)" zero-padded brackets; loads written like doses ("2×12 kg DBs", "@ 60 lbs", "100 kg, RPE 8") beside the real dose.',
    title: 'Lower Body Strength for Runners (Gym)',
    duration: 690,
    text: `
      (00:00) Intro @@ .
      (00:35) RDL – 3×8 @ 40 kg @@ romanian deadlift | Romanian deadlift | s3 r8 | LB
      (02:20) Bulgarian split squat – 3×8/leg, 2×12 kg DBs @@ bulgarian split squat | Bulgarian split squat | s3 r8 each | LB
      (04:10) Landmine reverse lunge 20 kg, 3×10 @@ landmine reverse lunge | Landmine reverse lunge | s3 r10 | LB
      (06:00) Seated calf raise 3×15 @ 60 lbs @@ seated calf raise | Seated calf raise | s3 r15 | LB
      (07:45) Hip thrust 4×6 (100 kg, RPE 8) @@ hip thrust | Hip thrust | s4 r6 | LB
      (09:30) Programming notes @@ .
    `,
  },
  {
    name: 'desc-heldout7-tab-separated-columns',
    note: 'Tab-separated columns pasted from a spreadsheet: clock, name, "3 x 15"; a header row without a clock.',
    title: 'Upper Back Posture Routine',
    duration: 600,
    text: `
      Time\tExercise\tSets x Reps
      0:00\tIntro\t– @@ .
      0:30\tBand pull-aparts\t3 x 15 @@ band pull apart | Band pull apart | s3 r15 | UB
      2:00\tFace pulls\t3 x 12 @@ face pull | Face pull | s3 r12 | UB
      3:40\tBand rows\t3 x 12 @@ band row | Band row | s3 r12 | UB
      5:10\tSuperman\t3 x 10 @@ superman | Superman | s3 r10 | B
      6:40\tReverse fly\t2 x 12 @@ reverse fly | Reverse fly | s2 r12 | UB
      8:10\tWrap-up\t– @@ .
    `,
  },
  {
    name: 'desc-heldout7-running-drills-hyphens',
    note: 'Running drills with hyphenated names (A-skips, straight-leg bounds) and strides "4 × 80 m", a distance not a dose.',
    title: 'Running Drills Warm-Up – Track Session',
    duration: 660,
    text: `
      [0:00] Why drills? @@ .
      [0:45] A-skips @@ a skips | A-skips | | LB
      [2:00] B-skips @@ b skips | B-skips | | LB
      [3:15] Carioca @@ carioca | Carioca | | LB
      [4:30] High knees @@ high knees | High knees | | LB
      [5:40] Butt kicks @@ butt kicks | Butt kicks | | LB
      [6:50] Straight-leg bounds @@ straight leg bounds | Straight-leg bounds | | LB
      [8:10] Strides 4 × 80 m @@ strides | Strides | | LB
      [9:40] Into the session @@ .
    `,
  },
  {
    name: 'desc-heldout7-romanian-genunchi',
    note: 'Romanian knee programme: "Exercițiul n –", "repetări", "3 serii a câte 10", "secunde pe fiecare picior".',
    title: 'Exerciții pentru genunchi acasă – 10 minute',
    duration: 600,
    text: `
      0:00 Introducere @@ .
      0:30 Exercițiul 1 – Contracții de cvadriceps: 10 repetări, menținere 5 secunde @@ quad sets | Quad sets | r10 h5 | LB
      2:00 Exercițiul 2 – Ridicarea piciorului întins: 3 serii a câte 10 @@ straight leg raise | Straight leg raise | s3 r10 | LB
      3:40 Exercițiul 3 – Pod fesier: 2 serii a câte 12 @@ glute bridge | Glute bridge | s2 r12 | LB
      5:20 Exercițiul 4 – Genuflexiuni pe scaun: 10 repetări @@ sit to stand | Sit to stand | r10 | LB
      7:00 Exercițiul 5 – Echilibru pe un picior: 30 de secunde pe fiecare picior @@ single leg balance | Single leg balance | h30 each | LB
      8:30 Încheiere @@ .
    `,
  },
  {
    name: 'desc-heldout7-croatian-gleznja',
    note: 'Croatian ankle programme: "ponavljanja", "3 serije po 15", "sekundi svaka noga", "u svaku stranu".',
    title: 'Vježbe nakon uganuća gležnja',
    duration: 540,
    text: `
      0:00 Uvod @@ .
      0:30 Kruženje stopalom – 10 puta u svaku stranu @@ ankle circles | Ankle circles | r10 each | LB
      1:50 Istezanje lista uz zid – 3 × 30 sekundi @@ calf stretch | Calf stretch | s3 h30 | LB
      3:20 Podizanje na prste – 3 serije po 15 @@ calf raise | Calf raise | s3 r15 | LB
      4:50 Stajanje na jednoj nozi – 30 sekundi svaka noga @@ single leg balance | Single leg balance | h30 each | LB
      6:20 Hodanje na petama – 1 minuta @@ heel walk | Heel walk | h60 | LB
      7:40 Zaključak @@ .
    `,
  },
  {
    name: 'desc-heldout7-bulgarian-gryb',
    note: 'Bulgarian (Cyrillic) back routine: "повторения", "3 серии по 12", "секунди", "на всяка страна".',
    title: 'Упражнения за кръст – 9 минути',
    duration: 540,
    text: `
      0:00 Въведение @@ .
      0:30 Котка-крава – 10 повторения @@ cat cow | Cat cow | r10 | B
      2:00 Мост – 3 серии по 12 @@ glute bridge | Glute bridge | s3 r12 | LB
      3:40 Птица-куче – 8 повторения на всяка страна @@ bird dog | Bird dog | r8 each | B
      5:10 Колене към гърдите – 20 секунди @@ double knee to chest | Double knee to chest | h20 | B
      6:30 Поза на детето – 1 минута @@ child's pose | Child's pose | h60 | B
      8:00 Съвети и край @@ .
    `,
  },
  {
    name: 'desc-heldout7-malay-lutut',
    note: 'Malay knee routine: "ulangan", "3 set 10 ulangan", "tahan 30 saat setiap kaki", "Pengenalan"/"Penutup".',
    title: 'Senaman Lutut di Rumah – 9 Minit',
    duration: 540,
    text: `
      0:00 Pengenalan @@ .
      0:30 Duduk dan bangun dari kerusi – 10 ulangan @@ sit to stand | Sit to stand | r10 | LB
      2:00 Angkat kaki lurus – 3 set 10 ulangan @@ straight leg raise | Straight leg raise | s3 r10 | LB
      3:40 Mencangkung separa (mini squat) – 12 ulangan @@ mini squat | Mini squat | r12 | LB
      5:10 Naik turun anak tangga – 8 ulangan setiap kaki @@ step up | Step up | r8 each | LB
      6:40 Regangan hamstring – tahan 30 saat setiap kaki @@ hamstring stretch | Hamstring stretch | h30 each | LB
      8:10 Penutup @@ .
    `,
  },
  {
    name: 'desc-heldout7-japanese-lenticular-brackets',
    note: 'Japanese hip routine with the clock in "【】" lenticular brackets, "10回×3セット", "左右15回ずつ", "30秒キープ".',
    title: '股関節ストレッチ＆筋トレ｜10分',
    duration: 600,
    text: `
      【0:00】はじめに @@ .
      【0:35】クラムシェル（左右15回ずつ） @@ clamshell | Clamshell | r15 each | LB
      【2:10】ヒップリフト（10回×3セット） @@ glute bridge | Glute bridge | s3 r10 | LB
      【3:50】サイドランジ（左右8回ずつ） @@ lateral lunge | Lateral lunge | r8 each | LB
      【5:30】腸腰筋ストレッチ（30秒キープ） @@ hip flexor stretch | Hip flexor stretch | h30 | LB
      【7:00】お尻のストレッチ（左右30秒） @@ glute stretch | Glute stretch | h30 each | LB
      【8:40】まとめ @@ .
    `,
  },
  {
    name: 'desc-heldout7-korean-geobukmok',
    note: 'Korean posture routine: "10회 × 2세트", "좌우 20초씩", a door-frame note in brackets, "인트로"/"마무리".',
    title: '거북목 교정 운동 8분',
    duration: 480,
    text: `
      0:00 인트로 @@ .
      0:30 턱 당기기 10회 @@ chin tuck | Chin tuck | r10 | N
      1:40 목 옆 스트레칭 좌우 20초씩 @@ neck side bend | Neck side bend | h20 each | N
      3:00 벽 천사 10회 × 2세트 @@ wall angel | Wall angel | s2 r10 | UB
      4:30 가슴 스트레칭 (문틀) 30초 @@ doorway pec stretch | Doorway pec stretch | h30 | UB
      6:00 엎드려 Y 레이즈 12회 @@ prone y raise | Prone Y raise | r12 | UB
      7:30 마무리 @@ .
    `,
  },
  {
    name: 'desc-heldout7-german-uebung-triangle',
    note: 'German back routine: "Übung n ▸", zero-padded "00:40", "3 × 8 je Seite", "Wdh.", "Sek."; "Tipps für den Alltag" as talk.',
    title: 'Rückenfit – 12 Minuten Übungen für den Alltag',
    duration: 720,
    text: `
      00:00 Begrüßung @@ .
      00:40 Übung 1 ▸ Beckenkippen – 15 Wdh. @@ pelvic tilt | Pelvic tilt | r15 | B
      02:10 Übung 2 ▸ Vierfüßlerstand diagonal (Arm/Bein) – 3 × 8 je Seite @@ bird dog | Bird dog | s3 r8 each | B
      04:00 Übung 3 ▸ Brücke – 3 × 12 Wdh. @@ glute bridge | Glute bridge | s3 r12 | LB
      05:50 Übung 4 ▸ Seitstütz auf den Knien – 3 × 20 Sek. je Seite @@ modified side plank | Modified side plank | s3 h20 each | C
      07:40 Übung 5 ▸ Katzenbuckel und Pferderücken – 10 Wdh. @@ cat cow | Cat cow | r10 | B
      09:20 Übung 6 ▸ Päckchen (Knie zur Brust) – 30 Sek. @@ knee to chest | Knee to chest | h30 | B
      11:00 Tipps für den Alltag @@ .
    `,
  },
  {
    name: 'desc-heldout7-spanish-mx-fascitis',
    note: 'Mexican Spanish plantar-heel routine with "🔹" bullets: "1 minuto por pie", "30 segundos, 3 veces", "2 series de 10".',
    title: 'Rutina para fascitis plantar – 8 minutos',
    duration: 540,
    text: `
      🔹 0:00 Introducción @@ .
      🔹 0:25 Rodar una pelota bajo el pie – 1 minuto por pie @@ rodar una pelota bajo el pie | Rodar una pelota bajo el pie | h60 each | LB
      🔹 2:00 Estiramiento de pantorrilla en la pared – 30 segundos, 3 veces @@ calf stretch | Calf stretch | s3 h30 | LB
      🔹 3:40 Recoger una toalla con los dedos – 2 series de 10 @@ towel scrunches | Towel scrunches | s2 r10 | LB
      🔹 5:10 Elevación de talones – 3 series de 15 @@ calf raise | Calf raise | s3 r15 | LB
      🔹 6:40 Estiramiento de la fascia plantar – 30 segundos por lado @@ plantar fascia stretch | Plantar fascia stretch | h30 each | LB
      🔹 7:50 Despedida @@ .
    `,
  },
  {
    name: 'desc-heldout7-portuguese-quadril-3x-de',
    note: 'Brazilian Portuguese hip-arthritis routine: "Exercício n -", doses "3x de 10", "15 repetições de cada lado"; a care chapter.',
    title: 'Exercícios para artrose de quadril – em casa',
    duration: 660,
    text: `
      00:00 Apresentação @@ .
      00:45 Exercício 1 - Abdução de quadril deitado de lado: 3x de 10 @@ side lying hip abduction | Side lying hip abduction | s3 r10 | LB
      02:30 Exercício 2 - Ponte: 3x de 12 @@ glute bridge | Glute bridge | s3 r12 | LB
      04:10 Exercício 3 - Concha (ostra): 15 repetições de cada lado @@ clamshell | Clamshell | r15 each | LB
      05:50 Exercício 4 - Sentar e levantar da cadeira: 10 repetições @@ sit to stand | Sit to stand | r10 | LB
      07:30 Exercício 5 - Alongamento do piriforme: 30 segundos cada lado @@ piriformis stretch | Piriformis stretch | h30 each | LB
      09:10 Cuidados importantes @@ .
      10:00 Encerramento @@ .
    `,
  },
  {
    name: 'desc-heldout7-french-quebec-no',
    note: 'Québec French back routine: "Exercice no n :" with a space before the colon, "3 fois 20 secondes", "de chaque côté".',
    title: 'Exercices pour le dos – physiothérapie à domicile',
    duration: 600,
    text: `
      0:00 Bienvenue @@ .
      0:30 Exercice no 1 : Bascule du bassin – 2 séries de 10 @@ pelvic tilt | Pelvic tilt | s2 r10 | B
      2:00 Exercice no 2 : Genoux à la poitrine – 3 fois 20 secondes @@ double knee to chest | Double knee to chest | s3 h20 | B
      3:40 Exercice no 3 : Rotation du tronc couché – 10 de chaque côté @@ lower trunk rotation | Lower trunk rotation | r10 each | B
      5:10 Exercice no 4 : Chien d'arrêt – 8 répétitions de chaque côté @@ bird dog | Bird dog | r8 each | B
      6:40 Exercice no 5 : Extension couchée sur le ventre (McKenzie) – 10 répétitions @@ mckenzie press up | McKenzie press up | r10 | B
      8:10 Conclusion @@ .
    `,
  },
  {
    name: 'desc-heldout7-italian-core',
    note: 'Italian core routine: English names kept by the author ("Plank", "Dead bug"), "3 x 30"", "20" per lato", "tenuta 3 secondi".',
    title: 'Esercizi per il core – principianti',
    duration: 600,
    text: `
      0:00 Introduzione @@ .
      0:30 Plank – 3 x 30" @@ plank | Plank | s3 h30 | C
      2:00 Plank laterale – 20" per lato @@ side plank | Side plank | h20 each | C
      3:30 Dead bug – 10 ripetizioni @@ dead bug | Dead bug | r10 | C
      5:00 Crunch inverso – 3x12 @@ reverse crunch | Reverse crunch | s3 r12 | C
      6:30 Superman – 10 ripetizioni, tenuta 3 secondi @@ superman | Superman | r10 h3 | B
      8:00 Defaticamento e saluti @@ .
    `,
  },
  {
    name: 'desc-heldout7-turkish-omuz-hareket',
    note: 'Turkish shoulder routine: "Hareket n:", "3 set 12 tekrar", "her kol 30 saniye", "5 saniye tut, 10 tekrar".',
    title: 'Omuz Ağrısı İçin 5 Egzersiz',
    duration: 600,
    text: `
      0:00 Giriş @@ .
      0:30 Hareket 1: Sarkaç egzersizi – her kol 30 saniye @@ pendulum | Pendulum | h30 each | UB
      1:50 Hareket 2: Duvarda parmak yürütme – 10 tekrar @@ wall walk | Wall walk | r10 | UB
      3:20 Hareket 3: Lastik bantla dış rotasyon – 3 set 12 tekrar @@ external rotation with band | External rotation with band | s3 r12 | UB
      5:00 Hareket 4: Kürek kemiklerini sıkıştırma – 5 saniye tut, 10 tekrar @@ scapular squeeze | Scapular squeeze | r10 h5 | UB
      6:30 Hareket 5: Kapı aralığında göğüs germe – 30 saniye @@ doorway pec stretch | Doorway pec stretch | h30 | UB
      8:00 Kapanış @@ .
    `,
  },
  {
    name: 'desc-heldout7-trap-ward-timetable',
    note: 'A hospital ward timetable: times of day naming exercise groups, from 08:30; not a chapter list.',
    title: 'Ward 7 – Daily Exercise Timetable',
    duration: 120,
    text: `
      Our daily programme on Ward 7 (Orthopaedics):
      08:30 Breathing exercises at the bedside
      10:00 Sit to stand group (day room)
      11:15 Walking practice with the physio team
      14:00 Arm exercises group
      15:30 Balance class
      Visiting hours 15:00 – 20:00. Please ask a nurse if you cannot attend.
    `,
  },
  {
    name: 'desc-heldout7-trap-running-club-results',
    note: 'A running club post: finishing times, an entry price written "£3:50", a date "21:06"; no chapters.',
    title: 'Club 5K Time Trial – Results & Cool-Down',
    duration: 420,
    text: `
      What a morning! Results from Saturday's time trial:
      1st – Maya 17:42
      2nd – Tom 18:05
      3rd – Priya 18:31
      PBs for 11 of you 🎉

      Next trial 21:06, entry £3:50 (members free). Cool-down we did afterwards: calf stretch, quad stretch, hip circles.
    `,
  },
  {
    name: 'desc-heldout7-trap-yoga-music-album',
    note: 'A music album in valid chapter format (0:00, ascending, long tracks) whose track titles name poses; no exercises.',
    title: 'Yoga Music – 30 Minutes of Calm (Full Album)',
    duration: 1800,
    text: `
      Music for your practice. No talking, no instructions – just sound.
      0:00 Sun Salutation at Dawn
      6:12 Warrior Spirit
      11:40 Child's Pose (Lullaby)
      17:05 Tree of Breath
      23:30 Savasana Waves
      ℗ 2026 Still Water Records
    `,
  },
  {
    name: 'desc-heldout7-trap-intro-only-bullets',
    note: '"0:00 Intro" alone, then the routine as bullets with doses and no times; not a chapter list; no captions.',
    title: 'Glute Activation Routine (Save This!)',
    duration: 480,
    text: `
      0:00 Intro
      Today's routine – do 3 rounds:
      • Glute bridge 3x10
      • Clamshell 15/side
      • Dead bug x10
      • Side plank 20s each side
      Follow for more 💪
    `,
  },
  {
    name: 'desc-heldout7-trap-korean-from-0-02',
    note: 'A Korean exercise list whose first time is 0:02, not 0:00: YouTube shows no chapters; no captions.',
    title: '허리 스트레칭 5분',
    duration: 300,
    text: `
      0:02 인트로
      0:30 고양이 소 자세
      1:30 아기 자세
      2:40 무릎 당기기
      3:50 마무리
    `,
  },
  {
    name: 'desc-heldout7-trap-two-chapters-note',
    note: 'Two chapters only ("Warm-up talk", "Full follow-along"), a cool-down mentioned in prose; not a chapter list.',
    title: '15-Minute Follow-Along Hip Workout',
    duration: 900,
    text: `
      0:00 Warm-up talk
      3:40 Full follow-along workout
      (Cool down stretches are at the very end, don't skip them!)
    `,
  },
  {
    name: 'desc-heldout7-trap-croatian-short-chapter',
    note: 'A Croatian list with a 7 s chapter ("Promjena strane"): YouTube rejects the whole list; no captions.',
    title: 'Istezanje kukova – 6 minuta',
    duration: 360,
    text: `
      0:00 Uvod
      0:25 Istezanje pregibača kuka
      1:40 Promjena strane
      1:47 Istezanje pregibača kuka – druga strana
      3:00 Golub
      4:30 Kraj
    `,
  },
  {
    name: 'desc-heldout7-trap-same-time-twice',
    note: 'Two chapters at the same time (2:30 twice): times are not strictly ascending, so not a chapter list; no captions.',
    title: 'Core Burner – 8 Minutes',
    duration: 480,
    text: `
      0:00 Intro
      0:40 Crunches
      2:30 Plank
      2:30 Side plank
      4:10 Russian twists
      6:00 Cool down
    `,
  },
  {
    name: 'desc-heldout7-trap-table-tennis-scores',
    note: 'A table-tennis club post: game scores written like clocks ("11:07", "09:11"), a footwork drill named in prose.',
    title: 'League Night Recap + Footwork Drill',
    duration: 600,
    text: `
      League night results:
      Anna vs Jo: 11:07, 09:11, 11:05, 11:08
      Ben vs Sam: 11:09, 11:04, 13:11, 11:06
      Doubles: 11:03, 11:09, 11:07

      The footwork drill we showed at the start is side shuffles for 30 seconds, three times.
    `,
  },
];
