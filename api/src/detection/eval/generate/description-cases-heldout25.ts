/**
 * Twenty-fifth held-out batch (heldout25), written before the engine was run on it even once: never tuned on. Formats
 * the earlier batches did not use, after searching YouTube's chapter rules as creator guides state them (first stamp
 * 0:00, at least three, ascending, each at least ten seconds, "if any one of the rules is violated, YouTube ignores the
 * entire chapter list"), physio channels' ankle sprain pages, patients' home-programme vlogs with the physio's messages
 * pasted in (WhatsApp's exported "[dd/mm/yyyy, hh:mm:ss] Name:" lines), workplace wellbeing posts copied out of Slack
 * with their ":emoji_name:" shortcodes, clinic-gym videos whose equipment carries ® and ™ marks, barre classes with
 * nicknames for the moves, Indian club (club swinging) beginner routines, dog-walk workouts, long Covid clinics' pacing
 * pages (the energy envelope, post-exertional malaise), bricklaying and cheesemaking guides, sea-swimming club pages
 * with tide times, creators' chapter templates, and Low German (Plattdüütsch lesson pages: "een, twee, dree… teihn…
 * twintig, dörtig"), Cornish (Kernewek learners' pages: "pymthek mynysen", "dywweyth", "tergweyth"), Hiligaynon, White
 * Hmong ("vib nas this" for seconds) and Gĩkũyũ ("mũbira wa magũrũ", "sekondi 20") pages: a physio channel's ankle
 * sprain programme in the plainest common format ("Exercise 2: Calf stretch against the wall - 30 seconds x 3", "Band
 * eversion - 2 sets of 15", "(no jumping yet)") with running, jumping and football in the prose; a patient's hip
 * replacement home programme with her physio's WhatsApp messages pasted above the chapters, whose times of day, dates,
 * walks and doses ("Bridges 2x10, clams 10 each side") are no chapters; a team desk reset copied out of Slack with
 * ":emoji_name:" shortcodes before and after the names (":bust_in_silhouette: Chin tucks — 10 reps, 3 sec hold
 * :white_check_mark:"); a clinic-gym circuit whose equipment names carry ® and ™ ("TheraBand® rows — 3 × 12 (green)",
 * "BOSU® squats", "Pilates Ring™ inner thigh squeeze", "Valslide® reverse lunges", "Airex® pad single leg balance"); a
 * barre class whose moves carry nicknames after "aka" and "a.k.a." ('Pliés aka "the elevator"', 'Wall sit aka "the
 * invisible chair" — 45 s × 2'); an Indian club routine whose moves are club-swinging names ("Front mill", "Back mill",
 * "Arm cast", "Shield cast") and whose "Pendulum swings (club, not the physio one!)" are not the shoulder pendulum; a
 * dog-walk workout after "🐕" with a squirrel break chapter; a long Covid pacing routine whose chapters end with their
 * energy cost in batteries ("· 🔋🔋🔋"), breaths and the battery scale no dose; a Low German hip programme (new) after
 * "⚘" with "Övung n –" labels ("teihn Maal op jede Siet", "twee Dörchgäng vun teihn Maal", "dörtig Sekunnen op jede
 * Siet"); a Cornish shoulder programme (new) after "✶" with "Omassay n:" labels ("deg warn ugens eylenn", "deg gweyth",
 * "dewdhek gweyth", "ugens eylenn"); a Hiligaynon neck and shoulder programme for call-centre agents (new) after "☞"
 * with ordinal words ("Una –", "Ikaduha –" … "Ikalima –"; "kaptan sang 5 segundo, napulo ka beses", "20 segundo kada
 * kilid", "duha ka set sang napulo", "30 segundo, tatlo ka beses", "15 segundo kada kamot"); a White Hmong knee programme
 * for older gardeners (new) after "❖" with ordinal words ("Thawj –", "Thib ob –" … "Thib tsib –"; "tuav 5 vib nas
 * this, kaum zaug", "kaum zaug txhua txhais ceg", "ob pawg, pawg twg yim zaug", "kaum tsib zaug"); a Gĩkũyũ back
 * programme (new) after "⬥" with "Exercise ya mbere –" … "ya gatano –" labels ("maita ikũmi", "sekondi mĩrongo ĩĩrĩ o
 * mwena", "seti igĩrĩ cia maita inyanya", "maita inyanya o mwena") — and four traps: a bricklaying lesson and a cheddar
 * making video whose valid chapter lists hold no exercise done by a person but reps, holds, sets, presses and exercise
 * words ("Laying the first course – 10 bricks", "pressing the brick down – hold 2 s", "Scaffold planks + lifting safely
 * (not a deadlift!)", "Cheddaring – stack, flip 4 times", "Into the press – 10 kg for 15 min"), a sea-swimming club's
 * Saturday whose lines start with times of day from the tide table (05:40 onward) and so are no chapters though a
 * group warm-up with doses sits on one of them, and a creator's chapter template pasted without the times filled in,
 * every line "0:00", so the stamps do not ascend and YouTube shows no chapters. Each case names moves in passing
 * (running, jumping and football; aqua aerobics; sun salutations at lunch; burpees and planks; the shoulder press and
 * lateral raises; running with the dog; a deadlift at the scaffold; bicep curls at the cheese vat; "Fohrradfohren un
 * Boßeln", "hurlya ha pel droos", "basketball kag zumba", "kev ncaws pob thiab pov pob", "mũbira wa magũrũ na
 * gũteng'era") that must not start a segment. Written before the engine was run on them even once: never tuned on.
 *
 * Labels: `type` is a common standard exercise name in lower case English when the move is a standard exercise (named
 * in any language, by a common variant, by its brand of equipment or described: "Band eversion" the ankle eversion with
 * band, "Clams" the clamshell, "Bridges" the glute bridge, "Desk push-ups" the incline push up, "Seated twist" the seated
 * spinal twist, "TheraBand® rows" the band row, "BOSU® squats" the squat, "Pilates Ring™ inner thigh squeeze" the
 * adductor squeeze, "Valslide® reverse lunges" the reverse lunge, "Airex® pad single leg balance" the single leg balance,
 * "Pliés" the plié, "Fire hydrants" the fire hydrant, "Calf raises aka tiptoe pulses" the calf raise, "Lamppost calf
 * raises" the calf raise, "Bench tricep dips" the tricep dip, "Squat every time Biscuit sits" the squat, "One-leg
 * balance at the fence" the single leg balance, "Side steps along the hedge" the sideways walking, "Belly breathing" the
 * diaphragmatic breathing, "Seated marching" the seated march, Low German "Op de Siet liggen, Knee anwinkelt, dat
 * bavenste Knee opklappen" (lie on the side, knees bent, open the top knee) the clamshell, "Op'n Rüch liggen, dat Becken
 * hoochnehmen" (lie on the back, lift the pelvis) the glute bridge, "Op de Siet liggen, dat bavenste Been liek
 * hoochnehmen" (lie on the side, lift the top leg straight) the side lying hip abduction, "Op een Knee, de Hüft na vörn
 * schuven" (on one knee, push the hip forward) the hip flexor stretch, "Een Trepp rop un wedder daal" (one stair up and
 * down again) the step up, Cornish "Plegya, gasa an vregh dhe gregi ha gul kylghow byghan" (bend, let the arm hang and
 * make small circles) the pendulum, "Kerdhes gans an bysies yn-bann an fos" (walk with the fingers up the wall) the wall
 * walk, "Gans lovan lastek, an elin orth an tu, treylya an dorn a-ves" (with an elastic band, the elbow at the side, turn
 * the hand outwards) the external rotation with band, "Rolya an diwskoedh war-dhelergh" (roll both shoulders backwards)
 * the shoulder roll, "An diwvregh war fram an daras, kamm yn-rag" (both arms on the door frame, a step forward) the
 * doorway pec stretch, Hiligaynon "Ibalik ang baba pasulod, daw may doble nga baba" (bring the chin in, as if with a
 * double chin) the chin tuck, "Ikiling ang ulo pakadto sa abaga" (tilt the head towards the shoulder) the neck side
 * bend, "Ibayaw ang abaga pakadto sa dulunggan kag ibuy-an" (raise the shoulders to the ears and let go) the shoulder
 * shrug, "Sa pwertahan, ibutang ang butkon sa gilid kag maglakat pasulong" (in the doorway, put the arms on the sides and
 * step forward) the doorway pec stretch, "Ituwid ang butkon, palad pataas, kag bira ang mga tudlo pabalik" (straighten
 * the arm, palm up, and pull the fingers back) the wrist flexor stretch, Hmong "Muab phuam tso hauv qab hauv caug, nias
 * hauv caug rau hauv" (put a towel under the knee, press the knee down) the quad sets, "Zaum saum lub rooj zaum, ncab ceg
 * kom ncaj" (sit on the chair, stretch the leg straight) the long arc quad, "Sawv tawm ntawm lub rooj zaum thiab rov
 * zaum" (stand up from the chair and sit again) the sit to stand, "Tsa luj taws" (raise the heels) the calf raise, "Nce
 * thiab nqis ib theem ntaiv" (go up and down one stair) the step up, Gĩkũyũ "Koma ũrorete igũrũ, ũgonye maru, wambatie
 * mũtina" (lie facing up, bend the knees, lift the bottom) the glute bridge, "Guucia iru rĩmwe nginya gĩthũri" (pull one
 * knee to the chest) the knee to chest, "ambatia mũgongo ta nyau" (raise the back like a cat) on hands and knees the cat
 * cow, "ambatia guoko kũmwe na kũgũrũ kũrĩa kũngĩ" (raise one arm and the other leg) the bird dog, "maru hamwe,
 * magarũre mwena wa ũmotho na wa ũrĩo" (knees together, turn them to the left and the right) the lower trunk rotation),
 * otherwise the author's words ("trx row", "front mill", "back mill", "arm cast", "pendulum swing", "shield cast"); the
 * clean title is the author's name for the move in plain letters, singular, without emoji, shortcodes, ® and ™ marks,
 * nicknames, labels, loads, colours, battery marks or doses. "30 seconds x 3", "30 segundo, tatlo ka beses" and "45 s ×
 * 2" are reps of a hold; "kaptan sang 5 segundo, napulo ka beses", "tuav 5 vib nas this, kaum zaug" and "10 reps, 3 sec
 * hold" are reps of a hold; "2 sets of 15", "2x10", "3x8", "2 × 10", "3 × 12", "2 × 8", "twee Dörchgäng vun teihn Maal",
 * "duha ka set sang napulo", "ob pawg, pawg twg yim zaug" and "seti igĩrĩ cia maita inyanya" are sets; "3 x 10 metres"
 * is 3 sets; "each side", "each leg", "per leg", "each direction", "each arm", "each way", "op jede Siet", "mit jedeen
 * Been", "pub tu", "kada kilid", "kada kamot", "txhua txhais ceg" and "o mwena" are each; Low German, Cornish,
 * Hiligaynon, Hmong and Gĩkũyũ number words read as their numbers (teihn 10, twölf 12, dörtig 30; deg 10, dewdhek 12,
 * ugens 20, deg warn ugens 30; napulo 10, tatlo 3; yim 8, kaum 10, kaum tsib 15; inyanya 8, ikũmi 10, mĩrongo ĩĩrĩ 20),
 * "Maal", "gweyth", "ka beses", "zaug" and "maita" are times; a timed block is a hold; "(or skip)" and "only" leave the
 * number as it is. Breaths, squeezes at the top, band colours, loads, "dome side up", battery marks and
 * the 1–5 scale, heart rates, frequencies, hours of work or of shifts, the WhatsApp lines' dates, times of day, walks and
 * doses, the dog's treats and squirrels, the tide table's times, the swim's metres and the warm-up doses on a line that
 * is not a chapter, and the traps' bricks, courses, millimetres, passes, minutes, kilograms, degrees, flips and
 * tablespoons are no dose; each chapter line is its own segment.
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesHeldOut25: DescriptionCaseSpec[] = [
  {
    name: 'desc-heldout25-plain-ankle-sprain-physio',
    note: 'A physio channel\'s ankle sprain programme in the plainest common format ("Exercise 2: Calf stretch against the wall - 30 seconds x 3", "Exercise 3: Band eversion - 2 sets of 15", "Calf raises - 3 sets of 12 (no jumping yet)", "30 seconds each side", "Heel walks - 3 x 10 metres") with talk chapters before and after, and running, jumping and football named in the prose.',
    title: 'Sprained Ankle? 6 Rehab Exercises to Do at Home | Physio Guide',
    duration: 700,
    text: `
      Rolled your ankle? Most sprains settle well with the right loading. Hold off on running, jumping and football for now – walking is fine if it's comfortable. Ice and elevation help for the first few days.

      0:00 Intro @@ .
      0:40 When to get it checked (red flags) @@ .
      1:45 Exercise 1: Ankle alphabet - trace the letters A to Z with your big toe @@ ankle alphabet | Ankle alphabet | | LB
      2:50 Exercise 2: Calf stretch against the wall - 30 seconds x 3 @@ calf stretch | Calf stretch | r3 h30 | LB
      4:00 Exercise 3: Band eversion - 2 sets of 15 @@ ankle eversion with band | Band eversion | s2 r15 | LB
      5:15 Exercise 4: Calf raises - 3 sets of 12 (no jumping yet) @@ calf raise | Calf raise | s3 r12 | LB
      6:30 Exercise 5: Single leg balance - 30 seconds each side (eyes closed is harder!) @@ single leg balance | Single leg balance | h30 each | LB
      7:45 Exercise 6: Heel walks - 3 x 10 metres @@ heel walk | Heel walk | s3 | LB
      9:00 How often + when to start hopping @@ .
      10:40 Thanks for watching @@ .
    `,
  },
  {
    name: 'desc-heldout25-whatsapp-physio-messages',
    note: 'A patient\'s hip replacement home programme with her physio\'s WhatsApp messages pasted above the chapters as exported ("[12/03/2024, 09:14:52] Sam Physio: Bridges 2x10, clams 10 each side, sit to stand 3x8…", "Walk 10 mins twice a day", aqua aerobics after the 6 week check): the dated times of day are no chapters and their doses belong to no segment; the chapters give "Bridges – 2x10", "Clams – 10 each side", "Sit to stand – 3x8", "Step-ups on the bottom stair – 10 each leg" and a talk chapter on the walking plan.',
    title: 'My Hip Replacement Home Exercises – Week 4 (What My Physio Gave Me)',
    duration: 720,
    text: `
      My physio Sam sent me this on WhatsApp after Tuesday's appointment, so I filmed myself doing it (pasted with her permission):

      [12/03/2024, 09:14:07] Sam Physio: Morning Jen! Your programme for this week 👇
      [12/03/2024, 09:14:52] Sam Physio: Bridges 2x10, clams 10 each side, sit to stand 3x8 from the kitchen chair, and the step-ups 10 each leg on the bottom stair
      [12/03/2024, 09:15:20] Sam Physio: Walk 10 mins twice a day. No low sofas and no crossing your legs until 6 weeks!
      [12/03/2024, 09:31:03] Jen: Thank you!! Can I go back to aqua aerobics yet?
      [12/03/2024, 09:33:45] Sam Physio: After your 6 week check 🙂

      CHAPTERS
      0:00 Hello + how week 4 is going @@ .
      0:55 Bridges – 2x10 @@ glute bridge | Glute bridge | s2 r10 | LB
      2:30 Clams – 10 each side @@ clamshell | Clamshell | r10 each | LB
      4:20 Sit to stand – 3x8 @@ sit to stand | Sit to stand | s3 r8 | LB
      6:40 Step-ups on the bottom stair – 10 each leg @@ step up | Step up | r10 each | LB
      8:50 My walking plan + the walking stick question @@ .
      10:05 How it's going + what's next @@ .
    `,
  },
  {
    name: 'desc-heldout25-slack-emoji-shortcodes',
    note: 'A team desk reset copied out of Slack with its ":emoji_name:" shortcodes before and after the names (":bust_in_silhouette: Chin tucks — 10 reps, 3 sec hold :white_check_mark:", ":muscle: Desk push-ups — 2 x 10 :fire:", ":chair: Seated twist — 20 sec each side :arrows_counterclockwise:"), the shortcodes part of no name, and sun salutations at lunch named in the prose.',
    title: 'Desk Reset for the Whole Team – 10 Minutes (Wellbeing Wednesday)',
    duration: 600,
    text: `
      Posted in #wellbeing first – copying it here so the chapters work :wave: Cameras off is fine, and skip anything that hurts :heart: (The sun salutations crowd meets at lunch, this one is just for your desk.)

      0:00 :wave: Welcome + grab some water :droplet: @@ .
      0:45 :bust_in_silhouette: Chin tucks — 10 reps, 3 sec hold :white_check_mark: @@ chin tuck | Chin tuck | r10 h3 | N
      2:00 :ok_woman: Neck side stretch — 20 sec each side @@ neck side bend | Neck side stretch | h20 each | N
      3:10 :muscle: Desk push-ups — 2 x 10 :fire: @@ incline push up | Desk push-up | s2 r10 | UB
      4:50 :chair: Seated twist — 20 sec each side :arrows_counterclockwise: @@ seated spinal twist | Seated twist | h20 each | B
      6:00 :athletic_shoe: Calf raises at your desk — 15 :white_check_mark: @@ calf raise | Calf raise | r15 | LB
      7:20 :tada: Done! See you next Wednesday :calendar: @@ .
    `,
  },
  {
    name: 'desc-heldout25-trademark-equipment',
    note: 'A clinic-gym circuit whose equipment names carry ® and ™ marks ("TheraBand® rows — 3 × 12 (green)", "BOSU® squats — 2 × 10, dome side up", "TRX® rows — 3 × 10", "Pilates Ring™ inner thigh squeeze — 15", "Valslide® reverse lunges — 8 each leg", "Airex® pad single leg balance — 30 s each side"), a trademark notice in the prose, and the colour and "dome side up" no dose.',
    title: 'Full Body Rehab Circuit – BOSU®, TheraBand® & TRX® (Clinic Gym Session)',
    duration: 960,
    text: `
      Filmed in our clinic gym. Not sponsored – these are just the brands we happen to have; any band, wobble cushion or towel on a wooden floor works. BOSU® is a registered trademark of BOSU Fitness, LLC.

      0:00 Intro + what you need @@ .
      1:05 TheraBand® rows — 3 × 12 (green) @@ band row | TheraBand row | s3 r12 | UB
      3:10 BOSU® squats — 2 × 10, dome side up @@ squat | BOSU squat | s2 r10 | LB
      5:20 TRX® rows — 3 × 10 @@ trx row | TRX row | s3 r10 | UB
      7:30 Pilates Ring™ inner thigh squeeze — 15 @@ adductor squeeze | Pilates Ring inner thigh squeeze | r15 | LB
      9:10 Valslide® reverse lunges — 8 each leg @@ reverse lunge | Valslide reverse lunge | r8 each | LB
      11:20 Airex® pad single leg balance — 30 s each side @@ single leg balance | Airex pad single leg balance | h30 each | LB
      13:30 Cool-down chat + progressions @@ .
    `,
  },
  {
    name: 'desc-heldout25-barre-aka-nicknames',
    note: 'A barre class whose moves carry nicknames after "aka" and "a.k.a." (\'Pliés aka "the elevator" — 2 × 16\', \'Fire hydrants a.k.a. "puppy at the lamppost" 😂 — 15 each side\', \'Wall sit aka "the invisible chair" — 45 s × 2\', \'Calf raises aka "tiptoe pulses" — 30\', "3 × 12, 2 s squeeze at the top"), the nicknames part of no name, and burpees and planks named in the prose.',
    title: 'Barre at Home – 15 Minute Lower Body (No Equipment, Just a Chair)',
    duration: 900,
    text: `
      No jumping, no burpees, no planks – just the barre classics with my silly names for them. Use a sturdy chair or the kitchen worktop as your barre.

      0:00 Welcome + set up your "barre" @@ .
      0:50 Pliés aka "the elevator" — 2 × 16 @@ plié | Plié | s2 r16 | LB
      3:00 Clamshells aka "the oyster" — 20 each side @@ clamshell | Clamshell | r20 each | LB
      5:20 Fire hydrants a.k.a. "puppy at the lamppost" 😂 — 15 each side @@ fire hydrant | Fire hydrant | r15 each | LB
      7:40 Wall sit aka "the invisible chair" — 45 s × 2 @@ wall sit | Wall sit | r2 h45 | LB
      9:30 Calf raises aka "tiptoe pulses" — 30 @@ calf raise | Calf raise | r30 | LB
      11:20 Glute bridges aka "hip lifts" — 3 × 12, 2 s squeeze at the top @@ glute bridge | Glute bridge | s3 r12 | LB
      13:30 Stretch + thank you @@ .
    `,
  },
  {
    name: 'desc-heldout25-indian-clubs-swinging',
    note: 'An Indian club routine for shoulder health whose moves are club-swinging names in the author\'s words ("Front mill — 10 each arm", "Back mill", "Arm cast — 8 each arm", "Shield cast — 8 each side") and whose "Pendulum swings (club, not the physio one!) — 2 × 10" are not the shoulder pendulum, with arm circles to warm up, 1 kg clubs, and the shoulder press and lateral raises named in the prose.',
    title: 'Indian Clubs for Healthy Shoulders – Beginner Routine (1 kg Clubs)',
    duration: 900,
    text: `
      Start with 0.5–1 kg clubs, or even two water bottles. These are swings, not lifts – there's no shoulder press or lateral raises in here. My clubs are from a local wood turner (not sponsored).

      0:00 Why clubs? + how to hold them @@ .
      1:20 Arm circles to warm up — 10 each direction @@ arm circles | Arm circles | r10 each | UB
      2:40 Front mill — 10 each arm @@ front mill | Front mill | r10 each | UB
      5:00 Back mill — 10 each arm @@ back mill | Back mill | r10 each | UB
      7:15 Arm cast — 8 each arm @@ arm cast | Arm cast | r8 each | UB
      9:00 Pendulum swings (club, not the physio one!) — 2 × 10 @@ pendulum swing | Pendulum swing | s2 r10 | UB
      11:10 Shield cast — 8 each side @@ shield cast | Shield cast | r8 each | UB
      13:00 Common mistakes + how to progress @@ .
    `,
  },
  {
    name: 'desc-heldout25-dog-walk-workout',
    note: 'A dog-walk workout after "🐕" ("Lamppost calf raises – 15", "Bench tricep dips – 2 × 8 (while Biscuit sniffs)", "Squat every time Biscuit sits – 12", "One-leg balance at the fence – 20 s each leg", "Side steps along the hedge – 10 each way", "Calf stretch at the gate – 30 s each side") with a "Squirrel break 🐿️ (not planned)" chapter, treats and a squirrel chase in the prose, and running with the dog named in passing.',
    title: 'Walk the Dog Workout 🐕 – 20 Minutes Around the Park (with Biscuit the Beagle)',
    duration: 1200,
    text: `
      Keep the lead in one hand at all times! If your dog pulls, skip the squats. Biscuit got 3 treats and 1 squirrel chase during filming. No running with the dog on this one – that's next month.

      0:00 🐕 Meet Biscuit + lead safety @@ .
      1:30 🐕 Lamppost calf raises – 15 @@ calf raise | Lamppost calf raise | r15 | LB
      3:40 🐕 Bench tricep dips – 2 × 8 (while Biscuit sniffs) @@ tricep dip | Bench tricep dip | s2 r8 | UB
      6:10 🐕 Squat every time Biscuit sits – 12 @@ squat | Squat | r12 | LB
      8:30 🐕 One-leg balance at the fence – 20 s each leg @@ single leg balance | One-leg balance | h20 each | LB
      10:45 🐕 Squirrel break 🐿️ (not planned) @@ .
      12:30 🐕 Side steps along the hedge – 10 each way @@ sideways walking | Side steps | r10 each | LB
      14:50 🐕 Calf stretch at the gate – 30 s each side @@ calf stretch | Calf stretch | h30 each | LB
      17:00 🐕 Home + Biscuit's verdict @@ .
    `,
  },
  {
    name: 'desc-heldout25-long-covid-battery-pacing',
    note: 'A long Covid pacing routine whose chapters end with their energy cost in battery emoji after "·" ("Seated marching – 30 s · 🔋🔋", "Sit to stand – 3 only (or skip) · 🔋🔋🔋", "Rest – lie down if you need to · 🔋 0"), the batteries and the 1–5 scale no dose, "5 slow breaths" no dose, and a rest chapter that is no exercise.',
    title: 'Long Covid Gentle Movement – 12 Minutes, Pacing-Friendly (Seated Options)',
    duration: 720,
    text: `
      Made with our long Covid clinic. Each chapter shows its energy cost in 🔋 (1–5). Stop well before you feel tired, and if you crash the next day (post-exertional malaise), go back to the one-battery moves only. Your heart rate limit comes from your own clinician, not from this video.

      0:00 Before you start – check your battery @@ .
      1:10 Belly breathing – 5 slow breaths, in through the nose, out through the mouth · 🔋 @@ diaphragmatic breathing | Belly breathing | | C
      2:30 Seated marching – 30 s · 🔋🔋 @@ seated march | Seated marching | h30 | LB
      3:50 Shoulder rolls – 5 backwards · 🔋 @@ shoulder roll | Shoulder roll | r5 | UB
      5:00 Sit to stand – 3 only (or skip) · 🔋🔋🔋 @@ sit to stand | Sit to stand | r3 | LB
      6:40 Calf raises holding the chair – 8 · 🔋🔋 @@ calf raise | Calf raise | r8 | LB
      8:00 Rest – lie down if you need to · 🔋 0 @@ .
      10:00 How to log it + when to do a little more @@ .
    `,
  },
  {
    name: 'desc-heldout25-low-german-hueft',
    note: 'A Low German hip programme (new) after "⚘" with "Övung n –" labels, every move described, and the dose in Low German number words ("teihn Maal op jede Siet", "twee Dörchgäng vun teihn Maal", "twölf Maal op jede Siet", "dörtig Sekunnen op jede Siet", "teihn Maal mit jedeen Been"); welcome, advice and thanks chapters, and cycling and Boßeln named in the prose.',
    title: 'Hüft deit weh? Fiev Övungen för tohuus | Physiotherapeutin (op Plattdüütsch)',
    duration: 580,
    text: `
      Eenfache Övungen för de Hüft. Wenn dat Been dull wehdoon deit oder de Hüft dick warrt, gah na'n Dokter. Över Fohrradfohren un Boßeln snackt wi en anner Maal.

      0:00 ⚘ Moin tosamen! @@ .
      0:40 ⚘ Övung 1 – Op de Siet liggen, Knee anwinkelt, dat bavenste Knee opklappen – teihn Maal op jede Siet @@ clamshell | Clamshell | r10 each | LB
      1:55 ⚘ Övung 2 – Op'n Rüch liggen, dat Becken hoochnehmen – twee Dörchgäng vun teihn Maal @@ glute bridge | Glute bridge | s2 r10 | LB
      3:10 ⚘ Övung 3 – Op de Siet liggen, dat bavenste Been liek hoochnehmen – twölf Maal op jede Siet @@ side lying hip abduction | Side lying hip abduction | r12 each | LB
      4:25 ⚘ Övung 4 – Op een Knee, de Hüft na vörn schuven – dörtig Sekunnen op jede Siet @@ hip flexor stretch | Hip flexor stretch | h30 each | LB
      5:40 ⚘ Övung 5 – Een Trepp rop un wedder daal – teihn Maal mit jedeen Been @@ step up | Step up | r10 each | LB
      6:55 ⚘ Tipps för'n Alldag @@ .
      8:15 ⚘ Veelmals Dank un tschüüs! @@ .
    `,
  },
  {
    name: 'desc-heldout25-cornish-skoedh',
    note: 'A Cornish shoulder programme (new) after "✶" with "Omassay n:" labels, every move described, and the dose in Cornish number words ("deg warn ugens eylenn", "deg gweyth", "dewdhek gweyth", "ugens eylenn"); welcome, advice and thanks chapters, and hurling and football named in the prose.',
    title: "Payn y'th skoedh? Pymp omassay yn tre | Fysyotherapydh (yn Kernewek)",
    duration: 580,
    text: `
      Omassayow sempel rag an skoedh. Mar kressa an payn, ke dhe'n medhyk. A-dro dhe hurlya ha pel droos ni a gews termyn aral.

      0:00 ✶ Dydh da! @@ .
      0:40 ✶ Omassay 1: Plegya, gasa an vregh dhe gregi ha gul kylghow byghan – deg warn ugens eylenn @@ pendulum | Pendulum | h30 | UB
      1:55 ✶ Omassay 2: Kerdhes gans an bysies yn-bann an fos – deg gweyth @@ wall walk | Wall walk | r10 | UB
      3:10 ✶ Omassay 3: Gans lovan lastek, an elin orth an tu, treylya an dorn a-ves – dewdhek gweyth @@ external rotation with band | External rotation with band | r12 | UB
      4:25 ✶ Omassay 4: Rolya an diwskoedh war-dhelergh – deg gweyth @@ shoulder roll | Shoulder roll | r10 | UB
      5:40 ✶ Omassay 5: An diwvregh war fram an daras, kamm yn-rag – ugens eylenn @@ doorway pec stretch | Doorway pec stretch | h20 | UB
      6:55 ✶ Kussulyow @@ .
      8:15 ✶ Meur ras! @@ .
    `,
  },
  {
    name: 'desc-heldout25-hiligaynon-liog-abaga',
    note: 'A Hiligaynon neck and shoulder programme for call-centre agents (new) after "☞" with ordinal words ("Una –", "Ikaduha –" … "Ikalima –"), every move described, and the dose in Hiligaynon words and digits ("kaptan sang 5 segundo, napulo ka beses", "20 segundo kada kilid", "duha ka set sang napulo", "30 segundo, tatlo ka beses", "15 segundo kada kamot"); an 8-hour shift that is no dose, and basketball and zumba named in the prose.',
    title: 'Masakit ang liog kag abaga? 5 ka ehersisyo para sa mga call center agent | Physical therapist (Hiligaynon)',
    duration: 580,
    text: `
      Simple nga ehersisyo para sa liog kag abaga. Kon nagapamanhid ang kamot ukon nagagrabe ang sakit, magpakonsulta sa doktor. Ang 8 ka oras nga shift sa atubangan sang computer indi biro! Parte sa basketball kag zumba, istoryahan naton sa masunod nga video.

      0:00 ☞ Maayong adlaw sa inyo tanan! @@ .
      0:40 ☞ Una – Ibalik ang baba pasulod, daw may doble nga baba – kaptan sang 5 segundo, napulo ka beses @@ chin tuck | Chin tuck | r10 h5 | N
      1:55 ☞ Ikaduha – Ikiling ang ulo pakadto sa abaga – 20 segundo kada kilid @@ neck side bend | Neck side bend | h20 each | N
      3:10 ☞ Ikatlo – Ibayaw ang abaga pakadto sa dulunggan kag ibuy-an – duha ka set sang napulo @@ shoulder shrug | Shoulder shrug | s2 r10 | UB
      4:25 ☞ Ikaapat – Sa pwertahan, ibutang ang butkon sa gilid kag maglakat pasulong – 30 segundo, tatlo ka beses @@ doorway pec stretch | Doorway pec stretch | r3 h30 | UB
      5:40 ☞ Ikalima – Ituwid ang butkon, palad pataas, kag bira ang mga tudlo pabalik – 15 segundo kada kamot @@ wrist flexor stretch | Wrist flexor stretch | h15 each | UB
      6:55 ☞ Tips para sa night shift @@ .
      8:15 ☞ Salamat gid! @@ .
    `,
  },
  {
    name: 'desc-heldout25-hmong-hauv-caug',
    note: 'A White Hmong knee programme for older gardeners (new) after "❖" with ordinal words ("Thawj –", "Thib ob –" … "Thib tsib –"), every move described, and the dose in Hmong words and digits ("tuav 5 vib nas this, kaum zaug", "kaum zaug txhua txhais ceg", "ob pawg, pawg twg yim zaug", "kaum tsib zaug"); hours in the garden that are no dose, and football and the New Year ball toss named in the prose.',
    title: 'Mob hauv caug? 5 yam kev tawm dag zog hauv tsev | Kws kho lub cev (lus Hmoob)',
    duration: 580,
    text: `
      Kev tawm dag zog yooj yim rau hauv caug. Yog hauv caug o los yog mob heev zuj zus, mus ntsib kws kho mob. Peb cov neeg laus ua teb ntau teev txhua hnub – cov no yog rau nej. Txog kev ncaws pob thiab pov pob lub caij Noj Peb Caug, peb mam tham lwm zaus.

      0:00 ❖ Nyob zoo sawv daws! @@ .
      0:40 ❖ Thawj – Muab phuam tso hauv qab hauv caug, nias hauv caug rau hauv – tuav 5 vib nas this, kaum zaug @@ quad sets | Quad sets | r10 h5 | LB
      1:55 ❖ Thib ob – Zaum saum lub rooj zaum, ncab ceg kom ncaj – kaum zaug txhua txhais ceg @@ long arc quad | Long arc quad | r10 each | LB
      3:10 ❖ Thib peb – Sawv tawm ntawm lub rooj zaum thiab rov zaum – ob pawg, pawg twg yim zaug @@ sit to stand | Sit to stand | s2 r8 | LB
      4:25 ❖ Thib plaub – Tsa luj taws – kaum tsib zaug @@ calf raise | Calf raise | r15 | LB
      5:40 ❖ Thib tsib – Nce thiab nqis ib theem ntaiv – kaum zaug txhua txhais ceg @@ step up | Step up | r10 each | LB
      6:55 ❖ Lus qhia rau cov neeg ua teb @@ .
      8:15 ❖ Ua tsaug ntau! @@ .
    `,
  },
  {
    name: 'desc-heldout25-kikuyu-mugongo',
    note: 'A Gĩkũyũ back programme (new) after "⬥" with "Exercise ya mbere –" … "ya gatano –" labels, every move described, and the dose in Gĩkũyũ number words ("maita ikũmi", "sekondi mĩrongo ĩĩrĩ o mwena", "seti igĩrĩ cia maita inyanya", "maita inyanya o mwena"); hours of farm work that are no dose, and football and running named in the prose.',
    title: 'Ruo rwa mũgongo? Exercise ithano cia gwĩka mũciĩ | Physiotherapist (Gĩkũyũ)',
    duration: 580,
    text: `
      Exercise njeke cia mũgongo. Angĩkorwo ruo nĩ rũgũikũrũka kũgũrũ, thiĩ kwa ndagĩtarĩ. Arĩa marĩmaga mathaa manyingĩ mũgũnda-inĩ, ici nĩ cianyu. Ũhoro wa mũbira wa magũrũ na gũteng'era tũkaũaria ihinda rĩngĩ.

      0:00 ⬥ Wĩ mwega! @@ .
      0:40 ⬥ Exercise ya mbere – Koma ũrorete igũrũ, ũgonye maru, wambatie mũtina – maita ikũmi @@ glute bridge | Glute bridge | r10 | LB
      1:55 ⬥ Exercise ya keerĩ – Guucia iru rĩmwe nginya gĩthũri – sekondi mĩrongo ĩĩrĩ o mwena @@ knee to chest | Knee to chest | h20 each | B
      3:10 ⬥ Exercise ya gatatũ – Wĩtiirie na moko na maru, ambatia mũgongo ta nyau, ũcoke ũũikũrie – maita ikũmi @@ cat cow | Cat cow | r10 | B
      4:25 ⬥ Exercise ya kana – Na moko na maru, ambatia guoko kũmwe na kũgũrũ kũrĩa kũngĩ – seti igĩrĩ cia maita inyanya @@ bird dog | Bird dog | s2 r8 | B
      5:40 ⬥ Exercise ya gatano – Koma ũrorete igũrũ, maru hamwe, magarũre mwena wa ũmotho na wa ũrĩo – maita inyanya o mwena @@ lower trunk rotation | Lower trunk rotation | r8 each | B
      6:55 ⬥ Mataaro kũrĩ arĩmi @@ .
      8:15 ⬥ Nĩ ngatho! @@ .
    `,
  },
  {
    name: 'desc-heldout25-trap-bricklaying-courses',
    note: 'A bricklaying lesson, with a valid chapter list and no exercise done by a person, whose chapters give counts, holds, passes and exercise words ("Mixing mortar – 4:1, rest it 10 min", "Laying the first course – 10 bricks, level every 3", "pressing the brick down – hold 2 s", "Gauge rod – 3 courses = 225 mm", "Scaffold planks + lifting safely (not a deadlift!)", "Jointing – 2 passes, wait 30 min"); no captions.',
    title: 'Bricklaying for Beginners – Your First Practice Wall (Mortar, Courses & Gauge)',
    duration: 1260,
    text: `
      Practice wall built in lime mortar so it can be taken down and the bricks reused. Wear gloves – wet mortar burns skin.

      0:00 Tools you need @@ .
      1:30 Mixing mortar – 4:1, rest it 10 min @@ .
      4:10 Laying the first course – 10 bricks, level every 3 @@ .
      7:30 Frog up or down? + pressing the brick down – hold 2 s @@ .
      10:05 Gauge rod – 3 courses = 225 mm @@ .
      12:40 Scaffold planks + lifting safely (not a deadlift!) @@ .
      15:20 Jointing – 2 passes, wait 30 min @@ .
      18:00 Common mistakes @@ .
    `,
  },
  {
    name: 'desc-heldout25-trap-cheddar-press',
    note: 'A cheddar making video, with a valid chapter list and no exercise done by a person, whose chapters give holds, reps, sets and presses ("Warming the milk – hold at 32 °C for 45 min", "Cutting the curd – 1 cm cubes, rest 5 min", "Cheddaring – stack, flip 4 times, 15 min apart", "Into the press – 10 kg for 15 min, flip, 20 kg overnight"), and bicep curls compared in the prose; no captions.',
    title: 'Making Cheddar at Home – Curds, Cheddaring & the Cheese Press',
    duration: 1260,
    text: `
      A 4-litre batch of farmhouse cheddar. My arms got more of a workout from stirring than from any set of bicep curls – 30 minutes of it!

      0:00 What you'll need @@ .
      1:20 Warming the milk – hold at 32 °C for 45 min @@ .
      4:00 Cutting the curd – 1 cm cubes, rest 5 min @@ .
      6:30 Stirring – 30 min, every 5 min check the curd @@ .
      9:10 Cheddaring – stack, flip 4 times, 15 min apart @@ .
      12:45 Milling + salting – 2 tablespoons @@ .
      15:00 Into the press – 10 kg for 15 min, flip, 20 kg overnight @@ .
      18:30 Waxing + ageing for 3 months @@ .
    `,
  },
  {
    name: 'desc-heldout25-trap-sea-swim-tide-times',
    note: 'A sea-swimming club\'s Saturday whose lines start with times of day from this week\'s tide table ("05:40 High tide – meet at the slipway steps", "05:50 Group warm-up on the sand: arm circles 20 each way, 10 squats, leg swings 10 each leg", "06:30 … 5 min of shoulder rolls + star jumps"): the list starts at 05:40, not 0:00, so YouTube shows no chapters; the warm-up doses sit on no chapter; no captions.',
    title: 'Sunrise Sea Swim Club – How Our Saturday Mornings Work 🌅',
    duration: 290,
    text: `
      New to the club? This is how a Saturday goes (times for this week – always check the tide table!):

      05:40 High tide – meet at the slipway steps
      05:50 Group warm-up on the sand: arm circles 20 each way, 10 squats, leg swings 10 each leg
      06:05 In! Swim out to the yellow buoy and back (about 400 m)
      06:30 Out, towel off, 5 min of shoulder rolls + star jumps to warm up
      06:45 Flask, cake + chat ☕
      07:10 Home – low tide is at 11:52 today

      Water temp this week: 11 °C. Never swim alone, and always wear a bright hat.
    `,
  },
  {
    name: 'desc-heldout25-trap-unfilled-chapter-template',
    note: 'A glute workout whose creator pasted her chapter template without filling in the times: every line starts "0:00" ("0:00 Glute bridges – 3 x 15", "0:00 Donkey kicks – 15 each leg", "0:00 Side plank – 30 s each side"), so the stamps do not ascend and YouTube shows no chapters; the moves and doses are all on the lines; no captions.',
    title: '15 Minute Booty Burn 🍑 | No Equipment Glute Workout',
    duration: 900,
    text: `
      My go-to glute workout when I'm short on time! Do it 3x a week 🍑 Drop a comment with your favourite move!

      0:00 Intro
      0:00 Glute bridges – 3 x 15
      0:00 Donkey kicks – 15 each leg
      0:00 Fire hydrants – 15 each leg
      0:00 Side plank – 30 s each side
      0:00 Frog pumps – 20
      0:00 Cool-down stretch

      Music: "Sunday Morning" by a friend of the channel 🎶
    `,
  },
];
