/**
 * Twenty-first held-out batch (heldout21), written before the engine was run on it even once: never tuned on. Formats
 * the earlier batches did not use, after searching public physio home-exercise printouts in clinical shorthand ("QS
 * x10, 5" hold", "SLR 2x10 R LE", "TKE c TB", "HEP BID", "f/u 1/52"), programme spreadsheets, cycling-club Discord
 * channels, rotator cuff repair protocols, church fitness groups, equine physiotherapy homework ("carrot stretches",
 * "hold for 5-15 seconds", "Repeat this routine 3 times"), Hanon's "virtuoso pianist" exercises, beginners' French
 * lessons and Papiamento, Breton, Quechua and Sesotho health pages: an ACL programme pasted from a spreadsheet as
 * comma-separated values under a header row ("Start,Exercise,Sets,Reps,Hold (s),Side,Notes", "2:30,Straight leg
 * raise,3,10,,Left,operated leg only"), quoted notes holding commas and numbers ("swelling 0/3, pain 1/10", "0–60°
 * only", "15 cm step"); a knee replacement home programme in a physio's abbreviations, with a key above the list ("QS
 * x10, 5" hold R LE", "LAQ 2x10 R LE, 3" hold at top", "Ankle pumps x20 B", "Seated HS str 3x30" B", "TKE c TB 2x15 R
 * LE", "Plan: HEP BID, ice 20' after, f/u 1/52"); a cycling club's off-bike session still inside the Discord code fence
 * ("```") with the dose in a column and a "//" comment after it ("3 x 8/side // slow, back flat", "3 x 10 // = 5 each
 * leg", "// bw only, no DBs yet", "Zwift group ride sat 9:00"); a rotator cuff repair list with a progress bar on every
 * chapter ("▰▰▰▱▱▱▱ Wand flexion lying down – 10, hold 5 s at the top", "5 × 10 s"); a church seniors' chair class with
 * a Bible verse on every line whose chapter-and-verse numbers look like clocks ("Isaiah 40:31", "Psalm 121:1", "Hebrews
 * 12:1", "Numbers 6:24–26"); a Papiamento neck and shoulder programme with the dose first in square brackets ("[10
 * biaha]", "[20 sekònde pa kada banda]", "[2 seri di 10]", "[10 biaha ku kada brasa]", "manera Nanzi", new), a Breton
 * and French back programme with both languages on each line and the dose after "➜" ("10 gwech / 10 fois", "20 eilenn
 * bep tu / 20 secondes de chaque côté", "10 gwech, div wech / 10 fois, deux fois", new), a Quechua falls-prevention
 * class for elders with Spanish glosses in brackets and ordinal words ("Hukñiqin –", "chunka pichqayuq segundo sapa
 * chakipi", "chunka kuti, iskay kuti", "chunka thatkiy", "pusaq kuti sapa chakipi", new) and a Sesotho hip programme
 * ("Boikwetliso ba 1:", "makgetlo a 10", "makgetlo a 12 leoto ka leng", "disete tse 2 tsa makgetlo a 10", "metsotswana
 * e 30 lehlakore ka leng", new) — and three traps whose valid chapter lists hold no exercise done by a person but reps,
 * holds, sets and exercise names: Hanon piano exercises ("Exercise 1 – hands separately, 60 bpm, 4 times", "repeat each
 * bar 10 times", "hold the top note 2 beats", "108 bpm, 2 sets"), a French lesson on the verb "faire" ("Exercise 2 –
 * listen and repeat 3 times", "Exercise 3 – "Je fais des squats" or "Je fais du vélo"?") and an equine physio's carrot
 * stretches for a horse ("Chin to chest – hold 5 s, 3 times", "Nose to girth – 10 s each side", "Belly lifts (back
 * raises) – 5 reps", "Tail pulls – 3 × 10 s").
 *
 * Labels: `type` is a common standard exercise name in lower case English when the move is a standard exercise (named
 * in any language, by a common variant or an abbreviation, or described: "QS" is the quad sets, "SLR" the straight leg
 * raise, "LAQ" the long arc quad, "HS str" the hamstring stretch, "TKE c TB" the terminal knee extension, "glute bridge
 * march" the marching bridge, "bulgarian split sq" the bulgarian split squat, "Pendulums" the pendulum, "Wand flexion
 * lying down" the wand shoulder flexion, "Heel raises at the chair" the calf raise, "Chest stretch, hands behind your
 * back" the chest stretch, Papiamento "Drai bo skoudernan patras" (roll your shoulders back) the shoulder roll, "Baha
 * bo orea na direkshon di bo skouder" (lower your ear towards your shoulder) the neck side bend, "Primi bo
 * skouderblatnan huntu" (squeeze your shoulder blades together) the scapular squeeze, "laga bo brasa kolga i hasi
 * sirkel chikitu" (let your arm hang and make small circles) the pendulum and fingers climbing the wall "manera Nanzi"
 * (like Anansi the spider) the wall walk, Breton "Ar pont" (the bridge) the glute bridge, "Ar c'hazh hag ar vuoc'h"
 * (the cat and the cow) the cat cow, "Glin ouzh ar vruched" (knee to the chest) the knee to chest, "Brec'h ha gar
 * a-enep" (opposite arm and leg) the bird dog, "Poz ar bugel" (the child's posture) the child's pose, Quechua "Sayay
 * huk chakillapi" (stand on one foot) the single leg balance, "Tiyanamanta hatariy, hinaspa tiyakuy" (get up from the
 * chair, then sit) the sit to stand, "Chaki puntapi sayay" (stand on tiptoe) the calf raise, walking with one foot in
 * front of the other the tandem walk and circling the foot sitting the ankle circles, Sesotho "Robala ka mokokotlo, o
 * phahamise letheka" (lie on your back, lift the hips) the glute bridge, "Robala ka lehlakore, o phahamise leoto le ka
 * hodimo" (lie on your side, lift the top leg) the side lying hip abduction, "Ema ka morao ho setulo, o ise leoto ka
 * morao" (stand behind the chair, take the leg back) the standing hip extension, "Dula setulong, o eme, o dule hape"
 * (sit on the chair, stand, sit again) the sit to stand and the stretch of the front of the hip kneeling the hip flexor
 * stretch), otherwise the author's words; the clean title is that name in plain English letters, without spreadsheet
 * cells, abbreviations, code fences, comments, progress bars, verses, bracketed doses or glosses. In the spreadsheet,
 * the Sets, Reps and Hold (s) cells give the dose (a Sets cell of 1 is one set; "Hold (s)" 600 on the bike is a 600 s
 * hold) and the Side cell "Left" or "Each" the side; in the shorthand, "x10" is 10 reps, "5"" a 5 s hold, "3x30"" 3
 * reps of a 30 s hold, "R LE" the right side, "B" (both) on the hamstring stretch, done one leg at a time, each side,
 * and on the ankle pumps, done with both feet at once, side "both"; "3 x 8/side" is 3 sets of 8 each side and "2 x
 * 30s/side" 2 sets of a 30 s hold each side; "3 x 10 // = 5 each leg" on the alternating marching bridge is 3 sets of
 * 10 with no side; "5 × 10 s" is 5 reps of a 10 s hold; "20 s, 3 times" is 3 reps of a 20 s hold; "10 gwech, div wech"
 * (10 times, twice) and "chunka kuti, iskay kuti" are 2 sets of 10; "chunka thatkiy" (10 steps) is 10 reps; "pa kada
 * banda", "ku kada brasa", "bep tu", "sapa chakipi", "leoto ka leng" and "lehlakore ka leng" are each; a timed block
 * ("1 min", "30 eilenn", "1 minüt") is a hold. Pain and swelling scores, degrees, step heights, band colours, "(AAROM
 * with strap)", "WBAT", "ice 20'", "f/u 1/52", "BID", "2–3× a week", hours on the bike, the Discord comments, "(stop at
 * the twinge)", verse numbers, the Spanish glosses and the traps' tempos, beats, sentences and the horse's holds are no
 * dose; each chapter line is its own segment.
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesHeldOut21: DescriptionCaseSpec[] = [
  {
    name: 'desc-heldout21-csv-spreadsheet-acl',
    note: 'An ACL programme pasted from a spreadsheet as comma-separated values under a header row ("Start,Exercise,Sets,Reps,Hold (s),Side,Notes"), the dose in the Sets, Reps and Hold (s) cells and the side in the Side cell ("Left", "Each"), with quoted notes holding commas and numbers ("swelling 0/3, pain 1/10", "0–60° only", "15 cm step", "10 min, no resistance") and empty cells.',
    title: 'ACL Rehab Phase 2 – My Physio’s Programme, Weeks 6–12 (Left Knee)',
    duration: 780,
    text: `
      My physio gave me my phase 2 programme as a spreadsheet, so I pasted it straight in. The timestamps are in the first column 👇

      Start,Exercise,Sets,Reps,Hold (s),Side,Notes
      0:00,Intro + knee check,,,,,"swelling 0/3, pain 1/10" @@ .
      1:10,Quad sets,1,10,5,,towel under the knee @@ quad sets | Quad sets | s1 r10 h5 | LB
      2:30,Straight leg raise,3,10,,Left,operated leg only @@ straight leg raise | Straight leg raise | s3 r10 left | LB
      4:05,Mini squats,3,12,,,"0–60° only" @@ mini squat | Mini squat | s3 r12 | LB
      5:40,Step-ups,3,10,,Left,"15 cm step, slow down" @@ step up | Step up | s3 r10 left | LB
      7:15,Single leg balance,3,,30,Each,eyes open @@ single leg balance | Single leg balance | s3 h30 each | LB
      8:50,Hamstring curls (band),2,15,,Left,green band @@ hamstring curl | Hamstring curl | s2 r15 left | LB
      10:20,Stationary bike,1,,600,,"10 min, no resistance" @@ stationary bike | Stationary bike | s1 h600 | LB
      12:00,Questions for my physio,,,,, @@ .

      Not medical advice – this is MY programme from MY physio. Ask yours before copying it.
    `,
  },
  {
    name: 'desc-heldout21-hep-clinical-shorthand',
    note: 'A knee replacement home programme in a physio\'s clinical shorthand with a key above the list ("QS x10, 5" hold R LE", "SLR 2x10 R LE", "Heel slides x15 R LE (AAROM with strap)", "LAQ 2x10 R LE, 3" hold at top", "Ankle pumps x20 B", "Seated HS str 3x30" B", "TKE c TB 2x15 R LE"), "R LE" the right side, "B" both, and talk chapters in shorthand ("WBAT with walker", "HEP BID, ice 20\' after, f/u 1/52").',
    title: 'TKR Home Exercise Program – Week 2 Post-Op (PT Walkthrough)',
    duration: 660,
    text: `
      HEP reviewed in clinic today, pt consented to filming. Abbreviations as on your printout: R/L = right/left, B = both, LE = leg, x = reps, " = seconds hold, c = with, TB = theraband, BID = twice a day.

      0:00 Intro / precautions (WBAT with walker) @@ .
      0:55 QS x10, 5" hold R LE @@ quad sets | Quad sets | r10 h5 right | LB
      2:05 SLR 2x10 R LE @@ straight leg raise | Straight leg raise | s2 r10 right | LB
      3:20 Heel slides x15 R LE (AAROM with strap) @@ heel slides | Heel slides | r15 right | LB
      4:40 LAQ 2x10 R LE, 3" hold at top @@ long arc quad | Long arc quad | s2 r10 h3 right | LB
      6:05 Ankle pumps x20 B @@ ankle pumps | Ankle pumps | r20 both | LB
      7:10 Seated HS str 3x30" B @@ hamstring stretch | Hamstring stretch | r3 h30 each | LB
      8:35 TKE c TB 2x15 R LE @@ terminal knee extension | Terminal knee extension | s2 r15 right | LB
      9:50 Plan: HEP BID, ice 20' after, f/u 1/52 @@ .
    `,
  },
  {
    name: 'desc-heldout21-discord-code-fence',
    note: 'A cycling club\'s off-bike core and hip session copied from the club Discord, still inside the "```" code fence, with the dose in a column and a "//" comment after every line ("3 x 8/side // slow, back flat", "3 x 10 // = 5 each leg", "3 x 8/leg // bw only, no DBs yet", "2 x 45s/side // the one for 4 h on the bike") and a group-ride time of day in the last chapter ("Zwift group ride sat 9:00").',
    title: 'Off-Bike Core & Hips for Cyclists – Winter Session 1',
    duration: 660,
    text: `
      Copied from our club Discord (#winter-training), so it's still in the code block 😅 Do it 2–3× a week through the winter.

      \`\`\`
      0:00  intro + why off-bike work       // skip if you've seen ep. 0 @@ .
      0:45  dead bugs            3 x 8/side  // slow, back flat @@ dead bug | Dead bug | s3 r8 each | C
      2:30  side plank           2 x 30s/side // knees down = fine @@ side plank | Side plank | s2 h30 each | C
      4:10  glute bridge march   3 x 10      // = 5 each leg @@ marching bridge | Marching bridge | s3 r10 | LB
      5:50  bulgarian split sq   3 x 8/leg   // bw only, no DBs yet @@ bulgarian split squat | Bulgarian split squat | s3 r8 each | LB
      8:05  hip flexor stretch   2 x 45s/side // the one for 4 h on the bike @@ hip flexor stretch | Hip flexor stretch | s2 h45 each | LB
      9:40  outro + Zwift group ride sat 9:00 @@ .
      \`\`\`
    `,
  },
  {
    name: 'desc-heldout21-progress-bars-rotator-cuff',
    note: 'A rotator cuff repair programme for weeks 6 to 12 with a progress bar after every clock ("▰▰▰▱▱▱▱ Wand flexion lying down – 10, hold 5 s at the top"), doses after " – " ("1 min", "10", "5 × 10 s", "2 × 10", "5 (stop at the twinge)") and a preview chapter of what is not allowed yet.',
    title: 'Rotator Cuff Repair – Week 6 to 12 Exercises (Physio-Led) 💪',
    duration: 600,
    text: `
      Your surgeon's protocol comes first – check with your own team before starting these. The bars show how far through the video you are.

      0:00 ▱▱▱▱▱▱▱ Intro – what's allowed from week 6 @@ .
      0:50 ▰▱▱▱▱▱▱ Pendulums – 1 min @@ pendulum | Pendulum | h60 | UB
      2:05 ▰▰▱▱▱▱▱ Table slides – 10 @@ table slide | Table slide | r10 | UB
      3:20 ▰▰▰▱▱▱▱ Wand flexion lying down – 10, hold 5 s at the top @@ wand shoulder flexion | Wand shoulder flexion | r10 h5 | UB
      4:50 ▰▰▰▰▱▱▱ Isometric external rotation – 5 × 10 s @@ isometric external rotation | Isometric external rotation | r5 h10 | UB
      6:15 ▰▰▰▰▰▱▱ Scapular squeezes – 2 × 10 @@ scapular squeeze | Scapular squeeze | s2 r10 | UB
      7:30 ▰▰▰▰▰▰▱ Wall walks – 5 (stop at the twinge) @@ wall walk | Wall walk | r5 | UB
      8:45 ▰▰▰▰▰▰▰ Week 12 preview: bands & light weights (not yet!) @@ .
    `,
  },
  {
    name: 'desc-heldout21-faith-fitness-verses',
    note: 'A church seniors\' chair class with a Bible verse after "·" on every chapter, whose chapter-and-verse numbers look like clocks ("Isaiah 40:31", "Psalm 121:1", "Hebrews 12:1", "Psalm 28:7", "Romans 12:1", "Numbers 6:24–26"), the dose between the name and the verse ("1 min", "8", "2 × 10", "20 s, 3 times"); prayer and blessing chapters.',
    title: 'Faith & Fitness – Seniors Chair Class with Scripture (Wednesday Fellowship)',
    duration: 600,
    text: `
      Our Wednesday fellowship class in St Mark's hall. Each move comes with a verse to reflect on while you work. Go at your own pace, and sit down if you feel dizzy.

      0:00 Welcome + opening prayer @@ .
      1:30 Seated march – 1 min · Isaiah 40:31 "they shall walk, and not faint" @@ seated march | Seated march | h60 | LB
      3:00 Sit to stand – 8 · Psalm 121:1 @@ sit to stand | Sit to stand | r8 | LB
      4:35 Heel raises at the chair – 2 × 10 · Hebrews 12:1 @@ calf raise | Calf raise | s2 r10 | LB
      6:10 Arm raises – 10 · Psalm 28:7 @@ arm raises | Arm raises | r10 | UB
      7:25 Chest stretch, hands behind your back – 20 s, 3 times · Romans 12:1 @@ chest stretch | Chest stretch | r3 h20 | UB
      8:50 Closing blessing – Numbers 6:24–26 @@ .

      Tea and biscuits in the side room afterwards. All welcome!
    `,
  },
  {
    name: 'desc-heldout21-papiamento-nek-skouder',
    note: 'A Papiamento neck and shoulder programme for computer workers (new), every move described, with the dose first in square brackets after the clock ("[10 biaha]", "[20 sekònde pa kada banda]", "[2 seri di 10]", "[10 biaha ku kada brasa]", "[5 biaha]") and the wall walk "manera Nanzi" (like Anansi the spider); welcome, advice and thanks chapters.',
    title: 'Doló di nek i skouder? 5 ehersisio pa hasi na kas | Fisioterapeuta (na Papiamentu)',
    duration: 570,
    text: `
      Ehersisio simpel pa hende ku ta traha henter dia na kompiuter. Si e doló ta baha den bo brasa, bai serka dòkter.

      0:00 Bon bini! Kiko nos ta bai hasi awe @@ .
      0:45 [10 biaha] Drai bo skoudernan patras @@ shoulder roll | Shoulder roll | r10 | UB
      1:55 [20 sekònde pa kada banda] Baha bo orea na direkshon di bo skouder @@ neck side bend | Neck side bend | h20 each | N
      3:10 [2 seri di 10] Primi bo skouderblatnan huntu i abou @@ scapular squeeze | Scapular squeeze | s2 r10 | UB
      4:30 [10 biaha ku kada brasa] Inkliná, laga bo brasa kolga i hasi sirkel chikitu @@ pendulum | Pendulum | r10 each | UB
      5:50 [5 biaha] Laga bo dedenan subi riba muraya manera Nanzi @@ wall walk | Wall walk | r5 | UB
      7:05 Konseho pa bo trabou na kompiuter @@ .
      8:15 Masha danki i te otro biaha! @@ .
    `,
  },
  {
    name: 'desc-heldout21-breton-french-kein',
    note: 'A Breton and French low-back programme (Breton new) with both languages on every line, separated by " / ", numbered "1." to "5." after the clock and the dose after "➜" in both languages ("10 gwech / 10 fois", "20 eilenn bep tu / 20 secondes de chaque côté", "10 gwech, div wech / 10 fois, deux fois", "30 eilenn / 30 secondes"); welcome, advice and thanks chapters.',
    title: 'Poan-kein ? 5 embregadenn er gêr | Kinésithérapeute (e brezhoneg / en breton)',
    duration: 570,
    text: `
      Embregadennoù aes evit ar c'hein. / Des exercices simples pour le dos. Si la douleur descend dans la jambe, consultez un médecin.

      0:00 Degemer mat ! / Bienvenue ! @@ .
      0:40 1. Ar pont / Le pont ➜ 10 gwech / 10 fois @@ glute bridge | Glute bridge | r10 | LB
      1:55 2. Ar c'hazh hag ar vuoc'h / Le chat et la vache ➜ 8 gwech / 8 fois @@ cat cow | Cat cow | r8 | B
      3:10 3. Glin ouzh ar vruched / Genou à la poitrine ➜ 20 eilenn bep tu / 20 secondes de chaque côté @@ knee to chest | Knee to chest | h20 each | B
      4:30 4. Brec'h ha gar a-enep / Bras et jambe opposés ➜ 10 gwech, div wech / 10 fois, deux fois @@ bird dog | Bird dog | s2 r10 | B
      5:55 5. Poz ar bugel / Posture de l'enfant ➜ 30 eilenn / 30 secondes @@ child's pose | Child's pose | h30 | B
      7:10 Kuzulioù / Conseils @@ .
      8:20 Trugarez ha kenavo ! / Merci et au revoir ! @@ .
    `,
  },
  {
    name: 'desc-heldout21-quechua-machu-runakuna',
    note: 'A Quechua falls-prevention class for elders (new) with ordinal words before the move ("Hukñiqin –", "Iskayñiqin –"), a Spanish gloss in brackets after each described move and the dose in Quechua number words after " – " ("chunka pichqayuq segundo sapa chakipi", "chunka kuti", "chunka kuti, iskay kuti", "chunka thatkiy", "pusaq kuti sapa chakipi"); welcome, advice and thanks chapters.',
    title: 'Machu runakunapaq ruwaykuna – Equilibrio para adultos mayores (Quechua / Castellano)',
    duration: 540,
    text: `
      Kay ruwaykunaqa machu runakunapaqmi, ama urmanankupaq. (Estos ejercicios son para adultos mayores, para prevenir caídas.)

      0:00 Allinllachu! (¡Bienvenidos!) @@ .
      0:35 Hukñiqin – Sayay huk chakillapi (pararse en un pie) – chunka pichqayuq segundo sapa chakipi @@ single leg balance | Single leg balance | h15 each | LB
      1:50 Iskayñiqin – Tiyanamanta hatariy, hinaspa tiyakuy (pararse de la silla y sentarse) – chunka kuti @@ sit to stand | Sit to stand | r10 | LB
      3:05 Kimsañiqin – Chaki puntapi sayay (ponerse de puntillas) – chunka kuti, iskay kuti @@ calf raise | Calf raise | s2 r10 | LB
      4:30 Tawañiqin – Puriy, huk chakita huk chakip ñawpaqninpi churaspa (caminar con un pie delante del otro) – chunka thatkiy @@ tandem walk | Tandem walk | r10 | LB
      5:50 Pichqañiqin – Tiyasqa chakita muyuchiy (círculos con el pie, sentado) – pusaq kuti sapa chakipi @@ ankle circles | Ankle circles | r8 each | LB
      7:05 Yuyaykuna (consejos) @@ .
      8:00 Sulpayki! (¡Gracias!) @@ .
    `,
  },
  {
    name: 'desc-heldout21-sesotho-letheka',
    note: 'A Sesotho hip programme (new) with "Boikwetliso ba n:" labels, every move described, and the dose after " — " in Sesotho with digits ("makgetlo a 10", "makgetlo a 12 leoto ka leng", "disete tse 2 tsa makgetlo a 10", "metsotswana e 30 lehlakore ka leng"); welcome, advice and thanks chapters.',
    title: 'Bohloko ba letheka? Boikwetliso bo 5 ba lapeng | Physiotherapist (Sesotho)',
    duration: 570,
    text: `
      Boikwetliso bo bobebe bakeng sa letheka. Haeba bohloko bo eketseha, bona ngaka kapa physiotherapist.

      0:00 Rea le amohela! @@ .
      0:40 Boikwetliso ba 1: Robala ka mokokotlo, o phahamise letheka — makgetlo a 10 @@ glute bridge | Glute bridge | r10 | LB
      1:55 Boikwetliso ba 2: Robala ka lehlakore, o phahamise leoto le ka hodimo — makgetlo a 12 leoto ka leng @@ side lying hip abduction | Side lying hip abduction | r12 each | LB
      3:15 Boikwetliso ba 3: Ema ka morao ho setulo, o ise leoto ka morao — disete tse 2 tsa makgetlo a 10 @@ standing hip extension | Standing hip extension | s2 r10 | LB
      4:40 Boikwetliso ba 4: Dula setulong, o eme, o dule hape — makgetlo a 10 @@ sit to stand | Sit to stand | r10 | LB
      5:55 Boikwetliso ba 5: Otlolla mesifa ya ka pele ya letheka, lengole fatshe — metsotswana e 30 lehlakore ka leng @@ hip flexor stretch | Hip flexor stretch | h30 each | LB
      7:15 Dikeletso: tsamaya ka thupa haeba o e hloka @@ .
      8:20 Re a leboha! @@ .
    `,
  },
  {
    name: 'desc-heldout21-trap-hanon-piano',
    note: 'Hanon piano exercises with a valid chapter list and no physical exercise at all, whose chapters give exercise numbers, repeats, tempos, beats and sets ("Exercise 1 – hands separately, 60 bpm, 4 times", "Exercise 3 – repeat each bar 10 times", "Exercise 4 – hold the top note 2 beats", "Exercise 5 – full speed, 108 bpm, 2 sets", "Practice plan: 15 min a day"); no captions.',
    title: 'Hanon Exercises 1–5 – Daily Finger Workout for Piano (Slow Practice)',
    duration: 1140,
    text: `
      The first five exercises from Hanon's "The Virtuoso Pianist", played slowly with a metronome. Sheet music link below.

      0:00 Why Hanon? 60 exercises for finger strength @@ .
      1:25 Exercise 1 – hands separately, 60 bpm, 4 times @@ .
      4:10 Exercise 2 – the stretch between fingers 4 and 5 @@ .
      7:30 Exercise 3 – repeat each bar 10 times @@ .
      10:45 Exercise 4 – hold the top note 2 beats @@ .
      13:20 Exercise 5 – full speed, 108 bpm, 2 sets @@ .
      16:05 Wrist tension & posture at the keyboard @@ .
      17:40 Practice plan: 15 min a day @@ .
    `,
  },
  {
    name: 'desc-heldout21-trap-french-lesson-faire',
    note: 'A beginners\' French lesson on the verb "faire" with a valid chapter list and no physical exercise, whose chapters are numbered exercises with counts and repeats ("10 example sentences", "Exercise 1 – fill in the blanks (8 sentences)", "Exercise 2 – listen and repeat 3 times") and name sports and moves as vocabulary (Exercise 3: "Je fais des squats" or "Je fais du vélo"?); no captions.',
    title: "French for Beginners – Lesson 12: The Verb 'faire' (with Exercises)",
    duration: 1020,
    text: `
      Lesson 12 of our A1 French course. Download the workbook (PDF) to follow the exercises.

      0:00 Introduction @@ .
      0:50 Faire: the present tense (je fais, tu fais…) @@ .
      4:15 "Faire du sport" – 10 example sentences @@ .
      7:30 Exercise 1 – fill in the blanks (8 sentences) @@ .
      10:05 Exercise 2 – listen and repeat 3 times @@ .
      12:40 Exercise 3 – "Je fais des squats" or "Je fais du vélo"? @@ .
      15:20 Answers + homework (workbook p. 42) @@ .
    `,
  },
  {
    name: 'desc-heldout21-trap-equine-carrot-stretches',
    note: 'An equine physio\'s home programme of carrot stretches for a horse, with a valid chapter list whose chapters give holds, reps and sides ("Chin to chest – hold 5 s, 3 times", "Nose to girth – 10 s each side", "Belly lifts (back raises) – 5 reps", "Tail pulls – 3 × 10 s") but no exercise done by a person; no captions.',
    title: 'Carrot Stretches for Your Horse – Equine Physio Home Programme 🐴🥕',
    duration: 720,
    text: `
      Your horse's homework from the physio visit. Do these after exercise, when the muscles are warm, on a non-slip surface. Stop if your horse shows any sign of pain.

      0:00 Intro – why carrot stretches? @@ .
      0:55 Chin to chest – hold 5 s, 3 times @@ .
      2:20 Chin between the knees – hold 5 s, 3 times @@ .
      3:45 Chin between the fetlocks – hold 5 s, 3 times @@ .
      5:10 Nose to girth – 10 s each side @@ .
      6:35 Nose to hip – 10 s each side @@ .
      8:00 Belly lifts (back raises) – 5 reps @@ .
      9:30 Tail pulls – 3 × 10 s @@ .
      10:50 How often + when to call your physio @@ .
    `,
  },
];
