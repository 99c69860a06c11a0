/**
 * Ninth held-out batch (heldout9), written before the engine was run on it even once: never tuned on. Formats the
 * earlier batches did not use, after searching public physio pages, clinic handouts and exercise pages in Welsh,
 * Albanian, Swahili, Persian, German, Dutch and Japanese (English names with a local gloss in brackets, "Rudia mara 3",
 * "Wiederholungen: 2 mal 10 pro Seite" under the name, "10 x 5 sec hold") and creators' chapter blocks: a Welsh/English
 * bilingual chair class ("Ymarfer n: Welsh / English – dose", new here), English names glossed in Swahili ("Child's
 * Pose (Mtindo wa Mtoto)"), Persian "حرکت ۱:" before Latin-script names with Persian-digit doses, Albanian "Ushtrimi n –"
 * (new here) with and without an English gloss, Galician "Exercicio n:" (new here), Hinglish (Hindi written in Latin
 * letters mixed with English: "10 baar, 5 second hold karein"), German doses on the line below the name ("Halten: 30
 * Sekunden pro Seite"), Japanese "▶" before the clock with "左右30秒ずつ" and "10回×2セット", a Flemish programme whose
 * "5x per dag" is a frequency and not a dose, a European Portuguese Pilates class, "Level n" progressions with
 * traffic-light emoji, "[CATEGORY]" tags before the name, a space-aligned two-column table with a REST column, doses on
 * the next line after "↳", the dose first in brackets ("(2×15) Prone Y raises"), repeats written "again", "– set 2",
 * "Round 2:", classical Pilates in capitals ("SAW × 4 EACH SIDE", "SEAL × 8"), talk chapters of many kinds
 * (disclaimer, who it is for, myth, research, patient story, pain rules, homework, Patreon thanks, bloopers, warm-up
 * talk, final thoughts), names outside any lexicon (finger rolls, rice bucket, pinch block and no-hang lifts, hangboard
 * repeaters, PWR! Up/Rock/Twist/Step, eccentric push-up, scapular push-ups, walking backwards, rolling like a ball,
 * saw, swan prep, seal, trunk rotations, isometric and eccentric wrist extension), "Exercise n ⇒", and doses written
 * "3 rounds of 45 s on / 15 s off", "7 s on / 3 s off × 6", "30 sec/side", "x12", "2 sets of 15", "hold 30 s × 2",
 * "3 x as many as you can", a REST column ("90s") and spring-like numbers that are not doses; times of day in the prose
 * above and below lists, a "GLA:D" title, music track lengths after a list — and traps: a list from 1:12 opening
 * with anatomy, a last chapter of 5 s (a subscribe card at 9:55 in a 10:00 video), handball scores ("29:27") at the
 * start of German lines, a retreat itinerary with times of day, euro prices and dates, a Dutch two-chapter video,
 * "0:00 はじめに" alone over a numbered list, a physio's vlog with a valid chapter list and no exercise, and a
 * run/walk plan whose lines start with ascending durations ("1:00 run / 1:30 walk × 8").
 *
 * Labels: `type` is the lexicon's name when the author's name for the move (without its set-up, equipment, position
 * or manner words) is a lexicon name, alias or title name, or a plural, spelling or compound variant of one
 * ("Hüftbrücke" holds "Brücke"), or when the move itself is a lexicon exercise named in a language the lexicon does not
 * hold (Albanian "Gjunjët drejt kraharorit" is the double knee to chest, Japanese "首の横のストレッチ" the neck side
 * bend), as in the earlier batches; otherwise it is the author's words.
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesHeldOut9: DescriptionCaseSpec[] = [
  {
    name: 'desc-heldout9-welsh-bilingual-chair',
    note: 'A Welsh/English bilingual chair class: "Ymarfer n: Welsh / English – dose" with Welsh doses ("10 gwaith", "dal am 20 eiliad bob ochr"); class times in the prose.',
    title: 'Cryfder a Chydbwysedd / Strength and Balance – Dosbarth Cadair / Chair Class',
    duration: 1380,
    text: `
      Dosbarth byw bob dydd Mercher am 10:30 / Live every Wednesday at 10:30.

      0:00 Croeso / Welcome @@ .
      1:15 Diogelwch – cadair gadarn heb olwynion / Safety – a sturdy chair without wheels @@ .
      2:30 Ymarfer 1: Martsio yn eistedd / Seated marching – 1 munud @@ seated march | Seated march | h60 | LB
      4:40 Ymarfer 2: Codi o'r gadair / Sit to stand – 10 gwaith @@ sit to stand | Sit to stand | r10 | LB
      7:20 Ymarfer 3: Codi ar flaenau'r traed / Heel raises – 2 x 10 @@ calf raise | Calf raise | s2 r10 | LB
      10:05 Ymarfer 4: Sefyll ar un goes / Standing on one leg – dal am 20 eiliad bob ochr @@ single leg balance | Single leg balance | h20 each | LB
      13:00 Ymarfer 5: Gwthio yn erbyn y wal / Wall press-ups – 8 gwaith @@ wall push up | Wall push up | r8 | UB
      15:45 Ymarfer 6: Rholio'r ysgwyddau / Shoulder rolls – 10 ymlaen, 10 yn ôl @@ shoulder roll | Shoulder roll | r10 each | UB
      18:30 Ymlacio / Relax and cool down @@ .
      21:10 Diolch a hwyl fawr / Thank you and goodbye @@ .

      Y dosbarth nesaf / Next class: dydd Mercher am 10:30. Paned wedyn am 11:30 ☕
    `,
  },
  {
    name: 'desc-heldout9-swahili-english-gloss',
    note: 'Swahili back routine: English names with a Swahili gloss in brackets, doses "sekunde 30, rudia mara 3", "seti 2 za mara 12", "kila mguu"; precautions and when to see a doctor are talk.',
    title: 'Mazoezi ya Maumivu ya Mgongo – Nyumbani (Dakika 12)',
    duration: 760,
    text: `
      Acha mara moja ukipata maumivu makali. Wasiliana na mtaalamu wa afya.

      0:00 Utangulizi @@ .
      0:40 Tahadhari kabla ya kuanza @@ .
      1:30 Child's Pose (Mtindo wa Mtoto) – sekunde 30, rudia mara 3 @@ child's pose | Child's pose | s3 h30 | B
      3:10 Cat-Cow (Paka na Ng'ombe) – rudia mara 10 @@ cat cow | Cat cow | r10 | B
      4:50 Knee-to-Chest (Goti Kifuani) – sekunde 30 kila mguu @@ knee to chest | Knee to chest | h30 each | B
      6:30 Pelvic Tilt – mara 10 @@ pelvic tilt | Pelvic tilt | r10 | B
      8:10 Bridge (Daraja) – seti 2 za mara 12 @@ glute bridge | Glute bridge | s2 r12 | LB
      9:50 Wakati wa kumuona daktari @@ .
      11:20 Hitimisho @@ .
    `,
  },
  {
    name: 'desc-heldout9-persian-latin-names',
    note: 'Persian knee programme: "حرکت n:" before Latin-script names, Persian-digit doses ("۵ ثانیه نگه دارید، ۱۰ بار تکرار", "۲ ست ۱۰ تایی"); safety and common questions are talk.',
    title: 'تمرینات بعد از جراحی زانو – هفته اول',
    duration: 720,
    text: `
      ⚠️ این ویدیو جایگزین معاینه فیزیوتراپ نیست.

      0:00 مقدمه @@ .
      0:35 نکات ایمنی @@ .
      1:20 حرکت ۱: Ankle Pumps – ۲۰ بار @@ ankle pumps | Ankle pumps | r20 | LB
      2:45 حرکت ۲: Quad Sets – ۵ ثانیه نگه دارید، ۱۰ بار تکرار @@ quad sets | Quad sets | r10 h5 | LB
      4:30 حرکت ۳: Heel Slides – ۱۰ بار @@ heel slides | Heel slides | r10 | LB
      6:05 حرکت ۴: Straight Leg Raise – ۲ ست ۱۰ تایی @@ straight leg raise | Straight leg raise | s2 r10 | LB
      7:50 حرکت ۵: Short Arc Quad – ۱۵ بار @@ short arc quad | Short arc quad | r15 | LB
      9:30 سوالات رایج @@ .
      10:50 جمع‌بندی @@ .
    `,
  },
  {
    name: 'desc-heldout9-albanian-shpina',
    note: 'Albanian back routine (new here): "Ushtrimi n –", doses "qëndroni 20 sekonda, përsëriteni 2 herë", "me secilën këmbë", "3 seri me nga 12 përsëritje"; some names glossed in English, some not.',
    title: 'Ushtrime për dhimbjen e shpinës – 10 minuta në shtëpi',
    duration: 660,
    text: `
      0:00 Hyrje @@ .
      0:30 Ushtrimi 1 – Gjunjët drejt kraharorit: qëndroni 20 sekonda, përsëriteni 2 herë @@ double knee to chest | Double knee to chest | s2 h20 | B
      2:00 Ushtrimi 2 – Shtrirja e hamstringut: 10 sekonda me secilën këmbë @@ hamstring stretch | Hamstring stretch | h10 each | LB
      3:30 Ushtrimi 3 – Mace-lopë (cat-cow): 10 herë @@ cat cow | Cat cow | r10 | B
      5:00 Ushtrimi 4 – Ura (bridge): 3 seri me nga 12 përsëritje @@ glute bridge | Glute bridge | s3 r12 | LB
      6:40 Ushtrimi 5 – Pozicioni i fëmijës: 30 sekonda @@ child's pose | Child's pose | h30 | B
      8:10 Gabimet më të shpeshta @@ .
      9:30 Përfundim @@ .
    `,
  },
  {
    name: 'desc-heldout9-galician-ombro',
    note: 'Galician shoulder programme (new here): "Exercicio n:", "3 series de 10 repeticións", "mantén 30 segundos", "10 veces"; anatomy and common mistakes are talk.',
    title: 'Exercicios para o ombro doloroso – fisioterapia na casa',
    duration: 720,
    text: `
      0:00 Introdución @@ .
      0:40 Que é o manguito rotador? @@ .
      2:00 Exercicio 1: Péndulo de Codman – 1 minuto @@ pendulum | Pendulum | h60 | UB
      3:20 Exercicio 2: Rotación externa con goma – 3 series de 10 repeticións @@ external rotation with band | External rotation with band | s3 r10 | UB
      5:00 Exercicio 3: Remo con goma – 3 series de 12 @@ band row | Band row | s3 r12 | UB
      6:40 Exercicio 4: Estiramento do peitoral na porta – mantén 30 segundos @@ doorway pec stretch | Doorway pec stretch | h30 | UB
      8:10 Exercicio 5: Deslizamento na parede – 10 veces @@ wall slide | Wall slide | r10 | UB
      9:40 Erros comúns @@ .
      11:00 Despedida @@ .
    `,
  },
  {
    name: 'desc-heldout9-hinglish-cervical',
    note: 'Hinglish (Hindi in Latin letters mixed with English) neck routine: "10 baar, 5 second hold karein", "20 second har side", "har direction mein 5 second, 5 baar"; clinic hours and hashtags below.',
    title: 'Cervical Pain ke liye 5 Best Exercises | Ghar par karein | Physiotherapist',
    duration: 780,
    text: `
      Namaste doston! Aaj hum cervical pain ke liye simple exercises karenge. Video poora dekhein 🙏

      0:00 Introduction @@ .
      0:45 Cervical pain kyun hota hai? @@ .
      2:10 Exercise 1 – Chin tuck: 10 baar, 5 second hold karein @@ chin tuck | Chin tuck | r10 h5 | N
      3:40 Exercise 2 – Neck side bending: 20 second har side @@ neck side bend | Neck side bend | h20 each | N
      5:15 Exercise 3 – Shoulder shrugs: 15 baar @@ shoulder shrug | Shoulder shrug | r15 | UB
      6:30 Exercise 4 – Neck isometrics: har direction mein 5 second, 5 baar @@ neck isometrics | Neck isometrics | r5 h5 each | N
      8:00 Exercise 5 – Wall angels: 10 baar @@ wall angel | Wall angel | r10 | UB
      9:30 Galat posture ki aadatein (common mistakes) @@ .
      11:10 Conclusion @@ .

      Clinic timing: 10 AM – 7 PM (Sunday closed). Appointment ke liye WhatsApp karein.
      #cervicalpain #neckpain #physiotherapy
    `,
  },
  {
    name: 'desc-heldout9-german-dose-next-line',
    note: 'German hip programme with each dose on the line below the name as a field ("Wiederholungen: 2 × 10 pro Seite", "Halten: 30 Sekunden pro Seite", "Halten: 3 × 20 Sekunden").',
    title: 'Hüftarthrose – 5 Übungen für zu Hause (Physiotherapie)',
    duration: 840,
    text: `
      00:00 Einleitung @@ .
      00:50 Was passiert bei Arthrose? @@ .
      02:15 Hüftbrücke @@ glute bridge | Glute bridge | r15 | LB
      Wiederholungen: 15
      03:50 Seitliches Beinheben in Seitlage @@ side lying hip abduction | Side lying hip abduction | s2 r10 each | LB
      Wiederholungen: 2 × 10 pro Seite
      05:30 Muschel (Clamshell) @@ clamshell | Clamshell | r12 each | LB
      Wiederholungen: 12 je Seite
      07:10 Hüftbeuger-Dehnung im Halbkniestand @@ hip flexor stretch | Hip flexor stretch | h30 each | LB
      Halten: 30 Sekunden pro Seite
      08:50 Einbeinstand @@ single leg balance | Single leg balance | s3 h20 | LB
      Halten: 3 × 20 Sekunden
      10:30 Häufige Fehler @@ .
      12:00 Fazit @@ .
    `,
  },
  {
    name: 'desc-heldout9-japanese-play-marks',
    note: 'Japanese shoulder routine: "▶" before the clock, doses "左右30秒ずつ", "前後10回ずつ", "10回×2セット", "30秒×2"; two names the lexicon does not hold.',
    title: '【肩こり解消】理学療法士が教える7分ストレッチ',
    duration: 420,
    text: `
      デスクワークの合間にどうぞ。痛みが出たら中止してください。

      ▶0:00 はじめに @@ .
      ▶0:25 首の横のストレッチ 左右30秒ずつ @@ neck side bend | Neck side bend | h30 each | N
      ▶1:40 肩回し 前後10回ずつ @@ shoulder roll | Shoulder roll | r10 each | UB
      ▶2:50 肩甲骨寄せ 10回×2セット @@ scapular squeeze | Scapular squeeze | s2 r10 | UB
      ▶4:00 胸のストレッチ 30秒×2 @@ doorway pec stretch | Doorway pec stretch | s2 h30 | UB
      ▶5:20 まとめ @@ .
    `,
  },
  {
    name: 'desc-heldout9-flemish-knieprothese',
    note: 'Flemish knee-replacement programme: "5x per dag" and "3 tot 5 keer per dag" are frequencies, not doses; "10 à 15 keer", "1 × 10", "10 keer per been".',
    title: 'Oefeningen na een knieprothese – fase 1 (kinesitherapie)',
    duration: 780,
    text: `
      Doe deze oefeningen 3 tot 5 keer per dag, zolang de pijn onder 5/10 blijft.

      00:00 Inleiding @@ .
      00:40 Enkelpompen – 20 keer, 5x per dag @@ ankle pumps | Ankle pumps | r20 | LB
      01:55 Quadriceps aanspannen – 10 keer, 5 seconden vasthouden @@ quad sets | Quad sets | r10 h5 | LB
      03:20 Hielschuiven – 10 à 15 keer @@ heel slides | Heel slides | r10 | LB
      04:50 Gestrekt been heffen – 1 × 10 @@ straight leg raise | Straight leg raise | s1 r10 | LB
      06:20 Knie strekken in zit – 10 keer per been @@ long arc quad | Long arc quad | r10 each | LB
      07:50 Wanneer bel je je kinesist? @@ .
      09:10 Tot de volgende keer! @@ .
    `,
  },
  {
    name: 'desc-heldout9-portuguese-pt-pilates',
    note: 'European Portuguese clinical Pilates class: "3 séries de 8", "8 de cada lado", "2 x 8 por lado", "15 por perna", "30 s por lado"; a breathing explanation and a final relaxation are talk.',
    title: 'Pilates Clínico – Aula para Lombalgia (20 min)',
    duration: 1200,
    text: `
      0:00 Apresentação @@ .
      1:00 Respiração e centro – explicação @@ .
      2:30 Báscula pélvica – 10 repetições @@ pelvic tilt | Pelvic tilt | r10 | B
      4:10 Ponte – 3 séries de 8 @@ glute bridge | Glute bridge | s3 r8 | LB
      6:00 Dead bug (versão fácil) – 8 de cada lado @@ dead bug | Dead bug | r8 each | C
      8:00 Bird dog – 2 x 8 por lado @@ bird dog | Bird dog | s2 r8 each | B
      10:10 Concha – 15 por perna @@ clamshell | Clamshell | r15 each | LB
      12:00 Prancha lateral – 20 segundos cada lado @@ side plank | Side plank | h20 each | C
      14:00 Alongamento do piriforme – 30 s por lado @@ piriformis stretch | Piriformis stretch | h30 each | LB
      16:00 Relaxamento final @@ .
      18:30 Até à próxima @@ .
    `,
  },
  {
    name: 'desc-heldout9-push-up-levels',
    note: '"Level n –" progressions with traffic-light emoji before some clocks; doses in brackets, "5 s down" as tempo, "3 x as many as you can" (sets only); a coach name outside the lexicon.',
    title: 'Push-Up Progressions: From Wall to Floor (Physio Guide)',
    duration: 780,
    text: `
      0:00 Intro @@ .
      0:40 Which level should you start at? @@ .
      🟢 1:50 Level 1 – Wall push-up (2 x 12) @@ wall push up | Wall push up | s2 r12 | UB
      🟢 3:20 Level 2 – Incline push-up on the kitchen bench (2 x 10) @@ incline push up | Incline push up | s2 r10 | UB
      🟡 4:50 Level 3 – Knee push-up (3 x 8) @@ knee push up | Knee push up | s3 r8 | UB
      🟡 6:20 Level 4 – Eccentric push-up, 5 s down (3 x 5) @@ eccentric push-up | Eccentric push-up | s3 r5 | UB
      🔴 7:50 Level 5 – Full push-up (3 x as many as you can) @@ push up | Push up | s3 | UB
      9:20 How to progress week by week @@ .
      10:40 Final thoughts @@ .
    `,
  },
  {
    name: 'desc-heldout9-category-tags-times-prose',
    note: '"[CATEGORY]" tags before each name ([TALK], [MOBILITY], [STRENGTH], [BALANCE], [STRETCH]); class times of day in the prose above and below the list; "3 lengths" is no dose.',
    title: 'Morning Mobility & Balance – Community Physio Class',
    duration: 1020,
    text: `
      Recorded at our 9:15 class at Riverside Community Centre. The 11:00 session runs the same programme seated.

      0:00 [TALK] Welcome and how to use this video @@ .
      1:20 [MOBILITY] Cat-cow – 8 slow reps @@ cat cow | Cat cow | r8 | B
      3:00 [MOBILITY] Thread the needle – 5 each side @@ thread the needle | Thread the needle | r5 each | B
      4:45 [STRENGTH] Sit to stand – 3 x 8 @@ sit to stand | Sit to stand | s3 r8 | LB
      6:40 [STRENGTH] Step-ups onto the bottom stair – 10 each leg @@ step up | Step up | r10 each | LB
      8:30 [BALANCE] Heel-to-toe stand – 30 s @@ tandem stance | Tandem stance | h30 | LB
      10:00 [BALANCE] Walking backwards along the kitchen counter – 3 lengths @@ walking backwards | Walking backwards | | LB
      11:50 [STRETCH] Calf stretch against the wall – 30 s each leg @@ calf stretch | Calf stretch | h30 each | LB
      13:30 [TALK] Pacing and flare-ups @@ .
      15:40 [TALK] See you Thursday @@ .

      Next live class: Thursday at 9:15 am (doors open at 9:00, tea and biscuits from 10:30).
    `,
  },
  {
    name: 'desc-heldout9-two-column-aligned',
    note: 'A space-aligned table with a header row (TIME / EXERCISE / SETS x REPS / REST): the REST column ("90s") is no hold; "2 x 8/leg"; a warm-up talk chapter.',
    title: 'Lower Body Strength – Beginner Gym Session (Coach Talk-Through)',
    duration: 1500,
    text: `
      TIME    EXERCISE                      SETS x REPS    REST
      0:00    Intro + warm-up talk          –              – @@ .
      1:45    Goblet squat                  3 x 10         90s @@ goblet squat | Goblet squat | s3 r10 | LB
      5:20    Romanian deadlift (DBs)       3 x 8          90s @@ romanian deadlift | Romanian deadlift | s3 r8 | LB
      9:10    Reverse lunge                 2 x 8/leg      60s @@ reverse lunge | Reverse lunge | s2 r8 each | LB
      12:40   Leg press                     3 x 12         90s @@ leg press | Leg press | s3 r12 | LB
      16:30   Seated hamstring curl         3 x 12         60s @@ hamstring curl | Hamstring curl | s3 r12 | LB
      19:50   Standing calf raise           3 x 15         45s @@ calf raise | Calf raise | s3 r15 | LB
      22:30   Wrap-up + next week           –              – @@ .

      Weights used: 12 kg KB, 2 × 10 kg DBs, leg press 60 kg.
    `,
  },
  {
    name: 'desc-heldout9-arrow-dose-next-line',
    note: 'Tennis-elbow loading: each dose on the next line after "↳" ("5 x 45 s hold, 1 min rest", "3 × 12 each way", "10 squeezes, hold 5 s"); two names outside the lexicon; pain-monitoring talk.',
    title: 'Tennis Elbow Rehab – Stage 2 Loading',
    duration: 780,
    text: `
      0:00 What's going on in the tendon? @@ .
      1:30 Isometric wrist extension @@ isometric wrist extension | Isometric wrist extension | s5 h45 | UB
        ↳ 5 x 45 s hold, 1 min rest
      3:10 Eccentric wrist extension with a dumbbell @@ eccentric wrist extension | Eccentric wrist extension | s3 r15 | UB
        ↳ 3 sets × 15
      5:00 Supination and pronation with a hammer @@ forearm pronation and supination | Forearm pronation and supination | s3 r12 each | UB
        ↳ 3 × 12 each way
      6:50 Grip squeeze with putty @@ grip squeeze | Grip squeeze | r10 h5 | UB
        ↳ 10 squeezes, hold 5 s
      8:30 Wrist extensor stretch @@ wrist extensor stretch | Wrist extensor stretch | s3 h30 | UB
        ↳ 30 s × 3
      10:00 Pain monitoring: the traffic-light rule @@ .
      11:40 Summary @@ .
    `,
  },
  {
    name: 'desc-heldout9-dose-first-brackets',
    note: 'The dose first in round brackets before each name ("(2×15) Prone Y raises", "(30s) Doorway chest stretch", "(10/side) Open books"); a coach name outside the lexicon; a bonus tip.',
    title: 'Posture Fix – Upper Back & Shoulders (No Equipment)',
    duration: 720,
    text: `
      0:00 Intro @@ .
      0:35 (2×15) Prone Y raises @@ prone y raise | Prone y raise | s2 r15 | UB
      1:55 (2×15) Prone T raises @@ prone t raise | Prone t raise | s2 r15 | UB
      3:10 (3×10) Scapular push-ups @@ scapular push-ups | Scapular push-ups | s3 r10 | UB
      4:40 (30s) Doorway chest stretch @@ doorway pec stretch | Doorway pec stretch | h30 | UB
      5:50 (10/side) Open books @@ open book | Open book | r10 each | B
      7:20 (2×8) Snow angels on the floor @@ snow angels | Snow angels | s2 r8 | UB
      8:50 Bonus tip: set a posture alarm @@ .
      9:40 Outro @@ .
    `,
  },
  {
    name: 'desc-heldout9-repeats-again-set-2',
    note: 'A three-move circuit done twice, the second pass written "again", "– set 2", "Round 2:"; doses "10 reps each side", "30 sec/side", "x12"; a water break and a bonus exercise.',
    title: 'Core & Glutes Circuit – 3 Moves, 2 Rounds',
    duration: 900,
    text: `
      0:00 How it works: 3 moves, twice through @@ .
      0:45 Dead bug – 10 reps each side @@ dead bug | Dead bug | r10 each | C
      2:05 Side plank – 30 sec/side @@ side plank | Side plank | h30 each | C
      3:30 Glute bridge march – x12 @@ marching bridge | Marching bridge | r12 | LB
      4:50 Water break 💧 @@ .
      5:40 Dead bug again @@ dead bug | Dead bug | | C
      7:00 Side plank – set 2 @@ side plank | Side plank | | C
      8:20 Round 2: glute bridge march @@ marching bridge | Marching bridge | | LB
      9:40 Bonus: plank hold to failure @@ plank | Plank | | C
      11:00 Stretch it out & see you tomorrow @@ .
    `,
  },
  {
    name: 'desc-heldout9-climbing-fingers-coach-names',
    note: 'A climbers\' finger-pulley programme of names outside the lexicon (finger rolls, rice bucket, pinch block and no-hang lifts, hangboard repeaters); doses "3 rounds of 45 s on / 15 s off", "5 x 10 s", "7 s on / 3 s off × 6".',
    title: 'A2 Pulley Rehab for Climbers – Weeks 4 to 8',
    duration: 1080,
    text: `
      Not medical advice – get the finger scanned if you heard a pop.

      0:00 Intro: my pulley injury @@ .
      1:20 Anatomy of the A2 pulley @@ .
      3:00 Finger rolls with a light dumbbell – 3 x 15 @@ finger rolls | Finger rolls | s3 r15 | UB
      5:10 Rice bucket – 3 rounds of 45 s on / 15 s off @@ rice bucket | Rice bucket | s3 h45 | UB
      7:00 Pinch block lifts – 5 x 10 s @@ pinch block lifts | Pinch block lifts | s5 h10 | UB
      8:50 No-hang lifts, half crimp – 6 x 10 s @@ no-hang lifts | No-hang lifts | s6 h10 | UB
      11:00 Hangboard repeaters (7 s on / 3 s off × 6) @@ hangboard repeaters | Hangboard repeaters | r6 h7 | UB
      13:30 Reverse wrist curls – 2 x 15 @@ reverse wrist curl | Reverse wrist curl | s2 r15 | UB
      15:00 When to get back on the wall @@ .
      16:40 Outro + send it @@ .
    `,
  },
  {
    name: 'desc-heldout9-pilates-classical-caps',
    note: 'A classical mat Pilates order in capitals with "× n" and "× n EACH SIDE"; four names outside the lexicon (rolling like a ball, saw, swan prep, seal); track lengths of the music below the list.',
    title: 'Classical Mat Pilates – Beginner Order (25 min)',
    duration: 1500,
    text: `
      0:00 WELCOME + BREATHING SET-UP @@ .
      1:30 THE HUNDRED @@ the hundred | The hundred | | C
      3:40 ROLL UP × 5 @@ roll up | Roll up | r5 | C
      5:30 SINGLE LEG CIRCLES × 5 EACH WAY @@ leg circles | Leg circles | r5 each | LB
      7:30 ROLLING LIKE A BALL × 6 @@ rolling like a ball | Rolling like a ball | r6 | C
      9:10 SINGLE LEG STRETCH × 8 @@ single leg stretch | Single leg stretch | r8 | C
      11:00 DOUBLE LEG STRETCH × 8 @@ double leg stretch | Double leg stretch | r8 | C
      12:50 SPINE STRETCH FORWARD × 4 @@ spine stretch forward | Spine stretch forward | r4 | B
      14:40 SAW × 4 EACH SIDE @@ saw | Saw | r4 each | B
      16:30 SWAN PREP × 5 @@ swan prep | Swan prep | r5 | B
      18:20 SIDE KICK SERIES @@ side kicks | Side kicks | | LB
      21:30 SEAL × 8 @@ seal | Seal | r8 | C
      23:00 THANK YOU 🙏 @@ .

      🎵 Music: Lumen Drift – "Tidewater" (4:12) and "Low Sun" (3:58), licensed for class use.
    `,
  },
  {
    name: 'desc-heldout9-talk-kinds-sciatica',
    note: 'Many talk chapters (disclaimer, who it is for, anatomy, a myth naming a stretch, research, patient story, pain rules, homework, Patreon thanks, bloopers) around three exercises.',
    title: 'Sciatica: What Actually Helps (Physio Explains + 3 Exercises)',
    duration: 1320,
    text: `
      0:00 Disclaimer @@ .
      0:30 Who this video is for @@ .
      1:40 What is sciatica? (anatomy) @@ .
      4:00 Myth: "you just need to stretch your piriformis" @@ .
      5:45 What the research says @@ .
      7:30 Nerve flossing, seated – 10 slow reps @@ sciatic nerve glide | Sciatic nerve glide | r10 | LB
      9:20 Prone press-ups – 10 reps @@ mckenzie press up | McKenzie press up | r10 | B
      11:10 Single knee to chest – 30 s × 3 @@ knee to chest | Knee to chest | s3 h30 | B
      13:00 Patient story: Sam's 12 weeks @@ .
      15:10 Pain rules: what's OK during exercise @@ .
      16:50 Your homework this week @@ .
      18:00 Thanks to our Patreon supporters @@ .
      19:20 Bloopers 😂 @@ .
    `,
  },
  {
    name: 'desc-heldout9-parkinsons-pwr-moves',
    note: 'A Parkinson\'s class of PWR! Moves (coach names outside the lexicon, with "!" inside the name), "10 each direction", a warm-up talk chapter and questions from the group.',
    title: "Parkinson's Exercise Class – PWR! Moves Standing (Follow Along)",
    duration: 1500,
    text: `
      0:00 Welcome & check-in @@ .
      1:30 Warm-up talk: why BIG movements? @@ .
      3:20 PWR! Up – 10 reps @@ pwr! up | PWR! Up | r10 | B
      6:00 PWR! Rock – 10 each side @@ pwr! rock | PWR! Rock | r10 each | LB
      8:40 PWR! Twist – 10 each side @@ pwr! twist | PWR! Twist | r10 each | B
      11:20 PWR! Step – 10 each direction @@ pwr! step | PWR! Step | r10 each | LB
      14:00 Marching on the spot, big arm swings – 1 minute @@ standing march | Standing march | h60 | LB
      16:30 Sit to stand with a clap – 8 reps @@ sit to stand | Sit to stand | r8 | LB
      19:00 Cool-down & chat @@ .
      21:30 Questions from the group @@ .
      24:10 See you next week @@ .
    `,
  },
  {
    name: 'desc-heldout9-golf-warmup-tee-time',
    note: 'A golf physio warm-up with tee times (times of day) in the prose above and below; equipment and set-up in the names ("with the club across your back"); a name outside the lexicon.',
    title: 'Golf Warm-Up Before Your Round – 8 Minutes (Golf Physio)',
    duration: 600,
    text: `
      Tee time at 8:40? Start this in the car park at 8:25 and you'll be loose by the first tee.

      0:00 Why most golfers skip the warm-up @@ .
      0:50 Hip hinge with the club across your back – x10 @@ hip hinge | Hip hinge | r10 | B
      1:50 Open books – 8 each side @@ open book | Open book | r8 each | B
      2:50 Trunk rotations, club behind shoulders – x10 each way @@ trunk rotations | Trunk rotations | r10 each | B
      3:50 Side lunges – 5 each leg @@ lateral lunge | Lateral lunge | r5 each | LB
      5:00 Band pull-aparts – x15 @@ band pull apart | Band pull apart | r15 | UB
      6:10 Final thoughts @@ .

      Clinic open Saturdays 7:30–12:30 for golfers – book online. ⛳
    `,
  },
  {
    name: 'desc-heldout9-exercise-n-dose-styles',
    note: '"Exercise n ⇒ name – dose" with many dose styles ("2 sets of 15", "3x10 each side", "x12", "10 reps each side", "hold 30 s × 2", "3 rounds of 30 s"); "GLA:D" in the title; a 0–10 scale in a talk chapter.',
    title: 'Hip Osteoarthritis – Home Exercise Programme (GLA:D-style)',
    duration: 840,
    text: `
      0:00 Intro @@ .
      0:40 Exercise 1 ⇒ Pelvic lift (bridge) – 2 sets of 15 @@ glute bridge | Glute bridge | s2 r15 | LB
      2:10 Exercise 2 ⇒ Standing hip abduction with a band – 3x10 each side @@ standing hip abduction | Standing hip abduction | s3 r10 each | LB
      3:50 Exercise 3 ⇒ Sit to stand, slowly – x12 @@ sit to stand | Sit to stand | r12 | LB
      5:20 Exercise 4 ⇒ Forward lunge onto a step – 10 reps each side @@ lunge | Lunge | r10 each | LB
      7:00 Exercise 5 ⇒ Hip flexor stretch – hold 30 s × 2 @@ hip flexor stretch | Hip flexor stretch | s2 h30 | LB
      8:30 Exercise 6 ⇒ Single leg balance with head turns – 3 rounds of 30 s @@ single leg balance | Single leg balance | s3 h30 | LB
      10:10 How hard should it feel? (0–10 scale) @@ .
      11:40 Recap @@ .
      12:40 Outro @@ .
    `,
  },
  {
    name: 'desc-heldout9-trap-starts-1-12-anatomy',
    note: 'A "breakdown of the video" list whose first time is 1:12 and opens with anatomy: not a chapter list; no captions.',
    title: 'Knee Pain: 7 Stretches and Exercises That Help (Physical Therapist)',
    duration: 900,
    text: `
      Knee pain is one of the things I treat most as a physical therapist. Here's what's in this video:
      1:12 – Anatomy of the knee
      2:30 – Kneecap glides
      4:05 – Bending stretches
      6:10 – Straightening stretches
      8:02 – Strengthening the quads (straight leg)
      10:20 – Strengthening the hamstrings
      12:45 – Side-of-hip strengthening
      The strap I use is linked below.
    `,
  },
  {
    name: 'desc-heldout9-trap-last-chapter-5s',
    note: 'Otherwise valid chapters whose last one ("9:55 Subscribe for part 2!") lasts 5 s in a 10:00 video: YouTube shows no chapters; no captions.',
    title: 'Quick Leg Burner – 10 Minutes, No Equipment',
    duration: 600,
    text: `
      0:00 Intro
      0:40 Squats – 45 s
      2:30 Reverse lunges
      4:20 Glute bridges
      6:30 Plank
      8:40 Cool-down stretch
      9:55 Subscribe for part 2!
    `,
  },
  {
    name: 'desc-heldout9-trap-handball-scores-german',
    note: 'German handball scores at the start of lines ("14:12 zur Halbzeit", "29:27 Endstand"), ascending but not from 0:00; the warm-up moves only in prose; not chapters.',
    title: 'Handball Highlights Hinrunde + unser Aufwärmprogramm',
    duration: 420,
    text: `
      Unsere Hinrunde in 7 Minuten! 🤾
      14:12 zur Halbzeit gegen den TV Altdorf
      29:27 Endstand – Auswärtssieg!
      31:30 gegen die HSG Nord (Heimspiel)
      Aufwärmen vor jedem Spiel: Kniebeugen, Ausfallschritte, Liegestütze und Seitstütz, 3 Runden.
    `,
  },
  {
    name: 'desc-heldout9-trap-retreat-itinerary',
    note: "A retreat's day plan: times of day at the start of lines (from 06:30), euro prices and dates; not chapters.",
    title: 'Sunrise Yoga & Pilates Retreat – Algarve (Info)',
    duration: 95,
    text: `
      Join us 12–15 June 2027 🌅 A typical day:
      06:30 Sunrise vinyasa flow on the deck
      08:00 Breakfast
      10:00 Pilates & core
      13:00 Lunch and free time (beach!)
      17:30 Yin yoga and stretching
      19:30 Dinner together
      Early bird €690 until 01/04, then €790. Single room +€180.
    `,
  },
  {
    name: 'desc-heldout9-trap-dutch-two-stamps',
    note: 'A Dutch video with two chapters only ("Intro", "Samen oefenen"); the moves are listed in prose without times; no captions.',
    title: 'Rugoefeningen voor thuis – 12 minuten meedoen',
    duration: 720,
    text: `
      0:00 Intro
      0:50 Samen oefenen (volledige routine)
      In deze routine: bruggetje, kat-koe, vogel-hond en zijplank – telkens 10 herhalingen.
    `,
  },
  {
    name: 'desc-heldout9-trap-japanese-intro-only',
    note: 'Japanese "0:00 はじめに" alone over a circled-number list without times ("① スクワット 10回"): not a chapter list; no captions.',
    title: '毎日5分!自宅でできる下半身トレーニング',
    duration: 600,
    text: `
      0:00 はじめに
      ① スクワット 10回
      ② ランジ 左右10回ずつ
      ③ ヒップリフト 15回
      ④ プランク 30秒
      ⑤ ストレッチ
      チャンネル登録よろしくお願いします!
    `,
  },
  {
    name: 'desc-heldout9-trap-physio-vlog-valid-chapters',
    note: "A physio's day-in-the-life vlog with a valid chapter list and no exercise (a patient's programme and stretching only talked about).",
    title: 'A Day in My Life as a Sports Physio (Clinic Vlog)',
    duration: 960,
    text: `
      0:00 Morning coffee + clinic prep
      1:40 First patient – ACL, week 6
      4:50 Notes, emails and admin
      7:10 Lunch + why I stopped stretching before my runs
      9:30 Team meeting: our new rehab gym
      12:20 Evening Q&A with you guys
    `,
  },
  {
    name: 'desc-heldout9-trap-run-walk-durations',
    note: 'A couch-to-5K plan whose lines start with ascending interval durations ("1:00 run / 1:30 walk × 8"), not from 0:00; strength moves in prose; not chapters.',
    title: 'Couch to 5K With a Cranky Knee – My Plan (Physio Approved)',
    duration: 540,
    text: `
      My run/walk plan, three times a week:
      1:00 run / 1:30 walk × 8 – week 1
      1:30 run / 2:00 walk × 6 – week 2
      3:00 run / 1:30 walk × 5 – week 3
      5:00 run / 2:30 walk × 3 – week 4
      Strength twice a week: step downs and calf raises, 3 x 15.
    `,
  },
];
