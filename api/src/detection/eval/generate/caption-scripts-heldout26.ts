/**
 * Twenty-sixth held-out caption batch (heldout26), after public ankylosing spondylitis pages (the posture stretch against
 * the wall, "tuck your chin in and push the back of your head towards the wall… repeat it 5 times", press ups on the
 * stomach "Hold for 10 to 20 seconds", chest expansion breathing, the tragus-to-wall measurement), Otago and FaME
 * falls-prevention teaching manuals and NHS Otago sheets ("Front Knee Strengthening", "Back Knee Strengthening", "Side Hip
 * Strengthening", "Tightrope Standing", "BEGIN WITH 1 SET OF 5 REPETITIONS AND BUILD TO 10", levels of support, ankle
 * cuff weights), walking football association guides ("one foot must be in contact with the ground at all times", free
 * kicks for running, short games, over-50s and over-60s sessions), YouTube creators' sponsor reads (discount codes,
 * "percent off", free shipping) and spoken "skip ahead" times, home blood pressure guides (the American Heart
 * Association statement read aloud: "I sit quietly for five minutes… wait quietly for one minute and measure… a second
 * time", arm at heart level, legs uncrossed, no exercise for thirty minutes before), sheep-shearing guides (the
 * shearing positions, numbered "blows", the long blows up the back, "stepping up the neck", the shearer's "bench-press
 * 120 lbs"), Rubik's cube beginner-method pages (hold the white face on top, "R U R' U'" repeated until the corner is
 * solved) and Bhojpuri, Kabyle (Taqbaylit, with its French loans), Minangkabau, Piedmontese and Krio pages (number lists
 * from languagesandnumbers and Omniglot, the Krio phrasebooks): a physio's ankylosing spondylitis programme in the
 * plainest WebVTT (a wall chin tuck, an open book, a press up on the stomach, a hip flexor stretch, rib breathing "Five
 * slow breaths"), with the tragus-to-wall gap in centimetres talked about between the moves; a church-hall Otago strength
 * and balance class in SRT that names the moves the Otago way ("Front knee strengthening", "Back knee strengthening",
 * "Side hip strengthening", "Heel-to-toe standing"), the cuff weights in kilos, Levels A, B and C and eight slices of
 * lemon drizzle between the moves; a resistance-band glute workout in WebVTT with cue ids, voice spans and NOTE blocks
 * whose captions say where to skip to ("skip to two minutes ten", "they start at about six fifty") and carry a sponsor
 * read between the moves ("a set of five", "code SAM20… twenty percent off… over thirty pounds"); a walking football
 * club's warm-up for the over-sixties in auto-captions (no running, two five-a-side games of twenty minutes, bibs);
 * a Patna physiotherapist's knee programme in Bhojpuri in SRT ("पाँच सेकेंड रोकीं। दस बेर।", "हर गोड़ से दस बेर", "दू
 * सेट, दस-दस बेर", "पंद्रह बेर", new); a Tizi Ouzou physiotherapist's back programme in Kabyle with French loans in
 * Windows SRT ("ṭṭef xemsa secondes. Mraw n tikkal.", "Ɛecrin secondes, syin beddel aḍar", "Snat n séries, tmanya n
 * tikkal yal tama", new); a Padang physiotherapist's hip programme in Minangkabau auto-captions ("sapuluah kali tiok
 * sisi", "tahan limo detik sapuluah kali", "limo baleh kali tiok sisi", "tahan tigo puluah detik tiok sisi", new); a
 * Turin physiotherapist's shoulder programme in Piedmontese ("Trenta second", "Des vire", "Doe serie da dódes", "Vint
 * second për part", new); a Freetown physiotherapist's balance class for older people in Krio in WebVTT with voice
 * spans ("Tati sɛkɔn, dɔn chenj fut", "Ten stɛp", "Tu sɛt, ɛni wan fiftin tɛm", "Ten tɛm", "ten stɛp na dis say, ten stɛp
 * na da say", new) — and three traps with no exercise done by a person that still give holds, repetitions, sides and
 * exercise names: a pharmacist showing how to measure blood pressure at home ("sit quietly for five minutes", "two
 * readings, one minute apart", "twice a day for seven days", "if you've just done your squats or been to the gym, wait
 * thirty minutes", "raise your arm… it isn't a shoulder press"), a shearer's first lesson ("sit her up on her rump",
 * "five or six long blows up the back", "hold the back leg", "step up the neck", "two hundred a day", "better than any
 * deadlift") and a Rubik's cube beginner method in auto-captions ("right up right down… repeat it until the corner is
 * solved… two times… six times", "three moves to the right then three to the left… on each side", "it's not a wrist
 * curl", "ten times a day"). Each case names moves or activities in passing (swimming and heavy deadlifts, walking on the
 * other days, burpees, the five-a-side games, "क्रिकेट आ कबड्डी", "takurt d tazzla", "main bola jo silek", "balon e bici",
 * "ple bɔl ɛn dans na pati", squats and the gym, deadlifts, a wrist curl) that must not start a segment. Written before
 * the engine was run on them even once: never tuned on.
 *
 * Marks are the labeller's judgement: a common standard exercise name in lower case English when the move is a standard
 * exercise (named or described, in any language: tucking the chin in against the wall the chin tuck, opening the top arm
 * like a book lying on the side the open book, pushing the chest up lying on the tummy the mckenzie press up, a knee on
 * the floor pushing the hips forward ("ciek lutuik di lantai doroang pinggul ka muko") the hip flexor stretch, breathing
 * into the hands on the sides of the ribs the lateral costal breathing, straightening the knee sitting with a cuff weight
 * ("Front knee strengthening", "कुर्सी पर बइठ के गोड़ सीधा करीं") the long arc quad, bending the knee standing behind
 * the chair ("Back knee strengthening") the standing hamstring curl, lifting the leg out to the side holding on ("Side
 * hip strengthening") the standing hip abduction, one foot in front of the other holding the chair ("Heel-to-toe
 * standing") the tandem stance, standing up from the chair and sitting down ("grap kɔmɔt pan di chia", "कुर्सी से
 * उठीं आ फेर बइठीं") the sit to stand, stepping sideways with a band above the knees the lateral band walk, lifting the
 * hips lying on the back ("angkek pinggul", "ssali lbassin") the glute bridge, opening the top knee lying on the side
 * ("bukak lutuik nan di ateh") the clamshell, pushing the heel to the ceiling on all fours the donkey kick, marching on
 * the spot the standing march, circles with the hips the hip circles, swinging the leg front to back holding the fence
 * the leg swings, rising onto the toes ("पंजा पर खड़ा होईं", "tinap pan yu tɔ dɛn") the calf raise, pressing the back
 * of the knee down on a towel ("ठेहुना के नीचे तौलिया… दबाईं") the quad sets, lifting the straight leg lying with the
 * other knee bent the straight leg raise, pulling a knee to the chest ("jbed afud ɣer yidmaren") the knee to chest,
 * lifting the back like a cat on hands and knees and letting it down ("ssali aɛrur am umcic") the cat cow, an arm and the
 * other leg on hands and knees ("ssali afus d uḍar nniḍen") the bird dog, lifting the straight top leg lying on the side
 * the side lying hip abduction, letting the arm hang and making small circles ("lassé pende ël brass e fé dij cit gir")
 * the pendulum, walking the fingers up the wall ("marcé an sla muraja") the wall walk, the elbow at the side turning the
 * hand out against a band ("ël gómit atacà al fianch, viré la man an fòra") the external rotation with band, pulling the
 * arm across the chest the cross body shoulder stretch, standing on one foot ("tinap pan wan fut") the single leg
 * balance, walking heel before toes on a line the tandem walk, walking sideways holding the table the sideways walking),
 * else the speaker's words. A move done on one side then the other is one segment with side "each", as are "each side",
 * "each way", "each leg", "then swap", "then change feet", "ten on that leg, then ten on the other", "ten, then the other
 * leg", "हर गोड़ से", "syin beddel aḍar", "yal tama", "tiok sisi", "për part", "dɔn chenj fut" and "na dis say… na da
 * say"; "three sets of fifteen", "दू सेट, दस-दस बेर", "snat n séries, tmanya n tikkal", "doe serie da dódes" and "tu sɛt,
 * ɛni wan fiftin tɛm" are sets; "Hold for five seconds. Ten times.", "पाँच सेकेंड रोकीं। दस बेर।", "ṭṭef xemsa
 * secondes. Mraw n tikkal.", "tahan limo detik sapuluah kali" and "hold for three… Ten" are reps of a hold; "Ten stɛp"
 * (ten steps) and "Ten steps each way" are reps; a timed block ("Thirty seconds", "One minute", "Trenta second", "Tati
 * sɛkɔn") is a hold; Bhojpuri, Kabyle, Minangkabau, Piedmontese and Krio number words read as their numbers (पाँच 5, दस
 * 10, पंद्रह 15; xemsa 5, tmanya 8, mraw 10, ɛecrin 20; limo 5, sapuluah 10, limo baleh 15, tigo puluah 30; des 10, dódes
 * 12, vint 20, trenta 30; ten 10, fiftin 15, tati 30), "बेर", "tikkal", "kali", "vire" and "tɛm" are times; dosage only
 * when it is said for that move. Breaths ("Five slow breaths"), frequencies ("every day", "three times a week", "रोज दू
 * बेर", "yal ass", "tiok hari", "doe vire al di", "ɛvri de", "ten times a day"), the tragus-to-wall centimetres, the cuff
 * weights' kilos, the class levels, the slices of cake, the sponsor's set of five, code, percent and pounds, the spoken
 * skip-ahead times, the football games, minutes and bibs, and the traps' minutes, readings, days, blows, sheep, turns,
 * solves and seconds are no dose; talk, a sponsor read, a measurement and a tea-break notice stay outside every segment.
 */
import type { CaptionCaseSpec } from './case-spec';

export const captionScriptsHeldOut26: CaptionCaseSpec[] = [
  {
    name: 'captions-heldout26-plain-ankylosing-spondylitis-vtt',
    kind: 'captions',
    title: 'Ankylosing Spondylitis: 5 Daily Exercises to Keep Your Spine Moving | Physio',
    description:
      'A daily routine for axial spondyloarthritis (ankylosing spondylitis). Best done after a warm shower. Keep taking your medication as prescribed.',
    style: 'vtt',
    items: [
      "Hi, I'm Priya, I'm a physiotherapist, and I see a lot of people with axial spondyloarthritis, or ankylosing spondylitis.",
      "Your injection every two weeks does a lot, but movement is the other half. Swimming is brilliant, and I'd leave heavy deadlifts alone while you're flaring.",
      { ex: 'chin tuck', dosage: { reps: 10, hold_seconds: 5 } },
      'First, against the wall. Heels, bottom and shoulders on the wall, then tuck your chin in and push the back of your head towards it. Hold for five seconds. Ten times.',
      { pause: 75 },
      { end: true },
      "Some clinics measure the gap between your ear and the wall, the tragus to wall distance. Mine was twelve centimetres last year. That's a measurement, not an exercise, so don't chase it.",
      { ex: 'open book', dosage: { reps: 8, side: 'each' } },
      'Now lie on your side, knees bent, arms out in front. Open the top arm like a book and follow your hand with your eyes. Eight each side.',
      { pause: 80 },
      { ex: 'mckenzie press up', dosage: { reps: 10 } },
      'Roll onto your tummy, hands under your shoulders, and push your chest up, keeping your hips on the floor. Ten of those.',
      { pause: 60 },
      { ex: 'hip flexor stretch', dosage: { hold_seconds: 30, side: 'each' } },
      'Kneel on one knee and push your hips forward until you feel the front of the hip. Thirty seconds, then swap.',
      { pause: 65 },
      { ex: 'lateral costal breathing' },
      'Last one. Sit tall, hands on the sides of your ribs, and breathe into your hands so your ribs push them out. Five slow breaths.',
      { pause: 40 },
      { end: true },
      'Do these every day, and tell your rheumatology team if your morning stiffness starts lasting longer.',
    ],
  },
  {
    name: 'captions-heldout26-otago-church-hall-srt',
    kind: 'captions',
    title: 'Strength & Balance Class (Otago) – Tuesday at St Mark’s Church Hall',
    description:
      'Our Tuesday strength and balance class, filmed for members who could not make it. Always hold on to something stable, never a chair on wheels.',
    style: 'srt',
    items: [
      'Morning everyone, and welcome back to Tuesday strength and balance. Cuff weights on, please. The blue ones are two kilos.',
      "Ivy, you're on Level B now, well done. Walking sticks under your chairs so nobody trips.",
      { ex: 'long arc quad', dosage: { reps: 10, hold_seconds: 3, side: 'each' } },
      'Front knee strengthening first. Sitting tall, straighten one knee, hold for three, and lower it slowly. Ten on that leg, then ten on the other.',
      { pause: 90 },
      { ex: 'standing hamstring curl', dosage: { reps: 10, side: 'each' } },
      'Back knee strengthening. Stand behind your chair, both hands on it, and bend your knee to bring your heel up towards your bottom. Ten each leg.',
      { pause: 80 },
      { ex: 'standing hip abduction', dosage: { reps: 10, side: 'each' } },
      'Side hip strengthening. Still holding on, lift your leg out to the side, toes facing forward, body upright. Ten each leg.',
      { pause: 80 },
      { end: true },
      "Kettle's on at half past. Dorothy's brought a lemon drizzle, eight slices, so don't all rush.",
      { ex: 'tandem stance', dosage: { hold_seconds: 10, side: 'each' } },
      'Heel-to-toe standing. Put one foot directly in front of the other, holding the back of the chair. Hold for ten seconds, then change feet.',
      { pause: 45 },
      { ex: 'sit to stand', dosage: { reps: 10 } },
      'Last one, sit to stand. Level A uses two hands, Level B one hand, Level C no hands at all. Ten times.',
      { pause: 70 },
      { end: true },
      'Lovely. Three times a week at home, please, and a walk on the other days.',
    ],
  },
  {
    name: 'captions-heldout26-sponsor-read-skip-times-vtt-rich',
    kind: 'captions',
    title: 'Booty Band Workout – 15 Min Glutes at Home (Mini Band Only)',
    description:
      'All you need is a mini band. Bands from today’s sponsor: 20% off with code SAM20 (link below). New videos every Tuesday and Thursday!',
    style: 'vtt-rich',
    items: [
      "Hey, it's Sam! If you just want the workout, skip to two minutes ten. The first bit is me chatting about my week.",
      "So, the big news: I finally ran my first 10K on Sunday, no burpees involved, and my glutes were the only thing that didn't complain.",
      "Right. Band above your knees and let's go.",
      { ex: 'lateral band walk', dosage: { reps: 10, side: 'each' } },
      'Sit back a little, chest up, and step sideways, keeping tension on the band. Ten steps each way.',
      { pause: 50 },
      { ex: 'glute bridge', dosage: { sets: 3, reps: 15 } },
      'Onto your back, band still on, push your knees out and lift your hips. Three sets of fifteen.',
      { pause: 120 },
      { end: true },
      "Quick word from today's sponsor. These are the bands I use, a set of five, and with code SAM20 you get twenty percent off, plus free shipping over thirty pounds. Link's in the description.",
      { ex: 'clamshell', dosage: { reps: 20, side: 'each' } },
      'Back to it. Lie on your side, band on, feet together, and open the top knee. Twenty each side.',
      { pause: 90 },
      { ex: 'donkey kick', dosage: { reps: 12, side: 'each' } },
      'On all fours, keep the knee bent and push your heel up to the ceiling. Twelve each leg.',
      { pause: 70 },
      { end: true },
      "That's it! If you missed the clamshells, they start at about six fifty. See you Thursday.",
    ],
  },
  {
    name: 'captions-heldout26-walking-football-over-sixties-auto',
    kind: 'captions',
    title: 'Walking Football Warm-Up (Over 60s) | Sunday Session at the Rec',
    description: 'Our over-60s walking football group. New players always welcome – just bring trainers and a drink.',
    style: 'vtt-auto',
    items: [
      "right lads and ladies gather round it's walking football so remember no running and if both feet leave the ground it's a free kick to the other team",
      "we've got two five a side games today twenty minutes each so let's get the legs going first",
      { ex: 'standing march', dosage: { hold_seconds: 60 } },
      'march on the spot knees up nice and high arms going one minute',
      { pause: 55 },
      { ex: 'hip circles', dosage: { reps: 10, side: 'each' } },
      'hands on hips and big circles with the hips ten each way',
      { pause: 30 },
      { ex: 'leg swings', dosage: { reps: 10, side: 'each' } },
      'hold the fence and swing the leg forwards and back ten then the other leg',
      { pause: 40 },
      { ex: 'calf raise', dosage: { reps: 15 } },
      "up onto your toes and down fifteen of those that's for the calves derek",
      { pause: 25 },
      { end: true },
      "bibs on greens versus yellows the ref's word is final and the ref is me",
    ],
  },
  {
    name: 'captions-heldout26-bhojpuri-thehuna-srt',
    kind: 'captions',
    title: 'ठेहुना के दरद? घरे करे वाला पाँच गो व्यायाम | फिजियोथेरेपिस्ट (भोजपुरी में)',
    description: 'ठेहुना खातिर आसान व्यायाम। अगर ठेहुना फूल जाव भा दरद बढ़ जाव त डॉक्टर से देखाईं।',
    style: 'srt',
    items: [
      'प्रणाम सभे के। हम अनीता हईं, पटना से फिजियोथेरेपिस्ट। आज ठेहुना खातिर पाँच गो व्यायाम करब जा।',
      'बहुत लोग पूछेला कि क्रिकेट आ कबड्डी कब से खेलल जाव। ओकरा बारे में अगिला वीडियो में बात करब।',
      { ex: 'quad sets', dosage: { reps: 10, hold_seconds: 5 } },
      'पहिला: गोड़ सीधा क के बइठीं, ठेहुना के नीचे तौलिया राखीं आ ठेहुना के नीचे दबाईं। पाँच सेकेंड रोकीं। दस बेर।',
      { pause: 80 },
      { ex: 'straight leg raise', dosage: { reps: 10, side: 'each' } },
      'दूसरा: पीठ के बल लेटीं, एगो ठेहुना मोड़ीं, आ दूसरका गोड़ सीधा ऊपर उठाईं। हर गोड़ से दस बेर।',
      { pause: 85 },
      { ex: 'long arc quad', dosage: { sets: 2, reps: 10 } },
      'तीसरा: कुर्सी पर बइठ के गोड़ सीधा करीं आ धीरे से नीचे ले आईं। दू सेट, दस-दस बेर।',
      { pause: 90 },
      { ex: 'calf raise', dosage: { reps: 15 } },
      'चउथा: कुर्सी पकड़ के पंजा पर खड़ा होईं आ फेर एड़ी नीचे करीं। पंद्रह बेर।',
      { pause: 50 },
      { ex: 'sit to stand', dosage: { reps: 10 } },
      'पाँचवा: कुर्सी से बिना हाथ लगवले उठीं आ फेर बइठीं। दस बेर।',
      { pause: 60 },
      { end: true },
      'ई सब रोज दू बेर करीं। धन्यवाद, फेर भेंट होई!',
    ],
  },
  {
    name: 'captions-heldout26-kabyle-aerur-srt-windows',
    kind: 'captions',
    title: 'Aqeṛṛiḥ n weɛrur? 4 n les exercices deg wexxam | Afizyuterapist (s teqbaylit)',
    description: 'Les exercices isehlen i weɛrur. Ma yella aqeṛṛiḥ yettṛuḥu ɣer uḍar, ṛuḥ ɣer ṭṭbib.',
    style: 'srt-windows',
    items: [
      'Azul fell-awen akk. Nekk d Lyes, d afizyuterapist deg Tizi Wezzu. Ass-a ad nexdem ṛebɛa n les exercices i weɛrur.',
      'Aṭas i d-isteqsayen ɣef tkurt d tazzla. Ad d-nemmeslay fell-asent tikkelt nniḍen.',
      { ex: 'glute bridge', dosage: { reps: 10, hold_seconds: 5 } },
      'Tamezwarut: ẓẓel ɣef weɛrur, knu ifadden, ssali lbassin, ṭṭef xemsa secondes. Mraw n tikkal.',
      { pause: 80 },
      { ex: 'knee to chest', dosage: { hold_seconds: 20, side: 'each' } },
      'Tis snat: jbed afud ɣer yidmaren. Ɛecrin secondes, syin beddel aḍar.',
      { pause: 50 },
      { ex: 'cat cow', dosage: { reps: 10 } },
      'Tis kraḍ: ɣef ifassen d ifadden, ssali aɛrur am umcic, syin sers-it. Mraw n tikkal.',
      { pause: 55 },
      { ex: 'bird dog', dosage: { sets: 2, reps: 8, side: 'each' } },
      'Tis ukuẓ: ɣef ifassen d ifadden, ssali afus d uḍar nniḍen. Snat n séries, tmanya n tikkal yal tama.',
      { pause: 100 },
      { end: true },
      'Xdemt-tent yal ass. Tanemmirt, ar tufat!',
    ],
  },
  {
    name: 'captions-heldout26-minangkabau-pinggul-auto',
    kind: 'captions',
    title: 'Sakik pinggul? 4 latihan di rumah | Fisioterapis (baso Minang)',
    description: 'Latihan mudah untuak pinggul. Kalau sakik sampai ka kaki atau batambah parah, pai ka dokter.',
    style: 'vtt-auto',
    items: [
      'assalamualaikum sanak sadonyo ambo uda rizal fisioterapis dari padang kini awak latihan ampek gerakan untuak pinggul',
      'banyak nan batanyo soal main bola jo silek beko awak bahas di video lain',
      { ex: 'clamshell', dosage: { reps: 10, side: 'each' } },
      'partamo baring ka samping lutuik ditekuak bukak lutuik nan di ateh sarupo kulik karang sapuluah kali tiok sisi',
      { pause: 80 },
      { ex: 'glute bridge', dosage: { reps: 10, hold_seconds: 5 } },
      'kaduo baring talantang lutuik ditekuak angkek pinggul tahan limo detik sapuluah kali',
      { pause: 75 },
      { ex: 'side lying hip abduction', dosage: { reps: 15, side: 'each' } },
      'katigo baring ka samping angkek kaki nan di ateh luruih ka ateh limo baleh kali tiok sisi',
      { pause: 85 },
      { ex: 'hip flexor stretch', dosage: { hold_seconds: 30, side: 'each' } },
      'kaampek ciek lutuik di lantai doroang pinggul ka muko tahan tigo puluah detik tiok sisi',
      { pause: 65 },
      { end: true },
      'karajoan tiok hari tarimo kasih sampai basuo baliak',
    ],
  },
  {
    name: 'captions-heldout26-piedmontese-spala-vtt',
    kind: 'captions',
    title: 'Mal a la spala? Quatr esercissi a ca | Fisioterapista (an piemontèis)',
    description: "Esercissi bin sempi për la spala. Se 'l brass a s'andurmiss ò 'l mal a chërs, andé dal médich.",
    style: 'vtt',
    items: [
      'Bondì a tuti! Mi i son Carla, fisioterapista a Turin. Ancheuj i foma quatr esercissi për la spala.',
      "Tanta gent am ciama dël balon e dla bici. Ëd lòn i na parloma n'àutra vira.",
      { ex: 'pendulum', dosage: { hold_seconds: 30 } },
      'Ël prim. Pieve anans, lassé pende ël brass e fé dij cit gir. Trenta second.',
      { pause: 35 },
      { ex: 'wall walk', dosage: { reps: 10 } },
      'Ël second. Con ij dij, marcé an sla muraja fin an àut, e peui torné giù. Des vire.',
      { pause: 75 },
      { ex: 'external rotation with band', dosage: { sets: 2, reps: 12 } },
      "Ël ters. Con l'elàstich, ël gómit atacà al fianch, viré la man an fòra. Doe serie da dódes.",
      { pause: 80 },
      { ex: 'cross body shoulder stretch', dosage: { hold_seconds: 20, side: 'each' } },
      "L'ùltim. Tiré ël brass dnans al pet con l'àutra man. Vint second për part.",
      { pause: 50 },
      { end: true },
      'Fé-je doe vire al di. Grassie e a la prossima!',
    ],
  },
  {
    name: 'captions-heldout26-krio-balans-vtt-rich',
    kind: 'captions',
    title: 'Nɔ fɔdɔm! 5 ɛksasaiz fɔ balans fɔ ol pipul | Fiziotɛrapis (na Krio)',
    description: 'Izi ɛksasaiz fɔ balans. Ol wan chia ɔ tebul we strɔng. If yu de fil dizi, go si dɔktɔ.',
    style: 'vtt-rich',
    items: [
      'Kushɛ ɔlman! Mi nem na Fatmata, a na fiziotɛrapis na Fritɔŋ. Tide wi go du fayv ɛksasaiz fɔ balans, so dat una nɔ go fɔdɔm.',
      'Bɔku pipul de aks mi bɔt fɔ ple bɔl ɛn fɔ dans na pati. Wi go tɔk bɔt dat ɔda tɛm.',
      { ex: 'single leg balance', dosage: { hold_seconds: 30, side: 'each' } },
      'Di fɔs wan: tinap pan wan fut, ol di chia. Tati sɛkɔn, dɔn chenj fut.',
      { pause: 65 },
      { ex: 'tandem walk', dosage: { reps: 10 } },
      'Di sɛkɔn wan: waka pan wan lain, put yu il bifo di tɔ dɛn na di ɔda fut. Ten stɛp.',
      { pause: 45 },
      { ex: 'calf raise', dosage: { sets: 2, reps: 15 } },
      'Di tɔd wan: tinap pan yu tɔ dɛn ɛn kam dɔŋ bak. Tu sɛt, ɛni wan fiftin tɛm.',
      { pause: 70 },
      { ex: 'sit to stand', dosage: { reps: 10 } },
      'Di fɔ wan: grap kɔmɔt pan di chia we yu nɔ yuz yu an, ɛn sidɔm bak. Ten tɛm.',
      { pause: 60 },
      { ex: 'sideways walking', dosage: { reps: 10, side: 'each' } },
      'Di las wan: waka saydwe, ol di tebul. Ten stɛp na dis say, ten stɛp na da say.',
      { pause: 50 },
      { end: true },
      'Du dɛn ɛvri de. Tɛnki, wi go si bak!',
    ],
  },
  {
    name: 'captions-heldout26-trap-blood-pressure-home-srt',
    kind: 'captions',
    title: 'How to Take Your Blood Pressure at Home – Pharmacist Explains (Step by Step)',
    description:
      'A guide to using a home blood pressure monitor with an upper-arm cuff. Bring your readings to your next review.',
    style: 'srt',
    items: [
      "Hello, I'm Ravi, I'm a pharmacist, and this is how to take your blood pressure at home so the numbers actually mean something.",
      "No coffee, no cigarettes and no exercise for thirty minutes before. If you've just done your squats or been to the gym, wait.",
      { pause: 15 },
      'Sit in a chair with a back, feet flat on the floor, legs uncrossed, and sit quietly for five minutes. No phone, no talking.',
      { pause: 40 },
      "Rest your arm on the table so the cuff is at the level of your heart. Raising your arm higher isn't a shoulder press, it just gives you a lower reading.",
      { pause: 30 },
      'Press start. Then wait one minute and take a second reading, so two readings, one minute apart.',
      { pause: 45 },
      'Do that twice a day, morning and evening, for seven days, and write every number down.',
      'If either number is much higher than your target, ring your GP practice. See you next time.',
    ],
  },
  {
    name: 'captions-heldout26-trap-sheep-shearing-vtt',
    kind: 'captions',
    title: 'Learn to Shear a Sheep – The Blows, Positions & Footwork (Beginner Lesson)',
    description:
      'Filmed on our shearing course in May. Keep your handpiece sharp and the sheep calm. Never shear wet sheep.',
    style: 'vtt',
    items: [
      "Right, I'm Mal, I've been shearing thirty years, and at my best I did two hundred a day.",
      "First, sit her up on her rump between your knees, back against your legs. She'll settle once she's off her feet.",
      { pause: 30 },
      'Belly wool first. Start at the brisket and take the first blow down the belly, then a second one beside it.',
      { pause: 45 },
      "Now hold the back leg, keep the skin tight with your free hand, and clear the inside of the leg. Three or four blows, that's all.",
      { pause: 40 },
      "Step up the neck. Big step with your left foot, small one with your right, and she turns with you. That's the hard one.",
      { pause: 35 },
      'Then the long blows up the back, five or six of them, nice and parallel to the backbone.',
      { pause: 50 },
      "People ask if shearing keeps me fit. My back's done more work than any deadlift, I'll tell you that.",
      'Roll the fleece skin side down, and let her go. Next one.',
    ],
  },
  {
    name: 'captions-heldout26-trap-rubiks-cube-auto',
    kind: 'captions',
    title: "How to Solve a Rubik's Cube – Easiest Beginner Method (Step by Step)",
    description: 'The beginner layer-by-layer method. Algorithms are in the pinned comment. Good luck!',
    style: 'vtt-auto',
    items: [
      "hey everyone today i'm teaching the beginner method and by the end you'll solve the cube in under two minutes",
      'hold the cube with the white face on top and the yellow face on the bottom the whole time',
      { pause: 20 },
      "for the white corners we use right up right down that's r u r prime u prime repeat it until the corner is solved sometimes that's two times sometimes it's six times",
      { pause: 60 },
      'for the middle layer it goes three moves to the right then three to the left and you do it on each side of the cube',
      { pause: 50 },
      "if your wrist gets tired that's normal it's not a wrist curl but after fifty solves it feels like one",
      "practise it ten times a day and you'll be under two minutes in a week",
    ],
  },
];
