/**
 * Fourteenth held-out batch (heldout14), written before the engine was run on it even once: never tuned on. Formats the
 * earlier batches did not use, after searching public physio home programmes ("3 sets of 10 reps" under each name,
 * "Discontinue if pain exceeds 3/10"), YouTube's chapter rules (first stamp 0:00, at least three, each at least ten
 * seconds, ascending), creator workout descriptions and Sinhala, Burmese, Hausa and Khmer exercise pages: a throwback
 * HIIT with one song per move after the dose ("Squats – 45 s 🎶 "September" – Earth, Wind & Fire"), song titles
 * holding numbers ("99 Red Balloons", "1999") that are no dose; chapters written as the patient's question with the
 * swap after it ("Squats hurt? Try sit to stands – 2 x 10"); "▹" bullets with "⋯" before doses in fractions of a
 * minute ("1½ min", "½ min, 3 times", "2 × ½ min", "¾ min"), "8+8" (8 each side) and "10 (×3)" (3 sets of 10); a
 * lower-case pinned-comment list in glued gym shorthand ("2x8ea", "3x10ea", "4x12reps", "2x20s/side", "rdl 3x8",
 * "@ 24kg" load, "(2s pause at top)"); a men's pelvic-floor programme after " — " with three Kegel chapters in a row and
 * talk chapters ("the stop-the-flow cue", "The Knack explained"); Sinhala with numbered names and doses after the
 * unit ("වාර 10 x කට්ටල 2", "එක් පැත්තකට තත්පර 20", new), Burmese after "🟢" with Myanmar digits in the doses ("၁၀
 * ကြိမ်", "တစ်ဖက်စီ စက္ကန့် ၃၀", "၁၂ ကြိမ် x ၃ ဆက်", new) and Hausa "Motsa jiki na n:" with "sau 10, saiti 2", "sau 10
 * kowace ƙafa", "daƙiƙa 30" (new) — and four traps whose lists YouTube does not read as chapters: a Khmer video with
 * two stamps and the moves and doses in a sentence (new), a live Q&A whose answer links start with "@handle" before
 * each time, a discharge checklist of times of day starting at 08:00 ("Painkillers with breakfast (2 tablets)",
 * "Heel slides – 10 reps") and an EMOM whose on-screen timer counts down ("12:00 Squats ×10", "11:00 Push-ups ×8"…).
 *
 * Labels: `type` is a common standard exercise name in lower case English when the move is a standard exercise
 * (named in any language, by a common variant or an abbreviation: "rdl" is the Romanian deadlift, "Seated knee
 * straightening" the long arc quad, "Slow holds" of the pelvic floor the Kegel), otherwise the author's words; the
 * clean title is that name. Rep ranges read as their lower bound; "½ min" is a 30 s hold, "1½ min" 90 s, "¾ min" 45 s;
 * "½ min, 3 times" is 3 reps of a 30 s hold and "2 × ½ min" 2 sets of it; "8+8" and "ea" are each side; a timed block
 * ("– 45 s", "– 1 min") is a hold; song titles, loads, pauses, pain scores, frequencies and the question in a title
 * are no dose; each chapter line is its own segment.
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesHeldOut14: DescriptionCaseSpec[] = [
  {
    name: 'desc-heldout14-one-song-per-move',
    note: 'One song per move after the dose ("Squats – 45 s 🎶 "September" – Earth, Wind & Fire"); song titles with numbers ("99 Red Balloons", "1999") are no dose; a warm-up march with no dose, a water break and a talk outro.',
    title: '20 Min Throwback HIIT – One Song Per Move 🎶 (No Equipment)',
    duration: 1230,
    text: `
      Every move lasts one song (or just the chorus if it's a long one). Low-impact options on screen the whole time.

      0:00 Intro + what you need @@ .
      1:10 Marching warm-up 🎶 "Don't Stop Me Now" – Queen @@ standing march | Standing march | | LB
      4:40 Squats – 45 s 🎶 "September" – Earth, Wind & Fire @@ squat | Squat | h45 | LB
      6:05 Push-ups – 12 reps 🎶 "Take On Me" – a-ha @@ push up | Push up | r12 | UB
      7:40 Reverse lunges – 10 each leg 🎶 "99 Red Balloons" – Nena @@ reverse lunge | Reverse lunge | r10 each | LB
      9:30 Mountain climbers – 40 s 🎶 "Mr. Brightside" – The Killers @@ mountain climber | Mountain climber | h40 | C
      11:05 Water break 💧 @@ .
      12:00 Glute bridges – 15 reps 🎶 "Girls Just Want to Have Fun" – Cyndi Lauper @@ glute bridge | Glute bridge | r15 | LB
      13:50 Plank – 1 min 🎶 "Eye of the Tiger" – Survivor @@ plank | Plank | h60 | C
      15:30 Jumping jacks – 50 🎶 "1999" – Prince @@ jumping jack | Jumping jack | r50 | FB
      17:20 Child's pose – 30 s 🎶 "Everybody Wants to Rule the World" – Tears for Fears @@ child's pose | Child's pose | h30 | B
      18:40 Thanks + next week's playlist @@ .

      Full playlist on my profile. Songs used under the platform's licence.
    `,
  },
  {
    name: 'desc-heldout14-question-swaps',
    note: 'Chapters written as the patient\'s question with the swap after it ("Squats hurt? Try sit to stands – 2 x 10", "Stairs a nightmare? Step-ups onto the bottom step – 3 x 8"): the exercise is the swap, never the move in the question; talk chapters are questions too.',
    title: "Can't Do These? Try These Instead – Knee-Friendly Swaps From a Physio",
    duration: 780,
    text: `
      Every chapter is a question I get in clinic, with the swap I give instead. Pain up to 3/10 that settles by the next morning is OK.

      0:00 Who is this for (and who should see someone first)? @@ .
      0:50 Squats hurt? Try sit to stands – 2 x 10 @@ sit to stand | Sit to stand | s2 r10 | LB
      2:35 Lunges too wobbly? Split squat holding a chair, 8 each leg @@ split squat | Split squat | r8 each | LB
      4:20 Can't get down to the floor? Bridges on the bed – 12 reps @@ glute bridge | Glute bridge | r12 | LB
      6:00 Is running off the table forever? @@ .
      7:10 Stairs a nightmare? Step-ups onto the bottom step – 3 x 8 @@ step up | Step up | s3 r8 | LB
      9:00 Can't feel your thigh working? Quad sets, 10 x 5 s @@ quad sets | Quad sets | r10 h5 | LB
      10:40 How often, how hard, how long? @@ .
      11:55 Final thoughts @@ .
    `,
  },
  {
    name: 'desc-heldout14-fractions-of-a-minute',
    note: '"▹" bullets with "⋯" before doses in fractions of a minute ("1½ min", "½ min, 3 times", "2 × ½ min", "¾ min"), "8+8 (good arm first)" (8 each side) and "10 (×3)" (3 sets of 10); a heat pack and pain words in the prose.',
    title: 'Frozen Shoulder – Stage 2 Stretching & Strength (Home Programme)',
    duration: 840,
    text: `
      Stage 2: the freezing pain has settled. A heat pack for 10 min first if it helps. A mild stretch is fine; sharp pain is not.

      0:00 ▹ Where you should be by now @@ .
      0:55 ▹ Pendulums ⋯ 1½ min @@ pendulum | Pendulum | h90 | UB
      2:40 ▹ Table slides (forwards) ⋯ 10 (×3) @@ table slide | Table slide | s3 r10 | UB
      4:30 ▹ Cross-body stretch ⋯ ½ min, 3 times @@ cross body shoulder stretch | Cross body shoulder stretch | r3 h30 | UB
      6:15 ▹ Side-lying external rotation ⋯ 8+8 (good arm first) @@ side lying external rotation | Side lying external rotation | r8 each | UB
      8:00 ▹ Towel stretch behind the back ⋯ 2 × ½ min @@ towel stretch | Towel stretch | s2 h30 | UB
      9:45 ▹ Doorway stretch ⋯ ¾ min @@ doorway pec stretch | Doorway pec stretch | h45 | UB
      11:20 ▹ What stage 3 looks like @@ .
    `,
  },
  {
    name: 'desc-heldout14-pinned-gym-shorthand',
    note: 'A lower-case pinned-comment list in glued gym shorthand ("2x8ea", "3x10ea", "4x12reps", "2x20s/side", "rdl 3x8"), a load ("@ 24kg") and a pause ("(2s pause at top)") that are no dose, a "ps:" line after the list.',
    title: 'Full Lower Body Session – Filmed at the Gym (Follow Along)',
    duration: 2280,
    text: `
      timestamps for everyone who asked (also pinned) 👇

      0:00 warmup talk @@ .
      1:45 hip 90/90 switches 2x8ea @@ 90/90 hip switches | 90/90 hip switches | s2 r8 each | LB
      4:10 goblet squat 3x10 @ 24kg @@ goblet squat | Goblet squat | s3 r10 | LB
      9:30 rdl 3x8 @@ romanian deadlift | Romanian deadlift | s3 r8 | LB
      15:05 bulgarian split squat 3x10ea @@ bulgarian split squat | Bulgarian split squat | s3 r10 each | LB
      21:40 hip thrust 4x12reps @@ hip thrust | Hip thrust | s4 r12 | LB
      27:15 copenhagen plank 2x20s/side @@ copenhagen plank | Copenhagen plank | s2 h20 each | LB
      30:50 calf raise 3x15 (2s pause at top) @@ calf raise | Calf raise | s3 r15 | LB
      34:20 stretch + chat @@ .

      ps: the rdl part is quiet for a minute, mic battery died 🙃
    `,
  },
  {
    name: 'desc-heldout14-mens-pelvic-floor',
    note: 'A men\'s pelvic-floor programme after " — " with three Kegel chapters in a row ("Slow holds lying down — 10 s hold, 10 times", "5 s hold × 8", "10 × 5 s"), a bridge with a squeeze, talk chapters ("the stop-the-flow cue", "The Knack explained"); "3 times a day" in the prose is a frequency.',
    title: 'Pelvic Floor Exercises for Men After Prostate Surgery (Physio-Led)',
    duration: 720,
    text: `
      For men after a radical prostatectomy, once the catheter is out. Check with your surgical team before starting. Aim for 3 times a day.

      0:00 — Why the pelvic floor matters after prostate surgery @@ .
      1:20 — Finding the right muscles (the "stop the flow" cue) @@ .
      3:05 — Slow holds lying down — 10 s hold, 10 times @@ kegel | Kegel | r10 h10 | C
      4:50 — Slow holds sitting — 5 s hold × 8 @@ kegel | Kegel | r8 h5 | C
      6:10 — Standing holds while breathing normally — 10 × 5 s @@ kegel | Kegel | r10 h5 | C
      7:30 — Bridges with a squeeze at the top — 10 @@ glute bridge | Glute bridge | r10 | LB
      8:40 — Leaks when you cough? "The Knack" explained @@ .
      10:00 — How long until it gets easier @@ .
    `,
  },
  {
    name: 'desc-heldout14-sinhala-danahisa',
    note: 'A Sinhala knee routine (new language) with numbered names and the count after the unit ("තත්පර 5 බැගින් වාර 10", "වාර 10 x කට්ටල 2", "වාර 15", "එක් පැත්තකට තත්පර 20"); talk chapters for advice and thanks.',
    title: 'දණහිස් වේදනාවට නිවසේදී කළ හැකි ව්‍යායාම 5ක් | භෞත චිකිත්සක උපදෙස්',
    duration: 660,
    text: `
      වයසක අයට සහ දණහිස් ආබාධ ඇති අයට. වේදනාව වැඩි වුවහොත් නවත්වන්න.

      0:00 හැඳින්වීම @@ .
      0:40 1. දණහිස යට තුවායක් තබා තද කිරීම – තත්පර 5 බැගින් වාර 10 @@ quad sets | Quad sets | r10 h5 | LB
      1:55 2. කකුල කෙළින් ඔසවීම – වාර 10 x කට්ටල 2 @@ straight leg raise | Straight leg raise | s2 r10 | LB
      3:20 3. පුටුවෙන් නැගිටීම – වාර 10 @@ sit to stand | Sit to stand | r10 | LB
      4:45 4. විලුඹ ඔසවීම – වාර 15 @@ calf raise | Calf raise | r15 | LB
      6:00 5. එක් කකුලකින් සිටීම – එක් පැත්තකට තත්පර 20 @@ single leg balance | Single leg balance | h20 each | LB
      7:20 වැදගත් උපදෙස් @@ .
      8:30 ස්තූතියි @@ .
    `,
  },
  {
    name: 'desc-heldout14-burmese-khar-na',
    note: 'A Burmese low-back routine (new language) after "🟢" bullets with Myanmar digits in the doses ("၁၀ ကြိမ်", "တစ်ဖက်စီ စက္ကန့် ၃၀", "၁၂ ကြိမ် x ၃ ဆက်", "တစ်ဖက်စီ ၈ ကြိမ်", "၁ မိနစ်") and ASCII clocks.',
    title: 'ခါးနာ သက်သာစေမည့် လေ့ကျင့်ခန်း ၅ မျိုး – အိမ်မှာ လုပ်လို့ရပါတယ်',
    duration: 600,
    text: `
      🟢 0:00 နိဒါန်း @@ .
      🟢 0:35 ကြောင်-နွား လေ့ကျင့်ခန်း – ၁၀ ကြိမ် @@ cat cow | Cat cow | r10 | B
      🟢 1:50 ဒူးကို ရင်ဘတ်ဆီ ဆွဲခြင်း – တစ်ဖက်စီ စက္ကန့် ၃၀ @@ knee to chest | Knee to chest | h30 each | B
      🟢 3:10 တံတားပုံစံ – ၁၂ ကြိမ် x ၃ ဆက် @@ glute bridge | Glute bridge | s3 r12 | LB
      🟢 4:40 ပက်လက်အိပ်ပြီး ခါးလှည့်ခြင်း – တစ်ဖက်စီ ၈ ကြိမ် @@ lower trunk rotation | Lower trunk rotation | r8 each | B
      🟢 6:00 ကလေးပုံစံ – ၁ မိနစ် @@ child's pose | Child's pose | h60 | B
      🟢 7:15 သတိပြုရန် အချက်များ @@ .
      🟢 8:20 ကျေးဇူးတင်ပါတယ် @@ .
    `,
  },
  {
    name: 'desc-heldout14-hausa-gwiwa',
    note: 'A Hausa knee routine (new language) with "Motsa jiki na n:" labels and Hausa doses ("sau 10, saiti 2", "sau 12", "sau 10 kowace ƙafa", "daƙiƙa 30"); the seated knee straightening is the long arc quad.',
    title: 'Motsa Jiki Don Ciwon Gwiwa – A Gida (Minti 10)',
    duration: 600,
    text: `
      Ga tsofaffi masu ciwon gwiwa. Idan ciwo ya yi tsanani, ku tsaya ku ga likita.

      0:00 Gabatarwa @@ .
      0:45 Motsa jiki na 1: Ɗaga ƙafa a miƙe – sau 10, saiti 2 @@ straight leg raise | Straight leg raise | s2 r10 | LB
      2:10 Motsa jiki na 2: Tashi daga kujera – sau 10 @@ sit to stand | Sit to stand | r10 | LB
      3:30 Motsa jiki na 3: Gada – sau 12 @@ glute bridge | Glute bridge | r12 | LB
      4:50 Motsa jiki na 4: Miƙa gwiwa a zaune – sau 10 kowace ƙafa @@ long arc quad | Long arc quad | r10 each | LB
      6:15 Motsa jiki na 5: Miƙa tsokar bayan cinya – daƙiƙa 30 @@ hamstring stretch | Hamstring stretch | h30 | LB
      7:40 Shawarwari @@ .
      8:50 Na gode! @@ .
    `,
  },
  {
    name: 'desc-heldout14-trap-khmer-two-stamps',
    note: 'A Khmer back video (new language) with two stamps only ("សេចក្តីផ្តើម", "ចាប់ផ្តើមហាត់"); the moves and their doses are in a sentence without times; no captions.',
    title: 'លំហាត់ប្រាណសម្រាប់អ្នកឈឺខ្នង – ១០ នាទីនៅផ្ទះ',
    duration: 600,
    text: `
      0:00 សេចក្តីផ្តើម
      1:20 ចាប់ផ្តើមហាត់
      លំហាត់ថ្ងៃនេះ៖ ស្ពាន (bridge) ១០ ដង, ឆ្មា-គោ (cat-cow) ១០ ដង, ទាញជង្គង់មកទ្រូង (knee to chest) ៣០ វិនាទី ម្ខាងៗ។
      សូមអរគុណសម្រាប់ការទស្សនា! កុំភ្លេច Subscribe។
    `,
  },
  {
    name: 'desc-heldout14-trap-handle-replies',
    note: 'A live Q&A replay whose answer links each start with "@handle" before the time ("@maria_runs 2:40 – yes, keep doing the bridges", "@Ngozi.A 11:30 – sit to stands, 3 x 10"): no line begins with a stamp and none is 0:00, so YouTube shows no chapters; no captions.',
    title: 'Your Questions Answered: Knee Pain Follow-Up (Live Replay)',
    duration: 1500,
    text: `
      Answering the comments from last week's knee video. Jump to your answer:
      @maria_runs 2:40 – yes, you can keep doing the bridges
      @DaveOnBikes 5:15 – step-ups are fine on a low step
      @knee_warrior 8:05 – no, don't push wall sits through sharp pain
      @Ngozi.A 11:30 – sit to stands, 3 x 10, is plenty to start with
      @tom_h 15:45 – ice vs heat (spoiler: whichever you prefer)
      Thanks for all the questions, keep them coming for next month's live!
    `,
  },
  {
    name: 'desc-heldout14-trap-discharge-times-of-day',
    note: 'A ward physio\'s discharge checklist of times of day from 08:00 ("08:00 Painkillers with breakfast (2 tablets)", "15:00 Heel slides – 10 reps", "21:00 Ice pack – 20 min before bed"): the list does not start at 0:00, so YouTube shows no chapters; no captions.',
    title: 'Going Home After Your Knee Replacement – Day 1 Checklist (Ward Physio)',
    duration: 540,
    text: `
      What your first full day at home should look like. Print this and stick it on the fridge.

      08:00 Painkillers with breakfast (2 tablets)
      08:30 Ankle pumps & quad sets – 10 each
      10:00 Short walk to the kitchen and back with your frame
      12:00 Ice pack – 20 min, leg up on pillows
      14:00 Painkillers
      15:00 Heel slides – 10 reps
      18:00 Painkillers with dinner
      21:00 Ice pack – 20 min before bed

      The exercises themselves are shown in the video; move the times around your pain relief.
    `,
  },
  {
    name: 'desc-heldout14-trap-countdown-timer-emom',
    note: 'An EMOM whose lines follow the on-screen timer counting down ("12:00 Squats ×10", "11:00 Push-ups ×8", … "1:00 Plank – 30 s"): the times go down and the list does not start at 0:00, so YouTube shows no chapters; no captions.',
    title: 'EMOM 12 – Every Minute On the Minute, Bodyweight Only',
    duration: 780,
    text: `
      Do the reps at the top of each minute and rest for whatever is left. The timer on screen counts down, so:

      12:00 Squats ×10
      11:00 Push-ups ×8
      10:00 Reverse lunges ×12
      9:00 Plank – 30 s
      8:00 Squats ×10
      7:00 Push-ups ×8
      6:00 Reverse lunges ×12
      5:00 Plank – 30 s
      4:00 Squats ×10
      3:00 Push-ups ×8
      2:00 Reverse lunges ×12
      1:00 Plank – 30 s

      Log your rounds in the comments 💪
    `,
  },
];
