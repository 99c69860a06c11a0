/**
 * Twenty-ninth held-out batch (heldout29), written before the engine was run on it even once: never tuned on. Formats
 * the earlier batches did not use, after searching social posts typed with "fancy font" generators (mathematical sans-
 * serif bold letters and digits for the names and doses, italics for the setup), blood flow restriction training pages
 * (HFE's practical recommendations, "40-80% of arterial occlusion pressure", and a trial's table: "Sets 4… Load
 * intensity 30% 1RM… Repetitions 1st set 30… 2nd and 3rd set 15… Rest between sets 30 s"), men's pelvic floor pages
 * after prostatectomy (Prostate Cancer UK, Movember's "Do not try Kegel exercises if you currently have a catheter",
 * UCI urology's "hold for 3 to 5 seconds… Do 5 to 7 exercises at a time, 3 times a day", mydr's "up to 10 repetitions…
 * holding each contraction for 5-10 seconds" and quick contractions, "the knack" before a cough), neurodynamics handouts
 * (sliders and tensioners, the slump), home workouts that give an easier and a harder option beside every move,
 * gymnastics flexibility routines with "ea." for each side, 28-day wall Pilates challenges ("alt." for alternating,
 * "CW / CCW" for the two directions), core workouts rated with stars, macramé plant hanger tutorials (square knots,
 * half-knot spirals, the gathering knot), hand-pulled noodle guides (stretch, fold and twist, eight pulls for 256
 * strands), massage gun reviews (attachments, percussions per minute, "30 s per muscle group", battery tests) and
 * physical therapy billing webinars (CPT 97110 therapeutic exercise, 97530 therapeutic activities, 97112 neuromuscular
 * re-education, the 8-minute rule and 15-minute units), and number pages for Bikol (the Bikol Wikibook: "saro, duwa,
 * tulo, apat, lima… kagsaro… kagduwa… duwampulo… tulumpulo"), Võro (a Võro blog on numbers, a counting rhyme "Mis üts?
 * … Mis kümme?", a Unilang thread's "üts, kats, kolm, neli, viis, kuus, säidse, katõsa, ütesä, kümme… katskümmend"),
 * Ossetian (a learners' forum page on Iron numerals and Bagaev's grammar as posted on LiveJournal: "иу, дыууæ, æртæ, цыппар, фондз… дæс… дыууадæс…
 * фынддæс… ссæдз", "дæс æмæ ссæдз" for thirty) and Ligurian (the Conseggio ligure's numeral page: "un, doî, trei,
 * quattro, çinque… dexe… dozze… chinze… vinti… trenta"), with Karakalpak written from the labeller's own knowledge of
 * the Kipchak numbers ("bes, on, on eki, on bes, jigirma… ret") and the descriptions of the moves written from the
 * labeller's own knowledge of these languages: a glute activation routine typed with a fancy-font generator ("𝗖𝗹𝗮𝗺𝘀𝗵𝗲𝗹𝗹𝘀 –
 * 𝟮 × 𝟭𝟱 𝗲𝗮𝗰𝗵 𝘀𝗶𝗱𝗲 (𝘣𝘢𝘯𝘥 𝘢𝘣𝘰𝘷𝘦 𝘵𝘩𝘦 𝘬𝘯𝘦𝘦𝘴)", "𝗚𝗹𝘂𝘁𝗲 𝗯𝗿𝗶𝗱𝗴𝗲 𝗵𝗼𝗹𝗱 – 𝟯 × 𝟯𝟬 𝘀") with plain clocks; a blood flow
 * restriction leg session whose doses are the 30-15-15-15 scheme ("Leg press – 30-15-15-15 @ 30% 1RM, cuff at 80%
 * LOP") beside a cuff-off chapter and a plain "3 x 12"; a men's pelvic floor programme after prostatectomy ("Long
 * squeezes lying down – 10 x 10 sec hold", "Quick squeezes – 10 fast", "Sitting, then standing (same 10 x 10 sec)")
 * with the catheter, the knack and walking in the prose and talk chapters; a sciatica nerve flossing video ("Seated
 * sciatic nerve slider – 10 slow reps, look up as the knee straightens", "Slump stretch – hold 5 s × 5", "Median nerve
 * slider for the arm – 10 reps"); a lower body home workout whose every chapter carries an easier and a harder option
 * in brackets, some with their own doses ("Glute bridge – 3 x 12 (Easier: both feet | Harder: single leg, 3 x 6
 * each)"); a gymnastics flexibility routine with "ea." ("Half splits – 3 x 30s ea.", "Oversplits on mats – coach spot
 * only, 30s ea.", "Bridge push-ups – 2 x 5, hold the last one 10s"); a wall Pilates day with "alt." and "CW / CCW"
 * ("Wall bridge marches – 10 alt. (5/side)", "Lying leg circles – 8 CW / 8 CCW each leg"); a core workout rated with
 * stars before the names ("⭐ Dead bug – 3 x 8 each side", "⭐⭐⭐ Hollow body hold – 3 x 30 s"); a Naga physical
 * therapist's hip programme in Bikol (new) after "✪" with ordinal labels ("Enot –"… "Ikalima –"; "sampulong beses sa
 * kada gilid", "duwang set, kagduwang beses", "hawidi nin limang segundo, sampulong beses", "tulumpulong segundo sa kada
 * bitis", "kaglimang beses sa kada bitis"), running and cycling in the prose; a Nukus physiotherapist's knee programme
 * in Karakalpak (new) after "◉" with "1-shınıǵıw –" labels ("on ret", "bes sekund uslap turıń, on ret", "eki seriya, on
 * eki ret", "on bes ret", "jigirma ret"), kúres and football in the prose; a Vladikavkaz physiotherapist's shoulder
 * programme in Ossetian (new) after "◇" with ordinal labels ("Фыццаг –"… "Фæндзæм –"; "æртын секунды", "дыууæ сериты,
 * дыууадæс хатты", "фондз секунды ныддар, дæс хатты", "ссæдз секунды", "фынддæс хатты"), wrestling and the simd in the
 * prose; a Võru physiotherapist's back programme in Võro (new) after "❧" with ordinal labels ("Edimäne –"… "Viies –";
 * "viis sekondit hoitaq, kümme kõrda", "kümme kõrda kummaski poolõ", "katõsa kõrda", "kats seeriät, kümme kõrda",
 * "kolmkümmend sekondit"), skiing and dancing in the prose; a Genoa physiotherapist's neck programme in Ligurian (new)
 * after "⚓" with ordinal labels ("Primmo –"… "Quinto –"; "tegnî çinque segondi, dexe vòtte", "dexe vòtte pe parte",
 * "vinti segondi pe parte", "chinze segondi, træ vòtte", "doe serie de dozze"), football and sailing in the prose — and
 * four traps whose valid chapter lists hold no exercise done by a person but knots, sides, rows, wraps, seconds, pulls,
 * folds, strands, minutes, speeds, levels, units, sets, reps and whole exercise names: a macramé plant hanger tutorial
 * ("Square knot – left over, right under, then the other side", "Spiral (half knot) – 20 times", "Gathering knot – wrap
 * 10 times, pull tight"), a hand-pulled noodle video ("Knead 10 min, rest 30 min (repeat 3 times)", "The pull – stretch
 * arms wide, fold in half, twist: 8 times", "Why my shoulders ache after 50 portions"), a massage gun review ("Calves –
 * 30 s each side, level 2", "Quads & glutes – 60 s", "Neck & traps – level 1 only, 15 s") and a billing webinar for
 * physical therapists ("97110 Therapeutic exercise – strength, ROM, e.g. 3 x 10 squats", "97530 Therapeutic activities –
 * sit to stand, lifting, step-ups", "97112 Neuromuscular re-education – single leg stance 30 s"). Each case names
 * moves or activities in passing (leg day, the cuff, walking and the catheter, the knack, the sofa and the backpack,
 * jogging and jumping jacks, tomorrow's class, "an pagdalagan asin pagsakay sa bisikleta", "kúres hám futbol",
 * "хъæбысæй хæцын æмæ симд", "suusatamisõst ja tandsmisõst", "do balon e da barca a veia", the pot on the hanger, the
 * audit) that must not start a segment.
 *
 * Labels: `type` is a common standard exercise name in lower case English when the move is a standard exercise (named
 * in any language, by a common variant or described: "Clamshells" the clamshell, "Fire hydrants" the fire hydrant,
 * "Glute bridge hold" the glute bridge, "Monster walks" the monster walk, "Donkey kicks" the donkey kick, "Leg press",
 * "Leg extension" and "Hamstring curl (no cuff)" the machine moves, "Long squeezes", "Quick squeezes" and the sitting
 * and standing squeezes the pelvic floor contraction, the seated, tensioner and supine sliders the sciatic nerve glide,
 * "Median nerve slider" the median nerve glide, "Slump stretch" the slump stretch, "Split squat" the split squat,
 * "Step-ups" the step up, "Kneeling lunge stretch" the hip flexor stretch, "Half splits (hamstring)" the hamstring
 * stretch, "Pancake" the pancake stretch, "Bridge push-ups" the back bridge, "Oversplits" the front split stretch, "Wall
 * bridge marches" the glute bridge march, "Lying leg circles" the leg circles, "Wall clams" the clamshell, "Wall roll
 * down" the roll down, "Plank shoulder taps" the plank shoulder taps, "Hollow body hold" the hollow body hold, "Ab wheel
 * rollout" the ab wheel rollout, Bikol "Humigda sa gilid, itaas an bitis na nasa ibabaw" (lie on the side, lift the top
 * leg) the side lying hip abduction, "buksan an tuhod na garo kabibe" (open the knee like a shell) the clamshell,
 * "itaas an hawak" (lift the hips) lying with bent knees the glute bridge, "Luhod an saro na tuhod, iduso an hawak
 * pa-abante" (kneel on one knee, push the hips forward) the hip flexor stretch, "Magtindog, kapot sa silya, itaas an
 * bitis pa-gilid" (stand, hold the chair, lift the leg to the side) the standing hip abduction, Karakalpak "ókshenizdi
 * tósekte sırǵıtıp tizeni búgiń" (slide the heel on the bed and bend the knee) the heel slides, "Tizeńiz astına jastıq
 * qoyıp, ayaqtı tuwrılap kóteriń" (a pillow under the knee, straighten the leg) the short arc quad, "Stuldan qolsız
 * turıń" (stand from the chair without the hands) the sit to stand, "azǵana otırıń" (sit down a little) holding the
 * chair the mini squat, "Ayaq barmaqlarıńızǵa kóteriliń" (rise onto the toes) the calf raise, Ossetian "дæ къух
 * æруадз æмæ йæ гыццыл зылдтытæй зил" (let the arm hang and turn it in small circles) the pendulum, "Резинæ райс, дæ
 * цонг дæ фарсмæ, дæ къух æддæмæ зил" (take the band, the elbow at the side, turn the hand outwards) the external
 * rotation with band, "Дæ уæхсчытæ фæстæмæ ласт æмæ сæ баиу кæн" (pull the shoulders back and bring them together) the
 * scapular squeeze, "Дуары… дæ къухтæ дуаргуыры æрæвæр æмæ иу къахдзæф размæ акæн" (hands on the door frame, one step
 * forward) the doorway pec stretch, "Дæ уæхсчытæ уæлæмæ сис æмæ сæ æруадз" (lift the shoulders and let them drop) the
 * shoulder shrug, Võro "suruq sälg vasta maad" (press the back against the floor) with bent knees the pelvic tilt,
 * "pandaq põlvõq üte poolõ ja sis tõõsõ poolõ" (lay the knees to one side and then the other) the lower trunk rotation,
 * "Kõtu pääl, kässiga üles tõugadaq, puus jääs maaha" (on the stomach, push up with the hands, the hips stay down) the
 * mckenzie press up, "Kõtu pääl, nõstaq käeq ja jalaq üles" (on the stomach, lift the arms and legs) the superman,
 * "Põlvilõ, tagomik kandõ pääle, käeq edesi" (kneeling, the bottom on the heels, the arms forward) the child's pose,
 * Ligurian "tiæ o mento inderê" (draw the chin back) the chin tuck, "Gjæ a testa a drita e pöi a manca" (turn the head
 * right and then left) the neck rotation, "Co-a man tiæ a testa da 'na parte" (with the hand pull the head to one
 * side) the upper trapezius stretch, "Guardæ in zu verso a stacca, e tiæ a testa co-a man" (look down towards the
 * pocket and pull the head with the hand) the levator scapulae stretch, "Fæ giâ e spalle inderê" (roll the shoulders
 * backwards) the shoulder roll), otherwise the author's words; the clean title is the author's name for the move in
 * plain English letters, singular, without fancy fonts, stars, labels, setup in brackets, easier and harder options,
 * loads, cuff pressures or doses (a named English standard title for the moves described in another language).
 * "30-15-15-15" is four sets (the reps differ from set to set, so none is labelled); "3 x 12", "3 x 8 each leg", "2 ×
 * 15 each side", "2 × 10 steps each way", "2 x 5", "3 x 8 each side", "2 x 10", "duwang set, kagduwang beses", "eki
 * seriya, on eki ret", "дыууæ сериты, дыууадæс хатты", "kats seeriät, kümme kõrda" and "doe serie de dozze" are sets;
 * "10 x 10 sec hold", "(same 10 x 10 sec)", "hold 5 s × 5", "3 × 30 s", "3 x 30s ea.", "3 x 20 s each side", "3 x 30 s",
 * "hawidi nin limang segundo, sampulong beses", "bes sekund uslap turıń, on ret", "фондз секунды ныддар, дæс хатты",
 * "viis sekondit hoitaq, kümme kõrda", "tegnî çinque segondi, dexe vòtte" and "chinze segondi, træ vòtte" are reps of
 * a hold; "10 alt. (5/side)" is five each side, "8 CW / 8 CCW each leg" eight each, "12 reps/side" twelve each; "each
 * side", "each leg", "each way", "ea.", "/side", "sa kada gilid", "sa kada bitis", "kummaski poolõ" and "pe parte" are
 * each; "10 fast" and "10 slow reps" are reps; "hold the last one 10s" is no dose of the move; Bikol, Karakalpak,
 * Ossetian, Võro and Ligurian number words read as their numbers (lima 5, sampulo 10, kagduwa 12, kaglima 15, tulumpulo
 * 30; bes 5, on 10, on eki 12, on bes 15, jigirma 20; фондз 5, дæс 10, дыууадæс 12, фынддæс 15, ссæдз 20, æртын 30; viis
 * 5, katõsa 8, kümme 10, kolmkümmend 30; çinque 5, dexe 10, dozze 12, chinze 15, vinti 20) and "beses", "ret", "хатт",
 * "kõrd" and "vòtte" are times; a timed block is a hold. Percentages of 1RM and of LOP, cuff pressures, the reperfusion
 * minutes, "3 x a day", the weeks after surgery, the stars, the easier and harder options' own doses, the day of the
 * challenge, frequencies, and the traps' knots, wraps, rows, rounds, pulls, strands, minutes, portions, seconds, levels,
 * percussions, sessions, units, codes, sets, reps and seconds are no dose; each chapter line is its own segment.
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesHeldOut29: DescriptionCaseSpec[] = [
  {
    name: 'desc-heldout29-fancy-font-glute-activation',
    note: 'A glute activation routine whose chapter names and doses are typed with a "fancy font" generator (mathematical sans-serif bold letters and digits: "𝗖𝗹𝗮𝗺𝘀𝗵𝗲𝗹𝗹𝘀 – 𝟮 × 𝟭𝟱 𝗲𝗮𝗰𝗵 𝘀𝗶𝗱𝗲", "𝗚𝗹𝘂𝘁𝗲 𝗯𝗿𝗶𝗱𝗴𝗲 𝗵𝗼𝗹𝗱 – 𝟯 × 𝟯𝟬 𝘀", "𝗠𝗼𝗻𝘀𝘁𝗲𝗿 𝘄𝗮𝗹𝗸𝘀 – 𝟮 × 𝟭𝟬 𝘀𝘁𝗲𝗽𝘀 𝗲𝗮𝗰𝗵 𝘄𝗮𝘆"), with italic setup in brackets and plain clocks.',
    title: '𝗚𝗹𝘂𝘁𝗲 𝗔𝗰𝘁𝗶𝘃𝗮𝘁𝗶𝗼𝗻 – 10 Min Band Routine Before Leg Day 🍑',
    duration: 660,
    text: `
      𝗦𝗮𝘃𝗲 𝘁𝗵𝗶𝘀 𝗳𝗼𝗿 𝗹𝗲𝗴 𝗱𝗮𝘆 📌 One mini band, medium resistance. Squeeze at the top of every rep!

      0:00 𝗜𝗻𝘁𝗿𝗼 + 𝗯𝗮𝗻𝗱 𝗽𝗹𝗮𝗰𝗲𝗺𝗲𝗻𝘁 @@ .
      0:40 𝗖𝗹𝗮𝗺𝘀𝗵𝗲𝗹𝗹𝘀 – 𝟮 × 𝟭𝟱 𝗲𝗮𝗰𝗵 𝘀𝗶𝗱𝗲 (𝘣𝘢𝘯𝘥 𝘢𝘣𝘰𝘷𝘦 𝘵𝘩𝘦 𝘬𝘯𝘦𝘦𝘴) @@ clamshell | Clamshell | s2 r15 each | LB
      2:35 𝗙𝗶𝗿𝗲 𝗵𝘆𝗱𝗿𝗮𝗻𝘁𝘀 – 𝟮 × 𝟭𝟮 𝗲𝗮𝗰𝗵 𝘀𝗶𝗱𝗲 @@ fire hydrant | Fire hydrant | s2 r12 each | LB
      4:20 𝗚𝗹𝘂𝘁𝗲 𝗯𝗿𝗶𝗱𝗴𝗲 𝗵𝗼𝗹𝗱 – 𝟯 × 𝟯𝟬 𝘀 @@ glute bridge | Glute bridge hold | r3 h30 | LB
      6:05 𝗠𝗼𝗻𝘀𝘁𝗲𝗿 𝘄𝗮𝗹𝗸𝘀 – 𝟮 × 𝟭𝟬 𝘀𝘁𝗲𝗽𝘀 𝗲𝗮𝗰𝗵 𝘄𝗮𝘆 (𝘣𝘢𝘯𝘥 𝘳𝘰𝘶𝘯𝘥 𝘵𝘩𝘦 𝘢𝘯𝘬𝘭𝘦𝘴) @@ monster walk | Monster walk | s2 r10 each | LB
      7:50 𝗗𝗼𝗻𝗸𝗲𝘆 𝗸𝗶𝗰𝗸𝘀 – 𝟮 × 𝟭𝟱 𝗲𝗮𝗰𝗵 𝗹𝗲𝗴 @@ donkey kick | Donkey kick | s2 r15 each | LB
      9:40 𝗦𝘁𝗿𝗲𝘁𝗰𝗵 + 𝗯𝘆𝗲 @@ .
    `,
  },
  {
    name: 'desc-heldout29-bfr-cuff-30-15-15-15',
    note: 'A physio\'s blood flow restriction leg session after knee surgery whose doses are the 30-15-15-15 scheme with the load and the cuff pressure beside them ("Leg press – 30-15-15-15 @ 30% 1RM, cuff at 80% LOP", "Leg extension – 30-15-15-15, 30 s rest between sets", "Calf raises (cuff on) – 30-15-15-15"), a cuff-off reperfusion chapter and a plain "Hamstring curl (no cuff) – 3 x 12", the scheme explained in the prose.',
    title: 'Blood Flow Restriction (BFR) Leg Session After Knee Surgery | Physio Follow-Along',
    duration: 1320,
    text: `
      30-15-15-15 means four sets with the cuff on the whole time: 30 reps, then three sets of 15, with 30 seconds' rest between sets. Light load – about 30% of your one rep max. BFR is not for everyone: speak to your physio first, especially with any history of clots.

      0:00 What BFR is + is it safe? @@ .
      2:10 Finding your limb occlusion pressure (LOP) @@ .
      4:30 Leg press – 30-15-15-15 @ 30% 1RM, cuff at 80% LOP @@ leg press | Leg press | s4 | LB
      8:00 Leg extension – 30-15-15-15, 30 s rest between sets @@ leg extension | Leg extension | s4 | LB
      11:20 Calf raises (cuff on) – 30-15-15-15 @@ calf raise | Calf raise | s4 | LB
      14:40 Cuff off: reperfusion, 1–2 min @@ .
      16:00 Hamstring curl (no cuff) – 3 x 12 @@ hamstring curl | Hamstring curl | s3 r12 | LB
      18:30 Who shouldn't use BFR @@ .
    `,
  },
  {
    name: 'desc-heldout29-mens-pelvic-floor-prostatectomy',
    note: 'A urology physio\'s pelvic floor programme for men after prostatectomy ("Long squeezes lying down – 10 x 10 sec hold", "Quick squeezes – 10 fast", "Sitting, then standing (same 10 x 10 sec)"), talk chapters on the catheter and finding the muscles, and "the knack", walking and "3 x a day" in the prose.',
    title: 'Pelvic Floor Exercises for Men After Prostate Surgery – Bladder Control | Urology Physio',
    duration: 720,
    text: `
      Start once your catheter is out – never with it in. Do the full set 3 x a day. Use "the knack" too: squeeze before you cough, sneeze or get up from a chair. A daily walk helps as well.

      0:00 Before we start: catheter out first! @@ .
      1:05 Finding the right muscles (stop the flow, hold in wind) @@ .
      3:20 Long squeezes lying down – 10 x 10 sec hold @@ pelvic floor contraction | Long squeeze | r10 h10 | C
      5:40 Quick squeezes – 10 fast @@ pelvic floor contraction | Quick squeeze | r10 | C
      7:10 Sitting, then standing (same 10 x 10 sec) @@ pelvic floor contraction | Sitting and standing squeeze | r10 h10 | C
      9:00 When will the leaking stop? @@ .
      10:45 Questions men ask us @@ .
    `,
  },
  {
    name: 'desc-heldout29-nerve-sliders-tensioners',
    note: 'A physio\'s sciatica nerve flossing video with sliders and tensioners ("Seated sciatic nerve slider – 10 slow reps, look up as the knee straightens", "Seated sciatic nerve tensioner – 5 reps, only if sliders feel easy", "Slump stretch – hold 5 s × 5", "Supine sciatic slider (hands behind the knee) – 10 each leg", "Median nerve slider for the arm – 10 reps"), a talk chapter first and a symptoms chapter last.',
    title: 'Sciatica? Nerve Flossing Explained – Sliders vs Tensioners (Physio)',
    duration: 720,
    text: `
      Nerve glides should feel like a gentle pull or mild tingle that settles straight away. If your symptoms spread further down the leg or last after you stop, ease off.

      0:00 Sliders vs tensioners – what's the difference? @@ .
      1:45 Seated sciatic nerve slider – 10 slow reps, look up as the knee straightens @@ sciatic nerve glide | Seated sciatic nerve slider | r10 | LB
      3:30 Seated sciatic nerve tensioner – 5 reps, only if sliders feel easy @@ sciatic nerve glide | Seated sciatic nerve tensioner | r5 | LB
      5:10 Slump stretch – hold 5 s × 5 @@ slump stretch | Slump stretch | r5 h5 | LB
      6:50 Supine sciatic slider (hands behind the knee) – 10 each leg @@ sciatic nerve glide | Supine sciatic slider | r10 each | LB
      8:40 Median nerve slider for the arm – 10 reps @@ median nerve glide | Median nerve slider | r10 | UB
      10:00 "It's tingly – should I stop?" + symptoms to watch @@ .
    `,
  },
  {
    name: 'desc-heldout29-easier-harder-brackets',
    note: 'A lower body home workout whose every chapter carries an easier and a harder option in brackets after the dose, some options with doses of their own ("Glute bridge – 3 x 12 (Easier: both feet | Harder: single leg, 3 x 6 each)", "Calf raises – 3 x 15 (Easier: two feet, hold the wall | Harder: one foot off a step, 3 x 10 each)"), the sofa and a backpack as equipment.',
    title: 'Lower Body Home Workout – Pick Your Level (Easier & Harder Options for Every Move)',
    duration: 720,
    text: `
      Start with the main version. If it's too much, take the easier option; if you could do loads more, take the harder one. No equipment except a chair, the sofa and a backpack.

      0:00 How to pick your level @@ .
      0:50 Split squat – 3 x 8 each leg (Easier: hold a chair | Harder: back foot on the sofa) @@ split squat | Split squat | s3 r8 each | LB
      3:00 Glute bridge – 3 x 12 (Easier: both feet | Harder: single leg, 3 x 6 each) @@ glute bridge | Glute bridge | s3 r12 | LB
      5:10 Side plank – 3 x 20 s each side (Easier: from the knees | Harder: top leg lifted) @@ side plank | Side plank | r3 h20 each | C
      7:00 Step-ups – 2 x 10 each leg (Easier: bottom stair | Harder: 2nd stair + backpack) @@ step up | Step up | s2 r10 each | LB
      9:00 Calf raises – 3 x 15 (Easier: two feet, hold the wall | Harder: one foot off a step, 3 x 10 each) @@ calf raise | Calf raise | s3 r15 | LB
      10:50 Cool down + see you Thursday @@ .
    `,
  },
  {
    name: 'desc-heldout29-gymnastics-flexibility-ea',
    note: 'A gymnastics coach\'s splits and bridge flexibility routine whose doses use "ea." for each side ("Kneeling lunge stretch – 3 x 30s ea.", "Half splits (hamstring) – 3 x 30s ea.", "Oversplits on mats – coach spot only, 30s ea."), a timed pancake, "Bridge push-ups – 2 x 5, hold the last one 10s", and jogging and jumping jacks in the warm-up chapter.',
    title: 'Flexibility for Gymnasts – Splits & Bridge Routine (Levels 3–5) | Coach Bex',
    duration: 720,
    text: `
      Always warm up first, never stretch cold, and never bounce. ea. = each side. Oversplits only with a coach spotting you!

      0:00 Warm up first! (jog, jumping jacks) @@ .
      1:30 Kneeling lunge stretch – 3 x 30s ea. @@ hip flexor stretch | Kneeling lunge stretch | r3 h30 each | LB
      3:40 Half splits (hamstring) – 3 x 30s ea. @@ hamstring stretch | Half split | r3 h30 each | LB
      5:50 Pancake – 60s, walk the hands forward @@ pancake stretch | Pancake | h60 | LB
      7:10 Bridge push-ups – 2 x 5, hold the last one 10s @@ back bridge | Bridge push up | s2 r5 | B
      9:00 Oversplits on mats – coach spot only, 30s ea. @@ front split stretch | Oversplit | h30 each | LB
      10:40 Cool down + stretching rules @@ .
    `,
  },
  {
    name: 'desc-heldout29-wall-pilates-alt-cw-ccw',
    note: 'A 28-day wall Pilates challenge day whose doses use "alt." for alternating and "CW / CCW" for the two directions ("Wall bridge marches – 10 alt. (5/side)", "Lying leg circles – 8 CW / 8 CCW each leg", "Wall clams – 12 reps/side", "Wall roll down – 5 slow reps"), the abbreviations explained in the prose and the day number in the title.',
    title: '28-Day Wall Pilates Challenge – Day 6: Lower Body (15 min, Beginner Friendly)',
    duration: 720,
    text: `
      Day 6! Mat against the wall, shoes off. alt. = alternating (count both legs), CW / CCW = clockwise / counter-clockwise. See you tomorrow for Day 7 🤍

      0:00 Set up: mat against the wall @@ .
      0:45 Wall bridge marches – 10 alt. (5/side) @@ glute bridge march | Wall bridge march | r5 each | LB
      2:30 Wall sit – 45 sec @@ wall sit | Wall sit | h45 | LB
      4:00 Lying leg circles – 8 CW / 8 CCW each leg @@ leg circles | Lying leg circle | r8 each | LB
      5:45 Wall clams – 12 reps/side @@ clamshell | Wall clam | r12 each | LB
      7:30 Wall roll down – 5 slow reps @@ roll down | Wall roll down | r5 | B
      9:00 Wall push-ups – 2 x 10 @@ wall push up | Wall push up | s2 r10 | UB
      10:40 Stretch it out + tomorrow's class @@ .
    `,
  },
  {
    name: 'desc-heldout29-difficulty-stars-core',
    note: 'A core workout whose chapters are rated with one to three stars before the names ("⭐ Dead bug – 3 x 8 each side", "⭐⭐ Plank shoulder taps – 3 x 10 each side", "⭐⭐⭐ Hollow body hold – 3 x 30 s", "⭐⭐⭐ Ab wheel rollout – 3 x 8"), the rating explained in a talk chapter and the prose.',
    title: 'Core Workout From Beginner to Advanced – Every Move Rated ⭐ to ⭐⭐⭐',
    duration: 780,
    text: `
      ⭐ = beginner, ⭐⭐ = intermediate, ⭐⭐⭐ = advanced. Stay on your level for two weeks before you add the next star.

      0:00 How the stars work @@ .
      0:40 ⭐ Dead bug – 3 x 8 each side @@ dead bug | Dead bug | s3 r8 each | C
      2:20 ⭐ Bird dog – 3 x 10 each side @@ bird dog | Bird dog | s3 r10 each | B
      4:05 ⭐⭐ Plank shoulder taps – 3 x 10 each side @@ plank shoulder taps | Plank shoulder tap | s3 r10 each | C
      5:50 ⭐⭐ Side plank – 3 x 20 s each side @@ side plank | Side plank | r3 h20 each | C
      7:35 ⭐⭐⭐ Hollow body hold – 3 x 30 s @@ hollow body hold | Hollow body hold | r3 h30 | C
      9:20 ⭐⭐⭐ Ab wheel rollout – 3 x 8 @@ ab wheel rollout | Ab wheel rollout | s3 r8 | C
      11:10 Which level are you? @@ .
    `,
  },
  {
    name: 'desc-heldout29-bikol-balakang',
    note: 'A Naga physical therapist\'s hip programme in Bikol (new language) after "✪" with ordinal labels ("Enot –", "Ikaduwa –"… "Ikalima –"), every move described, and the dose in Bikol number words ("sampulong beses sa kada gilid", "duwang set, kagduwang beses", "hawidi nin limang segundo, sampulong beses", "tulumpulong segundo sa kada bitis", "kaglimang beses sa kada bitis"); welcome, advice and thanks chapters, and running and cycling named in the prose.',
    title: 'Makulog an balakang? Limang ehersisyo sa harong | Physical therapist (sa Bikol)',
    duration: 580,
    text: `
      Mga ehersisyo para sa balakang. Kun an kulog nagdadakula o nagbaba sa bitis, magpakonsulta sa doktor. An pagdalagan asin pagsakay sa bisikleta, pag-uulayan ta sa sunod na video.

      0:00 ✪ Marhay na aga sa indo gabos! @@ .
      0:40 ✪ Enot – Humigda sa gilid, itaas an bitis na nasa ibabaw – sampulong beses sa kada gilid @@ side lying hip abduction | Side lying hip abduction | r10 each | LB
      1:55 ✪ Ikaduwa – Humigda sa gilid, baluktot an tuhod, buksan an tuhod na garo kabibe – duwang set, kagduwang beses @@ clamshell | Clamshell | s2 r12 | LB
      3:10 ✪ Ikatulo – Humigda nin patihaya, baluktot an tuhod, itaas an hawak – hawidi nin limang segundo, sampulong beses @@ glute bridge | Glute bridge | r10 h5 | LB
      4:25 ✪ Ikaapat – Luhod an saro na tuhod, iduso an hawak pa-abante – tulumpulong segundo sa kada bitis @@ hip flexor stretch | Hip flexor stretch | h30 each | LB
      5:40 ✪ Ikalima – Magtindog, kapot sa silya, itaas an bitis pa-gilid – kaglimang beses sa kada bitis @@ standing hip abduction | Standing hip abduction | r15 each | LB
      6:55 ✪ Mga sugo @@ .
      8:15 ✪ Dios mabalos! @@ .
    `,
  },
  {
    name: 'desc-heldout29-karakalpak-tize',
    note: 'A Nukus physiotherapist\'s knee programme in Karakalpak (new language) after "◉" with "1-shınıǵıw –", "2-shınıǵıw –"… labels, every move described, and the dose in Karakalpak number words ("on ret", "bes sekund uslap turıń, on ret", "eki seriya, on eki ret", "on bes ret", "jigirma ret"); welcome, advice and thanks chapters, and kúres and football named in the prose.',
    title: 'Tizeńiz awırıp tur ma? Úyde bes shınıǵıw | Fizioterapevt (qaraqalpaq tilinde)',
    duration: 580,
    text: `
      Tize ushın ańsat shınıǵıwlar. Eger tizeńiz isip ketse yamasa awırıw kúsheyse, shıpakerge barıń. Kúres hám futbol haqqında basqa videoda aytaman.

      0:00 ◉ Assalawma áleykum! @@ .
      0:40 ◉ 1-shınıǵıw – Arqańız benen jatıń, ókshenizdi tósekte sırǵıtıp tizeni búgiń hám qayta tuwrılań – on ret @@ heel slides | Heel slides | r10 | LB
      1:55 ◉ 2-shınıǵıw – Tizeńiz astına jastıq qoyıp, ayaqtı tuwrılap kóteriń – bes sekund uslap turıń, on ret @@ short arc quad | Short arc quad | r10 h5 | LB
      3:10 ◉ 3-shınıǵıw – Stuldan qolsız turıń hám qayta otırıń – eki seriya, on eki ret @@ sit to stand | Sit to stand | s2 r12 | LB
      4:25 ◉ 4-shınıǵıw – Stuldıń arqasınan uslap, azǵana otırıń hám turıń – on bes ret @@ mini squat | Mini squat | r15 | LB
      5:40 ◉ 5-shınıǵıw – Ayaq barmaqlarıńızǵa kóteriliń hám túsiń – jigirma ret @@ calf raise | Calf raise | r20 | LB
      6:55 ◉ Másláhátler @@ .
      8:15 ◉ Raxmet! @@ .
    `,
  },
  {
    name: 'desc-heldout29-ossetian-uaexsk',
    note: 'A Vladikavkaz physiotherapist\'s shoulder programme in Ossetian (new language) after "◇" with ordinal labels ("Фыццаг –", "Дыккаг –"… "Фæндзæм –"), every move described, and the dose in Ossetian number words ("æртын секунды", "дыууæ сериты, дыууадæс хатты", "фондз секунды ныддар, дæс хатты", "ссæдз секунды", "фынддæс хатты"); welcome, advice and thanks chapters, and wrestling and the simd named in the prose.',
    title: 'Уæхск дæ рыст кæны? Фондз фæлтæрæны хæдзары | Физиотерапевт (ирон æвзагыл)',
    duration: 580,
    text: `
      Æнцон фæлтæрæнтæ уæхскæн. Дæ къух куы бандзыг уа кæнæ рыст куы фæтыхджындæр уа, уæд дохтырмæ ацу. Хъæбысæй хæцын æмæ симды тыххæй иннæ видеойы ныхас кæндзыстæм.

      0:00 ◇ Дæ бон хорз! @@ .
      0:40 ◇ Фыццаг – Стъолыл æнцой, дæ къух æруадз æмæ йæ гыццыл зылдтытæй зил – æртын секунды @@ pendulum | Pendulum | h30 | UB
      1:55 ◇ Дыккаг – Резинæ райс, дæ цонг дæ фарсмæ, дæ къух æддæмæ зил – дыууæ сериты, дыууадæс хатты @@ external rotation with band | External rotation with band | s2 r12 | UB
      3:10 ◇ Æртыккаг – Дæ уæхсчытæ фæстæмæ ласт æмæ сæ баиу кæн – фондз секунды ныддар, дæс хатты @@ scapular squeeze | Scapular squeeze | r10 h5 | UB
      4:25 ◇ Цыппæрæм – Дуары дæ къухтæ дуаргуыры æрæвæр æмæ иу къахдзæф размæ акæн – ссæдз секунды @@ doorway pec stretch | Doorway pec stretch | h20 | UB
      5:40 ◇ Фæндзæм – Дæ уæхсчытæ уæлæмæ сис æмæ сæ æруадз – фынддæс хатты @@ shoulder shrug | Shoulder shrug | r15 | UB
      6:55 ◇ Уынаффæтæ @@ .
      8:15 ◇ Бузныг! @@ .
    `,
  },
  {
    name: 'desc-heldout29-voro-salg',
    note: 'A Võru physiotherapist\'s back programme in Võro (new language) after "❧" with ordinal labels ("Edimäne –", "Tõõnõ –"… "Viies –"), every move described, and the dose in Võro number words ("viis sekondit hoitaq, kümme kõrda", "kümme kõrda kummaski poolõ", "katõsa kõrda", "kats seeriät, kümme kõrda", "kolmkümmend sekondit"); welcome, advice and thanks chapters, and skiing and dancing named in the prose.',
    title: 'Sälg hädä? Viis harjutust kodo | Füsioterapõut (võro keelen)',
    duration: 580,
    text: `
      Kergeq harjutusõq sälä jaos. Ku valu lätt jalga vai lätt hullõmbas, mineq tohtri mano. Suusatamisõst ja tandsmisõst kõnõlõmi tõõsõn videon.

      0:00 ❧ Tereq kõigilõ! @@ .
      0:40 ❧ Edimäne – Sälä pääl, põlvõq kõvvõrdõ, suruq sälg vasta maad – viis sekondit hoitaq, kümme kõrda @@ pelvic tilt | Pelvic tilt | r10 h5 | B
      1:55 ❧ Tõõnõ – Sälä pääl, põlvõq kokko, pandaq põlvõq üte poolõ ja sis tõõsõ poolõ – kümme kõrda kummaski poolõ @@ lower trunk rotation | Lower trunk rotation | r10 each | B
      3:10 ❧ Kolmas – Kõtu pääl, kässiga üles tõugadaq, puus jääs maaha – katõsa kõrda @@ mckenzie press up | McKenzie press up | r8 | B
      4:25 ❧ Nelläs – Kõtu pääl, nõstaq käeq ja jalaq üles – kats seeriät, kümme kõrda @@ superman | Superman | s2 r10 | B
      5:40 ❧ Viies – Põlvilõ, tagomik kandõ pääle, käeq edesi – kolmkümmend sekondit @@ child's pose | Child's pose | h30 | B
      6:55 ❧ Nõvvo @@ .
      8:15 ❧ Aitäh! @@ .
    `,
  },
  {
    name: 'desc-heldout29-ligurian-collo',
    note: 'A Genoa physiotherapist\'s neck programme in Ligurian (new language) after "⚓" with ordinal labels ("Primmo –", "Segondo –"… "Quinto –"), every move described, and the dose in Ligurian number words ("tegnî çinque segondi, dexe vòtte", "dexe vòtte pe parte", "vinti segondi pe parte", "chinze segondi, træ vòtte", "doe serie de dozze"); welcome, advice and thanks chapters, and football and sailing named in the prose.',
    title: 'Mâ de collo? Çinque exerçiççi da fâ in casa | Fixoterapista (in zeneise)',
    duration: 580,
    text: `
      Exerçiççi façili pe-o collo e e spalle. Se o brasso o s'addormenta ò o mâ o cresce, anæ da-o mego. Do balon e da barca a veia ne parlemmo inte 'n atro video.

      0:00 ⚓ Bongiorno a tutti! @@ .
      0:40 ⚓ Primmo – Assetæve drito, tiæ o mento inderê – tegnî çinque segondi, dexe vòtte @@ chin tuck | Chin tuck | r10 h5 | N
      1:55 ⚓ Segondo – Gjæ a testa a drita e pöi a manca – dexe vòtte pe parte @@ neck rotation | Neck rotation | r10 each | N
      3:10 ⚓ Terso – Co-a man tiæ a testa da 'na parte – vinti segondi pe parte @@ upper trapezius stretch | Upper trapezius stretch | h20 each | N
      4:25 ⚓ Quarto – Guardæ in zu verso a stacca, e tiæ a testa co-a man – chinze segondi, træ vòtte @@ levator scapulae stretch | Levator scapulae stretch | r3 h15 | N
      5:40 ⚓ Quinto – Fæ giâ e spalle inderê – doe serie de dozze @@ shoulder roll | Shoulder roll | s2 r12 | UB
      6:55 ⚓ Conseggi @@ .
      8:15 ⚓ Grassie! @@ .
    `,
  },
  {
    name: 'desc-heldout29-trap-macrame-plant-hanger',
    note: 'A macramé plant hanger tutorial, with a valid chapter list and no exercise done by a person, whose chapters give cords, metres, knots, sides, repeats, rows, wraps and seconds ("Square knot – left over, right under, then the other side", "Spiral (half knot) – 20 times, let it twist", "Alternating square knots – 3 rows, drop 2 cords each side", "Gathering knot – wrap 10 times, pull tight", "hold the pot in for 10 s"); no captions.',
    title: 'Easy Macramé Plant Hanger for Beginners – Square Knots, Spiral & Gathering Knot',
    duration: 1080,
    text: `
      You'll need 5 mm single-twist cotton cord (about 32 m), a 5 cm wooden ring and scissors. Hang the ring on a door handle so you can work standing up.

      0:00 Supplies @@ .
      1:20 Cut 8 cords × 4 m, fold them over the ring @@ .
      3:10 Square knot – left over, right under, then the other side @@ .
      6:00 Spiral (half knot) – 20 times, let it twist @@ .
      9:30 Alternating square knots – 3 rows, drop 2 cords each side @@ .
      12:40 Gathering knot – wrap 10 times, pull tight @@ .
      15:00 Trim + hang it up (hold the pot in for 10 s to check) @@ .
    `,
  },
  {
    name: 'desc-heldout29-trap-hand-pulled-noodles',
    note: 'A hand-pulled noodle (lamian) video, with a valid chapter list and no exercise done by a person, whose chapters give minutes, repeats, stretches, folds, twists, pulls, strands, seconds and portions ("Knead 10 min, rest 30 min (repeat 3 times)", "The pull – stretch arms wide, fold in half, twist: 8 times", "Cook 90 seconds, rinse", "Why my shoulders ache after 50 portions"); no captions.',
    title: 'Hand-Pulled Noodles (Lamian) at Home – Stretch, Fold, Twist: 8 Pulls = 256 Strands',
    duration: 900,
    text: `
      Each pull doubles the strands: 2, 4, 8… after 8 pulls you have 256 noodles. High-protein bread flour works best. It took me two years of practice, so don't give up!

      0:00 The dough: flour, water, salt, alkaline water @@ .
      2:30 Knead 10 min, rest 30 min (repeat 3 times) @@ .
      6:00 Roll into a log, stretch and slap it on the bench @@ .
      8:15 The pull – stretch arms wide, fold in half, twist: 8 times @@ .
      11:40 Cook 90 seconds, rinse, serve @@ .
      13:20 Why my shoulders ache after 50 portions @@ .
    `,
  },
  {
    name: 'desc-heldout29-trap-massage-gun-review',
    note: 'A massage gun review, with a valid chapter list and no exercise done by a person, whose chapters give attachments, percussions per minute, muscles, seconds, sides, levels, sessions and days ("Calves – 30 s each side, level 2", "Quads & glutes – 60 s, don\'t hold it on the bone", "Neck & traps – level 1 only, 15 s", "Battery test: 5 sessions a day for a week"); no captions.',
    title: 'Massage Gun Review 2026: Premium vs Mid-Range vs Budget – Tested for 3 Months',
    duration: 1080,
    text: `
      I bought all three with my own money, no sponsor. Links are not affiliate links. Not a replacement for treatment – see a physio if something keeps hurting.

      0:00 Why I bought three massage guns @@ .
      1:45 Attachments: ball, flat, bullet, fork @@ .
      4:10 Speeds: 1750–2400 percussions per minute @@ .
      6:20 Calves – 30 s each side, level 2 @@ .
      8:05 Quads & glutes – 60 s, don't hold it on the bone @@ .
      10:30 Neck & traps – level 1 only, 15 s @@ .
      12:40 Battery test: 5 sessions a day for a week @@ .
      15:00 Which one I'd buy @@ .
    `,
  },
  {
    name: 'desc-heldout29-trap-pt-billing-codes-webinar',
    note: 'A recorded billing webinar for physical therapists, with a valid chapter list and no exercise done by a person, whose chapters name CPT codes, units, minutes, exercises, sets, reps and a timed stance ("The 8-minute rule: 15-minute units", "97110 Therapeutic exercise – strength, ROM, e.g. 3 x 10 squats", "97530 Therapeutic activities – sit to stand, lifting, step-ups", "97112 Neuromuscular re-education – single leg stance 30 s", "Documenting sets, reps and minutes for audits"); no captions.',
    title: 'CPT Codes for Physical Therapists: 97110 vs 97530 vs 97112 (8-Minute Rule Explained) | Billing Webinar',
    duration: 2820,
    text: `
      Recorded live for our clinic owners' group. 1.0 CEU available – certificate link in the pinned comment. This is general education, not legal or billing advice.

      0:00 Welcome + CEU info @@ .
      2:30 The 8-minute rule: 15-minute units @@ .
      9:15 97110 Therapeutic exercise – strength, ROM, e.g. 3 x 10 squats @@ .
      16:40 97530 Therapeutic activities – sit to stand, lifting, step-ups @@ .
      24:00 97112 Neuromuscular re-education – single leg stance 30 s @@ .
      31:20 Documenting sets, reps and minutes for audits @@ .
      38:00 Q&A @@ .
    `,
  },
];
