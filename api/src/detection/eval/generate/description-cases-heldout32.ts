/**
 * Thirty-second held-out batch (heldout32), written before the engine was run on it even once: never tuned on. Formats
 * the earlier batches did not use, after searching the pages that explain YouTube's chapter rules and clean-up tools
 * (chapter-generator.com: "Plain timestamp at the start of the line. No brackets, parentheses, or labels in front of the
 * time"; a formatter that takes "Numbered list: "1. Intro - 0:00"", "Bulleted list: "• Intro at 0:00"" and "Mixed
 * separators: "Intro | 0:00""; Vevo's "The hover-over title has a limit of 49 characters"), physio pages on the pain
 * traffic light ("Green light (0-3): A little bit of discomfort during your exercises is ok", "Yellow light (4-5)…
 * reduce the load until you are back in the green zone", "Red light (6-10)… modifying the exercise… or avoiding that
 * exercise all together and trying again the next day"), "grease the groove" and "daily debt" pages ("Scatter sets of an
 * exercise through the day", "You have a debt of 200 Push Ups to pay off… do 20 push ups on the hour", "a few reps while
 * you wait for the kettle to boil"), rest-pause, cluster and myo-rep pages ("Activation set: 12 reps, rest 10 seconds /
 * Mini Set: 7 Reps", "Instead of performing 6 reps straight through, you might do 2+2+2 reps with 20 seconds between
 * each mini-set", "15 large breathes"), Physitrack's patient pages on "sets of reps", "hold (only visible after opening
 * the exercise)" and PDF print-outs, YouTube Shorts pages ("up to 60 seconds", "8.5 million shorts views"), transcript
 * and chapter exports from editing tools that name the speaker, origami crane instructions ("squash it into squares",
 * "petal fold", "Inside reverse fold", "Gently pull… to open up the wings", "use your fingernail or a credit card to make
 * very crisp folds"), snare drum tuning guides ("Finger-tighten… each tension rod", the "star pattern", "press down on the
 * center of the head with your hands to stretch out the new head", "tap about a quarter of an inch… out from each lug",
 * "ONE HALF TURN ONLY… go around again, but use ONE QUARTER TURNS") and hoist manuals ("After rolling the patient on
 * their side… position the sling", "Raise the yoke until the loops of the sling pull tight", "Check that all four points
 * of the sling are securely connected before lifting", "whenever possible two carers"), and the number lists of Lakota
 * (languagesandnumbers: "waŋží [1], núŋpa [2], yámni [3], tópa [4], záptaŋ [5]… wikčémna [10]… Teens… formed prefix…
 * akézaptaŋ… wikčémna núŋpa [20]… wikčémna yámni [30]"), Tuvaluan (Omniglot: "10 sefulu… 15 sefulu lima… 20 lua sefulu…
 * 30 tolu sefulu", "te lima o fale = the fifth house… Sole exception: the first = te fale muamua"; "Talofa… Fakafetai"),
 * Maasai (the Max Planck numeral page: "1. nabô (fem)… 5. ímíêt… 10. tɔ́mɔ̂n… 15. tɔ́mɔ̂n o ímíêt… 20. tikítam… 30.
 * tomoni uní", "Maasai has a rather complicated numeral system… mixing with traditional numerals with Proto-Kalenjin
 * borrowings"; a Masai Steppe blog: "nabo one, are two, uni three… tomuon ten"; most Maasai also "speak the official
 * languages of Kenya and Tanzania, Swahili and English"), Ojibwe (ojibwe.net: "1 – bezhig, 2 – niizh, 3 – niswi… 10 –
 * midaaswi… 15 – midaaswi-ashi-naanan… 20 – niizhtana… 30 – nisimidana", "Agindaasodaa! Let's count!") and Gilbertese
 * (languagesandnumbers: "1 – teuana, 2 – uoua, 3 – tenua, 4 – aua, 5 – nimaua… 10 – tebwina… 15 – tebwi ma nimaua… 20 –
 * uabwi, 30 – tenibwi", "-ua: general classifier… the classifier most often used for general counting"; Trussel's
 * Kiribati lessons: "Maanra? - Reirei Onoua", "tebwi ma itiua n Eberi"), with the descriptions of the moves in English
 * around the native labels and number words the way bilingual community channels write them: a knee osteoarthritis
 * video whose doses depend on the pain light ("🟢 0–3/10: 3 × 12 · 🟡 4–5/10: 2 × 8 · 🔴 6+/10: skip today"), so only
 * the sides and the lines with one dose for every light keep a dose; a "grease the groove" video whose chapters tie each
 * move to a trigger in the day ("Kettle on → wall push-ups, 10 every time (daily debt: 50)", "Teeth brushing →
 * single-leg balance, 1 min per leg", "Ad break → heel raises till the programme's back (about 2 min)"); a compilation
 * of a physio's most-viewed Shorts, every chapter a Short's title in quotes with emoji, its view count in brackets
 * ("(2.3M views)") and the move and dose after a dash, a "30-second" in a title that is no dose, and talk chapters
 * between ("What I'd change: slower!", a comment reply); a gym session for the over-60s in rest-pause, cluster and
 * myo-rep notation ("rest-pause: 10 reps, breathe 15 s, then as many as you can, twice more", "cluster sets, 4 × (3 +
 * 3), 20 s between minis", "myo-reps: activation set of 15, then 4 × 4") where only the set counts are clear; a tennis
 * elbow video whose chapters are bare names and whose doses are in a "programme card" below ("Isometric wrist extension
 * — 5 × 45 s holds, 1 min rest"); a hip strength day in pyramids ("pyramid 12 / 10 / 8", "15-12-10 each leg", "20, 15,
 * 10, no rest between") where the number of sets is the dose; two physios' podcast whose exported chapters start with
 * the speaker ("Priya demos: side-lying external rotation, 3 × 12", "Sam: "but what about the sore ones?""); a low
 * back routine written as a recipe ("Serves: 1 back · Prep time: 1 min · Cook time: 10 min", "Step 3 – Stir slowly:
 * knee rocks side to side, 8 each way", "CHEF'S NOTES: Leftovers keep for 24 h"); a Pine Ridge physical therapist's
 * low back programme in Lakota (new language) after "⌁" with the ordinals "Tȟokáhe –", "Inúŋpa –"… "Izáptaŋ –" and
 * Lakota number words ("záptaŋ seconds hold, wikčémna times", "wikčémna each side", "núŋpa sets, akézaptaŋ", "wikčémna
 * núŋpa", "wikčémna yámni seconds"); a Funafuti physio's shoulder programme in Tuvaluan (new language) after "⋄" with
 * "Muamua –", "Te lua –"… "Te lima –" and Tuvaluan number words ("tolu sefulu sekone, then the other arm", "sefulu
 * taimi", "hold lima sekone – sefulu taimi", "lua sets, sefulu lima", "lua sefulu sekone each side"); a Kajiado
 * physiotherapist's knee class for elders in Maa with Swahili (new language) with " · Nabo ⇨", " · Are ⇨"… " · Imiet ⇨"
 * labels and Maa numbers in Swahili sentences ("shikilia sekunde imiet – mara tomon kila mguu", "mara tomon o imiet",
 * "mara tikitam", "sekunde tomoni uni kila mguu", "seti are, mara tomon"); a Wiikwemkoong physiotherapist's hip
 * programme in Ojibwe (new language) after "┊" with "Bezhig:", "Niizh:"… "Naanan:" labels and Ojibwe number words
 * ("midaaswi-ashi-naanan each side", "niizh sets, midaaswi", "niizhtana each leg", "nisimidana seconds each side",
 * "midaaswi"); a Tarawa physio's neck programme in Gilbertese (new language) with "❶"… "❺" before the moves and
 * Gilbertese number words ("hold nimaua seconds, tebwina times", "uabwi seconds each side", "tebwina each side", "uoua
 * sets, tebwi ma nimaua", "tenibwi seconds") — and three traps whose valid chapter lists hold no exercise done by a
 * person but folds, flips, pulls, presses, holds, seconds, turns, pushes, sides, rolls, lifts, loops and exercise words:
 * an origami crane tutorial ("Kite folds – both sides, crease hard 2–3 times", "Inside reverse fold × 2 – neck and
 * tail", "Pull the wings down and press, hold 10 seconds"), a snare drum tuning guide ("Seat the new head: press the
 * centre hard, 3–4 pushes", "Half turns in a star pattern, then quarter turns", "Tap 2 cm in front of each lug – match
 * them both sides") and a carers' ceiling hoist video ("Roll to the side: knees bent, roll towards you, both sides",
 * "Lift: shoulder loops first, raise 10 cm, stop and check", "Carers' backs: keep the bed at hip height"). Each case
 * names activities in passing (the stairs, the kettle and the microwave, the powwow and basketball, fishing and fatele
 * dancing, taking the cattle to water and the jumping dance, ricing and the jingle dress dance, climbing for toddy and
 * dancing) that must not start a segment.
 *
 * Labels: `type` is a common standard exercise name in lower case English when the move is a standard exercise (named
 * by a common variant or described, in any language: "knee rocks" the lower trunk rotation, "Quads over a roll" the
 * quad sets, "Heel raises" the calf raise, "sit to stand from the toilet" the sit to stand, "Box squat" the squat,
 * "sciatic nerve floss" the sciatic nerve glide, "Bridges" the glute bridge, "flatten your low back into the floor" the
 * pelvic tilt, "round the back up and let it sag down" the cat cow, "Sit back on your heels, arms long" the child's pose,
 * "let your arm hang and swing small circles" the pendulum, "Fingers walk up the wall" the wall walk, "Arm across the
 * chest, hug it in" the cross body shoulder stretch, Swahili "Kaa kwenye kiti, nyoosha goti" (sit on the chair,
 * straighten the knee) the long arc quad, "Simama kutoka kwenye kiti bila mikono" (stand up from the chair without the
 * hands) the sit to stand, "panda kwa vidole" (go up on the toes) the calf raise, "Simama kwa mguu mmoja" (stand on one
 * leg) the single leg balance, "Panda ngazi moja na ushuke" (step up one stair and down) the step up, "open the top
 * knee like a clam" the clamshell, "One knee on a cushion, push your hips forward" the hip flexor stretch, "Chin
 * straight back, like a double chin" the chin tuck), otherwise the author's words ("rest-pause" machines by their
 * names); the clean title is the author's name for the move, singular, without arrows, triggers, quotes, view counts,
 * labels, setup or doses (a named English standard title for the moves described in another language). "3 × 12", "2 ×
 * 15", "2×15", "2 × 10", "3 × 8 each leg", "2 sets: 15 then 12" and sets in words ("núŋpa sets, akézaptaŋ", "lua sets, sefulu
 * lima", "seti are, mara tomon", "niizh sets, midaaswi", "uoua sets, tebwi ma nimaua") are sets; "5 × 30 s", "3 × 30 s"
 * and "5 × 45 s holds" are reps of a hold; a pyramid or a cluster gives its number of sets only ("12 / 10 / 8" three
 * sets, "15-12-10 each leg" three sets each side, "4 × (3 + 3)" four sets, "4 × 30 m" four sets), and a rest-pause, a
 * myo-rep or a drop-down set with no fixed count, and a dose that changes with the pain light, give none; a timed block
 * ("1 minute", "about 2 min", "1 min per leg", "20 s each side") is a hold; "each leg", "each side", "each way", "per
 * leg", "kila mguu" and "then the other arm" are each; Lakota, Tuvaluan, Maa, Ojibwe and Gilbertese number words read
 * as their numbers (záptaŋ 5, wikčémna 10, akézaptaŋ 15, wikčémna núŋpa 20, wikčémna yámni 30, núŋpa 2; lima 5, sefulu
 * 10, sefulu lima 15, lua sefulu 20, tolu sefulu 30, lua 2; imiet 5, tomon 10, tomon o imiet 15, tikitam 20, tomoni uni
 * 30, are 2; midaaswi 10, midaaswi-ashi-naanan 15, niizhtana 20, nisimidana 30, niizh 2; nimaua 5, tebwina 10, tebwi ma
 * nimaua 15, uabwi 20, tenibwi 30, uoua 2) and "times", "taimi" and "mara" are times. The daily debts and totals, the
 * view counts, the pain scores, the rests between sets and minis, the breaths, the "30-second" of a Short's title, the
 * weeks, hours, frequencies and the 24-hour rule, the ordinal labels, and the traps' sheet sizes, folds, flips,
 * seconds, pushes, rods, turns, centimetres, kilos, loops and hours are no dose; each chapter line is its own segment.
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesHeldOut32: DescriptionCaseSpec[] = [
  {
    name: 'desc-heldout32-pain-traffic-light-doses',
    note: 'A knee osteoarthritis video whose doses depend on the pain light ("Sit to stand – 🟢 0–3/10: 3 × 12 · 🟡 4–5/10: 2 × 8 · 🔴 6+/10: skip today"): a dose that changes with the light is no dose, the side every option shares ("each leg") still is, and the lines with one dose for every light keep it ("Calf raises – 20, whatever the light", "Quads over a roll – 10 × 5 s on every colour").',
    title: 'Knee Arthritis: Exercise WITH Pain Using the Traffic Light (6 Moves, Doses for Every Colour)',
    duration: 660,
    text: `
      Rate your knee 0–10 before each exercise and pick the dose for your colour. Green = 0–3, amber = 4–5, red = 6 or more. If it's worse the next morning, drop a colour tomorrow.

      0:00 Why some pain is OK (the pain traffic light) @@ .
      1:30 Sit to stand – 🟢 0–3/10: 3 × 12 · 🟡 4–5/10: 2 × 8 · 🔴 6+/10: skip today @@ sit to stand | Sit to stand | | LB
      3:05 Step-ups – 🟢 3 × 10 each leg · 🟡 2 × 6 each leg, lower step · 🔴 skip @@ step up | Step up | each | LB
      4:40 Wall sit – 🟢 3 × 30 s · 🟡 2 × 15 s, higher up the wall · 🔴 skip @@ wall sit | Wall sit | | LB
      6:00 Calf raises – 20, whatever the light (nothing to skip here) @@ calf raise | Calf raise | r20 | LB
      7:10 Quads over a roll – 10 × 5 s on every colour, just go gentler on red @@ quad sets | Quads over a roll | r10 h5 | LB
      8:30 What to do the next morning (the 24-hour rule) @@ .

      Stairs still hurt? That's normal for a few weeks. Next video: the stairs.
    `,
  },
  {
    name: 'desc-heldout32-grease-the-groove-triggers',
    note: 'A "grease the groove" video whose chapters tie each move to a trigger in the day ("Kettle on → wall push-ups, 10 every time (daily debt: 50)", "Every loo trip → sit to stand from the toilet, 5 slow ones", "Teeth brushing → single-leg balance, 1 min per leg", "Ad break → heel raises till the programme\'s back (about 2 min)", "Microwave\'s on → chin tucks, 10"): the trigger and the daily debt are no dose, the reps or time done at each trigger is.',
    title: 'Grease the Groove: Rehab Without a Workout (Tie Each Exercise to Something You Already Do)',
    duration: 560,
    text: `
      No "session" needed: you do a few reps every time something happens in your day. By bedtime you've paid off your daily debt without noticing. Keep every set easy – never to failure.

      0:00 What "grease the groove" means (and why it works for rehab) @@ .
      1:20 Kettle on → wall push-ups, 10 every time (daily debt: 50) @@ wall push up | Wall push up | r10 | UB
      2:45 Every loo trip → sit to stand from the toilet, 5 slow ones @@ sit to stand | Sit to stand | r5 | LB
      4:00 Teeth brushing → single-leg balance, 1 min per leg @@ single leg balance | Single leg balance | h60 each | LB
      5:20 Ad break → heel raises till the programme's back (about 2 min) @@ calf raise | Heel raise | h120 | LB
      6:40 Microwave's on → chin tucks, 10 @@ chin tuck | Chin tuck | r10 | N
      7:50 How to keep count (a tally on the fridge) @@ .
    `,
  },
  {
    name: 'desc-heldout32-shorts-compilation-views',
    note: 'A compilation of a physio\'s most-viewed Shorts: every chapter is a Short\'s title in quotes with emoji, "#shorts" and its view count in brackets, then the move and dose after a dash (\'"Do THIS when your back locks up 😳" #shorts (2.3M views) – knee rocks, 10 each side\'); a "30-second" in a title is no dose; talk chapters between ("What I\'d change: slower!", a comment reply, the Short that flopped).',
    title: 'My 7 Most-Viewed Shorts in One Video (Back Pain Edition) + What I’d Change Now',
    duration: 560,
    text: `
      You asked for them all in one place! Every chapter is one of my Shorts with its view count, plus what I'd do differently today. #shorts #backpain #physio

      0:00 Why a compilation? @@ .
      0:40 "Do THIS when your back locks up 😳" #shorts (2.3M views) – knee rocks, 10 each side @@ lower trunk rotation | Knee rock | r10 each | B
      1:35 What I'd change: slower! @@ .
      2:10 "Sitting all day? Try this 🪑" (870K views) – seated cat-cow × 8 @@ seated cat cow | Seated cat cow | r8 | B
      3:05 "The 30-second sciatica trick 🤯" (1.1M views) – sciatic nerve floss, 15 each leg @@ sciatic nerve glide | Sciatic nerve floss | r15 each | B
      4:10 Comment reply: "does this work for pregnancy back pain?" @@ .
      5:00 "Your glutes are asleep 💤" #shorts (3.4M views) – bridges 2×15 @@ glute bridge | Bridge | s2 r15 | LB
      5:55 "Why your 'tight' hamstrings aren't tight" (640K views) @@ .
      6:50 "1-minute morning routine ☀️" (1.8M views) – child's pose, 1 minute @@ child's pose | Child's pose | h60 | B
      7:50 The Short that flopped (12K views 😂) and why @@ .
    `,
  },
  {
    name: 'desc-heldout32-rest-pause-cluster-sets',
    note: 'A gym session for the over-60s written in rest-pause, cluster and myo-rep notation ("Leg press – rest-pause: 10 reps, breathe 15 s, then as many as you can, twice more", "Box squat – cluster sets, 4 × (3 + 3), 20 s between minis", "Seated row – myo-reps: activation set of 15, then 4 × 4 with 5 breaths between"): only a fixed set count is a dose; plain sets and a carry\'s metres beside them.',
    title: 'Strength Training Over 60: Rest-Pause, Cluster Sets and Myo-Reps Explained (Full Gym Session)',
    duration: 640,
    text: `
      Heavier weights with short pauses inside the set = more good reps with less fatigue. Pick a weight you could lift about 12 times. Leave 2 reps in the tank (RIR 2), always.

      0:00 Why heavier + short pauses is fine after 60 @@ .
      1:15 Leg press – rest-pause: 10 reps, breathe 15 s, then as many as you can, twice more @@ leg press | Leg press | | LB
      3:00 Box squat – cluster sets, 4 × (3 + 3), 20 s between minis @@ squat | Box squat | s4 | LB
      4:50 Seated row – myo-reps: activation set of 15, then 4 × 4 with 5 breaths between @@ seated row | Seated row | | UB
      6:35 Split squat – 3 × 8 each leg, plain sets (balance first, no tricks) @@ split squat | Split squat | s3 r8 each | LB
      8:00 Farmer's carry – 4 × 30 m, heavy, tall posture @@ farmer carry | Farmer's carry | s4 | FB
      9:20 How to pick the weight (RIR, not pain) @@ .
    `,
  },
  {
    name: 'desc-heldout32-programme-card-below',
    note: 'A tennis elbow video whose chapters are bare exercise names and whose doses are in a "programme card" block below the chapter list, one line per exercise with a dash between name and dose ("Isometric wrist extension — 5 × 45 s holds, 1 min rest", "Tyler twist — 3 × 15"): each chapter takes the dose its card line gives; the rests and the tempo are no dose.',
    title: 'Tennis Elbow: Your 5-Exercise Plan (Programme Card in the Description)',
    duration: 540,
    text: `
      Do the programme once a day for 6–12 weeks. Pain up to 3/10 during the exercises is fine.

      0:00 Welcome + what tennis elbow actually is @@ .
      0:55 Isometric wrist extension @@ isometric wrist extension | Isometric wrist extension | r5 h45 | UB
      2:20 Eccentric wrist extension with a dumbbell @@ eccentric wrist extension | Eccentric wrist extension | s3 r15 | UB
      3:50 Tyler twist with the FlexBar @@ tyler twist | Tyler twist | s3 r15 | UB
      5:15 Wrist extensor stretch @@ wrist extensor stretch | Wrist extensor stretch | r3 h30 | UB
      6:30 Grip squeeze @@ grip squeeze | Grip squeeze | s2 r10 | UB
      7:45 When to come and see us @@ .

      📋 YOUR PROGRAMME CARD (screenshot this!)
      • Isometric wrist extension — 5 × 45 s holds, 1 min rest
      • Eccentric wrist extension — 3 × 15, 3 s on the way down
      • Tyler twist — 3 × 15
      • Wrist extensor stretch — 3 × 30 s
      • Grip squeeze — 2 × 10
    `,
  },
  {
    name: 'desc-heldout32-pyramid-descending-reps',
    note: 'A hip osteoarthritis strength day in pyramids and drop-downs ("Goblet squat – pyramid 12 / 10 / 8", "Step-up – 15-12-10 each leg", "Side-lying hip abduction – 20, 15, 10, no rest between (a "drop-down")", "Standing hip abduction – 2 sets: 15 then 12, each side"): a pyramid gives its number of sets (and side), a drop-down with no rest gives none, and a plain "3 × 12" beside them.',
    title: 'Hip Arthritis Strength Day – Pyramids and Drop-Downs (Follow My Sets)',
    duration: 620,
    text: `
      Pyramids = fewer reps each set as the weight goes up. Rest about 90 s between sets unless it says otherwise.

      0:00 Warm-up chat + what a pyramid is @@ .
      1:00 Goblet squat – pyramid 12 / 10 / 8 (add a little weight each set) @@ goblet squat | Goblet squat | s3 | LB
      3:10 Step-up – 15-12-10 each leg @@ step up | Step up | s3 each | LB
      5:20 Bridge – 3 × 12 (no pyramid, just squeeze) @@ glute bridge | Bridge | s3 r12 | LB
      6:40 Side-lying hip abduction – 20, 15, 10, no rest between (a "drop-down") @@ side lying hip abduction | Side lying hip abduction | | LB
      8:00 Standing hip abduction – 2 sets: 15 then 12, each side @@ standing hip abduction | Standing hip abduction | s2 each | LB
      9:10 Cool-down + how to progress next week @@ .
    `,
  },
  {
    name: 'desc-heldout32-speaker-chapters-podcast',
    note: 'Two physios\' podcast whose chapters were exported from the editing software with the speaker first ("Sam: welcome…", \'Priya: "load it, don\'t rest it"\', "Priya demos: side-lying external rotation, 3 × 12", "Sam demos: isometric external rotation into the door frame – 5 × 30 s"): the demo chapters are the exercises, the talk chapters with a speaker and a quote are not.',
    title: 'Rotator Cuff Pain: Two Physios Disagree (and Demo Their Favourite Exercises)',
    duration: 780,
    text: `
      Chapters exported from our editing software, so each one starts with who's talking. Sam = @sam.physio, Priya = @priyamovesbetter. Episode 41 of Shoulder Talk.

      0:00 Sam: welcome, and why we argue about shoulders @@ .
      1:40 Priya: "load it, don't rest it" @@ .
      3:25 Priya demos: side-lying external rotation, 3 × 12 @@ side lying external rotation | Side lying external rotation | s3 r12 | UB
      5:10 Sam: "but what about the really sore ones?" @@ .
      6:30 Sam demos: isometric external rotation into the door frame – 5 × 30 s @@ isometric external rotation | Isometric external rotation | r5 h30 | UB
      8:00 Priya demos: wall slides with a lift-off, 2 × 10 @@ wall slide | Wall slide | s2 r10 | UB
      9:35 Sam demos: sleeper stretch (he hates it) – 3 × 30 s @@ sleeper stretch | Sleeper stretch | r3 h30 | UB
      11:00 Both: where we actually agree @@ .
    `,
  },
  {
    name: 'desc-heldout32-recipe-card-routine',
    note: 'A low back routine written as a recipe: a "Serves / Prep time / Cook time" line and an INGREDIENTS line above, "Step n –" chapters with cooking verbs before the move ("Step 2 – Fold in the knees: knee to chest, 20 s each side", "Step 3 – Stir slowly: knee rocks side to side, 8 each way"), and "CHEF\'S NOTES" below; the prep and cook times and the 24 hours are no dose.',
    title: 'A Recipe for a Happier Lower Back 🍲 (10-Minute Routine, Served Daily)',
    duration: 500,
    text: `
      🍲 Serves: 1 back · Prep time: 1 min (find a mat) · Cook time: 10 min · Difficulty: easy
      INGREDIENTS: 1 floor, 1 cushion, a bit of patience

      METHOD
      0:00 Preheat: why this works @@ .
      0:50 Step 1 – Gently warm the spine: pelvic tilts, 10 @@ pelvic tilt | Pelvic tilt | r10 | B
      2:05 Step 2 – Fold in the knees: knee to chest, 20 s each side @@ knee to chest | Knee to chest | h20 each | B
      3:20 Step 3 – Stir slowly: knee rocks side to side, 8 each way @@ lower trunk rotation | Knee rock | r8 each | B
      4:35 Step 4 – Let it rise: bridges, 2 × 10 @@ glute bridge | Bridge | s2 r10 | LB
      6:00 Step 5 – Simmer: child's pose, 1 minute @@ child's pose | Child's pose | h60 | B
      7:15 Serving suggestions (how often, and when to stop) @@ .

      CHEF'S NOTES: Leftovers keep for 24 h. If it's sorer the next morning, halve the recipe.
    `,
  },
  {
    name: 'desc-heldout32-lakota-back',
    note: 'A Pine Ridge physical therapist\'s low back programme in Lakota (new language) and English after "⌁" with the Lakota ordinals "Tȟokáhe –", "Inúŋpa –"… "Izáptaŋ –", every move described in English, and the dose in Lakota number words ("záptaŋ seconds hold, wikčémna times", "wikčémna each side", "núŋpa sets, akézaptaŋ", "wikčémna núŋpa", "wikčémna yámni seconds"); greeting, teaching and thanks chapters, and the powwow and basketball named in the prose.',
    title: 'Back Pain? 5 Exercises in Lakota and English | Pine Ridge Physical Therapy (Lakȟótiyapi)',
    duration: 540,
    text: `
      Low back exercises for our relatives, counted in Lakota. If your leg goes numb or the pain goes down your leg, come see us at the clinic. Dancing at the wacípi and basketball, we talk about in another video.

      0:00 ⌁ Háu kȟolá! Welcome @@ .
      0:40 ⌁ Tȟokáhe – Lie on your back, knees bent, flatten your low back into the floor: záptaŋ seconds hold, wikčémna times @@ pelvic tilt | Pelvic tilt | r10 h5 | B
      2:00 ⌁ Inúŋpa – Knees together, let them fall to one side, then the other: wikčémna each side @@ lower trunk rotation | Lower trunk rotation | r10 each | B
      3:20 ⌁ Iyámni – Feet flat, lift your hips up and down slow: núŋpa sets, akézaptaŋ @@ glute bridge | Glute bridge | s2 r15 | LB
      4:45 ⌁ Itópa – On hands and knees, round the back up and let it sag down: wikčémna núŋpa @@ cat cow | Cat cow | r20 | B
      6:05 ⌁ Izáptaŋ – Sit back on your heels, arms long in front: wikčémna yámni seconds @@ child's pose | Child's pose | h30 | B
      7:20 ⌁ Wóuŋspe – a few teachings for every day @@ .
      8:10 ⌁ Pilámayaye! Tókša akhé @@ .
    `,
  },
  {
    name: 'desc-heldout32-tuvaluan-uma',
    note: 'A Funafuti physio\'s shoulder programme in Tuvaluan (new language) and English after "⋄" with "Muamua –", "Te lua –"… "Te lima –" labels, every move described in English, and the dose in Tuvaluan number words ("tolu sefulu sekone, then the other arm", "sefulu taimi", "hold lima sekone – sefulu taimi", "lua sets, sefulu lima", "lua sefulu sekone each side"); greeting, advice and farewell chapters, and fishing and fatele dancing named in the prose.',
    title: 'Uma mafatua? 5 shoulder exercises | Physio Funafuti (Te gana Tuvalu mo te English)',
    duration: 560,
    text: `
      Shoulder exercises for our fishermen and for everyone. If your arm goes numb or the pain gets worse, go to the hospital. Fishing from the vaka and fatele dancing, we talk about next time.

      0:00 ⋄ Talofa! @@ .
      0:45 ⋄ Muamua – Lean on the table, let your arm hang and swing small circles – tolu sefulu sekone, then the other arm @@ pendulum | Pendulum | h30 each | UB
      2:05 ⋄ Te lua – Fingers walk up the wall, as high as you can – sefulu taimi @@ wall walk | Wall walk | r10 | UB
      3:25 ⋄ Te tolu – Squeeze the shoulder blades together, hold lima sekone – sefulu taimi @@ scapular squeeze | Scapular squeeze | r10 h5 | UB
      4:45 ⋄ Te fá – Band around the hand, elbow at your side, turn the hand out – lua sets, sefulu lima @@ external rotation with band | External rotation with band | s2 r15 | UB
      6:05 ⋄ Te lima – Arm across the chest, hug it in – lua sefulu sekone each side @@ cross body shoulder stretch | Cross body shoulder stretch | h20 each | UB
      7:20 ⋄ Fakamatalaga (advice) @@ .
      8:15 ⋄ Fakafetai, tofa! @@ .
    `,
  },
  {
    name: 'desc-heldout32-maasai-swahili-magoti',
    note: 'A Kajiado physiotherapist\'s knee class for elders in Maa (new language) with Swahili, with " · Nabo ⇨", " · Are ⇨"… " · Imiet ⇨" labels, every move described in Swahili, and Maa numbers in Swahili sentences ("shikilia sekunde imiet – mara tomon kila mguu", "mara tomon o imiet", "mara tikitam", "sekunde tomoni uni kila mguu", "seti are, mara tomon"); greeting, advice and thanks chapters, and taking the cattle to water and the jumping dance named in the prose.',
    title: 'Magoti yanauma? Mazoezi 5 kwa wazee | Physio Kajiado (Maa na Kiswahili)',
    duration: 560,
    text: `
      Mazoezi ya magoti kwa wazee wetu, tunahesabu kwa Maa. Goti likivimba au likiwa na joto, nenda hospitali. Kupeleka ng'ombe majini na ngoma ya kuruka, tutaongea kwenye video nyingine.

      0:00 · Supa! Karibu @@ .
      0:50 · Nabo ⇨ Kaa kwenye kiti, nyoosha goti, shikilia sekunde imiet – mara tomon kila mguu @@ long arc quad | Long arc quad | r10 h5 each | LB
      2:10 · Are ⇨ Simama kutoka kwenye kiti bila mikono, kaa polepole – mara tomon o imiet @@ sit to stand | Sit to stand | r15 | LB
      3:30 · Uni ⇨ Shika ukuta, panda kwa vidole, shuka – mara tikitam @@ calf raise | Calf raise | r20 | LB
      4:50 · Ong'uan ⇨ Simama kwa mguu mmoja, shika kiti – sekunde tomoni uni kila mguu @@ single leg balance | Single leg balance | h30 each | LB
      6:10 · Imiet ⇨ Panda ngazi moja na ushuke – seti are, mara tomon @@ step up | Step up | s2 r10 | LB
      7:30 · Ushauri @@ .
      8:20 · Ashe oleng! @@ .
    `,
  },
  {
    name: 'desc-heldout32-ojibwe-hip',
    note: 'A Wiikwemkoong physiotherapist\'s hip programme in Ojibwe (new language) and English after "┊" with "Bezhig:", "Niizh:"… "Naanan:" labels, every move described in English, and the dose in Ojibwe number words ("midaaswi-ashi-naanan each side", "niizh sets, midaaswi", "niizhtana each leg", "nisimidana seconds each side", "midaaswi"); greeting, tips and farewell chapters, and ricing and the jingle dress dance named in the prose.',
    title: 'Hip Exercises for Our Elders – Anishinaabemowin & English | Wiikwemkoong Physio',
    duration: 560,
    text: `
      Hip exercises, counted in Anishinaabemowin. Agindaasodaa! If your hip locks or you can't put weight on it, call the health centre. Ricing season and the jingle dress dance, that's another video.

      0:00 ┊ Boozhoo! @@ .
      0:45 ┊ Bezhig: Lie on your side, knees bent, open the top knee like a clam – midaaswi-ashi-naanan each side @@ clamshell | Clamshell | r15 each | LB
      2:05 ┊ Niizh: On your back, feet flat, lift your hips – niizh sets, midaaswi @@ glute bridge | Glute bridge | s2 r10 | LB
      3:25 ┊ Niswi: Standing at the counter, lift your leg out to the side – niizhtana each leg @@ standing hip abduction | Standing hip abduction | r20 each | LB
      4:45 ┊ Niiwin: One knee on a cushion, push your hips forward – nisimidana seconds each side @@ hip flexor stretch | Hip flexor stretch | h30 each | LB
      6:05 ┊ Naanan: Sit in the chair, stand up without your hands – midaaswi @@ sit to stand | Sit to stand | r10 | LB
      7:25 ┊ A few tips for every day @@ .
      8:15 ┊ Miigwech, giga-waabamin! @@ .
    `,
  },
  {
    name: 'desc-heldout32-gilbertese-neck',
    note: 'A Tarawa physio\'s neck programme in Gilbertese (new language) and English with "❶"… "❺" before the moves (greeting and advice lines without), every move described in English, and the dose in Gilbertese number words ("hold nimaua seconds, tebwina times", "uabwi seconds each side", "tebwina each side", "uoua sets, tebwi ma nimaua", "tenibwi seconds"); and climbing for toddy and dancing named in the prose.',
    title: 'Neck pain? 5 exercises | Physio Tarawa (te taetae ni Kiribati ma te Ingiraiti)',
    duration: 500,
    text: `
      Neck and shoulder exercises, counted in te taetae ni Kiribati. If your hands go numb, see the doctor. Climbing for toddy and dancing, we talk about next time.

      0:00 Mauri! Kam na bane ni mauri @@ .
      0:40 ❶ Chin straight back, like a double chin – hold nimaua seconds, tebwina times @@ chin tuck | Chin tuck | r10 h5 | N
      1:55 ❷ Ear down to the shoulder – uabwi seconds each side @@ neck side bend | Neck side bend | h20 each | N
      3:10 ❸ Turn your head slowly right and left – tebwina each side @@ neck rotation | Neck rotation | r10 each | N
      4:25 ❹ Shoulders up to the ears and drop – uoua sets, tebwi ma nimaua @@ shoulder shrug | Shoulder shrug | s2 r15 | UB
      5:40 ❺ Squeeze the shoulder blades back – tenibwi seconds @@ scapular squeeze | Scapular squeeze | h30 | UB
      6:55 Taeka n reirei (advice) @@ .
      7:50 Ko rabwa! Tiabo @@ .
    `,
  },
  {
    name: 'desc-heldout32-trap-origami-crane',
    note: 'An origami crane tutorial, with a valid chapter list and no exercise done by a person, whose chapters give sides, creases, flips, repeats, reverse folds, pulls, presses and a hold ("Kite folds – both sides, crease hard 2–3 times", "Petal fold (lift, stretch and flatten) – then flip and repeat", "Inside reverse fold × 2 – neck and tail", "Pull the wings down and press, hold 10 seconds"); no captions.',
    title: 'Origami Crane for Beginners – Step by Step (1,000 Cranes Project)',
    duration: 780,
    text: `
      You need: 1 square sheet, 15 × 15 cm. Crease hard with a fingernail. Fold 1,000 and make a wish 🕊️

      0:00 The story of the 1,000 cranes @@ .
      1:10 Square base: fold in half both ways, then squash fold @@ .
      3:20 Kite folds – both sides, crease hard 2–3 times @@ .
      5:05 Petal fold (lift, stretch and flatten) – then flip and repeat @@ .
      7:40 Narrow the legs: each flap to the centre, both sides @@ .
      9:15 Inside reverse fold × 2 – neck and tail @@ .
      10:30 Pull the wings down and press, hold 10 seconds @@ .
      11:45 Blow into the bottom to puff it up 🐦 @@ .
    `,
  },
  {
    name: 'desc-heldout32-trap-snare-drum-tuning',
    note: 'A snare drum tuning guide, with a valid chapter list and no exercise done by a person, whose chapters give presses, pushes, rods, half and quarter turns, taps, sides and the drummer\'s wrists ("Seat the new head: press the centre hard, 3–4 pushes", "Half turns in a star pattern, then quarter turns", "Tap 2 cm in front of each lug – match them both sides", "My wrists after 2 hours of this 😅"); no captions.',
    title: 'How to Tune a Snare Drum – New Head, Star Pattern, Crack or Fat?',
    duration: 960,
    text: `
      Drum key, a new 14" coated batter head and a stick. Takes about 15 min. If you gig every week, change the batter head every 3–6 months.

      0:00 Old head off – loosen in a star pattern @@ .
      2:10 Seat the new head: press the centre hard, 3–4 pushes @@ .
      3:30 Finger tight on all 10 rods @@ .
      5:00 Half turns in a star pattern, then quarter turns @@ .
      7:45 Tap 2 cm in front of each lug – match them both sides @@ .
      10:20 Snare side: tighter, then set the strainer tension @@ .
      12:30 Crack vs fat – 3 tunings compared (headphones on 🎧) @@ .
      14:00 My wrists after 2 hours of this 😅 @@ .
    `,
  },
  {
    name: 'desc-heldout32-trap-ceiling-hoist-carers',
    note: 'A family carers\' ceiling hoist video, with a valid chapter list and no exercise done by a person (the person hoisted is moved, not exercising), whose chapters give rolls, bent knees, both sides, pulls, loops, lifts, centimetres, lowering, leaning forward and the carers\' backs ("Roll to the side: knees bent, roll towards you, both sides", "Lift: shoulder loops first, raise 10 cm, stop and check", "Sling out: lean forward, slide it down", "Carers\' backs: keep the bed at hip height"); no captions.',
    title: 'Using a Ceiling Hoist at Home – Bed to Chair (Family Carers’ Training)',
    duration: 780,
    text: `
      For family carers after their moving and handling training. Always 2 people unless the care plan says 1. Check the sling size and the safe working load (200 kg on ours) every time.

      0:00 Checks: battery, sling label, loops not frayed @@ .
      1:30 Roll to the side: knees bent, roll towards you, both sides @@ .
      3:45 Sling in, roll back, pull the sling through @@ .
      5:20 Leg loops: crossed under both thighs @@ .
      6:40 Lift: shoulder loops first, raise 10 cm, stop and check @@ .
      8:15 Along the track, lower into the chair, hold the sling handle @@ .
      10:00 Sling out: lean forward, slide it down @@ .
      11:30 Carers' backs: keep the bed at hip height @@ .
    `,
  },
];
