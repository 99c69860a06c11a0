/**
 * Eighth held-out batch (heldout8), written before the engine was run on it even once: never tuned on. Formats the
 * earlier batches did not use, after searching public physio pages, hospital video transcripts and clinic handouts
 * ("3 sets of 10 reps" under each name, a physio who introduces herself before the list): "▪️ clock –" bullets in a
 * live seniors' class with times of day in the prose above and below the list, "clock = name" separators, "⏩"
 * markers with number words ("Exercise One –"), a core circuit repeated as "Set 2:", "🔁", "Second round –", "(same
 * again)", a "~" separator in lower case with many talk chapters (anatomy, safety, equipment, common mistakes, bonus
 * tip, recap, Q&A, sponsor), "#n" before coach names outside any lexicon (Brettzel, Sampson and scorpion stretches,
 * Spiderman lunges, banded hip distractions, wrist rocks), a reformer class whose spring settings ("2 red 1 blue")
 * look like doses, hand-therapy "Step n:" labels after "—", a respiratory class in capitals with an author's alias in
 * brackets ("TUMMY BREATHING (DIAPHRAGMATIC)"), a vestibular list with "VOR x1" beside the real dose and a move whose
 * name holds a lexicon alias ("Head turns while walking"), hashtags on chapter lines with the filming time above,
 * "Exercise n: name [dose]", and doses written "3x15", "hold 30 s x 5", "10 reps each side", "2 sets of 15", "10x",
 * "x12/leg, 4 sets", "1 set of 20", "hold 20 s x3", "(8 reps each side, hold 3 s)"; Slovak "Cvik č. n –", Slovenian
 * "Vaja n –", Lithuanian "n pratimas:", Estonian "Harjutus n.", Serbian Cyrillic "Вежба n:", Afrikaans "Oefening n:",
 * Icelandic "Æfing n –" and Latvian "n. vingrinājums –" (all new here) and a Polish circuit repeated with "Runda 2:",
 * "jeszcze raz", "(seria 2)", "– druga runda" — and traps: every stamp on one line, a list from 0:45, a community
 * hall's timetable with times of day, rand prices and a date, volleyball set scores at the start of lines, a
 * webinar's valid chapter list that only talks about exercises, a Lithuanian two-chapter video, "0:00 intro" over
 * durations written at the end of the lines ("Squats — 1:00") and a running log with dates and run times.
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesHeldOut8: DescriptionCaseSpec[] = [
  {
    name: 'desc-heldout8-stray-times-live-seniors',
    note: '"▪️ clock –" bullets in a live seniors\' class; times of day above the list and a length and times below it.',
    title: 'Gentle Strength for Over-60s – Live Class Replay',
    duration: 1980,
    text: `
      We're live every Tuesday at 10:30 am and Friday at 2:15 pm (UK time). Grab a sturdy chair without wheels and some water.

      ▪️ 0:00 – Welcome & safety check @@ .
      ▪️ 2:40 – Seated marching – 1 minute @@ seated march | Seated march | h60 | LB
      ▪️ 5:10 – Sit to stand – 10 reps @@ sit to stand | Sit to stand | r10 | LB
      ▪️ 8:30 – Heel raises holding the chair back – 15 reps @@ calf raise | Calf raise | r15 | LB
      ▪️ 11:45 – Seated knee extensions – 10 each leg @@ long arc quad | Long arc quad | r10 each | LB
      ▪️ 15:20 – Wall push-ups – 2 x 8 @@ wall push up | Wall push up | s2 r8 | UB
      ▪️ 19:00 – Standing on one leg (hold the chair!) – 20 seconds each side @@ single leg balance | Single leg balance | h20 each | LB
      ▪️ 22:30 – Shoulder rolls @@ shoulder roll | Shoulder roll | | UB
      ▪️ 25:00 – Chat & questions @@ .
      ▪️ 31:10 – Goodbye until Friday @@ .

      This replay runs 33:00. The next live starts at 10:30 sharp – the waiting room opens at 10:20.
    `,
  },
  {
    name: 'desc-heldout8-equals-separator',
    note: '"clock = name (dose)": doses in brackets written "10 slow reps", "8 reps each side, hold 3 s", "hold 20 s x3".',
    title: 'Low Back Pain: 6 Exercises From Your Physio',
    duration: 720,
    text: `
      0:00 = Intro @@ .
      0:40 = Pelvic tilts (10 slow reps) @@ pelvic tilt | Pelvic tilt | r10 | B
      1:55 = Knee rolls (10 reps each side) @@ lower trunk rotation | Lower trunk rotation | r10 each | B
      3:10 = Bird dog (8 reps each side, hold 3 s) @@ bird dog | Bird dog | r8 h3 each | B
      4:50 = Dead bug (2 sets of 10) @@ dead bug | Dead bug | s2 r10 | C
      6:30 = Sphinx (hold 30 s) @@ sphinx | Sphinx | h30 | B
      7:50 = Double knee hug (hold 20 s x3) @@ double knee to chest | Double knee to chest | s3 h20 | B
      9:20 = When to see a physio @@ .
      10:40 = Outro @@ .
    `,
  },
  {
    name: 'desc-heldout8-play-markers-number-words',
    note: '"⏩ clock Exercise One –" with number words; doses in brackets "(12 reps per leg)", "(2 x 15 steps each way)".',
    title: 'Glute Med Activation – 5 Exercises for Hip Pain',
    duration: 660,
    text: `
      ⏩ 0:00 Intro @@ .
      ⏩ 0:35 Exercise One – Clamshells (12 reps per leg) @@ clamshell | Clamshell | r12 each | LB
      ⏩ 2:05 Exercise Two – Side-lying leg raises (10 reps per leg) @@ side lying hip abduction | Side lying hip abduction | r10 each | LB
      ⏩ 3:40 Exercise Three – Fire hydrants (3 x 10 per side) @@ fire hydrant | Fire hydrant | s3 r10 each | LB
      ⏩ 5:10 Exercise Four – Banded side steps (2 x 15 steps each way) @@ lateral band walk | Lateral band walk | s2 r15 each | LB
      ⏩ 6:50 Exercise Five – Single-leg bridge (8 reps per leg) @@ single leg glute bridge | Single leg glute bridge | r8 each | LB
      ⏩ 8:30 Bonus tip: the hip hitch test @@ .
      ⏩ 9:40 Outro @@ .
    `,
  },
  {
    name: 'desc-heldout8-circuit-set-two-loop',
    note: 'A core circuit done twice, the second pass written "Set 2:", "🔁", "Second round –", "(same again)"; doses "x12", "30s/side", "40s".',
    title: '15-Min Core Circuit – 2 Sets',
    duration: 900,
    text: `
      0:00 How the circuit works @@ .
      0:50 Dead bugs x12 @@ dead bug | Dead bug | r12 | C
      2:00 Side plank 30s/side @@ side plank | Side plank | h30 each | C
      3:20 Mountain climbers 40s @@ mountain climber | Mountain climber | h40 | FB
      4:20 Glute bridge x15 @@ glute bridge | Glute bridge | r15 | LB
      5:30 Breather (60s) @@ .
      6:30 Set 2: dead bugs @@ dead bug | Dead bug | | C
      7:40 🔁 Side plank @@ side plank | Side plank | | C
      9:00 Second round – mountain climbers @@ mountain climber | Mountain climber | | FB
      10:00 Glute bridge (same again) @@ glute bridge | Glute bridge | | LB
      11:10 Finisher: plank shoulder taps x20 @@ plank shoulder taps | Plank shoulder taps | r20 | C
      12:20 Recap @@ .
    `,
  },
  {
    name: 'desc-heldout8-acl-dose-styles',
    note: 'Doses written many ways after the name: "3x15", "hold 30 s x 5", "10 reps each side", "2 sets of 15", "10x", "x12/leg, 4 sets", "1 set of 20".',
    title: 'ACL Rehab – Phase 2 Strength (Weeks 6–12)',
    duration: 900,
    text: `
      0:00 Intro & phase 2 criteria @@ .
      1:10 Terminal knee extensions 3x15 @@ terminal knee extension | Terminal knee extension | s3 r15 | LB
      2:40 Spanish squat hold 30 s x 5 @@ spanish squat | Spanish squat | s5 h30 | LB
      4:10 Step downs 10 reps each side @@ step down | Step down | r10 each | LB
      5:40 Single leg RDL 2 sets of 15 @@ single leg deadlift | Single leg deadlift | s2 r15 | LB
      7:10 Nordic curls 10x @@ nordic hamstring curl | Nordic hamstring curl | r10 | LB
      8:30 Copenhagen plank hold 20 sec @@ copenhagen plank | Copenhagen plank | h20 | LB
      9:50 Leg press x12/leg, 4 sets @@ leg press | Leg press | s4 r12 each | LB
      11:30 Lateral hops 1 set of 20 @@ lateral hop | Lateral hop | s1 r20 | LB
      12:50 Return-to-run checklist @@ .
    `,
  },
  {
    name: 'desc-heldout8-tilde-lowercase-talk-kinds',
    note: '"clock ~ name" in lower case; many talk chapters: anatomy, safety, equipment, common mistakes, bonus tip, recap, Q&A, sponsor.',
    title: 'frozen shoulder – what actually helps (physio explains)',
    duration: 1080,
    text: `
      0:00 ~ intro @@ .
      0:45 ~ anatomy: what is the capsule? @@ .
      2:30 ~ safety first – pain rules @@ .
      3:40 ~ equipment (towel, broom handle) @@ .
      4:20 ~ pendulums @@ pendulum | Pendulum | | UB
      5:50 ~ table slides @@ table slide | Table slide | | UB
      7:15 ~ stick flexion with a broom handle @@ wand shoulder flexion | Wand shoulder flexion | | UB
      8:40 ~ common mistakes @@ .
      10:00 ~ towel stretch behind the back @@ towel internal rotation stretch | Towel internal rotation stretch | | UB
      11:30 ~ bonus tip: sleeping position @@ .
      12:40 ~ recap @@ .
      13:30 ~ q&a from instagram @@ .
      16:50 ~ sponsor: physiokit app @@ .
      17:40 ~ bye @@ .
    `,
  },
  {
    name: 'desc-heldout8-hash-coach-names-mobility',
    note: '"#n" before names outside any lexicon (Brettzel, Spiderman lunges, scorpion, Sampson, banded hip distractions, wrist rocks); plurals kept.',
    title: 'Desk Worker Mobility – 10 Min (Do This Daily)',
    duration: 630,
    text: `
      0:00 Start here @@ .
      0:30 #1 Brettzel stretch @@ brettzel stretch | Brettzel stretch | | B
      1:50 #2 Spiderman lunges @@ spiderman lunges | Spiderman lunges | | LB
      3:10 #3 Scorpion stretch @@ scorpion stretch | Scorpion stretch | | B
      4:25 #4 Sampson stretch @@ sampson stretch | Sampson stretch | | LB
      5:40 #5 Banded hip distractions @@ banded hip distractions | Banded hip distractions | | LB
      7:00 #6 Quadruped wrist rocks @@ quadruped wrist rocks | Quadruped wrist rocks | | UB
      8:20 How to fit this into your workday @@ .
      9:30 Outro @@ .
    `,
  },
  {
    name: 'desc-heldout8-reformer-spring-settings',
    note: 'A reformer class: spring settings after each name ("2 red 1 blue", "1 yellow") are not doses; reformer names outside the lexicon.',
    title: 'Reformer Pilates – Beginner Class (35 min)',
    duration: 2100,
    text: `
      0:00 Welcome & reformer set-up @@ .
      2:30 Footwork – 2 red 1 blue, 10 reps each position @@ footwork | Footwork | r10 | LB
      7:00 Hundred on the reformer – 1 red @@ the hundred | The hundred | | C
      10:15 Bridging – 2 red @@ glute bridge | Glute bridge | | LB
      13:40 Long stretch series – 1 red 1 blue @@ long stretch series | Long stretch series | | FB
      18:00 Elephant – 1 red @@ elephant | Elephant | | LB
      21:30 Short spine massage – 1 red 1 blue, 6 reps @@ short spine massage | Short spine massage | r6 | B
      25:20 Mermaid – 1 blue @@ mermaid | Mermaid | | B
      29:00 Kneeling arm series – 1 yellow @@ kneeling arm series | Kneeling arm series | | UB
      33:00 Unloading the springs & thank you @@ .
    `,
  },
  {
    name: 'desc-heldout8-hand-therapy-steps',
    note: '"clock — Step n: name – dose" from a hand therapist: "5 times through each position", "2 minutes", "10 reps each finger".',
    title: 'Carpal Tunnel – Hand Therapy Home Programme',
    duration: 720,
    text: `
      0:00 — Intro from our hand therapist @@ .
      0:40 — Step 1: Tendon glides – 5 times through each position @@ tendon glides | Tendon glides | r5 | UB
      2:30 — Step 2: Median nerve glide – 10 slow reps @@ median nerve glide | Median nerve glide | r10 | UB
      4:10 — Step 3: Wrist flexor stretch – hold 30 s, 3 times @@ wrist flexor stretch | Wrist flexor stretch | s3 h30 | UB
      5:50 — Step 4: Putty squeeze – 2 minutes @@ grip squeeze | Grip squeeze | h120 | UB
      7:20 — Step 5: Putty pinch – 10 reps each finger @@ putty pinch | Putty pinch | r10 | UB
      9:00 — Night splint: how to wear it @@ .
      10:30 — Outro @@ .
    `,
  },
  {
    name: 'desc-heldout8-copd-caps-breathing',
    note: "A respiratory class in capitals, the author's alias with the lexicon name in brackets; class times and office hours around the list.",
    title: 'Breathing Exercises for COPD – Respiratory Physiotherapy',
    duration: 780,
    text: `
      Our pulmonary rehab class runs Mondays 13:30–15:00 at the outpatient gym.

      0:00 — WELCOME @@ .
      0:50 — WHY BREATHING CONTROL MATTERS @@ .
      2:20 — PURSED LIP BREATHING @@ pursed lip breathing | Pursed lip breathing | | C
      4:00 — TUMMY BREATHING (DIAPHRAGMATIC) @@ diaphragmatic breathing | Diaphragmatic breathing | | C
      5:40 — ACTIVE CYCLE OF BREATHING (ACBT) @@ active cycle of breathing technique | Active cycle of breathing technique | | C
      7:50 — HUFF COUGH @@ huff cough | Huff cough | | C
      9:10 — WHEN TO CALL YOUR GP @@ .
      10:30 — SUMMARY @@ .

      Questions? Call the respiratory team on 01632 960512 (9:00–17:00, Mon–Fri).
    `,
  },
  {
    name: 'desc-heldout8-vestibular-vor',
    note: 'Vestibular rehab: "VOR x1" beside the real dose, "3 times a day" as frequency, a walking move whose name holds a lexicon alias.',
    title: 'Dizziness Rehab – Vestibular Exercises at Home',
    duration: 840,
    text: `
      0:00 Intro @@ .
      0:45 Is it BPPV? (quick explanation) @@ .
      2:30 Brandt-Daroff – 5 each side, 3 times a day @@ brandt daroff | Brandt daroff | r5 each | FB
      4:40 Gaze stabilisation (VOR x1) – 3 x 30 s @@ gaze stabilisation | Gaze stabilisation | s3 h30 | N
      6:40 Feet-together balance, eyes closed – 30 s @@ romberg stance | Romberg stance | h30 | LB
      8:10 Heel-to-toe walking – 3 lengths of the hallway @@ tandem walk | Tandem walk | | LB
      9:50 Head turns while walking @@ head turns while walking | Head turns while walking | | N
      11:20 Safety: falls and when to get help @@ .
      12:40 Outro @@ .
    `,
  },
  {
    name: 'desc-heldout8-hashtags-filmed-time',
    note: 'Hashtags at the end of chapter lines, the filming time above the list and an upload time below; "bridge walkouts" outside the lexicon.',
    title: 'Hamstring Strain Rehab – Mid Stage (Sports Physio)',
    duration: 780,
    text: `
      Filmed at 07:15 before clinic, sorry about the birds 🐦

      0:00 Intro @@ .
      0:35 Banded prone hamstring curls – 3 x 12 #hamstrings @@ hamstring curl | Hamstring curl | s3 r12 | LB
      2:10 Single leg RDL – 3 x 8 each leg #physio @@ single leg deadlift | Single leg deadlift | s3 r8 each | LB
      3:50 Bridge walkouts – 2 x 6 #posteriorchain @@ bridge walkouts | Bridge walkouts | s2 r6 | LB
      5:30 Nordic curls (assisted) – 3 x 5 @@ nordic hamstring curl | Nordic hamstring curl | s3 r5 | LB
      7:10 Walking lunges – 2 x 10 each leg #strength @@ walking lunge | Walking lunge | s2 r10 each | LB
      8:50 When can I sprint again? @@ .
      10:20 Outro @@ .

      #hamstring #sportsphysio #rehab
      Next upload Sunday 18:00 🔔
    `,
  },
  {
    name: 'desc-heldout8-exercise-n-square-doses',
    note: '"Exercise n: name [dose]" with the dose in square brackets: "[10 x 5 sec hold]", "[30 sec x 2 each side]".',
    title: 'Knee Arthritis: 6 Exercises to Do at Home',
    duration: 780,
    text: `
      0:00 Intro @@ .
      0:40 Exercise 1: Quad sets [10 x 5 sec hold] @@ quad sets | Quad sets | r10 h5 | LB
      2:00 Exercise 2: Straight leg raise [2 x 10] @@ straight leg raise | Straight leg raise | s2 r10 | LB
      3:30 Exercise 3: Short arc quads [15 reps] @@ short arc quad | Short arc quad | r15 | LB
      5:00 Exercise 4: Sit to stand [2 x 8] @@ sit to stand | Sit to stand | s2 r8 | LB
      6:30 Exercise 5: Step ups [10 each leg] @@ step up | Step up | r10 each | LB
      8:00 Exercise 6: Calf stretch [30 sec x 2 each side] @@ calf stretch | Calf stretch | s2 h30 each | LB
      9:30 How much pain is OK? @@ .
      11:00 Outro @@ .
    `,
  },
  {
    name: 'desc-heldout8-slovak-koleno',
    note: 'Slovak knee programme: "Cvik č. n –", "10 opakovaní, výdrž 5 sekúnd", "3 série po 10", "na každú nohu"; common mistakes as talk.',
    title: 'Cviky na koleno po operácii – domáci program',
    duration: 720,
    text: `
      0:00 Úvod @@ .
      0:40 Cvik č. 1 – Sťahovanie stehenného svalu: 10 opakovaní, výdrž 5 sekúnd @@ quad sets | Quad sets | r10 h5 | LB
      2:10 Cvik č. 2 – Posúvanie päty po podložke: 15 opakovaní @@ heel slides | Heel slides | r15 | LB
      3:40 Cvik č. 3 – Zdvíhanie vystretej nohy: 3 série po 10 opakovaní @@ straight leg raise | Straight leg raise | s3 r10 | LB
      5:20 Cvik č. 4 – Mostík: 2 série po 12 @@ glute bridge | Glute bridge | s2 r12 | LB
      7:00 Cvik č. 5 – Státie na jednej nohe: 30 sekúnd na každú nohu @@ single leg balance | Single leg balance | h30 each | LB
      8:40 Najčastejšie chyby @@ .
      10:20 Záver @@ .
    `,
  },
  {
    name: 'desc-heldout8-slovenian-kriz',
    note: 'Slovenian low-back routine: "Vaja n –", "10 ponovitev", "3 serije po 8 na vsako stran", "zadrži 30 sekund"; "Pogoste napake" as talk.',
    title: 'Vaje za boleč križ – 10 minut',
    duration: 660,
    text: `
      0:00 Uvod @@ .
      0:30 Vaja 1 – Nagib medenice: 10 ponovitev @@ pelvic tilt | Pelvic tilt | r10 | B
      1:50 Vaja 2 – Mačka in krava: 8 ponovitev @@ cat cow | Cat cow | r8 | B
      3:10 Vaja 3 – Ptič-pes: 3 serije po 8 na vsako stran @@ bird dog | Bird dog | s3 r8 each | B
      4:50 Vaja 4 – Most: 3 serije po 12 ponovitev @@ glute bridge | Glute bridge | s3 r12 | LB
      6:30 Vaja 5 – Otroški položaj: zadrži 30 sekund @@ child's pose | Child's pose | h30 | B
      8:00 Pogoste napake @@ .
      9:40 Zaključek @@ .
    `,
  },
  {
    name: 'desc-heldout8-lithuanian-petys',
    note: 'Lithuanian shoulder routine: "n pratimas:", "10 kartų", "3 serijos po 12 kartų", "išlaikyti 5 sekundes"; a safety chapter.',
    title: 'Pratimai skaudančiam pečiui – kineziterapeuto patarimai',
    duration: 720,
    text: `
      0:00 Įžanga @@ .
      0:40 Saugumas: kada sustoti @@ .
      1:40 1 pratimas: Švytuoklė – po 30 sekundžių @@ pendulum | Pendulum | h30 | UB
      3:10 2 pratimas: Pirštais „lipti“ siena – 10 kartų @@ wall walk | Wall walk | r10 | UB
      4:40 3 pratimas: Išorinė rotacija su guma – 3 serijos po 12 kartų @@ external rotation with band | External rotation with band | s3 r12 | UB
      6:20 4 pratimas: Mentių suglaudimas – 10 kartų, išlaikyti 5 sekundes @@ scapular squeeze | Scapular squeeze | r10 h5 | UB
      8:00 5 pratimas: Krūtinės tempimas tarpduryje – 30 sekundžių @@ doorway pec stretch | Doorway pec stretch | h30 | UB
      9:40 Pabaiga @@ .
    `,
  },
  {
    name: 'desc-heldout8-estonian-puus',
    note: 'Estonian hip routine: "Harjutus n.", "15 kordust mõlemale jalale", "3 x 12", "hoia 30 sekundit", an English name kept ("Clamshell külili").',
    title: 'Puusaharjutused kodus – 10 minutit',
    duration: 660,
    text: `
      0:00 Sissejuhatus @@ .
      0:35 Harjutus 1. Clamshell külili – 15 kordust mõlemale jalale @@ clamshell | Clamshell | r15 each | LB
      2:05 Harjutus 2. Vaagna tõstmine – 3 x 12 @@ glute bridge | Glute bridge | s3 r12 | LB
      3:40 Harjutus 3. Jala tõstmine külili – 12 kordust kummalegi poole @@ side lying hip abduction | Side lying hip abduction | r12 each | LB
      5:15 Harjutus 4. Puusapainutajate venitus – hoia 30 sekundit @@ hip flexor stretch | Hip flexor stretch | h30 | LB
      6:50 Harjutus 5. Tuvi asend – 45 sekundit kummalgi poolel @@ pigeon pose | Pigeon pose | h45 each | LB
      8:30 Kokkuvõte @@ .
      9:40 Head aega! @@ .
    `,
  },
  {
    name: 'desc-heldout8-serbian-vrat',
    note: 'Serbian (Cyrillic) neck routine: "Вежба n:", "10 понављања", "задржите 20 секунди, на обе стране", "8 пута на сваку страну".',
    title: 'Вежбе за врат – 8 минута',
    duration: 540,
    text: `
      0:00 Увод @@ .
      0:30 Вежба 1: Увлачење браде – 10 понављања @@ chin tuck | Chin tuck | r10 | N
      1:45 Вежба 2: Нагиб главе у страну – задржите 20 секунди, на обе стране @@ neck side bend | Neck side bend | h20 each | N
      3:00 Вежба 3: Окретање главе лево-десно – 8 пута на сваку страну @@ neck rotation | Neck rotation | r8 each | N
      4:20 Вежба 4: Кружење раменима – 10 пута @@ shoulder roll | Shoulder roll | r10 | UB
      5:40 Вежба 5: Истезање трапезног мишића – 30 секунди @@ upper trapezius stretch | Upper trapezius stretch | h30 | N
      7:00 Савет за крај @@ .
      8:00 Поздрав @@ .
    `,
  },
  {
    name: 'desc-heldout8-afrikaans-balans',
    note: 'Afrikaans falls-prevention class: "Oefening n:", "30 sekondes elke been", "2 stelle van 8", "10 tree elke kant"; a safety chapter.',
    title: 'Balansoefeninge vir Seniors – Voorkom Valle',
    duration: 720,
    text: `
      0:00 Inleiding @@ .
      0:40 Veiligheid eerste: gebruik 'n stoel @@ .
      1:40 Oefening 1: Staan op een been – 30 sekondes elke been @@ single leg balance | Single leg balance | h30 each | LB
      3:10 Oefening 2: Hak-teen-toon staan – 20 sekondes @@ tandem stance | Tandem stance | h20 | LB
      4:30 Oefening 3: Op die tone staan – 10 herhalings @@ calf raise | Calf raise | r10 | LB
      5:50 Oefening 4: Opstaan uit die stoel – 2 stelle van 8 @@ sit to stand | Sit to stand | s2 r8 | LB
      7:20 Oefening 5: Sywaarts loop – 10 treë elke kant @@ sideways walking | Sideways walking | r10 each | LB
      8:50 Opsomming @@ .
      10:30 Totsiens @@ .
    `,
  },
  {
    name: 'desc-heldout8-icelandic-kvidur',
    note: 'Icelandic core routine: "Æfing n –", "3 sett af 30 sekúndum", "á hvora hlið", "10 endurtekningar"; "Spurningar og svör" (Q&A) as talk.',
    title: 'Kviðæfingar fyrir byrjendur – 10 mínútur',
    duration: 600,
    text: `
      0:00 Inngangur @@ .
      0:30 Æfing 1 – Planki: 3 sett af 30 sekúndum @@ plank | Plank | s3 h30 | C
      1:55 Æfing 2 – Hliðarplanki: 20 sekúndur á hvora hlið @@ side plank | Side plank | h20 each | C
      3:20 Æfing 3 – Dauða bjallan (dead bug): 10 endurtekningar @@ dead bug | Dead bug | r10 | C
      4:45 Æfing 4 – Fjallgöngumaður: 3 sett af 20 @@ mountain climber | Mountain climber | s3 r20 | FB
      6:10 Æfing 5 – Brú: 12 endurtekningar @@ glute bridge | Glute bridge | r12 | LB
      7:40 Spurningar og svör @@ .
      9:00 Takk fyrir @@ .
    `,
  },
  {
    name: 'desc-heldout8-latvian-potite',
    note: 'Latvian ankle-sprain routine: "n. vingrinājums –", "10 reizes katrā virzienā", "3 sērijas pa 15", "30 sekundes katrai kājai".',
    title: 'Vingrinājumi pēc potītes sastiepuma',
    duration: 600,
    text: `
      0:00 Ievads @@ .
      0:30 1. vingrinājums – Pēdas apļi: 10 reizes katrā virzienā @@ ankle circles | Ankle circles | r10 each | LB
      1:50 2. vingrinājums – Ikru stiepšana pie sienas: 3 x 30 sekundes @@ calf stretch | Calf stretch | s3 h30 | LB
      3:20 3. vingrinājums – Pacelšanās uz pirkstgaliem: 3 sērijas pa 15 @@ calf raise | Calf raise | s3 r15 | LB
      4:50 4. vingrinājums – Stāvēšana uz vienas kājas: 30 sekundes katrai kājai @@ single leg balance | Single leg balance | h30 each | LB
      6:20 5. vingrinājums – Dvieļa savilkšana ar pirkstiem: 2 x 10 @@ towel scrunches | Towel scrunches | s2 r10 | LB
      7:50 Noslēgums @@ .
    `,
  },
  {
    name: 'desc-heldout8-polish-runda-2',
    note: 'A Polish circuit done twice, the second pass written "Runda 2:", "jeszcze raz", "(seria 2)", "– druga runda"; a break chapter.',
    title: 'Trening obwodowy w domu – 2 rundy',
    duration: 840,
    text: `
      0:00 Wstęp @@ .
      0:40 Przysiady – 15 powtórzeń @@ squat | Squat | r15 | LB
      1:50 Pompki na kolanach – 10 powtórzeń @@ knee push up | Knee push up | r10 | UB
      3:00 Wykroki w tył – 10 na nogę @@ reverse lunge | Reverse lunge | r10 each | LB
      4:20 Deska – 30 sekund @@ plank | Plank | h30 | C
      5:20 Przerwa @@ .
      6:20 Runda 2: przysiady @@ squat | Squat | | LB
      7:30 Pompki na kolanach jeszcze raz @@ knee push up | Knee push up | | UB
      8:40 Wykroki w tył (seria 2) @@ reverse lunge | Reverse lunge | | LB
      9:50 Deska – druga runda @@ plank | Plank | | C
      10:50 Podsumowanie i pożegnanie @@ .
    `,
  },
  {
    name: 'desc-heldout8-trap-one-line-stamps',
    note: 'Every stamp on one line after "chapters ↓", separated by "•": no line starts with a time, so YouTube shows no chapters; no captions.',
    title: 'Full Body Stretch – 12 min',
    duration: 720,
    text: `
      A slow full-body stretch for the end of the day. No equipment needed.
      chapters ↓ 0:00 intro • 0:40 neck rolls • 2:10 cat cow • 4:00 hamstring stretch • 6:30 pigeon • 9:00 child's pose
      Save it for later ✨
    `,
  },
  {
    name: 'desc-heldout8-trap-starts-0-45',
    note: 'A list whose first time is 0:45 (the intro was cut): not a chapter list; no captions.',
    title: 'Morning Mobility Routine (5 min)',
    duration: 420,
    text: `
      (cut the intro, it was too long 😅)
      0:45 Neck circles
      1:50 Shoulder rolls
      3:00 Hip circles
      4:10 Cat cow
      5:30 Done!
    `,
  },
  {
    name: 'desc-heldout8-trap-hall-timetable-rand',
    note: 'An Afrikaans/English community-hall timetable: class times of day with rand prices, a restart date; not chapters.',
    title: 'Gemeenskapsaal – Oefenklasse / Exercise Classes 2027',
    duration: 90,
    text: `
      Klasse begin weer op 14/01. / Classes restart 14/01.
      08:00 Stoeljoga / Chair yoga – R40
      09:30 Balansklas / Balance class – R40
      11:00 Aqua-aerobics (swembad / pool) – R55
      17:30 Pilates – R60
      18:45 Kragopleiding / Strength circuit – R60
      Maandkaart / monthly card R350. Betaal by die deur.
    `,
  },
  {
    name: 'desc-heldout8-trap-volleyball-set-scores',
    note: 'Volleyball set scores at the start of lines ("25:18 (set 1)"), a warm-up named only in prose; not chapters.',
    title: 'Volleyball Match Highlights + The Jump Warm-Up We Use',
    duration: 540,
    text: `
      Final: 3–1 to the Hawks 🏐
      25:18 (set 1)
      23:25 (set 2)
      25:21 (set 3)
      25:19 (set 4)
      Our warm-up before every match: squat jumps, lateral hops and box jumps, 3 rounds.
    `,
  },
  {
    name: 'desc-heldout8-trap-webinar-talk-only',
    note: 'A recorded webinar with a valid chapter list whose chapters only talk about exercises (Nordic curls, landing); no exercise is done.',
    title: 'Webinar: Preventing ACL Injuries in Youth Football',
    duration: 3600,
    text: `
      Recording of our monthly clinician webinar. No exercises are demonstrated in this talk.
      0:00 Welcome and housekeeping
      3:20 Why do ACL injuries happen?
      12:45 The evidence for neuromuscular warm-ups
      24:10 Nordic hamstring curls: what the trials show
      35:30 Landing mechanics and coaching cues
      47:00 Panel Q&A
      58:10 Close
    `,
  },
  {
    name: 'desc-heldout8-trap-lithuanian-two-chapters',
    note: 'A Lithuanian video with two chapters only ("Įžanga", "Visa mankšta"); the moves are listed without times; no captions.',
    title: 'Nugaros mankšta – 15 minučių',
    duration: 900,
    text: `
      0:00 Įžanga
      1:20 Visa mankšta kartu su manimi
      Pratimai: katė-karvė, tiltelis, paukštis-šuo, vaiko poza.
    `,
  },
  {
    name: 'desc-heldout8-trap-intro-then-durations',
    note: '"0:00 intro" alone, then work times written at the end of the lines ("Squats — 1:00"): not a chapter list; no captions.',
    title: 'Beginner HIIT – No Jumping',
    duration: 600,
    text: `
      0:00 intro
      Squats — 1:00
      Step jacks — 1:00
      Rest — 0:30
      Glute bridges — 1:00
      Plank — 0:45
      Repeat 3 times!
    `,
  },
  {
    name: 'desc-heldout8-trap-running-log-dates',
    note: 'A running log after knee surgery: dates ("03.11") and run times ("19:42", "31:55"), strength moves in prose; not chapters.',
    title: 'Comeback After Knee Surgery – Running Log Week 8',
    duration: 480,
    text: `
      Mon 03.11 – 3 km easy, 19:42
      Wed 05.11 – 4 km, 25:10
      Sat 08.11 – parkrun 5 km, 31:55 (fastest since the operation!)
      Strength days in between: step downs, split squats and single leg bridges, 3x10 each.
    `,
  },
];
