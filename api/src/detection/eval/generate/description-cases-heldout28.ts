/**
 * Twenty-eighth held-out batch (heldout28), written before the engine was run on it even once: never tuned on. Formats
 * the earlier batches did not use, after searching kettlebell EMOM workouts ("every minute on the minute", rounds
 * written "EMOM x 5"), late-stage ACL rehabilitation programmes written with tempo and RPE ("3-1-1-0", "RPE 7 = three
 * reps in reserve", "Spanish squat hold", "Nordic curls (assisted)"), gluteal tendinopathy advice pages (bridges, side-
 * lying leg lifts, "don't sleep on the sore side"), hospital ACL reconstruction protocols for the first two weeks
 * ("full straight knee (0°) and 90° of bend", quad sets "10 x 10 s", heel slides, "no lag", patellar mobilisations,
 * ankle pumps "every hour"), morning mobility posts with keycap emoji numbers ("1️⃣ Knee rolls ↔️ × 10"), runners'
 * strength routines written with slashes for the two sides ("10/10", "30s/30s"), Parkinson's community exercise classes
 * of more than an hour (PD-specific "big" movements, seated boxing, "LOUD" voice work, a tea break) whose chapters
 * carry hour clocks ("0:06:30", "1:04:20"), printable home programmes that put the dose before the name ("3 × 10 Mini
 * squats", "4 × 30 s Wall sit"), CPR course pages ("30 chest compressions followed by 2 rescue breaths", "100–120
 * compressions per minute", "5 to 6 cm", "rescuers should change out every two minutes", "No more than 10 second
 * interruptions"), crochet patterns ("R3- ch1, turn…", "Repeat rows 2 and 3", "3 dc, ch 2, 3 dc in each corner",
 * blocking) and a university exercise physiology lecture on training volume (Schoenfeld & Grgic 2017, "10-20 sets per
 * muscle per week", "Volume load (weight x reps x sets)", "3 sets of 10" from DeLorme), and number pages for Walloon
 * (Julien Delaite's "Essai de grammaire wallonne" on Wikisource: "onque, deûs, treûs, qwate, cinq, sîhe… dîhe, onze,
 * doze… qwinze… vingt… trinte", "Qwate fèyes pus, cinq fèyes pus", "dîs" before a consonant), Waray (Norberto
 * Romualdez's "Bisayan grammar": "usá, duhá, tuló, upáo, lima, unóm, pitó, ualó, siyám, napulo"), Kirundi (the
 * Kinyarwanda page of languagesandnumbers for the sister language: "ga-tanu… icumi… cumi na kabili"; a learners' wiki
 * that gets the Kirundi numbers wrong was set aside), Nahuatl (a Nahuatl learners' thread and WikiLang: "ce, ome, yei,
 * nahui, macuilli… mahtlactli… caxtolli… cempohualli", "mahtlactli omome") and Mapudungun (languagesandnumbers and a
 * Mapuzugun grammar blog: "kiñe, epu, küla, meli, kechu… mari… mari epu… epu mari, küla mari", "Para indicar 'dos
 * veces' se utiliza la partícula '-chi'… Kiñechi = una vez", "¡Marichi wew!"), the descriptions of the moves written
 * from the labeller's own knowledge of these languages: a kettlebell EMOM whose chapters give the rounds before the
 * reps ("EMOM x 5 – 10 kettlebell swings", "EMOM x 4 – 20 s suitcase carry each hand"); a late-stage ACL session with
 * tempo and RPE after the doses ("Rear-foot elevated split squat – 3 x 8/leg @ 3-1-1-0, RPE 7", "Leg extension 90–45° –
 * 3 x 12 @ 3-0-1-1, RPE 8"); a hip bursitis follow-along with every dose in words ("two sets of fifteen", "a dozen each
 * side", "hold for forty-five seconds, three times", "ten, then another ten after a breather", "eight on each leg, hold
 * for a count of three"); a hospital's first two weeks after ACL reconstruction with goal chapters full of degrees
 * ("Phase 1 goals: 0–90°, no lag, swelling down", "Heel slides to 90° – 15 reps", "Ankle pumps – 20 every hour"); a
 * morning back routine labelled with keycap emoji numbers ("2️⃣ Pelvic tilts × 12", "5️⃣ Child's pose – 6 slow
 * breaths"); a runner's routine with slash doses ("Step-ups – 10/10", "Side plank – 30s/30s"); a 75-minute Parkinson's
 * class with hour clocks ("0:20:40 Sit to stand – 3 x 5", "0:55:00 Boxing: seated punches – 3 x 30 s"); a printable
 * knee programme with the dose before the name ("3 × 12 Side-lying leg raises (each side)"); a Liège kiné's shoulder
 * programme in Walloon (new) after "❖" with "Egzèrcice n –" labels ("trinte segondes", "dîs fèyes", "deûs sèreyes di
 * doze", "vint segondes di tchaeke costé", "cénk segondes, dîs fèyes"), football and swimming in the prose; a Tacloban
 * physical therapist's back programme in Waray (new) after "➤" with ordinal labels ("Siyahan –"… "Ikalima –"; "lima ka
 * segundo igkapot, napulo ka beses", "kaluhaan ka segundo, tapos an usa nga tiil", "duha ka set, tig-walo ha kada
 * kilid", "katloan ka segundo"), basketball and dancing in the prose; a Gitega physiotherapist's knee programme in
 * Kirundi (new) after "◆" with "Umwimenyerezo wa mbere –"… labels ("fata amasegonda atanu, incuro cumi", "incuro cumi
 * kuri buri kuguru", "seri zibiri, incuro cumi", "amasegonda mirongo itatu", "incuro cumi n'eshanu"), football and the
 * drums in the prose; a Chicontepec physiotherapist's neck programme in Huasteca Nahuatl (new) after "✿" with ordinal
 * labels ("Achtoui –", "Ika ome –"… ; "xikitskili makuilli segundo, majtlakpa", "sempoali segundo se lado, teipa seyok
 * lado", "majtlakpa se lado uan majtlakpa seyok lado", "ompa, majtlaktli uan ome ipan sesen", "kaxtoli segundo,
 * eyipa"), football and dancing in the prose; a Temuco kinesióloga's balance class for elders in Mapudungun (new) after
 * "☀" with number labels ("Wünelu –", "Epu –"…; "küla mari segundo kiñeke namun mew", "mari trekan", "epu serie, mari
 * kechuchi", "marichi", "mari trekan kiñeke lado mew"), palin and purrun in the prose — and three traps whose valid
 * chapter lists hold no exercise done by a person but compressions, breaths, seconds, minutes, rounds, corners, sides,
 * hours, sets, reps and whole exercise names: a CPR course ("30 compressions : 2 rescue breaths", "Hand position – heel
 * of the hand, centre of the chest, arms straight", "Swap rescuers every 2 minutes", "Recovery position – roll them
 * onto their side"), a granny square crochet tutorial ("Round 1 – 3 dc, ch 2, repeat 4 times into the ring", "Blocking
 * – stretch, pin each side, leave 24 hours") and a recorded university lecture on training volume ("Where does "3 sets
 * of 10" come from?", "Squats vs leg press – what the EMG studies show", "Training to failure – 1 to 3 reps in
 * reserve"). Each case names moves or activities in passing (the 16 kg bell and the timer, running, not sleeping on the
 * sore side, crutches and the brace, coffee, an easy run and intervals, singing and tea, the fridge, "li fotbal et l'
 * nåjhaedje", "an basketbol ngan pagsayaw", "umupira w'amaguru n'ukuvuza ingoma", "futbol uan mitotilistli", "palin ka
 * purrun", the 999 call, the lecture's reading) that must not start a segment.
 *
 * Labels: `type` is a common standard exercise name in lower case English when the move is a standard exercise (named
 * in any language, by a common variant or described: "Rear-foot elevated split squat" the bulgarian split squat,
 * "Spanish squat hold" the spanish squat, "Single-leg RDL" the single leg deadlift, "Nordic curls (assisted)" the
 * nordic hamstring curl, "Bridges" the glute bridge, "Side-lying leg lifts" and "Side-lying leg raises" the side lying
 * hip abduction, "Standing hip hitches" the hip hike, "Patellar mobilisations" the patellar mobilisation, "Knee rolls"
 * the lower trunk rotation, "Standing back bends" the standing back extension, "Big steps forward and back" the big
 * steps, "Side steps along the wall bars" the sideways walking, "Boxing: seated punches" the seated punches, "Step-
 * downs" the step down, Walloon "Clintchîz-v' padvant, leyîz pinde li bresse et fé des ptits toûrs" (lean forward, let
 * the arm hang and make small circles) the pendulum, "Avou les doets, montez so l' meur" (with the fingers, climb the
 * wall) the wall walk, "Avou l' elastike, li coude conte vosse cwér, toûrnez l' mwin viè l' dfoû" (with the band, the
 * elbow against the body, turn the hand outwards) the external rotation with band, "Tirez l' bresse houte di vosse
 * pwetrinne avou l' ôte mwin" (pull the arm across the chest with the other hand) the cross body shoulder stretch,
 * "Tirez vos spales èn erî et sserez les omoplates" (pull the shoulders back and squeeze the shoulder blades) the
 * scapular squeeze, Waray "Higda nga nakahayang, ipiko an tuhod, ngan iyakyat an imo hawak" (lie on your back, bend the
 * knees, lift your hips) the glute bridge, "Bitara an usa nga tuhod tubtob ha dughan" (pull one knee to the chest) the
 * knee to chest, "iarko an likod sugad hin uring, tapos ipaubos" (arch the back like a cat, then lower it) on hands and
 * knees the cat cow, "iunat an usa nga kamot ngan an kabaliskad nga tiil" (stretch one arm and the opposite leg) the
 * bird dog, "Lingkod ha imo tikod, iunat an kamot ha atubangan, idapat an agtang ha salog" (sit on the heels, stretch
 * the arms forward, the forehead to the floor) the child's pose, Kirundi "shira igitambara munsi y'ivi, ukandire ivi
 * hasi" (put a cloth under the knee and press the knee down) the quad sets, "Ryama ku mugongo, peta ivi rimwe, uduze
 * ukuguru kwundi kugororotse" (lie on your back, bend one knee, raise the other leg straight) the straight leg raise,
 * "Shira ikirenge ku ngazi, uduze ukundi, hanyuma umanuke" (put the foot on the step, bring the other up, then step
 * down) the step up, "Egamira ku ruhome, wicare nk'uwicaye ku ntebe itariho" (lean on the wall, sit as if on a chair
 * that is not there) the wall sit, "Fata ku ntebe, uhagarare ku mano" (hold the chair, stand on the toes) the calf
 * raise, Nahuatl "xikuepa motenchal ika tlakuitlapan" (bring the chin back) the chin tuck, "Xikxolo mokuaitl ika
 * moakol" (tip the head to the shoulder) the neck side bend, "Xikuepa mokuaitl ika moyekma, teipa ika moopochma" (turn
 * the head to the right, then to the left) the neck rotation, "Xikejkuani moakolhuan ika monakas, uan xiktemoui" (lift
 * the shoulders to the ears and lower them) the shoulder shrug, "Ika moma xikilpi mokuaitl ika se lado" (with the hand
 * draw the head to one side) the upper trapezius stretch, Mapudungun "Kiñe namun mew witrapüramnge" (stand on one foot)
 * the single leg balance, "kiñe namun kake namun ñi adkintu mew" (one foot in front of the other) the tandem walk,
 * "Witrapüramnge namun ñi changüll mew" (stand on the toes) the calf raise, "Witrapüramnge silla mew… ka anünge" (stand
 * up from the chair… and sit again) the sit to stand, "Amuaymi kiñe lado mew, nüfe ta mesa" (walk sideways holding the
 * table) the sideways walking), otherwise the author's words ("leg extension", "big reaches"); the clean title is the
 * author's name for the move in plain English letters, singular, without emoji numbers, arrows, setup in brackets,
 * angles, labels, tempos, RPE, loads or doses. "EMOM x 5 – 10 kettlebell swings" and "EMOM x 5 – 8 goblet squats" are
 * sets (the rounds) of reps, and "EMOM x 4 – 20 s suitcase carry each hand" four reps of a hold on each side; "3 x
 * 8/leg", "3 x 10/leg", "3 x 12", "3 x 5", "3 × 10", "3 × 12… (each side)", "2 × 15… (each side)", "two sets of
 * fifteen", "ten, then another ten after a breather", "deûs sèreyes di doze", "duha ka set, tig-walo", "seri zibiri,
 * incuro cumi", "ompa, majtlaktli uan ome ipan sesen" and "epu serie, mari kechuchi" are sets; "4 x 45 s", "10 x 10 s",
 * "hold for forty-five seconds, three times", "4 × 30 s", "3 x 30 s", "cénk segondes, dîs fèyes", "lima ka segundo
 * igkapot, napulo ka beses", "fata amasegonda atanu, incuro cumi", "xikitskili makuilli segundo, majtlakpa" and
 * "kaxtoli segundo, eyipa" are reps of a hold, as is "eight on each leg, hold for a count of three"; "/leg", "/side",
 * "10/10", "30s/30s", "each hand", "each side", "a dozen each side", "di tchaeke costé", "tapos an usa nga tiil", "ha
 * kada kilid", "kuri buri kuguru", "se lado, teipa seyok lado", "kiñeke namun mew" and "kiñeke lado mew" are each; "a
 * dozen" is twelve; "2 min" is a hold of 120 seconds; Walloon, Waray, Kirundi, Nahuatl and Mapudungun number words read
 * as their numbers (cénk 5, dîs 10, doze 12, vint 20, trinte 30; lima 5, walo 8, napulo 10, kaluhaan 20, katloan 30;
 * atanu 5, cumi 10, cumi n'eshanu 15, mirongo itatu 30; makuilli 5, majtlaktli 10, majtlaktli uan ome 12, kaxtoli 15,
 * sempoali 20; epu 2, mari 10, mari kechu 15, küla mari 30), "trekan" (steps) are reps, and "fèyes", "ka beses",
 * "incuro", "-pa" (majtlakpa, eyipa) and "-chi" (marichi, mari kechuchi) are times; a timed block is a hold. Breaths
 * ("6 slow breaths"), tempos, RPE, angles and degrees, "every hour", the kettlebell's kilos, the rounds of the runner's
 * circuit in the prose, the tea break, frequencies, and the traps' compressions, breaths, rates, depths, minutes,
 * rounds, chains, corners, hours, squares, years, sets per week, seconds and reps in reserve are no dose; each chapter
 * line is its own segment.
 *
 *
 */
import type { DescriptionCaseSpec } from './description-case';

export const descriptionCasesHeldOut28: DescriptionCaseSpec[] = [
  {
    name: 'desc-heldout28-kettlebell-emom-rounds',
    note: 'A kettlebell EMOM workout whose chapters give the rounds before the reps ("EMOM x 5 – 10 kettlebell swings", "EMOM x 5 – 8 goblet squats", "EMOM x 4 – 5 halos each way", "EMOM x 4 – 20 s suitcase carry each hand"), the format and the bell\'s weight explained in the prose.',
    title: '20 Min Kettlebell EMOM – Full Body Workout (One Bell, Intermediate)',
    duration: 1380,
    text: `
      EMOM = every minute on the minute: do the reps at the top of the minute, rest for whatever is left, go again. I'm using one 16 kg bell – pick a weight you can swing with good form. Timer in the corner of the screen.

      0:00 Warm-up + how EMOMs work @@ .
      2:30 EMOM x 5 – 10 kettlebell swings @@ kettlebell swing | Kettlebell swing | s5 r10 | FB
      7:30 EMOM x 5 – 8 goblet squats @@ goblet squat | Goblet squat | s5 r8 | LB
      12:30 EMOM x 4 – 5 halos each way @@ halo | Halo | s4 r5 each | UB
      16:30 EMOM x 4 – 20 s suitcase carry each hand @@ suitcase carry | Suitcase carry | r4 h20 each | C
      20:30 Cool down + stretch @@ .
    `,
  },
  {
    name: 'desc-heldout28-acl-tempo-rpe',
    note: 'A sports physio\'s late-stage ACL strength session whose doses carry a tempo and an RPE after them ("Rear-foot elevated split squat – 3 x 8/leg @ 3-1-1-0, RPE 7", "Spanish squat hold – 4 x 45 s, RPE 8", "Single-leg RDL – 3 x 10/leg @ 2-0-1-0", "Leg extension 90–45° – 3 x 12 @ 3-0-1-1, RPE 8", "Nordic curls (assisted) – 3 x 5, RPE 9"), both notations explained in the prose.',
    title: 'ACL Rehab – Late Stage Strength Session (Month 5) | Sports Physio',
    duration: 1320,
    text: `
      Tempo is written eccentric–pause–concentric–pause, so 3-1-1-0 means three seconds down, a one second pause, up in one, no rest at the top. RPE is out of 10: RPE 7 means you could have done three more reps. This is Jess's programme, not advice for your knee – check with your own physio.

      0:00 Where Jess is at, month 5 @@ .
      1:40 Warm-up + mobility @@ .
      3:20 Rear-foot elevated split squat – 3 x 8/leg @ 3-1-1-0, RPE 7 @@ bulgarian split squat | Rear foot elevated split squat | s3 r8 each | LB
      7:10 Spanish squat hold – 4 x 45 s, RPE 8 @@ spanish squat | Spanish squat | r4 h45 | LB
      10:00 Single-leg RDL – 3 x 10/leg @ 2-0-1-0 @@ single leg deadlift | Single leg RDL | s3 r10 each | LB
      13:20 Leg extension 90–45° – 3 x 12 @ 3-0-1-1, RPE 8 @@ leg extension | Leg extension | s3 r12 | LB
      16:40 Nordic curls (assisted) – 3 x 5, RPE 9 @@ nordic hamstring curl | Nordic curl | s3 r5 | LB
      19:30 Next phase: the running progression @@ .
    `,
  },
  {
    name: 'desc-heldout28-hip-bursitis-doses-in-words',
    note: 'A physio\'s hip bursitis follow-along whose doses are all written in words ("Bridges – two sets of fifteen", "Side-lying leg lifts – a dozen each side", "Wall sit – hold for forty-five seconds, three times", "Sit to stand – ten, then another ten after a breather", "Standing hip hitches – eight on each leg, hold for a count of three"), with advice chapters before and after.',
    title: 'Gentle Hip Strengthening for Hip Bursitis – Follow Along With Me | Physio',
    duration: 720,
    text: `
      Gluteal tendinopathy ("hip bursitis") loves strength work and hates being squashed. Go slowly, and try not to sleep on the sore side for a few weeks.

      0:00 Hello and a bit about hip bursitis @@ .
      1:15 Bridges – two sets of fifteen @@ glute bridge | Bridge | s2 r15 | LB
      3:05 Side-lying leg lifts – a dozen each side @@ side lying hip abduction | Side lying leg lift | r12 each | LB
      4:50 Wall sit – hold for forty-five seconds, three times @@ wall sit | Wall sit | r3 h45 | LB
      6:20 Sit to stand – ten, then another ten after a breather @@ sit to stand | Sit to stand | s2 r10 | LB
      7:45 Standing hip hitches – eight on each leg, hold for a count of three @@ hip hike | Standing hip hitch | r8 h3 each | LB
      9:30 What about stretching? @@ .
      11:00 Bye for now @@ .
    `,
  },
  {
    name: 'desc-heldout28-acl-early-protocol-degrees',
    note: 'A hospital physio\'s first two weeks after ACL reconstruction, with goal and advice chapters full of degrees ("Phase 1 goals: 0–90°, no lag, swelling down") and exercise chapters that carry angles, warnings and frequencies beside the dose ("Quad sets – 10 x 10 s", "Heel slides to 90° – 15 reps", "Straight leg raises (no lag!) – 3 x 10", "Patellar mobilisations – 2 min, up/down and side to side", "Ankle pumps – 20 every hour").',
    title: 'ACL Reconstruction: Your First 2 Weeks of Exercises (From Day 1) | Hospital Physio',
    duration: 780,
    text: `
      For patients after ACL reconstruction with a hamstring graft at our hospital. Our targets: a fully straight knee (0°) and 90° of bend by the end of week 2. Crutches as advised, and the brace only if your surgeon asked for it.

      0:00 Welcome + your first two weeks @@ .
      1:20 Phase 1 goals: 0–90°, no lag, swelling down @@ .
      2:45 Quad sets – 10 x 10 s @@ quad sets | Quad sets | r10 h10 | LB
      4:10 Heel slides to 90° – 15 reps @@ heel slides | Heel slide | r15 | LB
      5:30 Straight leg raises (no lag!) – 3 x 10 @@ straight leg raise | Straight leg raise | s3 r10 | LB
      7:00 Patellar mobilisations – 2 min, up/down and side to side @@ patellar mobilisation | Patellar mobilisation | h120 | LB
      8:30 Ankle pumps – 20 every hour @@ ankle pumps | Ankle pumps | r20 | LB
      9:40 Ice, elevation and your crutches @@ .
      11:30 When to call us @@ .
    `,
  },
  {
    name: 'desc-heldout28-keycap-emoji-morning-back',
    note: 'A morning back mobility routine whose chapters are numbered with keycap emoji and carry arrows and "×" counts ("1️⃣ Knee rolls ↔️ × 10", "2️⃣ Pelvic tilts × 12", "4️⃣ Thread the needle × 5 each side", "5️⃣ Child\'s pose – 6 slow breaths", "6️⃣ Standing back bends × 5"), emoji in the talk chapters and the prose.',
    title: 'Morning Back Mobility – 10 Minutes in Bed & on the Floor 🌅',
    duration: 600,
    text: `
      Do this before your coffee ☕ Move slowly, nothing should hurt. Save it for tomorrow morning 📌

      0:00 Good morning! 🌅 @@ .
      0:45 1️⃣ Knee rolls ↔️ × 10 @@ lower trunk rotation | Knee roll | r10 | B
      2:10 2️⃣ Pelvic tilts × 12 @@ pelvic tilt | Pelvic tilt | r12 | B
      3:25 3️⃣ Cat-cow × 8 @@ cat cow | Cat cow | r8 | B
      4:40 4️⃣ Thread the needle × 5 each side @@ thread the needle | Thread the needle | r5 each | B
      6:05 5️⃣ Child's pose – 6 slow breaths @@ child's pose | Child's pose | | B
      7:30 6️⃣ Standing back bends × 5 @@ standing back extension | Standing back bend | r5 | B
      8:45 Have a lovely day 💛 @@ .
    `,
  },
  {
    name: 'desc-heldout28-runner-slash-sides',
    note: 'A runner\'s strength routine whose doses use a slash for the two sides ("Step-ups – 10/10", "Single-leg calf raises – 15/15", "Side plank – 30s/30s", "Reverse lunges – 8/8", "Single-leg glute bridge – 12/12", "Copenhagen plank (short lever) – 20s/20s"), the notation and a second round explained in the prose.',
    title: "Runner's Strength Routine – 25 Minutes, Twice a Week (No Gym Needed)",
    duration: 1500,
    text: `
      Numbers like 10/10 mean ten on the left, then ten on the right. If you have time, go through the whole thing twice. Easy run the next day, not intervals!

      0:00 Why runners need strength work @@ .
      1:30 Step-ups – 10/10 @@ step up | Step up | r10 each | LB
      3:40 Single-leg calf raises – 15/15 @@ single leg calf raise | Single leg calf raise | r15 each | LB
      5:50 Side plank – 30s/30s @@ side plank | Side plank | h30 each | C
      7:30 Reverse lunges – 8/8 @@ reverse lunge | Reverse lunge | r8 each | LB
      9:40 Single-leg glute bridge – 12/12 @@ single leg glute bridge | Single leg glute bridge | r12 each | LB
      11:50 Copenhagen plank (short lever) – 20s/20s @@ copenhagen plank | Copenhagen plank | h20 each | LB
      13:30 Round two + final thoughts @@ .
    `,
  },
  {
    name: 'desc-heldout28-parkinsons-class-hour-clocks',
    note: 'A community physio\'s 75-minute Parkinson\'s class whose chapters all carry hour clocks ("0:06:30 Seated warm-up: shoulder rolls – 10 forwards, 10 back", "0:12:15 Big reaches – 8 each side", "0:20:40 Sit to stand – 3 x 5", "0:28:00 Big steps forward and back – 10 each leg", "0:36:30 Side steps along the wall bars – 4 lengths", "0:55:00 Boxing: seated punches – 3 x 30 s"), with notices, a tea break, "LOUD" voice work and a goodbye in chapters of their own.',
    title: "Parkinson's Exercise Class – Full 75 Minute Session (Seated & Standing) | Community Physio",
    duration: 4500,
    text: `
      Our Tuesday class at the community centre, filmed for members who can't make it in. Take your medication on time and stop if you feel faint. The tea break is compulsory 🫖

      0:00:00 Welcome, notices and meds check @@ .
      0:06:30 Seated warm-up: shoulder rolls – 10 forwards, 10 back @@ shoulder roll | Shoulder roll | r10 | UB
      0:12:15 Big reaches – 8 each side @@ big reaches | Big reach | r8 each | UB
      0:20:40 Sit to stand – 3 x 5 @@ sit to stand | Sit to stand | s3 r5 | LB
      0:28:00 Big steps forward and back – 10 each leg @@ big steps | Big step | r10 each | LB
      0:36:30 Side steps along the wall bars – 4 lengths @@ sideways walking | Side step | r4 | LB
      0:45:10 Tea break 🫖 @@ .
      0:55:00 Boxing: seated punches – 3 x 30 s @@ seated punches | Seated punch | r3 h30 | UB
      1:04:20 Voice: LOUD counting and singing @@ .
      1:12:00 Cool down + see you next week @@ .
    `,
  },
  {
    name: 'desc-heldout28-printable-dose-first',
    note: 'A printable knee programme whose chapters put the dose before the name ("3 × 10 Mini squats", "3 × 12 Side-lying leg raises (each side)", "2 × 15 Clamshells (each side)", "4 × 30 s Wall sit", "3 × 10 Step-downs (off the bottom stair)"), with a frequency and a level rule in the prose.',
    title: 'Knee Pain Programme – Level 2 (Printable List in the Description)',
    duration: 660,
    text: `
      Print this and stick it on the fridge. Do it every other day. If your knee is more sore the next morning, drop back to Level 1 for a week.

      0:00 Intro @@ .
      0:50 3 × 10 Mini squats @@ mini squat | Mini squat | s3 r10 | LB
      2:30 3 × 12 Side-lying leg raises (each side) @@ side lying hip abduction | Side lying leg raise | s3 r12 each | LB
      4:20 2 × 15 Clamshells (each side) @@ clamshell | Clamshell | s2 r15 each | LB
      6:00 4 × 30 s Wall sit @@ wall sit | Wall sit | r4 h30 | LB
      7:30 3 × 10 Step-downs (off the bottom stair) @@ step down | Step down | s3 r10 | LB
      9:10 Level 3 preview @@ .
    `,
  },
  {
    name: 'desc-heldout28-walloon-spale',
    note: 'A Liège kiné\'s shoulder programme in Walloon (new language) after "❖" with "Egzèrcice n –" labels, every move described, and the dose in Walloon number words ("trinte segondes", "dîs fèyes", "deûs sèreyes di doze", "vint segondes di tchaeke costé", "cénk segondes, dîs fèyes"); welcome, advice and thanks chapters, and football and swimming named in the prose.',
    title: "Må a l' spale? Cénk egzèrcices a fé a l' måjhon | Kinè (e walon)",
    duration: 580,
    text: `
      Des egzèrcices åjhîs po l' spale. Si vosse bresse est ingourdi ou si l' må crèh, alez vey li docteur. Li fotbal et l' nåjhaedje, on 'nnè djåzrè dins ene ôte videyo.

      0:00 ❖ Bondjoû tertos! @@ .
      0:40 ❖ Egzèrcice 1 – Clintchîz-v' padvant, leyîz pinde li bresse et fé des ptits toûrs – trinte segondes @@ pendulum | Pendulum | h30 | UB
      1:55 ❖ Egzèrcice 2 – Avou les doets, montez so l' meur et ridischindez doucmint – dîs fèyes @@ wall walk | Wall walk | r10 | UB
      3:10 ❖ Egzèrcice 3 – Avou l' elastike, li coude conte vosse cwér, toûrnez l' mwin viè l' dfoû – deûs sèreyes di doze @@ external rotation with band | External rotation with band | s2 r12 | UB
      4:25 ❖ Egzèrcice 4 – Tirez l' bresse houte di vosse pwetrinne avou l' ôte mwin – vint segondes di tchaeke costé @@ cross body shoulder stretch | Cross body shoulder stretch | h20 each | UB
      5:40 ❖ Egzèrcice 5 – Tirez vos spales èn erî et sserez les omoplates – cénk segondes, dîs fèyes @@ scapular squeeze | Scapular squeeze | r10 h5 | UB
      6:55 ❖ Consey @@ .
      8:15 ❖ Gråces! @@ .
    `,
  },
  {
    name: 'desc-heldout28-waray-likod',
    note: 'A Tacloban physical therapist\'s back programme in Waray (new language) after "➤" with ordinal labels ("Siyahan –", "Ikaduha –"… "Ikalima –"), every move described, and the dose in Waray number words ("lima ka segundo igkapot, napulo ka beses", "kaluhaan ka segundo, tapos an usa nga tiil", "napulo ka beses", "duha ka set, tig-walo ha kada kilid", "katloan ka segundo"); welcome, advice and thanks chapters, and basketball and dancing named in the prose.',
    title: 'Masakit an likod? Lima nga ehersisyo ha balay | Physical therapist (ha Winaray)',
    duration: 580,
    text: `
      Mga ehersisyo para ha likod. Kun an sakit naabot ha imo bitiis o nagrarabaw, kadto ha doktor. An basketbol ngan pagsayaw, aton iistorya ha sunod nga video.

      0:00 ➤ Maupay nga aga ha iyo ngatanan! @@ .
      0:40 ➤ Siyahan – Higda nga nakahayang, ipiko an tuhod, ngan iyakyat an imo hawak – lima ka segundo igkapot, napulo ka beses @@ glute bridge | Glute bridge | r10 h5 | LB
      1:55 ➤ Ikaduha – Bitara an usa nga tuhod tubtob ha dughan – kaluhaan ka segundo, tapos an usa nga tiil @@ knee to chest | Knee to chest | h20 each | B
      3:10 ➤ Ikatulo – Ha upat nga tiil ngan kamot, iarko an likod sugad hin uring, tapos ipaubos – napulo ka beses @@ cat cow | Cat cow | r10 | B
      4:25 ➤ Ikaupat – Ha upat nga tiil ngan kamot, iunat an usa nga kamot ngan an kabaliskad nga tiil – duha ka set, tig-walo ha kada kilid @@ bird dog | Bird dog | s2 r8 each | B
      5:40 ➤ Ikalima – Lingkod ha imo tikod, iunat an kamot ha atubangan, idapat an agtang ha salog – katloan ka segundo @@ child's pose | Child's pose | h30 | B
      6:55 ➤ Mga tambag @@ .
      8:15 ➤ Salamat! @@ .
    `,
  },
  {
    name: 'desc-heldout28-kirundi-ivi',
    note: 'A Gitega physiotherapist\'s knee programme in Kirundi (new language) after "◆" with "Umwimenyerezo wa mbere –", "Umwimenyerezo wa kabiri –"… labels, every move described, and the dose in Kirundi number words ("fata amasegonda atanu, incuro cumi", "incuro cumi kuri buri kuguru", "seri zibiri, incuro cumi", "amasegonda mirongo itatu", "incuro cumi n\'eshanu"); welcome, advice and thanks chapters, and football and the drums named in the prose.',
    title: "Ububabare bw'ivi? Imyimenyerezo itanu yo gukorera muhira | Fiziyoterapewute (mu Kirundi)",
    duration: 580,
    text: `
      Imyimenyerezo yoroshe y'ivi. Nimba ivi ryabyimba canke ububabare bukiyongera, mugende kwa muganga. Umupira w'amaguru n'ukuvuza ingoma, tuzobiyagako mu yindi video.

      0:00 ◆ Amahoro! @@ .
      0:40 ◆ Umwimenyerezo wa mbere – Icara ku gitanda, shira igitambara munsi y'ivi, ukandire ivi hasi – fata amasegonda atanu, incuro cumi @@ quad sets | Quad sets | r10 h5 | LB
      1:55 ◆ Umwimenyerezo wa kabiri – Ryama ku mugongo, peta ivi rimwe, uduze ukuguru kwundi kugororotse – incuro cumi kuri buri kuguru @@ straight leg raise | Straight leg raise | r10 each | LB
      3:10 ◆ Umwimenyerezo wa gatatu – Shira ikirenge ku ngazi, uduze ukundi, hanyuma umanuke – seri zibiri, incuro cumi @@ step up | Step up | s2 r10 | LB
      4:25 ◆ Umwimenyerezo wa kane – Egamira ku ruhome, wicare nk'uwicaye ku ntebe itariho – amasegonda mirongo itatu @@ wall sit | Wall sit | h30 | LB
      5:40 ◆ Umwimenyerezo wa gatanu – Fata ku ntebe, uhagarare ku mano, hanyuma umanuke – incuro cumi n'eshanu @@ calf raise | Calf raise | r15 | LB
      6:55 ◆ Impanuro @@ .
      8:15 ◆ Murakoze! @@ .
    `,
  },
  {
    name: 'desc-heldout28-nahuatl-kechtli',
    note: 'A Chicontepec physiotherapist\'s neck programme in Huasteca Nahuatl (new language) after "✿" with ordinal labels ("Achtoui –", "Ika ome –"… "Ika makuilli –"), every move described with Spanish loans ("segundo", "lado"), and the dose in Nahuatl number words and the "-pa" of times ("xikitskili makuilli segundo, majtlakpa", "sempoali segundo se lado, teipa seyok lado", "majtlakpa se lado uan majtlakpa seyok lado", "ompa, majtlaktli uan ome ipan sesen", "kaxtoli segundo, eyipa"); welcome, advice and thanks chapters, and football and dancing named in the prose.',
    title: 'Mitskokoa mokech? Makuilli ejercicio tlen tikchiuas mochan | Fisioterapeuta (ipan nahuatl)',
    duration: 580,
    text: `
      Ejerciciojmej tlen amo ouij para kechtli uan akolli. Tla moma sesekiya o kokolistli mijyoua, xiyaui kampa doctor. Futbol uan mitotilistli, tijtlajtoskej ipan seyok video.

      0:00 ✿ Piyali nochi! @@ .
      0:40 ✿ Achtoui – Ximotlali melauak, xikuepa motenchal ika tlakuitlapan – xikitskili makuilli segundo, majtlakpa @@ chin tuck | Chin tuck | r10 h5 | N
      1:55 ✿ Ika ome – Xikxolo mokuaitl ika moakol – sempoali segundo se lado, teipa seyok lado @@ neck side bend | Neck side bend | h20 each | N
      3:10 ✿ Ika eyi – Xikuepa mokuaitl ika moyekma, teipa ika moopochma – majtlakpa se lado uan majtlakpa seyok lado @@ neck rotation | Neck rotation | r10 each | N
      4:25 ✿ Ika naui – Xikejkuani moakolhuan ika monakas, uan xiktemoui – ompa, majtlaktli uan ome ipan sesen @@ shoulder shrug | Shoulder shrug | s2 r12 | UB
      5:40 ✿ Ika makuilli – Ika moma xikilpi mokuaitl ika se lado – kaxtoli segundo, eyipa @@ upper trapezius stretch | Upper trapezius stretch | r3 h15 | N
      6:55 ✿ Tlanauatilli @@ .
      8:15 ✿ Tlaskamati! @@ .
    `,
  },
  {
    name: 'desc-heldout28-mapudungun-futakeche',
    note: 'A Temuco kinesióloga\'s balance class for elders in Mapudungun (new language) after "☀" with number labels ("Wünelu –", "Epu –"… "Kechu –"), every move described with Spanish loans ("silla", "mesa", "serie", "segundo"), and the dose in Mapudungun number words and the "-chi" of times ("küla mari segundo kiñeke namun mew", "mari trekan", "epu serie, mari kechuchi", "marichi", "mari trekan kiñeke lado mew"); welcome, advice and thanks chapters, and palin and purrun named in the prose.',
    title: 'Kechu ejercicio equilibrio fütakeche ñi duam | Kinesióloga (mapuzugun mew)',
    duration: 580,
    text: `
      Ejercicio equilibrio fütakeche ñi duam. Nieaymi kiñe silla kam kiñe mesa nüfeal. Palin ka purrun, kake video mew nütramkayaiñ.

      0:00 ☀ Mari mari pu peñi, pu lamngen! @@ .
      0:40 ☀ Wünelu – Kiñe namun mew witrapüramnge, nüfe ta silla – küla mari segundo kiñeke namun mew @@ single leg balance | Single leg balance | h30 each | LB
      1:55 ☀ Epu – Amuaymi kiñe rüpü mew, kiñe namun kake namun ñi adkintu mew – mari trekan @@ tandem walk | Tandem walk | r10 | LB
      3:10 ☀ Küla – Witrapüramnge namun ñi changüll mew, ka nagümnge – epu serie, mari kechuchi @@ calf raise | Calf raise | s2 r15 | LB
      4:25 ☀ Meli – Witrapüramnge silla mew kuq ñi kellun no, ka anünge – marichi @@ sit to stand | Sit to stand | r10 | LB
      5:40 ☀ Kechu – Amuaymi kiñe lado mew, nüfe ta mesa – mari trekan kiñeke lado mew @@ sideways walking | Sideways walking | r10 each | LB
      6:55 ☀ Ngülam @@ .
      8:15 ☀ Chaltumay! @@ .
    `,
  },
  {
    name: 'desc-heldout28-trap-cpr-course',
    note: 'A first aid course\'s adult CPR video, with a valid chapter list and no exercise done by a person, whose chapters give seconds, hand and arm positions, rates, depths, a compressions-to-breaths ratio, minutes and a roll onto the side ("Check breathing – no more than 10 seconds", "Hand position – heel of the hand, centre of the chest, arms straight", "30 compressions : 2 rescue breaths", "Swap rescuers every 2 minutes", "Recovery position – roll them onto their side"); no captions.',
    title: 'Adult CPR Step by Step – Compressions, Rescue Breaths & Using an AED (First Aid Course)',
    duration: 720,
    text: `
      This video does not replace a hands-on first aid course. If in doubt, call 999 and start compressions – the call handler will talk you through it.

      0:00 Danger, response, shout for help @@ .
      1:10 Check breathing – no more than 10 seconds @@ .
      2:05 Hand position – heel of the hand, centre of the chest, arms straight @@ .
      3:20 Compressions – 100–120 per minute, 5–6 cm deep @@ .
      4:45 30 compressions : 2 rescue breaths @@ .
      6:10 Hands-only CPR – push hard and fast @@ .
      7:20 Using the AED – pads on, stand clear @@ .
      9:00 Swap rescuers every 2 minutes @@ .
      10:15 Recovery position – roll them onto their side @@ .
    `,
  },
  {
    name: 'desc-heldout28-trap-crochet-granny-square',
    note: 'A granny square crochet tutorial, with a valid chapter list and no exercise done by a person, whose chapters give chains, stitches, repeats, rounds, corners, sides, hours and squares ("Round 1 – 3 dc, ch 2, repeat 4 times into the ring", "Round 2 – corners: 3 dc, ch 2, 3 dc in each corner space", "Blocking – stretch, pin each side, leave 24 hours", "Joining squares – whip stitch, 2 squares at a time"); no captions.',
    title: 'Granny Square for Absolute Beginners – Round by Round (Crochet Tutorial)',
    duration: 1200,
    text: `
      US terms. 4 mm hook and any DK yarn. ch = chain, dc = double crochet, sl st = slip stitch. Hold your yarn however feels comfortable – there's no wrong way!

      0:00 What you need @@ .
      1:30 Magic ring + ch 3 @@ .
      3:10 Round 1 – 3 dc, ch 2, repeat 4 times into the ring @@ .
      6:00 Round 2 – corners: 3 dc, ch 2, 3 dc in each corner space @@ .
      9:20 Round 3 – 3 dc in each side space, corners as before @@ .
      12:40 Changing colour + holding the tail @@ .
      14:30 Blocking – stretch, pin each side, leave 24 hours @@ .
      16:50 Joining squares – whip stitch, 2 squares at a time @@ .
    `,
  },
  {
    name: 'desc-heldout28-trap-training-volume-lecture',
    note: 'A recorded university lecture on resistance training volume, with a valid chapter list and no exercise done by a person, whose chapters name sets, reps, exercises, seconds and reps in reserve ("Where does "3 sets of 10" come from? DeLorme, 1945", "Dose–response: 10–20 sets per muscle per week", "Squats vs leg press – what the EMG studies show", "Time under tension: is a 40 s set magic?", "Training to failure – 1 to 3 reps in reserve"); no captions.',
    title: 'Lecture 7: Resistance Training Volume and Hypertrophy (KIN 320 Exercise Physiology, Full Lecture)',
    duration: 3600,
    text: `
      Recorded lecture for KIN 320 Exercise Physiology. Slides are on the course page. Reading for next week: Schoenfeld & Grgic (2017) on resistance training volume.

      0:00 Housekeeping + lab groups @@ .
      3:20 Where does "3 sets of 10" come from? DeLorme, 1945 @@ .
      11:45 Volume load: sets × reps × load @@ .
      19:30 Dose–response: 10–20 sets per muscle per week @@ .
      28:10 Squats vs leg press – what the EMG studies show @@ .
      36:40 Time under tension: is a 40 s set magic? @@ .
      44:00 Training to failure – 1 to 3 reps in reserve @@ .
      51:30 Practical programming for your clients @@ .
      57:00 Questions @@ .
    `,
  },
];
