/**
 * Thirty-fourth held-out batch (heldout34), written before the engine was run on it even once: never tuned on. Formats
 * the earlier batches did not use, after searching how chapter lists are made and mangled today: AI chapter
 * generators (a Vertex AI tutorial's "YouTube video chapters timing generator using Google's Gemini", a chapter-skill's
 * "Output format: "00:00 Introduction\n00:45 Main Topic\n..."… Maximum 12 chapters recommended", YouTube's own 2020 test
 * "we are experimenting with automatically adding video chapters"), timestamps that overflow the hour (an issue titled
 * "YouTube transcript timestamps overflow past 60 minutes (75:30 instead of 1:15:30)": "The formatter is
 * f"{int(start // 60):02d}:{int(start % 60):02d}", which never carries minutes into an hours field"; MarkersExtractor's
 * "For videos over 1 hour, timestamps must be in HH:MM:SS format"), descriptions posted through the API with HTML
 * entities left in (VodBot's "The assumption was that YouTube would accept HTML entities for special reserved
 * characters such as <, >, &, ", ', etc. This is unfortunately not the case", an RSS fix for "XML entities such as
 * `&amp;`, `&#39;`, and `&lt;` remain escaped in human-readable title, channel, and description fields", and
 * youtube-upload's "there are some forbidden symbols "<" and ">""), yt-dlp's issue on "ChapterName Timestamp" lines,
 * heavy slow resistance pages for tendons (Drexel's "A repetition maximum (RM) is the most weight you can lift for a
 * defined number of exercise movements… Week 1: 15 RM… Weeks 2-3: 12RM… Weeks 9-12: 6RM", the BJSM table's "each
 * repetition is performed slowly (>6 s) for both the eccentric and concentric phase", a coach's "Isometrics 5x45s
 * holds", an osteopath's "3s up / 3s down"), graded exercise lists ("Each exercise receives a grade from A (strongest
 * evidence) to F") and phone-typed lists; the traps after quilting basics ("A quarter inch seam in quilting is not
 * really a quarter inch. It's a scant quarter inch", "Press, don't iron… Pressing means lifting the iron off the
 * surface of the fabric and putting it back down", "chain piecing… Feed pairs of pieces through the machine without
 * lifting the presser foot", "nest the seams together"), orthodontic elastics leaflets ("You should change your
 * elastics 3-4 times a day, at the very least every 12 hours", "If you happen to forget to wear them one day, don't
 * double up the next day") and lawn scarifying guides ("make another pass but this time start at a 45 degree angle to
 * the last", "I generally find it best to have two passes on the lawn", the RHS's "best done in October or early
 * November"); and the number pages of Iñupiaq (languagesandnumbers: "5 – tallimat… 10 – qulit… 14 – akimiaġutaiḷaq… 15 –
 * akimiaq… 20 – iñuiññaq… 30 – iñuiññaq qulit", "Inuit counting has sub-bases at 5, 10, and 15"; a teacher's word
 * list from Shungnak "uvlaallautaq – good morning… qichaq – stand up… itna – like this… 2-malguk"; a glossary's
 * "arigaa! (AH-de-gah): good!"), Adyghe (languagesandnumbers: "2 – тIу… 5 – тфы… 10 – пшIы… 12 – пшIыкIутIу… 15 –
 * пшIыкIутфы… 20 – тоIкы… 30 – щэкIы", a Russian–Adyghe table's "двадцать | т1ок1ы́"), Khakas (a Khakas grammar note
 * "пiр (bir), чибiргi (yirmi), он (on)"; Askizon's lesson "Изеннер – здравствуйте… Алғыстапчам – благодарю"), Mandinka
 * (languagesandnumbers: "5 – luulu… 10 – taŋ… 12 – taŋ niŋ fula… 15 – taŋ niŋ luulu… 20 – muwaŋ, 30 – taŋ saba") and
 * Soninke (languagesandnumbers: "5 – karago… 10 – tanmu… 15 – tanmu do karago… 20 – tanfille, 30 – tanjikke"; a wiki
 * note that "Soninke serves as a Lingua Franca in West African communities in French cities"), with the sentences around
 * the numbers written from the labeller's own knowledge: a hip strengthening video whose chapters were written by an AI
 * tool in long title case with the dose in brackets ("Demonstrating the Clamshell Exercise for Gluteus Medius Activation
 * (2 Sets of 15 Per Side)"), and an AI "Key Takeaways" list below; an 85-minute Pilates class whose chapter clocks come
 * from a transcript tool that never rolls the minutes into hours ("58:40 Saw", "61:15 Swan prep", "79:50 Closing"); a
 * knee video auto-posted from a blog with its HTML entities left in ("Straight leg raise &ndash; 3&times;10", "Intro
 * &amp; who this is for", "what&#39;s normal"); a Montreal neck video with the whole chapter list twice, in English and
 * then in French under the same clocks; a patellar tendon video in heavy slow resistance notation ("Leg press – 4 ×
 * 15RM · 3 s down / 3 s up (≈ 90 s TUT per set)", "Spanish squat (isometric) – 5 × 45 s at ~70% effort"); a knee
 * exercise tier list with coloured squares and the tier before each move ("🟪 S tier – Split squat (3 × 8 each leg)"),
 * the talk, the final ranking and the bloopers; a back routine typed on a phone with each clock glued to its title and
 * the names misspelt ("1:50Brid dog 2x8 each side", "3:30Glute brigde 3x12"); a deck-of-cards workout whose chapters
 * are cards, the reps the card's value and the same moves coming back ("Card 5 · 9♠ → 9 squats", "Card 10 · 🃏 Joker →
 * 30 s plank"); an Utqiaġvik physical therapist's knee programme for elders in Iñupiaq and English (new language) with
 * the Iñupiaq cardinals as labels ("Atausiq ·"… "Tallimat ·") and Iñupiaq number words ("tallimat seconds, qulit
 * times", "qulit times, each leg", "akimiaq times", "malġuk sets of qulit", "iñuiññaq qulit seconds, each leg"); a
 * Maykop physiotherapist's low back programme in Adyghe with Russian (new language) with the ordinals "Апэрэ:",
 * "ЯтIонэрэ:"… "Ятфэнэрэ:" and Adyghe numbers with Russian nouns ("тфы секунд, пшIы раз", "щэкIы секунд на каждую
 * ногу", "пшIы раз в каждую сторону", "тIу подхода по пшIыкIутIу", "пшIыкIутфы раз"); an Abakan physiotherapist's neck
 * and shoulder programme in Khakas with Russian (new language) after "◇ Упр. n —" with Khakas numbers ("пис секунд, он
 * раз", "чибiргi секунд на каждую сторону", "он пис раз", "ікі подхода по он ікі", "отыс секунд"); a Serrekunda
 * physiotherapist's foot and ankle programme for market women in Mandinka and English (new language) with the Mandinka
 * cardinals as labels ("Kiliŋ ▸"… "Luulu ▸") and Mandinka number words ("muwaŋ seconds each leg", "taŋ niŋ luulu
 * times", "fula sets of taŋ niŋ fula", "taŋ saba seconds, each foot", "taŋ times each way"); a Montreuil
 * physiotherapist's elbow and wrist programme for cleaning and building workers in Soninke and French (new language)
 * with Soninke numbers after French nouns ("secondes tanjikke, chaque bras", "tenir secondes tanmu, fois karago",
 * "séries fillo, fois tanmu do karago", "fois tanfille", "fois tanmu") — and three traps whose valid chapter lists
 * hold no exercise done by a person but presses, pulls, pushes, stretches, passes, holds, seconds, sides, inches,
 * times a day and exercise words: a quilt block piecing video ("Press, don't iron – lift and press, 5 seconds a seam",
 * "Nest the seams – push the allowances to opposite sides", "Bias edges: don't pull or stretch"), an orthodontist's
 * elastics video ("Stretch it over the hook – both sides", "Open and close 10 times to check", "Change them 3 times a
 * day") and a lawn scarifying video ("Scarify – 2 passes, the second at 45°, push slowly", "Rake up – 12 bags of moss",
 * "My back after 12 bags = leg day"). Each case names activities in passing (the gym and running; the notices and the
 * studio's next course; the stairs at work; the office and hockey; basketball and volleyball; the bus; the high scores;
 * Nalukataq and the blanket toss; the джэгу and football; Тун пайрам and кӱрес; wrestling and the market; the foyer,
 * the building site and the weekend weddings) that must not start a segment.
 *
 * Labels: `type` is a common standard exercise name in lower case English when the move is a standard exercise (named
 * in any language, by a common variant or described: "Clamshell Exercise" the clamshell, "Side-Lying Hip Abduction" the
 * side lying hip abduction, "Standing Hip Hinge" the hip hinge, "90/90 Stretch" the 90/90 hip stretch, "Pelvic tilts"
 * the pelvic tilt, "Swimming" in a Pilates class the prone swimmer, "Rest position" the child's pose, "Quad sets" and
 * "Static quads" the quad sets, "Step-ups" the step up, "Terminal knee extension (band)" the terminal knee extension,
 * "Wall sit" the wall sit, "Seated leg kicks with ankle weights" the long arc quad, "Warm-up bike" the stationary bike,
 * "Decline single-leg squat" the decline squat, "Seated knee extension machine" the leg extension, "Chin tucks" the chin
 * tuck, "Neck turns" and "Rotation du cou" the neck rotation, "Upper trap stretch" the upper trapezius stretch,
 * "Shoulder blade squeezes" the scapular squeeze, "Chair back extensions" the thoracic extension, "Cat cow", "Brid dog"
 * the bird dog, "Glute brigde" the glute bridge, "Dead big" the dead bug, "Childs pose" the child's pose, "7♠ → 7
 * squats" the squat, "push-ups" the push up, "reverse lunges" the reverse lunge, "30 s plank" the plank, Iñupiaq-English
 * "Press the back of the knee down on the towel" the quad sets, "Lie on your back, other knee bent, lift the straight
 * leg" the straight leg raise, "Stand up from the chair, no hands" the sit to stand, "Slide the heel up to your bottom
 * and back" the heel slides, "Sit on the edge of the chair, leg straight, lean forward" the hamstring stretch,
 * Adyghe-Russian "лёжа на спине, прижать поясницу к полу" (lying on the back, press the low back to the floor) the
 * pelvic tilt, "колено к груди" (the knee to the chest) the knee to chest, "колени вместе, наклонить вправо и влево"
 * (the knees together tipped right and left) the lower trunk rotation, "на четвереньках, рука и противоположная нога"
 * (on all fours, an arm and the opposite leg) the bird dog, "поднять таз" (lift the pelvis) the glute bridge,
 * Khakas-Russian "подбородок назад" (the chin back) the chin tuck, "ухо к плечу" (the ear to the shoulder) the upper
 * trapezius stretch, "круги плечами назад" (circles with the shoulders backwards) the shoulder roll, "свести лопатки"
 * (bring the shoulder blades together) the scapular squeeze, "предплечья на дверной косяк, шаг вперёд" (the forearms on
 * the door frame, a step forward) the doorway pec stretch, Mandinka-English "Hands on the wall, one foot back, heel
 * down" the calf stretch, "Scrunch the towel with your toes" the towel scrunches, "Up on your toes, holding the table"
 * the calf raise, "Pull the toes back with your hand" the plantar fascia stretch, "Draw circles with the foot" the ankle
 * circles, French "bras tendu, paume vers le bas, tirer les doigts vers soi" (arm straight, palm down, pull the fingers
 * towards you) the wrist extensor stretch, "le poignet contre la table, pousser vers le haut sans bouger" (the wrist
 * against the table, pushing up without moving) the isometric wrist extension, "une bouteille d'eau, descendre le
 * poignet lentement" (a bottle of water, lowering the wrist slowly) the eccentric wrist extension, "serrer une balle"
 * (squeeze a ball) the grip squeeze, "tourner la paume vers le haut puis vers le bas" (turn the palm up then down) the
 * forearm pronation and supination), otherwise the author's words; the clean title is the author's name for the move in
 * plain English letters, singular, spelt right, without the AI tool's purpose clauses ("for Gluteus Medius
 * Activation"), HTML entities, tier labels, card values, coloured squares, glued clocks, setup in brackets or doses (a
 * named English standard title for the moves described in another language; the English list's title when a list is
 * given twice). Each chapter line is its own segment: a move that comes back later in the list is a second segment of
 * that type, and the second copy of a list under the same clocks adds nothing. "3 Sets of 12", "2 × 12 each leg", "3 ×
 * 15RM", "4 × 15RM", "3 × 10", "3 × 8 each leg", "2x8 each side", "3x12", "2x10", "malġuk sets of qulit", "тIу подхода
 * по пшIыкIутIу", "ікі подхода по он ікі", "fula sets of taŋ niŋ fula" and "séries fillo, fois tanmu do karago" are sets
 * (an RM is the reps of the set); "10 × 5 sec hold", "10&nbsp;&times;&nbsp;5 sec", "5 × 45 s", "3 × 20 s", "3 × 40 s",
 * "10 × 3 s", "tallimat seconds, qulit times", "тфы секунд, пшIы раз", "пис секунд, он раз" and "tenir secondes tanmu,
 * fois karago" are reps of a hold; "Hold for 30 Seconds on Each Side", "30 sec", "1 minute", "5 min", "iñuiññaq qulit
 * seconds", "щэкIы секунд", "чибiргi секунд", "отыс секунд", "muwaŋ seconds", "taŋ saba seconds" and "secondes
 * tanjikke" are holds; "Per Side", "Each Side", "each leg", "each way", "on each side", "на каждую ногу", "в каждую
 * сторону", "на каждую сторону", "each foot" and "chaque bras" are each; a card's reps are the reps shown after the
 * arrow ("K♥ → 10 push-ups" is 10; "A♣ → 11 reverse lunges each leg" is 11 each side); Iñupiaq, Adyghe, Khakas,
 * Mandinka and Soninke number words read as their numbers (tallimat 5, qulit 10, akimiaq 15, iñuiññaq 20, iñuiññaq
 * qulit 30, malġuk 2; тфы 5, пшIы 10, пшIыкIутIу 12, пшIыкIутфы 15, щэкIы 30, тIу 2; пис 5, он 10, он ікі 12, он пис
 * 15, чибiргi 20, отыс 30, ікі 2; luulu 5, taŋ 10, taŋ niŋ fula 12, taŋ niŋ luulu 15, muwaŋ 20, taŋ saba 30, fula 2;
 * karago 5, tanmu 10, tanmu do karago 15, tanfille 20, tanjikke 30, fillo 2), the cardinals used as labels are no dose,
 * and "times", "раз" and "fois" are times. The AI tool's "3 Times Per Week", the clocks past the hour, the tempo ("3 s
 * down / 3 s up", "3-0-3", "TUT"), "~70% effort", the rest times, the RM progression ("15 → 12 → 10 → 8 → 6"), the
 * weeks, the tier letters, the card values before the arrow, the pain scores, "twice a day", "раз в день" and the
 * traps' inches, seconds, passes, bags, grams, hours, minutes, weeks and times a day are no dose.
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesHeldOut34: DescriptionCaseSpec[] = [
  {
    name: 'desc-heldout34-ai-written-chapter-titles-hip',
    note: 'A hip strengthening video whose chapters were written by an AI chapter tool: long title-case titles with purpose clauses and the dose in brackets at the end ("Demonstrating the Clamshell Exercise for Gluteus Medius Activation (2 Sets of 15 Per Side)", "Unlocking Hip Mobility With the 90/90 Stretch (Hold for 30 Seconds on Each Side)"), two talk chapters in the same style, and an AI "Key Takeaways" list below that names the moves again without times.',
    title: 'Stronger Hips in 10 Minutes – 5 Exercises for Hip and Knee Pain (Physio Explains)',
    duration: 660,
    text: `
      Weak hips are behind a lot of knee and back pain. Here are the five exercises I give almost every runner who walks into the clinic.

      ✨ Chapters (generated with an AI tool – let me know if any are off!)
      00:00 Introduction to Hip Strengthening and What You Will Learn in This Video @@ .
      00:38 Understanding Why Weak Glutes Contribute to Hip and Knee Pain @@ .
      01:45 Demonstrating the Clamshell Exercise for Gluteus Medius Activation (2 Sets of 15 Per Side) @@ clamshell | Clamshell | s2 r15 each | LB
      03:20 Performing the Glute Bridge Exercise to Build Posterior Chain Strength (3 Sets of 12) @@ glute bridge | Glute bridge | s3 r12 | LB
      05:05 Mastering the Side-Lying Hip Abduction for Lateral Hip Stability (15 Repetitions Each Side) @@ side lying hip abduction | Side-lying hip abduction | r15 each | LB
      06:40 Exploring the Standing Hip Hinge With Proper Form Cues and Common Mistakes to Avoid (10 Slow Reps) @@ hip hinge | Hip hinge | r10 | LB
      08:10 Unlocking Hip Mobility With the 90/90 Stretch (Hold for 30 Seconds on Each Side) @@ 90/90 hip stretch | 90/90 stretch | h30 each | LB
      09:50 Key Takeaways, Final Thoughts, and How Often You Should Perform These Exercises @@ .

      🔑 Key Takeaways
      • Clamshells and side-lying abduction target the gluteus medius, which stabilises the pelvis when you run.
      • Glute bridges and hip hinges build strength through the whole posterior chain.
      • The 90/90 stretch improves internal and external hip rotation.
      • Perform this routine 3 times per week for best results, and stop if pain goes above 4/10.

      I'm a physio, but I'm not YOUR physio – if your pain is getting worse, get it assessed.
    `,
  },
  {
    name: 'desc-heldout34-minutes-past-sixty-pilates-class',
    note: 'A recorded 85-minute Pilates mat class whose chapter clocks were copied from the studio\'s transcript tool, which writes minutes past the hour instead of rolling them into hours ("58:40 Saw – 6 each side", "61:15 Swan prep – 8", "67:30 Rest position – 1 minute", "74:05 Standing roll down – 3 slow", "79:50 Closing relaxation + notices"), the prose explaining it; a water break with questions as talk.',
    title: 'Full Pilates Mat Class – 85 Minutes, All Levels (Recorded Live at the Studio)',
    duration: 5100,
    text: `
      Our Thursday evening mat class, recorded live. You'll need a mat, a small cushion and some water. Timestamps are copied from our transcript tool, so they carry on past 60 minutes (61:15 = 1 hr 1 min 15 s) – sorry, the tool does it that way!

      00:00 Arrive, settle, breathing @@ .
      04:10 Pelvic tilts – 10 @@ pelvic tilt | Pelvic tilt | r10 | C
      09:30 Pelvic curl – 8 slow @@ pelvic curl | Pelvic curl | r8 | C
      16:45 The hundred (prep, head down) @@ the hundred | The hundred | | C
      24:20 Single leg stretch – 10 each leg @@ single leg stretch | Single leg stretch | r10 each | C
      31:05 Water break + questions from the room @@ .
      36:40 Side-lying leg lifts – 12 each side @@ side lying hip abduction | Side-lying leg lift | r12 each | LB
      45:15 Swimming – 3 × 20 s @@ prone swimmer | Swimming | r3 h20 | B
      52:30 Spine twist – 5 each way @@ spine twist | Spine twist | r5 each | B
      58:40 Saw – 6 each side @@ saw | Saw | r6 each | B
      61:15 Swan prep – 8 @@ swan prep | Swan prep | r8 | B
      67:30 Rest position – 1 minute @@ child's pose | Rest position | h60 | B
      74:05 Standing roll down – 3 slow @@ standing roll down | Standing roll down | r3 | B
      79:50 Closing relaxation + notices @@ .

      Next 6-week beginners' course starts on the 4th – book at the front desk or online.
    `,
  },
  {
    name: 'desc-heldout34-html-entities-autopost-knee',
    note: 'A knee video whose description was auto-posted from the physio\'s blog with HTML entities left in: dashes, times signs, ampersands, apostrophes and a no-break space written as entities ("0:45 Quad sets &ndash; 10&nbsp;&times;&nbsp;5 sec hold", "2:05 Straight leg raise &ndash; 3&times;10", "Intro &amp; who this is for", "what&#39;s normal"); a talk chapter on the stairs and a tracking link with "&amp;" below.',
    title: 'Knee Pain on the Stairs? 5 Exercises That Help (No Equipment)',
    duration: 600,
    text: `
      Knee pain going up or down stairs? Here&#39;s my 5-step plan &ndash; no equipment needed, just a chair, a wall and a step.

      Chapters:
      0:00 Intro &amp; who this is for @@ .
      0:45 Quad sets &ndash; 10&nbsp;&times;&nbsp;5 sec hold @@ quad sets | Quad sets | r10 h5 | LB
      2:05 Straight leg raise &ndash; 3&times;10 @@ straight leg raise | Straight leg raise | s3 r10 | LB
      3:40 Step-ups &ndash; 2 &times; 12 each leg @@ step up | Step-up | s2 r12 each | LB
      5:15 Wall sit &ndash; 3 &times; 30&nbsp;sec @@ wall sit | Wall sit | r3 h30 | LB
      6:50 Terminal knee extension (band) &ndash; 15 @@ terminal knee extension | Terminal knee extension | r15 | LB
      8:20 Stairs: what&#39;s normal &amp; when to see someone @@ .

      Read the full post with pictures: https://www.stepbystepphysio.blog/knee-stairs/?utm_source=youtube&amp;utm_medium=video
      &copy; Step by Step Physio &ndash; this video is for education, not a diagnosis.
    `,
  },
  {
    name: 'desc-heldout34-bilingual-two-lists-montreal-neck',
    note: 'A Montreal physio\'s neck video with the whole description twice, English then French, each with its own chapter list under the same clocks ("0:35 Chin tucks – 10 × 3 s" and later "0:35 Rentrée du menton – 10 × 3 s"); the English list is the one labelled, the French copy adds no segment; the office and hockey in the prose.',
    title: 'Neck Pain at Work? 5 Exercises | Douleur au cou au travail ? 5 exercices – Physio Montréal',
    duration: 540,
    text: `
      🇬🇧 English below · 🇫🇷 Version française plus bas

      Stiff neck after a day at the office or a weekend of hockey? Five exercises you can do at your desk.

      0:00 Intro @@ .
      0:35 Chin tucks – 10 × 3 s @@ chin tuck | Chin tuck | r10 h3 | N
      1:50 Neck turns – 5 each way @@ neck rotation | Neck turn | r5 each | N
      3:00 Upper trap stretch – 20 s each side @@ upper trapezius stretch | Upper trap stretch | h20 each | N
      4:15 Shoulder blade squeezes – 2 × 10 @@ scapular squeeze | Shoulder blade squeeze | s2 r10 | UB
      5:30 Chair back extensions – 8 @@ thoracic extension | Chair back extension | r8 | B
      6:45 Desk tips @@ .

      ——————————

      Le cou raide après une journée au bureau ou une fin de semaine de hockey? Cinq exercices à faire à votre bureau.

      0:00 Intro
      0:35 Rentrée du menton – 10 × 3 s
      1:50 Rotation du cou – 5 de chaque côté
      3:00 Étirement du trapèze – 20 s de chaque côté
      4:15 Serrer les omoplates – 2 × 10
      5:30 Extension sur le dossier de la chaise – 8
      6:45 Conseils pour le bureau
    `,
  },
  {
    name: 'desc-heldout34-tendon-hsr-rm-tut',
    note: 'A patellar tendinopathy video, week 1 of heavy slow resistance, in gym notation: repetition maximums ("Leg press – 4 × 15RM", "Decline single-leg squat – 3 × 15RM each leg"), tempo and time under tension ("3 s down / 3 s up (≈ 90 s TUT per set)", "3-0-3", "TUT 6 s/rep"), an isometric "5 × 45 s at ~70% effort, 2 min rest", a "5 min easy" bike and talk chapters on the 24-hour rule and the RM dropping over the weeks ("15 → 12 → 10 → 8 → 6").',
    title: "Jumper's Knee Rehab – Heavy Slow Resistance, Week 1 (Full Session With Me)",
    duration: 1200,
    text: `
      Week 1 of a 12-week heavy slow resistance (HSR) block for patellar tendinopathy. 15RM = the heaviest weight you can lift 15 times with good form. 3 sessions a week, rest 2–3 min between sets. Keep playing basketball or volleyball if pain stays under 3/10.

      0:00 Why tendons need load, not rest @@ .
      1:30 Warm-up bike – 5 min easy @@ stationary bike | Warm-up bike | h300 | LB
      3:10 Spanish squat (isometric) – 5 × 45 s at ~70% effort, 2 min rest @@ spanish squat | Spanish squat | r5 h45 | LB
      6:00 Leg press – 4 × 15RM · 3 s down / 3 s up (≈ 90 s TUT per set) @@ leg press | Leg press | s4 r15 | LB
      9:20 Decline single-leg squat – 3 × 15RM each leg · 3-0-3 @@ decline squat | Decline single-leg squat | s3 r15 each | LB
      12:40 Seated knee extension machine – 3 × 15RM · TUT 6 s/rep @@ leg extension | Seated knee extension | s3 r15 | LB
      15:30 Pain monitoring: the 24-hour rule @@ .
      17:10 Weeks 2–12: how the RM drops (15 → 12 → 10 → 8 → 6) @@ .
    `,
  },
  {
    name: 'desc-heldout34-tier-list-knee-rehab',
    note: 'A knee rehab "tier list" video that demonstrates every move and ranks it, a coloured square and the tier letter before each name and the dose in brackets after ("🟥 F tier – Seated leg kicks with ankle weights (3 × 10)", "🟪 S tier – Split squat (3 × 8 each leg)"), two moves in the same tier, a talk chapter on how they are ranked, the final tier list, comments from the last video and bloopers.',
    title: 'I Ranked 8 Knee Rehab Exercises (S Tier to F Tier) – Physio Tier List',
    duration: 840,
    text: `
      Which knee exercises are actually worth your time? I demo all 8 and rank them on effort vs. reward. Agree? Disagree? Tell me in the comments 👇

      0:00 How I'm ranking them (effort vs. reward) @@ .
      1:05 🟥 F tier – Seated leg kicks with ankle weights (3 × 10) @@ long arc quad | Seated leg kick | s3 r10 | LB
      2:20 🟧 D tier – Quad sets (10 × 5 s) @@ quad sets | Quad sets | r10 h5 | LB
      3:35 🟨 C tier – Straight leg raise (3 × 12) @@ straight leg raise | Straight leg raise | s3 r12 | LB
      4:50 🟩 B tier – Step-ups (2 × 10 each leg) @@ step up | Step-up | s2 r10 each | LB
      6:05 🟦 A tier – Wall sit (3 × 40 s) @@ wall sit | Wall sit | r3 h40 | LB
      7:20 🟦 A tier – Terminal knee extension with a band (20) @@ terminal knee extension | Terminal knee extension | r20 | LB
      8:35 🟪 S tier – Split squat (3 × 8 each leg) @@ split squat | Split squat | s3 r8 each | LB
      10:00 🟪 S tier – Sit to stand from a low chair (3 × 10) @@ sit to stand | Sit to stand | s3 r10 | LB
      11:30 The final tier list + your comments from last time @@ .
      13:05 Bloopers (the chair did not survive) @@ .
    `,
  },
  {
    name: 'desc-heldout34-phone-typed-glued-clocks-back',
    note: 'A low back routine typed on a phone: every clock glued to its title without a space ("0:35Cat cow x10", "1:50Brid dog 2x8 each side"), the names misspelt ("Brid dog", "Glute brigde", "Dead big", "Childs pose"), lower-case gym doses, an apology for typing it on the bus and an emoji.',
    title: 'My 8 Minute Morning Back Routine (Do This Before Work)',
    duration: 540,
    text: `
      sorry typed this on my phone on the bus 🙈 will fix later

      0:00Intro @@ .
      0:35Cat cow x10 @@ cat cow | Cat cow | r10 | B
      1:50Brid dog 2x8 each side @@ bird dog | Bird dog | s2 r8 each | B
      3:30Glute brigde 3x12 @@ glute bridge | Glute bridge | s3 r12 | LB
      5:05Dead big 2x10 @@ dead bug | Dead bug | s2 r10 | C
      6:40Childs pose 30sec @@ child's pose | Child's pose | h30 | B
      7:50Thats it!! see u tmrw @@ .
    `,
  },
  {
    name: 'desc-heldout34-deck-of-cards-workout',
    note: 'A deck-of-cards bodyweight workout: the rules in the prose (suits are moves, card values are reps, face cards 10, ace 11), each chapter a card with its number and suit before an arrow and the reps after it ("0:50 Card 1 · 7♠ → 7 squats", "1:35 Card 2 · K♥ → 10 push-ups", "3:15 Card 4 · A♣ → 11 reverse lunges each leg"), the same moves coming back with other reps, a joker for a plank, and the high scores as talk.',
    title: 'Deck of Cards Workout – No Equipment, Full Body (Can You Beat 10 Cards?)',
    duration: 690,
    text: `
      Shuffle a deck, flip a card, do the reps! ♠ Spades = squats · ♥ Hearts = push-ups (knees are fine) · ♦ Diamonds = glute bridges · ♣ Clubs = reverse lunges (each leg). Number cards = their number, J/Q/K = 10, Ace = 11, Joker = 30 s plank. We got through 10 cards in this one.

      0:00 Rules + shuffle @@ .
      0:50 Card 1 · 7♠ → 7 squats @@ squat | Squat | r7 | LB
      1:35 Card 2 · K♥ → 10 push-ups @@ push up | Push-up | r10 | UB
      2:40 Card 3 · 4♦ → 4 glute bridges @@ glute bridge | Glute bridge | r4 | LB
      3:15 Card 4 · A♣ → 11 reverse lunges each leg @@ reverse lunge | Reverse lunge | r11 each | LB
      5:00 Card 5 · 9♠ → 9 squats @@ squat | Squat | r9 | LB
      5:50 Card 6 · Q♦ → 10 glute bridges @@ glute bridge | Glute bridge | r10 | LB
      6:45 Card 7 · 2♥ → 2 push-ups (lucky!) @@ push up | Push-up | r2 | UB
      7:10 Card 8 · J♠ → 10 squats @@ squat | Squat | r10 | LB
      8:10 Card 9 · 6♣ → 6 reverse lunges each leg @@ reverse lunge | Reverse lunge | r6 each | LB
      9:15 Card 10 · 🃏 Joker → 30 s plank @@ plank | Plank | h30 | C
      10:00 Cool down chat + your high scores @@ .
    `,
  },
  {
    name: 'desc-heldout34-inupiaq-elders-knee',
    note: 'An Utqiaġvik physical therapist\'s knee programme for elders in Iñupiaq and English (new language) with the Iñupiaq cardinals as labels ("Atausiq ·", "Malġuk ·"… "Tallimat ·"), the moves in English, and the dose in Iñupiaq number words ("tallimat seconds, qulit times", "qulit times, each leg", "akimiaq times", "malġuk sets of qulit", "iñuiññaq qulit seconds, each leg"); greeting, advice and thanks chapters, and Nalukataq and the blanket toss named in the prose.',
    title: 'Knee Exercises for Our Elders – Iñupiatun & English | Physical Therapy, Utqiaġvik',
    duration: 580,
    text: `
      Uvlaallautaq! Knee exercises for our elders at the senior center, in Iñupiatun and English. Use a sturdy chair and a rolled towel. If your knee is hot and swollen, come and see us first. Nalukataq and the blanket toss we will talk about another time.

      0:00 Uvlaallautaq – good morning! @@ .
      0:40 Atausiq · Press the back of the knee down on the towel – tallimat seconds, qulit times @@ quad sets | Quad sets | r10 h5 | LB
      1:55 Malġuk · Lie on your back, other knee bent, lift the straight leg – qulit times, each leg @@ straight leg raise | Straight leg raise | r10 each | LB
      3:10 Piŋasut · Stand up from the chair, no hands – akimiaq times @@ sit to stand | Sit to stand | r15 | LB
      4:25 Sisamat · Slide the heel up to your bottom and back – malġuk sets of qulit @@ heel slides | Heel slide | s2 r10 | LB
      5:40 Tallimat · Sit on the edge of the chair, leg straight, lean forward – iñuiññaq qulit seconds, each leg @@ hamstring stretch | Hamstring stretch | h30 each | LB
      6:55 Every day, a little bit @@ .
      8:15 Quyanaqpak! @@ .
    `,
  },
  {
    name: 'desc-heldout34-adyghe-lower-back',
    note: 'A Maykop physiotherapist\'s low back programme in Adyghe with Russian (new language) after "·" with the ordinals "Апэрэ:", "ЯтIонэрэ:"… "Ятфэнэрэ:", every move described in Russian, and Adyghe numbers with Russian nouns ("тфы секунд, пшIы раз", "щэкIы секунд на каждую ногу", "пшIы раз в каждую сторону", "тIу подхода по пшIыкIутIу", "пшIыкIутфы раз"); greeting, advice and thanks chapters, and the джэгу and football named in the prose.',
    title: 'Поясница болит? Тфы упражнения дома | Физиотерапевт из Майкопа (адыгабзэкIэ и по-русски)',
    duration: 580,
    text: `
      Упражнения для поясницы на адыгейском и русском. Если боль отдаёт в ногу или немеет стопа – к врачу. Про джэгу и футбол поговорим в другом видео.

      0:00 · Шъуимафэ шIу! @@ .
      0:40 · Апэрэ: лёжа на спине, прижать поясницу к полу – тфы секунд, пшIы раз @@ pelvic tilt | Pelvic tilt | r10 h5 | B
      1:55 · ЯтIонэрэ: колено к груди, помогаем руками – щэкIы секунд на каждую ногу @@ knee to chest | Knee to chest | h30 each | B
      3:10 · Ящэнэрэ: колени вместе, наклонить вправо и влево – пшIы раз в каждую сторону @@ lower trunk rotation | Lower trunk rotation | r10 each | B
      4:25 · ЯплIэнэрэ: на четвереньках, рука и противоположная нога – тIу подхода по пшIыкIутIу @@ bird dog | Bird dog | s2 r12 | B
      5:40 · Ятфэнэрэ: лёжа на спине, поднять таз – пшIыкIутфы раз @@ glute bridge | Glute bridge | r15 | LB
      6:55 · Советы: раз в день, без боли @@ .
      8:15 · Тхьауегъэпсэу! @@ .
    `,
  },
  {
    name: 'desc-heldout34-khakas-neck-shoulder',
    note: 'An Abakan physiotherapist\'s neck and shoulder programme in Khakas with Russian (new language) after "◇ Упр. n —", every move described in Russian, and Khakas numbers with Russian nouns ("пис секунд, он раз", "чибiргi секунд на каждую сторону", "он пис раз", "ікі подхода по он ікі", "отыс секунд"); greeting, advice and thanks chapters, and Тун пайрам and кӱрес named in the prose.',
    title: 'Шея и плечи: пять упражнений | Физиотерапевт из Абакана (хакасча и по-русски)',
    duration: 580,
    text: `
      Упражнения для шеи и плеч на хакасском и русском – для тех, кто весь день за рулём или за компьютером. Если немеет рука – к врачу. Про Тун пайрам и кӱрес – в другом видео.

      0:00 ◇ Изеннер! @@ .
      0:40 ◇ Упр. 1 — подбородок назад, «двойной подбородок» – пис секунд, он раз @@ chin tuck | Chin tuck | r10 h5 | N
      1:55 ◇ Упр. 2 — ухо к плечу, рука помогает – чибiргi секунд на каждую сторону @@ upper trapezius stretch | Upper trapezius stretch | h20 each | N
      3:10 ◇ Упр. 3 — круги плечами назад – он пис раз @@ shoulder roll | Shoulder roll | r15 | UB
      4:25 ◇ Упр. 4 — свести лопатки – ікі подхода по он ікі @@ scapular squeeze | Scapular squeeze | s2 r12 | UB
      5:40 ◇ Упр. 5 — предплечья на дверной косяк, шаг вперёд – отыс секунд @@ doorway pec stretch | Doorway pec stretch | h30 | UB
      6:55 ◇ Советы @@ .
      8:15 ◇ Алғыстапчам! @@ .
    `,
  },
  {
    name: 'desc-heldout34-mandinka-foot-ankle',
    note: 'A Serrekunda physiotherapist\'s foot and ankle programme for market women in Mandinka and English (new language) with the Mandinka cardinals as labels after "▸" ("Kiliŋ ▸", "Fula ▸"… "Luulu ▸"), the moves in English, and the dose in Mandinka number words ("muwaŋ seconds each leg", "taŋ niŋ luulu times", "fula sets of taŋ niŋ fula", "taŋ saba seconds, each foot", "taŋ times each way"); greeting, advice and thanks chapters, and wrestling and the market named in the prose.',
    title: 'Heel & Foot Pain From Standing All Day? 5 Exercises | Physiotherapist in Serrekunda (Mandinka & English)',
    duration: 580,
    text: `
      For the women who stand at the market from morning prayer to sunset. In Mandinka and English. If the foot is swollen after a fall, go to the hospital first. The wrestling we will talk about another day.

      0:00 I be ñaading? Salaam aleekum! @@ .
      0:40 Kiliŋ ▸ Hands on the wall, one foot back, heel down – muwaŋ seconds each leg @@ calf stretch | Calf stretch | h20 each | LB
      1:55 Fula ▸ Scrunch the towel with your toes – taŋ niŋ luulu times @@ towel scrunches | Towel scrunches | r15 | LB
      3:10 Saba ▸ Up on your toes, holding the table – fula sets of taŋ niŋ fula @@ calf raise | Calf raise | s2 r12 | LB
      4:25 Naani ▸ Pull the toes back with your hand – taŋ saba seconds, each foot @@ plantar fascia stretch | Plantar fascia stretch | h30 each | LB
      5:40 Luulu ▸ Draw circles with the foot – taŋ times each way @@ ankle circles | Ankle circles | r10 each | LB
      6:55 Good shoes for the market @@ .
      8:15 Abaraka baake! @@ .
    `,
  },
  {
    name: 'desc-heldout34-soninke-coude-poignet',
    note: 'A Montreuil physiotherapist\'s elbow and wrist programme for cleaning and building workers in Soninke and French (new language) after "➤" with French ordinals, every move described in French, and Soninke numbers after French nouns ("secondes tanjikke, chaque bras", "tenir secondes tanmu, fois karago", "séries fillo, fois tanmu do karago", "fois tanfille", "fois tanmu"); greeting, advice and thanks chapters, and the foyer, the building site and the weekend weddings named in the prose.',
    title: 'Mal au coude et au poignet au travail ? 5 exercices | Kiné à Montreuil (soninké + français)',
    duration: 580,
    text: `
      Pour les travailleurs du ménage et du bâtiment, au foyer et ailleurs. En soninké et en français. Si le coude est gonflé ou si les doigts s'endorment, allez voir le médecin. Le football et les mariages du week-end, ce sera pour une autre vidéo.

      0:00 ➤ Salam aleykum ! @@ .
      0:40 ➤ Premier : bras tendu, paume vers le bas, tirer les doigts vers soi – secondes tanjikke, chaque bras @@ wrist extensor stretch | Wrist extensor stretch | h30 each | UB
      1:55 ➤ Deuxième : le poignet contre la table, pousser vers le haut sans bouger – tenir secondes tanmu, fois karago @@ isometric wrist extension | Isometric wrist extension | r5 h10 | UB
      3:10 ➤ Troisième : une bouteille d'eau, descendre le poignet lentement – séries fillo, fois tanmu do karago @@ eccentric wrist extension | Eccentric wrist extension | s2 r15 | UB
      4:25 ➤ Quatrième : serrer une balle – fois tanfille @@ grip squeeze | Grip squeeze | r20 | UB
      5:40 ➤ Cinquième : coude au corps, tourner la paume vers le haut puis vers le bas – fois tanmu @@ forearm pronation and supination | Forearm pronation and supination | r10 | UB
      6:55 ➤ Conseils pour le travail @@ .
      8:15 ➤ Merci, à bientôt ! @@ .
    `,
  },
  {
    name: 'desc-heldout34-trap-quilt-block-piecing',
    note: 'A quilt block piecing video, with a valid chapter list and no exercise done by a person, whose chapters give presses, seconds a seam, pairs, pushes, sides, stretches, pulls and inches ("Press, don\'t iron – lift and press, 5 seconds a seam", "Nest the seams – push the allowances to opposite sides", "Bias edges: don\'t pull or stretch", "Trim to 12½" – square it up on all 4 sides"); no captions.',
    title: 'Piecing a Perfect Quilt Block – Scant ¼" Seams, Pressing & Nesting (Beginner Quilting)',
    duration: 960,
    text: `
      Today's block is a 12" finished Ohio star. Fabric: a fat quarter of each colour. Set your stitch length to 2.0.

      0:00 What you need @@ .
      1:05 Test your scant ¼" seam – 3 strips, should measure 3½" @@ .
      3:10 Chain piecing – 16 pairs without cutting the thread @@ .
      5:30 Press, don't iron – lift and press, 5 seconds a seam @@ .
      7:20 Nest the seams – push the allowances to opposite sides @@ .
      9:45 Bias edges: don't pull or stretch @@ .
      11:30 Trim to 12½" – square it up on all 4 sides @@ .
      13:40 My wrists after 4 hours at the machine (take breaks!) @@ .
    `,
  },
  {
    name: 'desc-heldout34-trap-orthodontic-elastics',
    note: 'An orthodontist\'s video on wearing elastics with braces, with a valid chapter list and no exercise done by a person, whose chapters give hooks, both sides, stretches, opening and closing 10 times, hours and times a day ("Stretch it over the hook – both sides", "Open and close 10 times to check", "Wear them 22 hours a day, change them 3 times a day", "Sore teeth for the first 3 days"); no captions.',
    title: 'How to Wear Your Braces Elastics (Rubber Bands) – Orthodontist Explains',
    duration: 480,
    text: `
      Just been given your first bag of elastics? Here's how to put them on and how long to wear them. Your own orthodontist's instructions always come first.

      0:00 Why elastics move your bite @@ .
      0:50 Which hooks: upper canine to lower molar @@ .
      1:45 Stretch it over the hook – both sides @@ .
      2:50 Open and close 10 times to check @@ .
      3:35 Wear them 22 hours a day, change them 3 times a day @@ .
      4:40 One snapped? Don't double up @@ .
      5:50 Sore teeth for the first 3 days @@ .
      6:45 Eating, sport and mouthguards @@ .
    `,
  },
  {
    name: 'desc-heldout34-trap-lawn-scarifying',
    note: 'A lawn scarifying video, with a valid chapter list and no exercise done by a person, whose chapters give passes, angles, pushes, bags, grams per square metre, directions, minutes, weeks and a leg day joke ("Scarify – 2 passes, the second at 45°, push slowly", "Rake up – 12 bags of moss", "Overseed – 35 g/m², half one way, half the other", "My back after 12 bags = leg day"); no captions.',
    title: 'Scarifying a Mossy Lawn in Autumn – Scarify, Overseed & Top Dress (Before & After)',
    duration: 900,
    text: `
      The back lawn was about 60% moss after a wet summer. Moss killer went on two weeks before filming. Best done in September or October while the grass is still growing.

      0:00 Before: how bad is it? @@ .
      0:55 Mow low – two passes @@ .
      2:30 Scarify – 2 passes, the second at 45°, push slowly @@ .
      5:40 Rake up – 12 bags of moss @@ .
      8:10 Overseed – 35 g/m², half one way, half the other @@ .
      10:05 Top dress + brush it in @@ .
      11:50 Water 20 minutes every evening for 3 weeks @@ .
      13:20 My back after 12 bags = leg day 😂 @@ .
    `,
  },
];
