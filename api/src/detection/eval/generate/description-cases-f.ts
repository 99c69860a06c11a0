/**
 * Sixth tuning batch: lists of timestamps that are not a workout — a workout-music track list, a physio podcast's
 * chapters, recipe steps, a lecture outline, a live Q&A, and the same in German, Spanish, French, Portuguese and
 * Japanese — beside real workout lists whose moves the lexicon does not know (named by body part, movement or
 * dose), Italian and Portuguese workouts with their dosage words, common English names that were missing
 * (tibialis raises, snow angels, V-ups, frog pumps) and positions written before a name ("Standing", "Lying").
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesF: DescriptionCaseSpec[] = [
  {
    name: 'desc-f-trap-workout-music-mix',
    note: 'A gym music mix: song titles with "feat." and remixes, one of them a lexicon name ("Superman").',
    title: 'GYM MOTIVATION MIX 2026 🔥 1 Hour Workout Music',
    duration: 3600,
    text: `
      Tracklist:
      0:00 Neon Pulse – Rise Up (feat. Kaya)
      3:42 Delta Vega – Superman
      7:15 Mara Lune – Run The Night (Club Remix)
      11:02 Outsiders – Heavy Heart
      14:40 Kaya – Gold (Extended Mix)
      18:31 Neon Pulse – Last Light
      22:05 Jonas Free – Breathe Again (feat. Lila)
    `,
  },
  {
    name: 'desc-f-trap-podcast-chapters',
    note: 'A physio podcast: topics with body parts, a guest, a mailbag, never an exercise.',
    title: 'The Rehab Room Podcast #84 – Running Through Knee Pain with Dr. Sam Ortiz',
    duration: 3300,
    text: `
      This week Sam joins us to talk about runners, load and the knee.

      0:00 Cold open
      1:50 Meet Dr. Sam Ortiz
      6:30 Why runners get knee pain
      14:10 Load management for runners
      24:45 Shoes and running surfaces
      33:20 Listener mailbag
      46:00 Where to find Sam
    `,
  },
  {
    name: 'desc-f-trap-recipe-steps',
    note: 'Recipe steps from a fitness channel: short imperative titles and a baking time.',
    title: 'High Protein Banana Oat Muffins (post-workout snack)',
    duration: 540,
    text: `
      0:00 What you need
      0:40 Mash the bananas
      1:30 Whisk in the eggs
      2:20 Fold in the oats and protein
      3:45 Bake 20 minutes
      6:10 Taste test
    `,
  },
  {
    name: 'desc-f-trap-lecture-outline',
    note: 'A university lecture outline on the shoulder: anatomy and conditions, no exercise.',
    title: 'Lecture 6 – The Shoulder Complex (Physiotherapy Year 2)',
    duration: 4200,
    text: `
      0:00 Learning objectives
      3:15 Bony landmarks
      12:40 Rotator cuff
      25:00 Shoulder impingement: causes
      38:30 Clinical reasoning example
      55:10 Take-home messages
    `,
  },
  {
    name: 'desc-f-trap-live-qa',
    note: 'A live Q&A: viewer questions and topics naming body parts.',
    title: 'LIVE Q&A – Your Back and Neck Questions Answered',
    duration: 2400,
    text: `
      0:00 Stream starts
      3:05 Does cracking my neck damage it
      8:40 Best mattress for back pain
      14:20 Sciatica while driving
      21:00 Knee clicking on stairs
      29:45 Goodbye
    `,
  },
  {
    name: 'desc-f-trap-german-talk',
    note: 'German talk on arthritis: greeting, causes, nutrition, audience questions.',
    title: 'Arthrose im Knie – Vortrag in der Volkshochschule',
    duration: 3000,
    text: `
      0:00 Begrüßung
      1:40 Was ist Arthrose
      9:15 Ursachen und Risikofaktoren
      18:30 Ernährung bei Arthrose
      27:00 Schlaf und Schmerz
      38:20 Fragen aus dem Publikum
    `,
  },
  {
    name: 'desc-f-trap-spanish-recipe',
    note: 'A Spanish recipe with an oven time that reads like a hold.',
    title: 'Tortitas de avena proteicas – receta fácil',
    duration: 480,
    text: `
      0:00 Ingredientes
      0:50 Batir los huevos
      1:45 Añadir la avena
      3:00 Hornear 15 minutos
      5:30 Emplatado
    `,
  },
  {
    name: 'desc-f-trap-french-playlist',
    note: 'A French running playlist: artist – title lines.',
    title: 'Playlist running 45 min – musique pour courir',
    duration: 2700,
    text: `
      00:00 Lumen – Plus haut
      03:30 Sable Noir – La nuit tombe
      07:05 Iris Vale – Cours encore
      10:40 Lumen – Les lignes
      14:20 Sable Noir – Chanson du matin
    `,
  },
  {
    name: 'desc-f-trap-japanese-cooking',
    note: 'Japanese recipe chapters (ingredients, preparation, finishing): no exercise words.',
    title: '鶏むね肉の高たんぱくレシピ',
    duration: 600,
    text: `
      0:00 材料
      1:10 下ごしらえ
      3:20 焼く
      6:40 盛り付け
      8:30 完成
    `,
  },
  {
    name: 'desc-f-trap-portuguese-podcast',
    note: 'A Portuguese podcast on low back pain.',
    title: 'Podcast Fisio em Foco – Dor lombar: mitos e verdades',
    duration: 2900,
    text: `
      0:00 Abertura
      2:30 Convidada da semana
      9:40 Causas da dor lombar
      20:15 Sono e colchão
      31:00 Perguntas dos ouvintes
    `,
  },
  {
    name: 'desc-f-unknown-moves-named-by-body',
    note: 'A coach names moves the lexicon does not know, each with a body part or a movement word.',
    title: 'Hip & Ankle Prep for Runners (10 min)',
    duration: 620,
    text: `
      0:00 Intro @@ .
      0:30 Ankle rocks @@ ankle rocks | Ankle rocks | | LB
      1:50 Hip airplanes @@ hip airplanes | Hip airplanes | | LB
      3:20 Half-kneeling ankle mobs @@ half kneeling ankle mobs | Half-kneeling ankle mobs | | LB
      4:50 Toe-heel rocks @@ toe heel rocks | Toe-heel rocks | | LB
      6:15 Shin box switches @@ shin box switches | Shin box switches | | LB
      7:40 A-skips @@ a skips | A-skips | | LB
      9:00 Outro @@ .
    `,
  },
  {
    name: 'desc-f-unknown-moves-dosage-only',
    note: 'Moves outside the lexicon whose names carry no body word: the dose under each says they are exercises.',
    title: 'Garage Gym Accessory Day',
    duration: 900,
    text: `
      0:00 Warm up @@ .
      1:30 Jefferson curl @@ jefferson curl | Jefferson curl | s2 r8 | B
      2 x 8, slow
      3:40 Zercher hold – 3 x 20 s @@ zercher hold | Zercher hold | s3 h20 | FB
      6:00 Sprinter switches – 3x12 @@ sprinter switches | Sprinter switches | s3 r12 |
      8:20 Tall kneeling halo – 2 x 10 @@ tall kneeling halo | Tall kneeling halo | s2 r10 |
      11:00 Cool down @@ .
    `,
  },
  {
    name: 'desc-f-german-unknown-moves',
    note: 'German names outside the lexicon: moving words (kreisen, Drehung) and body parts, with doses.',
    title: 'Mobilisation für Büromenschen – 12 Minuten',
    duration: 760,
    text: `
      0:00 Begrüßung @@ .
      0:40 Schulterblatt-Kreisen – 10 Wdh. @@ schulterblatt kreisen | Schulterblatt-Kreisen | r10 | UB
      2:30 Rumpfdrehung im Sitzen @@ rumpfdrehung im sitzen | Rumpfdrehung im Sitzen | | C
      4:40 Fußkanten-Stand – 30 Sek. @@ fusskanten stand | Fußkanten-Stand | h30 | LB
      6:50 Brustöffner an der Tür @@ brustoffner an der tur | Brustöffner an der Tür | | UB
      9:10 Nackengleiten @@ nackengleiten | Nackengleiten | |
      11:20 Verabschiedung @@ .
    `,
  },
  {
    name: 'desc-f-italian-home-workout',
    note: 'Italian home workout: Italian names of common moves, "serie da", "ripetizioni", "per gamba", "secondi".',
    title: 'Allenamento a casa per principianti – 15 minuti',
    duration: 960,
    text: `
      0:00 Introduzione @@ .
      0:40 Squat a corpo libero – 3 serie da 12 @@ squat | Squat | s3 r12 | LB
      3:10 Ponte glutei – 3 x 15 @@ glute bridge | Glute bridge | s3 r15 | LB
      5:30 Plank addominale – 30 secondi @@ plank | Plank | h30 | C
      7:40 Affondi – 10 ripetizioni per gamba @@ lunge | Lunge | r10 each | LB
      10:20 Flessioni sulle ginocchia – 2 x 8 @@ knee push up | Knee push up | s2 r8 | UB
      12:40 Allungamento polpacci @@ calf stretch | Calf stretch | | LB
      14:30 Conclusione @@ .
    `,
  },
  {
    name: 'desc-f-portuguese-physio',
    note: 'Portuguese (Brazil) physio: names, "séries de", "repetições cada perna", talk in Portuguese.',
    title: 'Exercícios para fortalecer o joelho em casa',
    duration: 780,
    text: `
      0:00 Introdução @@ .
      0:45 Agachamento na cadeira – 3x10 @@ sit to stand | Sit to stand | s3 r10 | LB
      2:40 Elevação pélvica – 3 séries de 15 @@ glute bridge | Glute bridge | s3 r15 | LB
      4:50 Cadeirinha na parede – 30 segundos @@ wall sit | Wall sit | h30 | LB
      6:30 Abdução de quadril deitado – 12 repetições cada perna @@ side lying hip abduction | Side lying hip abduction | r12 each | LB
      8:50 Alongamento de panturrilha @@ calf stretch | Calf stretch | | LB
      10:40 Considerações finais @@ .
    `,
  },
  {
    name: 'desc-f-english-alternative-names',
    note: 'Common names that were missing: tibialis raises, snow angels, V-ups, frog pumps, shoulder taps.',
    title: 'Full Body Finisher – No Equipment',
    duration: 720,
    text: `
      0:00 Intro @@ .
      0:25 Tibialis raises – 2 x 20 @@ toe raise | Toe raise | s2 r20 | LB
      2:05 Reverse snow angels – 2 x 10 @@ snow angels | Snow angels | s2 r10 | UB
      3:50 V-ups – 3 x 10 @@ v ups | V ups | s3 r10 | C
      5:30 Frog pumps – 3 x 20 @@ frog pumps | Frog pumps | s3 r20 | LB
      7:10 Plank shoulder taps – 3 x 30 s @@ plank shoulder taps | Plank shoulder taps | s3 h30 | C
      9:00 Jump rope – 2 min @@ jump rope | Jump rope | h120 | FB
      11:20 Outro @@ .
    `,
  },
  {
    name: 'desc-f-positions-before-names',
    note: 'Positions written before lexicon names are manner, unless the lexicon names another position.',
    title: 'Gentle Hip and Back Routine (all levels)',
    duration: 840,
    text: `
      0:00 Welcome @@ .
      0:35 Lying clamshells @@ clamshell | Clamshell | | LB
      2:20 Standing calf stretch @@ calf stretch | Calf stretch | | LB
      4:00 Seated hamstring stretch @@ hamstring stretch | Hamstring stretch | | LB
      5:45 Kneeling hip flexor stretch @@ hip flexor stretch | Hip flexor stretch | | LB
      7:30 Standing thoracic rotation @@ standing thoracic rotation | Standing thoracic rotation | | B
      9:20 Slow controlled bird dogs @@ bird dog | Bird dog | | B
      11:40 Final thoughts @@ .
    `,
  },
  {
    name: 'desc-f-talk-with-one-demo',
    note: 'A talk-heavy video with a single demonstrated exercise: the list is still read, the demo kept.',
    title: 'Is Sitting Really Bad for Your Back? (+ one exercise to try)',
    duration: 840,
    text: `
      0:00 Intro @@ .
      0:45 What the research says @@ .
      4:30 Posture myths @@ .
      8:10 Try this: cat-cow @@ cat cow | Cat cow | | B
      11:30 Summary @@ .
    `,
  },
];

/**
 * German, Spanish and French workouts written with the names physios in those languages use for common moves
 * (Relevé de bassin, Elevación de cadera, Dehnung der Oberschenkelrückseite), positions and "on the floor" as
 * manner ("Superman au sol").
 */
export const descriptionCasesG: DescriptionCaseSpec[] = [
  {
    name: 'desc-g-french-kine-genou',
    note: 'French physio names: relevé de bassin, élévation de jambe tendue, élévation des talons, au sol.',
    title: 'Renforcement du genou – 5 exercices de kiné',
    duration: 780,
    text: `
      0:00 Présentation @@ .
      0:30 Relevé de bassin – 3 x 12 @@ glute bridge | Glute bridge | s3 r12 | LB
      2:20 Élévation de jambe tendue – 10 répétitions de chaque côté @@ straight leg raise | Straight leg raise | r10 each | LB
      4:30 Extension de genou assis @@ long arc quad | Long arc quad | | LB
      6:20 Élévation des talons – 2 x 15 @@ calf raise | Calf raise | s2 r15 | LB
      8:10 Superman au sol – tenir 10 secondes @@ superman | Superman | h10 | B
      10:00 Étirement des quadriceps @@ quad stretch | Quad stretch | | LB
      12:00 Conseils @@ .
    `,
  },
  {
    name: 'desc-g-spanish-gluteos',
    note: 'Spanish names: elevación de cadera, zancadas laterales, rotación externa de hombro, plancha frontal.',
    title: 'Rutina de glúteos y core en casa',
    duration: 720,
    text: `
      0:00 Bienvenida @@ .
      0:35 Elevación de cadera – 3 series de 15 @@ glute bridge | Glute bridge | s3 r15 | LB
      2:30 Zancadas laterales – 10 por lado @@ lateral lunge | Lateral lunge | r10 each | LB
      4:20 Plancha frontal – 30 segundos @@ plank | Plank | h30 | C
      6:00 Rotación externa de hombro con banda @@ external rotation with band | External rotation with band | | UB
      8:10 Patada de glúteo en cuadrupedia @@ donkey kick | Donkey kick | | LB
      10:30 Despedida @@ .
    `,
  },
  {
    name: 'desc-g-german-ruecken-dehnung',
    note: 'German names: Dehnung der Oberschenkelrückseite, Ruderzug, Kniebeuge an der Wand, Unterarmstütz seitlich.',
    title: 'Rücken & Beine – Physio-Programm für zuhause',
    duration: 840,
    text: `
      0:00 Einleitung @@ .
      0:40 Dehnung der Oberschenkelrückseite – 30 Sek. pro Seite @@ hamstring stretch | Hamstring stretch | h30 each | LB
      2:50 Ruderzug mit dem Band – 3 x 12 @@ band row | Band row | s3 r12 | UB
      5:00 Kniebeuge an der Wand – 3 x 30 Sek. @@ wall sit | Wall sit | s3 h30 | LB
      7:10 Unterarmstütz seitlich – 20 Sek. je Seite @@ side plank | Side plank | h20 each | C
      9:30 Ausfallschritte rückwärts – 8 Wdh. pro Bein @@ reverse lunge | Reverse lunge | r8 each | LB
      12:00 Fazit @@ .
    `,
  },
];

/** Exercise words that are also another activity's ("chop" is a cooking word and a trunk exercise). */
export const descriptionCasesChops: DescriptionCaseSpec[] = [
  {
    name: 'desc-g-cable-chops-and-lifts',
    note: 'Chops and lifts: the movement words of rotational core work, not a recipe.',
    title: 'Rotational Core for Golfers',
    duration: 780,
    text: `
      0:00 Intro @@ .
      0:40 Half-kneeling cable chop – 3 x 10 @@ half kneeling cable chop | Half-kneeling cable chop | s3 r10 | C
      3:10 Half-kneeling cable lift – 3 x 10 @@ half kneeling cable lift | Half-kneeling cable lift | s3 r10 | C
      5:40 Pallof press – 3 x 12 @@ pallof press | Pallof press | s3 r12 | C
      8:00 Medicine ball rotational throw – 3 x 8 @@ medicine ball rotational throw | Medicine ball rotational throw | s3 r8 | C
      10:40 Recap @@ .
    `,
  },
];

/** A UK NHS-style handout: the names British physios write (inner range quads, press ups in lying). */
export const descriptionCasesUkHandout: DescriptionCaseSpec[] = [
  {
    name: 'desc-g-uk-handout-names',
    note: 'British physio names: inner range quads, press ups in lying, pelvic tilting, neck retractions.',
    title: 'Physiotherapy Home Exercises – Back and Knee (Patient Information)',
    duration: 900,
    text: `
      0:00 About this leaflet @@ .
      0:45 Inner range quads – 10 times, hold 5 seconds @@ short arc quad | Short arc quad | r10 h5 | LB
      2:50 Pelvic tilting – 10 times @@ pelvic tilt | Pelvic tilt | r10 | B
      4:40 Press ups in lying – 10 times @@ mckenzie press up | Mckenzie press up | r10 | B
      6:30 Neck retractions – 10 times @@ chin tuck | Chin tuck | r10 | N
      8:20 Balance on one leg – 30 seconds @@ single leg balance | Single leg balance | h30 | LB
      10:30 Figure of 4 stretch – hold 30 seconds @@ piriformis stretch | Piriformis stretch | h30 | LB
      12:40 Contact us @@ .
    `,
  },
];

/** Teaching words, supports and household equipment beside a name are manner; a real modifier still makes a variant. */
export const descriptionCasesManner: DescriptionCaseSpec[] = [
  {
    name: 'desc-g-manner-and-household-equipment',
    note: '"technique", "demo", "paused", "supported", a broomstick or the kitchen counter do not make a variant.',
    title: 'Strength at Home Without a Gym – Technique Session',
    duration: 900,
    text: `
      0:00 Intro @@ .
      0:40 Squat technique – 3 x 8 @@ squat | Squat | s3 r8 | LB
      2:50 Hip hinge with a broomstick @@ hip hinge | Hip hinge | | B
      4:40 Paused glute bridge – 3 x 10 @@ glute bridge | Glute bridge | s3 r10 | LB
      6:30 Supported calf raises at the kitchen counter – 2 x 15 @@ calf raise | Calf raise | s2 r15 | LB
      8:20 Deficit reverse lunge – 2 x 8 each leg @@ deficit reverse lunge | Deficit reverse lunge | s2 r8 each | LB
      10:40 Bird dog demo @@ bird dog | Bird dog | | B
      12:30 Wrap-up @@ .
    `,
  },
];
