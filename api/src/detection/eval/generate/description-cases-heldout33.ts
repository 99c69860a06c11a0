/**
 * Thirty-third held-out batch (heldout33), written before the engine was run on it even once: never tuned on. Formats
 * the earlier batches did not use, after searching the chapter files that video tools write and creators paste back
 * into descriptions (Subler's wiki on the chapter text formats it imports: mp4chaps' "00:00:00.000 Prologue
 * 00:00:19.987 Opening" and "the ogg text format… CHAPTER01=00:00:00.000 CHAPTER01NAME=Living Weapon"; a pastebin of
 * "CHAPTER02= 00:00:03.962 / CHAPTER02NAME=" lines and a gist that writes "CHAPTER{i}={t}… CHAPTER{i}NAME={prefix}";
 * DaVinci Resolve's manual on "Timeline Markers to EDL… Each Timeline marker is listed… with any notes" and its CMX
 * 3600 events "01:00:00:00 01:00:05:15", hours, minutes, seconds and frames), the LRC lyric format (Rockbox's "The time
 * tag must be in the form [mm:ss], [mm:ss.xx], or [mm:ss.xxx]… [ti:title] [ar:artist] [offset:offset (msec)]", a Rust
 * crate's "[00:12.00]Naku Penda Piya" with "[al: …]" and "[ti: …]" tags, a "length" tag for "How long the song is"),
 * the WebVTT chapters kind (the W3C draft: "WebVTT files provide captions or subtitles… and also… chapters for content
 * navigation"; MDN's "WEBVTT - This file has cues", a cue id, "NOTE"), YouTube's chapter panel ("a list that shows all
 * chapters of the video, including a preview thumbnail"; Vevo's "The hover-over title has a limit of 49 characters"), a
 * Korean guide's "Using range notation like 1:00 ~ 2:00 Intro: only start time should be used" and Japanese fitness
 * pages' ranges and doses ("1セット30秒", "20〜30秒キープ"), and clinic exercise-app print-outs (Peak Physio's "1Knee Extension
 * / 3 sets of 12 reps / Red Band", "2Crab Walk [Feet]", "3Heel Raise [Flat]", "4Wall Squat [Shallow] / 3 reps / 20
 * seconds", "Twice a day please", "Complete four times per week / Discontinue if pain exceeds 3/10"); the traps after
 * angling pages ("make five turns around the standing line… Wet the line and tighten the knot slowly", "Double 4 inches
 * of line to form a loop", "twist the working end around the main line 5-7 times"), phone repair write-ups ("A hair
 * dryer was conscripted to soften adhesive", "a suction cup to pull off the glass touch screen", "Connect the screen
 * again… the connectors are so tiny") and wallpapering guides ("create a plumb line", "fold the wallpaper, pasted side
 * to pasted side… This is called 'booking'", "a smoothing brush or plastic smoother to release air bubbles", "Add at
 * least two inches to the top and bottom"); and the number pages of Abkhaz (the Russian Wiktionary's table "акы | ҩба |
 * хҧа | ҧшьба | хуба/хәба… жәаба", "жәеиза | жәеҩа | жәаха | жәиҧшь | жәыху… ҩажәа", "ҩажәеи жәаба"; a Lingvoforum note
 * that ordinals are "относительные прилагательные"), Latgalian (the Latgalian Wikipedia's "Latgalīšu volūda irā baltu
 * volūdu grupai pīdarūša" and Latgola Radio's "Loba dīna!"; Bierzeņš on numerals in Latgalian, "writing of ordinal
 * numbers without a dot fits more to the Latgalian written tradition"; the Latvian lists "viens, divi, trīs… desmit…
 * piecpadsmit… divdesmit" that Latgalian shapes as vīns, div, treis… dasmit), Choctaw (Omniglot's "1 achʊfa… 2 tuklo… 3
 * tuchina… 5 tahlapi… 8 untuchina… 10 pokoli… 15 auahtahlapi… 20 pokoli tuklo" and the ordinals "tikba… atukla…
 * atuchina… isht aiushta… isht tahlapi"; a Chahta Anumpa lesson's "Ten (10): Pokoli"), Mooré (a French page's "1 yembo,
 * yembre, 2 yiibu, 3 tãabo, 4 naase, 5 nu… 10 piiga, 11 piig la a ye, 12 piig la a yi… 15 piig la a nu"; Phrasebase's
 * "numerals after noun heads"; a riddle blog's "Ney yibéogo!… Laafi") and Tausug (Omniglot's "10 hangpu'… 12 hangpu'
 * tagduwa… 15 hangpu' taglima… 20 kawhaan… 30 katluan" and the ordinals "hikaisa… hikadua… hikatū… hika'upat…
 * hikalima"; Tausug 101's "Hambuuk… is used when referring to the number or quantity of a subject"), with the sentences
 * around the numbers written from the labeller's own knowledge: a knee replacement video whose chapters are an OGM
 * chapter file pasted as it came out of the editor ("CHAPTER03= 00:01:55.500" then "CHAPTER03NAME=Static quads – 10 x 5
 * sec hold"), the times of day in the prose; a rotator cuff loading video whose chapters are editing markers in SMPTE
 * timecode with frames and a marker colour ("00:00:38:12 | Blue | Isometric ER into the door frame – 5 × 30 s"), the
 * frames explained in the prose and "90°" in a title; a care home's chair singalong whose description is an LRC lyric
 * file with centisecond clocks in brackets, the ID tags above (one a "[length: 06:10]" that is no chapter), a chorus
 * move repeated two chapters apart and a clapping chorus that is no exercise; a patellofemoral programme pasted from a
 * clinic app with the number glued to each name and the variant in square brackets ("0:45 1Knee Extension [Seated]"),
 * the dose and band on the lines below the chapter line; a Japanese knee video whose chapter clocks are followed by a
 * wave dash meaning "from" and an ideographic space ("1:55〜　②脚上げ（左右各10回）"), doses in 回, セット and 秒 ("5秒キープ×10回",
 * "10回×2セット", "左右30秒ずつ"); a Pilates class exported with mp4chaps millisecond clocks ("00:02:40.040 The hundred"), a
 * move repeated later in the class ("Pelvic curl again, ball between the knees – 8") and a rest position held; an ankle
 * sprain video whose chapters were copied from the chapter panel, so each title sits on the line above its clock under
 * "Chapters / View all"; a desk neck reset whose description pastes a WebVTT chapters track (cue ids, "00:00:30.000 -->
 * 00:01:30.000" and the title on the next line, a NOTE); a Sukhum physiotherapist's knee programme in Abkhaz with
 * Russian (new language) after "▸" with the ordinals "Актәи:", "Аҩбатәи:"… "Ахәбатәи:" and Abkhaz number words ("хәба
 * секунд, жәаба раз", "жәаба раз на каждую ногу", "ҩба подхода по жәеҩа", "жәыху раз", "ҩажәеи жәаба секунд на каждую
 * ногу"); a Rēzekne physiotherapist's hip programme in Latgalian (new language) after "—" with "Pyrmais /"… "Pīktais /"
 * and Latgalian number words ("pīcpadsmit reizis kotrai pusei", "div sērejis pa dasmit", "dasmit reizis kotrai kuojai",
 * "divpadsmit reizis kotrai kuojai", "treisdesmit sekundis kotrai pusei"); a Durant physical therapist's balance class
 * for elders in Choctaw and English (new language) with "Tikba —"… "Isht tahlapi —" and Choctaw number words ("pokoli
 * tuchina seconds", "pokoli tuklo seconds, each foot", "tuklo sets, untuchina", "auahtahlapi", "pokoli, each leg"); an
 * Ouagadougou physiotherapist's neck and shoulder programme in Mooré with French (new language) after "•" with "A
 * yembre ▹"… "A nu ▹" and Mooré numbers after French nouns ("tenir secondes a nu – fois piiga", "secondes pisi, chaque
 * côté", "fois piig la a nu", "séries a yiibu, fois piig la a yi", "secondes pis la piiga"); a Jolo physical
 * therapist's heel pain programme for market vendors in Tausug with English (new language) after "✧" with "Hika-isa –"…
 * "Hikalima –" and Tausug number words ("katluan segundo, tagsa-tagsa siki", "hangpu' taglima", "kawhaan segundo,
 * tagsa-tagsa siki", "duwa set, hangpu' tagduwa", "hambuuk minuto") — and three traps whose valid chapter lists hold no
 * exercise done by a person but turns, wraps, pulls, holds, stretches, kilos, seconds, sides, presses, pushes,
 * millimetres, minutes, drops and exercise words: a fishing knots video ("Double uni – 6 wraps each side, then pull the
 * standing lines apart", "Surgeon's loop – 2 passes, hold the loop and stretch it", "Strength test: 10 kg pull"), a
 * phone screen replacement ("Heat the edges – 60 seconds, both sides", "press the screen down – hold 30 s each edge",
 * "Clamp it for 10 minutes") and a wallpapering video ("push the bubbles to both sides", "up and down till it lines
 * up", "My shoulders after 12 drops = upper body workout"). Each case names activities in passing (the crutches, the
 * stairs and the ice; the telly; tea and biscuits; football, weddings and dancing; stickball and the festival; carrying
 * water on the head and the warba; basketball and pangalay) that must not start a segment.
 *
 * Labels: `type` is a common standard exercise name in lower case English when the move is a standard exercise (named
 * in any language, by a common variant or described: "Static quads" and "タオルつぶし" (squashing a towel) the quad sets,
 * "Knee bends in sitting (foot on a towel)" the seated knee flexion, "Knee straightening stretch – heel on a stool" the
 * knee extension stretch, "Isometric ER into the door frame" the isometric external rotation, "Side-lying ER" the side
 * lying external rotation, "Scaption to 90°" the scaption, "March your feet" sitting the seated march, "Arms up high,
 * reach for the sunshine" the arm raises, "Kick your legs out" sitting the long arc quad, "Knee Extension [Seated]"
 * with a band the long arc quad, "Crab Walk [Feet]" with a band round the feet the lateral band walk, "Heel Raise" the
 * calf raise, "Wall Squat" held the wall sit, "脚上げ" (leg lifts) the straight leg raise, "椅子からの立ち上がり" (standing up from
 * a chair) the sit to stand, "かかと上げ" (heel lifts) the calf raise, "太もも裏のストレッチ" (back of the thigh stretch) the
 * hamstring stretch, "Side-lying leg lifts" the side lying hip abduction, "Rest position" the child's pose, "Hops on
 * the spot" the pogo hops, "Band eversion" the ankle eversion with band, "Neck turns" the neck rotation, "Upper trap
 * stretch" the upper trapezius stretch, Abkhaz-Russian "валик под колено, прижать колено" (a roll under the knee, press
 * the knee) the quad sets, "поднять прямую ногу лёжа" (lift the straight leg lying) the straight leg raise, "сидя на
 * стуле, выпрямить колено" (sitting on the chair, straighten the knee) the long arc quad, "встать со стула без рук"
 * (stand up from the chair without the hands) the sit to stand, "нога на стуле, наклон вперёд" (the leg on a chair,
 * leaning forward) the hamstring stretch, Latgalian "Guļ iz sōna, ceļi salīkti, pacel augšejū ceļi" (lie on the side,
 * knees bent, lift the top knee) the clamshell, "Guļ iz mugoras, kuojis iz zemis, pacel gurnus" (lie on the back, feet
 * on the floor, lift the hips) the glute bridge, "Guļ iz sōna, pacel taisnu augšejū kuoju" (lie on the side, lift the
 * straight top leg) the side lying hip abduction, "Kuoja iz pakuopīņa, kuop augšā i zemē" (a foot on the step, step up
 * and down) the step up, "Ceļūs, vīna kuoja prīškā, gurnus iz prīšku" (kneeling, one foot forward, the hips forward)
 * the hip flexor stretch, "Heel to toe, holding the counter" the tandem stance, "Stand on one foot" the single leg
 * balance, "Up on your toes" the calf raise, "March in place, holding the chair" the standing march, French "Rentrer le
 * menton" (draw the chin in) the chin tuck, "Oreille vers l'épaule" (ear to the shoulder) the upper trapezius stretch,
 * "Rouler les épaules vers l'arrière" the shoulder roll, "Serrer les omoplates" the scapular squeeze, "Mains dans le
 * dos, ouvrir la poitrine" (hands behind the back, open the chest) the chest stretch, Tausug-English "Calf stretch ha
 * bungbung, tikud ha lupa'" (at the wall, the heel on the ground) the calf stretch, "Towel scrunches, tuwalya ha baba'
 * sin siki" the towel scrunches, "Pull the toes back" the plantar fascia stretch, "Heel raise ha hagdan" (on the step)
 * the calf raise, "Ligid in frozen bottle ha baba' sin siki" (roll a frozen bottle under the foot) the foot roll),
 * otherwise the author's words; the clean title is the author's name for the move in plain English letters, singular,
 * without the glued app numbers, the square-bracket variants, chapter-file keys, marker colours, song parts ("♪ Verse 1
 * –"), circled digits, abbreviations ("ER"), setup in brackets or doses (a named English standard title for the moves
 * described in another language). Each chapter line is its own segment: a move that comes back later in the list is a
 * second segment of that type, and a title on the line above its clock or the line below its cue timing belongs to that
 * clock. "2 x 10", "3 × 12", "3 × 10", "3 × 15", "3 sets of 12 reps", "2 sets of 10 reps", "10回×2セット" (ten times, two
 * sets), "ҩба подхода по жәеҩа", "div sērejis pa dasmit", "tuklo sets, untuchina", "séries a yiibu, fois piig la a yi"
 * and "duwa set, hangpu' tagduwa" are sets; "10 x 5 sec hold", "5 × 30 s", "3 × 30 s each", "3 reps / 20 seconds", "10
 * × 3 s", "5秒キープ×10回" and "хәба секунд, жәаба раз" are reps of a hold; "5 min", "30 seconds", "左右30秒ずつ", "20 s each
 * side", "hambuuk minuto" and a timed block in any language are holds; "each side", "each leg", "each way", "each
 * foot", "左右各", "左右…ずつ", "на каждую ногу", "kotrai pusei", "kotrai kuojai", "chaque côté" and "tagsa-tagsa siki" are
 * each; Abkhaz, Latgalian, Choctaw, Mooré and Tausug number words read as their numbers (хәба 5, жәаба 10, жәеҩа 12,
 * жәыху 15, ҩажәеи жәаба 30, ҩба 2; dasmit 10, divpadsmit 12, pīcpadsmit 15, treisdesmit 30, div 2; untuchina 8, pokoli
 * 10, auahtahlapi 15, pokoli tuklo 20, pokoli tuchina 30, tuklo 2; a nu 5, piiga 10, piig la a yi 12, piig la a nu 15,
 * pisi 20, pis la piiga 30, a yiibu 2; hangpu' 10, hangpu' tagduwa 12, hangpu' taglima 15, kawhaan 20, katluan 30, duwa
 * 2, hambuuk 1) and "раз", "reizis", "fois" and "回" are times. The frames, marker colours, chapter-file keys,
 * milliseconds and centiseconds, cue ids, the song's length, the times of day, the ice minutes, "90°", the pain scores,
 * the app's frequencies ("Complete four times per week", "Twice a day please"), "1日2回", the 2-hour rule, the 6 weeks,
 * the singalong's whole verse and the traps' turns, wraps, passes, centimetres, kilos, seconds, millimetres, minutes,
 * edges, drops, cuts and blades are no dose.
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesHeldOut33: DescriptionCaseSpec[] = [
  {
    name: 'desc-heldout33-ogm-chapter-file-knee-replacement',
    note: 'A knee replacement programme whose chapters are an OGM chapter file pasted as the editor wrote it, a "CHAPTERnn=hh:mm:ss.mmm" line and then a "CHAPTERnnNAME=" line with the title and dose ("CHAPTER03=00:01:55.500" / "CHAPTER03NAME=Static quads – 10 x 5 sec hold"), the times of day in the prose.',
    title: 'Total Knee Replacement – Weeks 2 to 6 Home Exercises (Follow Along)',
    duration: 480,
    text: `
      My chapters came out of the editing software like this – YouTube won't make them clickable, but you can still find your place. Do the programme twice a day; I did mine at 8:00 and again at 18:00 with the telly on. Ice for 15 minutes afterwards.

      CHAPTER01=00:00:00.000 @@ .
      CHAPTER01NAME=Welcome + how often
      CHAPTER02=00:00:40.000 @@ heel slides | Heel slide | r10 | LB
      CHAPTER02NAME=Heel slides – 10 reps
      CHAPTER03=00:01:55.500 @@ quad sets | Static quads | r10 h5 | LB
      CHAPTER03NAME=Static quads – 10 x 5 sec hold
      CHAPTER04=00:03:10.250 @@ straight leg raise | Straight leg raise | s2 r10 | LB
      CHAPTER04NAME=Straight leg raise – 2 x 10
      CHAPTER05=00:04:30.000 @@ seated knee flexion | Knee bend in sitting | r15 | LB
      CHAPTER05NAME=Knee bends in sitting (foot on a towel) – 15
      CHAPTER06=00:05:45.750 @@ knee extension stretch | Knee straightening stretch | h300 | LB
      CHAPTER06NAME=Knee straightening stretch – heel on a stool, 5 min
      CHAPTER07=00:07:00.000 @@ .
      CHAPTER07NAME=Crutches, stairs and icing
    `,
  },
  {
    name: 'desc-heldout33-smpte-frame-markers-rotator-cuff',
    note: 'A rotator cuff loading video whose chapters are editing markers pasted with SMPTE timecode (hours, minutes, seconds and frames) and a marker colour ("00:00:38:12 | Blue | Isometric ER into the door frame – 5 × 30 s", "00:02:05:03 | Blue | Side-lying ER, 1 kg – 3 × 12"), the frames explained in the prose and a degree sign in a title.',
    title: 'Rotator Cuff Tendinopathy – Stage 2 Loading (Isometrics to Isotonics) | Shoulder Physio',
    duration: 450,
    text: `
      Stage 2 of my rotator cuff tendinopathy series. Chapters are pasted straight from my edit markers (hh:mm:ss:ff at 25 fps) – the last two digits are frames, not seconds! Effort should feel 3–5/10; pain up to 3/10 is OK.

      00:00:00:00 | Green | Intro – where stage 2 starts @@ .
      00:00:38:12 | Blue | Isometric ER into the door frame – 5 × 30 s @@ isometric external rotation | Isometric external rotation | r5 h30 | UB
      00:02:05:03 | Blue | Side-lying ER, 1 kg – 3 × 12 @@ side lying external rotation | Side lying external rotation | s3 r12 | UB
      00:03:40:20 | Blue | Scaption to 90° – 3 × 10 @@ scaption | Scaption | s3 r10 | UB
      00:05:02:08 | Blue | Band row – 3 × 15 @@ band row | Band row | s3 r15 | UB
      00:06:20:00 | Red | Pain rules + when to move to stage 3 @@ .
    `,
  },
  {
    name: 'desc-heldout33-lrc-singalong-chair-class',
    note: 'A care home chair singalong whose description is an LRC lyric file for the big screen: ID tags first ("[ti:…]", "[ar:…]", "[by:…]", "[length: 06:10]"), then lines with centisecond clocks in brackets ("[00:32.50] ♪ Verse 1 – March your feet (keep going the whole verse)"), the chorus move repeated two chapters apart and a clapping chorus that is no exercise.',
    title: 'Sing & Move: Chair Exercises to "You Are My Sunshine" (Care Home Singalong)',
    duration: 370,
    text: `
      Words and timings for the big screen – our residents love following the karaoke lines. Everything is done sitting down. Let the staff know if anyone feels dizzy.

      [ti:You Are My Sunshine – Chair Exercise Singalong]
      [ar:Meadowbank Activities Team]
      [by:Karen]
      [length: 06:10]

      [00:00.00] Welcome, everybody – find a comfy chair @@ .
      [00:32.50] ♪ Verse 1 – March your feet (keep going the whole verse) @@ seated march | March your feet | | LB
      [01:20.00] ♪ Chorus – Arms up high, reach for the sunshine (8 reaches) @@ arm raises | Arms up high | r8 | UB
      [02:05.40] ♪ Verse 2 – Kick your legs out, 5 each leg @@ long arc quad | Kick your legs out | r5 each | LB
      [02:50.00] ♪ Chorus – Arms up high again (8 reaches) @@ arm raises | Arms up high | r8 | UB
      [03:35.20] ♪ Verse 3 – Shoulder rolls backwards (10) @@ shoulder roll | Shoulder roll | r10 | UB
      [04:20.00] ♪ Last chorus – clap and sing along! @@ .
      [05:10.00] Tea and biscuits 🍪 @@ .
    `,
  },
  {
    name: 'desc-heldout33-app-paste-glued-numbers-pfps',
    note: 'A patellofemoral pain programme pasted out of a clinic exercise app, each number glued to its name and the variant in square brackets ("0:45 1Knee Extension [Seated]", "2:10 2Crab Walk [Feet]", "4:50 4Wall Squat [Shallow]"), the dose, the band and the physio\'s note on the lines below each chapter line ("3 sets of 12 reps" / "Red Band", "3 reps" / "20 seconds", "Twice a day please"), the app\'s rules in the prose.',
    title: "Patellofemoral Pain – My Physio's Programme, Demonstrated (Straight From the App)",
    duration: 520,
    text: `
      My physio set this up in her exercise app and I've copied it straight out, so the numbers are glued to the names 🙈 Her rules: Complete four times per week. Discontinue if pain exceeds 3/10.

      0:00 Intro – my knee story + the app @@ .
      0:45 1Knee Extension [Seated] @@ long arc quad | Knee extension | s3 r12 | LB
      3 sets of 12 reps
      Red Band
      2:10 2Crab Walk [Feet] @@ lateral band walk | Crab walk | s3 r12 | LB
      3 sets of 12 reps
      Red Band
      3:35 3Heel Raise [Flat] @@ calf raise | Heel raise | s3 r12 | LB
      3 sets of 12 reps
      4:50 4Wall Squat [Shallow] @@ wall sit | Wall squat | r3 h20 | LB
      3 reps
      20 seconds
      6:05 5Step Down [Forward] @@ step down | Step down | s2 r10 | LB
      2 sets of 10 reps
      Twice a day please
      7:20 What I'd tell you after 6 weeks @@ .
    `,
  },
  {
    name: 'desc-heldout33-japanese-kara-wave-dash',
    note: 'A Japanese knee osteoarthritis video whose chapter clocks are followed by a wave dash meaning "from" and an ideographic space ("0:40〜　①タオルつぶし（5秒キープ×10回）"), circled numbers, and doses in 回, セット and 秒 with the reps before the sets ("10回×2セット", "左右各10回", "左右30秒ずつ"), a frequency in the prose.',
    title: '【膝の痛み】理学療法士が教える自宅でできる膝トレ5選｜変形性膝関節症',
    duration: 480,
    text: `
      変形性膝関節症の方向けに、自宅でできる膝のトレーニングを5つ紹介します。痛みが強い日は無理をせず、回数を減らしてください。1日2回、朝と夜がおすすめです。

      0:00〜　はじめに @@ .
      0:40〜　①タオルつぶし（5秒キープ×10回） @@ quad sets | Quad sets | r10 h5 | LB
      1:55〜　②脚上げ（左右各10回） @@ straight leg raise | Straight leg raise | r10 each | LB
      3:10〜　③椅子からの立ち上がり（10回×2セット） @@ sit to stand | Sit to stand | s2 r10 | LB
      4:25〜　④かかと上げ（20回） @@ calf raise | Calf raise | r20 | LB
      5:40〜　⑤太もも裏のストレッチ（左右30秒ずつ） @@ hamstring stretch | Hamstring stretch | h30 each | LB
      6:55〜　よくある質問・注意点 @@ .
    `,
  },
  {
    name: 'desc-heldout33-mp4chaps-millisecond-pilates',
    note: 'A Pilates mat class whose chapters were exported with mp4chaps, every clock with hours and milliseconds ("00:02:40.040 The hundred", "00:05:30.000 Side-lying leg lifts – 12 each side"), a move repeated later in the class ("Pelvic curl again, ball between the knees – 8"), a rest position held, and the class time in the prose.',
    title: 'Pilates Mat Class for Beginners – 12 Minutes, Gentle Core & Hips (Recorded Live)',
    duration: 780,
    text: `
      Exported with mp4chaps for the podcast-app version of this class, so the times have milliseconds – same chapters, just fussier. You need a mat, a small soft ball and a cushion. Recorded live on Thursday at 9:30.

      00:00:00.000 Welcome + breathing set-up @@ .
      00:01:12.480 Pelvic curl – 8 slow @@ pelvic curl | Pelvic curl | r8 | C
      00:02:40.040 The hundred (breathe in for 5, out for 5) @@ the hundred | The hundred | | C
      00:04:05.960 Single leg stretch – 10 each side @@ single leg stretch | Single leg stretch | r10 each | C
      00:05:30.000 Side-lying leg lifts – 12 each side @@ side lying hip abduction | Side lying leg lift | r12 each | LB
      00:07:45.320 Pelvic curl again, ball between the knees – 8 @@ pelvic curl | Pelvic curl | r8 | C
      00:09:10.000 Swan prep – 6 @@ swan prep | Swan prep | r6 | B
      00:10:35.700 Rest position – 30 seconds @@ child's pose | Rest position | h30 | B
      00:11:30.000 Stand up slowly + see you Thursday @@ .
    `,
  },
  {
    name: 'desc-heldout33-chapter-panel-copy-ankle',
    note: 'An ankle sprain video whose chapters were copied from YouTube\'s chapter panel and pasted back, so "Chapters" and "View all" head the list and each title sits on the line above its clock ("Single-leg balance – 3 × 30 s each" then "1:40"), the dose in the title line.',
    title: 'Ankle Sprain Rehab – Phase 2: Balance & Strength (Follow Along)',
    duration: 540,
    text: `
      Phase 2 after an ankle sprain: balance and strength. (I copied the chapter list from the app for my blog and pasted it back here, so the times are under the titles – tap them to jump.) Do this 3–4 times a week.

      Chapters
      View all
      Intro
      0:00 @@ .
      Why balance matters after a sprain
      0:35 @@ .
      Single-leg balance – 3 × 30 s each
      1:40 @@ single leg balance | Single leg balance | r3 h30 each | LB
      Heel raises – 3 × 15
      3:20 @@ calf raise | Heel raise | s3 r15 | LB
      Band eversion – 2 × 15
      4:50 @@ ankle eversion with band | Band eversion | s2 r15 | LB
      Hops on the spot – 3 × 20
      6:10 @@ pogo hops | Hop on the spot | s3 r20 | LB
      Back-to-sport checklist
      7:30 @@ .
    `,
  },
  {
    name: 'desc-heldout33-webvtt-chapters-track-desk-neck',
    note: 'A desk neck reset whose description pastes the WebVTT chapters track the course platform uses: the "WEBVTT" header, a NOTE, cue ids, cue timings with start and end ("00:00:30.000 --> 00:01:30.000") and the chapter title with its dose on the line below ("Chin tucks – 10 × 3 s", "Neck turns – 5 each way").',
    title: 'Neck Pain at the Desk – 7 Minute Reset (Follow Along at Your Desk)',
    duration: 420,
    text: `
      We publish this course on our own platform too, and it uses a WebVTT chapters track – here it is pasted as-is, so you get the same sections on YouTube. Set a reminder to do this every 2 hours at your desk.

      WEBVTT

      NOTE chapters track, desk reset v2

      1
      00:00:00.000 --> 00:00:30.000 @@ .
      Intro

      2
      00:00:30.000 --> 00:01:30.000 @@ chin tuck | Chin tuck | r10 h3 | N
      Chin tucks – 10 × 3 s

      3
      00:01:30.000 --> 00:02:30.000 @@ neck rotation | Neck turn | r5 each | N
      Neck turns – 5 each way

      4
      00:02:30.000 --> 00:03:40.000 @@ upper trapezius stretch | Upper trap stretch | h20 each | N
      Upper trap stretch – 20 s each side

      5
      00:03:40.000 --> 00:04:50.000 @@ shoulder roll | Shoulder roll | r10 | UB
      Shoulder rolls – 10 backwards

      6
      00:04:50.000 --> 00:07:00.000 @@ .
      Back to work + the 2-hour rule
    `,
  },
  {
    name: 'desc-heldout33-abkhaz-ashamkhy',
    note: 'A Sukhum physiotherapist\'s knee programme in Abkhaz with Russian (new language) after "▸" with the ordinals "Актәи:", "Аҩбатәи:"… "Ахәбатәи:", every move described in Russian, and the dose in Abkhaz number words ("хәба секунд, жәаба раз", "жәаба раз на каждую ногу", "ҩба подхода по жәеҩа", "жәыху раз", "ҩажәеи жәаба секунд на каждую ногу"); welcome, advice and thanks chapters, and football and wedding dancing named in the prose.',
    title: 'Ашьамхы ахьаа – хәба упражнениа дома | Физиотерапевт (аԥсышәала и по-русски)',
    duration: 580,
    text: `
      Упражнения для колена на абхазском и русском. Если колено опухло или стало горячим – к врачу. Про футбол и танцы на свадьбе поговорим в другом видео.

      0:00 ▸ Бзиала шәаабеит! @@ .
      0:40 ▸ Актәи: лёжа, валик под колено, прижать колено – хәба секунд, жәаба раз @@ quad sets | Quad sets | r10 h5 | LB
      1:55 ▸ Аҩбатәи: другая нога согнута, поднять прямую ногу лёжа – жәаба раз на каждую ногу @@ straight leg raise | Straight leg raise | r10 each | LB
      3:10 ▸ Ахԥатәи: сидя на стуле, выпрямить колено – ҩба подхода по жәеҩа @@ long arc quad | Long arc quad | s2 r12 | LB
      4:25 ▸ Аԥшьбатәи: встать со стула без рук и медленно сесть – жәыху раз @@ sit to stand | Sit to stand | r15 | LB
      5:40 ▸ Ахәбатәи: нога на стуле, наклон вперёд с прямой спиной – ҩажәеи жәаба секунд на каждую ногу @@ hamstring stretch | Hamstring stretch | h30 each | LB
      6:55 ▸ Рекомендации @@ .
      8:15 ▸ Иҭабуп! @@ .
    `,
  },
  {
    name: 'desc-heldout33-latgalian-gurns',
    note: 'A Rēzekne physiotherapist\'s hip programme in Latgalian (new language) after "—" with the ordinals "Pyrmais /", "Ūtrais /"… "Pīktais /", every move described, and the dose in Latgalian number words ("pīcpadsmit reizis kotrai pusei", "div sērejis pa dasmit", "dasmit reizis kotrai kuojai", "divpadsmit reizis kotrai kuojai", "treisdesmit sekundis kotrai pusei"); welcome, advice and thanks chapters, and singing and dancing named in the prose.',
    title: 'Gurnys sōpes? Pīci vingrynuojumi sātā | Fizioterapeits (latgaliski)',
    duration: 580,
    text: `
      Vīnkuorši vingrynuojumi gurnam. Ja sōpe īt iz kuoju voi napuorīt, ej pi dakteri. Par dzīduošonu i dancim runuosim cytā video.

      0:00 — Loba dīna! @@ .
      0:40 — Pyrmais / Guļ iz sōna, ceļi salīkti, pacel augšejū ceļi – pīcpadsmit reizis kotrai pusei @@ clamshell | Clamshell | r15 each | LB
      1:55 — Ūtrais / Guļ iz mugoras, kuojis iz zemis, pacel gurnus – div sērejis pa dasmit @@ glute bridge | Glute bridge | s2 r10 | LB
      3:10 — Trešais / Guļ iz sōna, pacel taisnu augšejū kuoju – dasmit reizis kotrai kuojai @@ side lying hip abduction | Side lying hip abduction | r10 each | LB
      4:25 — Catūrtais / Kuoja iz pakuopīņa, kuop augšā i zemē – divpadsmit reizis kotrai kuojai @@ step up | Step up | r12 each | LB
      5:40 — Pīktais / Ceļūs, vīna kuoja prīškā, gurnus iz prīšku – treisdesmit sekundis kotrai pusei @@ hip flexor stretch | Hip flexor stretch | h30 each | LB
      6:55 — Padūmi @@ .
      8:15 — Paļdis! @@ .
    `,
  },
  {
    name: 'desc-heldout33-choctaw-elders-balance',
    note: 'A Durant physical therapist\'s balance class for elders in Choctaw and English (new language) with the ordinals "Tikba —", "Atukla —"… "Isht tahlapi —", the moves in English, and the dose in Choctaw number words ("pokoli tuchina seconds", "pokoli tuklo seconds, each foot", "tuklo sets, untuchina", "auahtahlapi", "pokoli, each leg"); greeting, advice and thanks chapters, and stickball and the festival named in the prose.',
    title: 'Balance for Our Elders – Chahta Anumpa & English | Physical Therapy at the Community Center',
    duration: 580,
    text: `
      Halito! Balance and leg strength for our elders, in Chahta and English. Stand by a counter or a sturdy chair. If you feel dizzy, sit down. Stickball and the Labor Day festival we'll talk about another time.

      0:00 Halito, chim achukma? @@ .
      0:40 Tikba — Heel to toe, holding the counter — pokoli tuchina seconds @@ tandem stance | Tandem stance | h30 | LB
      1:55 Atukla — Stand on one foot — pokoli tuklo seconds, each foot @@ single leg balance | Single leg balance | h20 each | LB
      3:10 Atuchina — Sit to stand, no hands — tuklo sets, untuchina @@ sit to stand | Sit to stand | s2 r8 | LB
      4:25 Isht aiushta — Up on your toes, holding the chair — auahtahlapi @@ calf raise | Calf raise | r15 | LB
      5:40 Isht tahlapi — March in place, holding the chair — pokoli, each leg @@ standing march | Standing march | r10 each | LB
      6:55 Good advice for every day @@ .
      8:15 Yakoke! @@ .
    `,
  },
  {
    name: 'desc-heldout33-moore-nuuga-kumbo',
    note: 'An Ouagadougou physiotherapist\'s neck and shoulder programme in Mooré with French (new language) after "•" with the labels "A yembre ▹", "A yiibu ▹"… "A nu ▹", every move described in French, and Mooré numbers after the French nouns ("tenir secondes a nu – fois piiga", "secondes pisi, chaque côté", "fois piig la a nu", "séries a yiibu, fois piig la a yi", "secondes pis la piiga"); greeting, advice and thanks chapters, and carrying water on the head, football and the warba named in the prose.',
    title: 'Ne y yibeoogo ! Exercices pour le cou et les épaules | Kiné à Ouaga (mooré + français)',
    duration: 580,
    text: `
      Pour les femmes qui portent l'eau et les charges sur la tête, et pour tous ceux qui ont mal au cou. En mooré et en français. Si la douleur descend dans le bras, allez voir le médecin. Le football et la danse warba, ce sera pour une autre vidéo.

      0:00 • Ne y yibeoogo ! @@ .
      0:40 • A yembre ▹ Rentrer le menton, tenir secondes a nu – fois piiga @@ chin tuck | Chin tuck | r10 h5 | N
      1:55 • A yiibu ▹ Oreille vers l'épaule – secondes pisi, chaque côté @@ upper trapezius stretch | Upper trapezius stretch | h20 each | N
      3:10 • A tãabo ▹ Rouler les épaules vers l'arrière – fois piig la a nu @@ shoulder roll | Shoulder roll | r15 | UB
      4:25 • A naase ▹ Serrer les omoplates – séries a yiibu, fois piig la a yi @@ scapular squeeze | Scapular squeeze | s2 r12 | UB
      5:40 • A nu ▹ Mains dans le dos, ouvrir la poitrine – secondes pis la piiga @@ chest stretch | Chest stretch | h30 | UB
      6:55 • Conseils @@ .
      8:15 • Barka ! @@ .
    `,
  },
  {
    name: 'desc-heldout33-tausug-tikud',
    note: 'A Jolo physical therapist\'s heel pain programme for market vendors in Tausug with English (new language) after "✧" with the ordinals "Hika-isa –", "Hikaduwa –"… "Hikalima –", the moves named in English and Tausug, and the dose in Tausug number words ("katluan segundo, tagsa-tagsa siki", "hangpu\' taglima", "kawhaan segundo, tagsa-tagsa siki", "duwa set, hangpu\' tagduwa", "hambuuk minuto"); greeting, tips and thanks chapters, and basketball and the pangalay named in the prose.',
    title: 'Sakit in tikud? Lima exercise para ha plantar fasciitis | Physical therapist (Bahasa Sūg)',
    duration: 580,
    text: `
      Para ha manga nagdaragang ha tabu' nakatindug adlaw-adlaw. Bang mabaga' in siki atawa di' makalakad, adtu ha duktur. In basketball iban pangalay, bichalahun ta ha dugaing video.

      0:00 ✧ Assalamu alaykum! @@ .
      0:40 ✧ Hika-isa – Calf stretch ha bungbung, tikud ha lupa' – katluan segundo, tagsa-tagsa siki @@ calf stretch | Calf stretch | h30 each | LB
      1:55 ✧ Hikaduwa – Towel scrunches, tuwalya ha baba' sin siki – hangpu' taglima @@ towel scrunches | Towel scrunches | r15 | LB
      3:10 ✧ Hikatū – Pull the toes back, plantar fascia stretch – kawhaan segundo, tagsa-tagsa siki @@ plantar fascia stretch | Plantar fascia stretch | h20 each | LB
      4:25 ✧ Hika'upat – Heel raise ha hagdan – duwa set, hangpu' tagduwa @@ calf raise | Heel raise | s2 r12 | LB
      5:40 ✧ Hikalima – Ligid in frozen bottle ha baba' sin siki – hambuuk minuto @@ foot roll | Foot roll | h60 | LB
      6:55 ✧ Manga tips @@ .
      8:15 ✧ Magsukul! @@ .
    `,
  },
  {
    name: 'desc-heldout33-trap-fishing-knots',
    note: 'A fishing knots video, with a valid chapter list and no exercise done by a person, whose chapters give turns, wraps, passes, pulls, holds, stretches, sides, centimetres and kilos ("Improved clinch – 5 to 7 turns, wet it, pull tight", "Double uni – 6 wraps each side, then pull the standing lines apart", "Surgeon\'s loop – 2 passes, hold the loop and stretch it", "Strength test: 10 kg pull on the scales"); no captions.',
    title: "5 Fishing Knots Every Angler Needs (Clinch, Palomar, Uni, FG, Surgeon's Loop) + Strength Test",
    duration: 840,
    text: `
      Practise these at home with a bit of old line before your next trip. Wet every knot before you pull it tight – the friction heat weakens mono. Tag ends trimmed to 3 mm.

      0:00 Why knots fail @@ .
      0:45 Improved clinch – 5 to 7 turns, wet it, pull tight @@ .
      2:30 Palomar – double 15 cm of line, overhand, pull both ends @@ .
      4:10 Double uni – 6 wraps each side, then pull the standing lines apart @@ .
      6:00 FG knot – 20 wraps under tension, then 10 half hitches @@ .
      9:15 Surgeon's loop – 2 passes, hold the loop and stretch it @@ .
      11:00 Strength test: 10 kg pull on the scales @@ .
      12:40 Which knot for which fish @@ .
    `,
  },
  {
    name: 'desc-heldout33-trap-phone-screen-replacement',
    note: 'A phone screen replacement video, with a valid chapter list and no exercise done by a person, whose chapters give seconds, sides, lifts, holds, millimetres, pushes, presses, edges and minutes ("Heat the edges – 60 seconds, both sides", "Suction cup: lift and hold, then slide the pick in 2 mm", "never push deeper than 3 mm", "press the screen down – hold 30 s each edge", "Clamp it for 10 minutes"); no captions.',
    title: 'Phone Screen Replacement at Home – Step by Step (Heat, Pry, Swap, Reseal)',
    duration: 1020,
    text: `
      Parts and tools linked below. Power the phone off and run the battery below 25% first. Keep track of your screws – they're all different lengths!

      0:00 Tools + safety @@ .
      1:10 Heat the edges – 60 seconds, both sides @@ .
      3:00 Suction cup: lift and hold, then slide the pick in 2 mm @@ .
      5:20 Cut the adhesive – slide round, never push deeper than 3 mm @@ .
      7:45 Disconnect the battery first! @@ .
      10:10 Swap the earpiece bracket + sensor flex @@ .
      13:00 New adhesive, press the screen down – hold 30 s each edge @@ .
      15:10 Clamp it for 10 minutes + test @@ .
    `,
  },
  {
    name: 'desc-heldout33-trap-wallpaper-hanging',
    note: 'A wallpapering video, with a valid chapter list and no exercise done by a person, whose chapters give drops, centimetres, pushes, sides, ups and downs, cuts and a workout joke ("Paste the wall: one drop plus 5 cm either side", "Smooth from the middle out – push the bubbles to both sides", "up and down till it lines up", "My shoulders after 12 drops = upper body workout"); no captions.',
    title: 'How to Hang Wallpaper Like a Decorator (Paste-the-Wall, Pattern Matching, Clean Trims)',
    duration: 1080,
    text: `
      Paste-the-wall paper this time, so no soaking or booking needed. Start next to the window and work away from the light. You'll need a plumb line, a pasting brush, a smoother and a sharp knife.

      0:00 What you need @@ .
      1:20 Plumb line – mark your first drop @@ .
      3:05 Paste the wall: one drop plus 5 cm either side @@ .
      5:15 Hang the first drop – slide it to the line @@ .
      7:30 Smooth from the middle out – push the bubbles to both sides @@ .
      9:45 Match the pattern – the next drop, up and down till it lines up @@ .
      12:20 Trim top and bottom, new blade every 3 cuts @@ .
      15:00 My shoulders after 12 drops = upper body workout 😅 @@ .
    `,
  },
];
