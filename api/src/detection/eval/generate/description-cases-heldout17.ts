/**
 * Seventeenth held-out batch (heldout17), written before the engine was run on it even once: never tuned on. Formats
 * the earlier batches did not use, after searching public physio home-programme apps and clinic programme pages ("3
 * sets of 12 reps", "3 reps · 30 seconds", "How often: complete once per day"), the FIFA "11+" manual's numbered
 * exercise list ("7.1 The Bench static", "9 Hamstrings", "10.1 Single-leg stance"), stroke-rehab carer handouts,
 * masters swimming sets ("8 x 50 kick @ 1:10", ":30 rest"), Catalan, Scottish Gaelic, Pashto, Assamese, Malagasy and
 * Japanese exercise pages and YouTube's chapter rules (first stamp 0:00, at least three, ascending, each at least ten
 * seconds, written as clocks): a home-exercise-programme app export with " · " fields in the app's own words ("Repeat
 * 10 times · Hold 5 seconds · Complete 2 sets · Perform 3 times a day", "Each leg"), the frequency no dose; a
 * wheelchair user's seated band workout in "m:ss / NAME / dose" columns ("2 rounds of 12", "15 + 15 (one arm at a
 * time)", "10, rest, 10", "x10 each arm", "8 each way"); the 11+ part 2 with the manual's section numbers between the
 * clock and the name ("7.1", "8.1", "9", "10.1", "11.1": places, not doses) and ranges ("hold 20-30 s", "3-5 reps");
 * a stroke-rehab list with "👥" (with a helper) and "👤" (on your own) before the name and doses in carers' words ("ten
 * slow lifts", "5, rest, 5", "10 with the weaker leg": no side named); Scottish Gaelic after "┆" ("10 tursan", "cùm 5
 * diogan", "20 diogan air gach taobh", "2 sheata de 12", "30 diogan, 3 tursan", new), Pashto with ordinal words before
 * the name and Eastern Arabic digits ("لومړی تمرین –", "۵ ثانیې ونیسئ، ۱۰ ځله", "هره پښه ۱۲ ځله", "۲ سیټه × ۱۰ ځله",
 * new), Assamese with the dose in round brackets after the name ("(১০ বাৰ)", "(৫ ছেকেণ্ড ধৰি ৰাখক, ১০ বাৰ)", "(প্ৰতিটো ফালে
 * ৮ বাৰ)", "(২ ছেট × ১২ বাৰ)", new) and Malagasy after "⦿" ("in-10", "segondra 20 isaky ny tongotra", "2 andiany ×
 * 10", "1 minitra", new) — and four traps whose descriptions YouTube does not read as chapters: a Japanese morning
 * stretch whose times are written "0分40秒" (no clock at all), a 45-second Short with a "chapter" every seven seconds,
 * a masters swim session whose lines start with distances and send-off times ("8 x 50 kick @ 1:10", ":30 rest") and
 * whose dryland doses sit in a sentence ("3 x 10 push-ups and 2 x 30 s plank"), and a trail-run route whose lines start
 * with kilometre marks ("5.1 km – Summit, stretch break").
 *
 * Labels: `type` is a common standard exercise name in lower case English when the move is a standard exercise (named
 * in any language or by a common variant: "Bridge" is the glute bridge, "Isometric quads" the quad sets, "Single leg
 * stance" the single leg balance, "The Bench" the plank and "Sideways Bench" the side plank, "Hamstrings" with a partner
 * holding the ankles the Nordic hamstring curl, "Knee straightening in the chair" the long arc quad, "Bridging on the
 * bed" the glute bridge), otherwise the author's words ("assisted arm raise"); the clean title is that name. Rep ranges
 * and hold ranges read as the lower bound; "Repeat 3 times · Hold 30 seconds" is 3 reps of a 30 s hold; "2 rounds of
 * 12" is 2 sets of 12; "15 + 15 (one arm at a time)" is 15 each side; "10, rest, 10" and "5, rest, 5" are 2 sets; "x10
 * each arm" and "8 each way" are each; "10 with the weaker leg" has no side; a timed block ("1 minute", "20 s each
 * arm", "1 minitra") is a hold; frequencies ("Perform 3 times a day"), squeezes and pauses, the 11+ section numbers,
 * levels and glosses are no dose; each chapter line is its own segment.
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesHeldOut17: DescriptionCaseSpec[] = [
  {
    name: 'desc-heldout17-hep-app-export',
    note: 'A home-exercise-programme app export pasted under each chapter name after " — ", with " · " fields in the app\'s own words ("Repeat 12 times · Complete 3 sets · Perform 1 time a day", "Repeat 10 times · Hold 5 seconds · Perform 3 times a day", "Repeat 3 times · Hold 30 seconds · Each side"); the frequency is no dose; common variants ("Bridge", "Isometric quads", "Single leg stance").',
    title: 'Your Knee Programme – Follow Along With Your Physio (Riverside Physio)',
    duration: 690,
    text: `
      Your programme from Riverside Physio, as printed from the app. Watch each exercise, then tick it off in the app so we can see how you're getting on.

      0:00 Before you start – how to read your programme @@ .
      0:45 Bridge — Repeat 12 times · Complete 3 sets · Perform 1 time a day @@ glute bridge | Glute bridge | s3 r12 | LB
      2:30 Side lying hip abduction — Repeat 10 times · Complete 2 sets · Perform 1 time a day @@ side lying hip abduction | Side lying hip abduction | s2 r10 | LB
      4:10 Isometric quads (inner range) — Repeat 10 times · Hold 5 seconds · Perform 3 times a day @@ quad sets | Quad sets | r10 h5 | LB
      5:40 Standing calf stretch — Repeat 3 times · Hold 30 seconds · Each side @@ calf stretch | Calf stretch | r3 h30 each | LB
      7:05 Step ups (low step) — Repeat 8 times · Complete 2 sets · Each leg @@ step up | Step up | s2 r8 each | LB
      8:50 Single leg stance — Hold 30 seconds · Repeat 3 times · Each leg @@ single leg balance | Single leg balance | r3 h30 each | LB
      10:20 How to log your sessions and pain scores in the app @@ .

      Questions? Message us through the app. In an emergency call 999.
    `,
  },
  {
    name: 'desc-heldout17-seated-band-slash-columns',
    note: 'A wheelchair user\'s seated band workout in "m:ss / NAME / dose" columns with the names in capitals and doses in everyday shorthand ("2 rounds of 12", "3 × 12, 2 s squeeze", "15 + 15 (one arm at a time)", "10, rest, 10", "x10 each arm", "20 s each arm, slow", "8 each way"); set-up and cool-down chapters.',
    title: 'Seated Upper Body Band Workout – 17 Minutes (By a Wheelchair User, For Everyone)',
    duration: 1020,
    text: `
      Made by a wheelchair user, for everyone who trains sitting down. Lock your brakes! Light or medium band with a door anchor.

      0:00 / HELLO + SET-UP / brakes on, band anchored at chest height @@ .
      1:15 / BAND PULL-APART / 2 rounds of 12 @@ band pull apart | Band pull apart | s2 r12 | UB
      3:40 / SEATED ROW / 3 × 12, 2 s squeeze @@ band row | Band row | s3 r12 | UB
      6:05 / CHEST PRESS / 15 + 15 (one arm at a time) @@ chest press | Chest press | r15 each | UB
      8:20 / OVERHEAD PRESS / 10, rest, 10 @@ shoulder press | Shoulder press | s2 r10 | UB
      10:30 / BICEP CURL / x10 each arm @@ bicep curl | Bicep curl | r10 each | UB
      12:10 / EXTERNAL ROTATION / 20 s each arm, slow @@ external rotation with band | External rotation with band | h20 each | UB
      14:00 / SEATED TRUNK ROTATION / 8 each way @@ seated trunk rotation | Seated trunk rotation | r8 each | C
      15:45 / STRETCH + COOL DOWN / band away @@ .

      Band I use: medium resistance, link in my community tab. Wheelie friends, tell me what you want next!
    `,
  },
  {
    name: 'desc-heldout17-fifa-11-plus-part-2',
    note: 'The FIFA "11+" part 2 at level 1 with the manual\'s section numbers between the clock and the name ("7.1 The Bench, static", "9 Hamstrings, beginner", "10.1 Single-leg stance"), places not doses; ranges ("hold 20-30 s", "3-5 reps") read as their lower bound; "11+", "U14s" and "Level 2" are no dose; talk chapters on why the programme works and on moving up a level.',
    title: 'The 11+ Part 2 – Strength, Plyometrics & Balance (Level 1) | Youth Football Warm-Up',
    duration: 840,
    text: `
      The "11+" part 2 for our U14s – strength, plyometrics and balance, Level 1 only. Parts 1 and 3 (the running) are in the other video. Do the whole 11+ at least twice a week before training.

      0:00 Why the 11+ works (and why coaches skip part 2) @@ .
      1:20 7.1 The Bench, static – 3 sets, hold 20-30 s @@ plank | Plank | s3 h20 | C
      3:30 8.1 Sideways Bench, static – 3 sets, 20-30 s each side @@ side plank | Side plank | s3 h20 each | C
      5:40 9 Hamstrings, beginner (partner holds your ankles) – 1 set of 3-5 reps @@ nordic hamstring curl | Nordic hamstring curl | s1 r3 | LB
      7:15 10.1 Single-leg stance, hold the ball – 2 sets, 30 s each leg @@ single leg balance | Single leg balance | s2 h30 each | LB
      9:00 11.1 Squats with toe raise – 2 sets of 30 s @@ squat | Squat | s2 h30 | LB
      10:45 When to move up to Level 2 @@ .
      12:20 Part 3 (running) is in the next video @@ .
    `,
  },
  {
    name: 'desc-heldout17-stroke-helper-emoji-tags',
    note: 'A stroke-rehab list for a patient and carer with "👥" (with your helper) and "👤" (on your own) before each name and doses in carers\' words ("ten slow lifts", "10 squeezes, hold each for 3 seconds", "5, rest, 5", "10 with the weaker leg" with no side named, "side to side, 1 minute", "8"); an author\'s name outside any lexicon ("Assisted arm raise").',
    title: 'Stroke Recovery at Home – Arm and Leg Exercises With Your Carer (12 min)',
    duration: 720,
    text: `
      Arm and leg exercises after a stroke – for you and a family member or carer. 👥 = with your helper, 👤 = on your own. Only do the ones your stroke team has agreed with you.

      0:00 Who this is for, and keeping safe @@ .
      1:05 👥 Assisted arm raise – helper supports the weaker arm – ten slow lifts @@ assisted arm raise | Assisted arm raise | r10 | UB
      3:00 👤 Hand squeeze with a rolled flannel – 10 squeezes, hold each for 3 seconds @@ grip squeeze | Grip squeeze | r10 h3 | UB
      4:30 👥 Sit to stand with your helper beside you – 5, rest, 5 @@ sit to stand | Sit to stand | s2 r5 | LB
      6:20 👤 Knee straightening in the chair – 10 with the weaker leg @@ long arc quad | Long arc quad | r10 | LB
      7:45 👥 Standing weight shift at the worktop – side to side, 1 minute @@ weight shift | Weight shift | h60 | LB
      9:10 👤 Bridging on the bed – 8 @@ glute bridge | Glute bridge | r8 | LB
      10:30 Tiredness, and when to stop for the day @@ .
    `,
  },
  {
    name: 'desc-heldout17-gaelic-guailnean',
    note: 'A Scottish Gaelic neck and shoulder routine (new language) after "┆" with doses in Gaelic ("10 tursan", "cùm 5 diogan, 10 tursan", "20 diogan air gach taobh", "2 sheata de 12", "30 diogan, 3 tursan"); welcome, advice and thanks chapters.',
    title: 'Eacarsaichean airson na h-amhaich agus nan guailnean | 10 mionaidean aig an taigh',
    duration: 600,
    text: `
      Eacarsaichean sìmplidh airson na h-amhaich agus nan guailnean, rim dèanamh aig an taigh no san oifis. Ma tha am pian a' dol sìos do ghàirdean, bruidhinn ris an dotair.

      0:00 ┆ Fàilte @@ .
      0:40 ┆ Roilig na guailnean air ais – 10 tursan @@ shoulder roll | Shoulder roll | r10 | UB
      1:55 ┆ Brùth an smiogaid air ais – cùm 5 diogan, 10 tursan @@ chin tuck | Chin tuck | r10 h5 | N
      3:20 ┆ Sìneadh a' chinn chun na gualainn – 20 diogan air gach taobh @@ neck side bend | Neck side bend | h20 each | N
      4:50 ┆ Fàisg na slinneanan còmhla – 2 sheata de 12 @@ scapular squeeze | Scapular squeeze | s2 r12 | UB
      6:30 ┆ Sìneadh a' bhroillich san doras – 30 diogan, 3 tursan @@ doorway pec stretch | Doorway pec stretch | r3 h30 | UB
      8:00 ┆ Comhairle airson an latha @@ .
      9:10 ┆ Mòran taing airson coimhead! @@ .
    `,
  },
  {
    name: 'desc-heldout17-pashto-zangun',
    note: 'A Pashto knee routine (new language, right to left) with ordinal words before the name ("لومړی تمرین –") and Eastern Arabic digits in the doses ("۵ ثانیې ونیسئ، ۱۰ ځله", "۱۰ ځله", "هره پښه ۱۲ ځله", "۲ سیټه × ۱۰ ځله", "۳۰ ثانیې، هره پښه"); introduction, caution and thanks chapters.',
    title: 'د زنګون د درد لپاره ۵ اسانه تمرینونه | په کور کې | فزیوتراپیست',
    duration: 660,
    text: `
      د زنګون د درد لپاره اسانه تمرینونه. که درد زیات شو یا زنګون وپړسېد، له ډاکټر سره مشوره وکړئ.

      0:00 سریزه @@ .
      0:45 لومړی تمرین – د زنګون لاندې دستمال فشارول – ۵ ثانیې ونیسئ، ۱۰ ځله @@ quad sets | Quad sets | r10 h5 | LB
      2:10 دویم تمرین – په بستر کې د پوندې ښویول – ۱۰ ځله @@ heel slides | Heel slides | r10 | LB
      3:35 درېیم تمرین – له چوکۍ پاڅېدل او کېناستل – ۲ سیټه × ۱۰ ځله @@ sit to stand | Sit to stand | s2 r10 | LB
      5:10 څلورم تمرین – په زینه پورته کېدل – هره پښه ۱۲ ځله @@ step up | Step up | r12 each | LB
      6:50 پنځم تمرین – د پنډۍ غځول د دېوال سره – ۳۰ ثانیې، هره پښه @@ calf stretch | Calf stretch | h30 each | LB
      8:20 احتیاط @@ .
      9:40 مننه @@ .
    `,
  },
  {
    name: 'desc-heldout17-assamese-kakal',
    note: 'An Assamese low-back routine (new language, Bengali script with ৰ and ৱ) after "◉" with the dose in round brackets after the name and Assamese digits ("(১০ বাৰ)", "(৫ ছেকেণ্ড ধৰি ৰাখক, ১০ বাৰ)", "(প্ৰতিটো ফালে ২০ ছেকেণ্ড)", "(২ ছেট × ১২ বাৰ)", "(প্ৰতিটো ফালে ৮ বাৰ)"); introduction, advice and thanks chapters.',
    title: 'কঁকাল বিষৰ বাবে ৫টা সহজ ব্যায়াম | ঘৰতে কৰক | ফিজিঅ’থেৰাপিষ্ট',
    duration: 630,
    text: `
      কঁকাল বিষৰ বাবে ঘৰতে কৰিব পৰা সহজ ব্যায়াম। বিষ ভৰিলৈ নামি আহিলে ব্যায়াম বন্ধ কৰি চিকিৎসকৰ পৰামৰ্শ লওক।

      0:00 ◉ পৰিচয় @@ .
      0:40 ◉ মেকুৰী-গাই (১০ বাৰ) @@ cat cow | Cat cow | r10 | B
      2:00 ◉ পিঠিৰ তলৰ অংশ মজিয়াত হেঁচা দিয়া (৫ ছেকেণ্ড ধৰি ৰাখক, ১০ বাৰ) @@ pelvic tilt | Pelvic tilt | r10 h5 | B
      3:25 ◉ আঁঠু বুকুলৈ আনা (প্ৰতিটো ফালে ২০ ছেকেণ্ড) @@ knee to chest | Knee to chest | h20 each | B
      4:50 ◉ নিতম্ব ওপৰলৈ তোলা (২ ছেট × ১২ বাৰ) @@ glute bridge | Glute bridge | s2 r12 | LB
      6:30 ◉ বিপৰীত হাত আৰু ভৰি তোলা (প্ৰতিটো ফালে ৮ বাৰ) @@ bird dog | Bird dog | r8 each | C
      8:10 ◉ সাৱধানতা @@ .
      9:20 ◉ ধন্যবাদ @@ .
    `,
  },
  {
    name: 'desc-heldout17-malagasy-zokiolona',
    note: 'A Malagasy chair class for older people (new language) after "⦿" with doses in Malagasy ("in-10", "in-15", "1 minitra", "segondra 20 isaky ny tongotra", "2 andiany × 10"); welcome and closing chapters.',
    title: "Fanatanjahan-tena ho an'ny zokiolona – 12 minitra amin'ny seza",
    duration: 720,
    text: `
      Fanatanjahan-tena malefaka ho an'ny zokiolona, amin'ny seza. Raha marary dia mijanòna ary manontania ny dokotera.

      0:00 ⦿ Tongasoa @@ .
      1:00 ⦿ Mandeha eo an-toerana – 1 minitra @@ standing march | Standing march | h60 | LB
      2:30 ⦿ Mijoro sy mipetraka amin'ny seza – in-10 @@ sit to stand | Sit to stand | r10 | LB
      4:05 ⦿ Manainga ny voditongotra – in-15 @@ calf raise | Calf raise | r15 | LB
      5:40 ⦿ Mijoro amin'ny tongotra iray – segondra 20 isaky ny tongotra @@ single leg balance | Single leg balance | h20 each | LB
      7:20 ⦿ Manodina ny soroka – 2 andiany × 10 @@ shoulder roll | Shoulder roll | s2 r10 | UB
      9:00 ⦿ Misaotra betsaka! @@ .
    `,
  },
  {
    name: 'desc-heldout17-trap-japanese-fun-byo-times',
    note: 'A Japanese morning stretch whose times are written in minutes and seconds as words ("0分40秒 首のストレッチ 左右20秒ずつ", "5分00秒 スクワット 10回×2セット"): no line holds a clock YouTube reads, so there are no chapters; the moves and doses are all on the lines; no captions.',
    title: '【10分】朝のやさしいストレッチ｜毎日続けられる体操',
    duration: 600,
    text: `
      毎朝10分のやさしいストレッチです。痛みがある場合は無理をしないでください。
      0分00秒 はじめに
      0分40秒 首のストレッチ 左右20秒ずつ
      2分10秒 肩まわし 10回
      3分30秒 背中のストレッチ
      5分00秒 スクワット 10回×2セット
      7分20秒 ふくらはぎのストレッチ 左右30秒ずつ
      9分00秒 おわりに
      チャンネル登録よろしくお願いします！
    `,
  },
  {
    name: 'desc-heldout17-trap-short-seven-second-chapters',
    note: 'A 45-second Short with a "chapter" every seven seconds ("0:00 Squats", "0:07 Lunges" … "0:35 Glute bridges"): every chapter is under ten seconds, so YouTube shows no chapters; no captions.',
    title: '45 SECOND Leg Burner 🔥 #shorts',
    duration: 45,
    text: `
      Can you keep up? 🔥 #shorts #legday
      0:00 Squats
      0:07 Lunges
      0:14 Jump squats
      0:21 Wall sit
      0:28 Calf raises
      0:35 Glute bridges
      Full 20-minute version on my channel!
    `,
  },
  {
    name: 'desc-heldout17-trap-swim-set-send-offs',
    note: 'A masters swim session whose lines start with distances and repeats and whose only clocks are send-off times after "@" ("8 x 50 kick with board @ 1:10") or a rest written ":30 rest"; the dryland doses sit in a sentence ("3 x 10 push-ups and 2 x 30 s plank"): no chapter list; no captions.',
    title: 'Masters Swim Session – Tuesday Night (2,200 m) 🏊',
    duration: 540,
    text: `
      Tuesday masters session, the one we filmed from the pool deck. Adjust the send-offs to your own pace.
      400 warm-up, easy (~7:00)
      8 x 50 kick with board @ 1:10
      4 x 100 free @ 1:45, descend 1-4
      :30 rest
      6 x 75 pull @ 1:20 (25 back / 50 free)
      200 easy swim down
      Total: 2,200 m. Dryland after: 3 x 10 push-ups and 2 x 30 s plank on the deck.
    `,
  },
  {
    name: 'desc-heldout17-trap-trail-run-km-markers',
    note: 'A trail-run video whose lines start with kilometre marks ("0 km – Car park", "5.1 km – Summit, stretch break: calves and quads") instead of times: no chapter list; the stretch break is prose; no captions.',
    title: 'Ben Ledi Trail Run – 10 km Loop (Full Route, No Talking)',
    duration: 3900,
    text: `
      The full loop from the Stank car park, filmed on a chest mount. Route and stops:
      0 km – Car park, start the watch
      2.4 km – Waterfall and the first steep bit
      5.1 km – Summit, stretch break: calves and quads
      7.6 km – Forest track, fast downhill
      9.8 km – Back at the car park
      Shoes: trail shoes with a 6 mm drop. GPX file on my Strava.
    `,
  },
];
