/**
 * Twenty-third held-out caption batch (heldout23), after public plantar heel pain pages (the first steps in the
 * morning, the plantar fascia stretch "hold for 30 seconds… 3 times", towel scrunches, heel raises with a rolled towel
 * under the toes), hairdressers' hand and wrist pages (carpal tunnel, nerve glides, colour development times), the way
 * YouTube's speech recognition mishears exercise names in auto-captions ("goblin squats", "glued bridges", "clam
 * shelves", "romaine ian dead lifts"), musicians' physiotherapy warm-ups (bar counts, "sixty beats per minute"), night
 * shift pages for nurses, parkrun warm-up and course briefings, forklift operator training ("raise the forks… tilt
 * back"), drone flight schools ("hover for thirty seconds", figure eights), dental hygiene pages on brushing ("thirty
 * seconds for each quarter", small circles, both sides) and Sardinian, Twi, Tsonga, Upper Sorbian and Ladino
 * (Judeo-Spanish) pages: a Nuoro physiotherapist's shoulder programme in Sardinian ("Trinta segundos", "Deghe bortas",
 * "Duas sèries de doighi", "comente un'arànzu", new); a Kumasi physiotherapist's knee programme in Twi auto-captions
 * ("kura mu sɛkɛn enum… yɛ no mprɛ du", "mprɛ du nan biara", "sɛt mmienu a emu biara yɛ du", new); a Giyani
 * physiotherapist's back programme in Xitsonga in WebVTT with voice spans and NOTE blocks ("minkarhi ya khume",
 * "tisekoni ta makume mambirhi, kutani u cinca", "hi tlhelo rin'wana na rin'wana", "tisete timbirhi ta khume", new); a
 * Bautzen physiotherapist's neck programme in Upper Sorbian ("Dźeržće pjeć sekundow. Dźesać razow.", "Dwaceći sekundow,
 * potom na druhu stronu", "Dwě seriji po dźesać razow", new); an Istanbul physiotherapist's ankle-sprain programme in
 * Ladino in Windows SRT ("Dos vezes todo el alfabeto", "Tenete trenta segundos. Tres vezes.", "Dos series de dodje",
 * "Diez pasos", new); a physio's plantar heel pain programme in the plainest WebVTT; a physio and a salon owner between
 * clients (twenty minutes for the colour, three foils, a bridal day, "carrying the bleach boxes doesn't count as your
 * bicep curls"); a menopause strength class in auto-captions whose move names the speech recognition misheard; a
 * musicians' physio warming up violinists before rehearsal (four hundred bars, sixty beats per minute, forte, a
 * chinrest side); a charge nurse's stretches at the nurses' station at 3 a.m. with "[call bell]" lines and a two-minute
 * break for bay six between the moves; a parkrun warm-up through a megaphone in auto-captions (three laps, five
 * kilometres, the blue cone, 312 runners) — and three traps with no exercise done by a person that still give reps,
 * holds, sets and exercise names: a forklift lesson ("raise the forks, hold for five seconds… Ten lifts", "three sets
 * of pallets", "the truck does the lifting, not your back", "not a deadlift"), a drone flight lesson in auto-captions
 * ("hover for thirty seconds", "ten figure eights", "three sets of flips", "push the left stick up") and a dental
 * hygienist on brushing ("thirty seconds for each quarter", "ten small circles on each tooth", "both sides", "hold it
 * like a pencil, it's not a bicep curl"). Each case names moves or activities in passing ("su ballu tundu e sa
 * bitzicleta", "bɔɔl bɔ ne mmirika", "bolo ya milenge ni ku tsutsuma", "kolesowanje a płuwanje", "futbol i korrer",
 * "jumping lunges", "bicep curls", "heavy deadlifts and box jumps", "squats at the back" of the cellists, "burpees by
 * the resus trolley", "no burpees", "sprint finishes", "deadlift", "push-ups on the landing pad", "bicep curl") that
 * must not start a segment. Written before the engine was run on them even once: never tuned on.
 *
 * Marks are the labeller's judgement: a common standard exercise name in lower case English when the move is a standard
 * exercise (named or described, in any language, or misheard by the speech recognition: "goblin squats" are the goblet
 * squat, "glued bridges" the glute bridge, "clam shelves" the clamshell, "romaine ian dead lifts" the Romanian
 * deadlift; letting the arm hang and making small circles the pendulum, fingers walking up the wall "comente un'arànzu"
 * (like a spider) the wall walk, turning the hand out against the elastic with the elbow at the side the external
 * rotation with band, squeezing the shoulder blades together the scapular squeeze, pressing the knee into a towel the
 * quad sets, lifting the straight leg lying on the back the straight leg raise, standing up from the chair without the
 * hands and sitting again the sit to stand, climbing the step the step up, lifting the hips lying on the back ("tlakusa
 * marhaku") the glute bridge, a knee pulled to the chest the knee to chest, both knees taken to the left and the right
 * the lower trunk rotation, pushing the chest up lying on the belly with the hips down the mckenzie press up, drawing
 * the chin back the chin tuck, the ear to the shoulder the neck side bend, turning the head left and right the neck
 * rotation, the shoulders lifted to the ears the shoulder shrug, writing the alphabet with the big toe the ankle
 * alphabet, rising on the tips of the feet the calf raise, standing on one foot the single leg balance, walking heel to
 * toe on a line the tandem walk, the toes pulled back with the foot across the knee the plantar fascia stretch,
 * scrunching a tea towel with the toes the towel scrunches, the sore foot behind and the heel down at the wall the calf
 * stretch, heel raises on the stair with a rolled towel under the toes the calf raise, palm up with the fingers pulled
 * back the wrist flexor stretch, palm down with the wrist bent down the wrist extensor stretch, the arm out to the side
 * with the head tipped away the median nerve glide, rolling the shoulders back and forward the shoulder roll, forearms
 * on the door frame stepping through the doorway pec stretch, spreading the fingers and making a soft fist the finger
 * spreads, the lunge stance with the back knee straight the hip flexor stretch, twisting on the chair the seated spinal
 * twist, heel flicks the butt kicks), else the speaker's words. A move done on one side then the other is one segment
 * with side "each", as are "posca càmbia", "nan biara", "hi tlhelo rin'wana na rin'wana", "kutani u cinca", "na druhu
 * stronu", "na kóždu stronu", "ten each leg", "fifteen each side", "twenty seconds, then the other hand", "twenty
 * seconds each side", "ten times back, then ten times forward", "Fifteen seconds, then the other side", "thirty seconds
 * each side", "fifteen seconds each way" and "five each leg"; "Duas sèries de doighi", "sɛt mmienu a emu biara yɛ du",
 * "tisete timbirhi ta khume", "Dwě seriji po dźesać razow", "dos series de dodje", "three sets of twelve", "two sets of
 * fifteen", "three sets of ten" and "three sets of eight" are sets; "Hold for thirty seconds, three times" and "Tenete
 * trenta segundos. Tres vezes." are 3 reps of a 30 s hold; "hold for five. Ten of those." is 10 reps of a 5 s hold;
 * "Dos vezes todo el alfabeto" is 2 reps and "Diez pasos" (ten steps) 10 reps; a timed block ("Trinta segundos",
 * "twenty seconds go" of high knees, "Thirty seconds" in the doorway) is a hold; dosage only when it is said for that
 * move. Tempo ("up for three, down for three"), frequencies ("duas bortas a sa die", "da biara", "siku rin'wana na
 * rin'wana", "dwójce wob dźeń", "kada diya", "every morning", "every other day", "twice a week", "between every
 * client", "halfway through every night shift"), bars, beats and movements, minutes for the colour, foils, hours of the
 * shift, bay numbers, millilitres, laps, kilometres, runners, the call bells and the traps' seconds, lifts, pallets,
 * degrees, figure eights, flips, circles, quarters and minutes are no dose; talk, a question, a call bell or a break
 * between moves stays outside every segment.
 */
import type { CaptionCaseSpec } from './case-spec';

export const captionScriptsHeldOut23: CaptionCaseSpec[] = [
  {
    name: 'captions-heldout23-sardinian-palas-srt',
    kind: 'captions',
    title: 'Dolore a sa pala? Bator esercìtzios in domo | Fisioterapista (in sardu)',
    description:
      'Esercìtzios simples pro sa pala dolorosa. Si su bratzu est bàtidu o su dolore creschet, andade dae su dotore.',
    style: 'srt',
    items: [
      'Salude a totus! Deo so Maria, fisioterapista in Nùgoro. Oe faghimus bator esercìtzios pro sa pala.',
      'Medas mi pregontant de su ballu tundu e de sa bitzicleta. Nde faeddamus un àtera borta.',
      { ex: 'pendulum', dosage: { hold_seconds: 30 } },
      'Su primu. Pinnigadu a dae in antis, cun sa manu bona subra sa mesa, lassa su bratzu pèndulu e faghe giros piticos. Trinta segundos.',
      { pause: 35 },
      { ex: 'wall walk', dosage: { reps: 10 } },
      "Su de duos. In antis de su muru, faghe caminare sos pòddighes in artu, comente un'arànzu, e torra a bàsciu. Deghe bortas.",
      { pause: 70 },
      { ex: 'external rotation with band', dosage: { sets: 2, reps: 12 } },
      'Su de tres. Cun s’elàsticu, su cùidu atacadu a su fiancu, gira sa manu a foras e torra a pianu. Duas sèries de doighi.',
      { pause: 80 },
      { ex: 'scapular squeeze', dosage: { reps: 10, hold_seconds: 5 } },
      'S’ùrtimu. Istringhe sas palas a pare, a segus. Mantene chimbe segundos. Deghe bortas.',
      { pause: 60 },
      { end: true },
      'Faghide custos esercìtzios duas bortas a sa die. Gràtzias meda e a si bìdere!',
    ],
  },
  {
    name: 'captions-heldout23-twi-kotodwe-auto',
    kind: 'captions',
    title: 'Kotodwe yaw? Exercise 4 a wobɛtumi ayɛ wɔ fie | Physio wɔ Kumasi (Twi)',
    description: 'Exercise a ɛnyɛ den ma kotodwe yaw. Sɛ wo kotodwe ahon anaa yaw no mu yɛ den a, kɔ hu dɔkota.',
    style: 'vtt-auto',
    items: [
      'akwaaba me din de ama me yɛ physio wɔ kumase ɛnnɛ yɛbɛyɛ exercise ɛnan ama kotodwe',
      'nnipa pii bisa me fa bɔɔl bɔ ne mmirika ho yɛbɛka ho asɛm da foforo',
      { ex: 'quad sets', dosage: { reps: 10, hold_seconds: 5 } },
      'nea edi kan tena fam fa towel hyɛ wo kotodwe ase mia kotodwe no gu towel no so kura mu sɛkɛn enum na gyae yɛ no mprɛ du',
      { pause: 55 },
      { ex: 'straight leg raise', dosage: { reps: 10, side: 'each' } },
      'nea ɛtɔ so mmienu da wo akyi so ma wo nan a ɛtene no so brɛoo na sane to no fam mprɛ du nan biara',
      { pause: 75 },
      { ex: 'sit to stand', dosage: { sets: 2, reps: 10 } },
      'nea ɛtɔ so mmiɛnsa tena akonnwa so sɔre na san tena ase nnfa wo nsa sɛt mmienu a emu biara yɛ du',
      { pause: 65 },
      { ex: 'step up', dosage: { reps: 8, side: 'each' } },
      'nea ɛtwa to foro anammɔntrwe no so na sian bra fam mprɛ nwɔtwe nan biara',
      { pause: 60 },
      { end: true },
      'yɛ eyi da biara meda mo ase yɛbɛhyia bio',
    ],
  },
  {
    name: 'captions-heldout23-tsonga-nhlana-vtt-rich',
    kind: 'captions',
    title: 'Ku vava ka nhlana? Swikombiso swa 4 swa le kaya | Physiotherapist (Xitsonga)',
    description: 'Swikombiso swo olova swa nhlana. Loko ku vava ku ya enengeni kumbe ku engeteleka, yana eka dokodela.',
    style: 'vtt-rich',
    items: [
      'Avuxeni hinkwenu. Vito ra mina i Tsakani, ndzi physiotherapist eGiyani. Namuntlha hi ta endla swikombiso swa mune swa nhlana.',
      'Vanhu vo tala va ndzi vutisa hi bolo ya milenge ni ku tsutsuma. Hi ta swi vulavula siku rin’wana.',
      { ex: 'glute bridge', dosage: { reps: 10 } },
      'Xo sungula: etlela hi nhlana, u petsa matsolo, kutani u tlakusa marhaku, u ma xikisa hi ku nonoka. Minkarhi ya khume.',
      { pause: 45 },
      { ex: 'knee to chest', dosage: { hold_seconds: 20, side: 'each' } },
      'Xa vumbirhi: koka tsolo rin’we ri ta exifuveni. Ri khome tisekoni ta makume mambirhi, kutani u cinca nenge.',
      { pause: 55 },
      { ex: 'lower trunk rotation', dosage: { reps: 8, side: 'each' } },
      'Xa vunharhu: matsolo ma hlangene, ma yise eximatsini, kutani exineneni. Minkarhi ya nhungu hi tlhelo rin’wana na rin’wana.',
      { pause: 50 },
      { ex: 'mckenzie press up', dosage: { sets: 2, reps: 10 } },
      'Xo hetelela: etlela hi khwiri, mavoko ehansi ka makatla, u tlakusa xifuva hi mavoko, xisuti xi tshama ehansi. Tisete timbirhi ta khume.',
      { pause: 85 },
      { end: true },
      'Endla swikombiso leswi siku rin’wana na rin’wana. Inkomu swinene, hi ta vonana!',
    ],
  },
  {
    name: 'captions-heldout23-upper-sorbian-sija-vtt',
    kind: 'captions',
    title: 'Bolosće šije? 4 zwučowanja doma | Fyzioterapeutka (hornjoserbsce)',
    description: 'Jednore zwučowanja za šiju a ramjenje. Hdyž bolosće do ruki dźěja, dźiće k lěkarjej.',
    style: 'vtt',
    items: [
      'Witajće! Ja sym Hanka, fyzioterapeutka w Budyšinje. Dźensa činimy štyri zwučowanja za šiju.',
      'Wjele ludźi so mje za kolesowanje a płuwanje praša. Wo tym porěčimy druhi raz.',
      { ex: 'chin tuck', dosage: { reps: 10, hold_seconds: 5 } },
      'Prěnje. Sćehńće brodu rune wróćo, kaž byšće dwójnu brodu činił. Dźeržće pjeć sekundow. Dźesać razow.',
      { pause: 55 },
      { ex: 'neck side bend', dosage: { hold_seconds: 20, side: 'each' } },
      'Druhe. Chileće hłowu k ramjenju, wucho k ramjenju. Dwaceći sekundow, potom na druhu stronu.',
      { pause: 50 },
      { ex: 'neck rotation', dosage: { reps: 8, side: 'each' } },
      'Třeće. Wjerćće hłowu pomału nalěwo a naprawo. Wosom razow na kóždu stronu.',
      { pause: 40 },
      { ex: 'shoulder shrug', dosage: { sets: 2, reps: 10 } },
      'Štwórte. Zběhńće ramjeni k wušomaj a pušćće je dele. Dwě seriji po dźesać razow.',
      { pause: 55 },
      { end: true },
      'Čińće to dwójce wob dźeń. Dźakuju so a hač do přichodneho razu!',
    ],
  },
  {
    name: 'captions-heldout23-ladino-tobiyo-srt-windows',
    kind: 'captions',
    title: 'Torsion del tobiyo? 4 egzersisios en kaza | Fizioterapista (en ladino)',
    description:
      'Egzersisios fasiles para el tobiyo despues de una torsion. Si el pie se aunfla o la dolor kreshe, id al dotor.',
    style: 'srt-windows',
    items: [
      'Buenos dias a todos. Me yamo Rivka, so fizioterapista en Estambol. Oy vamos a azer kuatro egzersisios para el tobiyo.',
      'Muchos me demandan del futbol i de korrer. De esto vamos a avlar otro dia.',
      { ex: 'ankle alphabet', dosage: { reps: 2 } },
      'El primero. Asentado, eskrive el alfabeto en el aire kon el dedo grande del pie. Dos vezes todo el alfabeto.',
      { pause: 70 },
      { ex: 'calf raise', dosage: { sets: 2, reps: 12 } },
      'El segundo. En pies, tenete de la siya i alevantate sovre las puntas de los pies, i abasha. Dos series de dodje.',
      { pause: 70 },
      { ex: 'single leg balance', dosage: { reps: 3, hold_seconds: 30 } },
      'El treser. Para en el pie ferido, el otro en el aire. Tenete trenta segundos. Tres vezes.',
      { pause: 110 },
      { ex: 'tandem walk', dosage: { reps: 10 } },
      'El kuarto. Kamina en una linya, el talon de un pie delantre de los dedos del otro. Diez pasos.',
      { pause: 45 },
      { end: true },
      'Azed esto kada diya. Muchas grasias i asta la vista!',
    ],
  },
  {
    name: 'captions-heldout23-plain-plantar-heel-pain-vtt',
    kind: 'captions',
    title: 'Plantar Fasciitis (Heel Pain): 4 Exercises That Actually Help | Physio',
    description:
      'Heel pain in the morning? Start here. See your own physio or GP if the pain is not settling after 6 weeks.',
    style: 'vtt',
    items: [
      "Hi, I'm Priya, I'm a physiotherapist. If your first steps in the morning feel like stepping on a nail, this one's for you.",
      "You don't need to stop walking, and you definitely don't need jumping lunges. Let's start gently.",
      { ex: 'plantar fascia stretch', dosage: { reps: 3, hold_seconds: 30 } },
      'First, sit down and cross the sore foot over your knee. Pull your toes back towards your shin until you feel a stretch in the arch. Hold for thirty seconds, three times.',
      { pause: 100 },
      { ex: 'towel scrunches', dosage: { reps: 10 } },
      'Next, put a tea towel on the floor and scrunch it towards you with your toes. Ten scrunches.',
      { pause: 40 },
      { ex: 'calf stretch', dosage: { hold_seconds: 30, side: 'each' } },
      'Now a calf stretch at the wall. Sore foot behind, heel down, and lean in. Thirty seconds each side.',
      { pause: 65 },
      { ex: 'calf raise', dosage: { sets: 3, reps: 12 } },
      'Last one, and the most important. Heel raises on the bottom stair with a rolled towel under your toes. Up for three, down for three. Three sets of twelve.',
      { pause: 130 },
      { end: true },
      'Do the stretches every morning before you get up, and the heel raises every other day. See you next week.',
    ],
  },
  {
    name: 'captions-heldout23-hairdresser-wrists-srt',
    kind: 'captions',
    title: 'Salon Stretches for Hairdressers – Wrists & Shoulders Between Clients | Physio Visit',
    description:
      "Filmed at Jade's salon on a quiet Tuesday. If you get numbness at night, talk to your GP about carpal tunnel.",
    style: 'srt',
    items: [
      "Hi, I'm Tom, I'm a physio, and this is Jade, who owns the salon. Her client's colour has twenty minutes to develop, so we're using the gap.",
      "Jade's done three foils and a full head of curls already this morning. And no, carrying the bleach boxes doesn't count as your bicep curls.",
      { ex: 'wrist flexor stretch', dosage: { hold_seconds: 20, side: 'each' } },
      'First, arm out straight, palm up, and gently pull your fingers back with the other hand. Twenty seconds, then the other hand.',
      { pause: 45 },
      { ex: 'wrist extensor stretch', dosage: { hold_seconds: 20, side: 'each' } },
      'Now palm down, make a soft fist, and bend the wrist down. Twenty seconds each side.',
      { pause: 45 },
      { ex: 'median nerve glide', dosage: { reps: 10 } },
      'This one is a nerve glide for the carpal tunnel. Arm out to the side, palm up, tip your head away, then bring it back. Ten slow ones, and never into pins and needles.',
      { pause: 50 },
      { end: true },
      "That's the one I feel after a bridal day. Six updos before ten o'clock.",
      { ex: 'shoulder roll', dosage: { reps: 10, side: 'each' } },
      'Last, the shoulders, because you hold the dryer up all day. Roll them back ten times, then forward ten times.',
      { pause: 30 },
      { end: true },
      "Right, colour's ready to rinse. Do these between every client, not just at the end of the day.",
    ],
  },
  {
    name: 'captions-heldout23-asr-misheard-menopause-auto',
    kind: 'captions',
    title: 'Strength Training Through the Menopause – Session 3 (Dumbbells) | Strong at 50',
    description:
      'A strength session for women in perimenopause and menopause. Auto-generated captions (sorry, they mishear a lot!).',
    style: 'vtt-auto',
    items: [
      "hi everyone welcome back to strong at fifty i'm claire and today is a strength session with two dumbbells",
      "you might have heard that we should all be doing heavy deadlifts and box jumps now not today we're building up to it",
      { ex: 'goblet squat', dosage: { sets: 3, reps: 10 } },
      'first goblin squats hold one dumbbell at your chest and sit down between your heels three sets of ten',
      { pause: 95 },
      { ex: 'glute bridge', dosage: { sets: 2, reps: 15 } },
      'now lie down for glued bridges squeeze your bottom at the top two sets of fifteen',
      { pause: 70 },
      { ex: 'clamshell', dosage: { reps: 15, side: 'each' } },
      'on your side for clam shelves knees together open the top knee fifteen each side',
      { pause: 80 },
      { ex: 'romanian deadlift', dosage: { sets: 3, reps: 8 } },
      'last one romaine ian dead lifts soft knees push your hips back and slide the weights down your thighs three sets of eight',
      { pause: 95 },
      { end: true },
      "that's it well done twice a week is plenty drink some water and i'll see you thursday",
    ],
  },
  {
    name: 'captions-heldout23-violinist-warmup-vtt-rich',
    kind: 'captions',
    title: "Warm-Up for Violinists Before Rehearsal – 6 Minutes | Musicians' Physio",
    description:
      'A warm-up I do with the orchestra before rehearsals. Not a substitute for an assessment if you have pain when you play.',
    style: 'vtt-rich',
    items: [
      "Hello, I'm Anna, and I'm the physiotherapist for the orchestra. Rehearsal starts in ten minutes, so let's warm up before you pick up the bow.",
      "Players ask me about the Brahms, four hundred bars with hardly a rest. That's exactly why we do this. The cellists are doing their own squats at the back, ignore them.",
      { ex: 'neck side bend', dosage: { hold_seconds: 15, side: 'each' } },
      'Start with your neck. Ear towards the left shoulder, the chinrest side. Fifteen seconds, then the other side.',
      { pause: 35 },
      { ex: 'finger spreads', dosage: { reps: 10 } },
      'Now the left hand. Spread the fingers wide, then make a soft fist. Ten times, slowly, about sixty beats per minute.',
      { pause: 25 },
      { ex: 'doorway pec stretch', dosage: { hold_seconds: 30 } },
      'The bow arm works in front of you all day, so open the chest. Forearms on the door frame, and step through. Thirty seconds.',
      { pause: 35 },
      { ex: 'scapular squeeze', dosage: { reps: 10, hold_seconds: 5 } },
      'Squeeze your shoulder blades together and hold for five. Ten of those.',
      { pause: 60 },
      { end: true },
      'Now tune. In the second movement there are one hundred and twenty bars at forte, so shake out your arms in the rests.',
    ],
  },
  {
    name: 'captions-heldout23-night-shift-nurse-srt-windows',
    kind: 'captions',
    title: "Night Shift Stretches for Nurses – at the Nurses' Station (3am Edition)",
    description:
      'Filmed on a quiet night with permission from the ward manager. No patients are shown. Stretch within your comfort.',
    style: 'srt-windows',
    items: [
      "It's three a.m., I'm Kemi, I'm a charge nurse, and we've got a quiet ten minutes on the ward. Twelve-hour shift, four hours to go.",
      "And no, we're not doing burpees by the resus trolley.",
      { ex: 'calf raise', dosage: { reps: 20 } },
      'First, holding the desk, calf raises. Up on your toes and down. Twenty. Your ankles will thank you after the drug round.',
      { pause: 35 },
      { end: true },
      '[call bell]',
      "That's bay six. Two minutes.",
      { pause: 120 },
      'Back. Bay six wanted a cup of tea.',
      { ex: 'hip flexor stretch', dosage: { hold_seconds: 30, side: 'each' } },
      'Lunge stance against the desk, back knee straight, tuck your pelvis under. Thirty seconds each side.',
      { pause: 65 },
      { ex: 'seated spinal twist', dosage: { hold_seconds: 15, side: 'each' } },
      'Sit on the chair, one hand on the backrest, and twist. Fifteen seconds each way.',
      { pause: 35 },
      { ex: 'chin tuck', dosage: { reps: 10 } },
      "And chin tucks, because we've all been leaning over the computer charting. Ten.",
      { pause: 20 },
      { end: true },
      '[call bell]',
      "That's it. Do this halfway through every night shift, and drink water, not just coffee. Two hundred and fifty mils at least.",
    ],
  },
  {
    name: 'captions-heldout23-parkrun-warmup-megaphone-auto',
    kind: 'captions',
    title: 'Riverside parkrun Warm-Up – Run Director Briefing (Megaphone Audio)',
    description: 'Our Saturday warm-up and first-timers briefing. parkrun is free, weekly and timed. Barcodes please!',
    style: 'vtt-auto',
    items: [
      "morning everyone welcome to riverside parkrun i'm your run director today it's three laps of the lake so five kilometres",
      'first timers the course turns at the blue cone by the cafe and there are no burpees in this warm up i promise',
      { ex: 'leg swings', dosage: { reps: 10, side: 'each' } },
      'right hold onto a partner or the fence leg swings front to back ten each leg',
      { pause: 35 },
      { ex: 'high knees', dosage: { hold_seconds: 20 } },
      'high knees on the spot twenty seconds go',
      { pause: 20 },
      { ex: 'butt kicks', dosage: { hold_seconds: 20 } },
      'and heel flicks twenty seconds',
      { pause: 20 },
      { ex: 'walking lunge', dosage: { reps: 5, side: 'each' } },
      'walking lunges along the path five each leg',
      { pause: 40 },
      { end: true },
      "lovely we've got three hundred and twelve runners today so keep left thank the marshals and no sprint finishes into the barcode queue",
    ],
  },
  {
    name: 'captions-heldout23-trap-forklift-lesson-srt',
    kind: 'captions',
    title: 'Forklift Training Day 2 – Lifting, Holding & Stacking (Counterbalance Truck)',
    description: 'Filmed during an accredited course. Always follow your site rules and wear your seatbelt.',
    style: 'srt',
    items: [
      'Right, day two. Seatbelt on, handbrake on, forks flat on the floor. Today is lifting and stacking.',
      'Raise the forks to about a foot, hold for five seconds, then lower them. Ten lifts, nice and smooth, no jerking the lever.',
      { pause: 60 },
      'Now tilt the mast back a few degrees before you travel. Three sets of pallets: pick one up, drive to the yellow bay, set it down, and back.',
      { pause: 90 },
      "Good. Remember, the truck does the lifting, not your back. This isn't a deadlift, so stay in the seat.",
      "Tomorrow we do racking at height, and the practical test is on Friday. And I'm off to do my squats at the gym tonight, so don't be late.",
    ],
  },
  {
    name: 'captions-heldout23-trap-drone-lesson-auto',
    kind: 'captions',
    title: 'Beginner Drone Lesson 3 – Hover, Figure Eights & Flips (Outdoor Practice)',
    description: 'Practice field flying for beginners. Check local drone rules and keep the drone in sight.',
    style: 'vtt-auto',
    items: [
      "okay lesson three we're at the practice field props on batteries in and the drone is on the landing pad",
      'first push the left stick up slowly take off to about two metres and hover for thirty seconds hold your altitude',
      { pause: 35 },
      'now ten figure eights around the two cones nice and wide keep the nose pointing forward',
      { pause: 80 },
      'then three sets of flips in sport mode left stick right stick and let go and please no push ups on the landing pad while you wait you know who you are',
      { pause: 40 },
      'battery at twenty percent so bring it home and land',
    ],
  },
  {
    name: 'captions-heldout23-trap-dental-brushing-vtt',
    kind: 'captions',
    title: 'How to Brush Your Teeth Properly – A Dental Hygienist Explains',
    description: 'The technique I teach in the surgery every day. Ask your own dentist or hygienist about your teeth.',
    style: 'vtt',
    items: [
      "Hi, I'm Sam, a dental hygienist. Most people brush for about forty seconds. We want two full minutes.",
      "Split your mouth into four quarters. Thirty seconds for each quarter. Hold the brush like a pencil, not like a dumbbell. It's not a bicep curl.",
      { pause: 30 },
      'Angle the bristles at the gum line and do ten small circles on each tooth. Outside surfaces, inside surfaces, both sides of the mouth.',
      { pause: 60 },
      'Then floss. Wrap it round one finger on each hand, hold it in a C shape around each tooth, and slide it up and down three times.',
      { pause: 40 },
      "Spit, don't rinse. Twice a day, and a new brush every three months.",
    ],
  },
];
