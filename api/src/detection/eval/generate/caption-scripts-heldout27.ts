/**
 * Twenty-seventh held-out caption batch (heldout27), after public multiple sclerosis exercise pages (the MS Society's
 * "Exercise and physiotherapy" booklet, Overcoming MS's exercise answers: "making sure you stay cool (drinking cold
 * water, wearing a cooling vest or scarf…)", "do the same number of repetitions on both sides", MS specialist
 * physiotherapists' slides with the "Hallelujah" sit to stand: "reach forward and up as you stand up", "Repeat 10
 * times, rest, repeat"), a rehabilitation hospital's stroke gym transcript (the therapist coaching a patient by name:
 * "take three steps forward… Good and hold your balance… Nice job, two more"), telehealth physiotherapy transcripts
 * (PEAK: "SPEAKER 1:… so the first one you do, think about how hard are your legs working at the end of that tenth
 * rep"), Pilates class transcripts (counting down "for five… and four… and three", "you've got nine more on each side
 * off you go"), bowel cancer prehabilitation leaflets (walking targets, breathing exercises practised before surgery, a
 * pillow held over the wound to cough), padel clubs' "americano" social formats (rotating partners, games to a set
 * number of points), kinesiology taping guides ("Anchor the first strip below the knee without stretch… Rub the tape to
 * activate the adhesive", the I-strip "with 50% stretch", the Y-strip "with 75% stretch", "stays put for 3-5 days", the
 * knee "bent at 90 degrees"), the WHO hand-rub technique poster (palm to palm, right palm over the left dorsum with
 * interlaced fingers and vice versa, backs of fingers to opposing palms, rotational rubbing of the thumbs, fingertips
 * rubbed in the palm, 20–30 seconds), home-gym power rack manuals (uprights, J-hooks, safety arms, a pull-up bar, bolts
 * tightened in passes) and Taiwanese Hokkien (the Ministry of Education's recommended characters, "【跤頭趺】kha-thâu-u…
 * 膝蓋"), Ewe (the Evhe numeracy page: ɖeka, eve, etɔ̃, ene, atɔ̃… ewo… blaeve, and the ordinals in -lia), Mauritian
 * Creole (languagesandnumbers: enn, de, trwa, kat, sink… dis, onz, douz… kinz… vin, trant) and Western Lombard
 * (languagesandnumbers: vun, duu, trii, quatter, cinch… des, vundes, dodes… quindes… vint, trenta) pages, with Maithili
 * written from the labeller's own knowledge (कान्ह, बेर, सेट, बारह-बारह): a multiple sclerosis group class in SRT that
 * names a variant ("the hallelujah sit to stand"), talks about fans, cooling and a tiredness score out of ten between
 * the moves and doses "Ten times, rest, then another ten"; a padel club's warm-up before a Sunday americano in
 * auto-captions (sixteen players, four courts, twenty-minute games, "shadow swings… ten forehands ten backhands", a
 * game to four); a stroke gym session in plain WebVTT where the therapist talks to the patient by name ("Ten with the
 * left leading", "Side steps all the way to the end, then back. Do that five times", her heart rate of ninety-two and a
 * treadmill for next week); a colorectal physiotherapist's prehabilitation class before bowel cancer surgery in WebVTT
 * with cue ids, voice spans and NOTE blocks (deep breaths, "Two huffs", "Three sets of ten, with a minute's rest
 * between", marching "for two minutes", a walking target of thirty minutes a day and the pillow held to cough that
 * "isn't an exercise"); a Tainan physiotherapist's knee programme for elders in Taiwanese Hokkien in WebVTT (new:
 * "停五秒，做十擺", "逐肢跤十擺", "兩組，一組十擺", "十五擺"); a Darbhanga physiotherapist's shoulder programme in Maithili in SRT (new: "तीस
 * सेकेंड", "दस बेर", "दू सेट, बारह-बारह बेर", "बीस सेकेंड, फेर दोसर बाँहि"); a Ho physiotherapist's back programme in
 * Ewe in WebVTT with voice spans (new: "lé eme sekend atɔ̃. Zi ewo.", "Sekend blaeve, emegbe nàtrɔ afɔ", "Set eve, zi
 * enyi le go ɖesiaɖe"); a Port Louis physiotherapist's neck and shoulder programme in Mauritian Creole auto-captions
 * (new: "tini sink segonn fer li dis fwa", "ven segonn sak kote", "de seri sak seri douz fwa", "trant segonn"); a Milan
 * physiotherapist's hip programme in Lombard in Windows SRT (new: "Des vòlt per part", "Tegnii per cinch second. Des
 * vòlt.", "Dò serie de dodes", "Trenta second per part") — and three traps with no exercise done by a person that still
 * give holds, stretches, sides, counts and exercise names: a physiotherapist kinesio-taping a patient's knee ("bend
 * your knee to about ninety and hold it there", "no stretch on the anchor", "fifty percent stretch", "rub it for ten
 * seconds", "one strip each side of the kneecap", "three to five days", "keep doing your squats and your step-ups"), a
 * nurse teaching the hand-rub technique in auto-captions ("palm to palm", "right palm over the back of the left hand…
 * and swap", "rotate each thumb", "twenty to thirty seconds", "five moments", "do it ten times today") and a power rack
 * assembly in WebVTT ("sixteen bolts", "hand tight first, then a quarter turn each in a second pass", "J-hooks at squat
 * height", "safety arms just below the bottom of your squat", "the pull-up bar goes on last", "not a pull-up session").
 * Each case names moves or activities in passing (heavy weights and swimming, the tiredness score, the treadmill,
 * walking, "跳土風舞佮蹈山", "क्रिकेट आ हेलनाइ", "aƒo bɔl alo aƒu du", "foutborl ek al naze", "la bocciofila e del ball
 * liscio", squats and step-ups, a pull-up) that must not start a segment. Written before the engine was run on them
 * even once: never tuned on.
 *
 * Marks are the labeller's judgement: a common standard exercise name in lower case English when the move is a standard
 * exercise (named or described, in any language: marching sitting down the seated march, standing up from the chair
 * however it is done ("the hallelujah sit to stand", "對椅仔徛起來，閣坐落去", "stand up without pushing on your hands") the sit
 * to stand, rising onto the toes holding the chair ("扞椅仔，跤後蹬攑懸") the calf raise, turning to look over each shoulder
 * sitting the seated trunk rotation, drawing circles with the toes the ankle circles, swinging big arm circles the arm
 * circles, lunging along the glass with a twist the walking lunge, shuffling sideways along the net the lateral
 * shuffle, stepping onto the block the step up, stepping sideways along the parallel bars the sideways walking,
 * shifting the weight onto one leg and back the weight shift, breathing slowly right down into the tummy the
 * diaphragmatic breathing, the huff the huff cough, pushing away from the wall the wall push up, marching on the spot
 * the standing march, pressing the back of the knee down on a towel ("跤頭趺下跤囥一條毛巾，共跤頭趺對下揤") the quad sets, lifting the
 * straight leg lying with the other knee bent the straight leg raise, straightening the knee sitting ("坐佇椅仔頂，跤慢慢仔伸直")
 * the long arc quad, letting the arm hang and making small circles ("बाँहि कें लटकऽ दियौ आ छोट-छोट गोल घुमाउ") the
 * pendulum, walking the fingers up the wall ("आँगुर सँ देबाल पर ऊपर चढ़ू") the wall walk, the elbow at the side turning
 * the hand out against a band ("केहुनी कें देह सँ सटा कऽ राखू आ हाथ बाहर दिस घुमाउ") the external rotation with band,
 * pulling one arm across the chest ("एक बाँहि कें छाती पर दोसर हाथ सँ खींचू") the cross body shoulder stretch, lifting
 * the hips lying with the knees bent ("kɔ wò ali dzi", "tiree sù el sedere") the glute bridge, pulling one knee to the
 * chest ("he wò klo ɖeka va wò akɔta gbɔ") the knee to chest, lifting the back like a cat on hands and knees and
 * lowering it ("kɔ wò megbe dzi abe dadi ene") the cat cow, lifting one hand and the leg of the other side on hands and
 * knees the bird dog, pushing the chin back as if making a double chin ("pous ou manton deryer kouma si ou pe fer enn
 * double manton") the chin tuck, leaning the head towards the shoulder ("panse ou latet ver ou zepol") the neck side
 * bend, lifting both shoulders to the ears and letting them drop ("lev ou de zepol ziska ou zorey lerla les zot tonbe")
 * the shoulder shrug, the arms on the door frame stepping forward ("dan laport met ou de lebra lor kote laport ek
 * avanse enn pa") the doorway pec stretch, lying on the side and opening the top knee ("dervii el genoeugg de sora")
 * the clamshell, lifting the leg out to the side standing holding the chair ("slarghee la gamba de fianch") the
 * standing hip abduction, a knee on the floor pushing the hip forward ("spengii l'anca innanz") the hip flexor
 * stretch), else the speaker's words ("shadow swings"). A move done on one side then the other is one segment with side
 * "each", as are "each way", "each leg", "then swap feet", "逐肢跤", "फेर दोसर बाँहि", "emegbe nàtrɔ afɔ", "le go
 * ɖesiaɖe", "sak kote" and "per part"; "Ten with the left leading" is side "left"; "Ten times, rest, then another ten"
 * is two sets of ten; "Three sets of ten, with a minute's rest between", "兩組，一組十擺", "दू सेट, बारह-बारह बेर", "Set eve,
 * zi enyi", "de seri sak seri douz fwa" and "Dò serie de dodes" are sets; "Hold for three… Ten times", "停五秒，做十擺", "lé
 * eme sekend atɔ̃. Zi ewo.", "tini sink segonn fer li dis fwa" and "Tegnii per cinch second. Des vòlt." are reps of a
 * hold; a timed block ("One minute", "for two minutes", "तीस सेकेंड", "Sekend blaeve", "ven segonn", "trant segonn",
 * "Trenta second") is a hold; "Five of those" and "Do that five times" (lengths of the bars) are reps; Hokkien,
 * Maithili, Ewe, Mauritian and Lombard number words read as their numbers (五 5, 十 10, 十五 15; दस 10, बारह 12, बीस 20,
 * तीस 30; atɔ̃ 5, enyi 8, ewo 10, blaeve 20; sink 5, dis 10, douz 12, ven 20, trant 30; cinch 5, des 10, dodes 12,
 * trenta 30), and "擺", "बेर", "zi", "fwa" and "vòlt" are times; dosage only when it is said for that move. "Ten
 * forehands ten backhands" is ten repetitions. Breaths and huffs ("hold it for three… Five of those" after a deep
 * breath, "Two huffs"), frequencies ("three days a week", "twice a day", "一工做兩擺", "दिन मे दू बेर", "gbesiagbe", "de fwa
 * par zour", "tucc i dì"), the tiredness score, the heart rate, the walking target, the players, courts, games, minutes
 * and points, the weeks to surgery, and the traps' degrees, percentages, seconds, strips, days, moments, bolts, turns
 * and heights are no dose; talk, a water break, a pillow and a scoreboard stay outside every segment.
 */
import type { CaptionCaseSpec } from './case-spec';

export const captionScriptsHeldOut27: CaptionCaseSpec[] = [
  {
    name: 'captions-heldout27-ms-seated-class-srt',
    kind: 'captions',
    title: 'MS Exercise Group – Seated & Standing Class (Thursday Session)',
    description:
      'Our Thursday exercise group for people living with multiple sclerosis, led by our specialist physiotherapist. Every move has a seated option. Keep a fan and a cold drink nearby.',
    style: 'srt',
    items: [
      "Hello everyone, and welcome to the Thursday MS group. Fans on, water bottles out. If you get too warm your symptoms can flare, so stop and cool down. That's not cheating.",
      "Mark, you're staying in the wheelchair today and that's absolutely fine, everything has a seated version. Nobody's lifting heavy weights or swimming lengths in here.",
      { ex: 'seated march', dosage: { hold_seconds: 60 } },
      "Let's warm up. Sitting tall, lift one knee and then the other, arms swinging. One minute.",
      { pause: 55 },
      { ex: 'sit to stand', dosage: { reps: 5 } },
      "Now the hallelujah sit to stand. Feet underneath you, reach forward and then up to the ceiling as you stand, like you're at a gospel concert. Sit down slowly. Five of those.",
      { pause: 60 },
      { end: true },
      "Quick check. On the tiredness scale, if you're at seven out of ten, sit the next one out. Jean, you said a four? Lovely.",
      { ex: 'calf raise', dosage: { sets: 2, reps: 10 } },
      'Holding the back of your chair, come up onto your toes and down again. Ten times, rest, then another ten.',
      { pause: 75 },
      { ex: 'seated trunk rotation', dosage: { reps: 5, side: 'each' } },
      'Back in your seat. Arms crossed, turn to look over your right shoulder, back to the middle, then over the left. Five each way.',
      { pause: 45 },
      { ex: 'ankle circles', dosage: { reps: 10, side: 'each' } },
      'Last one for the feet. Lift one foot and draw circles with your toes, ten of them, then swap feet.',
      { pause: 50 },
      { end: true },
      'Brilliant. Rest well this afternoon, and same time next Thursday.',
    ],
  },
  {
    name: 'captions-heldout27-padel-americano-warmup-auto',
    kind: 'captions',
    title: 'Padel Warm-Up Before Our Sunday Americano (Club Coach)',
    description: 'Sunday social americano at the club. Warm up properly – padel elbow and calf strains are no fun.',
    style: 'vtt-auto',
    items: [
      'right everyone welcome to the sunday americano sixteen players four courts twenty minute games and you change partner every round',
      'quick warm up before we start because padel elbow and calf strains are the two things i see every single week',
      { ex: 'arm circles', dosage: { reps: 10 } },
      'arm circles big ones forwards ten and then backwards ten',
      { pause: 25 },
      { ex: 'walking lunge', dosage: { reps: 8, side: 'each' } },
      'walking lunges along the glass with a twist towards your front knee eight each leg',
      { pause: 40 },
      { ex: 'lateral shuffle' },
      'side shuffles along the net to the far wall and back stay low',
      { pause: 30 },
      { ex: 'shadow swings', dosage: { reps: 10 } },
      'shadow swings no ball ten forehands ten backhands nice and loose through the shoulder',
      { pause: 40 },
      { ex: 'calf raise', dosage: { reps: 15 } },
      'and the calves up on your toes fifteen quick ones',
      { pause: 15 },
      { end: true },
      'courts one and two serve first games to four write your scores on the whiteboard in the bar',
    ],
  },
  {
    name: 'captions-heldout27-stroke-gym-session-vtt',
    kind: 'captions',
    title: 'Stroke Rehab Gym Session: Balance and Leg Strength (Filmed With Permission)',
    description:
      'Rosa, eight weeks after her stroke, working on standing balance and her left leg with her physiotherapist. Filmed with Rosa’s permission to help other patients and families.',
    style: 'vtt',
    items: [
      "Morning, Rosa. How did the weekend go with the new splint? Good. Today it's your balance and your left leg, same as last week.",
      "Your daughter asked about the treadmill. We'll try that next week, not today.",
      { ex: 'sit to stand', dosage: { reps: 5 } },
      "Let's start on the plinth. Feet back, nose over toes, and stand up without pushing on your hands. Sit down slowly. Five of those.",
      { pause: 60 },
      { ex: 'step up', dosage: { reps: 10, side: 'left' } },
      'Now the step. Left foot up on the block, bring the right up to meet it, then step down. Ten with the left leading.',
      { pause: 75 },
      { end: true },
      "Have a sip of water. Your heart rate's fine, ninety-two.",
      { ex: 'sideways walking', dosage: { reps: 5 } },
      'Into the parallel bars. Side steps all the way to the end, then back. Do that five times.',
      { pause: 85 },
      { ex: 'weight shift', dosage: { reps: 10, hold_seconds: 3 } },
      'Feet apart, hands hovering over the bars. Shift your weight onto your left leg, hold for three, and back to the middle. Ten times.',
      { pause: 55 },
      { ex: 'calf raise', dosage: { reps: 10 } },
      'Last one. Hold the bars and come up onto your toes. Ten.',
      { pause: 40 },
      { end: true },
      'Brilliant, Rosa. Same again on Wednesday, and your home sheet twice a day.',
    ],
  },
  {
    name: 'captions-heldout27-bowel-surgery-prehab-vtt-rich',
    kind: 'captions',
    title: 'Get Fit for Surgery: Prehab Exercises Before Bowel Cancer Surgery | Colorectal Physiotherapy',
    description:
      'Exercises to do in the weeks before your operation. Please also follow the walking target from your specialist nurse.',
    style: 'vtt-rich',
    items: [
      "Hi, I'm Tom, I'm a physiotherapist on the colorectal team. Your operation is probably a few weeks away, and the fitter you are going in, the quicker you tend to get home.",
      "Your nurse will also give you a walking target, usually thirty minutes a day. The breathing you practise today is the same breathing you'll do on the ward on day one.",
      { ex: 'diaphragmatic breathing' },
      'First, deep breaths. Sit up tall, breathe in slowly through your nose right down into your tummy, hold it for three, and let it go. Five of those.',
      { pause: 40 },
      { ex: 'huff cough' },
      "Then a huff. A medium breath in and huff it out like you're steaming up a mirror. Two huffs.",
      { pause: 20 },
      { end: true },
      "After surgery you'll hug a pillow over your tummy when you cough. It protects the wound. It isn't an exercise, it just makes it hurt less.",
      { ex: 'sit to stand', dosage: { sets: 3, reps: 10 } },
      "Now for strength. Sit to stand from a kitchen chair, arms crossed over your chest. Three sets of ten, with a minute's rest between.",
      { pause: 120 },
      { ex: 'wall push up', dosage: { reps: 10 } },
      'Wall push-ups. Hands on the wall at shoulder height, bend your elbows, and push back. Ten.',
      { pause: 50 },
      { ex: 'standing march', dosage: { hold_seconds: 120 } },
      'And marching on the spot, knees up, for two minutes. You should be able to talk but not sing.',
      { pause: 120 },
      { end: true },
      'Do the strength ones three days a week, the breathing every day, and keep a note of your steps for your next clinic.',
    ],
  },
  {
    name: 'captions-heldout27-hokkien-kha-thau-u-vtt',
    kind: 'captions',
    title: '跤頭趺疼？序大人佇厝就會使做的五个運動｜物理治療師（台語）',
    description: '這是予序大人顧跤頭趺的運動。若是跤頭趺腫起來，抑是愈來愈疼，請先去予醫生看。',
    style: 'vtt',
    items: [
      '逐家好，我是台南的物理治療師阿惠。今仔日欲教逐家五个顧跤頭趺的運動。',
      '真濟人問我跳土風舞佮蹈山會使無，這个咱後擺才講。',
      { ex: 'quad sets', dosage: { reps: 10, hold_seconds: 5 } },
      '第一个：坐佇眠床頂，跤伸直，跤頭趺下跤囥一條毛巾，共跤頭趺對下揤。停五秒，做十擺。',
      { pause: 80 },
      { ex: 'straight leg raise', dosage: { reps: 10, side: 'each' } },
      '第二个：倒咧，一肢跤曲起來，另外彼肢跤伸直，慢慢仔攑懸。逐肢跤十擺。',
      { pause: 85 },
      { ex: 'long arc quad', dosage: { sets: 2, reps: 10 } },
      '第三个：坐佇椅仔頂，跤慢慢仔伸直，閣慢慢仔放落來。兩組，一組十擺。',
      { pause: 90 },
      { ex: 'sit to stand', dosage: { reps: 10 } },
      '第四个：對椅仔徛起來，閣坐落去，手莫扞。十擺。',
      { pause: 60 },
      { ex: 'calf raise', dosage: { reps: 15 } },
      '第五个：扞椅仔，跤後蹬攑懸，閣放落來。十五擺。',
      { pause: 50 },
      { end: true },
      '這五个運動，一工做兩擺。多謝逐家，咱後擺見！',
    ],
  },
  {
    name: 'captions-heldout27-maithili-kanh-srt',
    kind: 'captions',
    title: 'कान्ह मे दरद? घर पर करबाक चारि टा व्यायाम | फिजियोथेरेपिस्ट (मैथिली मे)',
    description: 'कान्ह लेल आसान व्यायाम। जँ बाँहि सुन्न भऽ जाय वा दरद बढ़ि जाय तँ डाक्टर सँ देखाउ।',
    style: 'srt',
    items: [
      'नमस्कार सभ गोटे। हम रीना छी, दरभंगा सँ फिजियोथेरेपिस्ट। आइ कान्ह लेल चारि टा व्यायाम करब।',
      'बहुत लोक पुछैत छथि जे क्रिकेट आ हेलनाइ कहिया सँ शुरू करी। ओहि पर अगिला वीडियो मे गप्प करब।',
      { ex: 'pendulum', dosage: { hold_seconds: 30 } },
      'पहिल: टेबुल पकड़ि कऽ आगाँ झुकू, बाँहि कें लटकऽ दियौ आ छोट-छोट गोल घुमाउ। तीस सेकेंड।',
      { pause: 35 },
      { ex: 'wall walk', dosage: { reps: 10 } },
      'दोसर: आँगुर सँ देबाल पर ऊपर चढ़ू, फेर धीरे-धीरे नीचाँ आउ। दस बेर।',
      { pause: 75 },
      { ex: 'external rotation with band', dosage: { sets: 2, reps: 12 } },
      'तेसर: रबर बैंड लिअ, केहुनी कें देह सँ सटा कऽ राखू आ हाथ बाहर दिस घुमाउ। दू सेट, बारह-बारह बेर।',
      { pause: 85 },
      { ex: 'cross body shoulder stretch', dosage: { hold_seconds: 20, side: 'each' } },
      'चारिम: एक बाँहि कें छाती पर दोसर हाथ सँ खींचू। बीस सेकेंड, फेर दोसर बाँहि।',
      { pause: 50 },
      { end: true },
      'ई सभ दिन मे दू बेर करू। धन्यवाद, फेर भेंट होयत!',
    ],
  },
  {
    name: 'captions-heldout27-ewe-megbe-vtt-rich',
    kind: 'captions',
    title: 'Megbe vevesese? Exercise ene le aƒeme | Physiotherapist (le Eʋegbe me)',
    description: 'Exercise siwo le bɔbɔe na megbe. Ne vevesese la yi wò afɔ me alo edzi ɖe edzi la, yi kɔdzi.',
    style: 'vtt-rich',
    items: [
      'Ŋdi na mi katã! Nye ŋkɔe nye Kafui, physiotherapist le Ho. Egbea míawɔ exercise ene na megbe.',
      'Ame geɖewo biam be ɣekaɣi woate ŋu aƒo bɔl alo aƒu du. Míaƒo nu tso eŋu ɣeyiɣi bubu.',
      { ex: 'glute bridge', dosage: { reps: 10, hold_seconds: 5 } },
      'Gbãtɔ: mlɔ anyi ɖe wò megbe dzi, bɔbɔ wò klowo, eye nàkɔ wò ali dzi. Lé eme sekend atɔ̃. Zi ewo.',
      { pause: 80 },
      { ex: 'knee to chest', dosage: { hold_seconds: 20, side: 'each' } },
      'Evelia: he wò klo ɖeka va wò akɔta gbɔ. Sekend blaeve, emegbe nàtrɔ afɔ.',
      { pause: 50 },
      { ex: 'cat cow', dosage: { reps: 10 } },
      'Etɔ̃lia: de asi kple klo anyi, kɔ wò megbe dzi abe dadi ene, eye nàɖi ɖe anyi. Zi ewo.',
      { pause: 55 },
      { ex: 'bird dog', dosage: { sets: 2, reps: 8, side: 'each' } },
      'Enelia: le asi kple klo dzi, kɔ asi ɖeka kple afɔ si le go bubu dzi. Set eve, zi enyi le go ɖesiaɖe.',
      { pause: 100 },
      { end: true },
      'Miwɔ wo gbesiagbe. Akpe na mi, míado go!',
    ],
  },
  {
    name: 'captions-heldout27-mauritian-likou-auto',
    kind: 'captions',
    title: 'Douler dan likou? Kat exersis pou fer lakaz | Fizioterapet (an kreol morisien)',
    description: 'Exersis fasil pou likou ek zepol. Si ou lame vinn angourdi ouswa douler vinn pli for, al get dokter.',
    style: 'vtt-auto',
    items: [
      'bonzour tou dimounn mo apel priya mo enn fizioterapet dan port louis zordi nou pou fer kat exersis pou likou ek zepol',
      'boukou dimounn demann mwa kan zot kapav rezwe foutborl ek al naze nou pou koz sa dan enn lot video',
      { ex: 'chin tuck', dosage: { reps: 10, hold_seconds: 5 } },
      'premie asiz drwat pous ou manton deryer kouma si ou pe fer enn double manton tini sink segonn fer li dis fwa',
      { pause: 75 },
      { ex: 'neck side bend', dosage: { hold_seconds: 20, side: 'each' } },
      'deziem panse ou latet ver ou zepol dousman tini ven segonn sak kote',
      { pause: 50 },
      { ex: 'shoulder shrug', dosage: { sets: 2, reps: 12 } },
      'trwaziem lev ou de zepol ziska ou zorey lerla les zot tonbe de seri sak seri douz fwa',
      { pause: 70 },
      { ex: 'doorway pec stretch', dosage: { hold_seconds: 30 } },
      'katriem dan laport met ou de lebra lor kote laport ek avanse enn pa tini trant segonn',
      { pause: 35 },
      { end: true },
      'fer sa de fwa par zour mersi boukou ziska lot fwa',
    ],
  },
  {
    name: 'captions-heldout27-lombard-anca-srt-windows',
    kind: 'captions',
    title: "Mal a l'anca? Quatter esercizzi de fà a cà | Fisioterapista (in lombard)",
    description: "Esercizzi facil per l'anca. Se 'l maa el va giò in la gamba o 'l cress, andee dal dottor.",
    style: 'srt-windows',
    items: [
      "Ciao a tucc! Mi sont la Giulia, fisioterapista a Milan. Incoeu femm quatter esercizzi per l'anca.",
      "Tanta gent la me domanda de la bocciofila e del ball liscio. De quell lì en parlarem un'altra vòlta.",
      { ex: 'clamshell', dosage: { reps: 10, side: 'each' } },
      'El primm. Stee sdraiaa de fianch, cont i genoeugg pieghaa, e dervii el genoeugg de sora. Des vòlt per part.',
      { pause: 80 },
      { ex: 'glute bridge', dosage: { reps: 10, hold_seconds: 5 } },
      'El segond. Stee a pancia in sù, pieghee i genoeugg e tiree sù el sedere. Tegnii per cinch second. Des vòlt.',
      { pause: 75 },
      { ex: 'standing hip abduction', dosage: { sets: 2, reps: 12 } },
      'El terz. In pee, tegnend la cadrega, slarghee la gamba de fianch. Dò serie de dodes.',
      { pause: 85 },
      { ex: 'hip flexor stretch', dosage: { hold_seconds: 30, side: 'each' } },
      "L'ultem. Cont un genoeugg in terra, spengii l'anca innanz. Trenta second per part.",
      { pause: 65 },
      { end: true },
      'Fee-i tucc i dì. Grazie e a la pròssima!',
    ],
  },
  {
    name: 'captions-heldout27-trap-kinesio-taping-knee-srt',
    kind: 'captions',
    title: 'How to Kinesio Tape a Knee for Kneecap Pain – Physio Demonstrates',
    description:
      'Taping can help you stay active while your knee settles, but it is not a treatment on its own. Do a patch test first if you have sensitive skin.',
    style: 'srt',
    items: [
      "Hi, I'm Dan, a sports physio. Today I'm taping Holly's knee for kneecap pain. Tape helps some people, but it won't replace your strength work.",
      "Holly, sit on the edge of the plinth and bend your knee to about ninety degrees and hold it there for me. Skin's clean and dry, no moisturiser.",
      { pause: 20 },
      'First strip, an I-strip. Tear the backing, and the first five centimetres is the anchor, no stretch on the anchor at all. That goes just below the kneecap.',
      { pause: 30 },
      'Now the middle of the strip goes on with fifty percent stretch around the inside of the kneecap, and the last end again with no stretch.',
      { pause: 25 },
      'Then I rub it for about ten seconds. The heat activates the glue.',
      { pause: 15 },
      'Second strip, same again on the other side, so one strip each side of the kneecap, crossing just under it.',
      { pause: 35 },
      'That should stay on three to five days. If it itches, or your skin goes red, take it off slowly in the shower.',
      "And Holly, the tape doesn't do your rehab for you. Keep doing your squats and your step-ups, same as on your sheet. See you Thursday.",
    ],
  },
  {
    name: 'captions-heldout27-trap-hand-rub-technique-auto',
    kind: 'captions',
    title: 'Hand Hygiene: The Hand Rub Technique Step by Step | Infection Prevention Nurse',
    description:
      'For new staff, students and volunteers. Alcohol hand rub: 20–30 seconds. Soap and water: 40–60 seconds.',
    style: 'vtt-auto',
    items: [
      "hi everyone i'm gill one of the infection prevention nurses and this is the hand rub technique we teach every new starter",
      'a palmful of hand rub enough to cover all the surfaces of both hands',
      { pause: 5 },
      'palm to palm first then right palm over the back of the left hand with your fingers interlaced and swap',
      { pause: 10 },
      'palm to palm with the fingers interlaced then the backs of the fingers to the opposite palm with the fingers interlocked',
      { pause: 10 },
      'now rotate each thumb in the opposite palm and finish by rubbing your fingertips in the other palm backwards and forwards',
      { pause: 10 },
      'the whole thing takes twenty to thirty seconds until your hands are dry',
      'remember the five moments before touching a patient before a clean procedure after body fluids after touching a patient and after touching their surroundings',
      "do it ten times today with your eyes on the poster and by friday you won't need the poster",
    ],
  },
  {
    name: 'captions-heldout27-trap-power-rack-assembly-vtt',
    kind: 'captions',
    title: 'Home Gym Build: Assembling a Power Rack (Step by Step, With Tips)',
    description:
      'Putting together our garage power rack. Two people and a ratchet make it much easier. Check your ceiling height before you buy!',
    style: 'vtt',
    items: [
      'Right, the rack arrived. Four uprights, the crossmembers, sixteen bolts and a bag of washers. You really want two people for this bit.',
      'Lay the two side frames flat on the floor first and bolt each upright to its base. Hand tight only at this stage.',
      { pause: 40 },
      'Stand the frames up, add the top and bottom crossmembers, and then go round every bolt a second time, a quarter turn each, so the rack pulls square.',
      { pause: 45 },
      'J-hooks go at about squat height, roughly the top of your chest. Safety arms go just below the bottom of your squat, so if you miss a rep the bar lands on them and not on you.',
      { pause: 30 },
      "The pull-up bar goes on last, across the top. We're testing it by pushing the rack hard side to side, not with a pull-up session.",
      { pause: 25 },
      "If you can, bolt it to the floor. We'll do our first squat workout in it next week.",
    ],
  },
];
