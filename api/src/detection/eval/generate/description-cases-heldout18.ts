/**
 * Eighteenth held-out batch (heldout18), written before the engine was run on it even once: never tuned on. Formats the
 * earlier batches did not use, after searching public antenatal physio pages ("From week 16-20… avoid lying on your
 * back"), speech and language therapy swallowing programmes ("Hold the head-raised position for 60 seconds, repeat 3
 * times", "30 consecutive head lifts", "Repeat this exercise 5-10 times, three times per day"), Pomodoro study pages
 * (25/5 cycles, "stand up, stretch"), RAMP warm-up guides (Raise, Activate and Mobilise, Potentiate), cardiac rehab
 * circuit sheets, CPR guidance, sourdough bake-day timelines and Yoruba, Malayalam and Kyrgyz health pages: a Notion
 * checklist pasted as markdown, each chapter a task ("- [ ] `0:55` **Clamshells** — *2 × 15 each side* · 🟢 band", a "##"
 * heading above and a "> 💡 Tip" quote below); an antenatal list with trimester ticks after a pipe ("| T1 ✅ T2 ✅ T3 ⚠️
 * (hold the worktop)", "T3 ❌ (on your back)") and two pelvic-floor chapters in a row; a swallowing programme after
 * head and neck cancer with the Shaker exercise filmed as two chapters ("holds: 3 × 60 s, 1 min rest between", "lifts:
 * 30 in a row") and moves outside the usual lists (chin tuck against resistance, Masako, effortful swallow, Mendelsohn
 * manoeuvre, tongue press); a two-hour "study with me" whose Pomodoro focus blocks ("🍅 Focus 3 (25 min)") are talk-free
 * chapters between stretch breaks and whose clocks run past the hour ("1:27:00 ☕ Break 3 – …"); a netball RAMP warm-up
 * with a phase letter before "▸" ("A ▸ Glute bridges – 2 × 10", "P ▸ Pogo hops – 2 × 20"), laps and metres as
 * distances ("2 lengths", "4 × 5 m") and "10 + 10"; a cardiac rehab circuit with "Stn n ·" and "AR ·" (active recovery)
 * labels, "@ RPE 11–13", "HR under 100", a load ("1–2 kg (tins of beans are fine)") and a pulse check ("count 15 s × 4");
 * Yoruba after "◇" with the dose in Yoruba words and digits ("ìgbà 10", "ìgbà 10 fún ẹsẹ̀ kọ̀ọ̀kan", "ìṣẹ́jú-àáyá 20 fún ẹsẹ̀
 * kọ̀ọ̀kan", "ìgbésẹ̀ 10", "ìgbà 10, lẹ́ẹ̀mejì", new as a list), Malayalam with the dose in mathematical angle brackets
 * ("⟨ഓരോ ദിശയിലും 10 തവണ⟩", "⟨2 സെറ്റ് × 10 തവണ⟩", "⟨20 സെക്കൻഡ് പിടിക്കുക, 3 തവണ⟩", new as a list) and Kyrgyz after "⏵"
 * with described moves and the Russian "подход" for a set ("ар бир бутка 20 секунд", "2 подход × 12 жолу", "ар бир
 * тарапка 8 жолу", "30 секунд, 2 жолу", new as a list) — and three traps whose valid chapter lists hold no exercise at
 * all but counts, rates, holds and sets: a workplace CPR refresher ("Chest compressions – 30 at 100–120/min, 5–6 cm
 * deep", "Cycles of 30:2 – swap every 2 min", "Check breathing – 10 seconds"), a sourdough bake day ("Stretch & fold –
 * set 1 of 4", "sets 2–4, 30 min apart", "Coil folds – 2 sets", "bench rest 20 min") and a British Sign Language lesson
 * whose chapters name the signs for exercises and doses ("SQUAT", "PRESS-UP", "PLANK – and how to sign 'hold for 30
 * seconds'", "'3 sets of 10' in BSL grammar").
 *
 * Labels: `type` is a common standard exercise name in lower case English when the move is a standard exercise (named
 * in any language or by a common variant, or described: "Side plank from the knees" is the side plank, "Squat to a
 * chair" the squat, "Bridge" the glute bridge, "Mini-band lateral walks" the lateral band walk, "Birth ball hip circles"
 * the hip circles, "Pelvic floor slow holds" and "quick flicks" the kegel, "Step downs off the bottom stair" the step
 * down, "March on the spot" the standing march, "Wall press-ups" the wall push up, Yoruba "Rírìn ní ìlà tààrà, gìgísẹ̀
 * kan ọmọ-ìka ẹsẹ̀" (walking in a straight line, heel to toe) the tandem walk, Malayalam "വിരലുകൾ ചുമരിലൂടെ മുകളിലേക്ക്
 * നടത്തുക" (walk the fingers up the wall) the wall walk, Kyrgyz "Тизелерди капталга түшүрүү" (lower the knees to the
 * side) the lower trunk rotation), otherwise the author's words (the swallowing exercises, "drop landing" for "Drop and
 * stick", "reaction sprints", "lateral shuffle" for "Side-step to the third line and back"); the clean title is that
 * name, without task boxes, backticks, bold and italic marks, phase letters, station labels, ticks or emoji. "10 + 10"
 * on a one-sided move is 10 each side; "8 each way" and "ар бир тарапка" are each; "ìgbà 10, lẹ́ẹ̀mejì" (10 times,
 * twice) is 2 sets of 10; "10 × 10 s squeeze" is 10 reps of a 10 s hold and "3 × 60 s" 3 reps of a 60 s hold; "hold the
 * lift 2 s, 5 times" is 5 reps of a 2 s hold; "ìgbésẹ̀ 10" (10 steps) is 10 reps; "4 × 5 m" is 4 sets, the metres no dose
 * (as "4 × 80 m" was in heldout11); a timed block ("1 min", "3 min", "45 s") is a hold; trimester ticks, weeks of
 * pregnancy, Pomodoro lengths ("(25 min)"), RPE, heart rates, loads, band colours, squeezes and pauses at the top,
 * rests, laps, metres and frequencies are no dose; each chapter line is its own segment, so the Shaker holds and lifts
 * are two segments and each active-recovery march is its own.
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesHeldOut18: DescriptionCaseSpec[] = [
  {
    name: 'desc-heldout18-notion-checklist-export',
    note: 'A Notion checklist pasted as markdown: a "##" heading, each chapter a task ("- [x]" / "- [ ]") with the clock in backticks, the name in bold and the dose in italics ("— *2 × 15 each side* · 🟢 band", "*3 × 12*, 2 s squeeze at the top", "*3 × 20 s each side*", "*45 s*"), and a "> 💡 Tip" quote below; band colours and the squeeze are no dose.',
    title: 'Hip & Knee Strength – Week 2 Checklist Follow-Along (Notion Template in Description)',
    duration: 780,
    text: `
      My clients get this as a Notion checklist. Copy it into your own workspace and tick things off as you go 👇

      ## Week 2 – Session A
      - [x] \`0:00\` **Welcome + what changed from week 1** @@ .
      - [ ] \`0:55\` **Clamshells** — *2 × 15 each side* · 🟢 band @@ clamshell | Clamshell | s2 r15 each | LB
      - [ ] \`2:40\` **Glute bridge** — *3 × 12*, 2 s squeeze at the top @@ glute bridge | Glute bridge | s3 r12 | LB
      - [ ] \`4:35\` **Split squat (hands on a chair)** — *2 × 8 each leg* @@ split squat | Split squat | s2 r8 each | LB
      - [ ] \`6:50\` **Step downs off the bottom stair** — *10 each leg* @@ step down | Step down | r10 each | LB
      - [ ] \`8:45\` **Side plank from the knees** — *3 × 20 s each side* @@ side plank | Side plank | s3 h20 each | C
      - [ ] \`10:30\` **Wall sit** — *45 s* @@ wall sit | Wall sit | h45 | LB
      - [ ] \`11:50\` **Done! Log it** ✍️ @@ .

      > 💡 Tip: duplicate this page every week. Band colours: 🟢 light, 🔵 medium.
    `,
  },
  {
    name: 'desc-heldout18-antenatal-trimester-ticks',
    note: 'An antenatal strength and pelvic-floor session with trimester ticks after a pipe ("| T1 ✅ T2 ✅ T3 ⚠️ (hold the worktop)", "T3 ❌ (on your back)"), no dose; "16 weeks" in the prose; two pelvic-floor chapters in a row ("slow holds — 10 × 10 s", "quick flicks — 10"), each its own segment; "8 slow" and "8 each way".',
    title: 'Pregnancy-Safe Strength & Pelvic Floor – 15 Minutes (Women’s Health Physio)',
    duration: 900,
    text: `
      A gentle session for any stage of pregnancy. The ticks show which trimesters each exercise suits: ✅ yes · ⚠️ modify · ❌ skip. Check with your midwife or obstetrician first. From about 16 weeks, avoid lying flat on your back for long.

      0:00 Hello, and is this safe for me? @@ .
      1:10 Pelvic floor slow holds — 10 × 10 s | T1 ✅ T2 ✅ T3 ✅ @@ kegel | Kegel | r10 h10 | C
      2:45 Pelvic floor quick flicks — 10 | T1 ✅ T2 ✅ T3 ✅ @@ kegel | Kegel | r10 | C
      3:40 Side-lying clams — 12 each side | T1 ✅ T2 ✅ T3 ✅ @@ clamshell | Clamshell | r12 each | LB
      5:30 Squat to a chair — 2 × 10 | T1 ✅ T2 ✅ T3 ⚠️ (hold the worktop) @@ squat | Squat | s2 r10 | LB
      7:20 Wall press-ups — 12 | T1 ✅ T2 ✅ T3 ✅ @@ wall push up | Wall push up | r12 | UB
      9:00 Cat-cow on all fours — 8 slow | T1 ✅ T2 ✅ T3 ✅ @@ cat cow | Cat cow | r8 | B
      10:40 Bridge — 10 | T1 ✅ T2 ⚠️ T3 ❌ (on your back) @@ glute bridge | Glute bridge | r10 | LB
      12:10 Birth ball hip circles — 8 each way | T1 ✅ T2 ✅ T3 ✅ @@ hip circles | Hip circles | r8 each | LB
      13:40 Rest on your left side + what's next @@ .
    `,
  },
  {
    name: 'desc-heldout18-swallowing-programme',
    note: 'A speech and language therapist\'s swallowing programme after head and neck cancer with the Shaker exercise filmed as two chapters ("holds: 3 × 60 s, 1 min rest between", "lifts: 30 in a row"), each its own segment, and moves outside the usual lists (chin tuck against resistance "10 × 10 s squeeze", Masako "10 swallows", effortful swallow, Mendelsohn "hold the lift 2 s, 5 times", tongue press "10 × 3 s"); "3 times a day" and the rest are no dose.',
    title: 'Swallowing Exercises After Head & Neck Cancer Treatment | Speech & Language Therapist',
    duration: 840,
    text: `
      Your swallowing exercise programme, demonstrated. Only do the exercises your speech and language therapist (SLT) has ticked on your sheet. Do them 3 times a day, without food or drink unless your SLT says otherwise.

      0:00 Welcome – why swallowing exercises help @@ .
      1:05 Shaker exercise (head lift) – holds: 3 × 60 s, 1 min rest between @@ shaker exercise | Shaker exercise | r3 h60 | N
      3:40 Shaker exercise – lifts: 30 in a row @@ shaker exercise | Shaker exercise | r30 | N
      5:10 Chin tuck against resistance (ball under the chin) – 10 × 10 s squeeze @@ chin tuck against resistance | Chin tuck against resistance | r10 h10 | N
      6:50 Masako (tongue-hold swallow) – 10 swallows @@ masako | Masako | r10
      8:05 Effortful swallow – 10, push hard with the tongue @@ effortful swallow | Effortful swallow | r10
      9:20 Mendelsohn manoeuvre – hold the lift 2 s, 5 times @@ mendelsohn manoeuvre | Mendelsohn manoeuvre | r5 h2
      10:45 Tongue press against the roof of the mouth – 10 × 3 s @@ tongue press | Tongue press | r10 h3
      12:00 Keeping a diary, and when to call us @@ .
    `,
  },
  {
    name: 'desc-heldout18-study-with-me-stretch-breaks',
    note: 'A two-hour "study with me" whose Pomodoro focus blocks ("🍅 Focus 1 (25 min)") are talk-free chapters between a physio student\'s stretch breaks ("☕ Break 1 – neck side stretch, 20 s each side"), clocks past the hour ("1:27:00", "1:57:00"); the block lengths are no dose.',
    title: '2-HOUR STUDY WITH ME 📚 Pomodoro 25/5 With a Physio Student’s Stretch Breaks (Rain Sounds, No Music)',
    duration: 7800,
    text: `
      Study with me for two hours! 25 minutes of focus, then I lead a 5-minute stretch break (I'm a physio student, so your neck is in good hands 😄). Timer on screen, rain sounds only.

      0:00 Intro + set your goals @@ .
      2:00 🍅 Focus 1 (25 min) @@ .
      27:00 ☕ Break 1 – neck side stretch, 20 s each side @@ neck side bend | Neck side bend | h20 each | N
      32:00 🍅 Focus 2 (25 min) @@ .
      57:00 ☕ Break 2 – standing back extension × 10 @@ standing back extension | Standing back extension | r10 | B
      1:02:00 🍅 Focus 3 (25 min) @@ .
      1:27:00 ☕ Break 3 – wrist flexor stretch, 20 s each arm @@ wrist flexor stretch | Wrist flexor stretch | h20 each | UB
      1:32:00 🍅 Focus 4 (25 min) @@ .
      1:57:00 🌿 Long break – hip flexor stretch, 30 s each side, then a walk to the kitchen @@ hip flexor stretch | Hip flexor stretch | h30 each | LB
      2:07:00 How did you do? + outro @@ .
    `,
  },
  {
    name: 'desc-heldout18-ramp-netball-phase-letters',
    note: 'A netball RAMP warm-up with a phase letter before "▸" ("R ▸", "A ▸", "M ▸", "P ▸"), laps and metres as distances ("2 lengths", "4 × 5 m" is 4 sets), "10 + 10" (each side), "10 steps each way", "3 each side" and a pause in the landing ("hold the landing 2 s") that is no dose.',
    title: 'Netball Warm-Up Using RAMP – U15 Squad (Copy This for Your Team)',
    duration: 960,
    text: `
      The warm-up our U15s do before every match and training, built with the RAMP model: R = Raise, A = Activate, M = Mobilise, P = Potentiate. Cones on the third lines.

      0:00 Why RAMP, and how long it takes @@ .
      0:50 R ▸ Jumping jacks – 30 @@ jumping jacks | Jumping jacks | r30 | FB
      2:05 R ▸ Side-step to the third line and back – 2 lengths @@ lateral shuffle | Lateral shuffle | | LB
      3:30 A ▸ Glute bridges – 2 × 10 @@ glute bridge | Glute bridge | s2 r10 | LB
      5:00 A ▸ Mini-band lateral walks – 10 steps each way @@ lateral band walk | Lateral band walk | r10 each | LB
      6:45 M ▸ World's greatest stretch – 3 each side @@ world's greatest stretch | World's greatest stretch | r3 each | FB
      8:20 M ▸ Leg swings – 10 + 10 @@ leg swings | Leg swings | r10 each | LB
      9:50 P ▸ Pogo hops – 2 × 20 @@ pogo hops | Pogo hops | s2 r20 | LB
      11:15 P ▸ Drop and stick (hold the landing 2 s) – 6 @@ drop landing | Drop landing | r6 | LB
      12:40 P ▸ Reaction sprints from the centre circle – 4 × 5 m @@ reaction sprints | Reaction sprints | s4 | LB
      14:00 Into the ball work @@ .
    `,
  },
  {
    name: 'desc-heldout18-cardiac-rehab-stations',
    note: 'A phase III cardiac rehab circuit with "Stn n ·" and "AR ·" (active recovery) labels, "@ RPE 11–13", "HR under 100", a load ("1–2 kg (tins of beans are fine)") and a pulse check ("count 15 s × 4") that are no dose; every station and every recovery march is a 1-minute hold, each its own segment; a 3-minute warm-up march.',
    title: 'Cardiac Rehab Circuit at Home – Phase III (Follow Along, 22 min)',
    duration: 1320,
    text: `
      The circuit from our phase III cardiac rehab class, for days you can't come in. Work at RPE 11–13 ("fairly light" to "somewhat hard"): you should still be able to talk. Keep your GTN spray with you. Stop if you get chest pain, dizziness or unusual breathlessness.

      0:00 Before you start: RPE, heart rate and your GTN @@ .
      1:40 Warm-up – marching on the spot, 3 min (HR under 100) @@ standing march | Standing march | h180 | LB
      5:00 Stn 1 · Step-ups on the bottom stair · 1 min @ RPE 11–13 @@ step up | Step up | h60 | LB
      6:30 AR · March on the spot · 1 min @@ standing march | Standing march | h60 | LB
      7:50 Stn 2 · Wall press-ups · 1 min @ RPE 11–13 @@ wall push up | Wall push up | h60 | UB
      9:20 AR · March on the spot · 1 min @@ standing march | Standing march | h60 | LB
      10:40 Stn 3 · Sit to stand · 1 min @ RPE 12–13 @@ sit to stand | Sit to stand | h60 | LB
      12:10 Stn 4 · Bicep curls with 1–2 kg (tins of beans are fine) · 1 min @@ bicep curl | Bicep curl | h60 | UB
      13:40 Check your RPE and pulse (count 15 s × 4) @@ .
      15:00 Cool-down – calf stretch, 20 s each leg @@ calf stretch | Calf stretch | h20 each | LB
      16:30 Cool-down – hamstring stretch on the chair, 20 s each leg @@ hamstring stretch | Hamstring stretch | h20 each | LB
      18:00 Sit and recover: are you back to normal? @@ .
      21:00 Logging your session @@ .
    `,
  },
  {
    name: 'desc-heldout18-yoruba-agbalagba',
    note: 'A Yoruba strength and balance class for older people (new as a list) after "◇" with the doses in Yoruba words and digits ("ìgbà 10", "ìgbà 10 fún ẹsẹ̀ kọ̀ọ̀kan", "ìṣẹ́jú-àáyá 20 fún ẹsẹ̀ kọ̀ọ̀kan", "ìgbésẹ̀ 10", "ìgbà 10, lẹ́ẹ̀mejì"), every move described rather than named; welcome and thanks chapters.',
    title: 'Ìdárayá fún Àwọn Àgbàlagbà – Ẹsẹ̀ Tó Lágbára, Kí A Má Ṣubú | Physiotherapist',
    duration: 720,
    text: `
      Ìdárayá rírọrùn fún àwọn àgbàlagbà, láti mú ẹsẹ̀ lágbára àti láti dènà ìṣubú. Ẹ ní àga tó lágbára nítòsí. Bí ẹ bá ní ìrora àyà tàbí òòyì, ẹ dúró.

      0:00 ◇ Ẹ káàbọ̀ @@ .
      0:45 ◇ Dídìde àti jíjókòó lórí àga – ìgbà 10 @@ sit to stand | Sit to stand | r10 | LB
      2:20 ◇ Gbígbé gìgísẹ̀ sókè – ìgbà 15 @@ calf raise | Calf raise | r15 | LB
      3:50 ◇ Gbígbé ẹsẹ̀ sí ẹ̀gbẹ́ – ìgbà 10 fún ẹsẹ̀ kọ̀ọ̀kan @@ standing hip abduction | Standing hip abduction | r10 each | LB
      5:35 ◇ Dídúró lórí ẹsẹ̀ kan – ìṣẹ́jú-àáyá 20 fún ẹsẹ̀ kọ̀ọ̀kan @@ single leg balance | Single leg balance | h20 each | LB
      7:10 ◇ Rírìn ní ìlà tààrà, gìgísẹ̀ kan ọmọ-ìka ẹsẹ̀ – ìgbésẹ̀ 10 @@ tandem walk | Tandem walk | r10 | LB
      8:40 ◇ Gbígbé ìbàdí sókè lórí ibùsùn – ìgbà 10, lẹ́ẹ̀mejì @@ glute bridge | Glute bridge | s2 r10 | LB
      10:20 ◇ Ẹ ṣé púpọ̀! @@ .
    `,
  },
  {
    name: 'desc-heldout18-malayalam-tholu',
    note: 'A Malayalam frozen-shoulder programme (new as a list) with the dose in mathematical angle brackets after the name ("⟨ഓരോ ദിശയിലും 10 തവണ⟩", "⟨5 തവണ⟩", "⟨2 സെറ്റ് × 10 തവണ⟩", "⟨20 സെക്കൻഡ് പിടിക്കുക, 3 തവണ⟩", "⟨ഓരോ കൈയ്ക്കും 30 സെക്കൻഡ്⟩"), every move described; introduction, cautions and thanks chapters.',
    title: 'തോൾ വേദന / ഫ്രോസൺ ഷോൾഡർ: 5 ലളിതമായ വ്യായാമങ്ങൾ | വീട്ടിൽ ചെയ്യാം | ഫിസിയോതെറാപ്പിസ്റ്റ്',
    duration: 660,
    text: `
      ഫ്രോസൺ ഷോൾഡറിന് വീട്ടിൽ ചെയ്യാവുന്ന ലളിതമായ വ്യായാമങ്ങൾ. വേദന കൂടുകയാണെങ്കിൽ ഡോക്ടറെ കാണുക.

      0:00 ആമുഖം @@ .
      0:40 കൈ തൂക്കിയിട്ട് ചെറിയ വട്ടം ചുറ്റുക ⟨ഓരോ ദിശയിലും 10 തവണ⟩ @@ pendulum | Pendulum | r10 each | UB
      2:10 വിരലുകൾ ചുമരിലൂടെ മുകളിലേക്ക് നടത്തുക ⟨5 തവണ⟩ @@ wall walk | Wall walk | r5 | UB
      3:45 വടി ഉപയോഗിച്ച് കൈ മുകളിലേക്ക് ഉയർത്തുക ⟨2 സെറ്റ് × 10 തവണ⟩ @@ wand shoulder flexion | Wand shoulder flexion | s2 r10 | UB
      5:30 പുറകിൽ ടവൽ പിടിച്ച് മുകളിലേക്ക് വലിക്കുക ⟨20 സെക്കൻഡ് പിടിക്കുക, 3 തവണ⟩ @@ towel internal rotation stretch | Towel internal rotation stretch | r3 h20 | UB
      7:15 കൈ നെഞ്ചിനു കുറുകെ വലിക്കുക ⟨ഓരോ കൈയ്ക്കും 30 സെക്കൻഡ്⟩ @@ cross body shoulder stretch | Cross body shoulder stretch | h30 each | UB
      8:50 ശ്രദ്ധിക്കേണ്ട കാര്യങ്ങൾ @@ .
      9:50 നന്ദി @@ .
    `,
  },
  {
    name: 'desc-heldout18-kyrgyz-bel',
    note: 'A Kyrgyz low-back programme (new as a list) after "⏵" with every move described and the doses in Kyrgyz with the Russian "подход" for a set ("10 жолу", "ар бир бутка 20 секунд", "2 подход × 12 жолу", "ар бир тарапка 8 жолу", "30 секунд, 2 жолу"); greeting, advice and thanks chapters.',
    title: 'Бел ооруса: үйдө жасала турган 5 көнүгүү | Физиотерапевт',
    duration: 600,
    text: `
      Белдин оорусуна жеңил көнүгүүлөр. Оору бутка тараса же күчөсө, дарыгерге кайрылыңыз.

      0:00 ⏵ Саламатсыздарбы @@ .
      0:40 ⏵ Төрт аякта туруп, белди өйдө бүгүп, анан ылдый түшүрүү — 10 жолу @@ cat cow | Cat cow | r10 | B
      2:05 ⏵ Тизени көкүрөккө тартуу — ар бир бутка 20 секунд @@ knee to chest | Knee to chest | h20 each | B
      3:30 ⏵ Жамбашты өйдө көтөрүү — 2 подход × 12 жолу @@ glute bridge | Glute bridge | s2 r12 | LB
      5:10 ⏵ Тизелерди капталга түшүрүү — ар бир тарапка 8 жолу @@ lower trunk rotation | Lower trunk rotation | r8 each | B
      6:40 ⏵ Өкчөгө отуруп, колду алдыга созуу — 30 секунд, 2 жолу @@ child's pose | Child's pose | r2 h30 | B
      8:10 ⏵ Күнүмдүк кеңештер @@ .
      9:20 ⏵ Рахмат! @@ .
    `,
  },
  {
    name: 'desc-heldout18-trap-cpr-refresher',
    note: 'A workplace CPR refresher with a valid chapter list and no exercise at all, whose chapters give counts, rates, depths and holds ("Chest compressions – 30 at 100–120/min, 5–6 cm deep", "Rescue breaths – 2", "Cycles of 30:2 – swap every 2 min", "Check breathing – 10 seconds"); no captions.',
    title: 'Adult CPR & AED – Full Refresher for Workplace First Aiders',
    duration: 960,
    text: `
      A refresher for qualified workplace first aiders. Practise on a manikin, never on a person. This video does not renew your certificate.

      0:00 Intro and what's changed @@ .
      0:55 Danger, response, shout for help @@ .
      2:10 Check breathing – 10 seconds @@ .
      3:30 Chest compressions – 30 at 100–120/min, 5–6 cm deep @@ .
      6:00 Rescue breaths – 2, then straight back to 30 @@ .
      8:15 Cycles of 30:2 – swap every 2 min @@ .
      10:20 Using the AED – pads on, follow the prompts @@ .
      13:00 Recovery position @@ .
      14:50 Quick quiz @@ .
    `,
  },
  {
    name: 'desc-heldout18-trap-sourdough-bake-day',
    note: 'A sourdough bake day with a valid chapter list and no exercise, whose chapters read like a workout ("Stretch & fold – set 1 of 4", "Stretch & fold – sets 2–4, 30 min apart", "Coil folds for wetter doughs – 2 sets", "Pre-shape + bench rest 20 min") and give temperatures and times; no captions.',
    title: 'Sourdough for Beginners – My Full Bake Day (Stretch & Folds, Shaping, Scoring)',
    duration: 1260,
    text: `
      Everything from starter to slicing. Recipe: 500 g bread flour, 375 g water, 100 g starter, 10 g salt.

      0:00 Is my starter ready? (float test) @@ .
      1:40 Mix + autolyse – rest 30 min @@ .
      3:15 Add the salt – pinch and fold @@ .
      4:50 Stretch & fold – set 1 of 4 @@ .
      6:20 Stretch & fold – sets 2–4, 30 min apart @@ .
      8:30 Coil folds for wetter doughs – 2 sets @@ .
      10:10 Bulk ferment – 4 to 6 hours, look for a 50% rise @@ .
      12:00 Pre-shape + bench rest 20 min @@ .
      13:45 Final shape + into the banneton @@ .
      15:30 Cold retard – 12 to 16 h in the fridge @@ .
      16:40 Score + bake: 250 °C, 20 min lid on, 25 min lid off @@ .
      19:30 The crumb shot @@ .
    `,
  },
  {
    name: 'desc-heldout18-trap-bsl-gym-signs',
    note: 'A British Sign Language lesson with a valid chapter list whose chapters name the signs for exercises and doses ("SQUAT", "PRESS-UP", "PLANK – and how to sign \'hold for 30 seconds\'", "\'3 sets of 10\' in BSL grammar", "Practice sentences: \'Squats, 3 sets of 10\'") while nobody exercises; no captions.',
    title: 'BSL Signs for the Gym 🏋️ | Learn 20 Signs for Exercise and Physio Appointments',
    duration: 720,
    text: `
      Learn the British Sign Language signs you'll need at the gym or at your physio appointment. Sign along with me! No workout in this one, just signing 🤟

      0:00 Hello + fingerspelling G-Y-M @@ .
      0:50 EXERCISE and STRETCH @@ .
      1:45 SQUAT @@ .
      2:30 PRESS-UP @@ .
      3:15 PLANK – and how to sign "hold for 30 seconds" @@ .
      4:20 Numbers for reps: TEN, TWELVE, FIFTEEN @@ .
      5:30 "3 sets of 10" in BSL grammar @@ .
      6:45 PAIN, SORE, BETTER, WORSE @@ .
      8:00 EACH SIDE, LEFT, RIGHT @@ .
      9:10 Practice sentences: "Squats, 3 sets of 10" @@ .
      10:30 Outro + next lesson @@ .
    `,
  },
];
