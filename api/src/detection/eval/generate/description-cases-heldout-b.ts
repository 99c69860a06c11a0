/**
 * Second held-out batch: written after the first round of rule changes and scored once, never tuned on.
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesHeldOutB: DescriptionCaseSpec[] = [
  {
    name: 'desc-heldout-b-runner-hips',
    note: 'Hip strength for runners, dosage after a slash.',
    title: 'Hip Strength for Runners',
    duration: 600,
    text: `
      0:00 Why hips matter for runners @@ .
      1:00 Side plank / 3 x 30s @@ side plank | Side plank | s3 h30 | C
      2:40 Single leg deadlift / 3 x 8 each side @@ single leg deadlift | Single leg deadlift | s3 r8 each | LB
      4:30 Lateral band walk / 2 x 15 steps @@ lateral band walk | Lateral band walk | s2 r15 | LB
      6:10 Step downs / 3 x 10 @@ step down | Step down | s3 r10 | LB
      8:00 Programming tips @@ .
    `,
  },
  {
    name: 'desc-heldout-b-neck-emoji',
    note: 'Emoji-numbered neck routine with holds.',
    title: 'Tech Neck Fix',
    duration: 420,
    text: `
      👉 0:00 Intro @@ .
      👉 0:25 Chin tucks – 10 reps @@ chin tuck | Chin tuck | r10 | N
      👉 1:35 Neck side bend – hold 20 s each side @@ neck side bend | Neck side bend | h20 each | N
      👉 2:50 Levator scapulae stretch – 30 s @@ levator scapulae stretch | Levator scapulae stretch | h30 | N
      👉 4:05 Thoracic extension over a chair @@ thoracic extension over a chair | Thoracic extension over a chair | | B
      👉 5:30 Final tips @@ .
    `,
  },
  {
    name: 'desc-heldout-b-german-intro-prose',
    note: 'German prose with a time of day and a duration around the list.',
    title: 'Nackenübungen fürs Büro',
    duration: 480,
    text: `
      Jeden Tag um 12:30 eine kurze Pause – dauert nur 8:00 Minuten!

      0:00 Begrüßung @@ .
      0:30 Kinn zurückziehen – 10 Wiederholungen @@ chin tuck | Chin tuck | r10 | N
      1:40 Schulterkreisen – 15 mal @@ shoulder roll | Shoulder roll | r15 | UB
      2:50 Nackendehnung seitlich – 30 Sekunden pro Seite @@ neck side bend | Neck side bend | h30 each | N
      4:10 Brustwirbelsäule mobilisieren @@ brustwirbelsaule mobilisieren | Brustwirbelsäule mobilisieren | | B
      5:40 Fazit @@ .
    `,
  },
  {
    name: 'desc-heldout-b-es-yoga',
    note: 'Spanish yoga class with Sanskrit and Spanish names.',
    title: 'Yoga suave para principiantes',
    duration: 1200,
    text: `
      0:00 Bienvenida y respiración @@ .
      2:00 Postura de la montaña @@ mountain pose | Mountain pose | | FB
      4:00 Perro boca abajo @@ downward dog | Downward dog | | FB
      6:30 Guerrero 2 @@ warrior two | Warrior two | | LB
      9:00 Postura del niño @@ child's pose | Child's pose | | B
      11:30 Torsión sentada @@ seated spinal twist | Seated spinal twist | | B
      14:00 Relajación final @@ .
    `,
  },
  {
    name: 'desc-heldout-b-fr-genou',
    note: 'French knee rehab with "Exercice n" and repetitions.',
    title: 'Rééducation du genou : 5 exercices',
    duration: 600,
    text: `
      0:00 Introduction @@ .
      0:40 Exercice 1 – Serrage du quadriceps (10 x 5 secondes) @@ quad sets | Quad sets | s10 h5 | LB
      2:00 Exercice 2 – Glissement du talon @@ heel slides | Heel slides | | LB
      3:20 Exercice 3 – Élévation jambe tendue, 3 séries de 10 @@ straight leg raise | Straight leg raise | s3 r10 | LB
      4:50 Exercice 4 – Pont fessier @@ glute bridge | Glute bridge | | LB
      6:10 Exercice 5 – Montée sur la pointe des pieds @@ calf raise | Calf raise | | LB
      7:40 Conclusion @@ .
    `,
  },
  {
    name: 'desc-heldout-b-trap-dates-list',
    note: 'Event dates and prices only; no chapter list.',
    title: 'Workshop Announcement: Low Back Pain',
    duration: 300,
    text: `
      Live workshop on 12.04.2026, doors open 18:45.
      Tickets €25 / students €15.
      Replay available until 1:00 am the next day.
    `,
  },
  {
    name: 'desc-heldout-b-list-starts-at-0-30',
    note: 'A list that starts at 0:30: no chapters.',
    title: 'Ankle Mobility',
    duration: 360,
    text: `
      0:30 Ankle circles
      1:30 Knee to wall
      2:40 Calf stretch
    `,
  },
  {
    name: 'desc-heldout-b-rounds-with-rest',
    note: 'Circuit done twice, second round marked "(2nd round)".',
    title: 'Senior Strength Circuit',
    duration: 900,
    text: `
      0:00 Warm up @@ .
      1:30 Sit to stand @@ sit to stand | Sit to stand | | LB
      3:00 Wall push ups @@ wall push up | Wall push up | | UB
      4:30 Heel raises @@ calf raise | Calf raise | | LB
      6:00 Sit to stand (2nd round) @@ sit to stand | Sit to stand | | LB
      7:30 Wall push ups (2nd round) @@ wall push up | Wall push up | | UB
      9:00 Heel raises (2nd round) @@ calf raise | Calf raise | | LB
      10:30 Cool down and breathing @@ .
    `,
  },
  {
    name: 'desc-heldout-b-mixed-unknown-known',
    note: 'Shoulder rehab with moves outside the lexicon and canonical ones.',
    title: 'Shoulder Mobility After Surgery',
    duration: 640,
    text: `
      0:00 Intro and precautions @@ .
      0:45 Table slides @@ table slide | Table slide | | UB
      2:05 Cane assisted external rotation @@ cane assisted external rotation | Cane assisted external rotation | | UB
      3:30 Sleeper stretch – 3 x 30 sec @@ sleeper stretch | Sleeper stretch | s3 h30 | UB
      5:00 Scapular clocks @@ scapular clocks | Scapular clocks | | UB
      6:30 Isometric shoulder holds – 5 x 10 s @@ shoulder isometrics | Shoulder isometrics | s5 h10 | UB
      8:10 What's next @@ .
    `,
  },
  {
    name: 'desc-heldout-b-podcast-with-demo',
    note: 'An interview with one demonstration chapter.',
    title: 'Interview: Running After 60',
    duration: 1800,
    text: `
      0:00 Intro @@ .
      1:30 Meet our guest @@ .
      6:00 Training mistakes @@ .
      14:00 Demo: single leg calf raise @@ single leg calf raise | Single leg calf raise | | LB
      17:00 Listener questions @@ .
      26:00 Outro @@ .
    `,
  },
  {
    name: 'desc-heldout-b-square-brackets-hours',
    note: 'Square brackets with hours for a long session.',
    title: '1 Hour Full Body Stretch',
    duration: 3700,
    text: `
      [0:00:00] Welcome @@ .
      [0:04:00] Neck rolls @@ neck rolls | Neck rolls | | N
      [0:12:30] Cross body shoulder stretch @@ cross body shoulder stretch | Cross body shoulder stretch | | UB
      [0:21:00] Cat cow @@ cat cow | Cat cow | | B
      [0:30:15] Pigeon pose @@ pigeon pose | Pigeon pose | | LB
      [0:41:00] Seated forward fold @@ seated forward fold | Seated forward fold | | LB
      [0:52:30] Savasana @@ .
    `,
  },
  {
    name: 'desc-heldout-b-dosage-notes',
    note: 'Dosage written on the line under each chapter.',
    title: 'Low Back Stability',
    duration: 540,
    text: `
      0:00 Intro @@ .
      0:30 Bird dog @@ bird dog | Bird dog | s3 r8 each | B
      3 sets of 8 each side
      2:00 Dead bug @@ dead bug | Dead bug | s3 r10 | C
      3 x 10
      3:40 Side plank @@ side plank | Side plank | h20 each | C
      Hold 20 s per side
      5:20 McGill curl up @@ mcgill curl up | Mcgill curl up | | C
      7:00 Wrap up @@ .
    `,
  },
  {
    name: 'desc-heldout-b-warmup-sections',
    note: 'Section labels with dashes ("Warm-up –", "Finisher –").',
    title: 'Quick Leg Session',
    duration: 720,
    text: `
      0:00 Intro @@ .
      0:30 Warm-up – leg swings @@ leg swings | Leg swings | | LB
      2:00 Main set – reverse lunges 3x10 @@ reverse lunge | Reverse lunge | s3 r10 | LB
      5:00 Main set – glute bridge 3x12 @@ glute bridge | Glute bridge | s3 r12 | LB
      8:00 Finisher – wall sit 60 s @@ wall sit | Wall sit | h60 | LB
      10:00 Cool-down @@ .
    `,
  },
  {
    name: 'desc-heldout-b-breathing-copd',
    note: 'Breathing program for COPD with a safety chapter.',
    title: 'Breathing Exercises for COPD',
    duration: 600,
    text: `
      0:00 Safety and when to stop @@ .
      1:00 Pursed lip breathing – 2 minutes @@ pursed lip breathing | Pursed lip breathing | h120 | C
      3:00 Diaphragmatic breathing @@ diaphragmatic breathing | Diaphragmatic breathing | | C
      5:00 Huffing @@ huff cough | Huff cough | | C
      7:00 Summary @@ .
    `,
  },
  {
    name: 'desc-heldout-b-trailing-times-only',
    note: 'Times written after each title (not at the line start): YouTube shows no chapters.',
    title: 'Hip Mobility Flow',
    duration: 420,
    text: `
      Intro (0:00)
      90/90 switches (0:40)
      Frog stretch (2:00)
      Hip circles (3:20)
    `,
  },
];
