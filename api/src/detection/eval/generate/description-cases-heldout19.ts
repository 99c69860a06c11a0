/**
 * Nineteenth held-out batch (heldout19), written before the engine was run on it even once: never tuned on. Formats the
 * earlier batches did not use, after searching public hospital "Joint School" pages (a 1–2 hour education session,
 * "Ankle pumps… 15 reps, three times every day", "Arm chair push-ups"), lymphoedema and breast-surgery arm programmes,
 * rowing-club warm-ups, creators' chapter blocks copied from Instagram (blank braille-pattern "⠀" and "." spacer lines)
 * or written by AI chapter tools, physio OSCE revision pages, knitting patterns ("Cast on 116 stitches… K 2, p 2.
 * Repeat"), running-shoe reviews and Turkmen, Igbo, Samoan and West Frisian health pages: a low-back routine whose
 * chapters were written by an AI tool, each followed by an indented "✨ Summary:" line that names other moves and gives
 * numbers ("8 hours of sitting", "2 common mistakes", "unlike the bird dog in part 2") that are no part of any chapter;
 * a seniors' balance class whose chapter list is repeated in full in Spanish below it, with the same clocks ("🇬🇧
 * CHAPTERS" then "🇪🇸 CAPÍTULOS"), only the first list being the chapters; a hospital Joint School livestream of 1 h 50
 * whose first hour is talks (surgeon, anaesthetist, pharmacist, occupational therapist, a short break) and whose
 * exercises start at "1:02:03", every clock in h:mm:ss with odd seconds ("1:05:47", "1:20:31"), with "every hour you're
 * awake" and "(knee patients only)" beside the doses; a lymphoedema arm routine pasted from Instagram with "⠀" and "."
 * spacer lines between the chapters and a hashtag block below; a rowing crew's pre-paddle warm-up whose stroke rates are
 * written "@ r18", "@ r24 / r26 / r28" (rates, not reps) and whose erg pieces are a timed block ("5 min") and "3 × 20
 * strokes"; Turkmen "n-nji maşk:" after "▫" ("5 sekunt saklaň, 10 gezek", "3 tapgyr × 10 gezek", "her aýak bilen 10
 * gezek", "her aýak üçin 30 sekunt", new), Igbo "Mmega nke mbụ –" with the dose in round brackets after a described move
 * ("(ugboro 10)", "(sekọnd 20 n'ụkwụ ọ bụla)", "(usoro 2 × ugboro 12)", "(ugboro 8 n'akụkụ ọ bụla)", new), Samoan with
 * every move described ("faʻa 10", "sekone e 20 i itu taʻitasi", "taofi sekone e 5, faʻa 10", "2 seti, faʻa 10 i le
 * seti", new) and West Frisian with each chapter's length in square brackets after the clock ("0:45 [1:25] Bekken
 * kantelje – 10 kear", "20 sekonden per kant", "30 sekonden, 2 kear", new) — and three traps whose valid chapter lists
 * hold no exercise at all: a physio student's OSCE revision of knee and hip special tests named like exercises
 * ("Straight leg raise (SLR) test – what 30–70° means", "Thomas test", "Single-leg squat – what to observe (not an
 * exercise here!)", "3 stations × 8 min"), a knitting tutorial whose chapters read like a programme ("Rib: K2, P2 × 12
 * rounds", "Body – repeat rounds 1–4 six times", "Crown decreases – 6 rounds") and a running-shoe review with run
 * sessions and specs ("Tempo test – 6 × 1 km @ 4:10/km", "255 g, 8 mm drop", "after 300 km", "8.5/10").
 *
 * Labels: `type` is a common standard exercise name in lower case English when the move is a standard exercise (named
 * in any language or by a common variant, or described: "Static quads" are the quad sets, "Buttock squeezes" the glute
 * sets, "Arm-chair push-ups" the seated push up, "Heel raises at the counter" the calf raise, "Side leg lifts" the
 * standing hip abduction, "Heel-to-toe stand" the tandem stance, "Wall climb" the wall walk, "Elbow bends" the elbow
 * flexion and extension, "Deep belly breathing" the diaphragmatic breathing, "Erg" the rowing machine, Turkmen
 * "Dyzyň aşagyna polotensa goýup, dyzy aşak basyň" (towel under the knee, press it down) the quad sets, Igbo "Tụgharịa
 * ikpere abụọ n'akụkụ" (turn both knees to the side) the lower trunk rotation, Samoan "Toso i tua le auvae" (draw the chin
 * back) the chin tuck and "Tulei i le puipui" (push against the wall) the wall push up, Frisian "Bernehâlding" the
 * child's pose), otherwise the author's words ("fist pumps", "wings"); the clean title is that name, without bullets,
 * ordinal labels, chapter lengths, flags, emoji or summaries. "10 × 5 s hold" is 10 reps of a 5 s hold; "10 s, 3 times
 * each leg" is 3 reps of a 10 s hold each side; "20 s each foot in front" is a hold each side; "2 × 10", "3 tapgyr × 10
 * gezek", "usoro 2 × ugboro 12" and "2 seti, faʻa 10 i le seti" are sets; "3 × 20 strokes" is 3 sets of 20; "10 steps"
 * is 10 reps; a timed block ("1 min", "5 min easy") is a hold; stroke rates ("r18", "r24 / r26 / r28"), "every hour
 * you're awake", "(knee patients only)", chapter lengths in brackets, "(stop at a gentle stretch)", AI summaries and
 * the Spanish repeat of the list are no dose; each chapter line is its own segment.
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesHeldOut19: DescriptionCaseSpec[] = [
  {
    name: 'desc-heldout19-ai-chapter-summaries',
    note: 'A low-back routine whose chapters were written by an AI chapter tool, each followed by an indented "✨ Summary:" line that names other moves (crunches, toe touches, the bird dog, sit-ups, Russian twists, deadlifts) and gives numbers ("8 hours of sitting", "2 common mistakes", "80% of people") that belong to no chapter; a disclaimer about the tool at the end.',
    title: 'Stiff Lower Back? 5 Gentle Moves to Do Every Morning (Physio Routine)',
    duration: 600,
    text: `
      A gentle morning routine for a stiff lower back. No equipment needed, just a mat or a rug.

      ⏱️ Chapters
      0:00 Intro: why your lower back stiffens up @@ .
        ✨ Summary: Dr. Maya explains why 8 hours of sitting stiffens the lower back, and why crunches and toe touches aren't the fix.
      0:52 Pelvic tilts – 10 slow @@ pelvic tilt | Pelvic tilt | r10 | B
        ✨ Summary: Lying on your back, rock the pelvis to flatten your back into the floor. She compares it with the cat cow later in the video.
      2:05 Knee to chest – 20 s each side @@ knee to chest | Knee to chest | h20 each | B
        ✨ Summary: Hug one knee in at a time. She shows the 2 common mistakes: pulling with the neck and holding your breath.
      3:30 Lower trunk rotations – 8 each way @@ lower trunk rotation | Lower trunk rotation | r8 each | B
        ✨ Summary: Knees together, let them fall gently side to side. 80% of people go too far, too fast, she says.
      4:50 Cat cow – 10 @@ cat cow | Cat cow | r10 | B
        ✨ Summary: On all fours, round and arch the spine slowly, unlike the bird dog in part 2, which keeps the spine still.
      6:15 Child's pose – 30 s × 2 @@ child's pose | Child's pose | r2 h30 | B
        ✨ Summary: Sit back onto your heels with your arms long. Widen the knees if your hips are tight.
      7:30 Why you shouldn't do sit-ups on bad days @@ .
        ✨ Summary: Sit-ups, Russian twists and heavy deadlifts can wait until the flare settles.
      8:40 Outro + part 2 (bird dog & side plank) @@ .
        ✨ Summary: What's coming in part 2, and how often to do this routine.

      Chapter summaries were generated with an AI tool and checked by me, but may still contain mistakes.
    `,
  },
  {
    name: 'desc-heldout19-bilingual-repeat-list',
    note: 'A seniors\' balance class whose chapter list is given in English ("🇬🇧 CHAPTERS") and then repeated in full in Spanish below it with the same clocks ("🇪🇸 CAPÍTULOS"), only the first list being the chapters; "10 s, 3 times each leg" (3 reps of a 10 s hold each side), "20 s each foot in front" and "10 steps".',
    title: 'Balance Class for Over-65s – 12 Minutes at the Kitchen Counter (English / Español)',
    duration: 720,
    text: `
      A gentle balance class for older adults, standing at the kitchen counter. Chapters in English and in Spanish below 👇
      Clase suave de equilibrio para mayores, junto a la encimera de la cocina. Capítulos en inglés y en español 👇

      🇬🇧 CHAPTERS
      0:00 Welcome and safety @@ .
      0:45 Sit to stand – 10 @@ sit to stand | Sit to stand | r10 | LB
      2:20 Heel raises at the counter – 2 × 10 @@ calf raise | Calf raise | s2 r10 | LB
      4:05 Side leg lifts – 8 each leg @@ standing hip abduction | Standing hip abduction | r8 each | LB
      5:50 Heel-to-toe stand – 20 s each foot in front @@ tandem stance | Tandem stance | h20 each | LB
      7:30 Single leg stand – 10 s, 3 times each leg @@ single leg balance | Single leg balance | r3 h10 each | LB
      9:15 Heel-to-toe walk along the counter – 10 steps @@ tandem walk | Tandem walk | r10 | LB
      10:40 Cool-down and goodbye @@ .

      🇪🇸 CAPÍTULOS
      0:00 Bienvenida y seguridad
      0:45 Levantarse de la silla – 10
      2:20 Elevaciones de talones en la encimera – 2 × 10
      4:05 Elevaciones laterales de pierna – 8 con cada pierna
      5:50 Postura talón-punta – 20 s con cada pie delante
      7:30 Apoyo sobre una pierna – 10 s, 3 veces con cada pierna
      9:15 Caminar talón-punta junto a la encimera – 10 pasos
      10:40 Vuelta a la calma y despedida
    `,
  },
  {
    name: 'desc-heldout19-joint-school-livestream-hours',
    note: 'A 1 h 50 hospital Joint School livestream in h:mm:ss with odd seconds: the first hour is talk chapters (surgeon, anaesthetist, pharmacist, occupational therapist, a break), the exercises start at 1:02:03 ("Static quads – 10 × 5 s hold", "Buttock squeezes", "Arm-chair push-ups"), with "every hour you\'re awake" and "(knee patients only)" beside the doses, then stairs advice, questions and thanks.',
    title: 'Joint School LIVE – Everything Before Your Hip or Knee Replacement (Full Session)',
    duration: 6600,
    text: `
      Recorded live from our Joint School for everyone having a hip or knee replacement with us this spring. The first hour is talks from the team; the exercises start at 1:02:03. Do them 3 times a day from now until your operation.

      0:00:00 Welcome from the orthopaedic team @@ .
      0:04:12 Your surgeon: what actually happens in theatre @@ .
      0:21:37 Your anaesthetist: spinal or general? @@ .
      0:33:08 Pain relief and your medicines (pharmacist) @@ .
      0:44:55 OT: raised toilet seats, perching stools and getting dressed @@ .
      0:58:20 Short break @@ .
      1:02:03 Ankle pumps – 20, every hour you're awake @@ ankle pumps | Ankle pumps | r20 | LB
      1:05:47 Static quads – 10 × 5 s hold @@ quad sets | Quad sets | r10 h5 | LB
      1:09:12 Buttock squeezes – 10 × 5 s hold @@ glute sets | Glute sets | r10 h5 | LB
      1:12:40 Heel slides – 10 @@ heel slides | Heel slides | r10 | LB
      1:16:05 Straight leg raise – 10 (knee patients only) @@ straight leg raise | Straight leg raise | r10 | LB
      1:20:31 Arm-chair push-ups – 10 (you'll need strong arms for the frame) @@ seated push up | Seated push up | r10 | UB
      1:24:10 Stairs: up with the good, down with the bad @@ .
      1:31:55 Your questions @@ .
      1:47:30 Thank you + what to bring on the day @@ .

      Questions after today? Call the Joint School team, Monday to Friday, 9am–4pm.
    `,
  },
  {
    name: 'desc-heldout19-instagram-spacers-lymphoedema',
    note: 'A lymphoedema arm routine after breast cancer surgery pasted from Instagram, with blank braille-pattern "⠀" lines and "." lines between the chapters and a hashtag block below; "Deep belly breathing – 1 min" (a hold), "Fist pumps, arm up on a cushion" and "Wings" in the author\'s words, "(stop at a gentle stretch)" no dose; a talk chapter on the compression sleeve.',
    title: 'Gentle Arm Exercises After Breast Cancer Surgery – Lymphoedema Routine 💗',
    duration: 600,
    text: `
      Gentle arm exercises after breast cancer surgery, to help the lymph drain 💗
      ⠀
      Copied over from my Instagram post, so excuse the dots!
      .
      0:00 Welcome 💗 @@ .
      ⠀
      0:40 Deep belly breathing – 1 min @@ diaphragmatic breathing | Diaphragmatic breathing | h60 | C
      .
      1:55 Shoulder shrugs – 10 @@ shoulder shrug | Shoulder shrug | r10 | UB
      ⠀
      3:00 Fist pumps, arm up on a cushion – 20 @@ fist pumps | Fist pumps | r20 | UB
      .
      4:10 Elbow bends – 10 each arm @@ elbow flexion and extension | Elbow flexion and extension | r10 each | UB
      ⠀
      5:20 Wall climb – 5 (stop at a gentle stretch) @@ wall walk | Wall walk | r5 | UB
      .
      6:45 Wings (hands behind your head, elbows open) – 8 @@ wings | Wings | r8 | UB
      ⠀
      8:00 Why I wear my compression sleeve ✨ @@ .
      .
      #lymphoedema #lymphedema #breastcancersurvivor #physio #armexercises
    `,
  },
  {
    name: 'desc-heldout19-rowing-stroke-rates',
    note: 'A rowing crew\'s pre-paddle warm-up whose stroke rates are written "@ r18" and "@ r24 / r26 / r28" (strokes per minute, not reps); the erg warm-up is a timed block ("5 min easy", a hold) and the build pieces "3 × 20 strokes" (3 sets of 20); "8 each side", "2 × 12" and a briefing chapter about the day\'s "3 × 2k pieces", no dose.',
    title: 'Rowing Warm-Up Before We Boat – Novice Squad (Erg + Land Mobility)',
    duration: 720,
    text: `
      What our novice squad does before every outing. Rates are strokes per minute (r20 = rate 20).

      0:00 Crew briefing – today's 3 × 2k pieces @@ .
      0:55 Erg – 5 min easy @ r18 @@ rowing machine | Rowing machine | h300 | FB
      2:40 Kneeling hip flexor stretch – 30 s each side @@ hip flexor stretch | Hip flexor stretch | h30 each | LB
      4:05 Thread the needle – 8 each side @@ thread the needle | Thread the needle | r8 each | B
      5:30 Glute bridges – 2 × 12 @@ glute bridge | Glute bridge | s2 r12 | LB
      7:00 Band pull-aparts – 15 @@ band pull apart | Band pull apart | r15 | UB
      8:15 Erg – 3 × 20 strokes @ r24 / r26 / r28 @@ rowing machine | Rowing machine | s3 r20 | FB
      10:00 Carrying the boat down + boating @@ .
    `,
  },
  {
    name: 'desc-heldout19-turkmen-dyz',
    note: 'A Turkmen knee programme (new) with "n-nji maşk:" labels after "▫", every move described, and the dose after " — " in Turkmen ("5 sekunt saklaň, 10 gezek", "3 tapgyr × 10 gezek", "12 gezek", "her aýak bilen 10 gezek", "her aýak üçin 30 sekunt"); introduction, advice and thanks chapters.',
    title: 'Dyz agyrysy: öýde edilýän 5 maşk | Fizioterapewt',
    duration: 600,
    text: `
      Dyz agyrysy üçin ýönekeý maşklar. Agyry güýçlense ýa-da dyz çişse, lukmana ýüz tutuň.

      0:00 ▫ Giriş @@ .
      0:35 ▫ 1-nji maşk: Dyzyň aşagyna polotensa goýup, dyzy aşak basyň — 5 sekunt saklaň, 10 gezek @@ quad sets | Quad sets | r10 h5 | LB
      1:55 ▫ 2-nji maşk: Arkanyňyza ýatyp, göni aýagy ýokary galdyryň — 3 tapgyr × 10 gezek @@ straight leg raise | Straight leg raise | s3 r10 | LB
      3:20 ▫ 3-nji maşk: Oturgyçdan ellere daýanman turuň — 12 gezek @@ sit to stand | Sit to stand | r12 | LB
      4:35 ▫ 4-nji maşk: Basgançaga çykyň we düşüň — her aýak bilen 10 gezek @@ step up | Step up | r10 each | LB
      5:50 ▫ 5-nji maşk: Diwara daýanyp, baldyry uzaldyň — her aýak üçin 30 sekunt @@ calf stretch | Calf stretch | h30 each | LB
      7:15 ▫ Maslahatlar @@ .
      8:30 ▫ Sag boluň! @@ .
    `,
  },
  {
    name: 'desc-heldout19-igbo-azu',
    note: 'An Igbo low-back programme (new) with "Mmega nke mbụ –" ordinal labels, every move described, and the dose in round brackets after it ("(ugboro 10)", "(sekọnd 20 n\'ụkwụ ọ bụla)", "(usoro 2 × ugboro 12)", "(ugboro 8 n\'akụkụ ọ bụla)", "(sekọnd 30)"); welcome, advice and thanks chapters.',
    title: "Mgbu azụ: mmega ahụ 5 ị nwere ike ime n'ụlọ | Onye physio",
    duration: 600,
    text: `
      Mmega ahụ dị mfe maka mgbu azụ. Ọ bụrụ na mgbu ahụ na-agbada n'ụkwụ gị ma ọ bụ na-akawanye njọ, gaa hụ dọkịta.

      0:00 Nnọọ! @@ .
      0:40 Mmega nke mbụ – Nọrọ n'aka na ikpere, gbagọọ azụ gị elu, wee dọda ya ala (ugboro 10) @@ cat cow | Cat cow | r10 | B
      2:05 Mmega nke abụọ – Dinara n'azụ, dọta otu ikpere gaa n'obi (sekọnd 20 n'ụkwụ ọ bụla) @@ knee to chest | Knee to chest | h20 each | B
      3:30 Mmega nke atọ – Dinara n'azụ, bulie ukwu gị elu (usoro 2 × ugboro 12) @@ glute bridge | Glute bridge | s2 r12 | LB
      5:00 Mmega nke anọ – Tụgharịa ikpere abụọ n'akụkụ (ugboro 8 n'akụkụ ọ bụla) @@ lower trunk rotation | Lower trunk rotation | r8 each | B
      6:25 Mmega nke ise – Nọdụ n'ikiri ụkwụ gị, setịpụ aka n'ihu (sekọnd 30) @@ child's pose | Child's pose | h30 | B
      7:50 Ndụmọdụ @@ .
      9:00 Daalụ! @@ .
    `,
  },
  {
    name: 'desc-heldout19-samoan-ua-tauau',
    note: 'A Samoan neck and shoulder programme for older people (new) with every move described and the dose after " – " in Samoan ("faʻa 10", "sekone e 20 i itu taʻitasi", "taofi sekone e 5, faʻa 10", "2 seti, faʻa 10 i le seti"); greeting, advice and thanks chapters.',
    title: 'Faʻamalositino mo le ua ma tauau | Mo tagata matutua',
    duration: 540,
    text: `
      Faʻamalositino faigofie mo le ua ma tauau. Afai e tiga tele, taofi ma feiloaʻi ma se fomaʻi.

      0:00 Talofa lava! @@ .
      0:30 Siʻi aʻe tauau i taliga, ona tuʻu ifo lea – faʻa 10 @@ shoulder shrug | Shoulder shrug | r10 | UB
      1:40 Taʻamilo tauau i tua – faʻa 10 @@ shoulder roll | Shoulder roll | r10 | UB
      2:50 Punou le ulu i le tauau – sekone e 20 i itu taʻitasi @@ neck side bend | Neck side bend | h20 each | N
      4:05 Toso i tua le auvae – taofi sekone e 5, faʻa 10 @@ chin tuck | Chin tuck | r10 h5 | N
      5:20 Tulei i le puipui – 2 seti, faʻa 10 i le seti @@ wall push up | Wall push up | s2 r10 | UB
      6:45 Fautuaga @@ .
      8:00 Faʻafetai tele lava! @@ .
    `,
  },
  {
    name: 'desc-heldout19-frisian-chapter-lengths',
    note: 'A West Frisian low-back programme (new) with each chapter\'s length in square brackets after the clock ("0:45 [1:25] Bekken kantelje – 10 kear"), no dose and no part of the name; "20 sekonden per kant", "2 × 10", "8 kear", "30 sekonden, 2 kear" (2 reps of a 30 s hold).',
    title: 'Stive rêch? 5 oefeningen foar thús | Fysioterapeut (Frysk)',
    duration: 600,
    text: `
      Ienfâldige oefeningen foar in stive ûnderrêch. Tusken de heakjes stiet hoe lang elk haadstik duorret.

      0:00 [0:45] Wolkom @@ .
      0:45 [1:25] Bekken kantelje – 10 kear @@ pelvic tilt | Pelvic tilt | r10 | B
      2:10 [1:30] Knibbel nei it boarst – 20 sekonden per kant @@ knee to chest | Knee to chest | h20 each | B
      3:40 [1:35] Brêge – 2 × 10 @@ glute bridge | Glute bridge | s2 r10 | LB
      5:15 [1:20] Kat en ko – 8 kear @@ cat cow | Cat cow | r8 | B
      6:35 [1:15] Bernehâlding – 30 sekonden, 2 kear @@ child's pose | Child's pose | r2 h30 | B
      7:50 [2:10] Tank foar it sjen! @@ .
    `,
  },
  {
    name: 'desc-heldout19-trap-osce-special-tests',
    note: 'A physio student\'s OSCE revision video with a valid chapter list and no exercise at all: knee and hip special tests named like exercises ("Straight leg raise (SLR) test – what 30–70° means", "Thomas test", "Single-leg squat – what to observe (not an exercise here!)") and a practice plan ("3 stations × 8 min"); no captions.',
    title: 'Physio OSCE Revision: Knee & Hip Special Tests in 12 Minutes',
    duration: 720,
    text: `
      Revising for your MSK OSCE? These are the knee and hip tests that come up most. Practise on a friend, never on a patient without supervision.

      0:00 What the examiners look for @@ .
      1:10 Observation: gait and the Trendelenburg sign @@ .
      2:45 Thomas test @@ .
      4:05 Straight leg raise (SLR) test – what 30–70° means @@ .
      5:30 Lachman's test @@ .
      6:50 McMurray's test @@ .
      8:15 Single-leg squat – what to observe (not an exercise here!) @@ .
      9:30 FABER / Patrick's test @@ .
      10:40 Practise with a partner – 3 stations × 8 min @@ .
    `,
  },
  {
    name: 'desc-heldout19-trap-knitting-beanie',
    note: 'A knitting tutorial with a valid chapter list and no exercise, whose chapters read like a programme ("Cast on 88 sts", "Rib: K2, P2 × 12 rounds", "Body – repeat rounds 1–4 six times", "Crown decreases – 6 rounds", "Tea break ☕ – 10 min") and give lengths and needle sizes; no captions.',
    title: 'Knit a Chunky Ribbed Beanie 🧶 Full Beginner Tutorial (Knit in the Round)',
    duration: 1500,
    text: `
      Everything you need: 8 mm circular needles on a 40 cm cable, 150 m of chunky wool, a stitch marker and a darning needle.

      0:00 What you'll need @@ .
      1:30 Long-tail cast on – 88 sts @@ .
      4:10 Joining in the round without twisting @@ .
      6:00 Rib: K2, P2 × 12 rounds @@ .
      9:45 Body – repeat rounds 1–4 six times @@ .
      14:20 Tea break ☕ – 10 min @@ .
      15:05 Crown decreases – 6 rounds @@ .
      19:30 Closing the top + weaving in ends @@ .
      22:10 Adding a pom-pom @@ .
    `,
  },
  {
    name: 'desc-heldout19-trap-running-shoe-review',
    note: 'A running-shoe review with a valid chapter list and no exercise, whose chapters give run sessions and specs that look like doses ("Tempo test – 6 × 1 km @ 4:10/km", "Long run – 28 km", "255 g, 8 mm drop, 38/30 mm stack", "after 300 km", "8.5/10"); no captions.',
    title: 'Aurora Glide 3 Review After 300 km – Better Than the Pegasus?',
    duration: 780,
    text: `
      Bought with my own money, no sponsorship. Tested over six weeks of marathon training.

      0:00 Intro @@ .
      0:40 Specs: 255 g, 8 mm drop, 38/30 mm stack @@ .
      2:10 First run – easy 10 km @@ .
      4:30 Tempo test – 6 × 1 km @ 4:10/km @@ .
      6:45 Long run – 28 km @@ .
      9:00 Durability after 300 km @@ .
      10:30 Vs the Pegasus 41 @@ .
      12:00 Verdict – 8.5/10 @@ .
    `,
  },
];
