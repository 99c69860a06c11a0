/**
 * Fourth held-out batch (heldout4), written before the engine was run on it even once: never tuned on. Formats the
 * earlier batches did not use, after reading public physio handouts, yoga and Pilates class pages and Italian, Dutch
 * and Polish exercise sheets: qualifiers in square brackets ("Knee Extension [Seated]") with the dose on the line
 * below, Polish and Dutch names, Italian "40''" work times and "serie da" doses, "Chapter n —" and "Min 1:" after the
 * time, "»" separators, caps lists wrapped in emoji, the dose before the name ("3×12 Reverse lunges"), "Reps: | Sets:"
 * fields, Sanskrit first with English in brackets, ordinal labels ("Primer ejercicio:"), number words ("ten times"),
 * hashtags on chapter lines, phase headers with week ranges — and traps: an equipment review with prices, a studio
 * timetable (times of day), chess scores, a rehab vlog by weekday and date, "0:00 Intro" alone, a list from 0:15,
 * a gym music mix whose titles name exercises, "0.45" dot times and a recipe.
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesHeldOut4: DescriptionCaseSpec[] = [
  {
    name: 'desc-heldout4-handout-bracket-qualifiers',
    note: 'A clinic handout video: the position in square brackets after each name, the dose on the line below.',
    title: 'Knee OA – Home Programme (Physio Handout Video)',
    duration: 840,
    text: `
      Your physio has ticked the exercises for you. Complete repetitions as prescribed.

      0:00 Before you start @@ .
      0:35 Knee Extension [Seated] @@ long arc quad | Long arc quad | r6 each | LB
      6 each leg
      2:20 Heel Raise [Double Leg] @@ calf raise | Calf raise | s2 r10 | LB
      2 x 10
      4:00 Sit to Stand [Chair] @@ sit to stand | Sit to stand | r8 | LB
      8 reps
      5:45 Step Up [Forward] @@ step up | Step up | r10 each | LB
      10 each leg
      7:30 Hamstring Curl [Standing] @@ hamstring curl | Hamstring curl | r10 each | LB
      10 each leg
      9:20 Straight Leg Raise [Supine] @@ straight leg raise | Straight leg raise | s2 r10 | LB
      2 sets of 10
      11:30 Progressing your programme @@ .
    `,
  },
  {
    name: 'desc-heldout4-polish-kregoslup',
    note: 'A Polish back routine: Polish names, "powtórzeń", "sekund", "na stronę".',
    title: 'Ćwiczenia na ból kręgosłupa – 12 minut',
    duration: 720,
    text: `
      0:00 Wstęp @@ .
      0:40 Koci grzbiet – 10 powtórzeń @@ cat cow | Cat cow | r10 | B
      2:15 Pozycja dziecka – 30 sekund @@ child's pose | Child's pose | h30 | B
      3:50 Mostek biodrowy – 3 x 12 @@ glute bridge | Glute bridge | s3 r12 | LB
      5:40 Martwy robak – 10 powtórzeń na stronę @@ dead bug | Dead bug | r10 each | C
      7:30 Deska – 3 x 30 sekund @@ plank | Plank | s3 h30 | C
      9:20 Skręty tułowia w leżeniu @@ lower trunk rotation | Lower trunk rotation | | B
      11:00 Podsumowanie @@ .
    `,
  },
  {
    name: 'desc-heldout4-italian-ginocchio',
    note: 'Italian knee strengthening: long Italian names, "serie da", "tenute da", "per gamba".',
    title: 'Ginocchio: 5 esercizi di rinforzo a casa',
    duration: 660,
    text: `
      0:00 Introduzione @@ .
      0:30 Sollevamento della gamba tesa – 2 serie da 10 @@ straight leg raise | Straight leg raise | s2 r10 | LB
      2:20 Estensione del ginocchio da seduti – 10 per gamba @@ long arc quad | Long arc quad | r10 each | LB
      4:10 Squat alla parete – 5 tenute da 20 secondi @@ wall sit | Wall sit | s5 h20 | LB
      6:10 Salita sul gradino – 8 per gamba @@ step up | Step up | r8 each | LB
      8:00 Ponte glutei – 12 ripetizioni @@ glute bridge | Glute bridge | r12 | LB
      9:50 Consigli finali @@ .
    `,
  },
  {
    name: 'desc-heldout4-dutch-schouder',
    note: 'A Dutch frozen-shoulder routine: Dutch names and compounds, "keer", "seconden".',
    title: 'Schouderoefeningen bij een frozen shoulder',
    duration: 660,
    text: `
      0:00 Uitleg @@ .
      0:45 Slingeroefening – 1 minuut @@ pendulum | Pendulum | h60 | UB
      2:30 Muurwandelen – 10 keer @@ wall walk | Wall walk | r10 | UB
      4:20 Opdrukken tegen de muur – 2 x 10 @@ wall push up | Wall push up | s2 r10 | UB
      6:15 Schouderbladen samenknijpen – 10 x 5 seconden @@ scapular squeeze | Scapular squeeze | s10 h5 | UB
      8:10 Armheffing liggend – 10 keer @@ armheffing liggend | Armheffing liggend | r10 | UB
      10:00 Tot slot @@ .
    `,
  },
  {
    name: 'desc-heldout4-portuguese-pilates',
    note: 'Brazilian Portuguese mat Pilates: the English name in brackets, "repetições", "de cada lado".',
    title: 'Pilates solo para iniciantes – 20 minutos',
    duration: 780,
    text: `
      0:00 Respiração e aquecimento @@ .
      1:30 Cem (The Hundred) @@ the hundred | The hundred | | C
      3:20 Ponte – 10 repetições @@ glute bridge | Glute bridge | r10 | LB
      5:10 Prancha – 30 segundos @@ plank | Plank | h30 | C
      6:50 Abdominal bicicleta – 20 repetições @@ bicycle crunch | Bicycle crunch | r20 | C
      8:40 Elevação lateral da perna deitada – 12 de cada lado @@ side lying hip abduction | Side lying hip abduction | r12 each | LB
      11:00 Alongamento final @@ .
    `,
  },
  {
    name: 'desc-heldout4-chapter-word-after-time',
    note: '"Chapter n —" written after the time, before the name.',
    title: 'Glute Activation Explained – 6 Chapters',
    duration: 560,
    text: `
      0:00 Chapter 1 — Why glutes switch off @@ .
      1:20 Chapter 2 — Glute bridge @@ glute bridge | Glute bridge | | LB
      3:00 Chapter 3 — Clamshells @@ clamshell | Clamshell | | LB
      4:40 Chapter 4 — Fire hydrants @@ fire hydrant | Fire hydrant | | LB
      6:10 Chapter 5 — Donkey kicks @@ donkey kick | Donkey kick | | LB
      7:50 Chapter 6 — Putting it together @@ .
    `,
  },
  {
    name: 'desc-heldout4-guillemet-separators',
    note: '"»" between the time and the name; two moves the lexicon lacks.',
    title: 'Morning Mobility » 12 min',
    duration: 720,
    text: `
      0:00 » Intro @@ .
      0:30 » Shoulder rolls @@ shoulder roll | Shoulder roll | | UB
      1:40 » Cat cow @@ cat cow | Cat cow | | B
      3:00 » Thread the needle @@ thread the needle | Thread the needle | | B
      4:30 » 90/90 hip switches @@ 90/90 hip switches | 90/90 hip switches | | LB
      6:00 » World's greatest stretch @@ world's greatest stretch | World's greatest stretch | | FB
      8:00 » Ankle rocks @@ ankle rocks | Ankle rocks | | LB
      9:30 » Done! @@ .
    `,
  },
  {
    name: 'desc-heldout4-emoji-wrapped-caps',
    note: 'A caps list wrapped in emoji on both sides, doses as "x20" and "45 SEC".',
    title: '🔥 20 MIN FAT BURN – NO EQUIPMENT 🔥',
    duration: 660,
    text: `
      🔥 0:00 WARM UP 🔥 @@ .
      💪 2:30 SQUATS x20 💪 @@ squat | Squat | r20 | LB
      💪 3:30 PUSH UPS x15 💪 @@ push up | Push up | r15 | UB
      💪 4:30 JUMPING JACKS 45 SEC 💪 @@ jumping jacks | Jumping jacks | h45 | FB
      💪 5:30 PLANK 1 MIN 💪 @@ plank | Plank | h60 | C
      😮‍💨 6:45 REST @@ .
      💪 7:30 BURPEES x10 💪 @@ burpee | Burpee | r10 | FB
      💪 8:30 MOUNTAIN CLIMBERS 45 SEC 💪 @@ mountain climber | Mountain climber | h45 | FB
      🧘 9:40 STRETCH @@ .
    `,
  },
  {
    name: 'desc-heldout4-dose-before-name',
    note: 'The dose written before the name with a times sign ("15×", "3×12"), the side in brackets after.',
    title: 'Leg Day Finisher',
    duration: 720,
    text: `
      0:00 Intro @@ .
      0:40 15× Goblet squats @@ goblet squat | Goblet squat | r15 | LB
      2:10 3×12 Reverse lunges (each leg) @@ reverse lunge | Reverse lunge | s3 r12 each | LB
      4:30 20× Glute bridges @@ glute bridge | Glute bridge | r20 | LB
      6:00 3×30s Wall sit @@ wall sit | Wall sit | s3 h30 | LB
      8:00 2×10 Single leg deadlifts (each side) @@ single leg deadlift | Single leg deadlift | s2 r10 each | LB
      10:30 Cool down @@ .
    `,
  },
  {
    name: 'desc-heldout4-field-labels',
    note: '"Reps: 10 | Sets: 2" and "Hold: 20 s" fields after an em dash.',
    title: 'Lower Back Stability – Clinic Programme',
    duration: 780,
    text: `
      0:00 Introduction @@ .
      0:50 Pelvic tilt — Reps: 10 | Sets: 2 @@ pelvic tilt | Pelvic tilt | s2 r10 | B
      2:40 Bird dog — Reps: 8 each side | Sets: 2 @@ bird dog | Bird dog | s2 r8 each | B
      4:50 Side plank (knees) — Hold: 20 s | Sets: 3 @@ modified side plank | Modified side plank | s3 h20 | C
      7:00 Dead bug — Reps: 10 | Sets: 2 @@ dead bug | Dead bug | s2 r10 | C
      9:10 Prone press up — Reps: 10 @@ mckenzie press up | McKenzie press up | r10 | B
      11:00 Questions from patients @@ .
    `,
  },
  {
    name: 'desc-heldout4-italian-inch-marks',
    note: "Italian circuit with work times in prime marks (\"40''\", \"1'00''\") and a recovery chapter.",
    title: 'Allenamento total body 15 minuti a corpo libero',
    duration: 900,
    text: `
      0:00 Riscaldamento @@ .
      1:30 Affondi alternati – 40'' @@ lunge | Lunge | h40 | LB
      2:40 Piegamenti sulle braccia – 30'' @@ push up | Push up | h30 | UB
      3:40 Plank – 1'00'' @@ plank | Plank | h60 | C
      5:00 Squat – 45'' @@ squat | Squat | h45 | LB
      6:10 Mountain climber – 30'' @@ mountain climber | Mountain climber | h30 | FB
      7:20 Recupero 1' @@ .
      8:30 Crunch – 40'' @@ crunch | Crunch | h40 | C
      9:40 Defaticamento e stretching @@ .
    `,
  },
  {
    name: 'desc-heldout4-yoga-sanskrit-first',
    note: 'Yoga: the Sanskrit name first and the English one in brackets; one pose the lexicon lacks.',
    title: 'Hatha Yoga – Hip Opening Sequence',
    duration: 900,
    text: `
      0:00 Centring @@ .
      1:20 Balasana (Child's pose) @@ child's pose | Child's pose | | B
      3:00 Adho Mukha Svanasana (Downward dog) @@ downward dog | Downward dog | | FB
      4:40 Anjaneyasana (Low lunge) @@ low lunge | Low lunge | | LB
      6:30 Utkata Konasana (Goddess pose) @@ goddess pose | Goddess pose | | LB
      8:10 Eka Pada Rajakapotasana (Pigeon) @@ piriformis stretch | Piriformis stretch | | LB
      10:20 Baddha Konasana (Bound angle) @@ butterfly stretch | Butterfly stretch | | LB
      12:00 Ananda Balasana (Happy baby) @@ happy baby | Happy baby | | LB
      13:40 Savasana @@ .
    `,
  },
  {
    name: 'desc-heldout4-trap-equipment-prices',
    note: 'An equipment review: chapters name products with prices, no exercise is shown.',
    title: 'Best Home Gym Equipment Under $100 (2026)',
    duration: 780,
    text: `
      0:00 Intro
      1:10 Resistance bands – $19.99
      3:40 Foam roller – $29
      6:00 Adjustable kettlebell – $89
      8:30 Yoga mat – $25
      10:45 My verdict
    `,
  },
  {
    name: 'desc-heldout4-trap-studio-timetable',
    note: 'A studio timetable: times of day, no 0:00, class names that sound like exercise.',
    title: 'Studio Timetable – Week of 3 March',
    duration: 95,
    text: `
      Our classes this week:
      6:30 Spin
      7:15 Core & Stretch
      12:00 Pilates Mat
      17:30 HIIT
      18:45 Yin Yoga
      Book via the app. See you there!
    `,
  },
  {
    name: 'desc-heldout4-trap-chess-scores',
    note: 'A chess tournament recap with rounds and scores.',
    title: 'Blitz Tournament Recap – Rounds 1 to 5',
    duration: 1700,
    text: `
      0:00 Intro
      1:45 Round 1 vs. Jensen (1-0)
      6:20 Round 2 vs. Alvarez (½-½)
      11:05 Round 3 vs. Kowalski (0-1)
      15:40 Round 4 vs. Nakamura (1-0)
      20:10 Round 5 – the decider
      24:30 Final standings: 3.5/5
    `,
  },
  {
    name: 'desc-heldout4-trap-rehab-vlog-days',
    note: 'A rehab vlog chaptered by weekday and date; body words, but no exercise is taught.',
    title: 'A Week of Rehab After ACL Surgery | Vlog',
    duration: 900,
    text: `
      0:00 Monday 3/14 – first session back
      2:30 Tuesday 3/15 – leg day at the gym
      5:10 Wednesday – rest and ice
      7:40 Thursday – appointment with my surgeon
      10:20 Friday – walking without crutches!
      13:00 Weekend thoughts
    `,
  },
  {
    name: 'desc-heldout4-trap-zero-intro-only',
    note: '"0:00 Intro" alone, then prose with a duration, a date and a time of day.',
    title: 'Shoulder Pain: What Your Physio Wants You to Know',
    duration: 840,
    text: `
      0:00 Intro
      In this video I talk about rotator cuff tendinopathy, how long it takes to settle (usually 12 weeks) and why
      rest alone rarely works. The exercises are in part 2, out on 14/05 at 6:00 pm.
    `,
  },
  {
    name: 'desc-heldout4-trap-list-from-0-15',
    note: 'A workout list starting at 0:15: YouTube shows no chapters; no captions either.',
    title: 'Calf Strength for Runners',
    duration: 380,
    text: `
      Quick one today!
      0:15 Calf raises
      1:30 Single leg calf raises
      3:00 Eccentric heel drops
      4:45 Soleus raises
    `,
  },
  {
    name: 'desc-heldout4-trap-gym-music-mix',
    note: 'A gym music mix whose track titles name exercises.',
    title: 'Gym Motivation Mix 2026 🔊 1 Hour',
    duration: 3600,
    text: `
      00:00 Intro (Original Mix)
      03:41 Push It Harder – DJ Vortex
      07:55 Squat Life (feat. MC Rep)
      12:20 Plank & Pray – Northside
      16:02 Deadlift Dreams (Extended Mix)
      20:48 Burpee Boogie – Lo & Hi
      25:30 Cooldown – Aurora Beats
    `,
  },
  {
    name: 'desc-heldout4-trap-dot-times',
    note: 'Times written with a dot ("0.45"): YouTube reads no chapters from them, and there are no captions.',
    title: 'Hip Strength Routine',
    duration: 420,
    text: `
      0.00 Intro
      0.45 Clamshells
      2.10 Side lying leg raises
      3.40 Glute bridges
      5.15 Outro
    `,
  },
  {
    name: 'desc-heldout4-trap-protein-recipe',
    note: 'A post-workout recipe video.',
    title: 'High Protein Post-Workout Pancakes',
    duration: 480,
    text: `
      0:00 Intro
      0:40 Ingredients
      1:55 Mixing the batter
      3:30 Cooking
      5:10 Toppings & macros
      6:40 Taste test
    `,
  },
  {
    name: 'desc-heldout4-talk-as-questions',
    note: 'Talk chapters phrased as questions and cheers around three exercises.',
    title: "Runner's Knee: Why It Hurts and 3 Exercises",
    duration: 720,
    text: `
      0:00 So your knee hurts on the stairs? @@ .
      1:10 What's actually going on @@ .
      3:20 Let's get moving @@ .
      3:50 Step downs @@ step down | Step down | | LB
      5:40 Spanish squats @@ spanish squat | Spanish squat | | LB
      7:30 Side lying leg raises @@ side lying hip abduction | Side lying hip abduction | | LB
      9:20 How often should you do these? @@ .
      10:40 You've got this! @@ .
    `,
  },
  {
    name: 'desc-heldout4-long-names-with-setup',
    note: 'Known names followed by a long set-up ("with a band around your knees").',
    title: 'Hip Bursitis – Band Exercises',
    duration: 660,
    text: `
      0:00 Intro @@ .
      0:40 Side lying hip abduction with a band around your knees @@ side lying hip abduction | Side lying hip abduction | | LB
      2:30 Standing hip abduction holding on to the kitchen counter @@ standing hip abduction | Standing hip abduction | | LB
      4:20 Glute bridge with a resistance band above the knees @@ glute bridge | Glute bridge | | LB
      6:10 Crab walk sideways along the hallway with band @@ lateral band walk | Lateral band walk | | LB
      8:00 Clamshell with the top knee pushing into the band @@ clamshell | Clamshell | | LB
      9:50 Wrap up @@ .
    `,
  },
  {
    name: 'desc-heldout4-sides-and-second-sets',
    note: 'Each side its own chapter, then both sides again marked "(2nd set)".',
    title: 'Balance Training for Seniors – Left and Right',
    duration: 540,
    text: `
      0:00 Welcome @@ .
      0:30 Single leg stance – right leg @@ single leg balance | Single leg balance | right | LB
      1:40 Single leg stance – left leg @@ single leg balance | Single leg balance | left | LB
      2:50 Tandem stance @@ tandem stance | Tandem stance | | LB
      4:00 Heel to toe walk @@ tandem walk | Tandem walk | | LB
      5:30 Single leg stance – right (2nd set) @@ single leg balance | Single leg balance | right | LB
      6:40 Single leg stance – left (2nd set) @@ single leg balance | Single leg balance | left | LB
      7:50 Sit down and rest @@ .
    `,
  },
  {
    name: 'desc-heldout4-french-yoga-doux',
    note: 'French gentle yoga: breaths as the count (not a dose), "1 min", "de chaque côté".',
    title: 'Yoga doux pour le dos – 15 min',
    duration: 660,
    text: `
      0:00 Accueil @@ .
      0:45 Posture de l'enfant – 1 min @@ child's pose | Child's pose | h60 | B
      2:30 Chat-vache – 8 respirations @@ cat cow | Cat cow | | B
      4:10 Chien tête en bas – 5 respirations @@ downward dog | Downward dog | | FB
      5:50 Posture du sphinx – 1 min @@ sphinx | Sphinx | h60 | B
      7:30 Torsion allongée – 30 s de chaque côté @@ supine twist | Supine twist | h30 each | B
      9:30 Relaxation finale @@ .
    `,
  },
  {
    name: 'desc-heldout4-german-semicolon-doses',
    note: 'German office routine: the dose after a semicolon, "Wdh.", "Sek. pro Seite".',
    title: 'Nacken & Schultern lockern – Büro-Routine',
    duration: 540,
    text: `
      0:00 Einleitung @@ .
      0:30 Schulterkreisen; 10x vorwärts, 10x rückwärts @@ shoulder roll | Shoulder roll | | UB
      1:50 Kinn zurückziehen; 10 Wdh. @@ chin tuck | Chin tuck | r10 | N
      3:10 Kopf zur Seite neigen; 20 Sek. pro Seite @@ neck side bend | Neck side bend | h20 each | N
      4:40 Brustdehnung am Türrahmen; 30 Sek. @@ doorway pec stretch | Doorway pec stretch | h30 | UB
      6:10 Schulterblätter zusammenziehen; 2x10 @@ scapular squeeze | Scapular squeeze | s2 r10 | UB
      7:40 Zum Schluss @@ .
    `,
  },
  {
    name: 'desc-heldout4-spanish-ordinal-labels',
    note: 'Spanish Pilates with ordinal labels ("Primer ejercicio:") before the names.',
    title: 'Pilates en casa: core y glúteos',
    duration: 660,
    text: `
      0:00 Presentación @@ .
      0:40 Primer ejercicio: el cien @@ the hundred | The hundred | | C
      2:30 Segundo ejercicio: puente de glúteos @@ glute bridge | Glute bridge | | LB
      4:20 Tercer ejercicio: patada lateral @@ side kicks | Side kicks | | LB
      6:10 Cuarto ejercicio: plancha lateral @@ side plank | Side plank | | C
      8:00 Quinto ejercicio: estiramiento de una pierna @@ single leg stretch | Single leg stretch | | C
      9:50 Despedida @@ .
    `,
  },
  {
    name: 'desc-heldout4-hour-pilates-brackets',
    note: 'A one-hour mat class with bracketed hour clocks.',
    title: 'Full Length Pilates Class – 60 Minutes (Live Replay)',
    duration: 3600,
    text: `
      [00:00:00] Welcome & breath @@ .
      [00:04:30] Pelvic tilts @@ pelvic tilt | Pelvic tilt | | B
      [00:09:00] The hundred @@ the hundred | The hundred | | C
      [00:14:10] Roll up @@ roll up | Roll up | | C
      [00:19:40] Single leg circles @@ leg circles | Leg circles | | LB
      [00:25:00] Single leg stretch @@ single leg stretch | Single leg stretch | | C
      [00:30:15] Double leg stretch @@ double leg stretch | Double leg stretch | | C
      [00:35:30] Side kick series @@ side kicks | Side kicks | | LB
      [00:43:00] Swimming @@ prone swimmer | Prone swimmer | | B
      [00:48:20] Spine stretch forward @@ spine stretch forward | Spine stretch forward | | B
      [00:54:00] Closing & gratitude @@ .
    `,
  },
  {
    name: 'desc-heldout4-loading-notes-with-times',
    note: 'Times of day and a rest time in prose and notes; the dose on the note lines.',
    title: 'Achilles Tendinopathy – Loading Programme',
    duration: 900,
    text: `
      Best done at 8:00 am or after a walk. Total time about 15:00.

      0:00 Intro @@ .
      0:45 Isometric calf raise hold @@ calf raise | Calf raise | s5 h45 | LB
      5 x 45 s, rest 2:00 between
      3:30 Double leg heel raise @@ calf raise | Calf raise | s3 r15 | LB
      3 x 15
      6:00 Single leg heel raise @@ single leg calf raise | Single leg calf raise | s3 r15 | LB
      3 x 15, slow down over 3 seconds
      9:00 Seated calf raise @@ seated calf raise | Seated calf raise | s3 r12 | LB
      3 x 12
      11:30 Pogo hops @@ pogo hops | Pogo hops | s3 r20 | LB
      3 x 20
      13:30 When to see your physio @@ .
    `,
  },
  {
    name: 'desc-heldout4-hashtags-on-lines',
    note: 'A hashtag after each chapter name.',
    title: 'Glute Med Strength | Physio Approved',
    duration: 660,
    text: `
      0:00 Intro #physio @@ .
      0:40 Clamshells #glutes @@ clamshell | Clamshell | | LB
      2:20 Side plank #core @@ side plank | Side plank | | C
      3:50 Lateral band walks #hipstrength @@ lateral band walk | Lateral band walk | | LB
      5:30 Single leg deadlift #balance @@ single leg deadlift | Single leg deadlift | | LB
      7:20 Hip hikes #glutemed @@ hip hike | Hip hike | | LB
      9:00 Outro #subscribe @@ .
    `,
  },
  {
    name: 'desc-heldout4-number-words-chair',
    note: 'Seated class with doses in words ("thirty seconds", "ten times", "eight each leg").',
    title: 'Gentle Chair Exercises for Seniors',
    duration: 570,
    text: `
      0:00 Hello and welcome @@ .
      0:50 - Seated marching, thirty seconds @@ seated march | Seated march | h30 | LB
      2:10 - Arm raises, ten times @@ arm raises | Arm raises | r10 | UB
      3:30 - Ankle circles, ten each way @@ ankle circles | Ankle circles | r10 | LB
      4:50 - Sit to stand, five times @@ sit to stand | Sit to stand | r5 | LB
      6:20 - Seated knee extensions, eight each leg @@ long arc quad | Long arc quad | r8 each | LB
      7:50 - Deep breathing to finish @@ .
    `,
  },
  {
    name: 'desc-heldout4-japanese-katakana-shoulder',
    note: 'Japanese shoulder stretches: a kanji name, katakana names, "左右30秒".',
    title: '肩こり解消ストレッチ 5分',
    duration: 360,
    text: `
      0:00 はじめに @@ .
      0:20 肩回し 10回 @@ shoulder roll | Shoulder roll | r10 | UB
      1:30 チンタック 10回 @@ chin tuck | Chin tuck | r10 | N
      2:40 キャットアンドカウ 10回 @@ cat cow | Cat cow | r10 | B
      3:50 スレッドザニードル 左右30秒 @@ thread the needle | Thread the needle | h30 each | B
      5:00 おわりに @@ .
    `,
  },
  {
    name: 'desc-heldout4-emom-minute-labels',
    note: 'An EMOM: "Min 1:" labels before the names, then a chapter that repeats the block.',
    title: 'Kettlebell EMOM – 16 Minutes',
    duration: 1200,
    text: `
      0:00 Setup & warm-up @@ .
      2:00 Min 1: Kettlebell swings × 15 @@ kettlebell swing | Kettlebell swing | r15 | FB
      3:00 Min 2: Goblet squats × 10 @@ goblet squat | Goblet squat | r10 | LB
      4:00 Min 3: Push-ups × 10 @@ push up | Push up | r10 | UB
      5:00 Min 4: Plank hold 40 s @@ plank | Plank | h40 | C
      6:00 Repeat ×3 – follow the clock @@ .
      18:00 Cool down @@ .
    `,
  },
  {
    name: 'desc-heldout4-rehab-phase-headers',
    note: 'Phase headers with week ranges between chapter lines.',
    title: 'ACL Rehab – Phase 1 & 2 Exercises',
    duration: 780,
    text: `
      PHASE 1 (weeks 0–2)
      0:00 Intro @@ .
      0:40 Quad sets @@ quad sets | Quad sets | | LB
      2:00 Heel slides @@ heel slides | Heel slides | | LB
      3:20 Straight leg raises @@ straight leg raise | Straight leg raise | | LB
      PHASE 2 (weeks 2–6)
      4:50 Mini squats @@ mini squat | Mini squat | | LB
      6:30 Terminal knee extension @@ terminal knee extension | Terminal knee extension | | LB
      8:10 Step ups @@ step up | Step up | | LB
      9:50 Stationary bike @@ stationary bike | Stationary bike | | FB
      11:30 What comes next @@ .
    `,
  },
  {
    name: 'desc-heldout4-posterior-chain-inferred',
    note: 'Gym accessories: variants and moves the lexicon lacks, with doses.',
    title: 'Posterior Chain Accessories',
    duration: 900,
    text: `
      0:00 Intro @@ .
      0:45 Kettlebell good mornings – 3 x 10 @@ good morning | Good morning | s3 r10 | B
      3:10 B-stance RDL – 3 x 8 each @@ b stance rdl | B-stance RDL | s3 r8 each | LB
      5:40 Reverse hyper – 3 x 12 @@ reverse hyper | Reverse hyper | s3 r12 |
      8:00 Hamstring walkouts – 2 x 6 @@ hamstring walkouts | Hamstring walkouts | s2 r6 | LB
      10:20 45° back extension – 3 x 12 @@ back extension | Back extension | s3 r12 | B
      12:40 Wrap up @@ .
    `,
  },
];
