/**
 * Second batch of description cases (tuning): capitals, emoji inside titles, praise words and levels around known
 * names, "Stretch n:" numbering, rep ranges, lines that start with a time of day after the list.
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesC: DescriptionCaseSpec[] = [
  {
    name: 'desc-all-caps-titles',
    note: 'Titles in capitals; inferred names come out in sentence case.',
    title: 'KNEE PAIN? DO THESE 4 EXERCISES',
    duration: 480,
    text: `
      0:00 INTRO @@ .
      0:30 QUAD SETS 3X10 @@ quad sets | Quad sets | s3 r10 | LB
      1:50 SEATED KNEE ROCKS @@ seated knee rocks | Seated knee rocks | | LB
      3:10 STEP UPS 2X12 @@ step up | Step up | s2 r12 | LB
      4:40 BONUS TIP @@ .
      6:00 OUTRO @@ .
    `,
  },
  {
    name: 'desc-emoji-inside-titles',
    note: 'Emoji after and inside the titles are not part of them.',
    title: 'Booty Burn 🍑🔥',
    duration: 420,
    text: `
      0:00 Hey hey 👋 @@ .
      0:20 Glute bridge 🍑 x15 @@ glute bridge | Glute bridge | r15 | LB
      1:40 Frog pumps 🐸 x20 @@ frog pumps | Frog pumps | r20 | LB
      3:00 Banded kickbacks 💥 each side @@ donkey kick | Donkey kick | each | LB
      4:30 Stretch it out 🧘 @@ .
    `,
  },
  {
    name: 'desc-praise-and-levels',
    note: 'Praise words and levels around a known name do not make a new exercise.',
    title: 'My Favourite Hamstring Exercises',
    duration: 540,
    text: `
      0:00 Intro @@ .
      0:30 My favourite hamstring stretch @@ hamstring stretch | Hamstring stretch | | LB
      1:50 Nordic curls (advanced) @@ nordic hamstring curl | Nordic hamstring curl | | LB
      3:10 Single leg bridge - beginner version @@ single leg glute bridge | Single leg glute bridge | | LB
      4:40 The best hamstring curl @@ hamstring curl | Hamstring curl | | LB
      6:20 Summary @@ .
    `,
  },
  {
    name: 'desc-stretch-n-numbering',
    note: '"Stretch 1:" and "Pose 2 -" numbering.',
    title: 'Desk Stretches You Can Do Anywhere',
    duration: 420,
    text: `
      0:00 Why desk workers get stiff @@ .
      0:45 Stretch 1: Chin tucks @@ chin tuck | Chin tuck | | N
      1:45 Stretch 2: Seated spinal twist @@ seated spinal twist | Seated spinal twist | | B
      2:50 Stretch 3: Wrist flexor stretch @@ wrist flexor stretch | Wrist flexor stretch | | UB
      4:00 Stretch 4: Shoulder rolls @@ shoulder roll | Shoulder roll | | UB
      5:10 Wrap up @@ .
    `,
  },
  {
    name: 'desc-rep-ranges',
    note: 'Rep ranges ("8-12 reps") read as their lower bound; the range is cut from the title.',
    title: 'Dumbbell Basics',
    duration: 900,
    text: `
      0:00 Intro @@ .
      0:40 Goblet squat 3 x 8-12 @@ goblet squat | Goblet squat | s3 r8 | LB
      3:30 Romanian deadlift 8-10 reps @@ romanian deadlift | Romanian deadlift | r8 | LB
      6:20 Farmer carry 2 x 30 sec @@ farmer carry | Farmer carry | s2 h30 | FB
      9:10 Cool down @@ .
    `,
  },
  {
    name: 'desc-schedule-right-after-list',
    note: 'A timetable right under the list after a blank line: the run has ended.',
    title: 'Balance Class for Parkinson’s',
    duration: 600,
    text: `
      0:00 Welcome @@ .
      0:40 Weight shifts @@ weight shift | Weight shift | | LB
      2:20 Tandem walk @@ tandem walk | Tandem walk | | LB
      4:00 Big steps @@ big steps | Big steps | | LB
      5:40 Goodbye @@ .

      18:00 Monday group (online)
      19:30 Thursday group (studio)
    `,
  },
  {
    name: 'desc-fr-dos-variantes',
    note: 'French titles with numbering and seconds.',
    title: 'Routine dos : 6 minutes',
    duration: 420,
    text: `
      0:00 Présentation @@ .
      0:25 Exercice 1 : le chat-vache @@ cat cow | Cat cow | | B
      1:30 Exercice 2 : la planche – 30 secondes @@ plank | Plank | h30 | C
      2:40 Exercice 3 : rotation du tronc allongé @@ lower trunk rotation | Lower trunk rotation | | B
      4:00 Exercice 4 : étirement des ischios – 30 s de chaque côté @@ hamstring stretch | Hamstring stretch | h30 each | LB
      5:30 Fin @@ .
    `,
  },
  {
    name: 'desc-es-numerados',
    note: 'Spanish numbering and "por lado".',
    title: 'Fortalece tus glúteos',
    duration: 480,
    text: `
      0:00 Intro @@ .
      0:30 Ejercicio 1: Puente de glúteos – 15 repeticiones @@ glute bridge | Glute bridge | r15 | LB
      1:45 Ejercicio 2: Patada de glúteo – 12 por lado @@ donkey kick | Donkey kick | r12 each | LB
      3:00 Ejercicio 3: Almeja con banda @@ clamshell | Clamshell | | LB
      4:20 Ejercicio 4: Sentadilla sumo @@ sumo squat | Sumo squat | | LB
      5:40 Consejos finales @@ .
    `,
  },
  {
    name: 'desc-de-hueft-variante',
    note: 'German titles, one variant of a known exercise.',
    title: 'Hüfte stärken – Übungen für zu Hause',
    duration: 500,
    text: `
      0:00 Intro @@ .
      0:30 Seitlage Beinheben – 15 pro Seite @@ side lying hip abduction | Side lying hip abduction | r15 each | LB
      1:50 Muschel mit Band @@ clamshell | Clamshell | | LB
      3:10 Brücke einbeinig @@ single leg glute bridge | Single leg glute bridge | | LB
      4:30 Fazit @@ .
    `,
  },
];
