/**
 * Thirtieth held-out caption batch (heldout30), after hospital leaflets on sternal precautions after heart surgery
 * (Cleveland Clinic Abu Dhabi's "Do not push or pull excessively… Splint your sternum with a pillow when coughing… Use
 * your legs as much as possible when getting out of bed or standing up", Rigshospitalet's physiotherapists' booklet:
 * "you should not push yourself up with your arms. Instead sit on the edge of the bed… lean forward and stand up using
 * your leg strength", BMC's "Do 10 repetitions of each exercise two times a day"), speech and language therapy
 * swallowing leaflets for head and neck cancer (CUH's "Aim to complete each exercise x4 per day, x10 repetitions each
 * time… Shaker exercise… Raise your head to look at your toes. Hold this position for 1 minute… then relax for 1
 * minute. Repeat 2 more times… Repeat 30 times in a row", the Masako tongue hold, the effortful swallow, the Mendelsohn
 * manoeuvre "Hold your larynx up… for several seconds"), care homes' activity blogs ("Chair exercise, balloons and
 * dancing", "some residents thought of good excuses not to join in", "Roy, Mildred and Pam had fun tapping it back
 * with their feet"), boxing gyms' warm-ups before bag work (a round of skipping, jumping jacks, press-ups on the
 * knuckles, shadow boxing), child car seat checklists (Which?'s "try pushing down on the seat… you shouldn't be able to
 * move the seat", ISOFIX connectors that "click (green indicators, if present)", a support leg "fix it to the car floor
 * (without it hanging loosely)", "the harness should fit snugly"), CT scan preparation pages ("You will lie on your
 * back with your arms above your head", "You may be asked to hold your breath", contrast's "warm, flushed sensation…
 * the sensation you are urinating briefly"), treadmill manuals (Horizon's "turning them 1/4 TURN to the right… NEVER
 * TURN the roller bolts more than 1/4 turn at a time", SportsArt's "Let the treadmill run 30 seconds… at 2.0mph"), and
 * number pages for Pangasinan (a number table after the Wikipedia article: "sakey… duara… talora… lima… samplo…
 * labinlima", the Pangasinan orthography book's "duwamplo tan walo", the Bayambang news blog's "sirin", "ey", "balet",
 * "anggapo"), Erzya (languagesandnumbers: "вейке, кавто, колмо, ниле, вете… кемень… кемкавтово… кеветее… комсь", the
 * Wiktionary entry for кавто with the ordinal "омбоце"), Niuean (a Niuean counting page: "11 is 'hogofulu ma taha' and
 * 36 is 'tolugofulu ma ono'") and Tuvan ("Tuvan through songs": "бир… ийи… үш… дөрт… беш… он… чээрби… үжен = үш (3) +
 * он (10)… 15 – он беш"; a typology database's ordinal "бешки"), with Mizo written from the labeller's own knowledge
 * ("panga, riat, sawm, sawmhnih, sawmthum… vawi"): a cardiac ward physio's visit on the second day after heart surgery
 * in SRT, talking to the patient (deep breaths and a huff holding the heart pillow, "twenty" ankle pumps, arm raises "to
 * shoulder height, no higher… Ten", "Five" sit to stands "arms across your chest", the pain score, the drain, the
 * walk to the nurses' station and "no pushing up with your arms" for six weeks); a boxing coach's warm-up in auto-
 * captions talking over the moves (skipping "for a round", "give me twenty", "fifteen squats hands up by your face",
 * "ten press ups on your knuckles", shadow boxing "two minutes", burpees for the late and Thursday's sparring); a care
 * home's seated movement session in plain WebVTT with residents chatting and singing (marching "for a minute", "Five"
 * shrugs, "ten apples" picked overhead, "five each way… then the other foot", "five with each leg", the balloon game
 * after tea, a cup of tea in Bill's hand); a speech and language therapist's swallowing session during radiotherapy in
 * WebVTT with cue ids, voice spans and NOTE blocks (the Shaker "hold it for a minute… rest a minute. Three times" and
 * then "thirty times", the Masako "Ten", the effortful swallow "Ten", the Mendelsohn "hold it up for three seconds…
 * Five", "four times a day, ten of each", mouth care, the mask and the pitch glides "next week"); a Dagupan physical
 * therapist's ankle sprain programme in Pangasinan auto-captions, code-mixed as it is spoken (new: "duamplon beses",
 * "duaran set, labinliman beses", "i-hold yo na talumplon segundo ed balang sali", "talumplon segundo balang bangir"); an
 * Aizawl physiotherapist's back programme in Mizo in SRT (new: "Second panga chelh rawh. Vawi sawm.", "Second sawmhnih,
 * tichuan a lehlam", "Set hnih, lam tinah vawi riat", "Second sawmthum"); a Saransk physiotherapist's knee programme in
 * Erzya in plain WebVTT (new: "Кирдик вете секундат. Кемень раз.", "кемень раз эрьва пильгесэ", "Кавто подход,
 * кемкавтово раз", "Кеветее раз", "Комсь раз"); an Auckland Niuean community physio's seated class for elders in Niuean
 * in WebVTT with voice spans (new: "tolugofulu e sekone", "Fakahogofulu", "Fakahogofulu ma lima", "Fakavalu", "taofi e
 * lima e sekone… fakalima ke he tau tui takitaha"); a Kyzyl physiotherapist's shoulder programme in Tuvan in Windows SRT
 * (new: "Үжен секунда", "Он катап", "Беш секунда тудуңар. Он катап.", "Ийи подход, он ийи катап", "Чээрби секунда, оон
 * өске холуңар") — and three traps with no exercise done by a person that still give pushes, clicks, pulls, holds,
 * seconds, sides, both legs, arms above the head, quarter turns, speeds and exercise names: a car seat fitter's ISOFIX
 * check in SRT ("push the arms in until you hear two clicks… both sides", "put your knee in the seat and push down while
 * you pull the strap", "the pinch test", "lift it in and out ten times… there's my arm workout"), a radiographer
 * explaining a CT scan in plain WebVTT ("arms above your head and keep them there", "breathe in, breathe out, and hold
 * your breath… about ten seconds… three or four times", "a warm feeling… like you've wet yourself", "no exercise
 * restrictions afterwards, go to your spin class") and a fitness shop engineer servicing a treadmill in auto-captions
 * ("a quarter turn each side", "three squirts of silicone on both sides", "let it run empty at two miles an hour for
 * thirty seconds", "never more than a quarter turn at a time", "your ten thousand steps"). Each case names moves or
 * activities in passing (the walk to the nurses' station and the stairs, skipping for the late, sparring, pads and
 * burpees, dancing at the Palais, the balloon game, singing, eating by mouth and sipping water, "basketbol tan zumba",
 * "football leh cheraw", "футбол ды кштимс", "kilikiti mo e koli", "хүреш болгаш аът чарыжы", the spin class, the
 * walk round the shop) that must not start a segment. Written before the engine was run on them even once: never tuned
 * on.
 *
 * Marks are the labeller's judgement: a common standard exercise name in lower case English when the move is a standard
 * exercise (named or described, in any language: slow breaths right in through the nose and out through the mouth the
 * deep breathing, the huff holding the pillow the huff cough, pointing the feet down and up the ankle pumps, lifting
 * both arms forward to shoulder height the arm raises, rolling the shoulders back the shoulder roll, standing up from
 * the chair arms across the chest the sit to stand, a round with the rope the jump rope, star jumps the jumping jacks,
 * press-ups the push up, punching the air on the move the shadow boxing, marching the feet sitting down the seated
 * march, the shoulders up to the ears and dropped the shoulder shrug, reaching up to pick apples the arm raises, drawing
 * circles with the feet the ankle circles, straightening the knee to kick the ball sitting down the long arc quad,
 * lifting the head lying flat to look at the toes the shaker exercise, the tongue held between the teeth to swallow the
 * masako manoeuvre, swallowing hard squeezing every muscle the effortful swallow, holding the voice box up at the top of
 * the swallow the mendelsohn manoeuvre, pointing the foot down and up ("itudo yo so sali yo pababa tan pangato") the
 * ankle pumps, writing the alphabet with the foot ("isulat yo so ABC ed sali yo") the ankle alphabet, rising onto the
 * toes holding the chair ("ontalaged kayo ed dulo na gamet na sali yo") the calf raise, standing on one foot holding
 * the chair ("ontalaged kayo ed sakey ya sali") the single leg balance, the hands on the wall with one foot back and the
 * heel down ("ikabil yo so lima yo ed padir… say takong ed dalin") the calf stretch, pressing the low back into the
 * floor with the knees bent ("I kawng chu chhuat lamah hmet rawh") the pelvic tilt, pulling one knee to the chest ("I
 * khup pakhat chu i awm lamah hip rawh") the knee to chest, the back arched up like a cat on the hands and knees and
 * then dropped ("zawhte angin") the cat cow, one arm and the other leg stretched out on the hands and knees the bird
 * dog, sitting on the heels with the arms forward the child's pose, pressing the knee down on a towel ("полотенца путыть
 * кумажа ало, кумажанть лепштик алов") the quad sets, lifting the straight leg lying with the other knee bent ("вейке
 * кумажанть пектть, омбоце пильгенть кепедеть виде") the straight leg raise, sliding the heel along the bed ("пильге
 * кундинть шлёвтык") the heel slides, standing up from the chair without the hands ("стякак стулсто кедтемеке") the
 * sit to stand, rising onto the toes holding the chair back ("кепедевть пильге суртнэнь лангс") the calf raise, marching
 * the knees up sitting on the chair ("hiki hake e tau tui… to-ua, to-ua") the seated march, standing up from the chair
 * without the hands ("tu hake mai he nofoa, nakai lagomatai e tau lima") the sit to stand, lifting both arms up high
 * and down ("hiki hake e tau lima ki luga") the arm raises, circling the shoulders backwards the shoulder roll,
 * straightening the knee sitting and holding it ("fakahako e tui") the long arc quad, leaning on the table and letting
 * the arm hang in small circles ("холуңарны салыңар, биче долгандыр шимчеңер") the pendulum, lifting a stick overhead in
 * both hands ("таяк тудуп, бажыңар кырынга көдүрүңер") the shoulder flexion with stick, pulling the shoulder blades back
 * together ("эгиннериңерни соонче тыртып, кады чыырыңар") the scapular squeeze, turning the hand out against a band
 * with the arm against the body ("резинаны тудуп… даштыгаар ээлдириңер") the external rotation with band, pulling one
 * arm across the chest with the other hand ("хөрек кырынга өске холуңар-биле тыртыңар") the cross body shoulder
 * stretch), else the speaker's words. Two parts of one named exercise said with doses of their own (the Shaker's held
 * lifts and its repeated lifts) are two segments of that type. A move done on one side then the other is one segment
 * with side "each", as are "then the other foot", "five with each leg", "ed balang sali", "balang bangir", "tichuan a
 * lehlam", "lam tinah", "эрьва пильгесэ", "ke he tau tui takitaha" and "оон өске холуңар"; "twenty", "Ten", "Five",
 * "give me twenty", "fifteen squats", "ten press ups", "ten apples", "Five each way", "thirty times", "duamplon beses",
 * "Vawi sawm", "Кеветее раз", "Комсь раз", "Fakahogofulu", "Fakahogofulu ma lima", "Fakavalu" and "Он катап" are reps;
 * "hold it for a minute… Three times", "hold it up for three seconds… Five", "Second panga chelh rawh. Vawi sawm.", "Кирдик вете секундат. Кемень раз.", "taofi e lima e sekone…
 * fakalima" and "Беш секунда тудуңар. Он катап." are reps of a hold; "duaran set, labinliman beses", "Set hnih, lam
 * tinah vawi riat", "Кавто подход, кемкавтово раз" and "Ийи подход, он ийи катап" are sets; a timed block ("for a
 * minute", "two minutes", "talumplon segundo", "Second sawmhnih", "Second sawmthum", "tolugofulu e sekone", "Үжен
 * секунда", "Чээрби секунда") is a hold; "a round" of skipping is no number and no dose; Pangasinan, Mizo, Erzya, Niuean
 * and Tuvan number words read as their numbers (lima 5, labinlima 15, duamplo 20, talumplo 30, duara 2;
 * panga 5, riat 8, sawm 10, sawmhnih 20, sawmthum 30, hnih 2; вете 5, кемень 10, кемкавтово 12, кеветее 15, комсь 20,
 * кавто 2; lima 5, valu 8, hogofulu 10, hogofulu ma lima 15, tolugofulu 30; беш 5, он 10, он ийи 12, чээрби 20, үжен 30,
 * ийи 2), and "beses", "vawi", "раз", "faka-" and "катап" are times; dosage only when it is said for that move.
 * Breaths and huffs, frequencies ("every hour while you're awake", "three times a day", "four times a day", "makadua
 * ed sakey agew", "Ni tinin", "чистэ кавксть", "ua e magaaho he aho", "хүнде ийи катап"), pain scores, the days since
 * surgery, the kilos and the kettle, the six weeks, the round's three minutes, the radiotherapy weeks, and the traps'
 * clicks, sides, fingers, months, seconds, breath-holds, minutes, quarter turns, squirts, miles an hour and steps are
 * no dose; talk stays outside every segment.
 */
import type { CaptionCaseSpec } from './case-spec';

export const captionScriptsHeldOut30: CaptionCaseSpec[] = [
  {
    name: 'captions-heldout30-cardiac-surgery-ward-day2-srt',
    kind: 'captions',
    title: 'Day 2 After Heart Bypass Surgery – Your Ward Physio Visit (Breathing, Arms, Getting Up Safely)',
    description:
      'What to expect from the physiotherapists on the cardiothoracic ward after your operation. Mr Adeyemi kindly agreed to be filmed two days after his bypass.',
    style: 'srt',
    items: [
      "Morning Mr Adeyemi, I'm Kate, one of the physios. Day two, the drain came out yesterday, good. How's the pain? A three out of ten, that's fine.",
      'Remember the rules for your breastbone for the next six weeks: no pushing up with your arms, nothing heavier than a full kettle, and hug your heart pillow when you cough.',
      { ex: 'deep breathing' },
      'Sit up tall for me. Breathe in slowly through your nose, as deep as you can, hold it for three, and out through your mouth. Five of those.',
      { pause: 40 },
      { ex: 'huff cough' },
      "Now hug the pillow to your chest, and huff it out, like you're steaming up a mirror. Good, and a cough if it's there.",
      { pause: 15 },
      { end: true },
      "That's your breathing. Every hour while you're awake, please, the nurses will remind you.",
      { ex: 'ankle pumps', dosage: { reps: 20 } },
      'Now your feet, to keep the blood moving. Point your toes down, and pull them up. Twenty.',
      { pause: 25 },
      { ex: 'arm raises', dosage: { reps: 10 } },
      'Both arms, lift them forward up to shoulder height, no higher today, and slowly down. Ten.',
      { pause: 40 },
      { ex: 'shoulder roll', dosage: { reps: 10 } },
      'And roll your shoulders backwards, nice and gently. Ten.',
      { pause: 25 },
      { end: true },
      'Do the arms and the feet three times a day. Now, getting up without your arms.',
      { ex: 'sit to stand', dosage: { reps: 5 } },
      'Bottom to the edge of the chair, arms across your chest, nose over toes, and stand up using your legs. Then slowly sit back down. Five.',
      { pause: 50 },
      { end: true },
      "Brilliant. We'll walk to the nurses' station and back with the drip stand now, and tomorrow we'll try the stairs.",
    ],
  },
  {
    name: 'captions-heldout30-boxing-gym-warmup-auto',
    kind: 'captions',
    title: 'Boxing Class Warm Up (Follow Along) – Get Warm Before You Touch the Bags',
    description:
      'Our Tuesday night beginners class warm-up. Bring a rope and wraps. Sparring is Thursdays only, experienced members.',
    style: 'vtt-auto',
    items: [
      "right everyone in a line facing me wraps on ropes out if you were late it's ten burpees first I'm joking mostly",
      { ex: 'jump rope' },
      "skipping for a round off you go light on your feet stay on your toes don't watch the rope",
      { pause: 60 },
      'keep it going switch feet if you can chris you can do better than that',
      { pause: 60 },
      { end: true },
      'and rest ropes down by the wall',
      { ex: 'jumping jacks', dosage: { reps: 20 } },
      'jumping jacks give me twenty',
      { pause: 15 },
      'seventeen eighteen nineteen twenty good',
      { ex: 'squat', dosage: { reps: 15 } },
      "fifteen squats hands up by your face like you're guarding chin down",
      { pause: 25 },
      { ex: 'push up', dosage: { reps: 10 } },
      'ten press ups on your knuckles if you can knees down if you need to',
      { pause: 25 },
      "lovely danny that's a press up not a worm",
      { ex: 'shadow boxing', dosage: { hold_seconds: 120 } },
      'shadow boxing two minutes jab jab cross move your feet keep your hands up',
      { pause: 50 },
      "don't stand still roll under slip the jab",
      { pause: 50 },
      { end: true },
      "and time gloves on get a bag pads with me in five and remember sparring's thursday not tonight",
    ],
  },
  {
    name: 'captions-heldout30-care-home-seated-session-vtt',
    kind: 'captions',
    title: 'Seated Movement Session at Willow Lodge Care Home – Join In From Your Chair',
    description:
      "Our Wednesday morning session in the lounge with Gemma from the activities team. Filmed with residents' and families' permission.",
    style: 'vtt',
    items: [
      "Good morning everyone! Is everyone comfy? Bill, you've still got your cup of tea, pop it on the table for me, lovely.",
      "We'll do our movements first, then the balloon game after tea. Doris, you don't have to do the dancing today, just the chair bits.",
      { ex: 'seated march', dosage: { hold_seconds: 60 } },
      "Let's warm up. Sit up tall, and march your feet, left, right, like you're off to the dance hall. Let's march for a minute.",
      { pause: 55 },
      'Doris says she used to dance at the Palais every Saturday. I bet you did, Doris.',
      { ex: 'shoulder shrug', dosage: { reps: 5 } },
      'Now shoulders up to your ears, and drop them. Up, and drop. Five.',
      { pause: 25 },
      { ex: 'arm raises', dosage: { reps: 10 } },
      "Reach up high, like you're picking apples off the tree. One hand, then the other. Let's pick ten apples.",
      { pause: 35 },
      { end: true },
      'Lovely. Have a little rest. Margaret, would you like a sip of water? There you go.',
      { ex: 'ankle circles', dosage: { reps: 5, side: 'each' } },
      'Now lift one foot a little and draw circles with your toes. Five each way, then the other foot.',
      { pause: 50 },
      { ex: 'long arc quad', dosage: { reps: 5, side: 'each' } },
      "And straighten your knee like you're kicking a ball, and down. Five with each leg.",
      { pause: 50 },
      { end: true },
      "Well done everybody! Now let's have a sing before the tea trolley comes. Who knows It's a Long Way to Tipperary?",
    ],
  },
  {
    name: 'captions-heldout30-swallowing-slt-session-vtt-rich',
    kind: 'captions',
    title: 'Swallowing Exercises During Head and Neck Radiotherapy – A Session With Your Speech and Language Therapist',
    description:
      "Keeping your swallow strong during and after radiotherapy. Your own speech and language therapist (SLT) will tick the exercises that are right for you. Filmed with Graham's permission in week 3 of his treatment.",
    style: 'vtt-rich',
    items: [
      "Hi Graham. Week three, how's the swallow? Sore, and the saliva's thicker. That's really common at this point. Keep up the mouthwash and the sips of water.",
      "Keep eating by mouth as much as you can, even if it's soft food, because swallowing is exercise for these muscles too. Let's go through your exercises.",
      { ex: 'shaker exercise', dosage: { reps: 3, hold_seconds: 60 } },
      'Lie flat on the bed, shoulders down. Lift your head to look at your toes, keep the shoulders down, and hold it for a minute. Then rest a minute. Three times.',
      { pause: 330 },
      { end: true },
      "That's hard, I know. You might only manage thirty seconds at first, that's fine, build up.",
      { ex: 'shaker exercise', dosage: { reps: 30 } },
      'Second part. Lift your head to look at your toes, and straight back down. Thirty times in a row.',
      { pause: 75 },
      { end: true },
      'Sit up slowly now. Any dizziness? Good.',
      { ex: 'masako manoeuvre', dosage: { reps: 10 } },
      "Now put the tip of your tongue between your front teeth and hold it gently there. Keep it there and swallow. It feels awkward, that's right. Ten.",
      { pause: 60 },
      { ex: 'effortful swallow', dosage: { reps: 10 } },
      'Next, swallow hard. Squeeze all the muscles in your throat as hard as you can, like swallowing a big bit of bread. Ten.',
      { pause: 50 },
      { ex: 'mendelsohn manoeuvre', dosage: { reps: 5, hold_seconds: 3 } },
      'Fingers on your voice box. Swallow, and when you feel it lift, hold it up for three seconds before you let it drop. Five.',
      { pause: 50 },
      { end: true },
      "Four times a day, ten of each, and the Shaker twice a day. We'll add the pitch glides next week. If the mask is rubbing, tell the radiographers.",
    ],
  },
  {
    name: 'captions-heldout30-pangasinan-sali-auto',
    kind: 'captions',
    title: 'Ankle sprain? Limaran exercise ed abong | Physical therapist (Pangasinan)',
    description: 'Saray exercise para ed anlingo ya sali. No mabmabiig ni tan ag ni makapanakar, onla kayo ed doktor.',
    style: 'vtt-auto',
    items: [
      'maabig ya kabuasan ed sikayo amin siak si ria physical therapist dia ed dagupan natan gawaen tayo so limaran exercise para ed ankle sprain',
      'dakel so manepet no kapigan da nayarian so mambasketbol tan manzumba balet diad arum ya video tayo itan pantongtongan ey',
      { ex: 'ankle pumps', dosage: { reps: 20 } },
      'unona yurong kayo ed katre itudo yo so sali yo pababa tan pangato duamplon beses',
      { pause: 45 },
      { ex: 'ankle alphabet' },
      'ikadua isulat yo so abc ed sali yo manlapu ed a anggad z ankle labat so ompatagilig aliwan say pueg',
      { pause: 70 },
      { ex: 'calf raise', dosage: { sets: 2, reps: 15 } },
      'ikatlo ontalaged kayo tan ontiliw ed silya ontalaged kayo ed dulo na gamet na sali yo tan ibaba yo duaran set labinliman beses',
      { pause: 90 },
      { ex: 'single leg balance', dosage: { hold_seconds: 30, side: 'each' } },
      'ikapat ontalaged kayo ed sakey ya sali ontiliw ed silya i-hold yo na talumplon segundo ed balang sali',
      { pause: 75 },
      { ex: 'calf stretch', dosage: { hold_seconds: 30, side: 'each' } },
      'ikalima ikabil yo so lima yo ed padir iyatras yo so sakey ya sali say takong ed dalin talumplon segundo balang bangir',
      { pause: 75 },
      { end: true },
      'gawaen yo iraya makadua ed sakey ya agew salamat sirin tan ingat kayo amin',
    ],
  },
  {
    name: 'captions-heldout30-mizo-kawng-srt',
    kind: 'captions',
    title: 'Kawng na em? In lamah exercise panga | Physiotherapist (Mizo ṭawngin)',
    description:
      'Kawng na tan exercise awlsam tak tak. I ke lamah a na thlen chuan emaw, a na zual chuan doctor hnenah kal rawh.',
    style: 'srt',
    items: [
      'Chibai vek u! Kei hi Mami, Aizawl-a physiotherapist ka ni. Vawiin hian kawng na tan exercise panga kan ti ang.',
      'Mi tam takin engtikah nge football leh cheraw kan lam leh theih ang tiin min zawt ṭhin. Chu chu video dangah kan sawi ang.',
      { ex: 'pelvic tilt', dosage: { reps: 10, hold_seconds: 5 } },
      'Pakhatna: i hnung lamin mu la, i khup ṭhing rawh. I kawng chu chhuat lamah hmet rawh. Second panga chelh rawh. Vawi sawm.',
      { pause: 75 },
      { ex: 'knee to chest', dosage: { hold_seconds: 20, side: 'each' } },
      'Pahnihna: i khup pakhat chu i kutin i awm lamah hip rawh. Second sawmhnih, tichuan a lehlam.',
      { pause: 50 },
      { ex: 'cat cow', dosage: { reps: 10 } },
      'Pathumna: i kut leh i khupin ding la, i hnung chu zawhte angin chhawp chho la, tichuan hnuai lamah kun leh rawh. Vawi sawm.',
      { pause: 60 },
      { ex: 'bird dog', dosage: { sets: 2, reps: 8, side: 'each' } },
      'Palina: i kut leh i khupin ding la, i kut pakhat leh i ke lehlam chu phar rawh. Set hnih, lam tinah vawi riat.',
      { pause: 100 },
      { ex: "child's pose", dosage: { hold_seconds: 30 } },
      'Pangana: i khup chungah ṭhu la, i mawng i ke chungah dah la, i kut hmalamah phar rawh. Second sawmthum.',
      { pause: 35 },
      { end: true },
      'Hengte hi ni tinin ti rawh u. Ka lawm e, in hmuh leh hun kan nghakhlel e!',
    ],
  },
  {
    name: 'captions-heldout30-erzya-kumazha-vtt',
    kind: 'captions',
    title: 'Кумажа сэри? Вете упражнения кудосо | Физиотерапевт (эрзянь кельсэ)',
    description: 'Кумажанть кисэ шожда упражнениянзо. Кумажа пуви эли сэредьксэсь покшолгады — молевть эмлиця ваксс.',
    style: 'vtt',
    items: [
      'Шумбрат, вечкевикс ялгат! Мон Анна, Саранскойсэ физиотерапевт. Течи вете упражнения теятано кумажанть кисэ.',
      'Ламот кевкстить, зярдо можна ташто койсэ налкшемс футбол ды кштимс. Те ютксто кортатано лия видеосо.',
      { ex: 'quad sets', dosage: { reps: 10, hold_seconds: 5 } },
      'Васенце: озадо кроватьс, полотенца путыть кумажа ало, кумажанть лепштик алов. Кирдик вете секундат. Кемень раз.',
      { pause: 80 },
      { ex: 'straight leg raise', dosage: { reps: 10, side: 'each' } },
      'Омбоце: мадык кроватьс, вейке кумажанть пектть, омбоце пильгенть кепедеть виде. Кемень раз эрьва пильгесэ.',
      { pause: 90 },
      { ex: 'heel slides', dosage: { sets: 2, reps: 12 } },
      'Колмоце: мадык, пильге кундинть шлёвтык кроватенть ланга пря ваксс, мейле мекев. Кавто подход, кемкавтово раз.',
      { pause: 90 },
      { ex: 'sit to stand', dosage: { reps: 15 } },
      'Нилеце: стякак стулсто кедтемеке, мейле озак. Кеветее раз.',
      { pause: 70 },
      { ex: 'calf raise', dosage: { reps: 20 } },
      'Ветеце: кирдевть стулонть удалксонзо, кепедевть пильге суртнэнь лангс, мейле алов. Комсь раз.',
      { pause: 55 },
      { end: true },
      'Те упражнениятнэ теевть чистэ кавксть. Сюкпря, вастовтомс!',
    ],
  },
  {
    name: 'captions-heldout30-niuean-nofoa-vtt-rich',
    kind: 'captions',
    title: 'Tau exercise he nofoa ma e tau matua | Niue physio (vagahau Niue)',
    description:
      'A seated class for our Niuean elders at the community hall in Ōtara. Exercises in vagahau Niue with a little English. Ask your doctor first if you have a heart condition.',
    style: 'vtt-rich',
    items: [
      'Fakaalofa lahi atu ki a mutolu oti! Ko au ko Moka, physio he Ōtara. Ko e aho nei, to taute e tautolu e tau exercise he nofoa.',
      'Loga e tau matua ne huhu mai, magaaho fe ka liu a lautolu ke he kilikiti mo e koli? To talanoa a tautolu ke he vala video foki.',
      { ex: 'seated march', dosage: { hold_seconds: 30 } },
      'Fakamua: nofo hako he nofoa. Hiki hake e tau tui, to-ua, to-ua, tuga e marching. Tolugofulu e sekone.',
      { pause: 35 },
      { ex: 'sit to stand', dosage: { reps: 10 } },
      'Ko e ua: tu hake mai he nofoa, nakai lagomatai e tau lima, ti nofo hifo fakamalu. Fakahogofulu.',
      { pause: 60 },
      { ex: 'arm raises', dosage: { reps: 15 } },
      'Ko e tolu: hiki hake e tau lima ki luga, ti fakatoka hifo. Fakahogofulu ma lima.',
      { pause: 45 },
      { ex: 'shoulder roll', dosage: { reps: 8 } },
      'Ko e fā: fakaviko e tau shoulders ki tua, fakamalu. Fakavalu.',
      { pause: 25 },
      { ex: 'long arc quad', dosage: { reps: 5, hold_seconds: 5, side: 'each' } },
      'Ko e lima: nofo, fakahako e tui ke hako mitaki, taofi e lima e sekone, ti fakahifo. Fakalima ke he tau tui takitaha.',
      { pause: 80 },
      { end: true },
      'Taute e tau exercise nei ua e magaaho he aho. Fakaaue lahi, ha ha mo mutolu e Atua!',
    ],
  },
  {
    name: 'captions-heldout30-tuvan-egin-srt-windows',
    kind: 'captions',
    title: 'Эгин аарып тур бе? Бажыңарга беш упражнение | Физиотерапевт (тыва дылда)',
    description: 'Эгинге чиик упражнениелер. Холуңар ээлдирбейн баар болза азы аарыг улгаткан болза, эмчиге баарыңар.',
    style: 'srt-windows',
    items: [
      'Экии, хүндүлүг көрүкчүлер! Мен Айлана, Кызылда физиотерапевт мен. Бөгүн эгинге беш упражнениени кылыр бис.',
      'Хөй кижилер хүреш болгаш аът чарыжынга катап кажан киржип болур бис деп айтырып турар. Ол дугайында өске видеога чугаалаар бис.',
      { ex: 'pendulum', dosage: { hold_seconds: 30 } },
      'Бирги: столга чөленип, аарып турар холуңарны салыңар, биче долгандыр шимчеңер. Үжен секунда.',
      { pause: 35 },
      { ex: 'shoulder flexion with stick', dosage: { reps: 10 } },
      'Ийиги: ийи холуңар-биле таяк тудуп, бажыңар кырынга көдүрүңер, оон дүжүрүңер. Он катап.',
      { pause: 60 },
      { ex: 'scapular squeeze', dosage: { reps: 10, hold_seconds: 5 } },
      'Үшкү: эгиннериңерни соонче тыртып, кады чыырыңар. Беш секунда тудуңар. Он катап.',
      { pause: 75 },
      { ex: 'external rotation with band', dosage: { sets: 2, reps: 12 } },
      'Дөрткү: резинаны тудуп, холуңарны мага-бодуңарга чыпшыр, адаккы холуңарны даштыгаар ээлдириңер. Ийи подход, он ийи катап.',
      { pause: 90 },
      { ex: 'cross body shoulder stretch', dosage: { hold_seconds: 20, side: 'each' } },
      'Бешки: бир холуңарны хөрек кырынга өске холуңар-биле тыртыңар. Чээрби секунда, оон өске холуңар.',
      { pause: 50 },
      { end: true },
      'Бо упражнениелерни хүнде ийи катап кылыңар. Четтирдим, байырлыг!',
    ],
  },
  {
    name: 'captions-heldout30-trap-car-seat-isofix-srt',
    kind: 'captions',
    title: 'How to Fit an ISOFIX Car Seat Properly – 8 Checks From a Car Seat Fitter',
    description:
      'Most seats we check are fitted wrong. Always follow your own seat and car manual. Free fitting checks at the store every Saturday.',
    style: 'srt',
    items: [
      "Right, rear-facing ISOFIX seat, going in behind the passenger. First find the ISOFIX points, they're between the seat back and the cushion.",
      'Extend the arms, line them up, and push the seat back until you hear two clicks, and check the indicators go green on both sides.',
      { pause: 10 },
      "Now put your knee in the seat and push down while you pull the strap tight. Push and pull, don't be shy.",
      { pause: 10 },
      "The support leg goes down to the floor. It must touch the floor, not hang, and that indicator goes green too. Give the seat a shake: it shouldn't move more than a couple of centimetres.",
      'Harness: straps level with or just below the shoulders for rear-facing. Do the pinch test at the collarbone, you should not be able to pinch any webbing.',
      { pause: 8 },
      'No big coats under the harness, and keep them rear-facing until at least fifteen months.',
      "And that's it. I lift these in and out about ten times every Saturday, so there's my arm workout for the week.",
    ],
  },
  {
    name: 'captions-heldout30-trap-ct-scan-breath-hold-vtt',
    kind: 'captions',
    title: 'What Happens in a CT Scan? Our Radiographer Explains (Breath-Holds, Contrast, How Long)',
    description:
      'A short walk-through for patients coming for a CT of the chest, abdomen and pelvis with contrast. Please tell us if you are diabetic, pregnant or have kidney problems.',
    style: 'vtt',
    items: [
      "Hi, I'm Priya, one of the radiographers. This is the CT scanner. It's a ring, not a tunnel, so you won't be closed in.",
      "You'll lie on your back on the table, and I'll ask you to put your arms above your head and keep them there for the scan, on this pillow.",
      { pause: 6 },
      "The machine will tell you: breathe in, breathe out, and hold your breath. That's about ten seconds. Then breathe away. We'll do that three or four times.",
      { pause: 8 },
      "The contrast goes in through the cannula in your arm. You'll get a warm feeling and a metallic taste, and it can feel like you've wet yourself. You haven't, I promise.",
      'The table moves you through the ring a couple of times. Lie as still as you can. The whole thing is about ten minutes.',
      { pause: 5 },
      'Afterwards, wait thirty minutes in the waiting room, drink plenty of water, and there are no exercise restrictions afterwards, go to your spin class if you like.',
    ],
  },
  {
    name: 'captions-heldout30-trap-treadmill-belt-service-auto',
    kind: 'captions',
    title: 'Treadmill Belt Slipping or Drifting? Tension, Tracking & Lube – Fitness Shop Engineer',
    description:
      'Home treadmill maintenance every three months. Unplug before you start. Check your own manual for the bolt size and the right lubricant.',
    style: 'vtt-auto',
    items: [
      "right so this one's come in because the belt slips when you run on it and it's drifting to the left so first thing unplug it safety key out",
      'the adjustment bolts are at the back either side of the rear roller six mil allen key',
      { pause: 8 },
      "lube first lift the belt on both sides and three squirts of silicone underneath each side in the middle of the deck don't overdo it",
      { pause: 10 },
      "now tension a quarter turn each side clockwise never more than a quarter turn at a time or you'll wreck the bearings",
      { pause: 8 },
      "plug it in and let it run empty at two miles an hour for thirty seconds and watch the belt it's still drifting left so another quarter turn on the left bolt only",
      { pause: 12 },
      "there it's centred the customer can get their ten thousand steps in again and i've done my workout for the day turning allen keys",
    ],
  },
];
