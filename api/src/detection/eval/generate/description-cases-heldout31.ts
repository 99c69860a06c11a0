/**
 * Thirty-first held-out batch (heldout31), written before the engine was run on it even once: never tuned on. Formats
 * the earlier batches did not use, after searching the pages that explain YouTube's chapter rules
 * (chapter-generator.com: "First line must be 0:00. Need ≥3 chapters, each ≥10 seconds, in chronological order",
 * "[0:00] Intro ← brackets break parsing"; a Korean guide: "Using range notation like 1:00 ~ 2:00 Intro: only start
 * time should be used", "Dots and semicolons fail"; YouTube's own announcement: "you can adjust the first timestamp… to
 * be '0:01'"), viewers' pinned comments that creators paste back into their descriptions, follow-along videos that give
 * every set its own chapter, clinic programmes kept in spreadsheets (the MappKO trial's "Individualise the dosage of
 * each exercise in terms of sets/repetitions… Prescribe exercise band colour for each exercise"), stray clocks inside
 * titles and prose (rest "2:00 between sets", "= 3:45 under tension", "Skip to 1:40"), Q&A videos whose chapters are
 * the viewers' questions, patient-story videos ("3 by 10", "bad leg only", "up with the good, down with the bad"), live
 * classes written in minute blocks ("Min 0–5"), interval timer exports with a row for every WORK and REST block, tiling
 * guides (engineerfix: "A notched trowel is needed to spread the thin-set mortar… Spacers, which maintain uniform grout
 * lines"), barbers' fade tutorials (Beardbrand: "a skin fade with a 3 on top… Dave has his 0 guard", "Craig flicks out
 * as he goes"; a quiz: "closed → halfway → open"), chainsaw sharpening guides ("apply the same number of file strokes
 * to every tooth", "Hold the file parallel with the ground and push it", "The ideal angle for most Australian timbers
 * is 30º", a manual's "File all the teeth on one side first, then turn the chain saw and file the teeth on the other
 * side"), and pages on Meänkieli (Sofia Distans' "Meänkieli Nivå 1": "1 Harjotus. 2 Harjotus"; a Pajala pupil: "Mie
 * olen 18 vuotta… Met pelaamma divisuun kakkosessa"; a Tornio dialect dictionary on the doubled consonants "mennee,
 * tullee… tehhään"; Wikipedia: "Meänkieli contains strong influences from Swedish"), Komi (Lytkin and Timushev's
 * grammar: "ӧтик… кык… куим… нёль… вит… дас… кызь… комын… дас ӧти ′одиннадцать′, дас кык ′двенадцать′"), Cook Islands
 * Māori (Hutt City Libraries' booklet: "ONE: TA'I TWO: RUA THREE: TORU FOUR: 'Ā FIVE: RIMA… TEN: TA'I NGA'URU"; J. J.
 * Large in 1902: "Ngaungauru ma rima, 15; literally 10 and 5. It is now, however, shorn of the first syllable") and
 * Acehnese (an Austronesian number list: "ACHEH: soh/sifar, sa, duwa, lhee, peuet, limong, nam, tujoh, lapan,
 * sikureueng, siploh"), with Mirandese written from the labeller's own knowledge (the 1999 orthographic convention of
 * Miranda do Douro; "dieç, doze, quinze, binte, trinta… bezes") and the descriptions of the moves written from the
 * labeller's own knowledge of these languages: a knee pain video whose chapters are a viewer's lower-case comment
 * pasted in with a credit line ("Timestamps (thanks to @ravi.k for these 🙏):", "wall sit – she says 30 sec x 3",
 * "spanish squat w/ a belt round a pole 5 x 45s"), with an "edit:" line carrying a clock; a follow-along hip session
 * with every set its own chapter ("Glute bridge – set 1/3 (12 reps)", "– set 2/3", "– set 3/3"), each later set
 * continuing its move; a shoulder programme pasted from a spreadsheet with a tab between the columns and a header row
 * ("TIME EXERCISE SETS REPS HOLD BAND"); an Achilles loading programme with clocks inside the chapter titles ("5 × 45 s
 * (= 3:45 under tension)", "3 × 15 – rest 2:00 between") and in the prose; a Q&A whose chapter titles are the viewers'
 * questions in quotes with the answer after an arrow ('"It's stiff first thing in the morning…" → knee rocks, 10 each
 * side'); a hip replacement patient's story with talk chapters, "3 by 10", "bad leg only" and the stairs rule; a
 * mobility class written in minute blocks only ("Min 5–12 · leg swings 10 each way"); an interval timer export ("WORK
 * 2/5 · Standing knee-to-elbow (0:40)", "REST (0:20)"); a Pajala physiotherapist's shoulder programme in Meänkieli (new
 * language) after "⤷" with "n. harjotus:" labels, every move described, the Swedish name in brackets, and the dose in
 * Meänkieli number words ("viistoista kertaa", "kymmenen kertaa", "kaks settiä, kaksitoista kertaa", "pie viis
 * sekuntia, kymmenen kertaa", "kolmekymmentä sekuntia"); a Miranda do Douro physiotherapist's knee programme in
 * Mirandese (new language) with start–end ranges joined by a tilde ("0:45 ~ 2:05 ⧫ Purmeiro –"), every move described,
 * and the dose in Mirandese number words ("aguantai cinco segundos, dieç bezes", "dieç bezes cada pierna", "dues séries
 * de doze", "quinze bezes cada pierna", "trinta segundos"); a Syktyvkar physiotherapist's neck programme in Komi (new
 * language) after "‣" with ordinal labels ("Медводдза –", "Мӧд –"… "Витӧд –"), Russian words with Komi endings
 * ("подбородоксӧ"), and the dose in Komi number words ("вит секунд кут, дас пӧв", "кызь секунд быд бокӧ", "дас пӧв быд
 * бокӧ", "комын секунд быд бокӧ", "кык подход, дас кык пӧв"); a Rarotonga physio's balance class for elders in Cook
 * Islands Māori (new language) after "ᐅ" with "Ko te ta'i –"… "Ko te rima –" labels (rima is also the hand: "tu ki
 * runga kare e rima"), and the dose in Cook Islands Māori number words ("toru nga'uru tekona", "rua nga'uru tekona ki
 * te vae tāta'i", "ta'i nga'uru taime", "ta'i nga'uru ma rima taime", "toru taime"); a Banda Aceh physiotherapist's hip
 * programme in Acehnese (new language) with "00:00" clocks after which "⊳" and "Gerakan phôn –"… "Gerakan keulimong –"
 * labels, and the dose in Acehnese number words ("limong blah go bak tiep blah", "tahan lhee detik, siploh go", "dua
 * set, dua blah go bak tiep blah", "duaploh go", "lhèeploh detik bak tiep blah", where "blah" is both the side and the
 * teen) — and three traps whose valid chapter lists hold no exercise done by a person but millimetres, coats, hours,
 * degrees, twists, sides, minutes, kneeling, guards, passes, flicks, seconds, strokes per tooth and exercise words: a
 * shower wall tiling video ("Adhesive: 10 mm trowel at 45°", "Press and twist each tile, 2 mm spacers each side",
 * "Grout: push it in diagonally, wait 20 min, sponge twice", "My knees after 6 hours kneeling"), a barber's mid skin
 * fade tutorial ("Lever closed, half, open – 3 passes per section", "Flick out at the guideline, 10–15 little flicks",
 * "Blend the line – hold the skin tight, 20 seconds a patch", "mirror both sides") and a chainsaw sharpening guide
 * ("Filing: 30° angle, 3 strokes per tooth, push only", "Every second tooth, then flip and do the other side", "Rakers:
 * flat file, 2–3 strokes", "pull it round by hand"). Each case names activities in passing (stairs, a game of bowls,
 * hills and a head torch, "Hiihosta ja moottorikelkasta", "la dança de ls pauliteiros i l fút-bol", "Лыжи да футбол",
 * "te ura e te 'oe vaka", "Seudati ngon bola kaki") that must not start a segment.
 *
 * Labels: `type` is a common standard exercise name in lower case English when the move is a standard exercise (named
 * in any language, by a common variant or described: "clamshells" the clamshell, "side lying leg lifts" and "Side-lying
 * leg raise" the side lying hip abduction, "step downs off the bottom stair" the step down, "Scapular setting" the
 * scapular squeeze, "Band external rotation" the external rotation with band, "Double to single heel drop" the
 * eccentric heel drop, "knee rocks" the lower trunk rotation, "the sphinx" the sphinx, "hip hinge practice with a
 * broomstick" the hip hinge, "Glute squeezes" the glute sets, "Bridges" the glute bridge, "Squat to chair" the squat,
 * Meänkieli "Pyörittele olkapäitä takaperin" (roll the shoulders backwards) the shoulder roll, "Sormila seinää ylös"
 * (up the wall with the fingers) the wall walk, "pie keppiä molemila käsilä ja nosta pään yli" (hold a stick in both
 * hands and lift it over the head) lying down the shoulder flexion with stick, "Vettä lapaluut yhtheen" (pull the
 * shoulder blades together) the scapular squeeze, "Seiso oviaukossa… nojaa etheenpäin" (stand in the doorway, lean
 * forward) the doorway pec stretch, Mirandese "toalha anrolhada debaixo de l juolho, apertai l juolho pa baixo" (a
 * rolled towel under the knee, press the knee down) the quad sets, "l outro juolho drobado, lebantai la pierna bien
 * dreita" (the other knee bent, lift the leg straight) the straight leg raise, "Agarrado a ua cadeira, drobai un
 * cachico ls juolhos i subi" (holding a chair, bend the knees a little and come up) the mini squat, "Subi i baixai un
 * degrau" (step up and down a step) the step up, "Costas a la parede, drobai ls juolhos" (back to the wall, bend the
 * knees) the wall sit, Komi "подбородоксӧ бӧрӧ кыск" (pull the chin back) the chin tuck, "Юртӧ лэдз пельпом дінӧ"
 * (lower the head to the shoulder) the neck side bend, "бергӧдчы веськыдвылӧ да шуйгавылӧ" (turn right and left) the
 * neck rotation, "Нырнад кунь дінӧ видзӧд, кинад юрсӧ ньӧжйӧ лэдз" (look at the armpit, lower the head with the hand)
 * the levator scapulae stretch, "Пельпомъяс кыпӧд пельяс дінӧ" (lift the shoulders to the ears) the shoulder shrug,
 * Cook Islands Māori "te vae ta'i i mua i te vae ta'i, mei runga i te taura" (one foot in front of the other, as on a
 * rope) standing the tandem stance, "Tu i runga i te vae ta'i" (stand on one foot) the single leg balance, "Noo ki
 * runga i te tūru, tu ki runga kare e rima" (sit on the chair, stand up without the hands) the sit to stand, "tu ki
 * runga i te mata vae" (stand up on the toes) the calf raise, "'Aere, te vae i mua i te vae" (walk, foot in front of
 * foot) the tandem walk, Acehnese "Éh ngon rusok, teuot dilipat, buka teuot" (lie on the side, knees bent, open the
 * knee) the clamshell, "Éh ngon rueng… peuangkat pinggul u ateuh" (lie on the back, lift the hips up) the glute bridge,
 * "Dong, mat bak kursi, peuangkat gaki u samping" (stand holding the chair, lift the leg to the side) the standing hip
 * abduction, "Duek bak kursi, dong tanpa jaroe" (sit on the chair, stand up without the hands) the sit to stand, "Teuot
 * sa bak lantai… dorong pinggul u keue" (one knee on the floor, push the hips forward) the hip flexor stretch),
 * otherwise the author's words ("isometric calf hold"); the clean title is the author's name for the move in plain
 * English letters, singular, without set counters, quotes, arrows, columns, brackets, setup or doses (a named English
 * standard title for the moves described in another language). A later set of the move just shown continues it ("+").
 * "3x12", "3 x 12", "2 × 15", "3 × 15", "3 × 12", "3 by 10", "2 by 8", "2 by 10", sets and reps in spreadsheet columns,
 * "set 1/3 (12 reps)" (three sets of twelve), "set 1/2 (10 each side)", "kaks settiä, kaksitoista kertaa", "dues séries
 * de doze", "кык подход, дас кык пӧв" and "dua set, dua blah go" are sets; "she says 30 sec x 3", "5 x 45s", "5 × 45
 * s", "3 × 20 s", "set 1/3 (40 s)" (three holds of forty seconds), "3 by 10, hold 5", "pie viis sekuntia, kymmenen
 * kertaa", "aguantai cinco segundos, dieç bezes", "вит секунд кут, дас пӧв" and "tahan lhee detik, siploh go" are reps
 * of a hold, a SETS column beside a HOLD column sets of that hold; "2 minutes", "(0:40)" of a WORK block and a timed
 * block in words are holds; "each leg", "each side", "kumpaaki", "cada pierna", "быд бокӧ", "ki te vae tāta'i" and "bak
 * tiep blah" are each; Meänkieli, Mirandese, Komi, Cook Islands Māori and Acehnese number words read as their numbers
 * (viis 5, kymmenen 10, kaksitoista 12, viistoista 15, kolmekymmentä 30, kaks 2; cinco 5, dieç 10, doze 12, quinze 15,
 * trinta 30, dues 2; вит 5, дас 10, дас кык 12, кызь 20, комын 30, кык 2; toru 3, ta'i nga'uru 10, ta'i nga'uru ma rima
 * 15, rua nga'uru 20, toru nga'uru 30; lhee 3, siploh 10, dua blah 12, limong blah 15, duaploh 20, lhèeploh 30, dua 2)
 * and "kertaa", "bezes", "пӧв", "taime" and "go" are times. The side of an operated or a "bad" leg names no side; the
 * rest between sets, the weeks, the ages, the frequencies, the time under tension, the pain scores, a chapter's own
 * length in brackets on a REST row, the minutes of a minute block, and the traps' millimetres, coats, hours, degrees,
 * minutes, guard numbers, passes, flicks, seconds, strokes, angles and gauges are no dose; each chapter line is its own
 * segment unless it is a later set of the move just shown ("+").
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesHeldOut31: DescriptionCaseSpec[] = [
  {
    name: 'desc-heldout31-pinned-comment-timestamps',
    note: 'A knee pain video whose chapter list is a viewer\'s pinned comment pasted back in with a credit line ("Timestamps (thanks to @ravi.k for these 🙏):"), lower case and casual, the doses in the viewer\'s words ("wall sit – she says 30 sec x 3", "step downs off the bottom stair, 10 each leg", "clamshells (with a band if u have one) 3x12", "spanish squat w/ a belt round a pole 5 x 45s"), and an "edit:" line that carries a clock.',
    title: 'Knee Pain on the Stairs? 6 Exercises for Patellofemoral Pain (Runner’s Knee)',
    duration: 700,
    text: `
      Sorry I forgot the chapters AGAIN 🙈 A lovely viewer wrote them in the comments so I've pasted them here. Do the exercises 3x a week and keep the pain under 3/10.

      Timestamps (thanks to @ravi.k for these 🙏):
      0:00 intro @@ .
      0:38 why stairs hurt (kneecap stuff) @@ .
      2:05 wall sit – she says 30 sec x 3 @@ wall sit | Wall sit | r3 h30 | LB
      3:20 step downs off the bottom stair, 10 each leg @@ step down | Step down | r10 each | LB
      4:45 side lying leg lifts 15 each side @@ side lying hip abduction | Side lying leg lift | r15 each | LB
      6:10 clamshells (with a band if u have one) 3x12 @@ clamshell | Clamshell | s3 r12 | LB
      7:30 spanish squat w/ a belt round a pole 5 x 45s @@ spanish squat | Spanish squat | r5 h45 | LB
      9:00 calf raises on the stair 20 @@ calf raise | Calf raise | r20 | LB
      10:15 when to stop + how often @@ .

      edit: at 6:10 she uses the green band, not the red one
    `,
  },
  {
    name: 'desc-heldout31-set-per-chapter',
    note: 'A follow-along hip session that gives every set its own chapter ("Glute bridge – set 1/3 (12 reps)", "Glute bridge – set 2/3", "Glute bridge – set 3/3", "Side-lying leg raise – set 1/2 (10 each side)", "Wall sit – set 1/3 (40 s)"): the dose is in the first set\'s chapter, and each later set continues its move.',
    title: 'Follow Along: Hip Strength – Every Set Filmed (Rest With Me)',
    duration: 720,
    text: `
      Every set is its own chapter so you can skip back to the one you're on. Rest 60 s between sets – the rest is inside the chapter.

      0:00 Warm-up chat @@ .
      0:50 Glute bridge – set 1/3 (12 reps) @@ glute bridge | Glute bridge | s3 r12 | LB
      2:05 Glute bridge – set 2/3 @@ +
      3:15 Glute bridge – set 3/3 @@ +
      4:25 Side-lying leg raise – set 1/2 (10 each side) @@ side lying hip abduction | Side lying leg raise | s2 r10 each | LB
      6:10 Side-lying leg raise – set 2/2 @@ +
      7:50 Wall sit – set 1/3 (40 s) @@ wall sit | Wall sit | r3 h40 | LB
      8:55 Wall sit – set 2/3 @@ +
      9:55 Wall sit – set 3/3 @@ +
      11:00 Well done + what to do next week @@ .
    `,
  },
  {
    name: 'desc-heldout31-spreadsheet-tabs',
    note: 'A shoulder impingement programme pasted from the clinic\'s spreadsheet, a tab between every column and a header row without a clock ("TIME EXERCISE SETS REPS HOLD BAND"), empty cells left as tabs or "–", the band colour in its own column; the sets, reps and hold come from the columns.',
    title: 'Shoulder Impingement Programme – Printable Sheet in the Description',
    duration: 600,
    text: `
      Copied straight from our clinic spreadsheet, so the columns are TIME, EXERCISE, SETS, REPS, HOLD and BAND. Do the programme once a day; a little ache is fine, sharp pain is not.

      TIME\tEXERCISE\tSETS\tREPS\tHOLD\tBAND
      0:00\tWelcome\t\t\t\t @@ .
      0:35\tScapular setting\t2\t10\t5 s\t– @@ scapular squeeze | Scapular setting | s2 r10 h5 | UB
      2:10\tSide-lying external rotation\t3\t12\t–\t– @@ side lying external rotation | Side lying external rotation | s3 r12 | UB
      3:50\tBand external rotation\t3\t15\t–\tyellow @@ external rotation with band | Band external rotation | s3 r15 | UB
      5:25\tWall slides\t2\t10\t–\t– @@ wall slide | Wall slide | s2 r10 | UB
      6:55\tSleeper stretch\t3\t–\t30 s\t– @@ sleeper stretch | Sleeper stretch | s3 h30 | UB
      8:20\tQuestions from last week\t\t\t\t @@ .
    `,
  },
  {
    name: 'desc-heldout31-stray-clocks-in-titles',
    note: 'An Achilles tendinopathy loading programme whose chapter titles carry clocks that are not chapters ("Isometric calf hold on a step – 5 × 45 s (= 3:45 under tension)", "Seated calf raise – 3 × 15, rest 2:00 between"), a tempo ("2 s up / 3 s down") and a pain rule, with more stray clocks in the prose ("Skip to 1:40", "form check at 6:45").',
    title: 'Achilles Tendinopathy Loading Programme – Stage 2 (Isometrics → Slow Heavy)',
    duration: 660,
    text: `
      Skip to 1:40 if you've seen my other Achilles videos ⏭ Watch the form check at 6:45 before you add any weight. Rest 2:00 between sets and keep the pain at 3/10 or less, the next morning included.

      0:00 Where you should be by now @@ .
      1:40 Isometric calf hold on a step – 5 × 45 s (= 3:45 under tension) @@ isometric calf hold | Isometric calf hold | r5 h45 | LB
      3:05 Seated calf raise – 3 × 15, rest 2:00 between @@ seated calf raise | Seated calf raise | s3 r15 | LB
      4:30 Double to single heel drop – 3 × 15 (Alfredson-style) @@ eccentric heel drop | Double to single heel drop | s3 r15 | LB
      5:50 Single-leg calf raise – 3 × 12, 2 s up / 3 s down @@ single leg calf raise | Single leg calf raise | s3 r12 | LB
      6:45 Form check: 3 common mistakes @@ .
      7:55 Pogo hops – 3 × 20 s (only if pain ≤ 3/10 at 24 h) @@ pogo hops | Pogo hop | r3 h20 | LB
      9:10 How to progress over the next 12 weeks @@ .
    `,
  },
  {
    name: 'desc-heldout31-viewer-questions',
    note: 'A low back Q&A whose chapter titles are the viewers\' questions in quotes with the answer after an arrow (\'"It\'s stiff first thing in the morning – what do I do before I get up?" → knee rocks, 10 each side\', \'"What can I do when it\'s bad?" → the sphinx, 2 minutes\'), some questions answered with talk only ("Should I just rest?", "How long until it\'s better?").',
    title: 'You Asked, I Answered: Low Back Pain Edition (One Exercise per Question)',
    duration: 600,
    text: `
      You sent me over 300 questions – here are the most common ones, each answered with one exercise. General advice, not a diagnosis: if you have numbness in the saddle area or trouble peeing, go to A&E.

      0:00 Hi + how this works @@ .
      0:45 "It's stiff first thing in the morning – what do I do before I get up?" → knee rocks, 10 each side @@ lower trunk rotation | Knee rock | r10 each | B
      2:10 "Sitting at my desk kills my back" → seated cat-cow, 8 slow @@ seated cat cow | Seated cat cow | r8 | B
      3:30 "Should I just rest?" @@ .
      4:40 "What can I do when it's bad?" → the sphinx, 2 minutes @@ sphinx | Sphinx | h120 | B
      6:00 "Is it OK to lift my kids?" → hip hinge practice with a broomstick, 10 @@ hip hinge | Hip hinge | r10 | B
      7:20 "My glutes are 'asleep'?" → glute bridges, 2 × 15 @@ glute bridge | Glute bridge | s2 r15 | LB
      8:35 "How long until it's better?" @@ .
    `,
  },
  {
    name: 'desc-heldout31-patient-story-3-by-10',
    note: 'A hip replacement patient\'s story with talk chapters around the exercises, doses in the "3 by 10" jargon ("Heel slides – 3 by 10, operated leg", "Glute squeezes – 3 by 10, hold 5", "Bridges (the ones she hated) – 2 by 8", "Standing hip abduction at the kitchen sink – 3 by 10, bad leg only"), the stairs rule as a talk chapter ("up with the good, down with the bad"), and the patient\'s age, weeks and frequency in the prose.',
    title: "Hip Replacement, 12 Weeks Later – Margaret's Story + the 5 Exercises That Got Her Back to Bowls",
    duration: 720,
    text: `
      Margaret (82) had her left hip replaced in March. She did her exercises 3 by 10, twice a day, and was back on the bowling green at week 12. Her words, not mine: "I hated the bridges."

      0:00 Meet Margaret @@ .
      0:50 Margaret's story: from 2 steps with a frame to a full game of bowls @@ .
      3:10 Heel slides – 3 by 10, operated leg @@ heel slides | Heel slide | s3 r10 | LB
      4:30 Glute squeezes – 3 by 10, hold 5 @@ glute sets | Glute squeeze | s3 r10 h5 | LB
      5:45 Bridges (the ones she hated) – 2 by 8 @@ glute bridge | Bridge | s2 r8 | LB
      7:00 Standing hip abduction at the kitchen sink – 3 by 10, bad leg only @@ standing hip abduction | Standing hip abduction | s3 r10 | LB
      8:20 Stairs: up with the good, down with the bad @@ .
      9:30 Step-ups – 2 by 10, leading with the new hip @@ step up | Step up | s2 r10 | LB
      10:40 Margaret's tips (and her hip precautions) @@ .
    `,
  },
  {
    name: 'desc-heldout31-minute-blocks-not-chapters',
    note: 'A recorded live mobility class for runners whose only plan is written in minute blocks ("Min 0–5 · easy walk + arm swings", "Min 5–12 · leg swings 10 each way, hip circles", "Min 12–20 · world\'s greatest stretch 5 each side, couch stretch 45 s each"): no line starts with a timestamp, so YouTube shows no chapters; no captions.',
    title: '30-Minute Mobility Class for Runners (Recorded Live, Tuesday Club Night)',
    duration: 1860,
    text: `
      Recorded live at Tuesday club night – thanks to everyone who came out in the rain! Here's the plan we followed:

      Min 0–5 · easy walk + arm swings
      Min 5–12 · leg swings 10 each way, hip circles
      Min 12–20 · world's greatest stretch 5 each side, couch stretch 45 s each
      Min 20–26 · calf raises 2 × 20, tib raises 2 × 15
      Min 26–30 · breathing + cool-down

      Next week: hills. Bring a head torch.
    `,
  },
  {
    name: 'desc-heldout31-interval-timer-export',
    note: 'A low-impact interval workout whose chapter list was exported from an interval timer app, a row for every block with its length in brackets ("0:00 GET READY (0:30)", "0:30 WORK 1/5 · Squat to chair (0:40)", "1:10 REST (0:20)"): each WORK row is its move held for the block, each REST and the set-up rows are talk.',
    title: '6-Minute Low-Impact Interval Workout (No Jumping) – Timer on Screen',
    duration: 370,
    text: `
      Exported straight from my interval timer app, so every work and rest block is a chapter. 40 s work / 20 s rest. Replay it 2–3 times if you want a longer workout.

      0:00 GET READY (0:30) @@ .
      0:30 WORK 1/5 · Squat to chair (0:40) @@ squat | Squat to chair | h40 | LB
      1:10 REST (0:20) @@ .
      1:30 WORK 2/5 · Standing knee-to-elbow (0:40) @@ standing knee to elbow | Standing knee to elbow | h40 | C
      2:10 REST (0:20) @@ .
      2:30 WORK 3/5 · Reverse lunge (0:40) @@ reverse lunge | Reverse lunge | h40 | LB
      3:10 REST (0:20) @@ .
      3:30 WORK 4/5 · Wall push-up (0:40) @@ wall push up | Wall push up | h40 | UB
      4:10 REST (0:20) @@ .
      4:30 WORK 5/5 · March on the spot (0:40) @@ standing march | March on the spot | h40 | LB
      5:10 COOL DOWN (1:00) @@ .
    `,
  },
  {
    name: 'desc-heldout31-meankieli-olka',
    note: 'A Pajala physiotherapist\'s shoulder programme in Meänkieli (new language) after "⤷" with "n. harjotus:" labels, every move described, the Swedish name in brackets, and the dose in Meänkieli number words ("viistoista kertaa", "kymmenen kertaa", "kaks settiä, kaksitoista kertaa", "pie viis sekuntia, kymmenen kertaa", "kolmekymmentä sekuntia"); welcome, advice and thanks chapters, and skiing and the snowmobile named in the prose.',
    title: 'Olka kipiä? Viis harjotusta kotona | Fysioterapeutti Pajalasta (meänkielelä)',
    duration: 540,
    text: `
      Harjotukset olkapäile. Jos käsi puutuu tahi kipu kasvaa, mene toktorhiin. Hiihosta ja moottorikelkasta puhuthaan toisessa viteossa.

      0:00 ⤷ Tervetuloa kaikile! @@ .
      0:35 ⤷ 1. harjotus: Pyörittele olkapäitä takaperin – viistoista kertaa (axelrullning) @@ shoulder roll | Shoulder roll | r15 | UB
      1:50 ⤷ 2. harjotus: Sormila seinää ylös niin korkeele ko pääset – kymmenen kertaa (fingrarna upp för väggen) @@ wall walk | Wall walk | r10 | UB
      3:20 ⤷ 3. harjotus: Makkaa selälä, pie keppiä molemila käsilä ja nosta pään yli – kaks settiä, kaksitoista kertaa (käpplyft) @@ shoulder flexion with stick | Shoulder flexion with stick | s2 r12 | UB
      4:45 ⤷ 4. harjotus: Vettä lapaluut yhtheen – pie viis sekuntia, kymmenen kertaa (skulderbladen ihop) @@ scapular squeeze | Scapular squeeze | r10 h5 | UB
      6:05 ⤷ 5. harjotus: Seiso oviaukossa, käsivarret karmia vasten, nojaa etheenpäin – kolmekymmentä sekuntia (stretch i dörröppningen) @@ doorway pec stretch | Doorway pec stretch | h30 | UB
      7:30 ⤷ Neuvoja @@ .
      8:20 ⤷ Kiitos ja hyvästi! @@ .
    `,
  },
  {
    name: 'desc-heldout31-mirandese-juolho',
    note: 'A Miranda do Douro physiotherapist\'s knee programme in Mirandese (new language), each line a start–end range joined by a tilde before "⧫" ("0:45 ~ 2:05 ⧫ Purmeiro –"… "Quinto –"), every move described, and the dose in Mirandese number words ("aguantai cinco segundos, dieç bezes", "dieç bezes cada pierna", "dues séries de doze", "quinze bezes cada pierna", "trinta segundos"); welcome and advice chapters, and the pauliteiros\' dance and football named in the prose.',
    title: 'Dolor ne l juolho? Cinco eisercícios an casa | Fisioterapeuta de Miranda (an mirandés)',
    duration: 520,
    text: `
      Eisercícios pa l juolho. Se l juolho anchar ou la dor crecer, ide al médico. La dança de ls pauliteiros i l fút-bol falamos noutro bídeo.

      0:00 ~ 0:45 ⧫ Bien benidos! @@ .
      0:45 ~ 2:05 ⧫ Purmeiro – Sentado na cama, toalha anrolhada debaixo de l juolho, apertai l juolho pa baixo – aguantai cinco segundos, dieç bezes @@ quad sets | Quad sets | r10 h5 | LB
      2:05 ~ 3:30 ⧫ Segundo – Deitado de costas, l outro juolho drobado, lebantai la pierna bien dreita – dieç bezes cada pierna @@ straight leg raise | Straight leg raise | r10 each | LB
      3:30 ~ 5:00 ⧫ Terceiro – Agarrado a ua cadeira, drobai un cachico ls juolhos i subi – dues séries de doze @@ mini squat | Mini squat | s2 r12 | LB
      5:00 ~ 6:20 ⧫ Quarto – Subi i baixai un degrau de la scaleira – quinze bezes cada pierna @@ step up | Step up | r15 each | LB
      6:20 ~ 7:30 ⧫ Quinto – Costas a la parede, drobai ls juolhos cumo se stubíssedes sentados – trinta segundos @@ wall sit | Wall sit | h30 | LB
      7:30 ~ 8:40 ⧫ Cunselhos i até la próssima! @@ .
    `,
  },
  {
    name: 'desc-heldout31-komi-sjyli',
    note: 'A Syktyvkar physiotherapist\'s neck programme in Komi (new language) after "‣" with ordinal labels ("Медводдза –", "Мӧд –"… "Витӧд –"), every move described with Russian words taking Komi endings ("подбородоксӧ"), and the dose in Komi number words ("вит секунд кут, дас пӧв", "кызь секунд быд бокӧ", "дас пӧв быд бокӧ", "комын секунд быд бокӧ", "кык подход, дас кык пӧв"); welcome, advice and thanks chapters, and skiing and football named in the prose.',
    title: 'Сьылі висьӧ? Вит упражнение гортын | Физиотерапевт Сыктывкарысь (коми кывйӧн)',
    duration: 540,
    text: `
      Сьылі да пельпомъяс вылӧ упражнениеяс. Ки кынмӧ либӧ висьӧм содӧ — мун врач дінӧ. Лыжи да футбол йылысь — мӧд видеоын.

      0:00 ‣ Видза оланныд! @@ .
      0:30 ‣ Медводдза – Пуксьы веськыда, подбородоксӧ бӧрӧ кыск — вит секунд кут, дас пӧв @@ chin tuck | Chin tuck | r10 h5 | N
      1:45 ‣ Мӧд – Юртӧ лэдз пельпом дінӧ — кызь секунд быд бокӧ @@ neck side bend | Neck side bend | h20 each | N
      2:55 ‣ Коймӧд – Ньӧжйӧник бергӧдчы веськыдвылӧ да шуйгавылӧ — дас пӧв быд бокӧ @@ neck rotation | Neck rotation | r10 each | N
      4:15 ‣ Нёльӧд – Нырнад кунь (подмышка) дінӧ видзӧд, кинад юрсӧ ньӧжйӧ лэдз — комын секунд быд бокӧ @@ levator scapulae stretch | Levator scapulae stretch | h30 each | N
      5:30 ‣ Витӧд – Пельпомъяс кыпӧд пельяс дінӧ, сэсся лэдз — кык подход, дас кык пӧв @@ shoulder shrug | Shoulder shrug | s2 r12 | UB
      6:40 ‣ Сӧветъяс @@ .
      7:50 ‣ Аттьӧ! Аддзысьлытӧдз! @@ .
    `,
  },
  {
    name: 'desc-heldout31-rarotongan-tu',
    note: 'A Rarotonga physio\'s balance class for elders in Cook Islands Māori (new language) after "ᐅ" with "Ko te ta\'i –"… "Ko te rima –" labels, every move described (rima is also the hand: "tu ki runga kare e rima"), and the dose in Cook Islands Māori number words ("toru nga\'uru tekona", "rua nga\'uru tekona ki te vae tāta\'i", "ta\'i nga\'uru taime", "ta\'i nga\'uru ma rima taime", "toru taime"); welcome, advice and thanks chapters, and dancing and canoe paddling named in the prose.',
    title: "Kia pakari te tu – 5 exercises no te au metua | Physio Rarotonga (reo Māori Kūki 'Āirani)",
    duration: 560,
    text: `
      Exercises no te tu meitaki, kia kore e topa. 'Apai i te tūru i te au taime. Ko te ura e te 'oe vaka, ka tuatua tatou i tetai atu video.

      0:00 ᐅ Kia orana e te au metua! @@ .
      0:45 ᐅ Ko te ta'i – Tu, te vae ta'i i mua i te vae ta'i, mei runga i te taura – toru nga'uru tekona @@ tandem stance | Tandem stance | h30 | LB
      2:00 ᐅ Ko te rua – Tu i runga i te vae ta'i, 'apai i te tūru – rua nga'uru tekona ki te vae tāta'i @@ single leg balance | Single leg balance | h20 each | LB
      3:20 ᐅ Ko te toru – Noo ki runga i te tūru, tu ki runga kare e rima – ta'i nga'uru taime @@ sit to stand | Sit to stand | r10 | LB
      4:35 ᐅ Ko te 'ā – 'Apai i te tūru, tu ki runga i te mata vae – ta'i nga'uru ma rima taime @@ calf raise | Calf raise | r15 | LB
      5:50 ᐅ Ko te rima – 'Aere, te vae i mua i te vae, mei te 'iku o te ro'i ki tetai 'iku – toru taime @@ tandem walk | Tandem walk | r3 | LB
      7:05 ᐅ Te au 'akakite'anga @@ .
      8:00 ᐅ Meitaki ma'ata, 'aere rā! @@ .
    `,
  },
  {
    name: 'desc-heldout31-acehnese-pinggul',
    note: 'A Banda Aceh physiotherapist\'s hip programme in Acehnese (new language) with "00:00" clocks, "⊳" and "Gerakan phôn –", "Gerakan keudua –"… "Gerakan keulimong –" labels, every move described, and the dose in Acehnese number words ("limong blah go bak tiep blah", "tahan lhee detik, siploh go", "dua set, dua blah go bak tiep blah", "duaploh go", "lhèeploh detik bak tiep blah", where "blah" is both the side and the teen); welcome, advice and thanks chapters, and the Seudati dance and football named in the prose.',
    title: 'Sakét pinggul? Limong gerakan di rumoh | Fisioterapis Banda Aceh (bahasa Acèh)',
    duration: 560,
    text: `
      Gerakan keu pinggul ureueng chik. Meunyoe sakét that atawa gaki keubah, jak u dokter. Seudati ngon bola kaki, ta peugah bak video laén.

      00:00 ⊳ Assalamualaikum, peue haba? @@ .
      00:50 ⊳ Gerakan phôn – Éh ngon rusok, teuot dilipat, buka teuot lagée kulét kerang – limong blah go bak tiep blah @@ clamshell | Clamshell | r15 each | LB
      02:10 ⊳ Gerakan keudua – Éh ngon rueng, gaki bak lantai, peuangkat pinggul u ateuh – tahan lhee detik, siploh go @@ glute bridge | Glute bridge | r10 h3 | LB
      03:30 ⊳ Gerakan keulhee – Dong, mat bak kursi, peuangkat gaki u samping – dua set, dua blah go bak tiep blah @@ standing hip abduction | Standing hip abduction | s2 r12 each | LB
      04:55 ⊳ Gerakan keupeuet – Duek bak kursi, dong tanpa jaroe, lheuh nyan duek lom – duaploh go @@ sit to stand | Sit to stand | r20 | LB
      06:10 ⊳ Gerakan keulimong – Teuot sa bak lantai, gaki laén u keue, dorong pinggul u keue – lhèeploh detik bak tiep blah @@ hip flexor stretch | Hip flexor stretch | h30 each | LB
      07:25 ⊳ Nasihat @@ .
      08:30 ⊳ Teurimong geunaséh! @@ .
    `,
  },
  {
    name: 'desc-heldout31-trap-shower-wall-tiling',
    note: 'A DIY shower wall tiling video, with a valid chapter list and no exercise done by a person, whose chapters give coats, hours, millimetres, degrees, twists, sides, attempts, minutes and kneeling ("Adhesive: 10 mm trowel at 45°, comb in one direction", "Press and twist each tile, 2 mm spacers each side", "Grout: push it in diagonally, wait 20 min, sponge twice", "My knees after 6 hours kneeling – get pads!"); no captions.',
    title: 'How to Tile a Shower Wall – Beginner DIY (Metro Tiles, Start to Finish)',
    duration: 1320,
    text: `
      Tools: 10 mm notched trowel, 2 mm spacers, spirit level, rubber float, sponge and two buckets. Leave it 24 h before grouting.

      0:00 Why I'm doing this myself @@ .
      0:55 Prep: prime the board, 2 coats, 1 h between @@ .
      3:10 Batten + laser line – start from the 2nd row @@ .
      5:40 Adhesive: 10 mm trowel at 45°, comb in one direction @@ .
      8:20 Press and twist each tile, 2 mm spacers each side @@ .
      11:45 Cutting round the mixer valve (3 attempts 😅) @@ .
      15:30 Grout: push it in diagonally, wait 20 min, sponge twice @@ .
      19:10 My knees after 6 hours kneeling – get pads! @@ .
    `,
  },
  {
    name: 'desc-heldout31-trap-barber-skin-fade',
    note: 'A barber\'s mid skin fade tutorial, with a valid chapter list and no exercise done by a person, whose chapters give guard numbers, sides, passes, flicks, seconds and lifts ("Debulk with a #2, against the grain", "Lever closed, half, open – 3 passes per section", "Flick out at the guideline, 10–15 little flicks", "Blend the line – hold the skin tight, 20 seconds a patch", "Scissor over comb on top – lift and cut"); no captions.',
    title: 'Mid Skin Fade – Step by Step for Beginners (Clipper Guards Explained)',
    duration: 1950,
    text: `
      Guards used: 0.5, 1, 1.5, 2, and a 3 on top. Lever: closed → half → open. Takes me about 35 min – don't rush the blend.

      0:00 Consultation: how high do you want it? @@ .
      1:20 Guideline with the trimmers – both sides level @@ .
      4:05 Debulk with a #2, against the grain @@ .
      7:30 Lever closed, half, open – 3 passes per section @@ .
      11:15 Flick out at the guideline, 10–15 little flicks @@ .
      15:40 Blend the line – hold the skin tight, 20 seconds a patch @@ .
      20:30 Lineup + neck taper, mirror both sides @@ .
      25:00 Scissor over comb on top – lift and cut @@ .
      29:10 Hot towel + final check @@ .
    `,
  },
  {
    name: 'desc-heldout31-trap-chainsaw-sharpening',
    note: 'A chainsaw chain sharpening guide, with a valid chapter list and no exercise done by a person, whose chapters give degrees, strokes per tooth, pushes, sides, flips, strokes and pulls ("Filing: 30° angle, 3 strokes per tooth, push only", "Every second tooth, then flip and do the other side", "Rakers: flat file, 2–3 strokes, check with the gauge", "Tension: pull it round by hand, snap test"); no captions.',
    title: 'Sharpen Your Chainsaw Chain by Hand – File Guide, Angles & Rakers',
    duration: 1080,
    text: `
      I use a 4.8 mm round file for .325 chain, a flat file and a depth gauge tool. Gloves on, chain brake on, bar in a vice.

      0:00 Is it blunt? (dust vs chips) @@ .
      1:45 Bar in the vice, chain brake on @@ .
      3:20 Mark your first tooth with a marker pen @@ .
      4:30 Filing: 30° angle, 3 strokes per tooth, push only @@ .
      8:50 Every second tooth, then flip and do the other side @@ .
      12:10 Rakers: flat file, 2–3 strokes, check with the gauge @@ .
      14:40 Tension: pull it round by hand, snap test @@ .
      16:30 Test cut – chips, not dust @@ .
    `,
  },
];
