/**
 * Third tuning batch (written before the lexicon broadening of the second round): names in German, Spanish and
 * French the first lexicon lacked, English variant names, compound names that hold two lexicon words, inferred
 * names whose words name no body part, and repeats written "part 2", "(2)", "set 2", "again".
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesD: DescriptionCaseSpec[] = [
  {
    name: 'desc-d-german-physio-knee',
    note: 'German physio channel, names with articles and "Übung" numbering.',
    title: 'Knieschmerzen? 5 Übungen für zu Hause',
    duration: 540,
    text: `
      0:00 Einleitung @@ .
      0:35 Übung 1: Fersenrutschen @@ heel slides | Heel slides | | LB
      1:50 Übung 2: Beinheben im Liegen – 10x @@ straight leg raise | Straight leg raise | r10 | LB
      3:05 Übung 3: Wandsitzen – 30 Sek. @@ wall sit | Wall sit | h30 | LB
      4:20 Übung 4: Wadenheben @@ calf raise | Calf raise | | LB
      5:40 Übung 5: Aufstehen vom Stuhl @@ sit to stand | Sit to stand | | LB
      7:10 Fazit @@ .
    `,
  },
  {
    name: 'desc-d-spanish-yoga',
    note: 'Spanish yoga class, pose names in Spanish.',
    title: 'Yoga para principiantes – 15 minutos',
    duration: 900,
    text: `
      00:00 Bienvenida @@ .
      01:10 Postura del niño @@ child's pose | Child's pose | | B
      03:00 Perro boca abajo @@ downward dog | Downward dog | | FB
      05:10 Guerrero 2 @@ warrior two | Warrior two | | LB
      07:30 Postura del árbol @@ tree pose | Tree pose | | LB
      09:40 Postura de la cobra @@ cobra stretch | Cobra stretch | | B
      12:00 Relajación final @@ .
    `,
  },
  {
    name: 'desc-d-french-renfo',
    note: 'French strengthening routine, with "fentes" and "pompes".',
    title: 'Renforcement musculaire sans matériel',
    duration: 720,
    text: `
      0:00 Présentation @@ .
      0:30 Pompes – 3 x 10 @@ push up | Push up | s3 r10 | UB
      2:20 Fentes arrière – 10 par jambe @@ reverse lunge | Reverse lunge | r10 each | LB
      4:30 Chaise contre le mur – 45 s @@ wall sit | Wall sit | h45 | LB
      6:10 Superman @@ superman | Superman | | B
      8:00 Crunch inversé @@ reverse crunch | Reverse crunch | | C
      10:00 Conclusion @@ .
    `,
  },
  {
    name: 'desc-d-compound-glute',
    note: 'Glute variants written with two lexicon words; one inferred name without a body part.',
    title: 'Glute Activation Circuit',
    duration: 600,
    text: `
      0:00 Intro @@ .
      0:30 Bridge walkouts @@ bridge walkouts | Bridge walkouts | | LB
      2:10 Frog pumps x20 @@ frog pumps | Frog pumps | r20 | LB
      3:40 Banded clamshells @@ clamshell | Clamshell | | LB
      5:20 Kickback to fire hydrant combo @@ kickback to fire hydrant combo | Kickback to fire hydrant combo | | LB
      7:00 Glute bridge march @@ marching bridge | Marching bridge | | LB
      8:40 Outro @@ .
    `,
  },
  {
    name: 'desc-d-repeats-plank',
    note: 'Repeats written four ways, each its own segment.',
    title: 'Core Finisher – Do It Twice',
    duration: 660,
    text: `
      0:00 Intro @@ .
      0:20 Plank – part 1 @@ plank | Plank | | C
      1:40 Plank – part 2 @@ plank | Plank | | C
      3:00 Dead bug (2) @@ dead bug | Dead bug | | C
      4:30 Dead bug (2) @@ dead bug | Dead bug | | C
      6:00 Side plank set 2 @@ side plank | Side plank | | C
      7:30 Hollow hold again @@ hollow hold | Hollow hold | | C
      9:00 Cool down @@ .
    `,
  },
  {
    name: 'desc-d-pilates-classics',
    note: 'Pilates mat names, some the first lexicon lacked.',
    title: 'Classical Pilates Mat – Beginner',
    duration: 900,
    text: `
      0:00 Breathing & set up @@ .
      1:00 The Hundred @@ the hundred | The hundred | | C
      3:00 Roll up @@ roll up | Roll up | | C
      5:00 Single leg circles @@ leg circles | Leg circles | | LB
      7:00 Rolling like a ball @@ rolling like a ball | Rolling like a ball | | C
      9:00 Swimming @@ prone swimmer | Prone swimmer | | B
      11:00 Saw @@ saw | Saw | | B
      13:00 Final stretch & thank you @@ .
    `,
  },
  {
    name: 'desc-d-english-variants',
    note: 'Common English alternative names of lexicon exercises.',
    title: 'Full Body Home Workout (No Equipment)',
    duration: 780,
    text: `
      0:00 Warm up @@ .
      1:00 Air squats @@ squat | Squat | | LB
      2:40 Press ups @@ push up | Push up | | UB
      4:20 Glute kickbacks @@ donkey kick | Donkey kick | | LB
      6:00 Superman hold @@ superman | Superman | | B
      7:40 Bicycle crunches @@ bicycle crunch | Bicycle crunch | | C
      9:20 Star jumps @@ jumping jacks | Jumping jacks | | FB
      11:00 Stretch & cool down @@ .
    `,
  },
  {
    name: 'desc-d-german-stretch-inferred',
    note: 'German stretching with an inferred twist whose words name no body part.',
    title: 'Dehnroutine für den Rücken',
    duration: 600,
    text: `
      0:00 Intro @@ .
      0:30 Katzenbuckel @@ cat cow | Cat cow | | B
      2:10 Drehdehnung im Liegen @@ drehdehnung im liegen | Drehdehnung im Liegen | | B
      4:00 Kindhaltung @@ child's pose | Child's pose | | B
      5:40 Kobra @@ cobra stretch | Cobra stretch | | B
      7:20 Päckchen @@ double knee to chest | Double knee to chest | | B
      9:00 Abschluss @@ .
    `,
  },
  {
    name: 'desc-d-spanish-fisio-hombro',
    note: 'Spanish shoulder physio names the first lexicon lacked.',
    title: 'Ejercicios para el hombro doloroso',
    duration: 600,
    text: `
      0:00 Introducción @@ .
      0:40 Péndulo de Codman @@ pendulum | Pendulum | | UB
      2:10 Retracción escapular @@ scapular squeeze | Scapular squeeze | | UB
      3:50 Elevaciones laterales @@ lateral raise | Lateral raise | | UB
      5:30 Remo con banda – 3x12 @@ band row | Band row | s3 r12 | UB
      7:20 Estiramiento del pectoral @@ doorway pec stretch | Doorway pec stretch | | UB
      9:00 Consejos finales @@ .
    `,
  },
  {
    name: 'desc-d-bracket-hours-inferred-region',
    note: 'h:mm:ss brackets, an ankle class whose inferred names take the class region.',
    title: 'Ankle Sprain Rehab – Week 2',
    duration: 720,
    text: `
      [0:00:00] Intro @@ .
      [0:00:45] Ankle alphabet @@ ankle alphabet | Ankle alphabet | | LB
      [0:02:30] Towel scrunches @@ towel scrunches | Towel scrunches | | LB
      [0:04:15] Clock reaches @@ star excursion | Star excursion | | LB
      [0:06:00] Heel raises @@ calf raise | Calf raise | | LB
      [0:08:10] Figure of eight hops @@ figure of eight hops | Figure of eight hops | | LB
      [0:10:00] Wrap up @@ .
    `,
  },
];
