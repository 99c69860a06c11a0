/**
 * Fifth held-out batch (heldout5), written before the engine was run on it even once: never tuned on. Formats the
 * earlier batches did not use, after reading public chapter guides, physio and coaching pages and Turkish, Swedish,
 * Czech, Greek, Russian, Korean, Hindi and Japanese exercise pages: a creator description with a sponsor chapter,
 * shop links and a discount code, zero-padded clocks in round brackets, a 75-minute yoga class in h:mm:ss, doses in
 * curly braces, "Exercise n of m:", "No. n –" countdowns, doses written with a double prime ("20\""), "8/side",
 * "12 ea.", loads, tempo and RPE beside the dose ("@ 16 kg, tempo 3-1-1", "2×10 kg"), repeats written "Round 2:",
 * "once more", "Repeat:", "2nd time through", gym superset labels ("A1", "B2"), coach names outside any obvious
 * list (ATG split squat, reverse nordic, elephant walks, shin box get up), "➤" and "✅" markers, prose and links
 * between chapter lines, a falls-prevention class switching to h:mm:ss after the hour, many kinds of talk chapter,
 * a bonus exercise beside a bonus tip, caps columns with a rest time, "·" after the clock and a leaderboard of
 * times after the list, "Minuto 0:45 –" before the clock — and traps: a chapter of 6 s, a time going backwards,
 * two chapters only, race splits, a workshop timetable with prices and dates, an album with track lengths,
 * "00:00:00 Intro" alone, a list from 0:00:30 and a podcast whose chapters name exercises it only talks about.
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesHeldOut5: DescriptionCaseSpec[] = [
  {
    name: 'desc-heldout5-sponsor-and-links',
    note: 'A creator description: shop link, a sponsor with a code and a date, a sponsor chapter, links after the list.',
    title: 'Tight Hips From Sitting? Do This Routine',
    duration: 660,
    text: `
      Tight hips from sitting all day? This is the routine I give my desk-bound clients. Do it 3–4 times a week.

      🛒 The mini bands I use: https://example.com/shop/bands
      💸 This video is sponsored by FlexiMat – use code HIPS15 for 15% off (valid until 31/12).

      ⏱️ TIMESTAMPS
      0:00 - Intro @@ .
      0:45 - Sponsor: FlexiMat @@ .
      1:30 - Half kneeling hip flexor stretch (30s each side) @@ hip flexor stretch | Hip flexor stretch | h30 each | LB
      3:15 - Couch stretch (1 min each side) @@ couch stretch | Couch stretch | h60 each | LB
      5:00 - Frog pumps (20 reps) @@ frog pumps | Frog pumps | r20 | LB
      6:40 - Dead bug (3 x 8 each side) @@ dead bug | Dead bug | s3 r8 each | C
      8:20 - Why your hips feel tight @@ .
      9:45 - Outro @@ .

      📲 Instagram: @hipsdontlie.physio
      🎵 Music: Lakey Inspired – Chill Day
      #hipmobility #deskjob #physio
    `,
  },
  {
    name: 'desc-heldout5-paren-clock-zero-padded',
    note: 'Zero-padded clocks in round brackets at the line start, the dose after an em dash with a times sign.',
    title: 'Hamstring Strain Rehab – Stage 2',
    duration: 780,
    text: `
      Stage 2 starts when you can walk briskly without pain.
      (00:00) Intro @@ .
      (00:50) Hamstring bridge hold — 5 × 10 s @@ hamstring bridge | Hamstring bridge | s5 h10 | LB
      (02:40) Single leg glute bridge — 3 × 8 each @@ single leg glute bridge | Single leg glute bridge | s3 r8 each | LB
      (04:30) Nordic curls (assisted) — 3 × 5 @@ nordic hamstring curl | Nordic hamstring curl | s3 r5 | LB
      (06:45) Romanian deadlift — 3 × 10 @@ romanian deadlift | Romanian deadlift | s3 r10 | LB
      (09:00) Slider leg curls — 2 × 8 @@ slider leg curl | Slider leg curl | s2 r8 | LB
      (11:00) Return to running criteria @@ .
    `,
  },
  {
    name: 'desc-heldout5-long-yoga-hms',
    note: 'A 75-minute yoga class in h:mm:ss from 0:00:00, English names, a pose without "pose".',
    title: 'Full 75 Minute Vinyasa Class – All Levels',
    duration: 4500,
    text: `
      A complete class from my Thursday studio session. Props: a block and a strap.
      0:00:00 Arriving & breath @@ .
      0:06:30 Cat-cow @@ cat cow | Cat cow | | B
      0:11:00 Sun salutations @@ sun salutation | Sun salutation | | FB
      0:19:45 Warrior II @@ warrior two | Warrior two | | LB
      0:26:10 Triangle @@ triangle pose | Triangle pose | | LB
      0:33:00 Tree pose @@ tree pose | Tree pose | | LB
      0:40:20 Chair pose @@ chair pose | Chair pose | | LB
      0:47:30 Seated forward fold @@ seated forward fold | Seated forward fold | | LB
      0:55:00 Supine twist @@ supine twist | Supine twist | | B
      1:02:30 Legs up the wall @@ legs up the wall | Legs up the wall | | LB
      1:08:00 Savasana @@ .
      1:14:00 Closing words @@ .
    `,
  },
  {
    name: 'desc-heldout5-curly-brace-doses',
    note: 'Doses in curly braces after the name ("{3×15}", "{30s ×3 each side}").',
    title: 'Shoulder Impingement – Rotator Cuff Routine',
    duration: 660,
    text: `
      0:00 Intro @@ .
      0:35 Side lying external rotation {3×15} @@ side lying external rotation | Side lying external rotation | s3 r15 | UB
      2:20 Band pull-aparts {2×20} @@ band pull apart | Band pull apart | s2 r20 | UB
      4:00 Wall slides {10} @@ wall slide | Wall slide | r10 | UB
      5:30 Prone Y raise {3×8} @@ prone y raise | Prone Y raise | s3 r8 | UB
      7:10 Sleeper stretch {30s ×3 each side} @@ sleeper stretch | Sleeper stretch | s3 h30 each | UB
      9:00 Progressions & when to stop @@ .
    `,
  },
  {
    name: 'desc-heldout5-exercise-n-of-m',
    note: '"Exercise n of 5:" after the time; a position cue after one name ("at the counter").',
    title: 'Knee Strength After 60 – 5 Exercises',
    duration: 600,
    text: `
      0:00 Welcome @@ .
      0:40 Exercise 1 of 5: Sit to stand @@ sit to stand | Sit to stand | | LB
      2:15 Exercise 2 of 5: Mini squats at the counter @@ mini squat | Mini squat | | LB
      3:50 Exercise 3 of 5: Step ups @@ step up | Step up | | LB
      5:30 Exercise 4 of 5: Heel raises @@ calf raise | Calf raise | | LB
      7:00 Exercise 5 of 5: Side stepping @@ sideways walking | Sideways walking | | LB
      8:40 Putting it into your week @@ .
    `,
  },
  {
    name: 'desc-heldout5-countdown-no-labels',
    note: 'A countdown with "No. 6 –" and "Nº 4 –" labels; alternative names of common moves.',
    title: 'Lower Back Pain: My Top 6 Exercises (Ranked)',
    duration: 660,
    text: `
      0:00 Intro @@ .
      0:30 No. 6 – Knee to chest stretch @@ knee to chest | Knee to chest | | B
      2:00 No. 5 – Prone press ups @@ mckenzie press up | McKenzie press up | | B
      3:40 Nº 4 – Bird dog @@ bird dog | Bird dog | | B
      5:10 Nº 3 – Side plank from the knees @@ modified side plank | Modified side plank | | C
      6:50 No. 2 – Glute bridge @@ glute bridge | Glute bridge | | LB
      8:20 No. 1 – Cat camel @@ cat cow | Cat cow | | B
      9:50 Which one should you start with? @@ .
    `,
  },
  {
    name: 'desc-heldout5-dose-writings-mixed',
    note: 'Doses written "3 sets × 10 reps", "8/side", "2×12", a double prime for seconds, "15–20 reps", "12 ea.", "3 × 15 sec".',
    title: 'Full Body Home Strength – Beginner',
    duration: 900,
    text: `
      0:00 Warm-up @@ .
      1:30 Squats – 3 sets × 10 reps @@ squat | Squat | s3 r10 | LB
      3:20 Reverse lunges – 8/side @@ reverse lunge | Reverse lunge | r8 each | LB
      5:00 Knee push ups – 2×12 @@ knee push up | Knee push up | s2 r12 | UB
      6:40 Plank – 3 × 20" @@ plank | Plank | s3 h20 | C
      8:10 Glute bridge – 15–20 reps @@ glute bridge | Glute bridge | r15 | LB
      9:40 Side-lying leg lifts – 12 ea. @@ side lying hip abduction | Side lying hip abduction | r12 each | LB
      11:20 Superman hold – 3 × 15 sec @@ superman | Superman | s3 h15 | B
      12:50 Stretch & cool down @@ .
    `,
  },
  {
    name: 'desc-heldout5-load-tempo-rpe',
    note: 'Loads, tempo, RPE and rest beside the dose ("@ 16 kg, tempo 3-1-1", "@ 2×10 kg"): only sets and reps are a dose.',
    title: 'Leg Strength for Skiers – Gym Session',
    duration: 1080,
    text: `
      0:00 Intro & warm-up @@ .
      1:20 Goblet squat 3×8 @ 16 kg, tempo 3-1-1 @@ goblet squat | Goblet squat | s3 r8 | LB
      4:00 Bulgarian split squat 3×6/leg @ 2×10 kg @@ bulgarian split squat | Bulgarian split squat | s3 r6 each | LB
      7:10 Romanian deadlift 3×10 – RPE 7 @@ romanian deadlift | Romanian deadlift | s3 r10 | LB
      10:00 Lateral lunge 2×8 each side (rest 90 s) @@ lateral lunge | Lateral lunge | s2 r8 each | LB
      12:30 Wall sit 3 × 45 s @@ wall sit | Wall sit | s3 h45 | LB
      14:30 Skater hops 3×10 @@ skater hops | Skater hops | s3 r10 | LB
      16:30 Cool down @@ .
    `,
  },
  {
    name: 'desc-heldout5-repeat-words',
    note: 'A second pass written "Round 2:", "— once more", "Repeat:" and ", 2nd time through": each its own segment.',
    title: 'Core & Balance – Two Rounds',
    duration: 780,
    text: `
      0:00 Intro @@ .
      0:40 Dead bug @@ dead bug | Dead bug | | C
      2:00 Pallof press @@ pallof press | Pallof press | | C
      3:20 Single leg balance @@ single leg balance | Single leg balance | | LB
      4:40 Bird dog @@ bird dog | Bird dog | | B
      6:00 Water break @@ .
      6:40 Round 2: dead bug @@ dead bug | Dead bug | | C
      7:50 Pallof press — once more @@ pallof press | Pallof press | | C
      9:00 Repeat: single leg balance @@ single leg balance | Single leg balance | | LB
      10:10 Bird dog, 2nd time through @@ bird dog | Bird dog | | B
      11:20 Finish @@ .
    `,
  },
  {
    name: 'desc-heldout5-superset-labels',
    note: 'Gym superset labels ("A1", "B2", "C1") between the time and the name; a carry dosed by distance.',
    title: 'Upper Body Pull Day – Physio-Led Gym Session',
    duration: 900,
    text: `
      0:00 Intro @@ .
      0:50 A1 Lat pulldown 3×10 @@ lat pulldown | Lat pulldown | s3 r10 | UB
      3:30 A2 Face pulls 3×15 @@ face pull | Face pull | s3 r15 | UB
      6:00 B1 Single arm dumbbell row 3×10 each @@ single arm dumbbell row | Single arm dumbbell row | s3 r10 each | UB
      9:00 B2 Band external rotation 3×15 @@ external rotation with band | External rotation with band | s3 r15 | UB
      11:30 C1 Farmer carry 3 × 40 m @@ farmer carry | Farmer carry | s3 | FB
      14:00 Wrap up @@ .
    `,
  },
  {
    name: 'desc-heldout5-coach-knee-names',
    note: 'A knees-over-toes coach: names as coaches write them, most outside any obvious list; a minutes dose.',
    title: "Bulletproof Knees – Coach Ben's Basics",
    duration: 900,
    text: `
      0:00 Intro @@ .
      0:40 Tib raises – 2×20 @@ toe raise | Toe raise | s2 r20 | LB
      2:20 Backward walking – 2 min @@ backward walking | Backward walking | h120 | LB
      4:30 Peterson step up – 2×15 each @@ peterson step up | Peterson step up | s2 r15 each | LB
      6:20 ATG split squat – 2×8 each @@ atg split squat | ATG split squat | s2 r8 each | LB
      8:30 Reverse nordic – 2×6 @@ reverse nordic | Reverse nordic | s2 r6 | LB
      10:10 Elephant walks – 20 reps @@ elephant walk | Elephant walk | r20 | LB
      11:50 Sissy squat (assisted) – 2×8 @@ sissy squat | Sissy squat | s2 r8 | LB
      13:30 Final words @@ .
    `,
  },
  {
    name: 'desc-heldout5-lifter-mobility-names',
    note: 'A lifter\'s mobility flow: moves outside any obvious list, one with a band, a "(breathe)" aside.',
    title: 'Daily Mobility Flow for Lifters – 12 min',
    duration: 720,
    text: `
      0:00 Intro @@ .
      0:25 Wall angels @@ wall angel | Wall angel | | UB
      1:50 Jefferson curl @@ jefferson curl | Jefferson curl | | B
      3:30 Shin box get-ups @@ shin box get up | Shin box get up | | LB
      5:10 Cossack squat @@ cossack squat | Cossack squat | | LB
      6:50 Adductor rock backs @@ adductor rock back | Adductor rock back | | LB
      8:30 Banded shoulder dislocates @@ shoulder dislocates | Shoulder dislocates | | UB
      10:10 Deep squat hold (breathe) @@ deep squat hold | Deep squat hold | | LB
      11:30 Done @@ .
    `,
  },
  {
    name: 'desc-heldout5-arrowhead-bullets',
    note: '"➤" before every clock; a neck routine.',
    title: 'Neck Pain Relief in 8 Minutes',
    duration: 480,
    text: `
      ➤ 0:00 Intro @@ .
      ➤ 0:30 Chin tucks @@ chin tuck | Chin tuck | | N
      ➤ 1:45 Neck rotations @@ neck rotation | Neck rotation | | N
      ➤ 3:00 Upper trap stretch @@ upper trapezius stretch | Upper trapezius stretch | | N
      ➤ 4:20 Levator scapulae stretch @@ levator scapulae stretch | Levator scapulae stretch | | N
      ➤ 5:40 Shoulder blade squeezes @@ scapular squeeze | Scapular squeeze | | UB
      ➤ 7:00 How often? @@ .
    `,
  },
  {
    name: 'desc-heldout5-check-emoji-after-time',
    note: '"✅" between the clock and the name, the dose in brackets, "on a step" and "against the wall" set-ups.',
    title: 'Plantar Fasciitis – Morning Routine',
    duration: 540,
    text: `
      0:00 ✅ Why mornings hurt @@ .
      0:50 ✅ Plantar fascia stretch (3 × 30 s) @@ plantar fascia stretch | Plantar fascia stretch | s3 h30 | LB
      2:30 ✅ Towel scrunches (20) @@ towel scrunches | Towel scrunches | r20 | LB
      4:00 ✅ Calf stretch against the wall (30 s each) @@ calf stretch | Calf stretch | h30 each | LB
      5:40 ✅ Heel raises on a step (3 × 12) @@ calf raise | Calf raise | s3 r12 | LB
      7:20 ✅ Shoe advice @@ .
    `,
  },
  {
    name: 'desc-heldout5-prose-between-chapters',
    note: 'Prose, a pain score ("3/10") and a link with "?t=" between the chapter lines.',
    title: 'Tennis Elbow – Home Exercises That Work',
    duration: 660,
    text: `
      Tennis elbow usually settles in 6–12 months, faster if you load it well.

      0:00 Intro @@ .
      0:40 Wrist extensor stretch @@ wrist extensor stretch | Wrist extensor stretch | | UB
      Hold it for about 30 seconds — it should pull, not hurt.
      2:10 Isometric wrist extension @@ isometric wrist extension | Isometric wrist extension | | UB
      If this hurts more than 3/10, push less hard.
      4:00 Eccentric wrist extension @@ eccentric wrist extension | Eccentric wrist extension | | UB
      Full tutorial: https://youtu.be/abc123?t=95
      5:50 Tyler twist with a FlexBar @@ tyler twist with flexbar | Tyler twist with flexbar | | UB
      7:40 Grip squeeze @@ grip squeeze | Grip squeeze | | UB
      Use a soft ball or a rolled towel.
      9:10 How long until it gets better? @@ .
    `,
  },
  {
    name: 'desc-heldout5-falls-class-past-hour',
    note: 'A 70-minute falls-prevention class: m:ss clocks switching to h:mm:ss after the hour, a tea break.',
    title: 'Strength & Balance Class – Falls Prevention (Full Session)',
    duration: 4200,
    text: `
      Recorded at our community hall class. Have a sturdy chair beside you.
      0:00 Welcome & chair warm-up @@ .
      4:30 Sit to stand (3 × 8) @@ sit to stand | Sit to stand | s3 r8 | LB
      12:00 Heel-toe walking @@ tandem walk | Tandem walk | | LB
      19:40 Marching on the spot @@ standing march | Standing march | | LB
      27:15 Side leg raises holding the chair @@ standing hip abduction | Standing hip abduction | | LB
      35:00 Tea break (stay seated) @@ .
      42:30 Toe raises @@ toe raise | Toe raise | | LB
      49:50 Single leg stand @@ single leg balance | Single leg balance | | LB
      57:30 Wall push ups (2 × 10) @@ wall push up | Wall push up | s2 r10 | UB
      1:05:00 Relaxation & questions @@ .
    `,
  },
  {
    name: 'desc-heldout5-talk-chapter-kinds',
    note: 'Anatomy, equipment, safety, mistakes, a bonus tip, Q&A, summary and final thoughts around three exercises.',
    title: 'Rotator Cuff Tendinopathy Explained + 3 Exercises',
    duration: 840,
    text: `
      0:00 Intro @@ .
      0:45 Anatomy 101: the cuff muscles @@ .
      2:30 Equipment you'll need @@ .
      3:10 Safety first – red flags @@ .
      4:20 Isometric external rotation @@ shoulder isometrics | Shoulder isometrics | | UB
      6:00 Side-lying external rotation @@ side lying external rotation | Side lying external rotation | | UB
      7:50 Scaption @@ scaption | Scaption | | UB
      9:30 Common mistakes @@ .
      10:40 Bonus tip: sleeping position @@ .
      11:30 Q&A from the comments @@ .
      13:00 Summary @@ .
      13:40 Final thoughts @@ .
    `,
  },
  {
    name: 'desc-heldout5-bonus-exercise-and-tip',
    note: 'A "BONUS EXERCISE:" chapter is an exercise, a "Bonus tip:" chapter is not.',
    title: 'Groin Strain Prevention for Footballers',
    duration: 660,
    text: `
      0:00 Intro @@ .
      0:40 Adductor squeeze (ball between knees) – 5 × 10 s @@ adductor squeeze | Adductor squeeze | s5 h10 | LB
      2:30 Side-lying adductor lift @@ side lying hip adduction | Side lying hip adduction | | LB
      4:15 Copenhagen plank (short lever) @@ copenhagen plank | Copenhagen plank | | LB
      6:00 Lateral lunge @@ lateral lunge | Lateral lunge | | LB
      7:40 BONUS EXERCISE: Sumo squat @@ sumo squat | Sumo squat | | LB
      9:10 Bonus tip: load management @@ .
      10:20 Outro @@ .
    `,
  },
  {
    name: 'desc-heldout5-caps-columns-rest',
    note: 'Caps columns after pipes: name | dose | rest time; the rest is not a hold; "each way" and "each side".',
    title: 'KETTLEBELL FULL BODY – 20 MIN',
    duration: 1200,
    text: `
      0:00 | WARM UP | 3 MIN @@ .
      3:00 | KETTLEBELL SWING | 3x15 | 60s REST @@ kettlebell swing | Kettlebell swing | s3 r15 | FB
      6:00 | GOBLET SQUAT | 3x10 | 60s REST @@ goblet squat | Goblet squat | s3 r10 | LB
      9:00 | BENT OVER ROW | 3x10 | 45s REST @@ bent over row | Bent over row | s3 r10 | UB
      12:00 | HALO | 2x8 EACH WAY @@ halo | Halo | s2 r8 | UB
      14:30 | TURKISH GET UP | 2x3 EACH SIDE @@ turkish get up | Turkish get up | s2 r3 each | FB
      18:00 | COOL DOWN @@ .
    `,
  },
  {
    name: 'desc-heldout5-dot-after-clock-leaderboard',
    note: '"00:40 ·" clocks under a "Timestamps 👇" header, then a leaderboard of finishing times after a blank line.',
    title: 'Friday Burner – 15 Minute Challenge',
    duration: 780,
    text: `
      Timestamps 👇
      00:00 · Intro @@ .
      00:40 · Squat thrusts @@ burpee | Burpee | | FB
      02:40 · Plank jacks @@ plank jacks | Plank jacks | | FB
      04:40 · Reverse lunges @@ reverse lunge | Reverse lunge | | LB
      06:40 · High knees @@ high knees | High knees | | FB
      08:40 · V-ups @@ v ups | V ups | | C
      10:40 · Cool down @@ .

      Last week's leaderboard 🏆
      Sam – 12:41
      Priya – 13:05
      Jo – 13:58
    `,
  },
  {
    name: 'desc-heldout5-turkish-bel',
    note: 'Turkish low-back routine: Turkish names, "tekrar", "set", "saniye", "dakika", "her bacak".',
    title: 'Bel Ağrısı İçin 6 Egzersiz – Evde Fizyoterapi',
    duration: 660,
    text: `
      0:00 Giriş @@ .
      0:35 Kedi-deve egzersizi – 10 tekrar @@ cat cow | Cat cow | r10 | B
      2:00 Köprü – 3 set 12 tekrar @@ glute bridge | Glute bridge | s3 r12 | LB
      3:45 Kuş-köpek – her iki taraf 8 tekrar @@ bird dog | Bird dog | r8 each | B
      5:30 Plank – 30 saniye @@ plank | Plank | h30 | C
      7:00 Tek dizi göğse çekme – her bacak 20 saniye @@ knee to chest | Knee to chest | h20 each | B
      8:40 Çocuk pozu – 1 dakika @@ child's pose | Child's pose | h60 | B
      10:00 Kapanış ve öneriler @@ .
    `,
  },
  {
    name: 'desc-heldout5-swedish-knä',
    note: 'Swedish knee routine: Swedish names, "repetitioner", "sekunder", "per ben".',
    title: 'Knäträning hemma – 6 övningar',
    duration: 660,
    text: `
      0:00 Intro @@ .
      0:30 Knäböj – 3 x 10 @@ squat | Squat | s3 r10 | LB
      2:10 Utfallssteg – 10 per ben @@ lunge | Lunge | r10 each | LB
      3:50 Tåhävningar – 15 repetitioner @@ calf raise | Calf raise | r15 | LB
      5:20 Höftlyft – 3 x 12 @@ glute bridge | Glute bridge | s3 r12 | LB
      7:00 Väggsittning – 30 sekunder @@ wall sit | Wall sit | h30 | LB
      8:30 Stå på ett ben – 30 sekunder per ben @@ single leg balance | Single leg balance | h30 each | LB
      10:00 Avslutning @@ .
    `,
  },
  {
    name: 'desc-heldout5-japanese-hiza',
    note: 'Japanese knee strength: katakana names, "10回×2セット", "左右30秒", 注意点 and まとめ as talk.',
    title: '膝の痛みに効く筋トレ 10分',
    duration: 600,
    text: `
      0:00 オープニング @@ .
      0:30 スクワット 10回×2セット @@ squat | Squat | s2 r10 | LB
      2:10 ヒップリフト 15回 @@ glute bridge | Glute bridge | r15 | LB
      3:50 カーフレイズ 20回 @@ calf raise | Calf raise | r20 | LB
      5:20 片脚立ち 左右30秒 @@ single leg balance | Single leg balance | h30 each | LB
      6:50 ランジ 左右8回 @@ lunge | Lunge | r8 each | LB
      8:20 注意点 @@ .
      9:10 まとめ @@ .
    `,
  },
  {
    name: 'desc-heldout5-greek-mesi',
    note: 'Greek low-back routine: Greek names, "επαναλήψεις", "σετ των", "δευτερόλεπτα", "ανά πλευρά".',
    title: 'Ασκήσεις για πόνο στη μέση – 10 λεπτά',
    duration: 600,
    text: `
      0:00 Εισαγωγή @@ .
      0:30 Γάτα-καμήλα – 10 επαναλήψεις @@ cat cow | Cat cow | r10 | B
      2:00 Γέφυρα – 3 σετ των 12 @@ glute bridge | Glute bridge | s3 r12 | LB
      3:40 Πουλί-σκύλος – 8 επαναλήψεις ανά πλευρά @@ bird dog | Bird dog | r8 each | B
      5:20 Σανίδα – 30 δευτερόλεπτα @@ plank | Plank | h30 | C
      6:50 Στάση του παιδιού – 1 λεπτό @@ child's pose | Child's pose | h60 | B
      8:20 Συχνά λάθη @@ .
      9:20 Κλείσιμο @@ .
    `,
  },
  {
    name: 'desc-heldout5-czech-zada',
    note: 'Czech back routine: Czech names, "opakování", "série po", "s", "na každou stranu", "každá noha".',
    title: 'Cviky na bolest zad – 12 minut',
    duration: 720,
    text: `
      0:00 Úvod @@ .
      0:40 Kočičí hřbet – 10 opakování @@ cat cow | Cat cow | r10 | B
      2:10 Most – 3 série po 10 @@ glute bridge | Glute bridge | s3 r10 | LB
      3:50 Mrtvý brouk – 8 opakování na každou stranu @@ dead bug | Dead bug | r8 each | C
      5:30 Prkno – 3 × 20 s @@ plank | Plank | s3 h20 | C
      7:10 Protažení zadní strany stehen – 30 s každá noha @@ hamstring stretch | Hamstring stretch | h30 each | LB
      8:50 Závěr @@ .
    `,
  },
  {
    name: 'desc-heldout5-russian-sheya',
    note: 'Russian neck routine under a "Таймкоды:" header: "раз", "по 20 секунд", "подхода по".',
    title: 'Упражнения для шеи – 10 минут в день',
    duration: 600,
    text: `
      Таймкоды:
      0:00 Вступление @@ .
      0:30 Втягивание подбородка – 10 раз @@ chin tuck | Chin tuck | r10 | N
      1:50 Наклоны головы в стороны – по 20 секунд @@ neck side bend | Neck side bend | h20 each | N
      3:20 Повороты головы – 10 раз @@ neck rotation | Neck rotation | r10 | N
      4:40 Сведение лопаток – 2 подхода по 10 @@ scapular squeeze | Scapular squeeze | s2 r10 | UB
      6:10 Растяжка трапециевидной мышцы – 30 секунд @@ upper trapezius stretch | Upper trapezius stretch | h30 | N
      7:40 Частые ошибки @@ .
      8:30 Заключение @@ .
    `,
  },
  {
    name: 'desc-heldout5-korean-eokkae',
    note: 'Korean shoulder rehab: Hangul names, "15회 x 3세트", "1분", "30초".',
    title: '어깨 통증 재활 운동 – 집에서 10분',
    duration: 600,
    text: `
      0:00 인트로 @@ .
      0:30 밴드 외회전 15회 x 3세트 @@ external rotation with band | External rotation with band | s3 r15 | UB
      2:20 벽 슬라이드 10회 @@ wall slide | Wall slide | r10 | UB
      3:50 진자 운동 1분 @@ pendulum | Pendulum | h60 | UB
      5:20 문틀 가슴 스트레칭 30초 @@ doorway pec stretch | Doorway pec stretch | h30 | UB
      6:50 견갑골 모으기 10회 x 2세트 @@ scapular squeeze | Scapular squeeze | s2 r10 | UB
      8:20 마무리 @@ .
    `,
  },
  {
    name: 'desc-heldout5-hindi-yoga-kamar',
    note: 'Hindi back yoga: Devanagari asana names with English in brackets, "बार", "सेकंड", "मिनट", "हर तरफ".',
    title: 'कमर दर्द के लिए योग – 10 मिनट',
    duration: 540,
    text: `
      0:00 परिचय @@ .
      0:30 मार्जरी आसन (Cat cow) – 10 बार @@ cat cow | Cat cow | r10 | B
      2:00 भुजंगासन (Cobra) – 30 सेकंड @@ cobra stretch | Cobra stretch | h30 | B
      3:30 सेतु बंधासन (Bridge) – 10 बार @@ glute bridge | Glute bridge | r10 | LB
      5:00 बालासन (Child's pose) – 1 मिनट @@ child's pose | Child's pose | h60 | B
      6:30 सुप्त मत्स्येन्द्रासन (Supine twist) – हर तरफ 30 सेकंड @@ supine twist | Supine twist | h30 each | B
      8:00 समापन @@ .
    `,
  },
  {
    name: 'desc-heldout5-german-runde-2',
    note: 'German circuit written twice ("– Runde 2"), a drinks break, a time of day and a duration in the prose.',
    title: 'Rückenfit – Zirkel mit 2 Runden',
    duration: 720,
    text: `
      Neue Folge jeden Dienstag um 18:30 Uhr. Dauer ca. 12 Minuten.
      0:00 Begrüßung @@ .
      0:40 Vierfüßlerstand diagonal @@ bird dog | Bird dog | | B
      2:10 Unterarmstütz – 30 Sek. @@ plank | Plank | h30 | C
      3:30 Beckenheben – 12 Wdh. @@ glute bridge | Glute bridge | r12 | LB
      4:50 Trinkpause @@ .
      5:30 Vierfüßlerstand diagonal – Runde 2 @@ bird dog | Bird dog | | B
      7:00 Unterarmstütz – Runde 2 @@ plank | Plank | | C
      8:20 Beckenheben – Runde 2 @@ glute bridge | Glute bridge | | LB
      9:40 Dehnen & Verabschiedung @@ .
    `,
  },
  {
    name: 'desc-heldout5-spanish-minuto-prefix',
    note: '"Minuto 0:45 –" before every clock; Spanish names with the dose in brackets.',
    title: 'Rutina de fisioterapia para la rodilla',
    duration: 660,
    text: `
      Minuto 0:00 – Introducción @@ .
      Minuto 0:45 – Sentadilla en pared (3 × 30 segundos) @@ wall sit | Wall sit | s3 h30 | LB
      Minuto 2:40 – Elevación de pierna recta (2 series de 12) @@ straight leg raise | Straight leg raise | s2 r12 | LB
      Minuto 4:30 – Subida al escalón (10 por pierna) @@ step up | Step up | r10 each | LB
      Minuto 6:15 – Puente de glúteos (15 repeticiones) @@ glute bridge | Glute bridge | r15 | LB
      Minuto 8:00 – Estiramiento de cuádriceps (30 segundos por pierna) @@ quad stretch | Quad stretch | h30 each | LB
      Minuto 9:40 – Consejos finales @@ .
    `,
  },
  {
    name: 'desc-heldout5-portuguese-ombro',
    note: 'Portuguese shoulder physio: "3x15", "vezes", "minuto", "segundos", an eponym ("Pêndulo de Codman").',
    title: 'Exercícios para o ombro – Fisioterapia em casa',
    duration: 630,
    text: `
      0:00 Abertura @@ .
      0:35 Rotação externa com elástico – 3x15 @@ external rotation with band | External rotation with band | s3 r15 | UB
      2:20 Deslizamento na parede – 10 vezes @@ wall slide | Wall slide | r10 | UB
      3:55 Pêndulo de Codman – 1 minuto @@ pendulum | Pendulum | h60 | UB
      5:30 Alongamento do peitoral na porta – 30 segundos @@ doorway pec stretch | Doorway pec stretch | h30 | UB
      7:10 Remada com elástico – 3x12 @@ band row | Band row | s3 r12 | UB
      8:50 Considerações finais @@ .
    `,
  },
  {
    name: 'desc-heldout5-french-cheville',
    note: 'French ankle rehab: French names, "3 x 15", "30 s", a talk chapter phrased as a question.',
    title: 'Entorse de cheville : rééducation à la maison',
    duration: 600,
    text: `
      0:00 Présentation @@ .
      0:40 Alphabet avec le pied @@ ankle alphabet | Ankle alphabet | | LB
      2:10 Montées sur la pointe des pieds – 3 x 15 @@ calf raise | Calf raise | s3 r15 | LB
      3:50 Équilibre sur une jambe – 30 s @@ single leg balance | Single leg balance | h30 | LB
      5:20 Éversion contre élastique – 2 x 15 @@ ankle eversion with band | Ankle eversion with band | s2 r15 | LB
      7:00 Sauts latéraux @@ lateral hop | Lateral hop | | LB
      8:40 Quand reprendre le sport ? @@ .
    `,
  },
  {
    name: 'desc-heldout5-trap-six-second-chapter',
    note: 'One chapter lasts 6 s ("Switch sides"): YouTube rejects the whole list; no captions either.',
    title: 'Glute Activation – Quick Warm-Up',
    duration: 260,
    text: `
      0:00 Intro
      0:20 Clamshells
      1:30 Side lying leg raises
      1:36 Switch sides
      2:45 Glute bridges
      3:50 Done
    `,
  },
  {
    name: 'desc-heldout5-trap-time-goes-back',
    note: 'A typo sends one time backwards (2:10 then 1:50): not a valid chapter list; no captions.',
    title: 'Shoulder Mobility Routine',
    duration: 420,
    text: `
      0:00 Intro
      0:40 Arm circles
      2:10 Wall slides
      1:50 Sleeper stretch
      4:30 Doorway stretch
      6:00 Outro
    `,
  },
  {
    name: 'desc-heldout5-trap-two-chapters',
    note: 'Two chapters only (an intro and one long wall sit): not a chapter list; no captions.',
    title: 'Wall Sit Challenge – How Long Can You Last?',
    duration: 400,
    text: `
      Comment your time below!
      0:00 Intro
      1:10 Wall sit (the whole thing!)
    `,
  },
  {
    name: 'desc-heldout5-trap-race-splits',
    note: 'A race vlog: a valid chapter list with paces and a finishing time, no exercise taught.',
    title: 'My First Half Marathon – Race Day Vlog',
    duration: 1320,
    text: `
      0:00 Race morning
      2:45 Start line nerves
      5:30 Km 1–5 (avg 5:42/km)
      9:10 Km 6–10 — hit the wall?
      13:40 The last 5 km
      17:20 Finish: 2:01:35!
      20:00 Medal & recovery shake
    `,
  },
  {
    name: 'desc-heldout5-trap-workshop-timetable',
    note: 'A workshop timetable: times of day naming lifts, a date, prices, no 0:00.',
    title: 'Saturday Workshop: Squat & Deadlift Clinic',
    duration: 75,
    text: `
      Join us on 14.03.2026 at our Leeds studio. Tickets £35 (early bird £29.99).
      9:30 Registration & coffee
      10:00 Squat technique
      11:15 Deadlift technique
      12:30 Lunch
      13:30 Q&A
      Only 12 places. Book before 28/02!
    `,
  },
  {
    name: 'desc-heldout5-trap-album-track-lengths',
    note: 'A yoga music album: numbered tracks named after poses with their lengths in brackets.',
    title: 'Yoga Flow Music – Full Album (34 min)',
    duration: 2047,
    text: `
      Tracklist:
      1. Sun Salutation (4:32)
      2. Warrior Flow (5:10)
      3. Tree Pose Meditation (6:48)
      4. Pigeon Dreams (7:02)
      5. Savasana (9:15)
      Stream it everywhere.
    `,
  },
  {
    name: 'desc-heldout5-trap-intro-only-hms',
    note: '"00:00:00 Intro" alone, then a talk summary with a length, a date and a time of day.',
    title: 'Knee Osteoarthritis – What Actually Helps (Webinar Recording)',
    duration: 3300,
    text: `
      00:00:00 Intro
      In this 55-minute talk Dr. Patel covers exercise therapy, weight loss and injections.
      Slides: https://example.org/slides/knee-oa.pdf — recorded live on 02/10 at 19:00 CET.
    `,
  },
  {
    name: 'desc-heldout5-trap-list-from-0-00-30',
    note: 'An h:mm:ss list starting at 0:00:30: YouTube shows no chapters; no captions either.',
    title: 'Hip Mobility Follow Along',
    duration: 480,
    text: `
      0:00:30 90/90 switches
      0:02:00 Frog stretch
      0:04:00 Pigeon
      0:06:00 Deep squat hold
    `,
  },
  {
    name: 'desc-heldout5-trap-podcast-exercise-talk',
    note: 'A physio podcast whose chapters name squats, deadlifts and planks while only talking about them.',
    title: 'The Physio Pod #48 – Squats, Deadlifts and Your Back',
    duration: 2700,
    text: `
      0:00 Welcome back
      1:20 Listener question: are squats bad for your knees?
      12:30 Deadlifts and back pain – the evidence
      25:10 Why planks aren't magic
      33:45 Our favourite "exercise snacks"
      41:00 Wrap up & next week
    `,
  },
];
