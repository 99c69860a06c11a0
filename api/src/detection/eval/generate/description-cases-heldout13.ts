/**
 * Thirteenth held-out batch (heldout13), written before the engine was run on it even once: never tuned on. Formats the
 * earlier batches did not use, after searching public physio home programmes, YouTube's chapter rules, creator
 * workout descriptions and exercise pages: "⏰ clock" bullets under unmarked emoji section headers ("🔥 WARM-UP",
 * "💥 WORKOUT (round 1 of 2)", "🧊 COOL-DOWN") with a water-break chapter and the round repeated (each chapter its own
 * segment); "Part n –" labels after the clock with a "Bonus –" talk chapter; a numbered "1." to "7." list whose clocks
 * sit in a different place on every line (after the name, after the number, in round or square brackets, between
 * arrows, mid-line before the dose); pipe columns with an emoji body-part tag before the name ("0:35 | 🦒 | Chin tucks |
 * 10 × 5 s hold"); middle-dot fields with easier and harder options that name other moves ("easier: hands on the
 * kitchen counter · harder: feet on the sofa"); Cebuano and English side by side ("Bisaya / English – 10 ka beses, 2 ka
 * set", new), Marathi with Devanagari numbering and doses ("०१.", "१० वेळा, ३ सेट", new) and Esperanto after "◦"
 * bullets ("Ekzerco n —", "3 serioj po 12", "tenu 20 sekundojn ĉiuflanke", new) — and four traps: times only inside
 * the sentences of a paragraph, a Yoruba video with two stamps (new), a Tajik list that goes back from 2:10 to 1:30
 * (new) and a physio's reaction video with a valid chapter list naming gym lifts that nobody is taught.
 *
 * Labels: `type` is a common standard exercise name in lower case English when the move is a standard exercise
 * (named in any language, or by a common variant: "Figure-4 stretch" is the piriformis stretch, "Shoulder blade
 * squeezes" the scapular squeeze), otherwise the author's words; the clean title is that name. Rep ranges read as
 * their lower bound; "10 × 5 s hold" is 10 reps with a 5 s hold; "30 s, 3 times" is 3 reps of a 30 s hold; "10 steps
 * each way" is 10 each; "3/side" and "10/leg" are each; options, asides in brackets, pain scores and frequencies are
 * no dose; each chapter line is its own segment, so a second round gives new segments.
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesHeldOut13: DescriptionCaseSpec[] = [
  {
    name: 'desc-heldout13-alarm-clock-sections-two-rounds',
    note: '"⏰ clock" bullets under unmarked emoji section headers (🔥 WARM-UP, 💥 WORKOUT (round n of 2), 🧊 COOL-DOWN); a water-break chapter; the round repeated, each chapter its own segment; "×15", "3/side", "10/leg", "40 s", "(knees are fine!)"; a burpee promise after the list.',
    title: '25 Min Full Body Home Workout – Warm-Up, 2 Rounds, Cool-Down (No Equipment)',
    duration: 1500,
    text: `
      Grab water and a mat. Low-impact options shown by Mel on the left the whole way through.

      ⏰ 0:00 Hello + what we're doing today @@ .
      🔥 WARM-UP
      ⏰ 0:45 Marching on the spot – 1 min @@ standing march | Standing march | h60 | LB
      ⏰ 1:50 Inchworms ×5 @@ inchworm | Inchworm | r5 | FB
      ⏰ 3:00 World's greatest stretch – 3/side @@ world's greatest stretch | World's greatest stretch | r3 each | FB
      💥 WORKOUT (round 1 of 2)
      ⏰ 4:40 Squats ×15 @@ squat | Squat | r15 | LB
      ⏰ 6:10 Push-ups ×10 (knees are fine!) @@ push up | Push up | r10 | UB
      ⏰ 7:35 Reverse lunges – 10/leg @@ reverse lunge | Reverse lunge | r10 each | LB
      ⏰ 9:20 Plank – 40 s @@ plank | Plank | h40 | C
      ⏰ 10:15 Water break 💧 @@ .
      💥 WORKOUT (round 2 of 2)
      ⏰ 11:30 Squats ×15 @@ squat | Squat | r15 | LB
      ⏰ 12:55 Push-ups ×10 @@ push up | Push up | r10 | UB
      ⏰ 14:15 Reverse lunges – 10/leg @@ reverse lunge | Reverse lunge | r10 each | LB
      ⏰ 16:00 Plank – 40 s @@ plank | Plank | h40 | C
      🧊 COOL-DOWN
      ⏰ 17:10 Child's pose – 45 s @@ child's pose | Child's pose | h45 | B
      ⏰ 18:20 Lying hamstring stretch – 30 s each leg @@ hamstring stretch | Hamstring stretch | h30 each | LB
      ⏰ 19:45 Figure-4 stretch – 30 s each side @@ piriformis stretch | Piriformis stretch | h30 each | LB
      ⏰ 21:10 Thanks for training with me! @@ .

      Next week: the burpee-free HIIT you asked for 🙌
    `,
  },
  {
    name: 'desc-heldout13-part-n-patellar-tendon',
    note: '"Part n –" labels after the clock, with "Part 1" and "Part 7" talk chapters and a "Bonus –" Q&A; doses after a comma or a dash ("5 x 45 s hold", "4 x 30 s", "3 x 10 each leg"); an aside in brackets ("(single leg if you can)"); pain scores and "3x a week" in the prose are no dose; Spanish squat, decline squats, step-downs.',
    title: 'Patellar Tendinopathy: Full Loading Session (Part 1 to Part 7)',
    duration: 1080,
    text: `
      Jumper's knee programme, stage 2. Pain up to 3/10 during and after is OK. Do this 3x a week.

      0:00 Part 1 – Why load the tendon? @@ .
      1:45 Part 2 – Spanish squat, 5 x 45 s hold @@ spanish squat | Spanish squat | s5 h45 | LB
      4:20 Part 3 – Wall sit (single leg if you can) – 4 x 30 s @@ wall sit | Wall sit | s4 h30 | LB
      6:30 Part 4 – Decline squats on a slant board, 3 x 15 @@ decline squat | Decline squat | s3 r15 | LB
      9:05 Part 5 – Step-downs from a 20 cm box – 3 x 10 each leg @@ step down | Step down | s3 r10 each | LB
      11:40 Part 6 – Calf raises, 3 x 20 @@ calf raise | Calf raise | s3 r20 | LB
      13:30 Part 7 – Pain monitoring & when to add jumping @@ .
      16:10 Bonus – Q&A from the comments @@ .
    `,
  },
  {
    name: 'desc-heldout13-numbered-clock-anywhere',
    note: 'A numbered "1." to "7." list whose clock moves on every line: at the end ("Intro — 0:00"), after the number ("2. 0:40 –"), in round brackets after the name ("(1:55)"), between arrows ("→ 3:05 →"), in square brackets ("[4:20]"), mid-line before the dose ("Lateral band walks 5:35, 3 x 10 steps each way"); "top leg only" and "from a high chair" are set-up words.',
    title: 'Hip Bursitis – 6 Exercises, In Order (Physio Home Programme)',
    duration: 540,
    text: `
      Lateral hip pain (trochanteric bursitis / gluteal tendinopathy). Avoid crossing your legs and lying on the sore side.

      1. Intro — 0:00 @@ .
      2. 0:40 – Isometric hip abduction against a belt, 5 x 30 s @@ isometric hip abduction | Isometric hip abduction | s5 h30 | LB
      3. Glute bridges (1:55) – 2 x 12 @@ glute bridge | Glute bridge | s2 r12 | LB
      4. Side-lying leg lifts, top leg only → 3:05 → 10 each side @@ side lying hip abduction | Side lying hip abduction | r10 each | LB
      5. [4:20] Sit to stand from a high chair – 10 @@ sit to stand | Sit to stand | r10 | LB
      6. Lateral band walks 5:35, 3 x 10 steps each way @@ lateral band walk | Lateral band walk | s3 r10 each | LB
      7. 6:50 Summary & what to avoid @@ .
    `,
  },
  {
    name: 'desc-heldout13-emoji-body-part-column',
    note: 'Pipe columns "clock | emoji body-part tag | name | dose" (🦒 neck, 💪 shoulders, 🔙 back, 🦵 legs, 🦶 feet, 👋 and ✅ for talk); "10 × 5 s hold", "20 s / side", "5 / side", bare "12"; "every afternoon" is a frequency.',
    title: 'Desk Break Routine – Neck, Shoulders, Back, Legs (8 min)',
    duration: 480,
    text: `
      Set a timer and do this every afternoon. Column 2 shows what each move works.

      0:00 | 👋 | Why desk breaks matter @@ .
      0:35 | 🦒 | Chin tucks | 10 × 5 s hold @@ chin tuck | Chin tuck | r10 h5 | N
      1:30 | 🦒 | Neck side stretch | 20 s / side @@ neck side bend | Neck side bend | h20 each | N
      2:25 | 💪 | Shoulder blade squeezes | 12 @@ scapular squeeze | Scapular squeeze | r12 | UB
      3:15 | 💪 | Doorway chest stretch | 30 s @@ doorway pec stretch | Doorway pec stretch | h30 | UB
      4:10 | 🔙 | Seated twist | 5 / side @@ seated spinal twist | Seated spinal twist | r5 each | B
      5:05 | 🦵 | Sit-to-stand | 10 @@ sit to stand | Sit to stand | r10 | LB
      5:55 | 🦶 | Heel raises at the desk | 15 @@ calf raise | Calf raise | r15 | LB
      6:45 | ✅ | Done — back to work! @@ .
    `,
  },
  {
    name: 'desc-heldout13-easier-harder-options',
    note: 'Middle-dot fields "Name · 3×10 · easier: … · harder: …" whose options name other moves and loads ("shoulder taps in a plank", "feet on a step", "a tin of beans"); pike push-ups, chair dips (the tricep dip), band rows; "pause 2 s at the chest" is no hold; "legs!" in the outro.',
    title: 'Upper Body Strength at Home – Easier and Harder Options for Every Move',
    duration: 900,
    text: `
      Every move has an easier and a harder version – pick the one where the last 2 reps are hard.

      0:00 Intro · how to choose your level @@ .
      0:50 Push-ups · 3×10 · easier: hands on the kitchen counter · harder: feet on the sofa @@ push up | Push up | s3 r10 | UB
      3:10 Band rows · 3×12 · easier: lighter band · harder: pause 2 s at the chest @@ band row | Band row | s3 r12 | UB
      5:20 Pike push-ups · 3×8 · easier: shoulder taps in a plank · harder: feet on a step @@ pike push up | Pike push up | s3 r8 | UB
      7:30 Chair dips · 2×10 · easier: feet close, knees bent · harder: legs straight @@ tricep dip | Tricep dip | s2 r10 | UB
      9:40 Prone Y raises · 2×12 · harder: hold a tin of beans in each hand @@ prone y raise | Prone y raise | s2 r12 | UB
      11:30 Doorway chest stretch · 30 s each side @@ doorway pec stretch | Doorway pec stretch | h30 each | UB
      12:45 Outro + next week (legs!) @@ .
    `,
  },
  {
    name: 'desc-heldout13-cebuano-english-side-by-side',
    note: 'Cebuano (Bisaya, new language) and English side by side, "Bisaya / English – dose" with Cebuano doses ("10 ka beses, 2 ka set", "10 ka beses matag tiil", "20 segundos matag tiil", "30 segundos"); talk chapters in both languages.',
    title: 'Ehersisyo sa Tuhod / Knee Exercises – Bisaya ug English',
    duration: 660,
    text: `
      Para sa mga lolo ug lola nga sakit ang tuhod. For seniors with knee pain – Bisaya ug English.

      0:00 Pasiuna / Introduction @@ .
      0:40 Pag-alsa sa tiil nga tul-id / Straight leg raise – 10 ka beses, 2 ka set @@ straight leg raise | Straight leg raise | s2 r10 | LB
      2:05 Pagbarog gikan sa lingkoranan / Sit to stand – 8 ka beses @@ sit to stand | Sit to stand | r8 | LB
      3:20 Pagtul-id sa tuhod samtang naglingkod / Seated knee extension – 10 ka beses matag tiil @@ long arc quad | Long arc quad | r10 each | LB
      4:45 Pagtindog sa tumoy sa tiil / Heel raises – 15 ka beses @@ calf raise | Calf raise | r15 | LB
      6:00 Pagbarog sa usa ka tiil / Single leg stand – 20 segundos matag tiil @@ single leg balance | Single leg balance | h20 each | LB
      7:20 Pag-inat sa luyo sa paa / Hamstring stretch – 30 segundos @@ hamstring stretch | Hamstring stretch | h30 | LB
      8:40 Mga pahinumdom / Reminders @@ .
      9:50 Salamat / Thank you @@ .
    `,
  },
  {
    name: 'desc-heldout13-marathi-gudghedukhi',
    note: 'Marathi knee routine (new language) with Devanagari numbering after the clock ("०१.") and Devanagari doses ("५ सेकंद धरून ठेवा, १० वेळा", "१० वेळा, ३ सेट", "३० सेकंद, ३ वेळा", "२० वेळा"); every move described rather than named.',
    title: 'गुडघेदुखीसाठी ५ सोपे व्यायाम – घरी करा (फिजिओथेरपिस्ट)',
    duration: 660,
    text: `
      0:00 ओळख @@ .
      0:35 ०१. गुडघ्याखाली टॉवेल ठेवून दाबणे – ५ सेकंद धरून ठेवा, १० वेळा @@ quad sets | Quad sets | r10 h5 | LB
      1:55 ०२. सरळ पाय वर उचलणे – १० वेळा, ३ सेट @@ straight leg raise | Straight leg raise | s3 r10 | LB
      3:20 ०३. खुर्चीवरून उठणे-बसणे – १० वेळा @@ sit to stand | Sit to stand | r10 | LB
      4:40 ०४. भिंतीला पाठ टेकून बसणे – ३० सेकंद, ३ वेळा @@ wall sit | Wall sit | r3 h30 | LB
      6:00 ०५. टाचा उचलणे – २० वेळा @@ calf raise | Calf raise | r20 | LB
      7:15 काय टाळावे @@ .
      8:30 धन्यवाद @@ .
    `,
  },
  {
    name: 'desc-heldout13-esperanto-dorso',
    note: 'Esperanto low-back routine (new language) after "◦" bullets: "Ekzerco n — Name — dose", "10 fojojn", "8 fojojn ĉiuflanke", "tenu 20 sekundojn ĉiuflanke", "3 serioj po 12", "1 minuto".',
    title: 'Ekzercoj kontraŭ lumbodoloro – 10 minutoj hejme',
    duration: 600,
    text: `
      ◦ 0:00 Enkonduko @@ .
      ◦ 0:35 Ekzerco 1 — Pelva klino — 10 fojojn @@ pelvic tilt | Pelvic tilt | r10 | B
      ◦ 1:50 Ekzerco 2 — Kato kaj bovino — 8 fojojn @@ cat cow | Cat cow | r8 | B
      ◦ 3:05 Ekzerco 3 — Genuo al brusto — tenu 20 sekundojn ĉiuflanke @@ knee to chest | Knee to chest | h20 each | B
      ◦ 4:25 Ekzerco 4 — Ponto — 3 serioj po 12 @@ glute bridge | Glute bridge | s3 r12 | LB
      ◦ 5:50 Ekzerco 5 — Birdo-hundo — 8 fojojn ĉiuflanke @@ bird dog | Bird dog | r8 each | B
      ◦ 7:10 Ekzerco 6 — Infana pozo — 1 minuto @@ child's pose | Child's pose | h60 | B
      ◦ 8:20 Oftaj eraroj kaj adiaŭo @@ .
    `,
  },
  {
    name: 'desc-heldout13-trap-times-in-sentences',
    note: 'Times only inside the sentences of a paragraph ("the nerve glide starts at 2:40, the knee to chest at 4:05…"): no line is a chapter, YouTube shows none; no captions.',
    title: 'Sciatica Relief – 4 Exercises I Give Almost Every Patient',
    duration: 720,
    text: `
      In this video I explain what sciatica actually is and then go through the four exercises I give almost every patient. If you only want the exercises, the nerve glide starts at 2:40, the knee to chest at 4:05 and the press-ups at 5:30, and I finish with the bridge at around 7:15. Stop if the pain travels further down your leg.

      Book a session: link in bio. Filmed at our clinic in Leeds.
    `,
  },
  {
    name: 'desc-heldout13-trap-yoruba-two-stamps',
    note: 'A Yoruba back routine (new language) with two stamps only ("Ìfáárà", "Ẹ jẹ́ ká bẹ̀rẹ̀"); the moves are listed in a sentence without times; no captions.',
    title: 'Eré ìdárayá fún ẹ̀yìn ríro – ìṣẹ́jú mẹ́wàá nílé',
    duration: 600,
    text: `
      0:00 Ìfáárà
      1:15 Ẹ jẹ́ ká bẹ̀rẹ̀
      Àwọn eré ìdárayá òní: afárá (bridge), ológbò àti màlúù (cat-cow), orúnkún sí àyà (knee to chest), ìjókòó ọmọdé (child's pose).
      Ẹ ṣé púpọ̀ fún wíwò! Ẹ má gbàgbé láti subscribe.
    `,
  },
  {
    name: 'desc-heldout13-trap-tajik-not-ascending',
    note: 'A Tajik knee list (new language) that starts at 0:00 but goes back from 2:10 to 1:30: not in ascending order, YouTube shows no chapters; no captions.',
    title: 'Машқҳо барои дарди зону – дар хона, 10 дақиқа',
    duration: 600,
    text: `
      0:00 Муқаддима
      0:40 Пули сурин – 3 × 12
      2:10 Аз курсӣ хестан – 10 маротиба
      1:30 Боло бардоштани пои рост – 10 маротиба
      3:50 Ба нӯги пой хестан – 15 маротиба
      5:20 Кашиши пушти рон – 30 сония
      6:40 Хулоса
    `,
  },
  {
    name: 'desc-heldout13-trap-physio-reacts-gym-fails',
    note: "A physio's reaction video with a valid chapter list naming gym lifts and faults (deadlift, squat, bench press, kettlebell swing, plank, box jump): nothing is taught or done.",
    title: 'Physio Reacts to Your Gym Fails 😬 (Part 3)',
    duration: 840,
    text: `
      You sent them in, I rated them. Submit yours with #physioreacts. No one was seriously hurt in the making of this video!

      0:00 Intro
      0:35 Deadlift with a very round back
      2:10 Squat where the knees cave in
      3:45 Bench press with no spotter
      5:20 Kettlebell swing… into the mirror
      6:55 The "perfect" plank that isn't
      8:30 Box jump faceplant
      10:05 Which one hurt my soul the most?
      12:10 Your comments from part 2
    `,
  },
];
