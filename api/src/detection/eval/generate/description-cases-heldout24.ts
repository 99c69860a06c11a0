/**
 * Twenty-fourth held-out batch (heldout24), written before the engine was run on it even once: never tuned on. Formats
 * the earlier batches did not use, after searching public hip osteoarthritis programme sheets from physio clinics
 * ("Exercise 1 - Hip Flexion… Hold this position for 30 seconds… Target Repetitions = 10", "Perform this exercise up to
 * 15 times, rest for 1 minute. Repeat routine 2-3 times", "Dose: 3 sets of 10 repetitions with a 3 second hold"),
 * strength coaches' programme notes with four-digit tempo codes and rest times in minutes and seconds (31X1, 2' and
 * 90"), buggy and pram park-workout pages for new parents, knitting and cable pattern pages (rows, repeats, "hold to
 * front"), bonsai wiring and styling guides, change-ringing (church bell) guides, roadside tyre-change guides, and
 * Bislama (the Vanuatu health and youth pages: "eksasaes", "ten taem"), Friulian, Kashubian, Ilocano and Aragonese
 * health pages: a physio channel's hip osteoarthritis programme in the plainest common format ("Exercise 1: Bridges —
 * 2 sets of 10", "10 each side", "hold 30 sec, 5 times") with "(not a lunge)" inside a chapter and deep lunges, jump
 * squats, walking and swimming in the prose; a tennis elbow programme whose chapters are numbered with negative circled
 * digits ("➊" to "➏") and whose doses are written the clinic-sheet way ("Target hold = 30 s × 3", "3 sets · Target
 * reps = 15 · 1 kg", "red FlexBar"), with the bench press, pull-ups and a bicep curl named in passing; a strength
 * coach's lower-body day in lettered blocks with tempo codes and rest times ("A) Back squat 4×6 @ 31X1 — 2' rest",
 * "3×8/leg @ 2010 — 60" rest", "3×20"/side"), the tempo digits and the minute and second marks of the rest no dose,
 * and Thursday's bench press and pull-ups in the prose; a new parents' pram workout in the park after "🚼" ("Stroller
 * squats – 15 (brakes on!)", "10 per leg behind the pram", "3 × 8 on the bench"), with a feed break and no burpees or
 * running with the buggy until the six-week check; a Friulian knee programme (new) after "✤" with "Esercizi n." labels
 * and the dose in Friulian number words ("dîs voltis par ogni gjambe", "dôs seriis di vot", "cuindis voltis", "trente
 * seconts par ogni gjambe"); a Kashubian hip programme (new) after "⚓" with "Cwiczënk n –" labels ("dzesãc razy na
 * kòżdą stronã", "dwie serie pò dzesãc razy", "dwadzesca sekùndów na kòżdą stronã"); a Bislama back programme from
 * Port Vila (new) after "≈" with "Eksasaes n:" labels ("ten taem", "twenti seken long evri saed", "tu set blong ten
 * taem"), eight hours in the garden no dose; an Ilocano knee programme for farmers (new) after "⟫" with "Ehersisio n –"
 * labels ("mamin-sangapulo iti tunggal saka", "dua a set ti mamin-walo", "tallopulo a segundo iti tunggal saka"); an
 * Aragonese shoulder programme (new) after "⁘" with "Exercicio n —" labels ("trenta segundos", "dos series de doce",
 * "vinte segundos ta cada costau", "diez vegadas") — and three traps whose valid chapter lists hold no exercise done by
 * a person but reps, holds, sets and exercise names: a bonsai wiring video ("Two sets of guy wires", "Bend the apex —
 * hold for 6 months", "Pinch back 10 buds per branch", "Jin the deadwood"), a church bell-ringing lesson
 * ("Handstroke and backstroke — 20 pulls each", "Setting the bell — hold it at the balance for 10 s", "Rounds — 3 sets
 * on 6 bells", "Is ringing a workout?") and a roadside tyre change ("Jack it up 5 cm and hold", "Five wheel nuts — 3
 * turns each", "Lift the wheel off (it's not a deadlift)", "Torque in 3 passes, star pattern, 110 Nm"). Each case names
 * moves in passing (deep lunges, jump squats, "not a lunge", the bench press, pull-ups and a bicep curl, Thursday's
 * bench press and pull-ups, burpees and running with the buggy, cycling and football in Friulian, sailing and running in
 * Kashubian, rugby and football in Bislama, basketball and running in Ilocano, skiing and climbing in Aragonese, the
 * deadlift of the tyre change) that must not start a segment. Written before the engine was run on them even once:
 * never tuned on.
 *
 * Labels: `type` is a common standard exercise name in lower case English when the move is a standard exercise (named
 * in any language, by a common variant, or described: "Bridges" the glute bridge, "Knee to chest (hip flexion)" the
 * knee to chest, "Supported squat" the squat, "Stroller squats" the squat, "Bench incline push-ups" the incline push up,
 * "Park-bench step-ups" the step up, "Back squat" the back squat, Friulian "Sentâsi su la cjadree e distirâ la gjambe"
 * (sit on the chair and stretch out the leg) the long arc quad, "Jevâ sù de cjadree e tornâ a sentâsi" (get up from the
 * chair and sit again) the sit to stand, "Alçâsi su la ponte dai pîts" (rise on the tips of the feet) the calf raise,
 * "Stâ in pîts suntune gjambe" (stand on one leg) the single leg balance, "Distirâsi sul dos e alçâ la gjambe drete"
 * (lie on the back and lift the straight leg) the straight leg raise, Kashubian "Łożë sã na bòk, òtwiérôj kòlano" (lie
 * on the side, open the knee) the clamshell, "Łożë sã na plecë, pòdniesë bioderka" (lie on the back, lift the hips) the
 * glute bridge, "Wstôwôj z stółka i sôdôj nazôd" (get up from the stool and sit back) the sit to stand, "Klãkni na
 * jednym kòlanie, pchni biodro do przodu" (kneel on one knee, push the hip forward) the hip flexor stretch, "Stóń na
 * jednej nodze" (stand on one leg) the single leg balance, Bislama "Ledaon long baksaed, leftemap bam blong yu" (lie on
 * the back, lift your bottom) the glute bridge, "Pulum wan ni i kam long jes" (pull one knee to the chest) the knee to
 * chest, "Baksaed i olsem puskat mo buluk" (the back like the cat and the cow) the cat cow, "Stap long han mo ni,
 * leftemap wan han mo narafala leg" (on hands and knees, lift one hand and the other leg) the bird dog, "Ledaon long
 * bel, pusum jes i go antap" (lie on the belly, push the chest up) the mckenzie press up, Ilocano "Agtugaw iti tugaw,
 * ilinteg ti saka" (sit on the chair, straighten the leg) the long arc quad, "Agtakder ken agtugaw manen" (stand up and
 * sit again) the sit to stand, "Itag-ay dagiti mukod" (lift the heels) the calf raise, "Agidda, itag-ay ti nalinteg a
 * saka" (lie down, lift the straight leg) the straight leg raise, "Agtakder iti maysa a saka" (stand on one leg) the
 * single leg balance, Aragonese "Deixa penchar o brazo y fe cerclos chicotz" (let the arm hang and make small circles)
 * the pendulum, "Estira a goma enta zaga" (pull the band backwards) the band row, "Con a goma, o codo a o costau, chira
 * a man ta difuera" (with the band, the elbow at the side, turn the hand outwards) the external rotation with band,
 * "Brazo cruzau debant d'o pecho" (arm crossed in front of the chest) the cross body shoulder stretch and "Puya as mans
 * por a paret" (climb the hands up the wall) the wall slide), otherwise the author's words ("tyler twist", "grip
 * squeeze", "forearm rotation"); the clean title is that name in plain English letters, without circled digits, block
 * letters, tempo codes, rest times, labels, loads or doses. "Target hold = 30 s × 3" is 3 reps of a 30 s hold and
 * "Target hold = 45 s × 5" 5 reps of a 45 s hold; "3 sets · Target reps = 15" is 3 sets of 15; "hold 30 sec, 5 times"
 * is 5 reps of a 30 s hold; "4×6", "3×8" and "3×5" are sets; "3×8/leg" is 3 sets of 8 each side; "3×20"/side" is 3 reps
 * of a 20 s hold each side; "10 per leg", "10 each side", "par ogni gjambe", "na kòżdą stronã", "long evri saed", "iti
 * tunggal saka" and "ta cada costau" are each; "dôs seriis di vot", "dwie serie pò dzesãc razy", "tu set blong ten
 * taem", "dua a set ti mamin-walo" and "dos series de doce" are sets; Friulian, Kashubian, Bislama, Ilocano and
 * Aragonese number words read as their numbers (dîs 10, vot 8, cuindis 15, trente 30; dzesãc 10, dwanôsce 12, dwadzesca
 * 20, trzëdzesca 30; ten 10, twelef 12, twenti 20; sangapulo 10, walo 8, sangapulo ket lima 15, duapulo 20, tallopulo
 * 30; diez 10, doce 12, quinze 15, vinte 20, trenta 30), "voltis", "razy", "taem", "mamin-" and "vegadas" are times; a
 * timed block is a hold. Tempo codes (31X1, 3010, 2010, 5010), rest times (2', 90", 60"), loads (1 kg, red FlexBar),
 * the brakes, the feed break, frequencies, hours of work and the traps' wires, months, buds, pulls, bells, changes,
 * centimetres, turns, passes, newton metres and psi are no dose; each chapter line is its own segment.
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesHeldOut24: DescriptionCaseSpec[] = [
  {
    name: 'desc-heldout24-plain-hip-oa-physio',
    note: 'A physio channel\'s hip osteoarthritis programme in the plainest common format ("Exercise 1: Bridges — 2 sets of 10", "Clamshells — 10 each side", "Hip flexor stretch — 30 sec each side (not a lunge)", "Knee to chest (hip flexion) — hold 30 sec, 5 times") with talk chapters before and after, and deep lunges, jump squats, walking and swimming named in the prose.',
    title: 'Hip Osteoarthritis: 6 Exercises to Ease Pain at Home | Physio Guide',
    duration: 640,
    text: `
      Hip arthritis doesn't mean you have to stop moving. Keep up your walking and swimming – you don't need deep lunges or jump squats to get stronger. Pain up to 4/10 during the exercises is fine if it settles within a day.

      0:00 Intro @@ .
      0:35 Why exercise helps hip OA @@ .
      1:40 Exercise 1: Bridges — 2 sets of 10 @@ glute bridge | Glute bridge | s2 r10 | LB
      2:55 Exercise 2: Clamshells — 10 each side @@ clamshell | Clamshell | r10 each | LB
      4:05 Exercise 3: Standing hip abduction — 10 each leg, hold the kitchen worktop @@ standing hip abduction | Standing hip abduction | r10 each | LB
      5:15 Exercise 4: Supported squat — 2 sets of 8 @@ squat | Supported squat | s2 r8 | LB
      6:20 Exercise 5: Hip flexor stretch — 30 sec each side (not a lunge) @@ hip flexor stretch | Hip flexor stretch | h30 each | LB
      7:30 Exercise 6: Knee to chest (hip flexion) — hold 30 sec, 5 times @@ knee to chest | Knee to chest | r5 h30 | B
      8:45 How often + pain rules @@ .
      9:50 Thanks for watching @@ .
    `,
  },
  {
    name: 'desc-heldout24-circled-digit-tennis-elbow',
    note: 'A tennis elbow programme whose chapters are numbered with negative circled digits ("➊" to "➏") and whose doses are written the clinic-sheet way ("Target hold = 30 s × 3", "Target hold = 45 s × 5", "3 sets · Target reps = 15 · 1 kg", "red FlexBar", "Target reps = 20"), with the bench press, pull-ups and "(not a bicep curl)" named in passing.',
    title: 'Tennis Elbow (Lateral Elbow Pain) – Full Home Programme in 6 Exercises',
    duration: 720,
    text: `
      Lateral elbow tendinopathy ("tennis elbow") loves load – the right amount of it. Park the bench press and pull-ups for now. Start light and build over 12 weeks.

      0:00 What is tennis elbow? @@ .
      1:10 ➊ Wrist extensor stretch · Target hold = 30 s × 3 @@ wrist extensor stretch | Wrist extensor stretch | r3 h30 | UB
      2:20 ➋ Isometric wrist extension · Target hold = 45 s × 5 @@ isometric wrist extension | Isometric wrist extension | r5 h45 | UB
      3:45 ➌ Eccentric wrist extension · 3 sets · Target reps = 15 · 1 kg @@ eccentric wrist extension | Eccentric wrist extension | s3 r15 | UB
      5:20 ➍ Tyler twist · 3 sets · Target reps = 15 · red FlexBar @@ tyler twist | Tyler twist | s3 r15 | UB
      6:55 ➎ Grip squeeze · Target reps = 20 · soft ball (not a bicep curl) @@ grip squeeze | Grip squeeze | r20 | UB
      8:10 ➏ Forearm rotation · 2 sets · Target reps = 10 · hammer @@ forearm rotation | Forearm rotation | s2 r10 | UB
      9:30 How to progress over 12 weeks @@ .
      11:00 Questions from the comments @@ .
    `,
  },
  {
    name: 'desc-heldout24-tempo-codes-strength-day',
    note: 'A strength coach\'s lower-body day in lettered blocks with four-digit tempo codes and rest times in minutes and seconds ("A) Back squat 4×6 @ 31X1 — 2\' rest", "B) Romanian deadlift 3×8 @ 3010 — 90" rest", "C) Bulgarian split squat 3×8/leg @ 2010 — 60" rest", "E) Copenhagen plank 3×20"/side"), the tempo digits and rest marks no dose, and Thursday\'s bench press and pull-ups named in the prose.',
    title: 'Lower Body Strength Day — Tempo, Rest & Progressions (Week 3 of the Block)',
    duration: 1500,
    text: `
      Tempo = eccentric / pause at the bottom / concentric / pause at the top (X = as fast as you can). Rest is written in minutes (') and seconds ("). Thursday is upper: bench press + pull-ups.

      0:00 Block overview + warm-up talk @@ .
      1:30 A) Back squat 4×6 @ 31X1 — 2' rest @@ back squat | Back squat | s4 r6 | LB
      6:40 B) Romanian deadlift 3×8 @ 3010 — 90" rest @@ romanian deadlift | Romanian deadlift | s3 r8 | LB
      10:50 C) Bulgarian split squat 3×8/leg @ 2010 — 60" rest @@ bulgarian split squat | Bulgarian split squat | s3 r8 each | LB
      15:20 D) Nordic curl 3×5 @ 5010 — 2' rest @@ nordic hamstring curl | Nordic curl | s3 r5 | LB
      19:00 E) Copenhagen plank 3×20"/side @@ copenhagen plank | Copenhagen plank | r3 h20 each | C
      22:30 How to adjust the loads next week @@ .
    `,
  },
  {
    name: 'desc-heldout24-pram-park-workout',
    note: 'A new parents\' pram workout in the park after "🚼" ("Stroller squats – 15 (brakes on!)", "Walking lunges behind the pram – 10 per leg", "Bench incline push-ups – 3 × 8", "Park-bench step-ups – 10 each leg", "Calf raises while baby feeds – 20"), with a feed break chapter and no burpees or running with the buggy until the six-week check named in the prose.',
    title: 'Pram Workout in the Park 🚼 | 20 Minutes for New Parents (Post-Check)',
    duration: 1200,
    text: `
      Only start once you've had your six-week check. No burpees, no jumping and no running with the buggy yet – that comes later. Always put the brakes on before you let go of the handle!

      0:00 🚼 Hello + locking the brakes @@ .
      1:20 🚼 Stroller squats – 15 (brakes on!) @@ squat | Stroller squat | r15 | LB
      3:30 🚼 Walking lunges behind the pram – 10 per leg @@ walking lunge | Walking lunge | r10 each | LB
      6:00 🚼 Bench incline push-ups – 3 × 8 @@ incline push up | Incline push-up | s3 r8 | UB
      8:40 🚼 Park-bench step-ups – 10 each leg @@ step up | Step up | r10 each | LB
      11:10 🚼 Feed break 🍼 @@ .
      14:00 🚼 Calf raises while baby feeds – 20 @@ calf raise | Calf raise | r20 | LB
      15:30 🚼 Cool-down + pelvic floor reminder @@ .
      18:00 🚼 See you next week! @@ .
    `,
  },
  {
    name: 'desc-heldout24-friulian-zenoli',
    note: 'A Friulian knee programme (new) after "✤" with "Esercizi n." labels, every move described, and the dose in Friulian number words ("dîs voltis par ogni gjambe", "dôs seriis di vot", "cuindis voltis", "trente seconts par ogni gjambe"); welcome, advice and thanks chapters, and cycling and football named in the prose.',
    title: 'Mal di zenoli? 5 esercizis a cjase | Fisioterapiste (par furlan)',
    duration: 580,
    text: `
      Esercizis semplics pal zenoli. Se il zenoli al è sglonf o il dolôr al cres, lait dal miedi. De biciclete e dal balon o fevelarìn un'altre volte.

      0:00 ✤ Benvignûts! @@ .
      0:40 ✤ Esercizi 1. Sentâsi su la cjadree e distirâ la gjambe – dîs voltis par ogni gjambe @@ long arc quad | Long arc quad | r10 each | LB
      1:55 ✤ Esercizi 2. Jevâ sù de cjadree e tornâ a sentâsi – dôs seriis di vot @@ sit to stand | Sit to stand | s2 r8 | LB
      3:10 ✤ Esercizi 3. Alçâsi su la ponte dai pîts – cuindis voltis @@ calf raise | Calf raise | r15 | LB
      4:25 ✤ Esercizi 4. Distirâsi sul dos e alçâ la gjambe drete – dîs voltis par ogni gjambe @@ straight leg raise | Straight leg raise | r10 each | LB
      5:40 ✤ Esercizi 5. Stâ in pîts suntune gjambe – trente seconts par ogni gjambe @@ single leg balance | Single leg balance | h30 each | LB
      6:55 ✤ Conseis @@ .
      8:15 ✤ Graciis e mandi! @@ .
    `,
  },
  {
    name: 'desc-heldout24-kashubian-biodro',
    note: 'A Kashubian hip programme (new) after "⚓" with "Cwiczënk n –" labels, every move described, and the dose in Kashubian number words ("dzesãc razy na kòżdą stronã", "dwie serie pò dzesãc razy", "dwanôsce razy", "dwadzesca sekùndów na kòżdą stronã", "trzëdzesca sekùndów na kòżdą nogã"); welcome, advice and thanks chapters, and sailing and running named in the prose.',
    title: 'Bòli biodro? 5 cwiczënków doma | Fizjoterapeutka (pò kaszëbskù)',
    duration: 580,
    text: `
      Prosté cwiczënczi dlô biodra. Czej bòl jidze w nogã, jidzta do dochtora. Ò żeglowanim i biéganim pògôdómë jinszim razã.

      0:00 ⚓ Witôjta! @@ .
      0:40 ⚓ Cwiczënk 1 – Łożë sã na bòk, òtwiérôj kòlano – dzesãc razy na kòżdą stronã @@ clamshell | Clamshell | r10 each | LB
      1:55 ⚓ Cwiczënk 2 – Łożë sã na plecë, pòdniesë bioderka – dwie serie pò dzesãc razy @@ glute bridge | Glute bridge | s2 r10 | LB
      3:10 ⚓ Cwiczënk 3 – Wstôwôj z stółka i sôdôj nazôd – dwanôsce razy @@ sit to stand | Sit to stand | r12 | LB
      4:25 ⚓ Cwiczënk 4 – Klãkni na jednym kòlanie, pchni biodro do przodu – dwadzesca sekùndów na kòżdą stronã @@ hip flexor stretch | Hip flexor stretch | h20 each | LB
      5:40 ⚓ Cwiczënk 5 – Stóń na jednej nodze – trzëdzesca sekùndów na kòżdą nogã @@ single leg balance | Single leg balance | h30 each | LB
      6:55 ⚓ Radë @@ .
      8:15 ⚓ Dzãkùjã! @@ .
    `,
  },
  {
    name: 'desc-heldout24-bislama-baksaed',
    note: 'A Bislama back programme from Port Vila (new) after "≈" with "Eksasaes n:" labels, every move described, and the dose in Bislama words and digits ("ten taem", "twenti seken long evri saed", "tu set blong ten taem", "twelef taem"), eight hours of garden work that are no dose, and rugby and football named in the prose.',
    title: 'Baksaed i soa? 5 eksasaes long haos | Fisiotrapis (long Bislama)',
    duration: 580,
    text: `
      Ol isi eksasaes blong baksaed. Sipos leg i ded o soa i go daon long leg, go luk dokta. Samfala oli wok long garen 8 aoa long wan dei – eksasaes ia i blong yufala. Bambae yumi toktok long ragbi mo futbol narafala taem.

      0:00 ≈ Halo evriwan! @@ .
      0:40 ≈ Eksasaes 1: Ledaon long baksaed, leftemap bam blong yu – ten taem @@ glute bridge | Glute bridge | r10 | LB
      1:55 ≈ Eksasaes 2: Pulum wan ni i kam long jes – twenti seken long evri saed @@ knee to chest | Knee to chest | h20 each | B
      3:10 ≈ Eksasaes 3: Baksaed i olsem puskat mo buluk – ten taem @@ cat cow | Cat cow | r10 | B
      4:25 ≈ Eksasaes 4: Stap long han mo ni, leftemap wan han mo narafala leg – tu set blong ten taem @@ bird dog | Bird dog | s2 r10 | B
      5:40 ≈ Eksasaes 5: Ledaon long bel, pusum jes i go antap – twelef taem @@ mckenzie press up | Mckenzie press up | r12 | B
      6:55 ≈ Advaes blong wok long garen @@ .
      8:15 ≈ Tangkyu tumas! @@ .
    `,
  },
  {
    name: 'desc-heldout24-ilocano-tumeng',
    note: 'An Ilocano knee programme for farmers (new) after "⟫" with "Ehersisio n –" labels, every move described, and the dose in Ilocano number words ("mamin-sangapulo iti tunggal saka", "dua a set ti mamin-walo", "mamin-sangapulo ket lima", "tallopulo a segundo iti tunggal saka"), hours in the rice field that are no dose, and basketball and running named in the prose.',
    title: 'Masakit ti tumeng? 5 nga ehersisio iti balay | Physical therapist (Ilokano)',
    duration: 580,
    text: `
      Nalaka nga ehersisio para iti tumeng dagiti mannalon a agtrabaho iti talon iti walo nga oras. No bumang-ar ti tumeng, mapankayo iti doktor. Maipapan iti basketbol ken panagtaray, agsaritatayo iti sabali nga aldaw.

      0:00 ⟫ Naimbag nga aldaw kadakayo! @@ .
      0:40 ⟫ Ehersisio 1 – Agtugaw iti tugaw, ilinteg ti saka – mamin-sangapulo iti tunggal saka @@ long arc quad | Long arc quad | r10 each | LB
      1:55 ⟫ Ehersisio 2 – Agtakder ken agtugaw manen – dua a set ti mamin-walo @@ sit to stand | Sit to stand | s2 r8 | LB
      3:10 ⟫ Ehersisio 3 – Itag-ay dagiti mukod – mamin-sangapulo ket lima @@ calf raise | Calf raise | r15 | LB
      4:25 ⟫ Ehersisio 4 – Agidda, itag-ay ti nalinteg a saka – mamin-sangapulo iti tunggal saka @@ straight leg raise | Straight leg raise | r10 each | LB
      5:40 ⟫ Ehersisio 5 – Agtakder iti maysa a saka – tallopulo a segundo iti tunggal saka @@ single leg balance | Single leg balance | h30 each | LB
      6:55 ⟫ Balakad para iti talon @@ .
      8:15 ⟫ Agyamanak unay! @@ .
    `,
  },
  {
    name: 'desc-heldout24-aragonese-espalda',
    note: 'An Aragonese shoulder programme (new) after "⁘" with "Exercicio n —" labels, every move described, and the dose in Aragonese number words ("trenta segundos", "dos series de doce", "quinze vegadas", "vinte segundos ta cada costau", "diez vegadas"); welcome, advice and thanks chapters, and skiing and climbing named in the prose.',
    title: "Dolor d'espalda? 5 exercicios en casa | Fisioterapeuta (en aragonés)",
    duration: 580,
    text: `
      Exercicios simples ta l'espalda. Si o brazo se te duerme u o dolor puya, ves t'o medico. D'o esquí y d'a escalada ne charraremos unatra vegada.

      0:00 ⁘ Bienplegaus! @@ .
      0:40 ⁘ Exercicio 1 — Deixa penchar o brazo y fe cerclos chicotz — trenta segundos @@ pendulum | Pendulum | h30 | UB
      1:55 ⁘ Exercicio 2 — Estira a goma enta zaga — dos series de doce @@ band row | Band row | s2 r12 | UB
      3:10 ⁘ Exercicio 3 — Con a goma, o codo a o costau, chira a man ta difuera — quinze vegadas @@ external rotation with band | External rotation with band | r15 | UB
      4:25 ⁘ Exercicio 4 — Brazo cruzau debant d'o pecho — vinte segundos ta cada costau @@ cross body shoulder stretch | Cross body shoulder stretch | h20 each | UB
      5:40 ⁘ Exercicio 5 — Puya as mans por a paret — diez vegadas @@ wall slide | Wall slide | r10 | UB
      6:55 ⁘ Consellos @@ .
      8:15 ⁘ Grasias y dica luego! @@ .
    `,
  },
  {
    name: 'desc-heldout24-trap-bonsai-wiring',
    note: 'A bonsai wiring video, with a valid chapter list and no exercise done by a person, whose chapters give sets, holds, reps and exercise-like words ("Two sets of guy wires", "Bend the apex — hold for 6 months", "Pinch back 10 buds per branch", "Twist and bend — 3 times per branch, slowly", "Jin the deadwood"); no captions.',
    title: 'Wiring a Juniper Bonsai – Bends, Guy Wires & Jins (Full Styling Session)',
    duration: 1320,
    text: `
      Full styling session on a nursery juniper. Wire stays on for one growing season – check it every month so it doesn't bite in.

      0:00 The tree + the plan @@ .
      1:40 Choosing aluminium vs copper wire @@ .
      4:15 Two sets of guy wires on the trunk @@ .
      7:30 Bend the apex — hold for 6 months @@ .
      10:20 Twist and bend — 3 times per branch, slowly @@ .
      13:05 Pinch back 10 buds per branch @@ .
      16:00 Jin the deadwood @@ .
      19:10 Aftercare + when to unwire @@ .
    `,
  },
  {
    name: 'desc-heldout24-trap-bell-ringing',
    note: 'A church bell-ringing lesson, with a valid chapter list and no exercise done by a person, whose chapters give pulls, holds, sets and strokes ("Handstroke and backstroke — 20 pulls each", "Setting the bell — hold it at the balance for 10 s", "Rounds — 3 sets on 6 bells", "Plain Hunt — 120 changes", "Is ringing a workout?"); no captions.',
    title: 'Learning to Ring: Handstroke, Backstroke & Your First Rounds | Tower Bell Ringing',
    duration: 1080,
    text: `
      Filmed in our ringing chamber on practice night. Always learn with a tower captain – a bell can weigh more than a car.

      0:00 Welcome to the tower @@ .
      1:20 Parts of the bell + the rope @@ .
      3:30 Handstroke and backstroke — 20 pulls each @@ .
      6:15 Setting the bell — hold it at the balance for 10 s @@ .
      8:40 Rounds — 3 sets on 6 bells @@ .
      11:50 Plain Hunt — 120 changes @@ .
      14:30 Is ringing a workout? @@ .
      16:20 Join your local band @@ .
    `,
  },
  {
    name: 'desc-heldout24-trap-tyre-change',
    note: 'A roadside tyre change, with a valid chapter list and no exercise done by a person, whose chapters give lifts, holds, turns, passes and a deadlift ("Jack it up 5 cm and hold", "Five wheel nuts — 3 turns each", "Lift the wheel off (it\'s not a deadlift)", "Torque in 3 passes, star pattern, 110 Nm", "Pressure — 32 psi"); no captions.',
    title: 'How to Change a Flat Tyre Safely – Roadside Step by Step',
    duration: 840,
    text: `
      Hazard lights on, handbrake on, warning triangle out. If you're on a motorway, get behind the barrier and call for help instead.

      0:00 Safety first @@ .
      1:05 Where the jack goes @@ .
      2:40 Loosen the five wheel nuts — 3 turns each @@ .
      4:10 Jack it up 5 cm and hold @@ .
      5:25 Lift the wheel off (it's not a deadlift) @@ .
      7:00 Spare on + nuts finger tight @@ .
      8:30 Torque in 3 passes, star pattern, 110 Nm @@ .
      10:15 Pressure — 32 psi @@ .
      11:40 Get the flat repaired @@ .
    `,
  },
];
