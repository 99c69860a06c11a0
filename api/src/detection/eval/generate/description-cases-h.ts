/**
 * Tuning batch H: one case per failure class found on heldout3 and heldout4, written in other words than those
 * batches (other exercises, other labels and languages), so the rules are tuned on these and the held-out cases stay
 * a check: labels after the time ("Station 2:", "Third exercise:"), hashtags and instructions after a semicolon,
 * handout fields, prime-mark work times, doses before the name and in words, breath counts, asides in brackets, a
 * set-up after the name, Polish and Dutch lists, closing cheers, a music mix naming moves, yoga names without "pose".
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesH: DescriptionCaseSpec[] = [
  {
    name: 'desc-h-labels-after-time',
    note: '"Station n:", "Chapter n –" and ordinal words labelling the chapter after the time.',
    title: 'Circuit for Strong Knees',
    duration: 600,
    text: `
      0:00 Chapter 1 – Warming up the joint @@ .
      1:00 Station 1: Step ups @@ step up | Step up | | LB
      2:30 Station 2: Wall sit @@ wall sit | Wall sit | | LB
      4:00 Third exercise: Lateral lunges @@ lateral lunge | Lateral lunge | | LB
      5:30 Erste Übung: Kniebeugen @@ squat | Squat | | LB
      7:00 Chapter 6 – Putting the circuit together @@ .
    `,
  },
  {
    name: 'desc-h-hashtags-semicolons-fields',
    note: 'Hashtags on chapter lines, instructions after a semicolon, "Sets: | Reps:" and "Hold:" fields.',
    title: 'Shoulder Strength Handout #rehab',
    duration: 720,
    text: `
      0:00 Welcome #physio @@ .
      0:40 Band rows #posture; Sets: 3 | Reps: 12 @@ band row | Band row | s3 r12 | UB
      2:30 Wall slides; keep your forearms on the wall @@ wall slide | Wall slide | | UB
      4:10 Sleeper stretch — Hold: 30 s | Sets: 2 @@ sleeper stretch | Sleeper stretch | s2 h30 | UB
      6:00 Face pulls #strong — Reps: 15 each side @@ face pull | Face pull | r15 each | UB
      8:00 Questions #ask @@ .
    `,
  },
  {
    name: 'desc-h-prime-marks-and-dose-first',
    note: 'Work times in prime marks ("45\'\'", "1\'30\'\'"), doses before the name ("12×", "3×15"), "x 8 each".',
    title: 'Tabata-style Lower Body',
    duration: 660,
    text: `
      0:00 Riscaldamento @@ .
      1:00 Squat jump – 45'' @@ squat jump | Squat jump | h45 | LB
      2:10 Plank – 1'30'' @@ plank | Plank | h90 | C
      3:50 12× Lunges @@ lunge | Lunge | r12 | LB
      5:00 3×15 Calf raises @@ calf raise | Calf raise | s3 r15 | LB
      6:40 Split squat – 3 x 8 each @@ split squat | Split squat | s3 r8 each | LB
      8:30 Defaticamento @@ .
    `,
  },
  {
    name: 'desc-h-number-words-breaths',
    note: 'Doses in words ("twelve times", "forty seconds", "six each side", "each way") and breath counts.',
    title: 'Easy Morning Routine for Seniors',
    duration: 600,
    text: `
      0:00 Good morning everyone @@ .
      0:40 - Heel raises, twelve times @@ calf raise | Calf raise | r12 | LB
      2:00 - Wall push ups, eight times @@ wall push up | Wall push up | r8 | UB
      3:20 - Hip circles, five each way @@ hip circles | Hip circles | r5 each | LB
      4:40 - Mini squats, six each side @@ mini squat | Mini squat | r6 each | LB
      6:00 - Child's pose, 5 breaths @@ child's pose | Child's pose | | B
      7:20 - Cobra, 6 deep breaths @@ cobra stretch | Cobra stretch | | B
      8:40 - Deep breathing to close @@ .
    `,
  },
  {
    name: 'desc-h-bracket-asides-and-setup',
    note: 'Qualifiers and other-language names in brackets, a set-up after the name, "double leg".',
    title: 'Lower Limb Programme – Week 3',
    duration: 780,
    text: `
      0:00 Intro @@ .
      0:40 Calf Raise [Single Leg] @@ single leg calf raise | Single leg calf raise | | LB
      2:10 Clamshell [Banded] @@ clamshell | Clamshell | | LB
      3:40 Prancha (Plank) @@ plank | Plank | | C
      5:10 Trikonasana (Triangle) @@ triangle pose | Triangle pose | | LB
      6:40 Lunge holding a pair of dumbbells @@ lunge | Lunge | | LB
      8:10 Bird dog on a folded towel under the knees @@ bird dog | Bird dog | | B
      9:40 Double leg bridge @@ glute bridge | Glute bridge | | LB
      11:10 Knee extension (sitting) @@ long arc quad | Long arc quad | | LB
      12:30 Outro @@ .
    `,
  },
  {
    name: 'desc-h-polish-trening',
    note: 'A Polish home workout: other names than the held-out ones, "powt.", "sekund", talk in Polish.',
    title: 'Trening całego ciała w domu – 15 minut',
    duration: 900,
    text: `
      0:00 Wprowadzenie @@ .
      0:45 Przysiady – 15 powtórzeń @@ squat | Squat | r15 | LB
      2:30 Wykroki – 10 na nogę @@ lunge | Lunge | r10 each | LB
      4:20 Pompki – 3 x 8 @@ push up | Push up | s3 r8 | UB
      6:10 Deska boczna – 20 sekund @@ side plank | Side plank | h20 | C
      7:50 Pajacyki – 40 sekund @@ jumping jacks | Jumping jacks | h40 | FB
      9:30 Brzuszki – 12 powt. @@ crunch | Crunch | r12 | C
      11:10 Pytania i odpowiedzi @@ .
    `,
  },
  {
    name: 'desc-h-dutch-rug',
    note: 'A Dutch back routine: other names than the held-out ones, "keer", "seconden", Dutch talk.',
    title: 'Rugoefeningen voor thuis',
    duration: 720,
    text: `
      0:00 Welkom @@ .
      0:30 Bekkenkantelen – 10 keer @@ pelvic tilt | Pelvic tilt | r10 | B
      2:10 Kindhouding – 30 seconden @@ child's pose | Child's pose | h30 | B
      3:50 Dode kever – 8 keer per kant @@ dead bug | Dead bug | r8 each | C
      5:40 Kuitheffen – 15 keer @@ calf raise | Calf raise | r15 | LB
      7:30 Kniebuigingen – 2 x 10 @@ squat | Squat | s2 r10 | LB
      9:20 Samenvatting @@ .
    `,
  },
  {
    name: 'desc-h-closing-cheers-and-short-poses',
    note: 'Yoga names without "pose" ("Camel", "Boat"), closing cheers and a "follow along" chapter.',
    title: 'Yoga for Core and Back',
    duration: 660,
    text: `
      0:00 Centring and breath @@ .
      0:50 Boat @@ boat pose | Boat pose | | C
      2:30 Camel @@ camel pose | Camel pose | | B
      4:10 Sphinx @@ sphinx | Sphinx | | B
      5:50 Repeat and follow along @@ .
      8:30 Great job! @@ .
      9:40 See you tomorrow @@ .
    `,
  },
  {
    name: 'desc-h-trap-running-playlist',
    note: 'A running playlist whose titles name moves, with "mix" and "DJ" marking the tracks.',
    title: 'Running Playlist 2026 – 160 BPM',
    duration: 2400,
    text: `
      00:00 Warm Up Groove (Radio Mix)
      04:10 Sprint to the Top – DJ Kestrel
      08:30 Lunge Forward (Club Mix)
      12:45 Squat Season – Marlowe
      17:20 Cooldown Waves – DJ Lumen
    `,
  },
  {
    name: 'desc-h-slashes-verbs-and-long-names',
    note: 'Two names joined by " / ", German "X dehnen", a known name with "warm up", a known name with a long set-up, "hold:" inside a name.',
    title: 'Mobility Session – Week 5',
    duration: 780,
    text: `
      0:00 Intro @@ .
      0:30 Rowing machine warm up @@ rowing machine warm up | Rowing machine warm up | | FB
      2:00 Stationary bike cool down @@ stationary bike | Stationary bike | | FB
      3:30 Bhujangasana / Cobra @@ cobra stretch | Cobra stretch | | B
      5:00 Quadriceps dehnen @@ quad stretch | Quad stretch | | LB
      6:30 Toe spreading with a rubber band around the toes @@ toe spread | Toe spread | | LB
      8:00 Wall plank hold: 3 x 20 sec @@ plank | Plank | s3 h20 | C
      9:30 Opening the chest @@ opening the chest | Opening the chest | | UB
      11:00 Outro @@ .
    `,
  },
];
