/**
 * Tenth held-out batch (heldout10), written before the engine was run on it even once: never tuned on. Formats the
 * earlier batches did not use, after searching public physio handouts (a dose line under each name: "3 sets of 10
 * reps"), podcast-style chapter lists ("Name: what it teaches"), hospital and TV-show transcripts and exercise pages in
 * Welsh, Persian, Swahili, Basque and other languages: Pilates chapters written "clock - Name: subtitle", a hip
 * replacement handout with the dose on the line below each chapter, " // " separators with interval doses ("3 rounds
 * of 45 s on / 15 s off", "40/20 x 3", "30 on / 30 off, 4 rounds", "20 s on / 10 s off x 8"), a seniors' chair class
 * in capitals after "►" with class times of day above and below the list, a park-bench circuit repeated with "[Round
 * 2]", "again", "Set 2 of the Bulgarians", "(2nd lap)", an Achilles video with every kind of talk chapter (anatomy,
 * equipment, warm-up talk, common mistakes, bonus tip, Q&A, summary, final thoughts, sponsor, outro), "01/" counters
 * before the clock and coach names outside the lexicon (Kang squats, Sots press, Hindu push-ups whose name holds a
 * lexicon alias, dragon flag negatives, hip flexor lift-offs), a yin yoga class held in minutes ("5 min", "4 min each
 * side") with yin names (shoelace, banana, caterpillar), a postnatal class after "➝" with a filming date in the
 * prose, "[EX n]" labels and doses written "8 ea. side x 3", "two sets of six", "10 reps L + R", "3 × 30 s hold";
 * Welsh "Ymarfer n –" (new), Persian "حرکت ۱:" with Persian digits in the doses (new), Swahili "Zoezi la n:" (new),
 * Galician after "🔹" (new), Macedonian ordinal words "Прва вежба:" (new), Azerbaijani ordinal suffixes "1-ci məşq:"
 * (new), Basque "n. ariketa:" (new), a Dutch two-column list under a "TIJD OEFENING DOSERING" header, Japanese doses
 * in 【】 before the name, Hungarian with "még egyszer" (once more) and Greek ordinals "1η άσκηση –" — and traps: "0:00
 * intro" alone over a routine in prose, a clinic's price list whose lines start with session lengths ("45:00"), a
 * physio's day-in-the-life vlog whose valid chapters carry times of day, handball match chapters with scores ("14:12"),
 * a workout mix with track lengths, a Brazilian list from 0:20, a Persian video with two stamps, a list in h:mm:ss with
 * a 6 s chapter, and a 30-day challenge calendar of dates.
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesHeldOut10: DescriptionCaseSpec[] = [
  {
    name: 'desc-heldout10-pilates-colon-subtitles',
    note: '"clock - Name: subtitle" chapters as podcast-style lists write them; talk chapters with the same shape; Pilates names outside the lexicon (pelvic clock, open leg rocker prep, saw).',
    title: 'Beginner Mat Pilates – Full Class With Explanations (25 min)',
    duration: 1500,
    text: `
      00:00 - Welcome: Setting Up Your Mat and Cushion @@ .
      00:45 - Pilates Principles: Why We Breathe Into the Ribs @@ .
      02:10 - Pelvic Clock: Finding Neutral Without Forcing It @@ pelvic clock | Pelvic clock | | B
      04:05 - The Hundred: Pumping the Arms, Breathing in Fives @@ the hundred | The hundred | | C
      06:30 - Single Leg Circles: Keep the Pelvis Quiet @@ leg circles | Leg circles | | LB
      09:15 - Open Leg Rocker Prep: Balancing on the Sit Bones @@ open leg rocker prep | Open leg rocker prep | | C
      11:00 - Spine Stretch Forward: Sit Tall Before You Round @@ spine stretch forward | Spine stretch forward | | B
      13:40 - Saw: Twist First, Then Reach @@ saw | Saw | | B
      16:20 - Swimming: Long Arms, Long Legs @@ prone swimmer | Prone swimmer | | B
      18:30 - Bridging: Peel the Spine Off the Mat @@ glute bridge | Glute bridge | | LB
      21:00 - Mermaid: A Side Stretch to Finish @@ mermaid | Mermaid | | B
      23:10 - Wrap-Up: What to Practise This Week @@ .
    `,
  },
  {
    name: 'desc-heldout10-hip-replacement-dose-next-line',
    note: 'A hospital handout pasted under the chapters: each dose on its own line below the chapter ("3 sets of 10 reps", "10 reps each leg"), a frequency ("every hour") that is no dose.',
    title: 'Hip Replacement – Home Exercises Weeks 2 to 6 (Physiotherapy)',
    duration: 780,
    text: `
      Please follow the precautions your surgeon gave you. The dose for each exercise is on the line underneath it.

      0:00 Introduction and hip precautions @@ .
      1:10 Ankle pumps @@ ankle pumps | Ankle pumps | r20 | LB
      20 reps, every hour while you are awake
      2:05 Buttock squeezes @@ glute sets | Glute sets | r10 h5 | LB
      10 reps, hold each squeeze for 5 seconds
      3:00 Heel slides @@ heel slides | Heel slides | s3 r10 | LB
      3 sets of 10 reps
      4:20 Inner range quads (rolled towel under the knee) @@ short arc quad | Short arc quad | r10 h5 | LB
      10 reps, hold 5 seconds at the top
      5:40 Standing hip flexion at the kitchen counter @@ standing march | Standing march | r10 each | LB
      10 reps each leg
      7:00 Standing hip abduction @@ standing hip abduction | Standing hip abduction | r10 each | LB
      10 reps each leg – keep your toes pointing forward
      8:15 Standing hip extension @@ standing hip extension | Standing hip extension | r10 each | LB
      10 reps each leg
      9:30 When can I stop doing these? @@ .
      10:45 How to contact the physiotherapy team @@ .
    `,
  },
  {
    name: 'desc-heldout10-interval-doses-slashes',
    note: '" // " after the clock; interval doses "3 rounds of 45 s on / 15 s off", "40/20 x 3", "30 on / 30 off, 4 rounds", "20 s on / 10 s off x 8", "30 sec/side".',
    title: '20-Minute Interval Workout – No Equipment (Timings in the Description)',
    duration: 1140,
    text: `
      Timer settings are written after each move as work / rest × rounds.

      0:00 // Warm-up talk: how the intervals work @@ .
      1:20 // Jumping jacks – 3 rounds of 45 s on / 15 s off @@ jumping jacks | Jumping jacks | s3 h45 | FB
      4:20 // Reverse lunges – 40/20 x 3 @@ reverse lunge | Reverse lunge | s3 h40 | LB
      7:20 // Push-ups – 30 on / 30 off, 4 rounds @@ push up | Push up | s4 h30 | UB
      11:20 // Skater hops – 20 s on / 10 s off x 8 @@ skater hops | Skater hops | s8 h20 | LB
      15:30 // Side plank – 30 sec/side @@ side plank | Side plank | h30 each | C
      17:00 // Cool-down chat & next week's plan @@ .
    `,
  },
  {
    name: 'desc-heldout10-chair-class-caps-arrows',
    note: 'A seniors\' chair class in capitals after "►"; doses in brackets "(2 MINS)", "(10 EACH WAY)", "X 8", "(HOLD 15 SEC EACH SIDE)"; class times of day above and below the list.',
    title: 'Chair Exercise Class for Seniors – Thursday Live (Replay)',
    duration: 1260,
    text: `
      Join us live every Thursday at 11:00 am AEST (10:00 am in Brisbane). Have a sturdy chair, a cuppa and some water ready!

      ► 0:00 WELCOME & HOUSEKEEPING @@ .
      ► 1:45 SEATED MARCHING (2 MINS) @@ seated march | Seated march | h120 | LB
      ► 4:10 ARM CIRCLES FORWARDS & BACKWARDS (10 EACH WAY) @@ arm circles | Arm circles | r10 each | UB
      ► 6:00 SEATED LEG LIFTS (8 EACH LEG) @@ seated leg lift | Seated leg lift | r8 each | LB
      ► 8:20 SEATED HEEL RAISES (20) @@ seated calf raise | Seated calf raise | r20 | LB
      ► 10:00 SIT TO STAND X 8 @@ sit to stand | Sit to stand | r8 | LB
      ► 12:30 SEATED TWIST (HOLD 15 SEC EACH SIDE) @@ seated spinal twist | Seated spinal twist | h15 each | B
      ► 14:40 BELLY BREATHING TO FINISH @@ diaphragmatic breathing | Diaphragmatic breathing | | C
      ► 16:30 CUPPA & CHAT 🫖 @@ .

      Next class: Thursday 11:00 am sharp. Morning tea from 10:30!
    `,
  },
  {
    name: 'desc-heldout10-bench-circuit-round-two',
    note: 'A park-bench circuit done twice, the second pass written "[Round 2]", "again", "Set 2 of the Bulgarians" (a short name), "(2nd lap)"; "x10/leg", "x12", "3 x 10 m" (sets of a distance).',
    title: 'Park Bench Workout – 2 Rounds (Beginner Friendly)',
    duration: 840,
    text: `
      0:00 Intro + what you need (just a bench!) @@ .
      0:50 Step-ups on the bench x10/leg @@ step up | Step up | r10 each | LB
      2:10 Incline push-ups x12 @@ incline push up | Incline push up | r12 | UB
      3:20 Bulgarian split squats x8/leg @@ bulgarian split squat | Bulgarian split squat | r8 each | LB
      4:50 Bench dips x10 @@ tricep dip | Tricep dip | r10 | UB
      6:00 Water break @@ .
      6:45 [Round 2] Step-ups @@ step up | Step up | | LB
      8:00 Incline push-ups again @@ incline push up | Incline push up | | UB
      9:10 Set 2 of the Bulgarians @@ bulgarian split squat | Bulgarian split squat | | LB
      10:30 Bench dips (2nd lap) @@ tricep dip | Tricep dip | | UB
      11:40 Finisher: bear crawl 3 x 10 m @@ bear crawl | Bear crawl | s3 | FB
      12:50 Outro – see you next week @@ .
    `,
  },
  {
    name: 'desc-heldout10-achilles-all-talk-kinds',
    note: 'Every kind of talk chapter around four exercises: anatomy, equipment, warm-up talk, common mistakes, bonus tip, Q&A, summary, final thoughts, a sponsor with a discount code, outro; a phase label before a name.',
    title: 'Achilles Tendinopathy – The Loading Programme That Works (Physio Explains)',
    duration: 1260,
    text: `
      0:00 Intro @@ .
      0:30 Anatomy: what the tendon actually does @@ .
      2:00 What you need: a step and a backpack @@ .
      2:50 Warm-up talk – why we load, not rest @@ .
      3:40 Double-leg heel raises off a step – 3 x 15 @@ calf raise | Calf raise | s3 r15 | LB
      5:30 Single-leg heel raises – 3 x 12 each leg @@ single leg calf raise | Single leg calf raise | s3 r12 each | LB
      7:20 Eccentric heel drops (Alfredson) – 3 x 15, straight and bent knee @@ eccentric heel drop | Eccentric heel drop | s3 r15 | LB
      9:40 Common mistakes @@ .
      11:00 Bonus tip: the 24-hour pain rule @@ .
      12:10 Return to running: pogo hops – 3 x 20 @@ pogo hops | Pogo hops | s3 r20 | LB
      13:30 Your questions answered (from the comments) @@ .
      17:00 Summary @@ .
      17:50 Final thoughts @@ .
      18:30 Sponsor: RunLab insoles (10% off with code TENDON) @@ .
      19:20 Outro @@ .
    `,
  },
  {
    name: 'desc-heldout10-counters-coach-names',
    note: '"01/" counters before the clock; coach names outside the lexicon (Kang squats, Sots press, Hindu push-ups holding the alias "push-ups", dragon flag negatives, hip flexor lift-offs); a tempo "(5 s lowering)" that is no hold; "10 ea. side".',
    title: 'Bulletproof Your Body – 7 Moves Coaches Love (That Nobody Does)',
    duration: 780,
    text: `
      0:00 Why these 7? @@ .
      01/ 0:40 Kang squats — 3x8 @@ kang squats | Kang squats | s3 r8 | LB
      02/ 2:00 Sots press — 2 sets of 6, empty bar @@ sots press | Sots press | s2 r6 | UB
      03/ 3:15 Hindu push-ups — x10 @@ hindu push-ups | Hindu push-ups | r10 | UB
      04/ 4:30 Dragon flag negatives — 3 × 5 (5 s lowering) @@ dragon flag negatives | Dragon flag negatives | s3 r5 | C
      05/ 5:50 Hip flexor lift-offs — 2 x 8 each side @@ hip flexor lift-offs | Hip flexor lift-offs | s2 r8 each | LB
      06/ 7:10 Face pulls — 3 x 15 @@ face pull | Face pull | s3 r15 | UB
      07/ 8:30 Tall-kneeling Pallof press — 10 ea. side @@ pallof press | Pallof press | r10 each | C
      9:50 How to fit them into your program @@ .
      11:30 Outro @@ .
    `,
  },
  {
    name: 'desc-heldout10-yin-minutes',
    note: 'A yin yoga class held in minutes ("5 min", "4 min each side", "3 min"); yin names outside the lexicon (shoelace, banana), "Caterpillar" with the lexicon name in brackets; savasana and arriving as talk.',
    title: 'Yin Yoga for Tight Hips – 40 min (Long Holds)',
    duration: 2400,
    text: `
      0:00 — Arriving & intention @@ .
      2:30 — Butterfly — 5 min @@ butterfly stretch | Butterfly stretch | h300 | LB
      8:00 — Shoelace — 4 min each side @@ shoelace | Shoelace | h240 each | LB
      17:00 — Sphinx — 3 min @@ sphinx | Sphinx | h180 | B
      20:30 — Caterpillar (seated forward fold) — 5 min @@ seated forward fold | Seated forward fold | h300 | LB
      26:00 — Banana — 3 min each side @@ banana | Banana | h180 each | B
      33:00 — Savasana @@ .
      38:30 — Closing words @@ .
    `,
  },
  {
    name: 'desc-heldout10-postnatal-arrows-date',
    note: '"➝" after the clock in a postnatal class; a filming date and a nap length in the prose above; "hold 10 s, 10 times", "2 x 10", "15 each side"; breath counts are no dose; talk on doming and running.',
    title: 'Postnatal Recovery – Gentle Core & Pelvic Floor (From 6 Weeks)',
    duration: 900,
    text: `
      Please get the all-clear from your GP or women's health physio first. Filmed 14/03 – my little one napped for exactly 19 minutes 😂

      0:00 ➝ Hello & who this is for @@ .
      0:50 ➝ 360° breathing – 5 slow breaths @@ lateral costal breathing | Lateral costal breathing | | C
      2:10 ➝ Pelvic floor squeezes – hold 10 s, 10 times @@ pelvic floor contraction | Pelvic floor contraction | r10 h10 | C
      4:00 ➝ Pelvic tilts – 10 slow ones @@ pelvic tilt | Pelvic tilt | r10 | B
      5:30 ➝ Toe taps (tabletop) – 2 x 10 @@ toe taps | Toe taps | s2 r10 | C
      7:10 ➝ Glute bridge – 12 reps @@ glute bridge | Glute bridge | r12 | LB
      8:40 ➝ Side-lying clams – 15 each side @@ clamshell | Clamshell | r15 each | LB
      10:10 ➝ Is doming normal? (tummy gap check) @@ .
      11:40 ➝ When can I go back to running? @@ .
      13:00 ➝ Bye for now @@ .
    `,
  },
  {
    name: 'desc-heldout10-hamstring-ex-labels',
    note: '"[EX n]" labels after the clock; doses "8 ea. side x 3", "two sets of six", "10 reps L + R", "3 x 20 m", "3 × 30 s hold", "10 reps ea"; a kickstand RDL and straight-leg bounds outside the lexicon.',
    title: 'Hamstring Strain – Late Stage Rehab (Sports Physio)',
    duration: 840,
    text: `
      0:00 Intro & where this fits in your rehab @@ .
      0:45 [EX 1] Glute bridge march — 10 reps ea @@ marching bridge | Marching bridge | r10 each | LB
      2:05 [EX 2] Kickstand RDL — 8 ea. side x 3 @@ kickstand rdl | Kickstand RDL | s3 r8 each | LB
      3:40 [EX 3] Banded hamstring curls — 10 reps L + R @@ hamstring curl | Hamstring curl | r10 each | LB
      5:05 [EX 4] Nordic hamstring curls — two sets of six @@ nordic hamstring curl | Nordic hamstring curl | s2 r6 | LB
      6:40 [EX 5] Straight-leg bounds — 3 x 20 m @@ straight-leg bounds | Straight-leg bounds | s3 | LB
      8:10 [EX 6] Hamstring stretch — 3 × 30 s hold @@ hamstring stretch | Hamstring stretch | s3 h30 | LB
      9:40 Criteria for returning to sprinting @@ .
      11:30 Outro @@ .
    `,
  },
  {
    name: 'desc-heldout10-welsh-pen-glin',
    note: 'Welsh knee programme (new language): "Ymarfer n –", "10 gwaith, dal am 5 eiliad", "3 set o 10", "30 eiliad bob ochr", "3 gwaith am 20 eiliad", "bob coes".',
    title: 'Ymarferion Pen-glin – Rhaglen Gartref (Ffisiotherapi)',
    duration: 600,
    text: `
      0:00 Croeso a chyflwyniad @@ .
      0:30 Ymarfer 1 – Tynhau cyhyrau blaen y glun: 10 gwaith, dal am 5 eiliad @@ quad sets | Quad sets | r10 h5 | LB
      2:00 Ymarfer 2 – Camu i fyny ar y gris: 10 gwaith bob coes @@ step up | Step up | r10 each | LB
      3:20 Ymarfer 3 – Codi'r goes yn syth: 3 set o 10 @@ straight leg raise | Straight leg raise | s3 r10 | LB
      4:50 Ymarfer 4 – Sefyll ar un goes: 30 eiliad bob ochr @@ single leg balance | Single leg balance | h30 each | LB
      6:20 Ymarfer 5 – Ymestyn llinyn y gar: 3 gwaith am 20 eiliad @@ hamstring stretch | Hamstring stretch | s3 h20 | LB
      7:40 Cwestiynau cyffredin @@ .
      9:00 Diolch a hwyl fawr @@ .
    `,
  },
  {
    name: 'desc-heldout10-persian-kamar',
    note: 'Persian (right-to-left) low-back routine (new language): "حرکت n:" with Persian digits, "۱۰ بار تکرار", "۲۰ ثانیه برای هر پا", "۳ ست ۱۲ تایی", "هر بار ۵ ثانیه نگه دارید".',
    title: 'تمرینات کمر درد در خانه – فیزیوتراپی',
    duration: 600,
    text: `
      0:00 مقدمه @@ .
      0:40 حرکت ۱: تیلت لگن – ۱۰ بار تکرار @@ pelvic tilt | Pelvic tilt | r10 | B
      1:50 حرکت ۲: زانو به سینه – ۲۰ ثانیه برای هر پا @@ knee to chest | Knee to chest | h20 each | B
      3:05 حرکت ۳: گربه و شتر – ۱۰ تکرار @@ cat cow | Cat cow | r10 | B
      4:20 حرکت ۴: پل – ۳ ست ۱۲ تایی @@ glute bridge | Glute bridge | s3 r12 | LB
      5:45 حرکت ۵: سوپرمن – ۸ بار، هر بار ۵ ثانیه نگه دارید @@ superman | Superman | r8 h5 | B
      7:00 اشتباهات رایج @@ .
      8:15 جمع‌بندی و خداحافظی @@ .
    `,
  },
  {
    name: 'desc-heldout10-swahili-magoti',
    note: 'Swahili knee routine for older adults (new language): "Zoezi la n:", "mara 10 kwa kila mguu", "seti 3 za mara 10", "shikilia sekunde 30"; a safety chapter.',
    title: 'Mazoezi ya Magoti kwa Wazee – Nyumbani',
    duration: 600,
    text: `
      0:00 Utangulizi @@ .
      0:35 Zoezi la 1: Kunyoosha goti ukiwa umekaa – mara 10 kwa kila mguu @@ long arc quad | Long arc quad | r10 each | LB
      1:55 Zoezi la 2: Kuinua mguu ulionyooka – seti 3 za mara 10 @@ straight leg raise | Straight leg raise | s3 r10 | LB
      3:20 Zoezi la 3: Daraja – mara 12 @@ glute bridge | Glute bridge | r12 | LB
      4:40 Zoezi la 4: Kusimama na kukaa kwenye kiti – mara 8 @@ sit to stand | Sit to stand | r8 | LB
      6:00 Zoezi la 5: Kunyoosha misuli ya nyuma ya paja – shikilia sekunde 30 @@ hamstring stretch | Hamstring stretch | h30 | LB
      7:20 Tahadhari muhimu @@ .
      8:30 Kwaheri @@ .
    `,
  },
  {
    name: 'desc-heldout10-galician-cadeira',
    note: 'Galician hip routine (new language) after "🔹": "3 series de 12", "15 repeticións por lado", "mantén 30 segundos cada lado"; "Ameixa (clamshell)" with the English name in brackets.',
    title: 'Exercicios para a cadeira – rutina de fisioterapia na casa',
    duration: 660,
    text: `
      🔹 0:00 Introdución @@ .
      🔹 0:40 Ponte de glúteo — 3 series de 12 @@ glute bridge | Glute bridge | s3 r12 | LB
      🔹 2:10 Ameixa (clamshell) — 15 repeticións por lado @@ clamshell | Clamshell | r15 each | LB
      🔹 3:40 Elevación lateral da perna, deitado de lado — 2 series de 10 @@ side lying hip abduction | Side lying hip abduction | s2 r10 | LB
      🔹 5:10 Agachamentos — 10 repeticións @@ squat | Squat | r10 | LB
      🔹 6:40 Estiramento do psoas — mantén 30 segundos cada lado @@ hip flexor stretch | Hip flexor stretch | h30 each | LB
      🔹 8:10 Erros frecuentes @@ .
      🔹 9:30 Despedida @@ .
    `,
  },
  {
    name: 'desc-heldout10-macedonian-grb',
    note: 'Macedonian (Cyrillic) back routine (new language) with ordinal words "Прва вежба:", "Втора вежба:"; "3 серии по 8 на секоја страна", "задржете 20 секунди".',
    title: 'Вежби за болен грб – 10 минути дома',
    duration: 660,
    text: `
      0:00 Вовед @@ .
      0:35 Прва вежба: Мачка-крава – 10 повторувања @@ cat cow | Cat cow | r10 | B
      1:55 Втора вежба: Птица-куче – 3 серии по 8 на секоја страна @@ bird dog | Bird dog | s3 r8 each | B
      3:30 Трета вежба: Мост – 2 серии по 12 повторувања @@ glute bridge | Glute bridge | s2 r12 | LB
      5:00 Четврта вежба: Странична штица – задржете 20 секунди на секоја страна @@ side plank | Side plank | h20 each | C
      6:30 Петта вежба: Детска поза – задржете 30 секунди @@ child's pose | Child's pose | h30 | B
      8:00 Чести грешки @@ .
      9:30 Заклучок @@ .
    `,
  },
  {
    name: 'desc-heldout10-azerbaijani-boyun',
    note: 'Azerbaijani neck and upper-back routine (new language) with ordinal suffixes "1-ci məşq:", "3-cü məşq:"; "10 dəfə", "hər tərəfə 20 saniyə saxlayın", "10 dəfə irəli, 10 dəfə geri", "3 dəst, 12 təkrar"; a safety chapter.',
    title: 'Boyun və kürək ağrısı üçün məşqlər – ofis işçiləri üçün',
    duration: 600,
    text: `
      0:00 Giriş @@ .
      0:40 Təhlükəsizlik qaydaları @@ .
      1:30 1-ci məşq: Çənəni geri çəkmək – 10 dəfə @@ chin tuck | Chin tuck | r10 | N
      2:45 2-ci məşq: Başı yana əymək – hər tərəfə 20 saniyə saxlayın @@ neck side bend | Neck side bend | h20 each | N
      4:05 3-cü məşq: Çiyinləri dairəvi fırlatmaq – 10 dəfə irəli, 10 dəfə geri @@ shoulder roll | Shoulder roll | r10 each | UB
      5:30 4-cü məşq: Kürək sümüklərini sıxmaq – 3 dəst, 12 təkrar @@ scapular squeeze | Scapular squeeze | s3 r12 | UB
      6:55 5-ci məşq: Trapesiya əzələsinin dartılması – 30 saniyə @@ upper trapezius stretch | Upper trapezius stretch | h30 | N
      8:20 Yekun və sağollaşma @@ .
    `,
  },
  {
    name: 'desc-heldout10-basque-enborra',
    note: 'Basque core routine (new language): "n. ariketa:", "3 x 30 segundo", "20 segundo alde bakoitzeko", "10 errepikapen", "Intsektu hila (dead bug)"; "Ohiko akatsak" (common mistakes) as talk.',
    title: 'Gorputz-enborra indartzeko ariketak – 10 minutu',
    duration: 600,
    text: `
      0:00 Sarrera @@ .
      0:30 1. ariketa: Plantxa – 3 x 30 segundo @@ plank | Plank | s3 h30 | C
      2:00 2. ariketa: Alboko plantxa – 20 segundo alde bakoitzeko @@ side plank | Side plank | h20 each | C
      3:20 3. ariketa: Intsektu hila (dead bug) – 10 errepikapen @@ dead bug | Dead bug | r10 | C
      4:40 4. ariketa: Zubia – 3 x 12 @@ glute bridge | Glute bridge | s3 r12 | LB
      6:00 5. ariketa: Txori-txakurra – 8 errepikapen alde bakoitzeko @@ bird dog | Bird dog | r8 each | B
      7:30 Ohiko akatsak @@ .
      8:40 Agurra @@ .
    `,
  },
  {
    name: 'desc-heldout10-dutch-two-columns',
    note: 'A Dutch list in aligned columns under a "TIJD OEFENING DOSERING" header, the dose in its own column ("15x per been", "2 x 10 stappen", "30 sec. vasthouden"); practice hours in the prose above.',
    title: 'Knieklachten? 6 oefeningen van je fysiotherapeut (met schema)',
    duration: 720,
    text: `
      Doe dit schema 3x per week. Vragen? Bel de praktijk op werkdagen tussen 8:30 en 17:00.

      TIJD    OEFENING                        DOSERING
      0:00    Intro                           – @@ .
      0:40    Brug                            3 x 12 @@ glute bridge | Glute bridge | s3 r12 | LB
      2:05    Schelpje (clamshell)            15x per been @@ clamshell | Clamshell | r15 each | LB
      3:30    Zijwaarts lopen met band        2 x 10 stappen @@ lateral band walk | Lateral band walk | s2 r10 | LB
      5:00    Step-up op de traptrede         10x per been @@ step up | Step up | r10 each | LB
      6:30    Kuitheffen                      3 x 15 @@ calf raise | Calf raise | s3 r15 | LB
      8:00    Hamstrings rekken               30 sec. vasthouden @@ hamstring stretch | Hamstring stretch | h30 | LB
      9:30    Afsluiting                      – @@ .
    `,
  },
  {
    name: 'desc-heldout10-japanese-dose-first',
    note: 'Japanese lower-body routine with the dose in 【】 before the name ("【10回×3セット】ヒップリフト", "【左右10回ずつ】", "【30秒×2】"); a common-mistakes chapter.',
    title: '【自宅で10分】ひざ痛予防の下半身トレーニング',
    duration: 600,
    text: `
      0:00 はじめに @@ .
      0:30 【10回×3セット】ヒップリフト @@ glute bridge | Glute bridge | s3 r10 | LB
      2:00 【左右10回ずつ】サイドランジ @@ lateral lunge | Lateral lunge | r10 each | LB
      3:30 【20回】カーフレイズ @@ calf raise | Calf raise | r20 | LB
      4:50 【30秒×2】プランク @@ plank | Plank | s2 h30 | C
      6:10 【左右30秒】もも裏のストレッチ @@ hamstring stretch | Hamstring stretch | h30 each | LB
      7:40 注意点・よくある間違い @@ .
      8:50 まとめ @@ .
    `,
  },
  {
    name: 'desc-heldout10-hungarian-meg-egyszer',
    note: 'Hungarian spine class: "n. gyakorlat:" with doses in brackets "(3×10 ismétlés)", "(oldalanként 8)", "(30 mp tartás oldalanként)", "(1 perc)"; the first move again as "Macska-tehén még egyszer".',
    title: 'Gerinctorna kezdőknek – 12 perc',
    duration: 780,
    text: `
      0:00 Bevezető @@ .
      0:40 1. gyakorlat: Macska-tehén (8 ismétlés) @@ cat cow | Cat cow | r8 | B
      1:55 2. gyakorlat: Medencebillentés (10 ismétlés) @@ pelvic tilt | Pelvic tilt | r10 | B
      3:10 3. gyakorlat: Négykézláb ellentétes kar- és lábemelés (oldalanként 8) @@ bird dog | Bird dog | r8 each | B
      4:50 4. gyakorlat: Csípőemelés hanyatt fekve (3×10 ismétlés) @@ glute bridge | Glute bridge | s3 r10 | LB
      6:20 5. gyakorlat: Térd a mellkashoz (30 mp tartás oldalanként) @@ knee to chest | Knee to chest | h30 each | B
      7:50 6. gyakorlat: Gyermekpóz (1 perc) @@ child's pose | Child's pose | h60 | B
      9:20 Macska-tehén még egyszer @@ cat cow | Cat cow | | B
      10:30 Gyakori hibák @@ .
      11:40 Elköszönés @@ .
    `,
  },
  {
    name: 'desc-heldout10-greek-ordinals',
    note: 'Greek ankle-sprain routine with ordinals "1η άσκηση –", "10 φορές προς κάθε κατεύθυνση", "2 σετ των 12", "κρατήστε 30 δευτερόλεπτα, 3 φορές", "κάθε πόδι".',
    title: 'Ασκήσεις μετά από διάστρεμμα αστραγάλου – Φυσικοθεραπεία',
    duration: 660,
    text: `
      0:00 Εισαγωγή @@ .
      0:35 1η άσκηση – Κύκλοι με τον αστράγαλο: 10 φορές προς κάθε κατεύθυνση @@ ankle circles | Ankle circles | r10 each | LB
      1:55 2η άσκηση – Εκστροφή με λάστιχο: 2 σετ των 12 @@ ankle eversion with band | Ankle eversion with band | s2 r12 | LB
      3:10 3η άσκηση – Ανυψώσεις στις μύτες: 3 σετ των 15 @@ calf raise | Calf raise | s3 r15 | LB
      4:40 4η άσκηση – Ισορροπία στο ένα πόδι: 30 δευτερόλεπτα κάθε πόδι @@ single leg balance | Single leg balance | h30 each | LB
      6:10 5η άσκηση – Διάταση γαστροκνημίου στον τοίχο: κρατήστε 30 δευτερόλεπτα, 3 φορές @@ calf stretch | Calf stretch | s3 h30 | LB
      7:40 Συχνά λάθη @@ .
      9:00 Κλείσιμο @@ .
    `,
  },
  {
    name: 'desc-heldout10-trap-intro-then-prose',
    note: '"0:00 intro" is the only stamp; the routine follows in a lower-case sentence with doses and a timer length ("55 min"): not a chapter list; no captions.',
    title: '5-Minute Desk Break – Do This Every Hour',
    duration: 330,
    text: `
      0:00 intro
      after that it's straight through, no talking: neck rolls, shoulder shrugs x10, a seated twist each side, wrist circles, then stand up and do 10 calf raises. set a timer for 55 min and repeat!
    `,
  },
  {
    name: 'desc-heldout10-trap-clinic-price-list',
    note: 'A new clinic\'s tour video: lines start with session lengths ("30:00", "45:00") followed by prices in euro, opening hours and an offer date; not chapters.',
    title: 'Welcome to Our New Physio Clinic – Tour + Prices',
    duration: 240,
    text: `
      Opening hours: Mon–Fri 8:00–19:00, Sat 9:00–13:00.
      30:00 Follow-up physio session – €60
      45:00 Initial assessment – €75
      60:00 Sports massage – €70
      30:00 Clinical Pilates 1:1 – €50
      Book online or call 01 555 0192. Opening offer valid until 31/08.
    `,
  },
  {
    name: 'desc-heldout10-trap-vlog-times-of-day',
    note: 'A physio\'s day-in-the-life vlog: a valid chapter list whose titles carry times of day ("6:15 am –", "12:30 –"); no exercise is shown.',
    title: 'A Day in the Life of a Sports Physio 🩺 (Hospital + Clinic)',
    duration: 780,
    text: `
      0:00 Intro
      0:35 6:15 am – alarm & coffee
      1:40 7:30 am – ward round on the ortho ward
      3:20 10:00 – outpatient clinic
      5:45 12:30 – lunch and notes (so many notes)
      7:10 3:15 pm – team meeting
      9:00 5:30 pm – driving home & chatting about burnout
      11:20 Outro
    `,
  },
  {
    name: 'desc-heldout10-trap-handball-scores',
    note: 'German handball highlights: a valid chapter list of match events with scores that look like clocks ("14:12", "29:27"); warm-up moves named in prose for a future video.',
    title: 'Handball Oberliga: TSV gegen HSG – Highlights (12. Spieltag)',
    duration: 600,
    text: `
      00:00 Anpfiff
      00:55 2:1 – Tempogegenstoß Weber
      02:10 Auszeit HSG beim 6:8
      03:40 Halbzeit 14:12
      04:30 Wiederanpfiff
      06:15 22:22 – Ausgleich per Siebenmeter
      08:05 Schlusspfiff 29:27 – Sieg!
      Unser Aufwärmprogramm vor dem Spiel (Seilspringen, Ausfallschritte, Liegestütze) gibt's im nächsten Video.
    `,
  },
  {
    name: 'desc-heldout10-trap-mix-track-lengths',
    note: 'A workout music mix: numbered tracks named after exercises with their lengths in brackets at the end of the lines; no chapters.',
    title: 'Workout Mix 2027 – 30 Minutes of Gym Motivation 🔥',
    duration: 1800,
    text: `
      Tracklist:
      01. Heavy Lifting – Neon Arcade (4:12)
      02. Push It Further – Kaya Blue (3:48)
      03. Leg Day Anthem – The Reps (5:01)
      04. Plank Life – DJ Core (3:33)
      05. Squat Rack Romance – Velvet Sets (4:27)
      06. Cooldown Sunset – Mira Lane (6:05)
    `,
  },
  {
    name: 'desc-heldout10-trap-brazilian-from-0-20',
    note: 'A Brazilian Portuguese list whose first time is 0:20 (the opening was cut): not a chapter list; no captions.',
    title: 'Treino de pernas em casa – 10 minutos',
    duration: 600,
    text: `
      0:20 Aquecimento
      1:30 Agachamento – 3x de 15
      3:10 Ponte – 3x de 12
      4:50 Afundo alternado – 10 cada perna
      6:30 Elevação de panturrilha – 20x
      8:10 Alongamento final
    `,
  },
  {
    name: 'desc-heldout10-trap-persian-two-stamps',
    note: 'A Persian video with two stamps only ("مقدمه", "شروع تمرین با هم"); the moves are listed without times; no captions.',
    title: 'ورزش صبحگاهی – ۱۰ دقیقه',
    duration: 600,
    text: `
      0:00 مقدمه
      1:05 شروع تمرین با هم
      حرکات: اسکات، پل، پلانک، کشش همسترینگ
    `,
  },
  {
    name: 'desc-heldout10-trap-six-second-chapter',
    note: 'A mobility list in h:mm:ss where "Switch direction" lasts 6 s (0:03:30 to 0:03:36): YouTube shows no chapters; no captions.',
    title: 'Full Body Mobility Flow – 9 min',
    duration: 540,
    text: `
      0:00:00 Intro
      0:00:40 Neck circles
      0:02:00 Thoracic rotations
      0:03:30 Hip circles
      0:03:36 Switch direction
      0:04:30 Ankle circles
      0:06:00 Deep squat hold
      0:08:00 Outro
    `,
  },
  {
    name: 'desc-heldout10-trap-challenge-calendar',
    note: 'A 30-day challenge calendar: dates ("01.06") at the start of lines with squats and plank seconds; no clock and no captions.',
    title: '30-Day Squat & Plank Challenge – Printable Calendar',
    duration: 95,
    text: `
      Print this and tick off each day! Start date: 01.06.
      01.06 – 20 squats + 20 s plank
      02.06 – 25 squats + 25 s plank
      03.06 – rest day
      04.06 – 30 squats + 30 s plank
      05.06 – 35 squats + 35 s plank
      06.06 – rest day
      Post your progress with #squatjune 💪
    `,
  },
];
