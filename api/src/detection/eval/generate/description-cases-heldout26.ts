/**
 * Twenty-sixth held-out batch (heldout26), written before the engine was run on it even once: never tuned on. Formats
 * the earlier batches did not use, after searching YouTube chapter guides ("First chapter must start at 0:00 —
 * mandatory", "Colon format… Dots and semicolons fail", "If any one of the five rules is violated, YouTube ignores the
 * entire chapter list"), physio channels' hamstring strain pages (isometric heel digs, "2-3 sets of 10 glute bridges",
 * "BEGIN WITH 1 SET OF 5 REPETITIONS"), Chinese physio videos re-posted with machine-translated English descriptions
 * (动作 "Action 1", 组 "groups", 次 "times", 平板支撑 "plank support", 一键三连 "one-click three-links"), accessibility
 * guides for social posts ("[Image Description: here]", "Image ID:"), ACL prehabilitation leaflets (quad sets "no lag",
 * a rolled towel under the ankle, quarter squats, the bike "rock back and forth"), bilingual Miami trainers' leg days
 * (sentadillas, puentes de glúteo, "cada pierna", "cada lado", plancha), running clubs' strength nights led by several
 * coaches, physios' myth-busting videos ("Squats are bad for your knees", "You always need 3 sets of 10"), community
 * chair classes typed up by volunteers, whetstone sharpening guides ("10-15 strokes and then switch sides… 5-10 strokes
 * per side… alternate strokes one stroke per side"), modern calligraphy drill sheets (upstrokes, downstrokes, ovals,
 * compound curves), espresso dial-in guides (18 g in, 36 g out, 25–30 seconds, tamping) and Sindhi (Stack's Sindhi
 * grammar: ڏهه, ٻارنهن, پندرنهن, ويهه, ٽيهه; "ڀيرا" times), Standard Tibetan (Tibetan numeral tables: བཅུ, བཅོ་ལྔ, ཉི་ཤུ), Bambara (Mande number pages: tan, mugan,
 * bisaba; "siɲɛ" times), Chamorro (Guampedia and chamoru.info: Spanish-derived numbers, "biåhi" an instance of time)
 * and Sakha (уон, сүүрбэ, отут; "төгүл" times) pages: a physio channel's hamstring strain programme in the plainest
 * common format ("Exercise 1: Isometric heel digs – 5 x 10 second holds", "Single leg bridge – 2 sets of 8 each side",
 * "Single leg Romanian deadlift – 10 each leg (no weight yet)") with sprinting and kicking a football in the prose; a
 * Chinese physio's low back video whose description is machine-translated ("Action 1: Glute bridge, 3 groups, each group
 * 15 times", "left and right alternate, each side 10 times, do 2 groups", "Plank support, keep 30 seconds, do 3 times",
 * "one-click three-links"); an adaptive mat Pilates class whose description carries "[ID: …]" image descriptions above
 * and between the chapters, one of them counting ("counting to 10 on her fingers"), and a "CW:" line; an ACL prehab
 * programme whose chapter names carry footnote marks ("Quad sets¹", "Straight leg raise²", "Mini squats³", "Single leg
 * balance*", "Stationary bike⁴") explained under the list; a Spanglish leg day ("Sentadillas (squats) – 3 sets de 15",
 * "Lunges alternando – 10 cada pierna", "Donkey kicks – 15 each side / cada lado", "Plancha – 30 segundos x 3") with
 * burpees in the prose; a running club's strength night whose chapters name the coach ("w/ Coach Dani", "ft. Coach Mo")
 * and whose loads look like doses ("3×10/leg @ 2×8 kg", "3×10 @ 16 kg"); a physio's myth-busting video whose talk
 * chapters quote exercise names and doses ('Myth 1: "Squats are bad for your knees"', 'Myth 2: "You always need 3 sets
 * of 10"') before the exercise chapters ("Instead: Box squat to a chair – 3 × 8"); a Sindhi neck programme (new) after
 * "✦" with "ورزش n –" labels ("پنج سيڪنڊ جهليو، ڏهه ڀيرا", "ويهه سيڪنڊ هر پاسي", "ٻه سيٽ، ٻارنهن ڀيرا"); a Tibetan low
 * back programme (new) after "༄" with "ལུས་རྩལ་ ༡ –" labels in Tibetan digits ("ཐེངས་བཅུ།", "རྐང་པ་རེ་རེར་སྐར་ཆ་ཉི་ཤུ།",
 * "ཚར་གཉིས། ཚར་རེར་ཐེངས་བརྒྱད།", "ཕྱོགས་རེ་རེར་ཐེངས་བརྒྱད།"); a Bambara knee programme (new) after "◈" with ordinal
 * labels ("Fɔlɔ –", "Filanan –" … "Duurunan –"; "siɲɛ tan sen kelen-kelen bɛɛ la", "seri fila, siɲɛ segin", "siɲɛ tan
 * ni duuru", "segɔndi bisaba"); a Chamorro shoulder class for the mañåmko' on chairs (new) after "✿" with "Ehetsisio n
 * –" labels and Spanish-derived numbers ("dies biåhi", "dosse biåhi", "bente segundo kada bånda", "dos set, ocho biåhi",
 * "bente segundo, tres biåhi"), softball and fishing in the prose; a Sakha ankle programme (new) after "❄" with
 * "Эрчиллии n –" labels and the Russian loan for a set ("уон төгүл хас биирдии өттүгэр", "икки подход, уон биэс
 * төгүл", "отут сөкүүндэ хас биирдии атахха", "сүүрбэ сөкүүндэ, үс төгүл"), Sakha wrestling and stick pulling in the
 * prose; a community chair class typed up by a volunteer whose first stamp is written with the letter O ("O:OO Hello
 * and welcome"), so the first stamp YouTube reads is 1:10, the list does not start at 0:00 and YouTube shows no
 * chapters (no captions) — and three traps whose valid chapter lists hold no exercise done by a person but strokes,
 * sides, sets, holds, presses and repetitions: a whetstone knife-sharpening guide ("Coarse side (1000) – 10 strokes per
 * side", "Fine side (6000) – 5 strokes each side, then alternate 1 each", "Stropping – 20 passes"), a calligraphy drill
 * lesson ("Upstrokes – 10 per line, 3 lines", "Downstrokes – press and hold the pressure", "Compound curve – 5 sets of
 * 5", "Practice routine: 15 minutes a day") and an espresso dial-in ("Dose: 18 g in", "Distribution + tamping – press,
 * hold level, no twist", "Pulling 3 test shots", "Milk: stretch for 3–5 seconds"). Each case names moves or activities in
 * passing (sprinting and kicking a football, burpees, pivoting sports, parkrun, "ڪرڪيٽ ۽ ترڻ", "རྐང་རྩེད་དང་རྒྱུག་པ",
 * "ntolatan ni bolili", "softball yan i fishing", "хапсаҕай уонна мас тардыһыы") that must not start a segment.
 *
 * Labels: `type` is a common standard exercise name in lower case English when the move is a standard exercise (named
 * in any language, by a common variant, in a machine translation or described: "Hamstring bridge (heels on a chair)" the
 * hamstring bridge, "Single leg bridge" the single leg glute bridge, "Single leg Romanian deadlift" and "Single-leg RDL"
 * the single leg deadlift, "Cat and camel stretch" the cat cow, "Plank support" and "Plancha" the plank, "Sentadillas
 * (squats)" and "Box squat to a chair" the squat, "Puentes de glúteo" the glute bridge, "Lunges alternando" the lunge,
 * "Mini squats" the mini squat, "Step-downs off the bottom stair" the step down, "Calf raises off a step" the calf raise,
 * Sindhi "کاڏي پوئتي ڪريو" (bring the chin back) the chin tuck, "ڪن کي ڪلهي ڏانهن جهڪايو" (bend the ear to the
 * shoulder) the neck side bend, "ڪنڌ ساڄي ۽ کاٻي پاسي ڦيرايو" (turn the neck right and left) the neck rotation, "ڪلها
 * ڪنن ڏانهن مٿي کڻو ۽ ڇڏي ڏيو" (lift the shoulders to the ears and let go) the shoulder shrug, "ڪلهن جون هڏيون پٺيان
 * ملايو" (bring the shoulder bones together behind) the scapular squeeze, Tibetan "གན་རྐྱལ་དུ་ཉལ་ནས་པུས་མོ་བཀུག་སྟེ་རྐུབ་ཡར་འདེགས"
 * (lying on the back, knees bent, lift the bottom) the glute bridge, "པུས་མོ་གཅིག་བྲང་ཁར་འཐེན" (pull one knee to the
 * chest) the knee to chest, "སྒལ་པ་བྱི་ལ་ལྟར་ཡར་བཀུག" (arch the back up like a cat) on hands and knees the cat cow,
 * "ལག་པ་གཅིག་དང་ཁ་གཏད་ཀྱི་རྐང་པ་ཡར་འདེགས" (lift one arm and the opposite leg) the bird dog, "པུས་མོ་གཉིས་མཉམ་དུ་གཡོན་དང་གཡས་སུ་བསྒྱུར"
 * (turn both knees together to the left and the right) the lower trunk rotation, Bambara "Aw sigi sigilan kan, ka aw
 * sen janya ka tilen" (sit on the chair and stretch the leg straight) the long arc quad, "Aw wuli sigilan kan ka sigi
 * tugun" (get up from the chair and sit again) the sit to stand, "Aw ye aw kunbere biri dɔɔnin i n'a fɔ aw bɛ sigi" (bend
 * the knees a little as if sitting) the mini squat, "Aw da aw kɔ kan, ka sen tilennen kɔrɔta" (lie on the back and raise
 * the straight leg) the straight leg raise, "Aw jɔ sen kelen kan" (stand on one foot) the single leg balance, Chamorro
 * "Hatsa i dos apagå-mu asta i talanga-mu" (raise both shoulders up to the ears) the shoulder shrug, "Na'bira i
 * apagå-mu para tåtte" (turn the shoulders backwards) the shoulder roll, "Hålla i kannai-mu gi me'nan i pechu-mu" (pull
 * the arm in front of the chest) the cross body shoulder stretch, "Na'dana' i shoulder blades-mu" (bring the shoulder
 * blades together) the scapular squeeze, "Gi pettan… ya humånao mo'na" (in the doorway… step forward) the doorway pec
 * stretch, Sakha "Атаххын эргит" (turn the foot round) the ankle circles, "Тилэххин өрө көтөх" (lift the heels) the calf
 * raise, "Биир атахха тур" (stand on one leg) the single leg balance, "Истиэнэҕэ тирэн, кэлин атаххын көнөтүк тут" (lean
 * on the wall, keep the back leg straight) the calf stretch, "Атаххынан буукубалары суруй" (write letters with the
 * foot) the ankle alphabet), otherwise the author's words ("isometric heel digs"); the clean title is that name in
 * plain English letters, singular, without footnote marks, coach names, loads, "Instead:", "Action n", labels or doses
 * ("Plank support" is titled "Plank"). "5 x 10 second holds", "5 × 30 s", "30 segundos x 3", "keep 30 seconds, do 3
 * times", "bente segundo, tres biåhi" and "сүүрбэ сөкүүндэ, үс төгүл" are reps of a hold; "10 x 5 sec hold" and
 * "پنج سيڪنڊ جهليو، ڏهه ڀيرا" are reps of a hold; "3 groups, each group 15 times", "each side 10 times, do 2 groups",
 * "3 sets de 15", "3 x 12", "3×10", "3×8 ea.", "3×10/leg", "ٻه سيٽ، ٻارنهن ڀيرا", "ཚར་གཉིས། ཚར་རེར་ཐེངས་བརྒྱད།",
 * "seri fila, siɲɛ segin", "dos set, ocho biåhi" and "икки подход, уон биэс төгүл" are sets; "each side", "each leg",
 * "ea.", "/leg", "cada pierna", "cada lado", "هر پاسي", "རྐང་པ་རེ་རེར", "ཕྱོགས་རེ་རེར", "sen kelen-kelen bɛɛ la", "kada bånda",
 * "хас биирдии өттүгэр" and "хас биирдии атахха" are each; Sindhi, Tibetan, Bambara, Chamorro and Sakha number words
 * read as their numbers (پنج 5, ڏهه 10, ٻارنهن 12, پندرنهن 15, ويهه 20; བརྒྱད 8, བཅུ 10, ཉི་ཤུ 20; segin 8, tan 10, tan ni
 * duuru 15, bisaba 30; ocho 8, dies 10, dosse 12, bente 20; уон 10, уон биэс 15, сүүрбэ 20, отут 30), "ڀيرا", "ཐེངས",
 * "siɲɛ", "biåhi" and "төгүл" are times; a timed block is a hold. Loads ("@ 16 kg", "@ 2×8 kg"), "(no weight yet)",
 * footnotes, coach names, the myths' quoted "3 sets of 10", the image descriptions' counting, frequencies, the
 * volunteer's class time and price, "one-click three-links", and the traps' minutes, degrees, grits,
 * strokes, passes, lines, sets, grams, seconds and shots are no dose; each chapter line is its own segment.
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesHeldOut26: DescriptionCaseSpec[] = [
  {
    name: 'desc-heldout26-plain-hamstring-strain-physio',
    note: 'A physio channel\'s hamstring strain programme in the plainest common format ("Exercise 1: Isometric heel digs – 5 x 10 second holds", "Exercise 2: Glute bridge – 3 sets of 10", "Exercise 4: Single leg bridge – 2 sets of 8 each side", "Exercise 5: Single leg Romanian deadlift – 10 each leg (no weight yet)") with talk chapters before and after, and sprinting and kicking a football named in the prose.',
    title: 'Pulled Hamstring? 5 Rehab Exercises to Do at Home | Physio Guide',
    duration: 700,
    text: `
      Strained your hamstring? Early, gentle loading helps it heal stronger. No sprinting, no kicking a football and no stretching into pain for the first week or two – walking is fine if it's comfortable.

      0:00 Intro @@ .
      0:35 How hamstring strains happen @@ .
      1:40 Exercise 1: Isometric heel digs – 5 x 10 second holds @@ isometric heel digs | Isometric heel dig | r5 h10 | LB
      2:50 Exercise 2: Glute bridge – 3 sets of 10 @@ glute bridge | Glute bridge | s3 r10 | LB
      4:00 Exercise 3: Hamstring bridge (heels on a chair) – 3 sets of 8 @@ hamstring bridge | Hamstring bridge | s3 r8 | LB
      5:15 Exercise 4: Single leg bridge – 2 sets of 8 each side @@ single leg glute bridge | Single leg bridge | s2 r8 each | LB
      6:30 Exercise 5: Single leg Romanian deadlift – 10 each leg (no weight yet) @@ single leg deadlift | Single leg Romanian deadlift | r10 each | LB
      7:45 When can I run again? @@ .
      9:30 Thanks for watching @@ .
    `,
  },
  {
    name: 'desc-heldout26-machine-translated-groups',
    note: 'A Chinese physio\'s low back video re-posted with a machine-translated English description ("Action 1: Glute bridge, 3 groups, each group 15 times", "Action 2: Bird dog, left and right alternate, each side 10 times, do 2 groups", "Action 4: Plank support, keep 30 seconds, do 3 times", "Action 5: Cat and camel stretch, 10 times"), "one-click three-links" and a Bilibili mention in the prose.',
    title: '5 Movements to Save Your Waist | Physiotherapist Teaches You (Follow Along)',
    duration: 720,
    text: `
      Hello everyone, I am Physiotherapist Li. Many friends sit for a long time and the waist is sore. Today teach everyone 5 actions, follow me to do! If the pain spreads to the leg, please go to the hospital in time. Remember one-click three-links, thank you for support~ (This video is also uploaded on Bilibili)

      0:00 Opening @@ .
      0:32 Why does the waist hurt @@ .
      1:45 Action 1: Glute bridge, 3 groups, each group 15 times @@ glute bridge | Glute bridge | s3 r15 | LB
      3:20 Action 2: Bird dog, left and right alternate, each side 10 times, do 2 groups @@ bird dog | Bird dog | s2 r10 each | B
      5:05 Action 3: Dead bug, each side 8 times, 3 groups @@ dead bug | Dead bug | s3 r8 each | C
      6:40 Action 4: Plank support, keep 30 seconds, do 3 times @@ plank | Plank | r3 h30 | C
      8:10 Action 5: Cat and camel stretch, 10 times @@ cat cow | Cat and camel stretch | r10 | B
      9:30 Precautions @@ .
      10:45 Ending @@ .
    `,
  },
  {
    name: 'desc-heldout26-image-description-lines',
    note: 'An adaptive mat Pilates class whose description carries "[ID: …]" image descriptions for the thumbnail, between the chapters and for the end screen (one of them "counting to 10 on her fingers"), a "CW:" line, and chapters with options in brackets ("Single leg stretch – 10 each leg (head down option)", "Side kicks – 8 each side (prosthetic on or off)").',
    title: 'Gentle Mat Pilates for Every Body – 15 Min (Adaptive Options)',
    duration: 990,
    text: `
      [ID: Thumbnail. A woman with a below-knee prosthetic leg lies on a purple mat with her hips lifted, smiling at the camera. Text reads "Pilates for every body".]

      Hi friends! Every exercise has a seated or supported option, and the captions on this video are written by a human 💜 Take what you need, skip what you don't.
      CW: brief mention of chronic pain.

      0:00 Welcome + access notes @@ .
      1:15 Setting up your mat + props @@ .
      2:30 Pelvic curl – 8 slow reps @@ pelvic curl | Pelvic curl | r8 | B
      [ID: The same woman, knees bent, peels her spine up off the mat one bone at a time.]
      4:45 Single leg stretch – 10 each leg (head down option) @@ single leg stretch | Single leg stretch | r10 each | C
      [ID: She lies on her back hugging one knee in while the other leg stretches out long, counting to 10 on her fingers.]
      7:10 Side kicks – 8 each side (prosthetic on or off) @@ side kicks | Side kick | r8 each | LB
      9:35 Swan prep – 6 reps @@ swan prep | Swan prep | r6 | B
      11:20 Spine stretch forward – 5 reps (seated on a chair is fine) @@ spine stretch forward | Spine stretch forward | r5 | B
      13:00 Rest + check in with your body @@ .
      14:30 Closing @@ .

      [ID: End screen with two video thumbnails: "10 min chair Pilates" and "Pilates for hypermobility".]
    `,
  },
  {
    name: 'desc-heldout26-footnote-marks-acl-prehab',
    note: 'An ACL prehab programme whose chapter names carry footnote marks ("Quad sets¹ – 10 x 5 sec hold", "Straight leg raise² – 3 x 10", "Mini squats³ – 3 x 12", "Single leg balance* – 30 sec each leg", "Stationary bike⁴ – full circles, no resistance") explained in footnotes under the list, and pivoting sports named in the prose.',
    title: 'ACL Prehab: 6 Exercises Before Your Reconstruction (Physio Explains)',
    duration: 840,
    text: `
      Getting your knee as strong and as straight as possible before surgery makes rehab easier afterwards. Footnotes are under the list – please read them. No pivoting sports (football, netball, basketball) until your surgeon says so.

      0:00 Intro @@ .
      0:45 Why prehab matters @@ .
      1:50 Quad sets¹ – 10 x 5 sec hold @@ quad sets | Quad sets | r10 h5 | LB
      3:05 Straight leg raise² – 3 x 10 @@ straight leg raise | Straight leg raise | s3 r10 | LB
      4:20 Heel slides – 15 reps @@ heel slides | Heel slide | r15 | LB
      5:40 Mini squats³ – 3 x 12 @@ mini squat | Mini squat | s3 r12 | LB
      7:00 Single leg balance* – 30 sec each leg @@ single leg balance | Single leg balance | h30 each | LB
      8:15 Stationary bike⁴ – full circles, no resistance @@ stationary bike | Stationary bike | | LB
      9:30 What happens after surgery @@ .
      11:40 Your questions @@ .

      ¹ If your knee won't go flat, put a rolled towel under your ankle, not under your knee.
      ² Only once you can do a quad set without the knee bending ("no lag").
      ³ A quarter squat is plenty – knees over toes is fine.
      ⁴ Seat high; rock back and forth if a full circle isn't possible yet.
      * Hold the kitchen worktop to start.
    `,
  },
  {
    name: 'desc-heldout26-spanglish-leg-day',
    note: 'A Miami trainer\'s leg day written in Spanglish ("Sentadillas (squats) – 3 sets de 15", "Puentes de glúteo – 3 x 12, aprieta arriba!", "Lunges alternando – 10 cada pierna", "Donkey kicks – 15 each side / cada lado", "Plancha – 30 segundos x 3"), with burpees and the knee-pain chair option in the prose.',
    title: 'Piernas y Glúteos en Casa 🔥 Leg Day Sin Equipo | Follow Along',
    duration: 780,
    text: `
      Hola mi gente! Today we're doing piernas sin equipo, perfecto para el apartamento. Si tienes dolor de rodilla, modify con la silla. No burpees hoy, I promise 😂

      0:00 Intro + warm up rápido @@ .
      1:30 Sentadillas (squats) – 3 sets de 15 @@ squat | Squat | s3 r15 | LB
      3:20 Puentes de glúteo – 3 x 12, aprieta arriba! @@ glute bridge | Glute bridge | s3 r12 | LB
      5:10 Lunges alternando – 10 cada pierna @@ lunge | Lunge | r10 each | LB
      6:50 Donkey kicks – 15 each side / cada lado @@ donkey kick | Donkey kick | r15 each | LB
      8:30 Plancha – 30 segundos x 3 @@ plank | Plank | r3 h30 | C
      10:00 Stretch y cool down @@ .
      12:00 Gracias familia! 💕 @@ .
    `,
  },
  {
    name: 'desc-heldout26-guest-coaches-w-slash',
    note: 'A running club\'s strength night whose chapters name the coach who teaches each move ("Goblet squat w/ Coach Dani – 3×10 @ 16 kg", "Step-ups ft. Coach Mo – 3×10/leg @ 2×8 kg", "Dead bug w/ Coach Priya – 3×10") and whose loads look like doses; parkrun named in the prose.',
    title: 'Strength for Runners – 4 Coaches, 5 Moves (Club Night Recap)',
    duration: 1080,
    text: `
      Our Thursday club strength night, filmed in the track shed. Each move is taught by one of our coaches. Loads are what the coaches used – start lighter! Parkrun on Saturday as usual.

      0:00 Welcome from Coach Ade @@ .
      1:10 Goblet squat w/ Coach Dani – 3×10 @ 16 kg @@ goblet squat | Goblet squat | s3 r10 | LB
      3:40 Single-leg RDL w/ Coach Dani – 3×8 ea. @@ single leg deadlift | Single leg RDL | s3 r8 each | LB
      6:05 Step-ups ft. Coach Mo – 3×10/leg @ 2×8 kg @@ step up | Step up | s3 r10 each | LB
      8:30 Dead bug w/ Coach Priya – 3×10 @@ dead bug | Dead bug | s3 r10 | C
      10:45 Calf raises off a step w/ Coach Mo – 3×15 @@ calf raise | Calf raise | s3 r15 | LB
      13:00 Q&A with all four coaches @@ .
      16:20 Club notices @@ .
    `,
  },
  {
    name: 'desc-heldout26-myth-busting-talk-chapters',
    note: 'A physio\'s myth-busting video whose talk chapters quote exercise names and doses (\'Myth 1: "Squats are bad for your knees"\', \'Myth 2: "You always need 3 sets of 10"\', \'Myth 3: "Stretching your hamstrings fixes knee pain"\') before the exercise chapters ("Instead: Box squat to a chair – 3 × 8", "Instead: Step-downs off the bottom stair – 2 × 10 each leg", "Instead: Wall sit – 5 × 30 s").',
    title: '3 Knee Pain Myths Physios Wish You’d Stop Believing (+ What To Do Instead)',
    duration: 660,
    text: `
      Knee pain is common and usually not dangerous. Here are three things I hear every week in clinic – and the exercises I'd actually give you instead.

      0:00 Intro @@ .
      0:40 Myth 1: "Squats are bad for your knees" @@ .
      2:05 Myth 2: "You always need 3 sets of 10" @@ .
      3:25 Myth 3: "Stretching your hamstrings fixes knee pain" @@ .
      4:50 Instead: Box squat to a chair – 3 × 8 @@ squat | Box squat | s3 r8 | LB
      6:20 Instead: Step-downs off the bottom stair – 2 × 10 each leg @@ step down | Step down | s2 r10 each | LB
      7:50 Instead: Wall sit – 5 × 30 s @@ wall sit | Wall sit | r5 h30 | LB
      9:10 The takeaway @@ .
    `,
  },
  {
    name: 'desc-heldout26-sindhi-kandh',
    note: 'A Sindhi neck programme for desk workers (new) after "✦" with "ورزش n –" labels, every move described, and the dose in Sindhi number words ("پنج سيڪنڊ جهليو، ڏهه ڀيرا", "ويهه سيڪنڊ هر پاسي", "ڏهه ڀيرا هر پاسي", "ٻه سيٽ، ٻارنهن ڀيرا", "پندرنهن ڀيرا"); welcome, advice and thanks chapters, and cricket and swimming named in the prose.',
    title: 'ڪنڌ ۾ سور؟ گهر ۾ پنج ورزشون | فزيوٿراپسٽ (سنڌي ۾)',
    duration: 580,
    text: `
      ڪمپيوٽر تي ڪم ڪندڙن لاءِ سولي ورزش. جيڪڏهن هٿ سن ٿي وڃي يا سور وڌي وڃي، ڊاڪٽر ڏانهن وڃو. ڪرڪيٽ ۽ ترڻ بابت ٻي وڊيو ۾ ڳالهائينداسين.

      0:00 ✦ ڀليڪار @@ .
      0:40 ✦ ورزش 1 – کاڏي پوئتي ڪريو، ڄڻ ٻٽي کاڏي ٺهي – پنج سيڪنڊ جهليو، ڏهه ڀيرا @@ chin tuck | Chin tuck | r10 h5 | N
      1:55 ✦ ورزش 2 – ڪن کي ڪلهي ڏانهن جهڪايو – ويهه سيڪنڊ هر پاسي @@ neck side bend | Neck side bend | h20 each | N
      3:10 ✦ ورزش 3 – ڪنڌ ساڄي ۽ کاٻي پاسي ڦيرايو – ڏهه ڀيرا هر پاسي @@ neck rotation | Neck rotation | r10 each | N
      4:25 ✦ ورزش 4 – ڪلها ڪنن ڏانهن مٿي کڻو ۽ ڇڏي ڏيو – ٻه سيٽ، ٻارنهن ڀيرا @@ shoulder shrug | Shoulder shrug | s2 r12 | UB
      5:40 ✦ ورزش 5 – ڪلهن جون هڏيون پٺيان ملايو – پندرنهن ڀيرا @@ scapular squeeze | Scapular squeeze | r15 | UB
      6:55 ✦ صلاحون @@ .
      8:15 ✦ مهرباني! @@ .
    `,
  },
  {
    name: 'desc-heldout26-tibetan-kedpa',
    note: 'A Tibetan low back programme (new) after "༄" with "ལུས་རྩལ་ n –" labels in Tibetan digits, every move described, and the dose in Tibetan number words ("ཐེངས་བཅུ།", "རྐང་པ་རེ་རེར་སྐར་ཆ་ཉི་ཤུ།", "ཚར་གཉིས། ཚར་རེར་ཐེངས་བརྒྱད།", "ཕྱོགས་རེ་རེར་ཐེངས་བརྒྱད།"); welcome, advice and thanks chapters, and football and running named in the prose.',
    title: 'རྐེད་པར་ན་ཟུག་ཡོད་དམ། ཁྱིམ་དུ་ལུས་རྩལ་ལྔ། | ལུས་སྦྱོང་སྨན་པ། (བོད་སྐད།)',
    duration: 580,
    text: `
      རྐེད་པའི་ན་ཟུག་ལ་ཕན་པའི་ལུས་རྩལ་སྟབས་བདེ། ན་ཟུག་རྐང་པར་འབབ་ན་སྨན་པར་བསྟན་རོགས། རྐང་རྩེད་དང་རྒྱུག་པའི་སྐོར་ཐེངས་རྗེས་མར་བཤད་ཆོག

      0:00 ༄ བཀྲ་ཤིས་བདེ་ལེགས། @@ .
      0:40 ༄ ལུས་རྩལ་ ༡ – གན་རྐྱལ་དུ་ཉལ་ནས་པུས་མོ་བཀུག་སྟེ་རྐུབ་ཡར་འདེགས། – ཐེངས་བཅུ། @@ glute bridge | Glute bridge | r10 | LB
      1:55 ༄ ལུས་རྩལ་ ༢ – པུས་མོ་གཅིག་བྲང་ཁར་འཐེན། – རྐང་པ་རེ་རེར་སྐར་ཆ་ཉི་ཤུ། @@ knee to chest | Knee to chest | h20 each | B
      3:10 ༄ ལུས་རྩལ་ ༣ – ལག་པ་དང་པུས་མོ་ས་ལ་བཞག་ནས་སྒལ་པ་བྱི་ལ་ལྟར་ཡར་བཀུག་སྟེ་མར་གཏོང་། – ཐེངས་བཅུ། @@ cat cow | Cat cow | r10 | B
      4:25 ༄ ལུས་རྩལ་ ༤ – ལག་པ་གཅིག་དང་ཁ་གཏད་ཀྱི་རྐང་པ་ཡར་འདེགས། – ཚར་གཉིས། ཚར་རེར་ཐེངས་བརྒྱད། @@ bird dog | Bird dog | s2 r8 | B
      5:40 ༄ ལུས་རྩལ་ ༥ – པུས་མོ་གཉིས་མཉམ་དུ་གཡོན་དང་གཡས་སུ་བསྒྱུར། – ཕྱོགས་རེ་རེར་ཐེངས་བརྒྱད། @@ lower trunk rotation | Lower trunk rotation | r8 each | B
      6:55 ༄ བསླབ་བྱ། @@ .
      8:15 ༄ ཐུགས་རྗེ་ཆེ། @@ .
    `,
  },
  {
    name: 'desc-heldout26-bambara-kunbere',
    note: 'A Bambara knee programme (new) after "◈" with ordinal labels ("Fɔlɔ –", "Filanan –", "Sabanan –", "Naaninan –", "Duurunan –"), every move described, and the dose in Bambara number words ("siɲɛ tan sen kelen-kelen bɛɛ la", "seri fila, siɲɛ segin", "siɲɛ tan ni duuru", "segɔndi bisaba sen kelen-kelen bɛɛ la"); welcome, advice and thanks chapters, and football and running named in the prose.',
    title: 'Kunbere dimi bɛ aw la wa? Farikoloɲɛnajɛ duuru so kɔnɔ | Kinesitérapeute (bamanankan na)',
    duration: 580,
    text: `
      Farikoloɲɛnajɛ nɔgɔmanw kunbere dimi kama. Ni kunbere fununa walima dimi ka bon, aw ye taa dɔgɔtɔrɔ fɛ. Ntolatan ni bolili ko, an bɛna o kuma wagati wɛrɛ.

      0:00 ◈ Aw ni sogoma! @@ .
      0:40 ◈ Fɔlɔ – Aw sigi sigilan kan, ka aw sen janya ka tilen – siɲɛ tan sen kelen-kelen bɛɛ la @@ long arc quad | Long arc quad | r10 each | LB
      1:55 ◈ Filanan – Aw wuli sigilan kan ka sigi tugun – seri fila, siɲɛ segin @@ sit to stand | Sit to stand | s2 r8 | LB
      3:10 ◈ Sabanan – Aw ye aw kunbere biri dɔɔnin i n'a fɔ aw bɛ sigi, ka wuli tugun – siɲɛ tan ni duuru @@ mini squat | Mini squat | r15 | LB
      4:25 ◈ Naaninan – Aw da aw kɔ kan, ka sen tilennen kɔrɔta – siɲɛ tan sen kelen-kelen bɛɛ la @@ straight leg raise | Straight leg raise | r10 each | LB
      5:40 ◈ Duurunan – Aw jɔ sen kelen kan – segɔndi bisaba sen kelen-kelen bɛɛ la @@ single leg balance | Single leg balance | h30 each | LB
      6:55 ◈ Laadilikanw @@ .
      8:15 ◈ Aw ni ce kosɛbɛ! @@ .
    `,
  },
  {
    name: 'desc-heldout26-chamorro-apaga-manamko',
    note: 'A Chamorro shoulder class for the mañåmko\' (elders) on chairs (new) after "✿" with "Ehetsisio n –" labels, every move described, English loans ("shoulder blades") and the dose in Spanish-derived Chamorro numbers ("dies biåhi", "dosse biåhi", "bente segundo kada bånda", "dos set, ocho biåhi", "bente segundo, tres biåhi"); welcome, advice and thanks chapters, and softball and fishing named in the prose.',
    title: 'Piniti gi apaga? Lima na ehetsisio gi siya | Physical therapist (Fino’ CHamoru)',
    duration: 580,
    text: `
      Ehetsisio para i mañåmko' gi siya. Yanggen malångu i apagå-mu pat mas makat i piniti, fanhånao guatu gi doktu. I softball yan i fishing, ta kuentusi otro biåhi.

      0:00 ✿ Håfa adai! @@ .
      0:40 ✿ Ehetsisio 1 – Hatsa i dos apagå-mu asta i talanga-mu, ayu na' tunok – dies biåhi @@ shoulder shrug | Shoulder shrug | r10 | UB
      1:55 ✿ Ehetsisio 2 – Na'bira i apagå-mu para tåtte – dosse biåhi @@ shoulder roll | Shoulder roll | r12 | UB
      3:10 ✿ Ehetsisio 3 – Hålla i kannai-mu gi me'nan i pechu-mu ya gotte ni otro kannai-mu – bente segundo kada bånda @@ cross body shoulder stretch | Cross body shoulder stretch | h20 each | UB
      4:25 ✿ Ehetsisio 4 – Na'dana' i shoulder blades-mu gi tåtte – dos set, ocho biåhi @@ scapular squeeze | Scapular squeeze | s2 r8 | UB
      5:40 ✿ Ehetsisio 5 – Gi pettan, po'lo i kannai-mu gi kada bånda ya humånao mo'na – bente segundo, tres biåhi @@ doorway pec stretch | Doorway pec stretch | r3 h20 | UB
      6:55 ✿ Konsehu @@ .
      8:15 ✿ Si Yu'os ma'åse'! @@ .
    `,
  },
  {
    name: 'desc-heldout26-sakha-atakh',
    note: 'A Sakha ankle programme after a sprain (new) after "❄" with "Эрчиллии n –" labels, every move described, the Russian loan "подход" for a set, and the dose in Sakha number words ("уон төгүл хас биирдии өттүгэр", "икки подход, уон биэс төгүл", "отут сөкүүндэ хас биирдии атахха", "сүүрбэ сөкүүндэ, үс төгүл"); welcome, advice and thanks chapters, and Sakha wrestling and stick pulling named in the prose.',
    title: 'Атах сүһүөҕэ ыалдьар дуо? Дьиэҕэ биэс эрчиллии | Физиотерапевт (сахалыы)',
    duration: 580,
    text: `
      Атах сүһүөҕүн бэйэҕит дьиэҕитигэр эрчийиҥ. Атаххыт иһэн хаалбыт эбэтэр ыарыы улаатар буоллаҕына, бырааска барыҥ. Хапсаҕай уонна мас тардыһыы туһунан атын видеоҕа кэпсиэхпит.

      0:00 ❄ Дорообо! @@ .
      0:40 ❄ Эрчиллии 1 – Атаххын эргит – уон төгүл хас биирдии өттүгэр @@ ankle circles | Ankle circles | r10 each | LB
      1:55 ❄ Эрчиллии 2 – Тилэххин өрө көтөх – икки подход, уон биэс төгүл @@ calf raise | Calf raise | s2 r15 | LB
      3:10 ❄ Эрчиллии 3 – Биир атахха тур – отут сөкүүндэ хас биирдии атахха @@ single leg balance | Single leg balance | h30 each | LB
      4:25 ❄ Эрчиллии 4 – Истиэнэҕэ тирэн, кэлин атаххын көнөтүк тут – сүүрбэ сөкүүндэ, үс төгүл @@ calf stretch | Calf stretch | r3 h20 | LB
      5:40 ❄ Эрчиллии 5 – Атаххынан буукубалары суруй @@ ankle alphabet | Ankle alphabet | | LB
      6:55 ❄ Сүбэлэр @@ .
      8:15 ❄ Махтал! @@ .
    `,
  },
  {
    name: 'desc-heldout26-trap-letter-o-first-stamp',
    note: 'A community chair class typed up by a volunteer whose first stamp is written with the letter O ("O:OO Hello and welcome"): the first stamp YouTube reads is 1:10, so the list does not start at 0:00 and YouTube shows no chapters; the moves and doses ("Marching on the spot – 1 minute", "Sit to stand – 8 times", "Seated twist – 5 each side") are all on the lines, a class time and price below; no captions.',
    title: 'Chair Exercise Class – Wednesday at the Community Centre (Full Session)',
    duration: 1500,
    text: `
      Filmed at our Wednesday Move More class for anyone who missed it! Chair exercises for all abilities – go at your own pace. Typed up by Jean 😊

      O:OO Hello and welcome
      1:10 Marching on the spot – 1 minute
      3:00 Arm circles – 10 forwards, 10 backwards
      5:20 Sit to stand – 8 times
      8:05 Heel raises – 15
      10:30 Seated twist – 5 each side
      13:15 Cool down and breathing
      16:40 Notices and the cake rota

      Next class Wednesday at 10:30, £3 on the door. All welcome!
    `,
  },
  {
    name: 'desc-heldout26-trap-whetstone-sharpening',
    note: 'A whetstone knife-sharpening guide, with a valid chapter list and no exercise done by a person, whose chapters give strokes per side, holds, passes and repeats ("Coarse side (1000) – 10 strokes per side", "Raising a burr – repeat until you feel it, both sides", "Fine side (6000) – 5 strokes each side, then alternate 1 each", "Stropping – 20 passes, edge trailing"), "muscle memory" in the prose; no captions.',
    title: 'How to Sharpen a Kitchen Knife on a Whetstone – Beginner to Razor Sharp',
    duration: 1140,
    text: `
      Soak the stone first and keep a damp towel under it so it can't slide. Go slowly – muscle memory comes with practice.

      0:00 What you need @@ .
      1:20 Soaking the stone – 10 to 15 min @@ .
      2:45 Finding 15° – the coin trick @@ .
      4:30 Coarse side (1000) – 10 strokes per side @@ .
      7:10 Raising a burr – repeat until you feel it, both sides @@ .
      9:40 Fine side (6000) – 5 strokes each side, then alternate 1 each @@ .
      12:15 Stropping – 20 passes, edge trailing @@ .
      14:30 The paper test + the tomato test @@ .
      16:50 Flattening the stone @@ .
    `,
  },
  {
    name: 'desc-heldout26-trap-calligraphy-drills',
    note: 'A modern calligraphy drill lesson, with a valid chapter list and no exercise done by a person, whose chapters give repetitions, sets, holds and a daily routine ("Upstrokes – 10 per line, 3 lines", "Downstrokes – press and hold the pressure, 10 per line", "Compound curve – 5 sets of 5", "Ovals – 20 in a row, no lifting", "Practice routine: 15 minutes a day"); no captions.',
    title: 'Modern Calligraphy for Beginners – The 6 Basic Strokes (Drill Sheets Included)',
    duration: 1320,
    text: `
      Download the free drill sheets below. Use a brush pen or a pointed nib, hold it at about 45° and let the pen do the work. Thin upstrokes, thick downstrokes!

      0:00 Supplies @@ .
      1:40 How to hold the pen @@ .
      3:20 Upstrokes – 10 per line, 3 lines @@ .
      6:00 Downstrokes – press and hold the pressure, 10 per line @@ .
      8:45 Overturns + underturns – 2 rows each @@ .
      11:30 Compound curve – 5 sets of 5 @@ .
      14:10 Ovals – 20 in a row, no lifting @@ .
      17:00 Ascending + descending loops – 10 each @@ .
      19:30 Practice routine: 15 minutes a day @@ .
    `,
  },
  {
    name: 'desc-heldout26-trap-espresso-dial-in',
    note: 'An espresso dial-in guide, with a valid chapter list and no exercise done by a person, whose chapters give grams, presses, holds, seconds and repeats ("Dose: 18 g in", "Distribution + tamping – press, hold level, no twist", "Yield: 36 g out in 25–30 seconds", "Grind finer by 2 steps", "Pulling 3 test shots", "Milk: stretch for 3–5 seconds, then spin"); no captions.',
    title: 'Dialling In Espresso at Home – Grind, Dose, Yield & Time (Beginner Guide)',
    duration: 960,
    text: `
      Start with a 1 to 2 ratio and change one thing at a time. Taste every shot – your tongue is the best tool you own.

      0:00 Intro @@ .
      0:50 Dose: 18 g in @@ .
      2:10 Distribution + tamping – press, hold level, no twist @@ .
      4:00 Yield: 36 g out in 25–30 seconds @@ .
      6:20 Too fast? Grind finer by 2 steps @@ .
      8:30 Pulling 3 test shots @@ .
      11:00 Milk: stretch for 3–5 seconds, then spin @@ .
      13:20 Pouring a heart + cleaning up @@ .
    `,
  },
];
