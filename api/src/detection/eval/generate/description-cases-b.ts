/**
 * Description cases in German, Spanish and French, and traps: invalid lists, times that are not chapters, lists
 * naming nothing. Titles of known exercises are the lexicon's canonical names.
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesB: DescriptionCaseSpec[] = [
  {
    name: 'desc-de-knie-dosierung',
    note: 'German chapters with German dosage (Sätze, Wiederholungen, Sek.).',
    title: 'Knieschmerzen: 4 Übungen für zu Hause',
    duration: 600,
    text: `
      0:00 Einleitung @@ .
      0:45 Kniebeuge – 3 Sätze à 10 Wiederholungen @@ squat | Squat | s3 r10 | LB
      2:30 Ausfallschritt – 10 Wdh. pro Seite @@ lunge | Lunge | r10 each | LB
      4:10 Brücke – 30 Sek. halten @@ glute bridge | Glute bridge | h30 | LB
      5:40 Wadenheben – 15 Wiederholungen @@ calf raise | Calf raise | r15 | LB
      7:20 Häufige Fehler @@ .
      8:30 Fazit @@ .
    `,
  },
  {
    name: 'desc-de-ruecken-unbekannt',
    note: 'German back routine with moves the lexicon lacks.',
    title: 'Rückenschmerzen lösen – 10 Minuten',
    duration: 600,
    text: `
      00:00 Begrüßung @@ .
      00:40 Katze-Kuh @@ cat cow | Cat cow | | B
      02:00 Beckenkippen @@ pelvic tilt | Pelvic tilt | | B
      03:30 Knie zur Brust @@ knee to chest | Knee to chest | | B
      05:00 Drehdehnung im Liegen @@ drehdehnung im liegen | Drehdehnung im liegen | | B
      06:45 Vierfüßlerstand Arm heben @@ vierfusslerstand arm heben | Vierfüßlerstand arm heben | | B
      08:30 Zusammenfassung @@ .
    `,
  },
  {
    name: 'desc-es-hombro',
    note: 'Spanish shoulder program with Spanish dosage.',
    title: 'Ejercicios para el hombro doloroso',
    duration: 560,
    text: `
      0:00 Introducción @@ .
      0:35 Péndulo de Codman – 1 minuto @@ pendulum | Pendulum | h60 | UB
      1:50 Rotación externa con banda – 3 series de 12 repeticiones @@ external rotation with band | External rotation with band | s3 r12 | UB
      3:30 Retracción escapular – 10 repeticiones @@ scapular squeeze | Scapular squeeze | r10 | UB
      5:00 Deslizamiento en la pared @@ wall slide | Wall slide | | UB
      6:40 Errores comunes @@ .
      7:50 Despedida @@ .
    `,
  },
  {
    name: 'desc-es-core-inferido',
    note: 'Spanish core workout with names outside the lexicon.',
    title: 'Rutina de abdominales en casa',
    duration: 700,
    text: `
      0:00 Calentamiento @@ .
      1:00 Plancha – 3 x 30 segundos @@ plank | Plank | s3 h30 | C
      2:45 Plancha lateral @@ side plank | Side plank | | C
      4:15 Elevación de piernas @@ leg lowers | Leg lowers | | C
      5:45 Escaladores @@ mountain climber | Mountain climber | | FB
      7:15 Abdominales hipopresivos @@ abdominales hipopresivos | Abdominales hipopresivos | | C
      9:00 Estiramiento final @@ .
      10:30 Preguntas frecuentes @@ .
    `,
  },
  {
    name: 'desc-fr-lombaires',
    note: 'French lower-back program with French dosage.',
    title: 'Mal de dos : 5 exercices pour soulager les lombaires',
    duration: 600,
    text: `
      0:00 Introduction @@ .
      0:40 Bascule du bassin – 10 répétitions @@ pelvic tilt | Pelvic tilt | r10 | B
      2:00 Chat-vache @@ cat cow | Cat cow | | B
      3:20 Pont fessier – 3 séries de 12 @@ glute bridge | Glute bridge | s3 r12 | LB
      4:50 Posture de l'enfant – tenir 30 secondes @@ child's pose | Child's pose | h30 | B
      6:20 Gainage @@ plank | Plank | | C
      7:45 Conclusion @@ .
    `,
  },
  {
    name: 'desc-fr-genou-inconnu',
    note: 'French knee moves partly unknown to the lexicon.',
    title: 'Renforcement du genou après entorse',
    duration: 520,
    text: `
      0:00 Présentation @@ .
      0:30 Contraction du quadriceps @@ quad sets | Quad sets | | LB
      1:50 Squat contre le mur @@ wall sit | Wall sit | | LB
      3:10 Montée de marche @@ step up | Step up | | LB
      4:30 Extension du genou assis @@ long arc quad | Long arc quad | | LB
      6:00 Conseils @@ .
      7:30 Fin @@ .
    `,
  },
  {
    name: 'desc-too-short-chapter',
    note: 'One chapter lasts 5 s: YouTube rejects the whole list.',
    title: 'Quick Hip Warm Up',
    duration: 300,
    text: `
      0:00 Intro
      0:30 Hip circles
      0:35 Leg swings
      1:40 Lateral lunges
      3:00 Done
    `,
  },
  {
    name: 'desc-two-timestamps-only',
    note: 'Only two timestamps: not a chapter list.',
    title: 'Wrist Mobility',
    duration: 240,
    text: `
      0:00 Wrist flexor stretch
      1:30 Wrist extensor stretch
      Do this a few times a day.
    `,
  },
  {
    name: 'desc-descending-list',
    note: 'Times out of order: YouTube rejects the whole list.',
    title: 'Elbow Rehab',
    duration: 400,
    text: `
      0:00 Intro
      2:30 Wrist curls
      1:20 Grip squeeze
      3:40 Tendon glides
    `,
  },
  {
    name: 'desc-zero-intro-only',
    note: 'A single "0:00 Intro" line and prose: not a chapter list.',
    title: 'Sciatica Relief',
    duration: 500,
    text: `
      0:00 Intro
      In this video I show you the sciatic nerve glide and a piriformis stretch.
      Try it for 2 weeks and let me know how it goes!
    `,
  },
  {
    name: 'desc-scoreboard-and-schedule',
    note: 'Scores and a class timetable after the list; only the list counts.',
    title: 'Football Injury Prevention Warm Up',
    duration: 720,
    text: `
      0:00 Intro @@ .
      0:40 Jogging with hip openers @@ jogging with hip openers | Jogging with hip openers | | LB
      2:20 Walking lunges @@ walking lunge | Walking lunge | | LB
      4:00 Nordic hamstring curls @@ nordic hamstring curl | Nordic hamstring curl | | LB
      5:50 Lateral hops @@ lateral hop | Lateral hop | | LB
      7:30 Copenhagen plank @@ copenhagen plank | Copenhagen plank | | LB
      9:40 Results @@ .

      Last season: 14 wins, 3 draws. Final score in the cup: 3:2!
      Training: Mon 19:00, Thu 19:30.
    `,
  },
  {
    name: 'desc-sentence-chapter-titles',
    note: 'Chapter titles written as sentences about the video, not exercises.',
    title: 'What Is Frozen Shoulder?',
    duration: 900,
    text: `
      0:00 What is a frozen shoulder @@ .
      2:10 The three stages explained @@ .
      5:00 How long does it last @@ .
      7:30 What the research says @@ .
      10:00 My recommendation @@ .
    `,
  },
  {
    name: 'desc-warm-up-cool-down-sections',
    note: 'Section labels before exercise names ("Warm up:", "Main set:", "Cool down:").',
    title: '30 Min Low Impact Workout',
    duration: 1800,
    text: `
      0:00 Intro @@ .
      0:45 Warm up: arm circles @@ arm circles | Arm circles | | UB
      2:30 Warm up: marching on the spot @@ standing march | Standing march | | LB
      4:30 Main set: step ups @@ step up | Step up | | LB
      9:00 Main set: wall push ups @@ wall push up | Wall push up | | UB
      13:30 Main set: sit to stand @@ sit to stand | Sit to stand | | LB
      18:00 Cool down: calf stretch @@ calf stretch | Calf stretch | | LB
      21:00 Cool down: chest stretch @@ doorway pec stretch | Doorway pec stretch | | UB
      24:00 Final words @@ .
    `,
  },
  {
    name: 'desc-bullet-dot-times-colon',
    note: 'Middle-dot bullets and a colon after the time.',
    title: 'Thoracic Mobility for Desk Workers',
    duration: 480,
    text: `
      • 0:00: Intro @@ .
      • 0:25: Open book @@ open book | Open book | | B
      • 1:45: Thread the needle @@ thread the needle | Thread the needle | | B
      • 3:05: Foam roller extension @@ foam roller thoracic extension | Foam roller thoracic extension | | B
      • 4:30: Seated thoracic rotation @@ seated thoracic rotation | Seated thoracic rotation | | B
      • 6:10: Summary @@ .
    `,
  },
  {
    name: 'desc-long-dosage-filler',
    note: 'Filler words and dosage in one title ("Let\'s do some ... for 2 sets of 15").',
    title: 'Strong Knees After 50',
    duration: 600,
    text: `
      0:00 Hi everyone @@ .
      0:30 Let's do some mini squats - 2 sets of 15 @@ mini squat | Mini squat | s2 r15 | LB
      2:10 Now the step up: 10 reps per leg @@ step up | Step up | r10 each | LB
      3:50 Easy terminal knee extension (3x15) @@ terminal knee extension | Terminal knee extension | s3 r15 | LB
      5:30 Last one - wall sit for 30 seconds @@ wall sit | Wall sit | h30 | LB
      7:00 Thanks for watching @@ .
    `,
  },
];
