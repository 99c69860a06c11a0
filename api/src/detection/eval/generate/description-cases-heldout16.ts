/**
 * Sixteenth held-out batch (heldout16), written before the engine was run on it even once: never tuned on. Formats the
 * earlier batches did not use, after searching public physio home programmes ("Hold for 20-30 seconds on each leg and
 * repeat 3 times", "6 each leg" under the name), hydrotherapy handouts, qigong class pages, creator workout
 * descriptions, Bengali, Urdu, Norwegian and Croatian exercise pages and YouTube's chapter rules (first stamp 0:00,
 * at least three, ascending, each at least ten seconds): chapters written as whole sentences with the dose inside
 * ("0:50 We start on our backs with ten slow glute bridges", "holding it for half a minute per leg"); the eight
 * Baduanjin qigong movements after circled numbers ("② Drawing the bow to shoot the eagle – 4 each side"), names
 * outside any lexicon; a ski pre-season session after "┃" with the dose after "⟶" and written in keycap emoji ("🔟
 * each side", "2 × 🔟") or as "30 s ➕ 30 s" (each side); a dumbbell session with the reps before the sets ("10 reps ×
 * 3 sets", "12 reps / 2 sets", "15 reps — 2 sets", "12 reps per arm × 3 sets") and a pause and a load beside them;
 * Odia with Odia digits in the doses after "✦" ("୫ ସେକେଣ୍ଡ ଧରି ରଖନ୍ତୁ, ୧୦ ଥର", "୧୦ ଥର × ୨ ସେଟ୍", "ପ୍ରତି ଗୋଡ଼ରେ ୧୨
 * ଥର", new), Sorani Kurdish with "ڕاهێنانی n –" labels and Eastern Arabic digits ("٥ چرکە ڕایبگرە، ١٠ جار", "٢٠ چرکە
 * بۆ هەر لایەک", "٣ سێت × ١٠ جار", new), te reo Māori with English glosses in brackets and prayer chapters ("kia 10 ngā
 * wā", "20 hēkona ia taha", "2 huinga × 10", "1 meneti", new) and Luxembourgish after "✧" ("10 Mol", "3 Sätz vun 12",
 * "30 Sekonnen op all Säit", "1 Minutt", new) — and four traps whose lists YouTube does not read as chapters: a leg
 * workout whose list has one mistyped stamp ("1:25" after "9:50", so the times do not ascend), a full-body workout
 * timed in prime marks ("0'45 Jumping jacks – 40''"), a live class with only two stamps above a list of work times
 * ("▸ 45 s — Squats") and a plank challenge whose leaderboard of hold times starts at 5:12 and goes down.
 *
 * Labels: `type` is a common standard exercise name in lower case English when the move is a standard exercise (named
 * in any language or by a common variant: "Quad stretch on the sofa" is the couch stretch, "Overhead triceps
 * extension" the triceps extension, "Heel raises" the calf raise, "Knee straightening" in a chair the long arc quad),
 * otherwise the author's words (the Baduanjin movements); the clean title is that name. "🔟" is 10; "30 s ➕ 30 s" on a
 * one-sided move is 30 s each side; "10 reps × 3 sets" is 3 sets of 10; "1 set, as many as you can" is one set and no
 * reps; "30 s, 2 times" is 2 reps of a 30 s hold; "alternating arms" is no side; "4 to each side" and "per arm" are
 * each; a timed block ("– 1 min", "1 meneti") is a hold; pauses, loads, distances, rests and frequencies are no dose;
 * glosses in brackets and "ڕاهێنانی n" labels are no part of the name; each chapter line is its own segment.
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesHeldOut16: DescriptionCaseSpec[] = [
  {
    name: 'desc-heldout16-sentence-chapters',
    note: 'Chapters written as whole sentences with the name and dose inside ("0:50 We start on our backs with ten slow glute bridges", "two sets of twelve sit to stands from the sofa", "holding it for half a minute per leg").',
    title: "Ruth's Gentle Back Programme – Week 2 (Physio Follow Along)",
    duration: 780,
    text: `
      Week 2 of the programme. Do this one every other day, and pop the kettle on after – you've earned it.

      0:00 Hi, I'm Ruth – a bit about who this is for @@ .
      0:50 We start on our backs with ten slow glute bridges @@ glute bridge | Glute bridge | r10 | LB
      2:35 Then we roll onto one side for clamshells, fifteen on each leg @@ clamshell | Clamshell | r15 each | LB
      5:10 Now onto hands and knees for the bird dog, holding each reach for five seconds, eight times a side @@ bird dog | Bird dog | r8 h5 each | C
      7:30 Come up to standing for two sets of twelve sit to stands from the sofa @@ sit to stand | Sit to stand | s2 r12 | LB
      10:05 We finish with a hamstring stretch on the bottom stair, holding it for half a minute per leg @@ hamstring stretch | Hamstring stretch | h30 each | LB
      11:40 What to do if your back flares up this week @@ .

      Week 3 goes up on Friday.
    `,
  },
  {
    name: 'desc-heldout16-baduanjin-qigong',
    note: 'The eight Baduanjin qigong movements after circled numbers ("① Two hands hold up the heavens – 8 times"), names outside any lexicon kept in the author\'s words, with doses "4 each side", "6 times, alternating arms" (no side), "4 to each side", "5 punches each side"; opening and closing chapters.',
    title: 'Baduanjin (Eight Pieces of Brocade) – 15 Minute Qigong Follow Along for Beginners',
    duration: 900,
    text: `
      Baduanjin is a set of eight gentle qigong movements practised in parks all over China. Move slowly, breathe naturally, and stay within what is comfortable.

      0:00 Opening – standing still and settling the breath @@ .
      1:05 ① Two hands hold up the heavens – 8 times @@ two hands hold up the heavens | Two hands hold up the heavens | r8 | UB
      2:50 ② Drawing the bow to shoot the eagle – 4 each side @@ drawing the bow to shoot the eagle | Drawing the bow to shoot the eagle | r4 each | UB
      4:40 ③ Separating heaven and earth – 6 times, alternating arms @@ separating heaven and earth | Separating heaven and earth | r6 | UB
      6:15 ④ Wise owl gazes backwards – 4 to each side @@ wise owl gazes backwards | Wise owl gazes backwards | r4 each | N
      7:50 ⑤ Swaying the head and shaking the tail – 4 each side @@ swaying the head and shaking the tail | Swaying the head and shaking the tail | r4 each |
      9:30 ⑥ Two hands hold the feet to strengthen the kidneys and waist – 6 times @@ two hands hold the feet to strengthen the kidneys and waist | Two hands hold the feet to strengthen the kidneys and waist | r6 | B
      11:00 ⑦ Clenching the fists with angry eyes – 5 punches each side @@ clenching the fists with angry eyes | Clenching the fists with angry eyes | r5 each | UB
      12:40 ⑧ Bouncing on the toes – 7 times @@ bouncing on the toes | Bouncing on the toes | r7 | LB
      13:45 Closing – hands resting on the lower belly @@ .

      Practise in the morning if you can. Our Saturday class meets by the boating lake at 8:30.
    `,
  },
  {
    name: 'desc-heldout16-ski-prep-heavy-bars',
    note: 'A ski pre-season session after "┃" with the dose after "⟶" written in keycap emoji ("🔟 each side", "2 × 🔟"), "30 s ➕ 30 s" (each side), "3 × 8 / leg", "6 each way", "1 min a leg"; "Timestamps ⬇️" header; a common variant ("Quad stretch on the sofa" is the couch stretch).',
    title: 'Ski Fit in 15 Minutes ⛷️ Get Your Legs Ready for the Slopes',
    duration: 1020,
    text: `
      Ski season is coming ⛷️ Three weeks of this and your thighs will thank you on day one.

      Timestamps ⬇️
      0:00 ┃ Why ski legs need more than cardio @@ .
      1:05 ┃ Wall sit ⟶ 3 × 45 s @@ wall sit | Wall sit | s3 h45 | LB
      3:50 ┃ Skater hops ⟶ 🔟 each side @@ skater hops | Skater hops | r10 each | LB
      6:00 ┃ Single-leg deadlift ⟶ 3 × 8 / leg @@ single leg deadlift | Single leg deadlift | s3 r8 each | LB
      8:40 ┃ Tuck jumps ⟶ 2 × 🔟 @@ tuck jumps | Tuck jumps | s2 r10 | LB
      10:30 ┃ Side plank ⟶ 30 s ➕ 30 s @@ side plank | Side plank | h30 each | C
      12:15 ┃ Cossack squat ⟶ 6 each way @@ cossack squat | Cossack squat | r6 each | LB
      14:20 ┃ Quad stretch on the sofa ⟶ 1 min a leg @@ couch stretch | Couch stretch | h60 each | LB
      16:00 ┃ See you on the slopes @@ .

      Gear list and my ski-week packing list are on the blog.
    `,
  },
  {
    name: 'desc-heldout16-reps-before-sets',
    note: 'A dumbbell upper-body session with the reps before the sets ("10 reps × 3 sets", "12 reps / 2 sets", "15 reps — 2 sets", "12 reps per arm × 3 sets"), a pause ("2-sec pause at the bottom") and a load ("@ 8 kg") beside them, and "1 set, as many as you can" (one set, no reps).',
    title: 'Upper Body Dumbbell Workout at Home – 18 Minutes (Two Dumbbells, No Bench)',
    duration: 1140,
    text: `
      Kit: two dumbbells (I use 8 kg and 12 kg) and a mat. Rest about 60 seconds between sets.

      0:00 — Intro + the weights I'm using @@ .
      0:40 — Floor press: 10 reps × 3 sets (2-sec pause at the bottom) @@ floor press | Floor press | s3 r10 | UB
      4:15 — Single-arm row: 12 reps per arm × 3 sets @@ single arm row | Single arm row | s3 r12 each | UB
      8:00 — Arnold press: 8 reps × 3 sets @ 8 kg @@ arnold press | Arnold press | s3 r8 | UB
      11:20 — Hammer curls: 12 reps / 2 sets @@ hammer curl | Hammer curl | s2 r12 | UB
      13:40 — Overhead triceps extension: 15 reps — 2 sets @@ triceps extension | Triceps extension | s2 r15 | UB
      16:00 — Push-up finisher: 1 set, as many as you can @@ push up | Push up | s1 | UB
      17:30 — Stretch & outro @@ .

      Lower body day is Thursday's video.
    `,
  },
  {
    name: 'desc-heldout16-odia-anthu-byayama',
    note: 'An Odia knee routine (new language) after "✦" with Odia digits in the doses ("୫ ସେକେଣ୍ଡ ଧରି ରଖନ୍ତୁ, ୧୦ ଥର", "୧୦ ଥର × ୨ ସେଟ୍", "ପ୍ରତି ଗୋଡ଼ରେ ୧୨ ଥର", "୩୦ ସେକେଣ୍ଡ, ପ୍ରତି ଗୋଡ଼ରେ"); introduction, precautions and thanks chapters.',
    title: 'ଆଣ୍ଠୁ ଯନ୍ତ୍ରଣା ପାଇଁ ୫ଟି ସହଜ ବ୍ୟାୟାମ | ଘରେ କରନ୍ତୁ | ଫିଜିଓଥେରାପିଷ୍ଟ',
    duration: 600,
    text: `
      ଆଣ୍ଠୁ ଯନ୍ତ୍ରଣା ପାଇଁ ସହଜ ବ୍ୟାୟାମ। ଯନ୍ତ୍ରଣା ବଢ଼ିଲେ ବ୍ୟାୟାମ ବନ୍ଦ କରି ଡାକ୍ତରଙ୍କ ପରାମର୍ଶ ନିଅନ୍ତୁ।

      0:00 ✦ ପରିଚୟ @@ .
      0:40 ✦ ଆଣ୍ଠୁ ତଳେ ତଉଲିଆ ଦବାଇବା – ୫ ସେକେଣ୍ଡ ଧରି ରଖନ୍ତୁ, ୧୦ ଥର @@ quad sets | Quad sets | r10 h5 | LB
      2:05 ✦ ସିଧା ଗୋଡ଼ ଉଠାଇବା – ୧୦ ଥର × ୨ ସେଟ୍ @@ straight leg raise | Straight leg raise | s2 r10 | LB
      3:40 ✦ ଚୌକିରେ ବସି ଆଣ୍ଠୁ ସିଧା କରିବା – ପ୍ରତି ଗୋଡ଼ରେ ୧୨ ଥର @@ long arc quad | Long arc quad | r12 each | LB
      5:10 ✦ ଗୋଇଠି ଉଠାଇବା – ୧୫ ଥର @@ calf raise | Calf raise | r15 | LB
      6:30 ✦ ଜଙ୍ଘର ପଛ ପଟ ଷ୍ଟ୍ରେଚ୍ – ୩୦ ସେକେଣ୍ଡ, ପ୍ରତି ଗୋଡ଼ରେ @@ hamstring stretch | Hamstring stretch | h30 each | LB
      8:00 ✦ ସାବଧାନତା @@ .
      9:00 ✦ ଧନ୍ୟବାଦ @@ .
    `,
  },
  {
    name: 'desc-heldout16-sorani-kurdish-mil',
    note: 'A Sorani Kurdish neck and shoulder routine (new language, right to left) with "ڕاهێنانی n –" labels before the name and Eastern Arabic digits in the doses ("٥ چرکە ڕایبگرە، ١٠ جار", "٢٠ چرکە بۆ هەر لایەک", "٣ سێت × ١٠ جار", "٣٠ چرکە، ٢ جار"); introduction, advice and thanks chapters.',
    title: 'ڕاهێنان بۆ ئازاری مل و شان – ١٠ خولەک لە ماڵەوە | فیزیۆتێراپیست',
    duration: 600,
    text: `
      ڕاهێنانی ئاسان بۆ ئەو کەسانەی کە ئازاری ملیان هەیە. ئەگەر ئازارەکە بۆ دەست ڕۆیشت، ڕاوێژ بە پزیشک بکە.

      0:00 پێشەکی @@ .
      0:45 ڕاهێنانی ١ – کێشانەوەی چەناگە بۆ دواوە – ٥ چرکە ڕایبگرە، ١٠ جار @@ chin tuck | Chin tuck | r10 h5 | N
      2:05 ڕاهێنانی ٢ – لارکردنەوەی سەر بەرەو شان – ٢٠ چرکە بۆ هەر لایەک @@ neck side bend | Neck side bend | h20 each | N
      3:30 ڕاهێنانی ٣ – سووڕاندنەوەی شانەکان بۆ دواوە – ١٠ جار @@ shoulder roll | Shoulder roll | r10 | UB
      4:40 ڕاهێنانی ٤ – نزیککردنەوەی ئێسکی شانەکان – ٣ سێت × ١٠ جار @@ scapular squeeze | Scapular squeeze | s3 r10 | UB
      6:15 ڕاهێنانی ٥ – کشانی سنگ لە بەردەم دەرگا – ٣٠ چرکە، ٢ جار @@ doorway pec stretch | Doorway pec stretch | r2 h30 | UB
      7:40 ئامۆژگاری @@ .
      8:50 سوپاس بۆ سەیرکردن @@ .
    `,
  },
  {
    name: 'desc-heldout16-maori-kaumatua-chair',
    note: 'A te reo Māori chair class for kaumātua (new language) with English glosses in brackets after the names, prayer chapters at the start and end ("Karakia me te mihi") and doses in Māori ("1 meneti", "kia 10 ngā wā", "kia 10 ngā wā ia taha", "2 huinga × 10", "20 hēkona ia taha").',
    title: 'Whakakori Tinana mō ngā Kaumātua – Chair Exercise for Our Elders (12 min)',
    duration: 720,
    text: `
      He whakakori tinana māmā mō ō tātou kaumātua, i runga tūru. Ki te mamae, me whakatā. (Gentle chair exercise for our kaumātua – if it hurts, rest.)

      0:00 Karakia me te mihi (opening prayer and welcome) @@ .
      1:10 Hīkoi i runga tūru (seated marching) – 1 meneti @@ seated march | Seated march | h60 | LB
      2:40 Tū ake, noho iho (sit to stand) – kia 10 ngā wā @@ sit to stand | Sit to stand | r10 | LB
      4:15 Hiki rekereke (heel raises) – kia 15 ngā wā @@ calf raise | Calf raise | r15 | LB
      5:40 Toro waewae (knee straightening) – kia 10 ngā wā ia taha @@ long arc quad | Long arc quad | r10 each | LB
      7:10 Huri pokohiwi (shoulder rolls) – 2 huinga × 10 @@ shoulder roll | Shoulder roll | s2 r10 | UB
      8:50 Whakapiko kakī ki te taha (neck side bend) – 20 hēkona ia taha @@ neck side bend | Neck side bend | h20 each | N
      10:20 Karakia whakamutunga (closing prayer) @@ .
    `,
  },
  {
    name: 'desc-heldout16-luxembourgish-recken',
    note: 'A Luxembourgish low-back routine (new language) after "✧" with the dose after a dash ("10 Mol", "3 Sätz vun 12", "30 Sekonnen op all Säit", "8 Mol op all Säit", "1 Minutt"); introduction, tips and thanks chapters.',
    title: 'Réckwéi? 5 sanft Übungen fir doheem | Kinesitherapeut',
    duration: 660,
    text: `
      Sanft Übungen fir de Réck, fir doheem. Wann d'Péng an d'Been ausstraalt, gitt bei den Dokter.

      0:00 ✧ Aféierung @@ .
      0:40 ✧ Kaz a Kou – 10 Mol @@ cat cow | Cat cow | r10 | B
      2:10 ✧ Bréck – 3 Sätz vun 12 @@ glute bridge | Glute bridge | s3 r12 | LB
      3:55 ✧ Knéi op d'Broscht – 30 Sekonnen op all Säit @@ knee to chest | Knee to chest | h30 each | B
      5:30 ✧ Vugel-Hond – 8 Mol op all Säit @@ bird dog | Bird dog | r8 each | C
      7:15 ✧ Kannerpositioun – 1 Minutt @@ child's pose | Child's pose | h60 | B
      8:40 ✧ Tipps fir den Alldag @@ .
      9:50 ✧ Merci fir d'Nokucken! @@ .
    `,
  },
  {
    name: 'desc-heldout16-trap-mistyped-stamp',
    note: 'A leg workout whose list has one mistyped stamp ("1:25 Curtsy lunges" after "9:50 Lateral lunges", meant 11:25), so the times do not ascend and YouTube shows no chapters; the moves and doses are all on the lines; no captions.',
    title: '15 Min Leg Workout – No Equipment, Follow Along',
    duration: 900,
    text: `
      No equipment needed, just a wall and some space. Modify anything that bothers your knees.
      0:00 Warm-up
      1:30 Bodyweight squats – 3 x 15
      4:10 Reverse lunges – 10 each leg
      6:45 Glute bridges – 3 x 12
      9:50 Lateral lunges – 8 each side
      1:25 Curtsy lunges – 8 each side
      13:00 Wall sit – 45 s
      14:20 Cool down
      New video every Wednesday!
    `,
  },
  {
    name: 'desc-heldout16-trap-prime-mark-times',
    note: 'A full-body workout whose times are written in prime marks ("0\'45 Jumping jacks – 40\'\'", "2\'10 Squat – 3x15"): no line begins with a timestamp YouTube reads, so there are no chapters; no captions.',
    title: "FULL BODY 20' – No Equipment Home Workout 🔥",
    duration: 1200,
    text: `
      Allenamento completo a corpo libero – full body workout, no equipment 🔥
      0'00 Intro
      0'45 Jumping jacks – 40''
      2'10 Squat – 3x15
      5'30 Push-up – 3x10
      9'00 Plank – 45''
      11'20 Lunges – 10 per leg
      15'00 Stretching
      Follow me on Instagram for daily workouts 💪
    `,
  },
  {
    name: 'desc-heldout16-trap-two-stamps-work-times',
    note: 'A live class replay with only two stamps ("0:00 Chat + warm-up", "3:15 Workout starts") above a list of work times before each move ("▸ 45 s — Squats"): fewer than three stamps, so YouTube shows no chapters; no captions.',
    title: 'LIVE Lunchtime HIIT 🔴 25 Minutes (Replay)',
    duration: 1500,
    text: `
      Thanks to everyone who joined live! Here's the plan if you want to do it again:
      0:00 Chat + warm-up
      3:15 Workout starts (timer on screen)
      Then 3 rounds of:
      ▸ 45 s — Squats
      ▸ 45 s — Push-ups
      ▸ 45 s — Mountain climbers
      ▸ 45 s — Reverse lunges
      ▸ 45 s — Plank
      15 s rest between moves, 1 min between rounds.
      Next live: Friday 12:30 UK time.
    `,
  },
  {
    name: 'desc-heldout16-trap-plank-leaderboard',
    note: 'A plank challenge whose only times are a leaderboard of hold times from 5:12 down to 2:45 ("5:12 — Marek (new club record 🏆)"): the list does not start at 0:00 and goes down, so YouTube shows no chapters; no captions.',
    title: 'We Held a Plank Until Everyone Dropped 😅 Club Plank Challenge (Full Video)',
    duration: 600,
    text: `
      Our running club's plank challenge! Everyone started together, last one standing (well, lying) wins. Final times:
      5:12 — Marek (new club record 🏆)
      4:47 — Priya
      4:05 — Tom
      3:58 — Siobhan
      3:30 — Dev
      2:45 — the coach, don't laugh
      Next month: wall sit challenge. Start practising!
    `,
  },
];
