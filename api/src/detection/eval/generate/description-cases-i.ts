/**
 * Tuning batch I: one or more cases per failure class of the fifth held-out batch, written in other words and
 * other languages than that batch, before the engine was changed for them:
 *  - valid lists in languages the engine has no vocabulary for (Finnish, Ukrainian, Hungarian, Indonesian), in
 *    exercise videos, and the same languages in traps (an album, a podcast, a playlist) that must stay empty;
 *  - a label word before the clock ("Mins 1:10", "Minuut 2:00");
 *  - labels between the time and the name ("Move 2 of 5:", "Ejercicio 3 de 6 –", superset codes "A1", "B2)");
 *  - load, tempo, effort, rest, filler, repeat wording and equipment tails left in the name;
 *  - talk chapters (progressions and when to stop, drink breaks in several languages, opening and closing words);
 *  - bare numbers in brackets, a count after a hold, "each" after a held duration, units in other scripts;
 *  - regions of names the lexicon does not know (halo, arm curls, whole-body crawls and jacks).
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesI: DescriptionCaseSpec[] = [
  {
    name: 'desc-i-finnish-knee-programme',
    note: 'A Finnish knee programme: no word of it is in the lexicon, but the video is an exercise video.',
    title: 'Polven kuntoutus – 5 harjoitusta kotiin',
    duration: 780,
    text: `
      Helppo kotiohjelma polven leikkauksen jälkeen.

      0:00 Johdanto @@ .
      0:45 Kantapään liu'utus 15 toistoa @@ kantapään liu'utus | Kantapään liu'utus | r15 |
      2:10 Reiden jännitys – 3 x 10 @@ reiden jännitys | Reiden jännitys | s3 r10 |
      3:40 Suoran jalan nosto 2x12 @@ suoran jalan nosto | Suoran jalan nosto | s2 r12 |
      5:20 Istumaannousu tuolilta @@ istumaannousu tuolilta | Istumaannousu tuolilta | |
      7:00 Pohjepumppaus 30 sekuntia @@ pohjepumppaus | Pohjepumppaus | h30 |
      9:00 Lopuksi @@ .
    `,
  },
  {
    name: 'desc-i-ukrainian-back-routine',
    note: 'A Ukrainian back routine in Cyrillic: intro and ending are talk, every other chapter a move with its dose.',
    title: 'Вправи для спини вдома — 12 хвилин',
    duration: 760,
    text: `
      0:00 Вступ @@ .
      0:40 Кішка-корова — 10 разів @@ кішка корова | Кішка-корова | r10 |
      2:10 Міст сідничний 3 підходи по 12 @@ міст сідничний | Міст сідничний | s3 r12 |
      4:00 Скручування лежачи — 30 секунд @@ скручування лежачи | Скручування лежачи | h30 |
      5:40 Супермен 15 повторень @@ супермен | Супермен | r15 |
      7:30 Поза дитини 1 хвилина @@ поза дитини | Поза дитини | h60 |
      9:00 Перерва на воду @@ .
      9:40 Планка 45 сек @@ планка | Планка | h45 |
      11:20 Завершення @@ .
    `,
  },
  {
    name: 'desc-i-hungarian-neck-stretches',
    note: 'Hungarian neck and shoulder stretches, doses in Hungarian units ("ismétlés", "mp"), greeting and thanks.',
    title: 'Nyaki nyújtó gyakorlatok irodai dolgozóknak',
    duration: 600,
    text: `
      0:00 Bevezetés @@ .
      0:30 Fejbiccentés 10 ismétlés @@ fejbiccentés | Fejbiccentés | r10 |
      1:50 Vállkörzés hátra @@ vállkörzés hátra | Vállkörzés hátra | |
      3:10 Oldalra döntés 20 mp oldalanként @@ oldalra döntés | Oldalra döntés | h20 each |
      4:40 Mellkasnyitás az ajtóban @@ mellkasnyitás az ajtóban | Mellkasnyitás az ajtóban | |
      6:10 Köszönöm, hogy velem tartottál @@ .
    `,
  },
  {
    name: 'desc-i-indonesian-senam',
    note: 'An Indonesian morning exercise: "kali" counts, an opening, a drink break and a closing.',
    title: 'Senam Pagi untuk Lansia – 10 Menit',
    duration: 640,
    text: `
      Latihan ringan setiap pagi.

      00:00 Pembukaan @@ .
      00:40 Jalan di tempat 1 menit @@ jalan di tempat | Jalan di tempat | h60 |
      02:00 Putar bahu 10 kali @@ putar bahu | Putar bahu | r10 |
      03:20 Angkat tumit 15 kali @@ angkat tumit | Angkat tumit | r15 |
      04:40 Istirahat minum @@ .
      05:20 Ayun lengan 20 kali @@ ayun lengan | Ayun lengan | r20 |
      06:50 Tarik napas dalam @@ .
      08:10 Penutup @@ .
    `,
  },
  {
    name: 'desc-i-trap-finnish-album',
    note: 'Trap: a Finnish album track list (words the engine cannot read, no exercise anywhere).',
    title: 'Kaamos – koko albumi',
    duration: 2400,
    text: `
      Uusi levy nyt kaikissa palveluissa.

      0:00 Pohjoinen tuuli
      4:12 Hiljainen järvi
      8:40 Kaupungin valot
      13:05 Talven lapsi
      17:30 Viimeinen juna
    `,
  },
  {
    name: 'desc-i-trap-indonesian-podcast',
    note: 'Trap: an Indonesian podcast about health, chapters in a language the engine cannot read.',
    title: 'Podcast Sehat Episode 14 – Bincang dengan Dokter',
    duration: 3000,
    text: `
      0:00 Pembukaan
      2:30 Perkenalan tamu
      9:10 Pengalaman pribadi sang dokter
      21:00 Kebiasaan sehari-hari
      35:40 Pesan untuk pendengar
    `,
  },
  {
    name: 'desc-i-trap-romanian-workout-playlist',
    note: 'Trap: a Romanian workout playlist; the title names training but the chapters are songs.',
    title: 'Playlist pentru antrenament – muzică 2025',
    duration: 2700,
    text: `
      0:00 Noaptea albastră
      3:40 Pe drumul meu
      7:15 Inimă de piatră
      11:02 Vara fără sfârșit
      15:20 Dansul ploii
    `,
  },
  {
    name: 'desc-i-trap-hungarian-timetable',
    note: 'Trap: a Hungarian conference timetable (times of talks), in an exercise-free video.',
    title: 'Sportorvosi konferencia 2025 – teljes felvétel',
    duration: 9000,
    text: `
      0:00 Megnyitó
      12:30 Kerekasztal beszélgetés
      48:00 Ebédszünet
      1:30:00 Díjátadó
      2:10:00 Zárszó
    `,
  },
  {
    name: 'desc-i-trap-rehab-talk-english',
    note: 'Trap: an English talk about rehab after surgery; the title names rehab, the chapters are a story in English.',
    title: 'Knee replacement rehab: what to expect',
    duration: 1500,
    text: `
      0:00 Before the operation
      4:10 The first week
      8:30 Going home
      13:00 Back to work
      18:20 Life a year later
    `,
  },
  {
    name: 'desc-i-label-word-before-clock',
    note: 'A minute label before the time ("Mins 1:10 –", "Minuut 3:00", "Minute 4:30:").',
    title: 'Beginner Hip Routine',
    duration: 600,
    text: `
      Mins 0:00 – Welcome @@ .
      Mins 1:10 – Clamshells @@ clamshell | Clamshell | | LB
      Minuut 3:00 Glute bridge @@ glute bridge | Glute bridge | | LB
      Minute 4:30: Side-lying leg raise @@ side lying hip abduction | Side lying hip abduction | | LB
      min. 6:20 Standing hip abduction @@ standing hip abduction | Standing hip abduction | | LB
      Mins 8:00 – Cool down @@ .
    `,
  },
  {
    name: 'desc-i-labels-of-count-and-superset-codes',
    note: '"Move 2 of 5:", "Ejercicio 3 de 6 –", "Exercice 4 sur 6 :" and superset codes "A1", "A2)", "B1.", "Stop 2 –".',
    title: 'Upper Body Supersets',
    duration: 960,
    text: `
      0:00 Intro @@ .
      0:50 Move 1 of 5: Push ups @@ push up | Push up | | UB
      2:30 Ejercicio 2 de 5 – Remo con banda @@ band row | Band row | | UB
      4:10 Exercice 3 sur 5 : Face pull @@ face pull | Face pull | | UB
      5:40 A1 Shoulder press @@ shoulder press | Shoulder press | | UB
      7:10 A2) Lateral raise @@ lateral raise | Lateral raise | | UB
      8:40 B1. Bicep curl @@ bicep curl | Bicep curl | | UB
      10:10 B2 - Tricep dips @@ tricep dip | Tricep dip | | UB
      11:40 Station 8 – Wall push ups @@ wall push up | Wall push up | | UB
      13:20 Outro @@ .
    `,
  },
  {
    name: 'desc-i-load-tempo-effort-rest',
    note: 'Load, tempo, effort and rest left in names: "@ 16 kg", "tempo 3-0-1", "RIR 2", "| 60s REST", "{2×15}", "8 ea.".',
    title: 'Lower Body Strength – Week 2',
    duration: 1080,
    text: `
      0:00 Warm up @@ .
      1:30 Goblet squat @ 16 kg, tempo 3-0-1 @@ goblet squat | Goblet squat | | LB
      3:40 Romanian deadlift /side @ 12 kg @@ romanian deadlift | Romanian deadlift | each | LB
      5:50 Split squat – RIR 2 @@ split squat | Split squat | | LB
      7:40 HIP THRUST | 60s REST @@ hip thrust | Hip thrust | | LB
      9:30 Calf raises {2×15} @@ calf raise | Calf raise | s2 r15 | LB
      11:20 Step ups – 8 ea. @@ step up | Step up | r8 each | LB
      13:10 Glute bridge (breathe out as you lift) @@ glute bridge | Glute bridge | | LB
      15:00 Cool down @@ .
    `,
  },
  {
    name: 'desc-i-repeat-wording-and-equipment-tails',
    note: 'Repeats in words ("one last time", "2nd time through", "(second round)") and equipment tails after a known name.',
    title: 'Core Circuit x2',
    duration: 900,
    text: `
      0:00 Intro @@ .
      0:40 Dead bug @@ dead bug | Dead bug | | C
      2:00 Side plank using a yoga block @@ side plank | Side plank | | C
      3:20 Bird dog with an ankle weight @@ bird dog | Bird dog | | B
      4:40 Dead bug, 2nd time through @@ dead bug | Dead bug | | C
      6:00 Side plank (second round) @@ side plank | Side plank | | C
      7:20 Bird dog — one last time @@ bird dog | Bird dog | | B
      8:40 Thanks @@ .
    `,
  },
  {
    name: 'desc-i-talk-breaks-and-closings',
    note: 'Talk: regressions and when to stop, a tea break, drink breaks in other languages, opening and closing words.',
    title: 'Ankle Rehab Class – Live',
    duration: 1200,
    text: `
      0:00 Opening words @@ .
      1:00 Calf raises @@ calf raise | Calf raise | | LB
      3:00 Ankle alphabet @@ ankle alphabet | Ankle alphabet | | LB
      5:00 Tea break (stay seated) @@ .
      6:00 Pausa para beber água @@ .
      7:00 Single leg balance @@ single leg balance | Single leg balance | | LB
      9:00 Pause hydratation @@ .
      10:00 Heel walks @@ heel walk | Heel walk | | LB
      12:00 Regressions and when to stop @@ .
      14:00 Drinkpauze @@ .
      15:00 Closing remarks @@ .
    `,
  },
  {
    name: 'desc-i-bracketed-counts-and-hold-sets',
    note: 'Bare counts in brackets ("(12)", "{10}"), "(30 s each)", a count after a hold ("{15s ×3 each side}").',
    title: 'Shoulder Rehab – Phase 2',
    duration: 780,
    text: `
      0:00 Intro @@ .
      0:40 Band external rotation (12) @@ external rotation with band | External rotation with band | r12 | UB
      2:10 Wall slides {10} @@ wall slide | Wall slide | r10 | UB
      3:40 Sleeper stretch (30 s each) @@ sleeper stretch | Sleeper stretch | h30 each | UB
      5:10 Doorway pec stretch {15s ×3 each side} @@ doorway pec stretch | Doorway pec stretch | s3 h15 each | UB
      6:40 Scapular squeeze – 20 sec x 5 @@ scapular squeeze | Scapular squeeze | s5 h20 | UB
      8:20 Wrap up @@ .
    `,
  },
  {
    name: 'desc-i-regions-of-unknown-names',
    note: 'Names outside the lexicon whose words decide the region: arm curls, a halo, whole-body crawls and jacks.',
    title: 'Conditioning Accessories',
    duration: 960,
    text: `
      0:00 Intro @@ .
      0:40 Zottman curls 3x10 @@ zottman curls | Zottman curls | s3 r10 | UB
      2:20 Plate halo 2x8 @@ plate halo | Plate halo | s2 r8 | UB
      4:00 Lateral crab crawl 30 s @@ lateral crab crawl | Lateral crab crawl | h30 | FB
      5:40 Seal jacks x20 @@ seal jacks | Seal jacks | r20 | FB
      7:20 Sprawl to stand x8 @@ sprawl to stand | Sprawl to stand | r8 | FB
      9:00 Reverse nordics 3x6 @@ reverse nordics | Reverse nordics | s3 r6 | LB
      11:00 Cool down @@ .
    `,
  },
];
