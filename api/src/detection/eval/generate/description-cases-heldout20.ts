/**
 * Twentieth held-out batch (heldout20), written before the engine was run on it even once: never tuned on. Formats the
 * earlier batches did not use, after searching public pulmonary rehabilitation home programmes (Borg breathlessness "a
 * level 3-4", oxygen and saturation limits), archery "specific physical training" pages ("hold as if you are on the gold
 * for 5-20 sec", "10 sets of six… with a 10 second rest", band reversals), rider-fitness pages (two-point position "with
 * your heels pressed downward"), ACL video-review notes, exercise-physiology lecture pages, Ring Fit Adventure reviews
 * ("Five More...Three...One Left", "I'm roughly level 50"), weightlifting results pages and Javanese, Occitan and Uyghur
 * health pages: a pulmonary rehab circuit whose chapter names are written in the small capital letters of font-generator
 * sites ("ꜱɪᴛ ᴛᴏ ꜱᴛᴀɴᴅ – 10 (Borg 3–4 is the aim)", "ꜱᴛᴇᴘ-ᴜᴘꜱ – 10 each leg (O₂ 2 L/min if prescribed)"), with SpO2 limits,
 * a rest chapter "ꜱᴀᴛꜱ ʙᴀᴄᴋ ᴀʙᴏᴠᴇ 90%?" and a shuttle walk held for minutes; a knee-friendly HIIT whose creator re-filmed
 * moves after comments and crossed the old names out, with Unicode strike-through ("J̶u̶m̶p̶ ̶s̶q̶u̶a̶t̶s̶ Squats to a chair",
 * "B̶u̶r̶p̶e̶e̶s̶ → Incline push-ups on the sofa") and once with Markdown tildes that YouTube shows as they are ("~~Tuck
 * jumps~~ Glute bridges"), the crossed-out move never done; an archery club's off-range session after "🎯" with the dose
 * after "⸺", a 32 lb bow, "72 arrows at 70 m", "3 ends of 6 arrows at 18 m" and "20 s rest" that are no dose; rider
 * fitness with a riding cue after "→ think:" on every line ("→ think: heels down, hips back", "→ think: stirrup lost on a
 * 20 m circle"), a 16.2hh horse and "three times a week"; a tele-rehab review eight weeks after an ACL reconstruction whose
 * stamps mix "[0:00]", "(3:15)" and bare clocks and whose progressions give the old dose and the new one ("was 2 × 8, now
 * 3 × 10 each side", "was 30 s × 3, now 45 s × 3"), with a bike progression "done after the call, not filmed"; Javanese
 * with ordinal words ("Gerakan kapisan –", "kapindho", "katelu") and every move described ("ditahan 5 detik, saben sikil
 * ping 10", "2 set, saben set ping 10", "20 detik saben sikil", "1 menit", new), Occitan after "☙" ("Primièr exercici :",
 * "10 còps", "8 còps de cada costat", "30 segondas, 2 còps", new) and Uyghur in Arabic script, right to left, with ordinal
 * words ("بىرىنچى مەشىق:", "5 سېكۇنت تۇتۇپ تۇرۇڭ، 10 قېتىم", "ھەر بىر تەرەپكە 20 سېكۇنت", "2 گۇرۇپپا × 10 قېتىم", new) — and
 * four traps: a kids' superhero workout whose every clock is written in keycap emoji digits ("0️⃣:4️⃣5️⃣ Star jumps – 20
 * ⭐"), which YouTube does not read, so there are no chapters; and three valid chapter lists with no exercise at all but
 * sets, reps, loads and times: an exercise-physiology lecture in h:mm:ss ("Tabata's 8 × 20 s / 10 s at 170% VO2max", "The
 * Norwegian 4 × 4 min at 85–95% HRmax", "3 × 8–12 at 70% 1RM"), a Ring Fit Adventure review ("Fit Skills explained: Squat,
 * Overhead Press, Plank Pose", "World 7 boss – 120 squats in one fight?!", "Verdict: 9/10") and a weightlifting
 * championship replay ("Snatch – 1st attempts (opening at 78 kg)", "Clean & jerk – 3rd attempts: 110 kg for the gold").
 *
 * Labels: `type` is a common standard exercise name in lower case English when the move is a standard exercise (named in
 * any language or by a common variant, or described: "March on the spot" is the standing march, "Squats to a chair" the
 * squat, "Wall press-ups" the wall push up, "Single-leg bridge" the single leg glute bridge, "Step-downs off the bottom
 * stair" the step down, Javanese "Lungguh ing kursi, sikil siji dilurusake alon-alon" (sitting, straighten one leg
 * slowly) the long arc quad and "Nyekel sandharan kursi, jinjit" (holding the chair back, up on the toes) the calf raise,
 * Occitan "Sul ventre, butatz amb las mans per aubourar lo pitre" (on the belly, push with the hands to lift the chest)
 * the mckenzie press up, Uyghur "ئېڭەكنى ئارقىغا تارتىڭ" (draw the chin back) the chin tuck and "ئىشىك رامكىسىدا كۆكرەكنى
 * سوزۇڭ" (stretch the chest in the door frame) the doorway pec stretch), otherwise the author's words ("shuttle walk",
 * "step jacks", "band reversals", "full draw holds", "two-point hold"); the clean title is that name, in plain letters,
 * without small capitals, strike-through, markers, riding cues or old doses. The move done is the one that replaced
 * the crossed-out one; when a dose was progressed, the new dose ("now…") is the dose; "30 s × 3" is 3 reps of a 30 s
 * hold and "10 × 5 s" 10 reps of a 5 s hold; "hold 10 s, 6 reps" is 6 reps of a 10 s hold; "20 s × 5, 20 s rest" is 5
 * reps of a 20 s hold; a timed block ("2 min", "3 min", "45 s", "1 menit") is a hold; "ping 10" and "10 còps" are 10
 * reps; Borg scores, SpO2 and oxygen flow, loads ("1 kg", "32 lb"), arrows and metres, hands (hh), the circle's metres,
 * tempo ("slow 3 s down"), "eyes closed for the last 10", rests, frequencies and pain scores are no dose; a chapter about
 * an exercise done off camera ("not filmed") or only discussed is no exercise; each chapter line is its own segment.
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesHeldOut20: DescriptionCaseSpec[] = [
  {
    name: 'desc-heldout20-pulmonary-rehab-small-caps',
    note: 'A pulmonary rehab circuit whose chapter names are written in font-generator small capitals ("ꜱɪᴛ ᴛᴏ ꜱᴛᴀɴᴅ", "ᴡᴀʟʟ ᴘʀᴇꜱꜱ-ᴜᴘꜱ"), with Borg scores, an SpO2 limit, an oxygen flow and a load beside the doses ("(Borg 3–4 is the aim)", "with 1 kg", "(O₂ 2 L/min if prescribed)"), a rest chapter asking whether the sats are "back above 90%" and a shuttle walk held for 3 minutes.',
    title: 'Pulmonary Rehab Class at Home – COPD Exercise Circuit (15 min)',
    duration: 900,
    text: `
      Our pulmonary rehab class, filmed at the Thursday session. Keep your oxygen on if you use it at home, and stop if your SpO2 drops below 88% or you feel dizzy.

      0:00 ᴡᴇʟᴄᴏᴍᴇ + ᴄʜᴇᴄᴋ ʏᴏᴜʀ ꜱᴀᴛꜱ @@ .
      1:20 ᴡᴀʀᴍ-ᴜᴘ: ᴍᴀʀᴄʜ ᴏɴ ᴛʜᴇ ꜱᴘᴏᴛ – 2 min @@ standing march | Standing march | h120 | LB
      3:05 ꜱɪᴛ ᴛᴏ ꜱᴛᴀɴᴅ – 10 (Borg 3–4 is the aim) @@ sit to stand | Sit to stand | r10 | LB
      4:50 ʙɪᴄᴇᴘ ᴄᴜʀʟꜱ – 2 × 10 with 1 kg @@ bicep curl | Bicep curl | s2 r10 | UB
      6:30 ʀᴇꜱᴛ – ꜱᴀᴛꜱ ʙᴀᴄᴋ ᴀʙᴏᴠᴇ 90%? @@ .
      7:40 ꜱᴛᴇᴘ-ᴜᴘꜱ – 10 each leg (O₂ 2 L/min if prescribed) @@ step up | Step up | r10 each | LB
      9:35 ᴡᴀʟʟ ᴘʀᴇꜱꜱ-ᴜᴘꜱ – 12 @@ wall push up | Wall push up | r12 | UB
      11:10 ꜱʜᴜᴛᴛʟᴇ ᴡᴀʟᴋ – 3 min between the cones (10 m apart) @@ shuttle walk | Shuttle walk | h180 | LB
      13:05 ᴄᴏᴏʟ-ᴅᴏᴡɴ + ʜᴏᴍᴇᴡᴏʀᴋ @@ .

      Borg scale: 0 = no breathlessness, 10 = the worst you can imagine. Aim for 3–4 during the circuit.
    `,
  },
  {
    name: 'desc-heldout20-strikethrough-swapped-moves',
    note: 'A knee-friendly HIIT whose creator re-filmed moves after comments and crossed out the old names with Unicode strike-through ("J̶u̶m̶p̶ ̶s̶q̶u̶a̶t̶s̶ Squats to a chair", "B̶u̶r̶p̶e̶e̶s̶ → Incline push-ups on the sofa", "S̶p̶l̶i̶t̶ ̶j̶u̶m̶p̶s̶ → Reverse lunges") and once with Markdown tildes YouTube shows as they are ("~~Tuck jumps~~ Glute bridges"); each chapter is the replacement move, the crossed-out one never done.',
    title: 'Knee-Friendly HIIT – No Jumping! (10 min, Beginner)',
    duration: 600,
    text: `
      A low-impact HIIT for cranky knees 🦵 Edit: after your comments I re-filmed four moves with no-jump versions, so the old names are crossed out below. Thanks for keeping me honest!

      0:00 Intro + why no jumping @@ .
      0:50 March with arm swings – 45 s @@ standing march | Standing march | h45 | LB
      1:55 J̶u̶m̶p̶ ̶s̶q̶u̶a̶t̶s̶ Squats to a chair – 45 s @@ squat | Squat | h45 | LB
      3:00 Step jacks – 45 s @@ step jacks | Step jacks | h45 | FB
      4:05 B̶u̶r̶p̶e̶e̶s̶ → Incline push-ups on the sofa – 10 @@ incline push up | Incline push up | r10 | UB
      5:20 Standing knee to elbow – 10 each side @@ standing knee to elbow | Standing knee to elbow | r10 each | C
      6:40 ~~Tuck jumps~~ Glute bridges – 12 (edit) @@ glute bridge | Glute bridge | r12 | LB
      7:50 S̶p̶l̶i̶t̶ ̶j̶u̶m̶p̶s̶ → Reverse lunges – 8 each leg @@ reverse lunge | Reverse lunge | r8 each | LB
      9:00 Cool-down stretch + outro @@ .
    `,
  },
  {
    name: 'desc-heldout20-archery-spt-band',
    note: 'An archery club\'s off-range strength session ("SPT") after "🎯" with the dose after "⸺": band reversals ("hold 10 s, 6 reps") and full-draw holds with the bow ("20 s × 5, 20 s rest") in the author\'s words, and archery numbers that are no dose (a 32 lb bow, "72 arrows at 70 m", "3 ends of 6 arrows at 18 m").',
    title: 'Off-Range Strength for Recurve Archers – SPT With a Band (12 min)',
    duration: 720,
    text: `
      Off-range training for recurve archers (SPT = specific physical training). You need a light stretch band and your own bow. Mine is 32 lb on the fingers; your numbers will differ.

      0:00 🎯 Why SPT? 72 arrows at 70 m needs a strong back @@ .
      1:15 🎯 Band pull-aparts ⸺ 2 × 15 @@ band pull apart | Band pull apart | s2 r15 | UB
      2:40 🎯 External rotation with band ⸺ 12 each arm @@ external rotation with band | External rotation with band | r12 each | UB
      4:05 🎯 Band reversals (draw, hold at anchor, let down slowly) ⸺ hold 10 s, 6 reps @@ band reversals | Band reversals | r6 h10 | UB
      6:00 🎯 Full-draw holds with the bow (let down, never dry-fire!) ⸺ 20 s × 5, 20 s rest @@ full draw holds | Full draw holds | r5 h20 | UB
      7:45 🎯 Side plank ⸺ 20 s each side @@ side plank | Side plank | h20 each | C
      9:10 🎯 Scapular squeezes ⸺ 10 × 5 s @@ scapular squeeze | Scapular squeeze | r10 h5 | UB
      10:30 🎯 Next week on the range: 3 ends of 6 arrows at 18 m @@ .
    `,
  },
  {
    name: 'desc-heldout20-rider-fitness-think-cues',
    note: 'Off-horse fitness for riders with a riding cue after "→ think:" on every exercise line ("→ think: heels down, hips back", "→ think: stirrup lost on a 20 m circle"); the two-point hold in the author\'s words ("30 s × 3"), "10 × 5 s", a 16.2hh horse, a 20 m circle and "three times a week" that are no dose, and a talk chapter in the tack room.',
    title: 'Rider Fitness Off the Horse – 10 Minutes for a Better Position 🐴',
    duration: 660,
    text: `
      Off-horse fitness for riders: 10 minutes, three times a week, and your position on a 16.2hh warmblood will thank you. No gym needed.

      0:00 Intro – why riders need a strong core @@ .
      0:55 Two-point hold against the wall – 30 s × 3 → think: heels down, hips back @@ two-point hold | Two-point hold | r3 h30 | LB
      2:30 Wall sit – 45 s → think: long spine, like in sitting trot @@ wall sit | Wall sit | h45 | LB
      3:40 Adductor squeeze with a cushion – 10 × 5 s → think: grip with the thigh, not the knee @@ adductor squeeze | Adductor squeeze | r10 h5 | LB
      5:05 Single leg balance on a cushion – 20 s each leg → think: stirrup lost on a 20 m circle @@ single leg balance | Single leg balance | h20 each | LB
      6:25 Dead bugs – 8 each side → think: quiet hands @@ dead bug | Dead bug | r8 each | C
      7:50 Hip flexor stretch – 30 s each side → think: a long leg in dressage @@ hip flexor stretch | Hip flexor stretch | h30 each | LB
      9:10 Tack-room chat: getting back on after a fall @@ .
    `,
  },
  {
    name: 'desc-heldout20-trap-keycap-clocks',
    note: 'A kids\' superhero workout whose every clock is written in keycap emoji digits ("0️⃣:4️⃣5️⃣ Star jumps – 20 ⭐"): no line holds a clock YouTube reads, so there are no chapters; the moves and doses are all on the lines; no captions.',
    title: 'Kids PE at Home – 10 Minute Superhero Workout 🦸 (Ages 5–11)',
    duration: 600,
    text: `
      A superhero workout for kids aged 5–11! Grown-ups, please clear some space. Jump to each move:

      0️⃣:0️⃣0️⃣ Hello heroes! 👋
      0️⃣:4️⃣5️⃣ Star jumps – 20 ⭐
      1️⃣:5️⃣0️⃣ Superhero squats – 10 🦸
      3️⃣:0️⃣5️⃣ Spider crawl – 30 seconds 🕷️
      4️⃣:2️⃣0️⃣ Hero punches – 20 👊
      5️⃣:3️⃣5️⃣ Plank like a shield – 20 seconds 🛡️
      6️⃣:5️⃣0️⃣ Flying superhero (superman) – 5 × 5 seconds
      8️⃣:1️⃣5️⃣ Cool-down: stretchy hero stretches
      9️⃣:3️⃣0️⃣ Bye heroes!

      #kidsworkout #PEathome #superhero
    `,
  },
  {
    name: 'desc-heldout20-javanese-senam-dhengkul',
    note: 'A Javanese seniors\' knee class (new) with ordinal words ("Gerakan kapisan –", "kapindho", "katelu", "kapapat", "kalima"), every move described and the dose after " — " ("ditahan 5 detik, saben sikil ping 10", "ping 10", "2 set, saben set ping 10", "20 detik saben sikil", "1 menit"); greeting, advice and thanks chapters.',
    title: 'Senam Lansia: 5 Gerakan kanggo Dhengkul | Fisioterapis (Basa Jawa)',
    duration: 600,
    text: `
      Senam gampang kanggo dhengkul sing lara. Yen dhengkul abuh utawa larane tambah, enggal priksa menyang dhokter.

      0:00 Sugeng rawuh, Bapak Ibu! @@ .
      0:40 Gerakan kapisan – Lungguh ing kursi, sikil siji dilurusake alon-alon, banjur diudhunake — ditahan 5 detik, saben sikil ping 10 @@ long arc quad | Long arc quad | r10 h5 each | LB
      2:10 Gerakan kapindho – Ngadeg saka kursi tanpa nyekel, banjur lungguh maneh alon-alon — ping 10 @@ sit to stand | Sit to stand | r10 | LB
      3:30 Gerakan katelu – Nyekel sandharan kursi, jinjit, banjur mudhun alon-alon — 2 set, saben set ping 10 @@ calf raise | Calf raise | s2 r10 | LB
      5:00 Gerakan kapapat – Ngadeg nganggo sikil siji, tangan cedhak kursi — 20 detik saben sikil @@ single leg balance | Single leg balance | h20 each | LB
      6:25 Gerakan kalima – Mlaku ing panggonan, dhengkul diangkat — 1 menit @@ standing march | Standing march | h60 | LB
      7:40 Pitutur: senam saben dina, ojo kesusu @@ .
      8:50 Matur nuwun! @@ .
    `,
  },
  {
    name: 'desc-heldout20-occitan-esquina',
    note: 'An Occitan (Lengadocian) low-back programme (new) after "☙" with ordinal words ("Primièr exercici :", "Segond", "Tresen", "Quatren", "Cinquen") and the dose after " — " ("10 còps", "8 còps de cada costat", "2 sèrias de 10", "30 segondas, 2 còps"); welcome, advice and thanks chapters.',
    title: "Mal d'esquina ? 5 exercicis per far a l'ostal | Fisioterapeuta (en occitan)",
    duration: 600,
    text: `
      D'exercicis simples per l'esquina. Se la dolor davala dins la camba o s'agreuja, consultatz un mètge.

      0:00 ☙ Benvenguda ! @@ .
      0:35 ☙ Primièr exercici : basculada del bacin, estirat sus l'esquina — 10 còps @@ pelvic tilt | Pelvic tilt | r10 | B
      1:50 ☙ Segond exercici : genolhs d'un costat a l'autre — 8 còps de cada costat @@ lower trunk rotation | Lower trunk rotation | r8 each | B
      3:15 ☙ Tresen exercici : a quatre patas, braç e camba opausats — 2 sèrias de 10 @@ bird dog | Bird dog | s2 r10 | B
      4:50 ☙ Quatren exercici : sul ventre, butatz amb las mans per aubourar lo pitre — 10 còps @@ mckenzie press up | Mckenzie press up | r10 | B
      6:10 ☙ Cinquen exercici : postura de l'enfant — 30 segondas, 2 còps @@ child's pose | Child's pose | r2 h30 | B
      7:30 ☙ Conselhs per cada jorn @@ .
      8:40 ☙ Mercés e a lèu ! @@ .
    `,
  },
  {
    name: 'desc-heldout20-uyghur-boyun-more',
    note: 'A Uyghur neck and shoulder programme in Arabic script, right to left (new), with ordinal words before the move ("بىرىنچى مەشىق:", "ئىككىنچى مەشىق:") and the dose after " — " ("5 سېكۇنت تۇتۇپ تۇرۇڭ، 10 قېتىم", "ھەر بىر تەرەپكە 20 سېكۇنت", "10 قېتىم", "2 گۇرۇپپا × 10 قېتىم", "30 سېكۇنت، 2 قېتىم"); introduction, advice and thanks chapters.',
    title: 'بويۇن ۋە مۈرە ئاغرىقى: ئۆيدە قىلىدىغان 5 مەشىق | فىزىئوتېراپىيە',
    duration: 570,
    text: `
      بويۇن ۋە مۈرە ئۈچۈن ئاددىي مەشىقلەر. ئەگەر ئاغرىق قولغا تارقالسا ياكى كۈچەيسە، دوختۇرغا كۆرۈنۈڭ.

      0:00 كىرىش سۆز @@ .
      0:35 بىرىنچى مەشىق: ئېڭەكنى ئارقىغا تارتىڭ — 5 سېكۇنت تۇتۇپ تۇرۇڭ، 10 قېتىم @@ chin tuck | Chin tuck | r10 h5 | N
      1:50 ئىككىنچى مەشىق: قۇلاقنى مۈرىگە قاراپ ئېگىڭ — ھەر بىر تەرەپكە 20 سېكۇنت @@ neck side bend | Neck side bend | h20 each | N
      3:05 ئۈچىنچى مەشىق: مۈرىنى ئارقىغا ئايلاندۇرۇڭ — 10 قېتىم @@ shoulder roll | Shoulder roll | r10 | UB
      4:15 تۆتىنچى مەشىق: مۈرە پىچاقلىرىنى قىسىڭ — 2 گۇرۇپپا × 10 قېتىم @@ scapular squeeze | Scapular squeeze | s2 r10 | UB
      5:40 بەشىنچى مەشىق: ئىشىك رامكىسىدا كۆكرەكنى سوزۇڭ — 30 سېكۇنت، 2 قېتىم @@ doorway pec stretch | Doorway pec stretch | r2 h30 | UB
      7:00 تەۋسىيەلەر @@ .
      8:10 رەھمەت! @@ .
    `,
  },
  {
    name: 'desc-heldout20-telerehab-was-now',
    note: 'A tele-rehab review eight weeks after an ACL reconstruction whose stamps mix "[0:00]", "(3:15)" and bare clocks, and whose progressions give the old dose and the new one ("was 2 × 8, now 3 × 10 each side", "was 10, now 3 × 12 (slow 3 s down)", "was 30 s × 3, now 45 s × 3", "was 20 s, now 40 s each leg, eyes closed for the last 10"): the new dose is the dose; a bike progression "done after the call, not filmed" is no exercise; check-in, diary and plan chapters.',
    title: 'Week 8 After ACL Reconstruction – My Video Physio Review (Programme Progressed!)',
    duration: 900,
    text: `
      Replay of Jo's week-8 video physio review after her ACL reconstruction, shared with her permission. Her programme was progressed during the call – the old doses are left in so you can see the jump.

      [0:00] Check-in: pain 1/10, swelling down, back at work @@ .
      [1:40] Review of last week's exercise diary @@ .
      (3:15) Single-leg bridge – was 2 × 8, now 3 × 10 each side @@ single leg glute bridge | Single leg glute bridge | s3 r10 each | LB
      (5:30) Step-downs off the bottom stair – was 10, now 3 × 12 (slow 3 s down) @@ step down | Step down | s3 r12 | LB
      7:45 Wall sit – was 30 s × 3, now 45 s × 3 @@ wall sit | Wall sit | r3 h45 | LB
      9:50 Single leg balance on a pillow – was 20 s, now 40 s each leg, eyes closed for the last 10 @@ single leg balance | Single leg balance | h40 each | LB
      [12:05] Bike: was 10 min, now 15 min – done after the call, not filmed @@ .
      [13:20] Plan: running assessment at week 12 @@ .
    `,
  },
  {
    name: 'desc-heldout20-trap-exercise-physiology-lecture',
    note: 'A university exercise-physiology lecture in h:mm:ss with a valid chapter list and no exercise at all, whose chapters give protocols that look like doses ("Tabata\'s 8 × 20 s / 10 s at 170% VO2max", "The Norwegian 4 × 4 min at 85–95% HRmax", "3 × 8–12 at 70% 1RM (ACSM)", "150 min a week"); no captions.',
    title: 'Exercise Physiology – Lecture 6: Training Intensity, HIIT and VO2max',
    duration: 5100,
    text: `
      Lecture 6 of our Exercise Physiology module (2nd-year sport science). Slides and reading list on Moodle.

      0:00:00 Recap: the three energy systems @@ .
      0:06:40 VO2max – what it is and how we test it (Bruce protocol, 3-min stages) @@ .
      0:19:15 HIIT protocols: Tabata's 8 × 20 s / 10 s at 170% VO2max @@ .
      0:31:50 The Norwegian 4 × 4 min at 85–95% HRmax @@ .
      0:44:05 Zone 2: 150 min a week and the "talk test" @@ .
      0:55:30 Resistance training: 3 × 8–12 at 70% 1RM (ACSM) @@ .
      1:07:45 Lactate threshold and the 2 and 4 mmol markers @@ .
      1:18:20 Exam questions from last year @@ .
    `,
  },
  {
    name: 'desc-heldout20-trap-ring-fit-review',
    note: 'A Ring Fit Adventure review with a valid chapter list and no exercise done, whose chapters name the game\'s exercise skills and give counts, levels and scores ("Fit Skills explained: Squat, Overhead Press, Plank Pose", "Difficulty level 1–30 (I play on 18)", "World 7 boss – 120 squats in one fight?!", "Verdict: 9/10"); no captions.',
    title: 'Ring Fit Adventure After 60 Hours – Is It a Real Workout?',
    duration: 840,
    text: `
      I played Ring Fit 4 times a week for 3 months. Bought with my own money, not sponsored.

      0:00 Intro @@ .
      0:45 What's in the box: Ring-Con + leg strap @@ .
      2:10 Fit Skills explained: Squat, Overhead Press, Plank Pose @@ .
      4:30 Difficulty level 1–30 (I play on 18) @@ .
      6:05 My data: 250 kcal per 30 min on my watch @@ .
      8:20 World 7 boss – 120 squats in one fight?! @@ .
      10:15 What my physio said about the knee strain @@ .
      12:40 Verdict: 9/10 @@ .
    `,
  },
  {
    name: 'desc-heldout20-trap-weightlifting-replay',
    note: 'A weightlifting championship replay with a valid chapter list and no exercise taught, whose chapters name lifts and give attempts and loads ("Snatch – 1st attempts (opening at 78 kg)", "Clean & jerk – 3rd attempts: 110 kg for the gold", "Break: 10 minutes"); no captions.',
    title: "National Weightlifting Championships – Women's 59 kg (Full Session Replay)",
    duration: 3480,
    text: `
      Full replay of the Women's 59 kg session. Results and the lifters' bios are on the federation website.

      0:00 Athlete introductions @@ .
      3:40 Snatch – 1st attempts (opening at 78 kg) @@ .
      14:25 Snatch – 2nd & 3rd attempts @@ .
      27:10 Break: 10 minutes @@ .
      29:55 Clean & jerk – 1st attempts (from 96 kg) @@ .
      41:30 Clean & jerk – 3rd attempts: 110 kg for the gold @@ .
      52:15 Medal ceremony @@ .
    `,
  },
];
