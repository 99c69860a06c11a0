/**
 * Twelfth held-out batch (heldout12), written before the engine was run on it even once: never tuned on. Formats the
 * earlier batches did not use, after searching public physio handouts, church and club strength manuals ("W1." warm-up
 * codes with "1 set of 6–8 repetitions per leg" and a coaching cue under each name), podcast show notes and gym
 * timetables: an ACL handout whose clocks come last in brackets ("Quad sets – 10 x 10 second holds (0:50)"); a knee
 * session after " => " under unmarked "BLOCK A – PREP" headers with coach jargon ("@ RIR 2", "8/8 then a drop set",
 * "5-4-3-2-1 ladder", "2 x AMRAP hold", "5 x 45 s iso") and coach names outside the lexicon (Reverse Nordics, sissy
 * squats, Poliquin step-ups, dead hang); "W1./W2./W3." warm-up codes then "1./2./3." with the dose and a "Coaching cue:"
 * line under each chapter; "(1/6)" counters with a frequency ("twice a day") that is no dose; sides filmed as their own
 * chapters ("Sleeper stretch (R)" / "(L)", "right arm" / "left arm"), each chapter its own segment; Irish "Cleachtadh
 * n –" (new), Mongolian "1-р дасгал:" (new), Gujarati "કસરત ૧:" with Gujarati digits (new), Haitian Creole
 * "Egzèsis n:" (new), Zulu "Umthambo n:" (new), Belarusian with the dose before the name ("10 разоў — Нахіл таза",
 * new) and a Punjabi seniors' list mixing English names and Gurmukhi doses (new) — and eight traps: a podcast episode
 * on stretching, a pancake recipe ("flip, 60 s on the other side"), futsal highlights with minutes and scores ("7' –
 * 1:0"), a rotator-cuff lecture, a walking-pad review, a Kyrgyz list from 0:05 (new), a Malayalam video with two stamps
 * (new) and a studio timetable of class times of day in a 58-second promo.
 *
 * Labels: `type` is the lexicon's name when the move is a lexicon exercise (named by a lexicon name or alias, or
 * described in a language the lexicon does not hold); otherwise the author's words. Rep ranges read as their lower
 * bound; ladders, drop sets, RIR, breath counts, rests and frequencies are no dose; "8/8" is 8 each side; each chapter
 * line is its own segment, so a right-side and a left-side chapter are two segments ("right" / "left").
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesHeldOut12: DescriptionCaseSpec[] = [
  {
    name: 'desc-heldout12-acl-trailing-clocks',
    note: 'An ACL handout whose clocks come last, in brackets ("Quad sets – 10 x 10 second holds (0:50)"); prone hangs (a lexicon alias of the knee extension stretch), patella mobs; "as often as you can" is no dose; ice time in the prose.',
    title: 'ACL Reconstruction – Weeks 0 to 2 Exercises (Physio Guide)',
    duration: 660,
    text: `
      Only start these once your surgeon has cleared you. Ice for 15 min afterwards, knee straight.

      Intro & what to expect (0:00) @@ .
      Quad sets – 10 x 10 second holds (0:50) @@ quad sets | Quad sets | r10 h10 | LB
      Heel slides with a towel – 2 x 15 (2:15) @@ heel slides | Heel slides | s2 r15 | LB
      Straight leg raise – 3 x 10, only if there's no lag (3:40) @@ straight leg raise | Straight leg raise | s3 r10 | LB
      Prone hangs for extension – 5 minutes (5:20) @@ knee extension stretch | Knee extension stretch | h300 | LB
      Ankle pumps – as often as you can (6:50) @@ ankle pumps | Ankle pumps | | LB
      Patella mobs, up/down and side to side – 1 min (8:00) @@ patellar mobilisation | Patellar mobilisation | h60 | LB
      When to call the clinic (9:30) @@ .
    `,
  },
  {
    name: 'desc-heldout12-knee-blocks-fat-arrow-jargon',
    note: '" => " after the clock under unmarked "BLOCK A – PREP" headers; jargon doses "3 x 6 @ RIR 2", "3 x 8-10", "5 x 45 s iso", "8/8 then a drop set", "5-4-3-2-1 ladder each leg", "2 x AMRAP hold"; tib raises (lexicon alias of the toe raise); Reverse Nordics, sissy squats, Poliquin step-ups and dead hang outside the lexicon.',
    title: 'Knee Bulletproofing – Full Gym Session (Coach Notes in Description)',
    duration: 960,
    text: `
      Session notes: rest 90 s between sets unless it says otherwise. RIR = reps in reserve.

      0:00 => Intro @@ .
      BLOCK A – PREP
      0:45 => Tib raises, 2 x 20 @@ toe raise | Toe raise | s2 r20 | LB
      2:10 => Reverse Nordics, 3 x 6 @ RIR 2 @@ reverse nordics | Reverse Nordics | s3 r6 | LB
      BLOCK B – STRENGTH
      4:05 => Sissy squats (assisted), 3 x 8-10 @@ sissy squats | Sissy squats | s3 r8 | LB
      6:30 => Spanish squat, 5 x 45 s iso @@ spanish squat | Spanish squat | s5 h45 | LB
      8:40 => Bulgarian split squat, 8/8 then a drop set @@ bulgarian split squat | Bulgarian split squat | r8 each | LB
      BLOCK C – CAPACITY
      11:20 => Poliquin step-ups, 5-4-3-2-1 ladder each leg @@ poliquin step-ups | Poliquin step-ups | each | LB
      13:30 => Dead hang, 2 x AMRAP hold @@ dead hang | Dead hang | s2 | UB
      15:00 => Outro + how to progress week to week @@ .
    `,
  },
  {
    name: 'desc-heldout12-runner-w-codes-cue-lines',
    note: '"W1./W2./W3." warm-up codes then "1./2./3./4." main set, each with its dose on the line below ("1 set of 10 per leg", "3 sets of 20 s per side", "2 sets of 20 m") and a "Coaching cue:" line; leg swings and A-skips outside the lexicon; a side-lying windmill (the open book) and a single-leg RDL (the single leg deadlift).',
    title: "Runner's Strength Session 2 – Warm-Up + Main Set (Follow Along)",
    duration: 780,
    text: `
      0:00 Intro @@ .
      0:30 W1. Leg swings, front to back @@ leg swings | Leg swings | r10 each | LB
      1 set of 10 per leg
      Coaching cue: stay tall and let the leg swing freely.
      1:35 W2. Side-lying windmill @@ open book | Open book | r6 each | B
      1 set of 6 per side
      Coaching cue: follow your top hand with your eyes.
      2:40 W3. World's greatest stretch @@ world's greatest stretch | World's greatest stretch | r4 each | FB
      1 set of 4 per side
      3:50 1. Single-leg RDL @@ single leg deadlift | Single leg deadlift | s3 r8 each | LB
      3 sets of 8 repetitions per leg
      Coaching cue: reach the free leg long behind you, hips square.
      6:20 2. Copenhagen plank (short lever) @@ copenhagen plank | Copenhagen plank | s3 h20 each | LB
      3 sets of 20 s per side
      8:30 3. Single-leg calf raises on a step @@ single leg calf raise | Single leg calf raise | s3 r15 each | LB
      3 sets of 15 repetitions per leg
      10:40 4. A-skips @@ a-skips | A-skips | s2 | LB
      2 sets of 20 m
      Coaching cue: quick feet, knee up, land under the hip.
      12:00 Cool-down & wrap-up @@ .
    `,
  },
  {
    name: 'desc-heldout12-back-counters-twice-daily',
    note: '"(1/6)" counters after the clock; "twice a day" and "rest 30-60 s" in the prose are no dose; "10 each way", "hold 20 s, 3 each leg", "10, hold 3 s at the top", "30 s x 2"; knee rocks (the lower trunk rotation), bridging (alias), press-ups (McKenzie).',
    title: 'Lower Back Pain: 6 Gentle Exercises (Do Twice Daily)',
    duration: 660,
    text: `
      Do all six twice a day, morning and evening. Rest 30-60 s between sets.

      0:00 Intro and disclaimer @@ .
      0:45 (1/6) Knee rocks side to side – 10 each way @@ lower trunk rotation | Lower trunk rotation | r10 each | B
      1:55 (2/6) Single knee to chest – hold 20 s, 3 each leg @@ knee to chest | Knee to chest | r3 h20 each | B
      3:20 (3/6) Pelvic tilts – 2 x 10 @@ pelvic tilt | Pelvic tilt | s2 r10 | B
      4:35 (4/6) Bridging – 10, hold 3 s at the top @@ glute bridge | Glute bridge | r10 h3 | LB
      5:50 (5/6) Press-ups (McKenzie) – 10 slow reps @@ mckenzie press up | McKenzie press up | r10 | B
      7:10 (6/6) Child's pose – 30 s x 2 @@ child's pose | Child's pose | s2 h30 | B
      8:25 Red flags: when to see your GP @@ .
      9:30 Bye @@ .
    `,
  },
  {
    name: 'desc-heldout12-shoulder-sides-own-chapters',
    note: 'Sides filmed as their own chapters ("Sleeper stretch (R)" / "(L)", "Side-lying ER, right arm" / "left arm"): each chapter is its own segment with its side; "(both arms)" is side both; "30 s × 3", "x10".',
    title: 'Shoulder Impingement – Stretch & Strengthen (Right Then Left)',
    duration: 660,
    text: `
      0:00 Hi + how to set up the band @@ .
      0:40 Sleeper stretch (R) – 30 s × 3 @@ sleeper stretch | Sleeper stretch | s3 h30 right | UB
      2:05 Sleeper stretch (L) – 30 s × 3 @@ sleeper stretch | Sleeper stretch | s3 h30 left | UB
      3:30 Side-lying ER, right arm – 2 × 15 @@ side lying external rotation | Side lying external rotation | s2 r15 right | UB
      5:00 Side-lying ER, left arm – 2 × 15 @@ side lying external rotation | Side lying external rotation | s2 r15 left | UB
      6:30 Band pull-aparts (both arms) – 3 × 12 @@ band pull apart | Band pull apart | s3 r12 both | UB
      8:00 Wall slides – x10 @@ wall slide | Wall slide | r10 | UB
      9:20 Final tips @@ .
    `,
  },
  {
    name: 'desc-heldout12-irish-droim',
    note: 'Irish low-back routine (new language): "Cleachtadh n –", "10 n-uaire", "3 shraith de 10", "coinnigh ar feadh 20 soicind, gach taobh", "8 n-uaire ar gach taobh"; English names in brackets for two moves.',
    title: 'Cleachtaí don Droim Íochtair – Clár Baile (Fisiteiripe)',
    duration: 600,
    text: `
      0:00 Fáilte agus réamhrá @@ .
      0:35 Cleachtadh 1 – An cat agus an bhó: 10 n-uaire @@ cat cow | Cat cow | r10 | B
      1:50 Cleachtadh 2 – An droichead: 3 shraith de 10 @@ glute bridge | Glute bridge | s3 r10 | LB
      3:15 Cleachtadh 3 – Glúin go cliabh: coinnigh ar feadh 20 soicind, gach taobh @@ knee to chest | Knee to chest | h20 each | B
      4:40 Cleachtadh 4 – An madra éin (bird dog): 8 n-uaire ar gach taobh @@ bird dog | Bird dog | r8 each | B
      6:05 Cleachtadh 5 – Síneadh na hógfhéithe (hamstrings): 30 soicind @@ hamstring stretch | Hamstring stretch | h30 | LB
      7:30 Botúin choitianta @@ .
      8:40 Slán go fóill @@ .
    `,
  },
  {
    name: 'desc-heldout12-mongolian-khuzuu',
    note: 'Mongolian (Cyrillic) neck and back routine (new language): "1-р дасгал:", "10 удаа", "урагш 10, хойш 10", "тал бүрд 20 секунд барина", "30 секунд".',
    title: 'Хүзүү, нурууны өвдөлтөд зориулсан дасгалууд – гэртээ',
    duration: 600,
    text: `
      0:00 Танилцуулга @@ .
      0:40 1-р дасгал: Эрүүгээ хойш татах – 10 удаа @@ chin tuck | Chin tuck | r10 | N
      1:55 2-р дасгал: Мөрөө эргүүлэх – урагш 10, хойш 10 @@ shoulder roll | Shoulder roll | r10 each | UB
      3:10 3-р дасгал: Толгойгоо хажуу тийш хазайлгах – тал бүрд 20 секунд барина @@ neck side bend | Neck side bend | h20 each | N
      4:30 4-р дасгал: Муур-үнээ – 8 удаа @@ cat cow | Cat cow | r8 | B
      5:50 5-р дасгал: Хүүхдийн поз – 30 секунд @@ child's pose | Child's pose | h30 | B
      7:10 Анхаарах зүйлс @@ .
      8:20 Баяртай @@ .
    `,
  },
  {
    name: 'desc-heldout12-gujarati-ghutan',
    note: 'Gujarati knee routine (new language) with Gujarati digits: "કસરત ૧:", "૧૦ વખત, ૩ સેટ", "દરેક પગે ૧૫ વખત", "૩૦ સેકન્ડ પકડી રાખો, દરેક પગે"; "(calf raise)" in English in brackets.',
    title: 'ઘૂંટણના દુખાવા માટે ૫ કસરતો – ઘરે કરો',
    duration: 600,
    text: `
      0:00 પરિચય @@ .
      0:30 કસરત ૧: પગ સીધો રાખીને ઉપાડવો – ૧૦ વખત, ૩ સેટ @@ straight leg raise | Straight leg raise | s3 r10 | LB
      1:50 કસરત ૨: ખુરશી પરથી ઊભા થવું – ૧૦ વખત @@ sit to stand | Sit to stand | r10 | LB
      3:05 કસરત ૩: ખુરશી પર બેસીને ઘૂંટણ સીધો કરવો – દરેક પગે ૧૫ વખત @@ long arc quad | Long arc quad | r15 each | LB
      4:25 કસરત ૪: એડી ઉપાડવી (calf raise) – ૨૦ વખત @@ calf raise | Calf raise | r20 | LB
      5:40 કસરત ૫: હેમસ્ટ્રિંગ સ્ટ્રેચ – ૩૦ સેકન્ડ પકડી રાખો, દરેક પગે @@ hamstring stretch | Hamstring stretch | h30 each | LB
      7:00 સાવચેતીઓ @@ .
      8:10 આભાર @@ .
    `,
  },
  {
    name: 'desc-heldout12-haitian-zepol',
    note: 'Haitian Creole shoulder routine (new language): "Egzèsis n:", "10 fwa", "3 seri 12, kenbe 5 segonn", "2 seri 15", "30 segonn chak bò"; the pendulum described in brackets ("balanse bra a").',
    title: 'Egzèsis pou doulè zepòl – fè yo lakay ou',
    duration: 600,
    text: `
      0:00 Entwodiksyon @@ .
      0:30 Egzèsis 1: Pandil (balanse bra a) – 30 segonn @@ pendulum | Pendulum | h30 | UB
      1:45 Egzèsis 2: Mache dwèt ou sou miray la – 10 fwa @@ wall walk | Wall walk | r10 | UB
      3:00 Egzèsis 3: Sere zo pal yo ansanm – 3 seri 12, kenbe 5 segonn @@ scapular squeeze | Scapular squeeze | s3 r12 h5 | UB
      4:30 Egzèsis 4: Wotasyon deyò ak elastik – 2 seri 15 @@ external rotation with band | External rotation with band | s2 r15 | UB
      6:00 Egzèsis 5: Detire bra a atravè pwatrin lan – 30 segonn chak bò @@ cross body shoulder stretch | Cross body shoulder stretch | h30 each | UB
      7:20 Erè moun fè souvan @@ .
      8:30 Orevwa @@ .
    `,
  },
  {
    name: 'desc-heldout12-zulu-amadolo',
    note: 'Zulu knee routine (new language): "Umthambo n:", "izikhathi eziyi-10", "amasethi ama-3 ka-12", "imizuzwana engama-30 umlenze ngamunye"; "Ibhuloho (bridge)" with the English word in brackets.',
    title: 'Imithambo yamadolo – yenze ekhaya (Physiotherapy)',
    duration: 600,
    text: `
      0:00 Isingeniso @@ .
      0:35 Umthambo 1: Ukuphakamisa umlenze oqondile – izikhathi eziyi-10 @@ straight leg raise | Straight leg raise | r10 | LB
      1:55 Umthambo 2: Ibhuloho (bridge) – amasethi ama-3 ka-12 @@ glute bridge | Glute bridge | s3 r12 | LB
      3:20 Umthambo 3: Ukusukuma esihlalweni – izikhathi eziyi-8 @@ sit to stand | Sit to stand | r8 | LB
      4:40 Umthambo 4: Ukuma ngomlenze owodwa – imizuzwana engama-30 umlenze ngamunye @@ single leg balance | Single leg balance | h30 each | LB
      6:05 Umthambo 5: Ukwelula imisipha yangemuva yethanga – imizuzwana engama-30 @@ hamstring stretch | Hamstring stretch | h30 | LB
      7:30 Amaphutha ajwayelekile @@ .
      8:40 Sala kahle @@ .
    `,
  },
  {
    name: 'desc-heldout12-belarusian-dose-first',
    note: 'Belarusian (Cyrillic) low-back routine (new language) with the dose before the name after the clock ("10 разоў — Нахіл таза", "3 × 12 — Масток", "па 20 секунд на кожны бок — Бакавая планка", "1 хвіліна — Поза дзіцяці").',
    title: 'Практыкаванні пры болю ў паясніцы – 10 хвілін дома',
    duration: 600,
    text: `
      0:00 Уступ @@ .
      0:30 10 разоў — Нахіл таза @@ pelvic tilt | Pelvic tilt | r10 | B
      1:45 3 × 12 — Масток @@ glute bridge | Glute bridge | s3 r12 | LB
      3:10 8 разоў на кожны бок — Птушка-сабака @@ bird dog | Bird dog | r8 each | B
      4:35 па 20 секунд на кожны бок — Бакавая планка @@ side plank | Side plank | h20 each | C
      6:00 1 хвіліна — Поза дзіцяці @@ child's pose | Child's pose | h60 | B
      7:20 Частыя памылкі @@ .
      8:30 Да пабачэння @@ .
    `,
  },
  {
    name: 'desc-heldout12-punjabi-mixed-seniors',
    note: 'A Punjabi seniors\' list mixing English names and Gurmukhi doses (new language): "1 ਮਿੰਟ", "10 ਵਾਰ, 2 ਸੈੱਟ", "ਹਰ ਪਾਸੇ 10 ਵਾਰ"; Gurmukhi names with English in brackets; "5 ਡੂੰਘੇ ਸਾਹ" (breaths) is no dose; a diet chat chapter.',
    title: 'Diabetes ਲਈ ਘਰੇਲੂ ਕਸਰਤ – 15 ਮਿੰਟ (Seniors)',
    duration: 900,
    text: `
      0:00 ਜਾਣ-ਪਛਾਣ @@ .
      0:40 Marching in place – 1 ਮਿੰਟ @@ standing march | Standing march | h60 | LB
      2:00 Wall push-ups – 10 ਵਾਰ, 2 ਸੈੱਟ @@ wall push up | Wall push up | s2 r10 | UB
      3:30 ਕੁਰਸੀ ਤੋਂ ਉੱਠਣਾ (Sit to stand) – 10 ਵਾਰ @@ sit to stand | Sit to stand | r10 | LB
      5:00 Heel raises – 15 ਵਾਰ @@ calf raise | Calf raise | r15 | LB
      6:20 ਬਾਹਾਂ ਦੇ ਚੱਕਰ (arm circles) – ਹਰ ਪਾਸੇ 10 ਵਾਰ @@ arm circles | Arm circles | r10 each | UB
      7:45 ਸਾਹ ਦੀ ਕਸਰਤ – 5 ਡੂੰਘੇ ਸਾਹ @@ diaphragmatic breathing | Diaphragmatic breathing | | C
      9:00 ਖੁਰਾਕ ਬਾਰੇ ਕੁਝ ਗੱਲਾਂ @@ .
      10:30 ਧੰਨਵਾਦ @@ .
    `,
  },
  {
    name: 'desc-heldout12-trap-podcast-stretching',
    note: 'A podcast episode with a valid chapter list of talk about stretching, planks and foam rolling: no exercise is done.',
    title: 'The Movement Room Podcast #87 – Is Stretching a Waste of Time? (with Dr. Priya Nair)',
    duration: 3300,
    text: `
      This week Priya, a sports physician, joins us to argue about stretching. Listen on Spotify or Apple Podcasts.

      00:00 Cold open
      01:12 Welcome back + listener mail
      04:40 Priya's route into sports medicine
      11:05 What "tight hamstrings" actually means
      19:30 Static vs dynamic stretching: what the research says
      28:15 Why your plank isn't fixing your back pain
      37:50 Foam rolling — worth it?
      46:20 Rapid-fire questions
      52:00 Where to find Priya
    `,
  },
  {
    name: 'desc-heldout12-trap-pancake-recipe',
    note: 'A post-workout recipe with a valid chapter list of cooking steps ("Cook 90 s, flip, 60 s on the other side") and "leg day" in the prose: no exercise.',
    title: 'High-Protein Banana Pancakes (3 Ingredients!) 🥞',
    duration: 280,
    text: `
      0:00 Intro
      0:25 What you need
      0:50 Mash the bananas
      1:30 Whisk in 2 eggs + 1 scoop of protein
      2:10 Cook 90 s, flip, 60 s on the other side
      3:20 Stack it up & toppings
      3:55 Taste test
      Perfect after leg day 💪 Macros in the pinned comment.
    `,
  },
  {
    name: 'desc-heldout12-trap-futsal-minutes-scores',
    note: 'Futsal highlights: a valid chapter list of match events with minutes ("7\'") and scores that look like clocks ("1:0", "2:1", "3:2"); the coach talks about plyometrics in the interview: no exercise.',
    title: 'Futsal Liga – Round 9 Highlights: Dynamo vs. Atlético Norte',
    duration: 480,
    text: `
      0:00 Kick-off
      0:48 7' – 1:0 Silva from the left wing
      2:05 15' – yellow card for Moreno
      3:30 Half-time 2:1
      4:10 24' – 2:2 from the penalty spot
      5:45 38' – 3:2 winner!
      6:30 Post-match interview: the coach on the squad's plyometrics work
    `,
  },
  {
    name: 'desc-heldout12-trap-rotator-cuff-lecture',
    note: 'A university lecture with a valid chapter list on anatomy, clinical tests ("empty can", "drop arm") and imaging, and a rehab overview "the exercise lab is next week": no exercise.',
    title: 'MSK Lecture 6 – The Rotator Cuff: Anatomy, Special Tests and Imaging',
    duration: 3000,
    text: `
      Slides are on the course page. Recorded live, so apologies for the audio in the first minute.

      0:00 Learning outcomes
      2:45 Supraspinatus and the subacromial space
      11:20 Infraspinatus & teres minor
      18:05 Subscapularis — the forgotten one
      24:30 Special tests: empty can, drop arm, Hawkins–Kennedy
      33:10 Ultrasound vs MRI
      41:00 Rehab principles (overview only — the exercise lab is next week)
      47:30 Quiz questions
    `,
  },
  {
    name: 'desc-heldout12-trap-walking-pad-review',
    note: 'A product review of an under-desk walking pad with a valid chapter list (noise test at "3 km/h and 6 km/h", walking while typing): no exercise is taught.',
    title: 'Under-Desk Walking Pad Review After 6 Months – Worth It?',
    duration: 700,
    text: `
      Not sponsored. I bought this with my own money in January.

      0:00 Intro
      0:40 Unboxing & setup
      2:15 Motor noise test (at 3 km/h and 6 km/h)
      4:00 Walking while typing — does it actually work?
      6:30 App & remote
      8:10 Problems after 6 months
      10:00 Verdict + discount code
    `,
  },
  {
    name: 'desc-heldout12-trap-kyrgyz-from-0-05',
    note: 'A Kyrgyz knee list (new language) whose first time is 0:05, not 0:00: YouTube shows no chapters; no captions.',
    title: 'Тизе ооруганда жасала турган көнүгүүлөр – үйдө 10 мүнөт',
    duration: 600,
    text: `
      0:05 Киришүү
      0:40 Көпүрө – 3 × 12
      2:00 Отургучтан туруу – 10 жолу
      3:20 Бутту түз көтөрүү – ар бир бутка 10 жолу
      4:45 Манжалардын учуна көтөрүлүү – 15 жолу
      6:10 Сандын арткы булчуңун созуу – 30 секунд
      7:30 Жыйынтык
    `,
  },
  {
    name: 'desc-heldout12-trap-malayalam-two-stamps',
    note: 'A Malayalam morning workout (new language) with two stamps only ("ആമുഖം", "വ്യായാമം തുടങ്ങാം"); the moves are listed in a line without times; no captions.',
    title: 'രാവിലെ 10 മിനിറ്റ് വ്യായാമം – തുടക്കക്കാർക്ക്',
    duration: 600,
    text: `
      0:00 ആമുഖം
      1:20 വ്യായാമം തുടങ്ങാം
      ഇന്നത്തെ വ്യായാമങ്ങൾ: സ്ക്വാറ്റ്, പ്ലാങ്ക്, ബ്രിഡ്ജ്, ഹാംസ്ട്രിംഗ് സ്ട്രെച്ച്
    `,
  },
  {
    name: 'desc-heldout12-trap-studio-timetable',
    note: 'A 58-second studio promo whose description is a class timetable: lines start with times of day ("07:00", "17:45") naming classes (Pilates, back care, knee & hip): no chapters, no exercise.',
    title: 'New Timetable from Monday! 🗓️ Riverside Physio & Pilates Studio',
    duration: 58,
    text: `
      Our new weekly timetable (all classes 45 min, book in the app):
      07:00 Reformer Pilates – beginners
      08:15 Back Care class (with our physio Anna)
      09:30 Strength for over-60s
      12:15 Lunchtime mat Pilates
      17:45 Knee & hip class
      19:00 Yoga for runners
      See you on the mat!
    `,
  },
];
