/**
 * Third held-out batch: written before the second round's rule changes and scored once, never tuned on. New
 * formats: pipes, "Chapter n —", all caps with emoji, h:mm:ss without brackets, mixed-language lists.
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesHeldOutC: DescriptionCaseSpec[] = [
  {
    name: 'desc-heldout-c-german-hip-pipes',
    note: 'German hip class with pipes between time and name.',
    title: 'Hüfte stärken – Physio Programm',
    duration: 600,
    text: `
      Heute trainieren wir die Hüfte. Dauer ca. 10 Minuten.
      0:00 | Begrüßung @@ .
      0:30 | Muschelübung @@ clamshell | Clamshell | | LB
      2:00 | Seitliches Beinheben @@ side lying hip abduction | Side lying hip abduction | | LB
      3:40 | Hüftbeuger dehnen @@ hip flexor stretch | Hip flexor stretch | | LB
      5:20 | Ausfallschritte – 3x8 @@ lunge | Lunge | s3 r8 | LB
      7:10 | Beckenheben @@ glute bridge | Glute bridge | | LB
      9:00 | Verabschiedung @@ .
    `,
  },
  {
    name: 'desc-heldout-c-spanish-core',
    note: 'Spanish core routine with bullets and dosage in brackets.',
    title: 'Abdominales en casa – rutina de 10 minutos',
    duration: 600,
    text: `
      ▶ 0:00 Intro @@ .
      ▶ 0:20 Bicho muerto (10 por lado) @@ dead bug | Dead bug | r10 each | C
      ▶ 1:50 Plancha (30 segundos) @@ plank | Plank | h30 | C
      ▶ 3:20 Escaladores (20 repeticiones) @@ mountain climber | Mountain climber | r20 | FB
      ▶ 4:50 Giros rusos @@ russian twist | Russian twist | | C
      ▶ 6:30 Bicho muerto (2) @@ dead bug | Dead bug | | C
      ▶ 8:00 Estiramiento final @@ .
    `,
  },
  {
    name: 'desc-heldout-c-french-dos',
    note: 'French back routine, "Chapitre n –" labels.',
    title: 'Mal de dos : 5 exercices de kiné',
    duration: 660,
    text: `
      Chapitre 1 – 0:00 Introduction @@ .
      Chapitre 2 – 0:40 Le chat-vache @@ cat cow | Cat cow | | B
      Chapitre 3 – 2:30 La posture de l'enfant @@ child's pose | Child's pose | | B
      Chapitre 4 – 4:20 Genoux poitrine @@ double knee to chest | Double knee to chest | | B
      Chapitre 5 – 6:10 Le chien d'arrêt @@ bird dog | Bird dog | | B
      Chapitre 6 – 8:00 Rotation du tronc allongé @@ lower trunk rotation | Lower trunk rotation | | B
      Chapitre 7 – 9:40 Conseils @@ .
    `,
  },
  {
    name: 'desc-heldout-c-caps-emoji-variants',
    note: 'All caps with emoji, English variant names.',
    title: 'LEG DAY AT HOME 🔥',
    duration: 720,
    text: `
      0:00 INTRO 👋 @@ .
      0:30 🔥 BODYWEIGHT SQUATS x15 @@ squat | Squat | r15 | LB
      2:10 🔥 HIP BRIDGES x15 @@ glute bridge | Glute bridge | r15 | LB
      3:50 🔥 ALTERNATING LUNGES x10 @@ lunge | Lunge | r10 | LB
      5:30 🔥 SKATER HOPS x20 @@ skater hops | Skater hops | r20 | LB
      7:10 🔥 STANDING CALF RAISES x20 @@ calf raise | Calf raise | r20 | LB
      9:00 🔥 BRIDGE WALKOUTS x8 @@ bridge walkouts | Bridge walkouts | r8 | LB
      10:40 OUTRO @@ .
    `,
  },
  {
    name: 'desc-heldout-c-hours-no-brackets',
    note: 'h:mm:ss with a leading zero hour, a long yoga flow.',
    title: '45 Min Gentle Yoga Flow',
    duration: 2700,
    text: `
      0:00:00 Arriving & breath @@ .
      0:03:00 Cat cow @@ cat cow | Cat cow | | B
      0:08:00 Downward facing dog @@ downward dog | Downward dog | | FB
      0:14:00 Warrior II @@ warrior two | Warrior two | | LB
      0:20:00 Triangle @@ triangle pose | Triangle pose | | LB
      0:26:00 Pigeon pose @@ pigeon pose | Pigeon pose | | LB
      0:33:00 Supine twist @@ supine twist | Supine twist | | B
      0:40:00 Savasana @@ .
    `,
  },
  {
    name: 'desc-heldout-c-shoulder-repeats',
    note: 'Shoulder rehab with rounds written "Round 2" and "again".',
    title: 'Rotator Cuff Rehab – 2 Rounds',
    duration: 720,
    text: `
      0:00 Intro and equipment @@ .
      0:40 External rotation with band @@ external rotation with band | External rotation with band | | UB
      2:20 Scaption raises @@ scaption | Scaption | | UB
      4:00 Round 2 – External rotation with band @@ external rotation with band | External rotation with band | | UB
      5:40 Round 2 – Scaption raises @@ scaption | Scaption | | UB
      7:20 Sleeper stretch again @@ sleeper stretch | Sleeper stretch | | UB
      9:00 Final thoughts @@ .
    `,
  },
  {
    name: 'desc-heldout-c-german-gym',
    note: 'German gym names (Kreuzheben, Rudern, Liegestütze).',
    title: 'Ganzkörper Training mit Kurzhanteln',
    duration: 780,
    text: `
      00:00 Intro @@ .
      00:45 Goblet Kniebeuge – 3x12 @@ goblet squat | Goblet squat | s3 r12 | LB
      03:00 Rumänisches Kreuzheben – 3x10 @@ romanian deadlift | Romanian deadlift | s3 r10 | LB
      05:15 Vorgebeugtes Rudern – 3x10 @@ bent over row | Bent over row | s3 r10 | UB
      07:30 Liegestütze – 3x8 @@ push up | Push up | s3 r8 | UB
      09:45 Schulterdrücken – 3x10 @@ shoulder press | Shoulder press | s3 r10 | UB
      12:00 Cooldown @@ .
    `,
  },
  {
    name: 'desc-heldout-c-pilates-inferred',
    note: 'Pilates mat names outside the first lexicon, region by the move.',
    title: 'Pilates for a Strong Back',
    duration: 720,
    text: `
      0:00 Welcome @@ .
      0:30 Pelvic curl @@ pelvic curl | Pelvic curl | | B
      2:10 Swan prep @@ swan prep | Swan prep | | B
      3:50 Swimming @@ prone swimmer | Prone swimmer | | B
      5:30 Single leg kick @@ single leg kick | Single leg kick | | LB
      7:10 Spine twist @@ spine twist | Spine twist | | B
      8:50 Mermaid @@ mermaid | Mermaid | | B
      10:30 Thanks for joining @@ .
    `,
  },
  {
    name: 'desc-heldout-c-french-genou',
    note: 'French knee rehab with dosage in French.',
    title: 'Rééducation du genou – exercices simples',
    duration: 600,
    text: `
      0:00 Introduction @@ .
      0:30 Contraction du quadriceps – 10 fois @@ quad sets | Quad sets | r10 | LB
      2:00 Élévation jambe tendue – 3 séries de 10 @@ straight leg raise | Straight leg raise | s3 r10 | LB
      3:40 Glissement du talon @@ heel slides | Heel slides | | LB
      5:10 Montée de marche @@ step up | Step up | | LB
      6:50 Mini squat – 2 x 15 @@ mini squat | Mini squat | s2 r15 | LB
      8:30 Conseils et précautions @@ .
    `,
  },
  {
    name: 'desc-heldout-c-mobility-set-labels',
    note: 'Mobility flow with "Set 2" repeats and an inferred hip name.',
    title: 'Morning Mobility Routine',
    duration: 600,
    text: `
      0:00 Why mobility @@ .
      0:30 World's greatest stretch @@ world's greatest stretch | World's greatest stretch | | FB
      2:00 Hip airplanes @@ hip airplanes | Hip airplanes | | LB
      3:30 Thoracic openers @@ thoracic openers | Thoracic openers | | B
      5:00 Hip airplanes – set 2 @@ hip airplanes | Hip airplanes | | LB
      6:30 Deep squat hold @@ deep squat hold | Deep squat hold | | LB
      8:00 Wrap up @@ .
    `,
  },
];
