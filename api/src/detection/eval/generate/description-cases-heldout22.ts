/**
 * Twenty-second held-out batch (heldout22), written before the engine was run on it even once: never tuned on. Formats
 * the earlier batches did not use, after searching public study-break stretch pages and "study-gram" posts decorated
 * with kaomoji, hospital hip-replacement class sheets with tick boxes ("Tick each box when you have done it"), physio
 * channels' knee osteoarthritis programmes ("3 sets of 8", "10 each leg (use the bottom stair)"), masters-running
 * strength sessions written one number per set, truck-driver stretch pages ("Hold each stretch for 20 to 30 seconds",
 * "ten rolls forward, then ten backward"), Blender walk- and run-cycle tutorials ("4 key poses", "24 frames", "copy the
 * keyframe from frame 1 to the last frame to create a seamless loop"), touch-typing lessons ("aaa asa aaa asa x 3", "home
 * row keys", "wpm") and Romansh, Fijian, Shona, Asturian and Tigrinya pages: a kawaii desk-stretch list with a kaomoji
 * between every clock and name and the dose after " ~ " ("(｡•̀ᴗ-)✧ chin tucks ~ 10 (hold 3s)", "~ 30s x2", "~ 10 back, 10
 * forward"); a hospital hip-replacement class printout with ballot boxes before the clocks, some ticked ("☐ 0:50", "☑
 * 1:55", "☒"), the dose after "▸" ("20×", "10×, hold 5 s", "2 × 10") and a frequency after a second "▸" ("every hour
 * you're awake"), with hip precautions ("no bending past 90°") that are no dose; a physio channel's knee osteoarthritis
 * programme in the plainest common format ("Exercise 3: Sit to stand - 3 sets of 8"), with a comparison in a chapter
 * ("easier than a squat!"); a masters runners' strength session whose doses give one number per set, joined by middle
 * dots ("10·10·10", "8·8 per leg", "15·15·15 each side", "20″·20″ each side"), and a chapter on why Nordics wait; a
 * Romansh back programme (new) with "‖" between the label, the move and the dose ("Exercizi 1 ‖ La punt ‖ 10 giadas",
 * "20 secundas mintga vart", "2 serias da 8", "10 giadas mintga vart"); a Fijian knee programme (new) after "🌺" with
 * Fijian ordinals ("Ikadua –", "Ikarua –"), every move described and the dose after "·" in Fijian multiplicatives
 * ("vakatini ena yava yadua", "vakatini, vakarua", "vakawalu ena yava yadua", "30 na sekodi ena yava yadua"); a Shona
 * neck programme for minibus drivers (new) with "Chirovedzo n –" labels and the dose after "⮕" in Shona multiplicatives
 * ("kagumi, bata masekondi 5", "masekondi 20 divi rimwe nerimwe", "kasere kudivi rimwe nerimwe", "maseti 2 ekagumi") and
 * twelve hours at the wheel that are no dose; an Asturian hip programme for runners (new) with Iberian ordinal
 * indicators ("1.º exerciciu –") and the dose after "∙" ("15 vegaes per llau", "2 series de 8 per pierna", "10 pasos
 * per llau", "30 segundos, 3 vegaes"); a Tigrinya knee programme (new) in Ge'ez script with ordinal words ("ቀዳማይ
 * ልምምድ –") and the doses in Ethiopic numerals beside Latin-digit clocks ("፲ ግዜ፡ ፭ ካልኢት ሓዝ", "፪ ዙር × ፲ ግዜ", "፴ ካልኢት
 * ንነፍሲ ወከፍ እግሪ") — and three traps whose valid chapter lists hold no exercise done by a person but reps, holds, sets and
 * exercise names: a Blender tutorial animating push-up, squat and plank cycles for a game character ("Push-up cycle – 4
 * key poses, 24 frames", "Loop it 10 times", "hold the bottom pose 6 frames", "Plank idle – hold 30 s"), a touch-typing
 * lesson ("Drill 1 – asdf jkl; × 3 lines", "repeat 10 times", "3 sets of 20 words, no backspace") and a test of
 * resistance bands on a motorised rig ("a motor doing "bicep curls" for 3 days", "10,000 reps at 200% stretch", "3 sets
 * of 2,000 "squats" on the squat jig", "snapped at rep 6,412!"). Each case names moves in passing (no burpees or jumping
 * jacks, no downward dog, "the pretzel one from yoga", the stairs and the exercise bike later, lunges and deep squats,
 * "easier than a squat", Nordic curls, Thursday's hills, skiing and swimming, rugby, football and running, squats and
 * lunges in Asturian, football and running in Tigrinya) that must not start a segment.
 *
 * Labels: `type` is a common standard exercise name in lower case English when the move is a standard exercise (named in
 * any language, by a common variant, or described: "neck side stretch" is the neck side bend, "seated twist" the seated
 * spinal twist, "doorway chest stretch" the doorway pec stretch, "Buttock squeezes (glute sets)" the glute sets, "Hip
 * abduction lying down (slide leg out & back)" the supine hip abduction, "Short arc quad over a rolled towel" the short
 * arc quad, "Mini squats holding the counter" the mini squat, "Step ups" the step up, "Hamstring curl on the ball" the
 * hamstring curl, "Copenhagen plank, short lever" the copenhagen plank, Romansh "La punt" (the bridge) the glute bridge,
 * "Ils genuils da vart a vart" (the knees from side to side) the lower trunk rotation, "In genuil vers il pèz" (a knee
 * towards the chest) the knee to chest, "Bratsch e chomma opposta" (opposite arm and leg) the bird dog and "Sin il
 * vainter, stuschar si cun ils bratschs" (on the belly, push up with the arms) the mckenzie press up, Fijian "Davo ena
 * dakumu, laveta cake na yavamu dodonu" (lie on your back, lift your straight leg) the straight leg raise, "Dabe ena sea,
 * vakadodonutaka na duru" (sit on the chair, straighten the knee) the long arc quad, "Dabe ena sea, tucake, ka dabe
 * tale" (sit on the chair, stand up and sit again) the sit to stand, "Cabe ena ikalawa" (climb the step) the step up and
 * "Tu ena dua ga na yavamu" (stand on only one leg) the single leg balance, Shona "Dzosera chirebvu kumashure" (draw the
 * chin back) the chin tuck, "Rerekedza musoro kudivi" (tilt the head to the side) the neck side bend, "Tendeutsa musoro
 * kuruboshwe nekurudyi" (turn the head left and right) the neck rotation, "Simudza mapfudzi kunzeve" (lift the
 * shoulders to the ears) the shoulder shrug and "Svinira mapfudzi kumashure" (squeeze the shoulders back) the scapular
 * squeeze, Asturian "La concha" (the shell) the clamshell, "La ponte con una pierna" the single leg glute bridge, "Andar
 * de llau cola goma" (walking sideways with the band) the lateral band walk, "Equilibriu nuna pierna" the single leg
 * balance and "Estiramientu del psoas, de rodíes" (psoas stretch, kneeling) the hip flexor stretch, Tigrinya "ኣብ ወንበር
 * ኮፍ ኢልካ ብርክኻ ኣቕንዕ" (sitting on a chair, straighten your knee) the long arc quad, "ብሕቖኻ ደቂስካ ቀጥ ዝበለ እግርኻ ልዓል"
 * (lying on your back, lift your straight leg) the straight leg raise, "ካብ ወንበር ተንስእ ደጊምካ ኮፍ በል" (stand up from the
 * chair, sit again) the sit to stand, "ኣብ ኣጻብዕ እግርኻ ተንስእ" (rise on your toes) the calf raise and "ኣብ ሓደ እግሪ ደው በል"
 * (stand on one leg) the single leg balance), otherwise the author's words; the clean title is that name in plain English
 * letters, without kaomoji, tick boxes, bars, bullets, ordinals, labels or doses. "10, hold 3s" is 10 reps of a 3 s
 * hold; "30s x2" is 2 reps of a 30 s hold; "10 back, 10 forward" on the shoulder rolls is 10 each way, side "each"; "20×"
 * is 20 reps and "2 × 10" 2 sets of 10; "3 x 20 seconds" is 3 reps of a 20 s hold; one number per set joined by middle
 * dots is that many sets of that number ("10·10·10" 3 sets of 10, "8·8 per leg" 2 sets of 8 each side, "20″·20″ each
 * side" 2 sets of a 20 s hold each side); "mintga vart", "per llau", "per pierna", "ena yava yadua", "divi rimwe
 * nerimwe", "kudivi rimwe nerimwe" and "ንነፍሲ ወከፍ እግሪ" are each; "vakatini, vakarua" (ten times, twice) and "፪ ዙር × ፲
 * ግዜ" are 2 sets of 10; "10 pasos per llau" (10 steps each way) is 10 each; "30 segundos, 3 vegaes" is 3 reps of a 30
 * s hold; Ethiopic numerals read as their numbers (፲ 10, ፭ 5, ፲፭ 15, ፴ 30); a timed block is a hold. The operated leg
 * named without a side, hip precautions, degrees, "every hour you're awake", hours at the wheel, "(same DB as the
 * squats)", the week's plan and the traps' frames, key poses, loops, lines, words, wpm, minutes, percentages, reps and
 * sets of the machine are no dose; each chapter line is its own segment.
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesHeldOut22: DescriptionCaseSpec[] = [
  {
    name: 'desc-heldout22-kaomoji-desk-stretch',
    note: 'A kawaii study-break desk stretch in lower case with a kaomoji between every clock and name ("(｡•̀ᴗ-)✧", "(˘︶˘).｡*♡", "٩(ˊᗜˋ*)و") and the dose after " ~ " ("10 (hold 3s)", "20s each side", "10 back, 10 forward", "15s each way", "30s x2", "20s each hand"), with moves named in passing (no burpees or jumping jacks, "not the pretzel one from yoga", no downward dog).',
    title: '5 min desk stretch for study breaks ♡ (no sweat, no equipment) (っ˘ω˘ς )',
    duration: 540,
    text: `
      a tiny stretch break for my fellow study-gram girlies (´｡• ᵕ •｡) ♡ no burpees, no jumping jacks, nothing sweaty, promise!! do it between pomodoros ✧ and no, there is no downward dog in this one lol

      0:00 (づ｡◕‿‿◕｡)づ hiii + why my neck hates me @@ .
      0:35 (｡•̀ᴗ-)✧ chin tucks ~ 10 (hold 3s) @@ chin tuck | Chin tuck | r10 h3 | N
      1:40 (˘︶˘).｡*♡ neck side stretch ~ 20s each side @@ neck side bend | Neck side bend | h20 each | N
      2:55 ٩(ˊᗜˋ*)و shoulder rolls ~ 10 back, 10 forward @@ shoulder roll | Shoulder roll | r10 each | UB
      4:05 (ﾉ◕ヮ◕)ﾉ*:･ﾟ✧ seated twist ~ 15s each way (the gentle one, not the pretzel one from yoga) @@ seated spinal twist | Seated spinal twist | h15 each | B
      5:20 (っ˘ω˘ς ) doorway chest stretch ~ 30s x2 @@ doorway pec stretch | Doorway pec stretch | r2 h30 | UB
      6:35 (ᵔᴥᵔ) wrist flexor stretch, palm up, pull the fingers back ~ 20s each hand @@ wrist flexor stretch | Wrist flexor stretch | h20 each | UB
      7:50 (◕‿◕✿) byeee, back to studying ♡ @@ .

      playlist: lofi beats to stretch to ✧ timestamps are in the pinned comment too
    `,
  },
  {
    name: 'desc-heldout22-ballot-box-hip-replacement',
    note: 'A hospital hip-replacement class printout pasted with its ballot boxes before the clocks, some ticked ("☐ 0:50", "☑ 1:55", "☒ 4:10"), the dose after "▸" ("20×", "10×, hold 5 s", "10× (operated leg)", "2 × 10") and a frequency after a second "▸" ("every hour you\'re awake", "3× a day"), with hip precautions ("no bending past 90°, don\'t cross your legs") and the stairs and the exercise bike named for later.',
    title: 'Hip Replacement – Your First 6 Weeks: Exercises from the Joint Class (Ward 7 Physiotherapy)',
    duration: 720,
    text: `
      This is the exercise part of our hip replacement class. Print this page and tick each box (☑) when you have done it. Your physio will tell you when you can start the stairs and the exercise bike.

      ☐ 0:00 Welcome – your precautions (no bending past 90°, don't cross your legs) @@ .
      ☐ 0:50 Ankle pumps ▸ 20× ▸ every hour you're awake @@ ankle pumps | Ankle pumps | r20 | LB
      ☑ 1:55 Buttock squeezes (glute sets) ▸ 10×, hold 5 s ▸ 3× a day @@ glute sets | Glute sets | r10 h5 | LB
      ☑ 3:00 Heel slides ▸ 10× (operated leg) ▸ 3× a day @@ heel slides | Heel slides | r10 | LB
      ☒ 4:10 Hip abduction lying down (slide leg out & back) ▸ 10× ▸ 3× a day @@ supine hip abduction | Supine hip abduction | r10 | LB
      ☐ 5:25 Short arc quad over a rolled towel ▸ 10×, hold 5 s ▸ 3× a day @@ short arc quad | Short arc quad | r10 h5 | LB
      ☐ 6:40 Standing hip abduction at the kitchen counter ▸ 2 × 10 ▸ 2× a day @@ standing hip abduction | Standing hip abduction | s2 r10 | LB
      ☐ 8:00 Mini squats holding the counter ▸ 10× ▸ 2× a day @@ mini squat | Mini squat | r10 | LB
      ☐ 9:10 Walking with your frame – how far to go this week @@ .
      ☐ 10:30 Questions from the class @@ .

      ☎ Ward 7 physiotherapy: call us if your wound leaks or your calf swells.
    `,
  },
  {
    name: 'desc-heldout22-plain-knee-oa-physio',
    note: 'A physio channel\'s knee osteoarthritis programme in the plainest common format ("Exercise 3: Sit to stand - 3 sets of 8", "10 reps, 5 second hold", "2 sets of 10 each leg", "3 x 20 seconds", "2 x 15") with talk chapters before and after, a comparison inside a chapter ("easier than a squat!") and lunges and deep squats named in the prose.',
    title: 'Knee Osteoarthritis: 6 Exercises to Do at Home (Physio Guided, All Levels)',
    duration: 780,
    text: `
      In this video I take you through six exercises for knee osteoarthritis. If you've been told your knee is "bone on bone" and to stop walking, watch the first chapter. Unlike the lunges and deep squats in a lot of gym videos, these are all knee-friendly.

      0:00 Intro @@ .
      0:48 Is exercise safe with knee OA? @@ .
      2:10 Exercise 1: Quad sets - 10 reps, 5 second hold @@ quad sets | Quad sets | r10 h5 | LB
      3:05 Exercise 2: Straight leg raise - 2 sets of 10 each leg @@ straight leg raise | Straight leg raise | s2 r10 each | LB
      4:20 Exercise 3: Sit to stand - 3 sets of 8 @@ sit to stand | Sit to stand | s3 r8 | LB
      5:35 Exercise 4: Step ups - 10 each leg (use the bottom stair) @@ step up | Step up | r10 each | LB
      6:50 Exercise 5: Wall sit - 3 x 20 seconds (easier than a squat!) @@ wall sit | Wall sit | r3 h20 | LB
      8:05 Exercise 6: Calf raises - 2 x 15 @@ calf raise | Calf raise | s2 r15 | LB
      9:15 How much pain is OK? @@ .
      10:30 Summary + next video (exercise bike settings) @@ .

      Disclaimer: this video is general advice and does not replace an assessment with your own physiotherapist.
    `,
  },
  {
    name: 'desc-heldout22-masters-runners-per-set-dots',
    note: 'A masters runners\' strength session whose doses give one number per set joined by middle dots ("10·10·10", "8·8·8", "8·8 per leg", "15·15·15 each side", "20″·20″ each side", "10·10"), a load note "(same DB as the squats)", a talk chapter on why Nordic curls wait and the week\'s plan with Thursday\'s hills.',
    title: 'Strength for Masters Runners (50+) – Lower Body Session 1 | Run Coach',
    duration: 900,
    text: `
      Tuesday strength for our 50+ group. Each number is one set, so 10·10·10 means three sets of ten. Rest about a minute between sets.

      0:00 Why masters runners need strength @@ .
      1:20 Goblet squat — 10·10·10 @@ goblet squat | Goblet squat | s3 r10 | LB
      3:30 Romanian deadlift — 8·8·8 (same DB as the squats) @@ romanian deadlift | Romanian deadlift | s3 r8 | LB
      5:40 Split squat — 8·8 per leg @@ split squat | Split squat | s2 r8 each | LB
      7:45 Single leg calf raise — 15·15·15 each side @@ single leg calf raise | Single leg calf raise | s3 r15 each | LB
      9:50 Copenhagen plank, short lever — 20″·20″ each side @@ copenhagen plank | Copenhagen plank | s2 h20 each | C
      11:40 Nordic curls? Not yet – here's why @@ .
      12:30 Hamstring curl on the ball — 10·10 @@ hamstring curl | Hamstring curl | s2 r10 | LB
      13:50 The plan for the week + Thursday's hills @@ .
    `,
  },
  {
    name: 'desc-heldout22-romansh-dies',
    note: 'A Romansh (Rumantsch Grischun) low-back programme (new) with "‖" between the label, the move and the dose ("Exercizi 1 ‖ La punt ‖ 10 giadas", "10 giadas mintga vart", "20 secundas mintga vart", "2 serias da 8"), every move named or described in Romansh; welcome, advice and thanks chapters, and skiing and swimming named in the prose.',
    title: 'Mal il dies? 5 exercizis per chasa | Fisioterapeuta (per rumantsch)',
    duration: 570,
    text: `
      Exercizis simpels per il dies. Sche la dolur va giu en la chomma, consultai in medi. Davart il skiunz e la natada discurrin nus in'autra giada.

      0:00 Bainvegni! @@ .
      0:40 Exercizi 1 ‖ La punt ‖ 10 giadas @@ glute bridge | Glute bridge | r10 | LB
      1:55 Exercizi 2 ‖ Ils genuils da vart a vart ‖ 10 giadas mintga vart @@ lower trunk rotation | Lower trunk rotation | r10 each | B
      3:10 Exercizi 3 ‖ In genuil vers il pèz ‖ 20 secundas mintga vart @@ knee to chest | Knee to chest | h20 each | B
      4:30 Exercizi 4 ‖ Bratsch e chomma opposta, sin tut ils quatter ‖ 2 serias da 8 @@ bird dog | Bird dog | s2 r8 | B
      5:50 Exercizi 5 ‖ Sin il vainter, stuschar si cun ils bratschs ‖ 10 giadas @@ mckenzie press up | McKenzie press up | r10 | B
      7:05 Cussegls per la lavur @@ .
      8:15 Grazia fitg ed a revair! @@ .
    `,
  },
  {
    name: 'desc-heldout22-fijian-duru',
    note: 'A Fijian knee programme (new) after "🌺" with Fijian ordinals ("Ikadua –" to "Ikalima –"), every move described and the dose after "·" in Fijian multiplicatives and digits ("vakatini ena yava yadua", "vakatini", "vakatini, vakarua", "vakawalu ena yava yadua", "30 na sekodi ena yava yadua", "taura tiko e 5 na sekodi"); welcome, advice and thanks chapters, and rugby named in the prose.',
    title: 'Mosi ni duru? 5 na vakayagoyago ena vale | Physiotherapist (vosa vakaviti)',
    duration: 570,
    text: `
      Vakayagoyago rawarawa me baleta na mosi ni duru. Kevaka e bula tiko na duru, lako vei vuniwai. Ke o via lesu tale ki na qito ni rakavi, sa tiko e dua tale na vidio.

      0:00 🌺 Bula vinaka! @@ .
      0:40 🌺 Ikadua – Davo ena dakumu, laveta cake na yavamu dodonu · vakatini ena yava yadua @@ straight leg raise | Straight leg raise | r10 each | LB
      1:55 🌺 Ikarua – Dabe ena sea, vakadodonutaka na duru, taura tiko e 5 na sekodi · vakatini @@ long arc quad | Long arc quad | r10 h5 | LB
      3:10 🌺 Ikatolu – Dabe ena sea, tucake, ka dabe tale · vakatini, vakarua @@ sit to stand | Sit to stand | s2 r10 | LB
      4:30 🌺 Ikava – Cabe ena ikalawa · vakawalu ena yava yadua @@ step up | Step up | r8 each | LB
      5:50 🌺 Ikalima – Tu ena dua ga na yavamu · 30 na sekodi ena yava yadua @@ single leg balance | Single leg balance | h30 each | LB
      7:05 🌺 Ivakasala @@ .
      8:10 🌺 Vinaka vakalevu! @@ .
    `,
  },
  {
    name: 'desc-heldout22-shona-mutsipa-kombi',
    note: 'A Shona neck and shoulder programme for minibus (kombi) drivers (new) with "Chirovedzo n –" labels, every move described, and the dose after "⮕" in Shona multiplicatives and digits ("kagumi, bata masekondi 5", "masekondi 20 divi rimwe nerimwe", "kasere kudivi rimwe nerimwe", "kagumi", "maseti 2 ekagumi"), twelve hours at the wheel that are no dose, and football and running named in the prose.',
    title: 'Kurwadziwa mutsipa? Zvirovedzo 5 zvevatyairi vekombi | Physiotherapist (chiShona)',
    duration: 540,
    text: `
      Zvirovedzo zvipfupi zvevanotyaira maawa 12 pazuva. Kana muchida kutamba bhora kana kumhanya, tichataura nezvazvo imwe nguva.

      0:00 Mhoroi vatyairi! @@ .
      0:40 Chirovedzo 1 – Dzosera chirebvu kumashure ⮕ kagumi, bata masekondi 5 @@ chin tuck | Chin tuck | r10 h5 | N
      1:50 Chirovedzo 2 – Rerekedza musoro kudivi ⮕ masekondi 20 divi rimwe nerimwe @@ neck side bend | Neck side bend | h20 each | N
      3:05 Chirovedzo 3 – Tendeutsa musoro kuruboshwe nekurudyi ⮕ kasere kudivi rimwe nerimwe @@ neck rotation | Neck rotation | r8 each | N
      4:20 Chirovedzo 4 – Simudza mapfudzi kunzeve, wozoadzikisa ⮕ kagumi @@ shoulder shrug | Shoulder shrug | r10 | UB
      5:35 Chirovedzo 5 – Svinira mapfudzi kumashure ⮕ maseti 2 ekagumi @@ scapular squeeze | Scapular squeeze | s2 r10 | UB
      6:50 Mazano ekutyaira maawa 12 @@ .
      8:00 Tatenda! @@ .
    `,
  },
  {
    name: 'desc-heldout22-asturian-cadria',
    note: 'An Asturian hip programme for runners (new) with Iberian ordinal indicators ("1.º exerciciu –" to "5.º exerciciu –"), the move named or described in Asturian and the dose after "∙" ("15 vegaes per llau", "2 series de 8 per pierna", "10 pasos per llau", "30 segundos, 3 vegaes", "30 segundos per llau"); welcome, advice and thanks chapters, and squats and lunges named in the prose.',
    title: "Dolor de cadria corriendo? 5 exercicios en casa | Fisioterapeuta (n'asturianu)",
    duration: 570,
    text: `
      Exercicios pa la cadria si corres. Güei nun facemos nin sentadielles nin zancaes: too ye de llau o nuna pierna.

      0:00 ¡Bienveníos! @@ .
      0:35 1.º exerciciu – La concha (de llau, abrir la rodiella) ∙ 15 vegaes per llau @@ clamshell | Clamshell | r15 each | LB
      1:50 2.º exerciciu – La ponte con una pierna ∙ 2 series de 8 per pierna @@ single leg glute bridge | Single leg glute bridge | s2 r8 each | LB
      3:10 3.º exerciciu – Andar de llau cola goma ∙ 10 pasos per llau @@ lateral band walk | Lateral band walk | r10 each | LB
      4:30 4.º exerciciu – Equilibriu nuna pierna ∙ 30 segundos, 3 vegaes @@ single leg balance | Single leg balance | r3 h30 | LB
      5:50 5.º exerciciu – Estiramientu del psoas, de rodíes ∙ 30 segundos per llau @@ hip flexor stretch | Hip flexor stretch | h30 each | LB
      7:05 Conseyos pa volver a correr @@ .
      8:10 ¡Gracies y hasta llueu! @@ .
    `,
  },
  {
    name: 'desc-heldout22-tigrinya-birki',
    note: 'A Tigrinya knee programme (new) in Ge\'ez script with ordinal words before the move ("ቀዳማይ ልምምድ –" to "ሓምሻይ ልምምድ –"), every move described, Latin-digit clocks and the doses in Ethiopic numerals ("፲ ግዜ፡ ፭ ካልኢት ሓዝ", "፲ ግዜ ንነፍሲ ወከፍ እግሪ", "፪ ዙር × ፲ ግዜ", "፲፭ ግዜ", "፴ ካልኢት ንነፍሲ ወከፍ እግሪ"); welcome, advice and thanks chapters, and football and running named in the prose.',
    title: 'ቃንዛ ብርኪ? ፭ ልምምዳት ኣብ ገዛ | ፊዚዮቴራፒስት (ትግርኛ)',
    duration: 570,
    text: `
      ቀለልቲ ልምምዳት ንቃንዛ ብርኪ። ብርክኻ እንተ ሓቢጡ ናብ ሓኪም ኪድ። ብዛዕባ ኩዕሶ እግርን ጉያን ካልእ ግዜ ክንዛረብ ኢና።

      0:00 እንቋዕ ብደሓን መጻእኩም! @@ .
      0:40 ቀዳማይ ልምምድ – ኣብ ወንበር ኮፍ ኢልካ ብርክኻ ኣቕንዕ – ፲ ግዜ፡ ፭ ካልኢት ሓዝ @@ long arc quad | Long arc quad | r10 h5 | LB
      1:55 ካልኣይ ልምምድ – ብሕቖኻ ደቂስካ ቀጥ ዝበለ እግርኻ ልዓል – ፲ ግዜ ንነፍሲ ወከፍ እግሪ @@ straight leg raise | Straight leg raise | r10 each | LB
      3:10 ሳልሳይ ልምምድ – ካብ ወንበር ተንስእ ደጊምካ ኮፍ በል – ፪ ዙር × ፲ ግዜ @@ sit to stand | Sit to stand | s2 r10 | LB
      4:30 ራብዓይ ልምምድ – ኣብ ኣጻብዕ እግርኻ ተንስእ – ፲፭ ግዜ @@ calf raise | Calf raise | r15 | LB
      5:45 ሓምሻይ ልምምድ – ኣብ ሓደ እግሪ ደው በል – ፴ ካልኢት ንነፍሲ ወከፍ እግሪ @@ single leg balance | Single leg balance | h30 each | LB
      7:00 ምኽሪ @@ .
      8:05 የቐንየልና! @@ .
    `,
  },
  {
    name: 'desc-heldout22-trap-blender-push-up-cycle',
    note: 'A Blender animation tutorial with a valid chapter list and no exercise done by a person, whose chapters animate push-up, squat and plank cycles for a game character with key poses, frames, loops, holds and "sets" ("Push-up cycle – 4 key poses, 24 frames", "Loop it 10 times with the Cycles modifier", "Squat cycle – hold the bottom pose 6 frames", "Plank idle – hold 30 s", "3 sets of reps? Baking the NLA strips"); no captions.',
    title: 'Animating a Push-Up & Squat Cycle in Blender (Rigify) – Game Character Tutorial',
    duration: 1500,
    text: `
      Today we animate workout loops for our game's coach character: push-ups, squats and a plank idle. Project files on my Patreon. Blender 4.1, Rigify rig.

      0:00 What we're making (push-up, squat and plank loops) @@ .
      1:10 Rigify setup + IK legs @@ .
      4:25 Push-up cycle – 4 key poses, 24 frames @@ .
      8:40 Loop it 10 times with the Cycles modifier @@ .
      11:05 Squat cycle – hold the bottom pose 6 frames @@ .
      14:30 Plank idle – hold 30 s with breathing (noise modifier) @@ .
      17:45 3 sets of reps? Baking the NLA strips @@ .
      21:00 Render settings + export to Unity @@ .
    `,
  },
  {
    name: 'desc-heldout22-trap-touch-typing-drills',
    note: 'A touch-typing lesson with a valid chapter list and no physical exercise, whose chapters are drills with lines, repeats, holds and sets ("Drill 1 – asdf jkl; × 3 lines", "Drill 2 – "sad lad" words, repeat 10 times", "Drill 3 – hold Shift with the little finger, 5 capitals", "Speed test – 1 minute", "Accuracy: 3 sets of 20 words, no backspace", "Homework: 15 min a day"); no captions.',
    title: 'Touch Typing Lesson 3 – Home Row Drills (Learn to Type Without Looking)',
    duration: 1260,
    text: `
      Lesson 3 of our free touch-typing course. Keep your eyes on the screen, not your hands! Practice text in the link below.

      0:00 Posture: feet flat, wrists floating @@ .
      1:15 Finding F and J (the bumps) @@ .
      2:40 Drill 1 – asdf jkl; × 3 lines @@ .
      5:10 Drill 2 – "sad lad" words, repeat 10 times @@ .
      7:45 Drill 3 – hold Shift with the little finger, 5 capitals @@ .
      10:20 Speed test – 1 minute, aim for 20 wpm @@ .
      13:05 Accuracy: 3 sets of 20 words, no backspace @@ .
      16:30 Homework: 15 min a day @@ .
    `,
  },
  {
    name: 'desc-heldout22-trap-band-test-rig',
    note: 'A product test of resistance bands on a motorised rig with a valid chapter list and no exercise done by a person, whose chapters give reps, holds, sets and exercise names done by a machine ("a motor doing "bicep curls" for 3 days", "10,000 reps at 200% stretch", "held at full stretch 30 min", "3 sets of 2,000 "squats" on the squat jig", "snapped at rep 6,412!"), a results table and a sponsor; no captions.',
    title: 'We Tested 5 Resistance Bands on a Machine – 10,000 Stretches Each. Which Lasted?',
    duration: 1080,
    text: `
      No humans were harmed: every band was stretched by our test rig, a motor with a lever arm. Links to every band below (not sponsored by any of them).

      0:00 The test rig (a motor doing "bicep curls" for 3 days) @@ .
      1:40 Band 1 – light (yellow): 10,000 reps at 200% stretch @@ .
      3:55 Band 2 – medium: held at full stretch 30 min @@ .
      6:10 Band 3 – loop band: 3 sets of 2,000 "squats" on the squat jig @@ .
      8:30 Band 4 – fabric booty band @@ .
      10:45 Band 5 – tube with handles: snapped at rep 6,412! @@ .
      13:20 Results table + which one to buy @@ .
      15:40 Sponsor @@ .
    `,
  },
];
