/**
 * Eleventh held-out batch (heldout11), written before the engine was run on it even once: never tuned on. Formats the
 * earlier batches did not use, after searching public strength programmes (superset letters with tempo codes
 * "3-1-1-0", RPE and percentages of 1RM in one column), kettlebell interval plans (E2MOM, EMOM), physio home
 * programmes (a dose on the line under the name), running-club warm-ups and creator chapter blocks: a strength session
 * with "A." / "B1." / "C2." superset labels, "@ 75% 1RM", "RPE 7", tempo codes and "e.s." doses; an E2MOM kettlebell
 * workout in blocks after "|" ("E2MOM × 5: 15 kettlebell swings", "alt. … per side", "x/side"); " :: " separators
 * with the dose before the name ("10 x/side — Alt. reverse lunges"); sides filmed as separate chapters ("Clamshells –
 * left" / "– right", "Side plank – L" / "– R", "pt. 1" / "pt. 2"), each pair one exercise; Schroth scoliosis names
 * outside any lexicon (rotational angular breathing, muscle cylinder, sail); TMJ jaw exercises after "◆" with the
 * Rocabado "6 reps, 6 s hold" and jaw moves outside the lexicon; emoji dose fields on the line under the name ("🔁 3
 * sets | 🔢 10 reps | ⏸ 90 s rest"); running drills after "★" with distances ("2 × 20 m", "down & back", "4 × 80 m,
 * build to 85%"); Georgian "ვარჯიში №1." (new), Armenian "Վարժություն 1։" with the Armenian full stop (new), Tamil
 * "பயிற்சி 1 –" (new), Amharic "መልመጃ 1፦" (new), Kazakh "1-жаттығу:" (new), Nepali with Devanagari digits in the doses
 * ("१० पटक", new), Maltese "Eżerċizzju 1:" mixing English names (new) and Uzbek "1-mashq:" with Russian names in
 * brackets (new) — and traps: a kinesiology lecture whose chapters discuss squats and Nordic curls, a protein smoothie
 * recipe ("Blend 30 s"), a massage-gun review, a Georgian list from 0:12, an Amharic video with two stamps, a race-day
 * timetable of times of day with a group warm-up, cricket highlights with scores ("87/3", "Over 14.2") and an Urdu
 * podcast on exercising while fasting.
 *
 * Labels: `type` is the lexicon's name when the move is a lexicon exercise (named by a lexicon name or alias, or
 * described in a language the lexicon does not hold), with position, equipment or manner words set aside ("Back squat"
 * is the squat, "Standing side crunches" the oblique crunch); otherwise the author's words. Breath counts, rest times,
 * tempo codes, RPE, loads and percentages are no dose; rounds of an interval block are sets.
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesHeldOut11: DescriptionCaseSpec[] = [
  {
    name: 'desc-heldout11-superset-tempo-rpe-1rm',
    note: 'Strength session with superset letters ("A.", "B1.", "B2.", "C1."), "@ 75% 1RM", "RPE 7", tempo codes "3-1-1-0", "e.s." and "s/side" doses; a rear-foot-elevated split squat (lexicon alias) and a back squat (the squat).',
    title: 'Lower Body Strength – Week 3 Day 1 (Full Session + Coaching Cues)',
    duration: 2520,
    text: `
      Program notes: tempo = lowering-pause-lifting-pause in seconds. RPE is how hard the set felt out of 10. Percentages are of your 1RM (one-rep max).

      0:00 Intro + what changed from week 2 @@ .
      1:30 Warm-up talk & ramp-up sets @@ .
      3:10 A. Back squat – 4 × 5 @ 75% 1RM, tempo 3-1-1-0 @@ squat | Squat | s4 r5 | LB
      9:40 B1. Romanian deadlift – 3 × 8, RPE 7, tempo 3-0-1-1 @@ romanian deadlift | Romanian deadlift | s3 r8 | LB
      14:20 B2. Copenhagen plank – 3 × 20 s/side @@ copenhagen plank | Copenhagen plank | s3 h20 each | LB
      18:00 C1. Rear-foot-elevated split squat – 3 × 8 e.s. @ RPE 8 @@ bulgarian split squat | Bulgarian split squat | s3 r8 each | LB
      23:30 C2. Half-kneeling Pallof press – 3 × 10 e.s., tempo 2-2-1-0 @@ pallof press | Pallof press | s3 r10 each | C
      27:45 D. Single-leg calf raise – 2 × 12 e.s. @ bodyweight + 10 kg @@ single leg calf raise | Single leg calf raise | s2 r12 each | LB
      31:10 Why I program with RPE and not just percentages @@ .
      38:20 Week 4 preview & outro @@ .
    `,
  },
  {
    name: 'desc-heldout11-e2mom-kettlebell-blocks',
    note: 'Kettlebell workout in blocks after "|": "E2MOM × 5: 15 kettlebell swings", "EMOM × 6: 5 alt. clean & press per side", "3 rounds: 30 s suitcase carry x/side"; a load in the prose; clean & press outside the lexicon.',
    title: 'E2MOM Kettlebell Workout – 30 Minutes, One Bell',
    duration: 1800,
    text: `
      One bell, 12–24 kg. E2MOM = every 2 minutes on the minute: do the reps, rest for what's left of the 2 minutes.

      00:00 – Intro / set your timer @@ .
      01:05 – Block 1 | E2MOM × 5: 15 kettlebell swings @@ kettlebell swing | Kettlebell swing | s5 r15 | FB
      11:05 – Block 2 | E2MOM × 4: 8 goblet squats @@ goblet squat | Goblet squat | s4 r8 | LB
      19:05 – Block 3 | EMOM × 6: 5 alt. clean & press per side @@ clean & press | Clean & press | s6 r5 each | FB
      25:10 – Block 4 | 3 rounds: 30 s suitcase carry x/side @@ suitcase carry | Suitcase carry | s3 h30 each | C
      28:30 – Cool-down chat @@ .
    `,
  },
  {
    name: 'desc-heldout11-double-colon-dose-first',
    note: '" :: " after the clock with the dose before the name ("10 x/side — Alt. reverse lunges", "20 total — Plank shoulder taps (alt.)", "8 e.s. — Alt. lateral lunges", "45 s — Standing side crunches, per side"); a water break.',
    title: 'No-Jump HIIT for Apartments – 25 Min, Quiet Full Body',
    duration: 1500,
    text: `
      No jumping, no equipment, neighbours stay happy. Work 45 s, rest 15 s unless it says reps.

      0:00 :: Hi + how the timer works @@ .
      1:10 :: 10 x/side — Alt. reverse lunges @@ reverse lunge | Reverse lunge | r10 each | LB
      3:30 :: 20 total — Plank shoulder taps (alt.) @@ plank shoulder taps | Plank shoulder taps | r20 | C
      5:20 :: 8 e.s. — Alt. lateral lunges @@ lateral lunge | Lateral lunge | r8 each | LB
      7:40 :: 45 s — Standing side crunches, per side @@ oblique crunch | Oblique crunch | h45 each | C
      10:00 :: Water 💧 @@ .
      11:00 :: x6 — Inchworms @@ inchworm | Inchworm | r6 | FB
      13:20 :: 15 — Glute bridges @@ glute bridge | Glute bridge | r15 | LB
      15:30 :: 45 s — Slow mountain climbers @@ mountain climber | Mountain climber | h45 | FB
      17:40 :: Cool-down talk + stretch of your choice @@ .
    `,
  },
  {
    name: 'desc-heldout11-sides-filmed-separately',
    note: 'Each side filmed as its own chapter ("Clamshells – left, 15 reps" then "Clamshells – right"; "Side plank – L (20 s × 3)" / "– R"; "Hip hikes (pt. 1: technique)" / "(pt. 2: 10 each leg)"): each pair is one exercise.',
    title: 'Side-Lying Hip Routine for Runners (Left & Right Filmed Separately)',
    duration: 780,
    text: `
      0:00 Intro & why runners need hip strength @@ .
      0:55 Clamshells – left, 15 reps @@ clamshell | Clamshell | r15 each | LB
      2:10 Clamshells – right, 15 reps @@ +
      3:20 Side-lying leg raises – left, 12 reps @@ side lying hip abduction | Side lying hip abduction | r12 each | LB
      4:40 Side-lying leg raises – right, 12 reps @@ +
      6:00 Side plank – L (20 s × 3) @@ side plank | Side plank | s3 h20 each | C
      7:30 Side plank – R (20 s × 3) @@ +
      9:00 Hip hikes off a step (pt. 1: technique) @@ hip hike | Hip hike | r10 each | LB
      10:15 Hip hikes (pt. 2: 10 each leg) @@ +
      11:40 Outro @@ .
    `,
  },
  {
    name: 'desc-heldout11-schroth-scoliosis',
    note: 'Schroth method names outside any lexicon (rotational angular breathing, muscle cylinder, sail, prone "frog" correction); breath counts that are no dose; cat-cow with a manner word; several talk chapters.',
    title: 'Schroth Exercises at Home – Right Thoracic Curve (3C) | Scoliosis Physio',
    duration: 1320,
    text: `
      These are general examples, not your personal programme. Your Schroth therapist will adjust the corrections to your curve pattern.

      0:00 What is a 3C curve? @@ .
      2:20 Finding your corrected posture in sitting @@ .
      4:45 Rotational angular breathing (RAB) – 10 breaths @@ rotational angular breathing | Rotational angular breathing | | B
      7:10 Muscle cylinder at the wall bars – 3 × 10 s @@ muscle cylinder | Muscle cylinder | s3 h10 | B
      10:05 Sail – 5 reps, hold 10 s @@ sail | Sail | r5 h10 | B
      12:40 Prone frog correction – hold 3 breaths, 6 times @@ prone frog correction | Prone frog correction | r6 | B
      15:20 Cat-cow with elongation – 8 slow reps @@ cat cow | Cat cow | r8 | B
      17:30 How often should you practise? @@ .
      19:40 Bye & links @@ .
    `,
  },
  {
    name: 'desc-heldout11-tmj-jaw-diamonds',
    note: 'TMJ programme after "◆": the Rocabado "6 reps, 6 s hold", jaw moves outside the lexicon (tongue-up rest position, controlled opening, resisted opening, lateral jaw glides) with no region code, chin tucks and shoulder-blade squeezes from the lexicon.',
    title: 'TMJ Exercises for Jaw Pain & Clicking – Physio Home Programme',
    duration: 900,
    text: `
      Do these slowly and in front of a mirror. Stop if the clicking becomes painful or your jaw locks.

      ◆ 0:00 Jaw anatomy in 60 seconds @@ .
      ◆ 1:30 Tongue-up rest position – 6 reps, 6 s hold @@ tongue-up rest position | Tongue-up rest position | r6 h6 |
      ◆ 3:05 Controlled opening (tongue on the roof of the mouth) – 6 reps @@ controlled opening | Controlled opening | r6 |
      ◆ 4:40 Resisted opening – 6 reps, 6 s hold @@ resisted opening | Resisted opening | r6 h6 |
      ◆ 6:20 Lateral jaw glides – 10 each way @@ lateral jaw glides | Lateral jaw glides | r10 each |
      ◆ 8:00 Chin tucks – 6 reps, 6 s hold @@ chin tuck | Chin tuck | r6 h6 | N
      ◆ 9:35 Shoulder blade squeezes – 6 reps @@ scapular squeeze | Scapular squeeze | r6 | UB
      ◆ 11:00 Habits that make TMJ worse (gum, nail biting, phone on the shoulder) @@ .
      ◆ 13:10 When to see a dentist or physio @@ .
    `,
  },
  {
    name: 'desc-heldout11-emoji-dose-fields-below',
    note: 'Beginner gym plan: each chapter name alone, the dose on the next line in emoji fields ("🔁 3 sets | 🔢 10 reps | ⏸ 90 s rest", "/ arm"); dumbbell bench press and one-arm row (lexicon aliases with equipment words).',
    title: 'Dumbbell Upper Body – Beginner Gym Plan (Week 1)',
    duration: 1320,
    text: `
      0:00 👋 Intro & picking your weights @@ .
      0:50 Dumbbell bench press @@ chest press | Chest press | s3 r10 | UB
      🔁 3 sets | 🔢 10 reps | ⏸ 90 s rest
      3:30 One-arm dumbbell row @@ bent over row | Bent over row | s3 r10 each | UB
      🔁 3 sets | 🔢 10 reps / arm | ⏸ 60 s rest
      6:15 Seated dumbbell shoulder press @@ shoulder press | Shoulder press | s3 r8 | UB
      🔁 3 sets | 🔢 8 reps | ⏸ 90 s rest
      9:00 Lateral raises @@ lateral raise | Lateral raise | s2 r15 | UB
      🔁 2 sets | 🔢 15 reps | ⏸ 45 s rest
      11:20 Hammer curls @@ hammer curl | Hammer curl | s2 r12 | UB
      🔁 2 sets | 🔢 12 reps | ⏸ 45 s rest
      13:30 Overhead triceps extension @@ triceps extension | Triceps extension | s2 r12 | UB
      🔁 2 sets | 🔢 12 reps | ⏸ 45 s rest
      15:45 How to progress next week @@ .
      18:30 Outro @@ .
    `,
  },
  {
    name: 'desc-heldout11-running-drills-stars',
    note: 'Running coach warm-up after "★" with distances ("2 × 20 m", "down & back", "4 × 80 m, build to 85%" where 85% is no dose); leg swings, carioca and strides outside the lexicon.',
    title: 'Dynamic Warm-Up Before Your Run – Track Drills (Running Coach)',
    duration: 690,
    text: `
      0:00 ★ Why a dynamic warm-up beats static stretching @@ .
      0:50 ★ Leg swings – 10 forward/back, 10 across, each leg @@ leg swings | Leg swings | r10 each | LB
      2:20 ★ Walking lunges with a twist – 2 × 20 m @@ walking lunge | Walking lunge | s2 | LB
      3:45 ★ High knees – down & back @@ high knees | High knees | | FB
      4:55 ★ Butt kicks – down & back @@ butt kicks | Butt kicks | | FB
      6:00 ★ Carioca – 2 × 30 m @@ carioca | Carioca | s2 | LB
      7:20 ★ Pogo jumps – 2 × 20 @@ pogo hops | Pogo hops | s2 r20 | LB
      8:30 ★ Strides – 4 × 80 m, build to 85% @@ strides | Strides | s4 | LB
      10:30 ★ Go run! @@ .
    `,
  },
  {
    name: 'desc-heldout11-georgian-knee',
    note: 'Georgian knee programme (new language) with "ვარჯიში №1." labels; "10-ჯერ, 5 წამით შეკავება", "3 სერია 10-ჯერ", "30 წამი თითოეულ ფეხზე".',
    title: 'მუხლის ვარჯიშები სახლში – ფიზიოთერაპია',
    duration: 720,
    text: `
      0:00 შესავალი @@ .
      0:35 ვარჯიში №1. ოთხთავა კუნთის დაძაბვა – 10-ჯერ, 5 წამით შეკავება @@ quad sets | Quad sets | r10 h5 | LB
      1:50 ვარჯიში №2. სწორი ფეხის აწევა – 3 სერია 10-ჯერ @@ straight leg raise | Straight leg raise | s3 r10 | LB
      3:15 ვარჯიში №3. ქუსლის სრიალი – 15-ჯერ @@ heel slides | Heel slides | r15 | LB
      4:30 ვარჯიში №4. სკამიდან წამოდგომა – 10-ჯერ @@ sit to stand | Sit to stand | r10 | LB
      5:50 ვარჯიში №5. ნახევარი ჩაჯდომა – 2 სერია 12-ჯერ @@ mini squat | Mini squat | s2 r12 | LB
      7:10 ვარჯიში №6. ბარძაყის უკანა კუნთის გაჭიმვა – 30 წამი თითოეულ ფეხზე @@ hamstring stretch | Hamstring stretch | h30 each | LB
      8:40 ხშირი შეცდომები @@ .
      10:15 დასკვნა @@ .
    `,
  },
  {
    name: 'desc-heldout11-armenian-shoulder',
    note: 'Armenian shoulder programme (new language) with the Armenian full stop "։" after the label ("Վարժություն 1։"); "10 անգամ, պահել 5 վայրկյան", "3 սերիա 12 անգամ", "30 վայրկյան × 3".',
    title: 'Ուսի վարժություններ տանը – ֆիզիոթերապևտի խորհուրդներ',
    duration: 720,
    text: `
      0:00 Ներածություն @@ .
      0:40 Վարժություն 1։ Ճոճանակ – 30 վայրկյան @@ pendulum | Pendulum | h30 | UB
      1:55 Վարժություն 2։ Ուսերի պտույտներ – 10 անգամ առաջ, 10 անգամ հետ @@ shoulder roll | Shoulder roll | r10 each | UB
      3:10 Վարժություն 3։ Թիակների սեղմում – 10 անգամ, պահել 5 վայրկյան @@ scapular squeeze | Scapular squeeze | r10 h5 | UB
      4:35 Վարժություն 4։ Մատներով քայլք պատի վրայով – 5 անգամ @@ wall walk | Wall walk | r5 | UB
      5:50 Վարժություն 5։ Արտաքին պտույտ ռետինով – 3 սերիա 12 անգամ @@ external rotation with band | External rotation with band | s3 r12 | UB
      7:20 Վարժություն 6։ Կրծքի ձգում դռան մեջ – 30 վայրկյան × 3 @@ doorway pec stretch | Doorway pec stretch | s3 h30 | UB
      8:50 Հաճախակի սխալներ @@ .
      10:20 Ամփոփում @@ .
    `,
  },
  {
    name: 'desc-heldout11-tamil-back',
    note: 'Tamil low-back routine (new language) with "பயிற்சி n –"; "10 முறை", "ஒவ்வொரு பக்கமும் 20 வினாடிகள்", "3 செட் × 12 முறை"; child\'s pose given with its Sanskrit name in brackets.',
    title: 'முதுகு வலிக்கான பயிற்சிகள் – வீட்டிலேயே 10 நிமிடம்',
    duration: 690,
    text: `
      0:00 அறிமுகம் @@ .
      0:30 பயிற்சி 1 – இடுப்பு சாய்வு: 10 முறை @@ pelvic tilt | Pelvic tilt | r10 | B
      1:45 பயிற்சி 2 – முழங்காலை மார்புக்கு இழுத்தல்: ஒவ்வொரு பக்கமும் 20 வினாடிகள் @@ knee to chest | Knee to chest | h20 each | B
      3:00 பயிற்சி 3 – பூனை-பசு: 10 முறை @@ cat cow | Cat cow | r10 | B
      4:15 பயிற்சி 4 – பாலம்: 3 செட் × 12 முறை @@ glute bridge | Glute bridge | s3 r12 | LB
      5:40 பயிற்சி 5 – பறவை-நாய்: ஒவ்வொரு பக்கமும் 8 முறை @@ bird dog | Bird dog | r8 each | B
      7:00 பயிற்சி 6 – குழந்தை நிலை (பாலாசனம்): 30 வினாடிகள் @@ child's pose | Child's pose | h30 | B
      8:20 பொதுவான தவறுகள் @@ .
      9:40 முடிவுரை @@ .
    `,
  },
  {
    name: 'desc-heldout11-amharic-neck',
    note: 'Amharic neck routine (new language, Ethiopic script) with the Ethiopic preface colon "መልመጃ 1፦"; "10 ጊዜ", "በእያንዳንዱ ጎን 20 ሰከንድ", "3 ዙር 10 ጊዜ".',
    title: 'የአንገት ህመም መልመጃዎች – በቤት ውስጥ',
    duration: 600,
    text: `
      0:00 መግቢያ @@ .
      0:35 መልመጃ 1፦ አገጭን ወደ ኋላ መሳብ – 10 ጊዜ @@ chin tuck | Chin tuck | r10 | N
      1:50 መልመጃ 2፦ አንገትን ወደ ጎን ማዘንበል – በእያንዳንዱ ጎን 20 ሰከንድ @@ neck side bend | Neck side bend | h20 each | N
      3:10 መልመጃ 3፦ አንገትን ወደ ግራና ቀኝ ማዞር – በእያንዳንዱ ጎን 10 ጊዜ @@ neck rotation | Neck rotation | r10 each | N
      4:30 መልመጃ 4፦ ትከሻን ማሽከርከር – 10 ጊዜ @@ shoulder roll | Shoulder roll | r10 | UB
      5:45 መልመጃ 5፦ የትከሻ ምላጮችን መጭመቅ – 3 ዙር 10 ጊዜ @@ scapular squeeze | Scapular squeeze | s3 r10 | UB
      7:10 ማጠቃለያ @@ .
    `,
  },
  {
    name: 'desc-heldout11-kazakh-hip',
    note: 'Kazakh (Cyrillic) hip programme (new language) with ordinal "1-жаттығу:"; "3×12", "әр жағына 15 рет", "әр жағына 30 секунд", "10 рет"; the clamshell given with its Russian name in brackets.',
    title: 'Жамбас буынына арналған жаттығулар – үйде 10 минут',
    duration: 660,
    text: `
      0:00 Кіріспе @@ .
      0:40 1-жаттығу: Көпір – 3×12 @@ glute bridge | Glute bridge | s3 r12 | LB
      2:05 2-жаттығу: Бүйірмен жатып аяқты көтеру – әр жағына 15 рет @@ side lying hip abduction | Side lying hip abduction | r15 each | LB
      3:40 3-жаттығу: Бақалшақ («ракушка») – әр жағына 12 рет @@ clamshell | Clamshell | r12 each | LB
      5:10 4-жаттығу: Орындықтан отырып-тұру – 10 рет @@ sit to stand | Sit to stand | r10 | LB
      6:30 5-жаттығу: Жамбас бүгілгіш бұлшықетін созу – әр жағына 30 секунд @@ hip flexor stretch | Hip flexor stretch | h30 each | LB
      8:00 Жиі кездесетін қателер @@ .
      9:20 Қорытынды @@ .
    `,
  },
  {
    name: 'desc-heldout11-nepali-devanagari-digits',
    note: 'Nepali ankle-sprain programme (new language) with Devanagari digits in the doses ("हरेक दिशामा १० पटक", "३ सेट × १५ पटक", "३० सेकेन्ड होल्ड, ३ पटक") and ASCII clocks.',
    title: 'गोलीगाँठो मर्किएपछि गर्ने व्यायाम – फिजियोथेरापी',
    duration: 660,
    text: `
      0:00 परिचय @@ .
      0:30 गोलीगाँठो घुमाउने – हरेक दिशामा १० पटक @@ ankle circles | Ankle circles | r10 each | LB
      1:50 औंलाको टुप्पोमा उभिने – ३ सेट × १५ पटक @@ calf raise | Calf raise | s3 r15 | LB
      3:15 एक खुट्टामा उभिने – ३० सेकेन्ड, हरेक खुट्टा @@ single leg balance | Single leg balance | h30 each | LB
      4:40 ब्यान्डले खुट्टा बाहिरतिर घुमाउने – २ सेट × १२ @@ ankle eversion with band | Ankle eversion with band | s2 r12 | LB
      6:05 भित्तामा पिँडौलाको तन्काइ – ३० सेकेन्ड होल्ड, ३ पटक @@ calf stretch | Calf stretch | s3 h30 | LB
      7:30 सामान्य गल्तीहरू @@ .
      9:00 अन्त्य @@ .
    `,
  },
  {
    name: 'desc-heldout11-maltese-mixed-english',
    note: 'Maltese core routine (new language) mixing English names ("Plank", "Dead bug", "Side plank") with Maltese doses "3 darbiet ta\' 30 sekonda", "10 kull naħa", "3 settijiet ta\' 12", "żomm 3 sekondi".',
    title: 'Eżerċizzji għaż-żaqq – 10 minuti mid-dar',
    duration: 660,
    text: `
      0:00 Introduzzjoni @@ .
      0:35 Eżerċizzju 1: Plank – 3 darbiet ta' 30 sekonda @@ plank | Plank | s3 h30 | C
      2:10 Eżerċizzju 2: Dead bug – 10 kull naħa @@ dead bug | Dead bug | r10 each | C
      3:35 Eżerċizzju 3: Il-pont (glute bridge) – 3 settijiet ta' 12 @@ glute bridge | Glute bridge | s3 r12 | LB
      5:05 Eżerċizzju 4: Side plank – 20 sekonda kull naħa @@ side plank | Side plank | h20 each | C
      6:30 Eżerċizzju 5: Bird dog – 8 kull naħa, żomm 3 sekondi @@ bird dog | Bird dog | r8 h3 each | B
      8:00 Żbalji komuni @@ .
      9:20 Għeluq @@ .
    `,
  },
  {
    name: 'desc-heldout11-uzbek-russian-brackets',
    note: 'Uzbek (Latin) office routine (new language) with "1-mashq:" and Russian names in brackets ("(кошка-корова)"); "10 marta oldinga, 10 marta orqaga", "3 set × 10, 5 soniya ushlab turing", "30 soniya".',
    title: 'Ofis xodimlari uchun mashqlar – 8 daqiqa',
    duration: 540,
    text: `
      0:00 Kirish @@ .
      0:30 1-mashq: Iyakni orqaga tortish (ретракция подбородка) – 10 marta @@ chin tuck | Chin tuck | r10 | N
      1:40 2-mashq: Yelkalarni aylantirish (вращение плечами) – 10 marta oldinga, 10 marta orqaga @@ shoulder roll | Shoulder roll | r10 each | UB
      2:55 3-mashq: Kurak suyaklarini siqish – 3 set × 10, 5 soniya ushlab turing @@ scapular squeeze | Scapular squeeze | s3 r10 h5 | UB
      4:20 4-mashq: Ko'krakni eshik oralig'ida cho'zish – 30 soniya @@ doorway pec stretch | Doorway pec stretch | h30 | UB
      5:35 5-mashq: Mushuk-sigir (кошка-корова) – 8 marta @@ cat cow | Cat cow | r8 | B
      6:50 Xulosa @@ .
    `,
  },
  {
    name: 'desc-heldout11-trap-kinesiology-lecture',
    note: 'A university lecture with a valid chapter list whose chapters discuss squats, leg extensions and Nordic curls without doing them; no captions.',
    title: 'KIN 201 – Lecture 7: The Knee (Recorded Lecture)',
    duration: 3300,
    text: `
      Slides are on the course page. Reading for next week: chapter 9.

      0:00 Housekeeping & midterm dates
      3:15 Anatomy recap: menisci, cruciates, collaterals
      14:40 Open vs closed chain: the squat and the leg extension compared
      27:05 Case study: rehab phases after ACL reconstruction
      41:30 What the evidence says about Nordic hamstring curls
      50:10 Questions from the chat
    `,
  },
  {
    name: 'desc-heldout11-trap-smoothie-recipe',
    note: 'A protein smoothie recipe: a valid chapter list of cooking steps with amounts and blend times ("2 scoops", "Blend 30 s"); no exercise.',
    title: 'Post-Workout Protein Smoothie – 3 Ingredients, 2 Minutes',
    duration: 300,
    text: `
      0:00 Why I drink this after leg day
      0:35 Ingredients: 2 scoops whey, 1 frozen banana, 250 ml oat milk
      1:20 Blend 30 s, then 10 s more with ice
      2:05 Taste test 🍌
      3:10 Macros: 42 g protein, 380 kcal
    `,
  },
  {
    name: 'desc-heldout11-trap-massage-gun-review',
    note: 'A massage-gun review: a valid chapter list (unboxing, attachments, speeds tested on quads and calves, battery test "3 h 40 min", comparison, verdict "8/10"); no exercise.',
    title: 'Budget Massage Gun vs Theragun Mini – Honest Physio Review',
    duration: 780,
    text: `
      Not sponsored – I bought both myself.

      0:00 Unboxing
      1:45 The 4 attachments (ball, fork, bullet, flat)
      4:10 Speeds 1–5 tested on quads & calves
      7:30 Battery test – 3 h 40 min
      9:15 vs Theragun Mini
      11:00 Verdict: 8/10
    `,
  },
  {
    name: 'desc-heldout11-trap-georgian-from-0-12',
    note: 'A Georgian list whose first time is 0:12 (the opening was cut): not a chapter list; no captions.',
    title: 'ფეხების ვარჯიში სახლში – 8 წუთი',
    duration: 480,
    text: `
      0:12 გახურება
      1:05 ჩაჯდომა – 3 სერია 15-ჯერ
      2:40 ხიდი – 3 სერია 12-ჯერ
      4:10 წინ გადადგმა – 10-ჯერ თითოეულ ფეხზე
      5:50 ტერფებზე აწევა – 20-ჯერ
      7:00 გაჭიმვა
    `,
  },
  {
    name: 'desc-heldout11-trap-amharic-two-stamps',
    note: 'An Amharic video with two stamps only ("መግቢያ", "እንጀምር"); the moves are listed in a sentence without times; no captions.',
    title: 'የጠዋት እንቅስቃሴ – 10 ደቂቃ',
    duration: 600,
    text: `
      0:00 መግቢያ
      1:20 እንጀምር!
      እንቅስቃሴዎች፦ ስኳት፣ ፕላንክ፣ ድልድይ፣ የእግር ጡንቻ መወጠር።
    `,
  },
  {
    name: 'desc-heldout11-trap-race-day-timetable',
    note: 'A race-day timetable of times of day ("05:30", "06:40", "07:00") with a group warm-up whose moves are named; the list does not start at 0:00; no captions.',
    title: 'City 10K 2027 – Race Day Info (Read Before Sunday!)',
    duration: 180,
    text: `
      Race day timetable:
      05:30 Bag drop opens (Gate 3)
      06:15 Toilets close at the start pen – go early!
      06:40 Group warm-up with Coach Lina: leg swings, high knees, strides
      07:00 Wave A start
      07:20 Wave B start
      09:30 Course closes
      Parking is free from 05:00. Good luck everyone!
    `,
  },
  {
    name: 'desc-heldout11-trap-cricket-highlights',
    note: 'Cricket highlights: a valid chapter list of match events with scores and overs ("87/3", "Over 14.2", "162/7"); a stretching routine promised in the prose for another video.',
    title: 'County T20 Highlights – Riverside vs Lowfield (Group Stage)',
    duration: 720,
    text: `
      0:00 Toss & team news
      1:10 Powerplay: 52/1 after 6 overs
      3:05 Over 9.4 – run out at the non-striker's end
      4:50 Over 14.2 – six over long-on (87/3)
      7:15 Death overs: 162/7 after 20
      9:30 The chase falls short – won by 11 runs
      Our player's post-match stretching routine (hamstrings, hips, shoulders) is coming next week.
    `,
  },
  {
    name: 'desc-heldout11-trap-urdu-podcast-fasting',
    note: 'An Urdu podcast on exercising while fasting: a valid chapter list whose chapters talk about when to train and answer questions about squats and plank; no exercise is done; no captions.',
    title: 'روزے میں ورزش – فزیوتھراپسٹ کے ساتھ گفتگو (پوڈکاسٹ قسط ۱۲)',
    duration: 1620,
    text: `
      0:00 تعارف
      2:30 روزے کی حالت میں ورزش کب کریں؟
      9:45 سحری اور افطار میں کیا کھائیں
      17:20 سامعین کے سوالات: اسکواٹس اور پلانک
      25:00 اختتامی باتیں
    `,
  },
];
