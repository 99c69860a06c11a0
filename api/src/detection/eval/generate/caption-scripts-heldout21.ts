/**
 * Twenty-first held-out caption batch (heldout21), after public pages on CART live captioning (the rough-draft
 * disclaimer at the top of every CART transcript, "[ Captioner standing by ]", speaker labels in capitals, "-- " where
 * a speaker breaks off or a writer corrects a misstroke), subtitles for the deaf and hard of hearing (speaker names and
 * sounds in capitals in round brackets), YouTube's machine-translated subtitles (literal renderings of Portuguese:
 * "three series of twelve", "exchange of leg", "the pelvic elevation"), spinal cord injury pressure-relief guides
 * ("hold for 15 seconds every 15 minutes or 30 seconds every 30 minutes"), surf-fitness pages ("10 pop ups", "dry land
 * pop ups"), canine conditioning ("puppy push-ups"), hospital pharmacy leaflets and Nigerian Pidgin, Swiss German,
 * Faroese, Kinyarwanda and Hawaiian pages: a Lagos physiotherapist's knee programme in Nigerian Pidgin ("hold am make
 * you count five second… Do am ten times", "Do ten for each leg, then do am again. Two round.", "Hold am thirty second,
 * then change leg", new); a Winterthur physiotherapist's back programme in Swiss German ("haltet das füf Sekunde… Zäh
 * Mal", "Zwänzg Sekunde hebe, dänn s ander Bei", "Drü Sätz à acht", new); a Tórshavn physiotherapist's ankle-sprain
 * programme in Faroese in WebVTT with voice spans and NOTE blocks ("Tjúgu ferðir", "Trý umfør av tíggju", "Halt tað í
 * tríati sekund. Tríggjar ferðir.", new); a Kigali physiotherapist's back programme in Kinyarwanda auto-captions
 * ("urifate amasegonda makumyabiri hanyuma uhindure ukuguru", "subiramo inshuro icumi", "nk'injangwe", "inshuro icumi
 * kuri buri ruhande", new); a kupuna (seniors') chair class on Molokaʻi in English and Hawaiian, counting aloud in
 * Hawaiian ("ʻekahi, ʻelua, ʻekolu, ʻehā") and stepping the hula "kaholo" ("Eight each way"), with "Hoʻomaha" (rest)
 * between two tens; a Brazilian physio's knee programme in machine-translated English subtitles ("You will make three
 * series of twelve repetitions", "Fifteen repetitions of each side", "Stay thirty seconds, three times", "ten times,
 * and then exchange of leg"); a rehab-gym session fourteen weeks after a T6 spinal cord injury whose pressure reliefs
 * ("thirty seconds every thirty minutes") are skin care and no exercise, and whose "depression lifts" on push-up blocks
 * are done in long sitting; a surf physio on the sand whose swell and "sets… every ten minutes" are waves, not doses; a
 * prehab webinar before major surgery in CART live captions (the rough-draft disclaimer, "[ Captioner standing by ]",
 * "sit to stand -- sit-to-stand", the misstroke "Cal raises -- calf raises", "(Inaudible)", a chat question between the
 * moves, "[ End of session ]"); a lateral hip pain (gluteal tendinopathy) programme in SDH subtitles with "(PHYSIO)"
 * before the speech and "(TIMER BEEPS)", "(EXHALES)" and "(UPBEAT MUSIC)" between; a cricket academy physio's prehab
 * for fast bowlers before nets ("six overs… thirty-six balls", "three side strains and two stress fractures", "a
 * hundred and thirty k's") — and three traps with no exercise done by a person that still give reps, holds, sets and
 * exercise names: a canine fitness workout ("puppy push-ups… Ten reps", "hold it for five seconds… Repeat that five
 * times", "the play bow"), a hospital pharmacist on medicines after a knee replacement ("two five-hundred milligram
 * tablets, four times a day", "hold the needle in for ten seconds", "hold your breath for ten seconds", "the leg lifts
 * and knee bends" of the physio) and a garden bridge built from scaffold planks in auto-captions ("cut eight of them",
 * "three passes each side", "hold it for a minute while the glue grabs", "two coats thirty minutes apart", "more of a
 * workout than a set of push ups"). Each case names moves or activities in passing ("jogging for Bar Beach", "step-up
 * for staircase", "Velofahre und Schwinge", "d Planke" next time, "fótbólt og at renna", "hoppa á einum beini",
 * "kwiruka no gukina umupira", "paddle canoe", "throw net", "the ʻami, the hip circles" next week, "the gym leg press
 * and the running", "the floor-to-chair transfer", "a few arm swings", "swimming", "the side-lying leg lifts from your
 * old gym programme", "bouncers at the batting coach", "cavaletti poles", "squats myself") that must not start a
 * segment. Written before the engine was run on them even once: never tuned on.
 *
 * Marks are the labeller's judgement: a common standard exercise name in lower case English when the move is a standard
 * exercise (named or described, in any language: pressing the knee down into a folded towel is the quad sets, pressing
 * the low back into the floor ("Drucked de undere Rugge in Bode") the pelvic tilt, a knee pulled to the chest the knee
 * to chest, the back rounded "wie e Chatz" or "nk'injangwe" (like a cat) and let down the cat cow, an arm forward and
 * the other leg back on all fours the bird dog, bending the foot up and down the ankle pumps, writing the alphabet with
 * the big toe the ankle alphabet, lifting the heels holding a chair the calf raise, standing on the injured leg the
 * single leg balance (as is standing on one leg at the mirror), lifting the hips lying on the back ("uzamure ikibuno",
 * "the pelvic elevation", "Bridges") the glute bridge, both knees taken right then left the lower trunk rotation,
 * straightening the knee in the chair the long arc quad, "the shell" the clamshell, sliding down the wall "like sitting
 * in a chair invisible" the wall sit, "the climb in the step" and step-ups onto the stair the step up, the depression
 * lifts on push-up blocks the seated push up, pulling the band to the elbows back the band row, the cable pulled down
 * to the sides the lat pulldown, turning the hand out against the band with the elbow at the side the external rotation
 * with band, pushing the chest up lying on the belly "into a cobra" the cobra stretch, "wall press ups" the wall push
 * up, marching on the spot the standing march, pressing the knee out into the wall and holding the isometric hip
 * abduction, high to low with the band across the body the wood chops), else the speaker's words or a plain name for
 * the move ("kaholo" for the hula side step, "pop ups" for the surfer's jump from lying to the stance, "long sitting
 * balance" for catching and throwing a ball sitting on the plinth with the hands off). A move done on one side then the
 * other is one segment with side "each", as are "ten on this leg, then ten on the other leg", "ten forwards and ten
 * backwards", "Ten each way", "Fifteen repetitions of each side", "ten times, and then exchange of leg", "s ander Bei"
 * and "inshuro icumi kuri buri ruhande"; a one-sided move described but never given a side (the injured ankle, "tí
 * skadda beininum") carries no side, nor does a move that alternates ("und dänn wächsled") with no count per side; "Do
 * ten for each leg, then do am again. Two round.", "Drü Sätz à acht", "Trý umfør av tíggju", "Ten… Hoʻomaha… And ten
 * more", "three series of twelve", "Three sets of twelve" with the rests called between, "Two sets of fifteen" and
 * "eight each leg, two sets" are sets; "Halt tað í tríati sekund. Tríggjar ferðir." and "Stay thirty seconds, three
 * times" are 3 reps of a 30 s hold; "Hold for thirty seconds, five times" is 5 reps of a 30 s hold and "Hold for five,
 * and lower. Eight of those." 8 reps of a 5 s hold; a timed block ("one whole minute", "One minute", "Thirty seconds",
 * "thirty seconds" in the deep squat) is a hold; dosage only when it is said for that move. Counting aloud in Hawaiian,
 * rests, weeks since injury, the T6 level, pressure-relief times, kilos on the stack, a "five out of ten" effort, swell
 * in feet, surf sets and the minutes between them, hours in the water, overs, balls, bowling speeds, injury counts,
 * frequencies ("every morning", "zwöimal am Tag", "hvønn dag", "rimwe ku munsi", "three times a week", "twice a day"),
 * the CART disclaimer and "(Inaudible)", the SDH sound captions and the traps' treats, milligrams, tablets, seconds,
 * grits, screws, metres and coats are no dose; talk, a question, a chat question or a rest between moves stays outside
 * every segment.
 */
import type { CaptionCaseSpec } from './case-spec';

export const captionScriptsHeldOut21: CaptionCaseSpec[] = [
  {
    name: 'captions-heldout21-nigerian-pidgin-knee-vtt',
    kind: 'captions',
    title: 'Exercise for Knee Wey Dey Pain | Physio Dey Tok for Pidgin 🇳🇬',
    description:
      'Physiotherapist Chinedu show una four exercise for knee wey dey pain. If di knee swell or di pain increase, abeg go see doctor first.',
    style: 'vtt',
    items: [
      'How una dey? Na me be Chinedu, physiotherapist for Lagos. Today we go do four exercise for knee wey dey pain.',
      'Plenty of una dey ask me about jogging for Bar Beach and di Sunday football. We go tok about am another day.',
      { ex: 'quad sets', dosage: { reps: 10, hold_seconds: 5 } },
      'First one. Siddon for floor, put one towel wey you fold under your knee.',
      'Press di knee down for di towel, hold am make you count five second, then release am. Do am ten times.',
      { pause: 55 },
      { ex: 'straight leg raise', dosage: { sets: 2, reps: 10, side: 'each' } },
      'Number two. Lie down flat. Bend one leg, di other one straight. Raise di straight leg reach di height of di other knee, then bring am down slowly.',
      'Do ten for each leg, then do am again. Two round.',
      { pause: 90 },
      { ex: 'sit to stand', dosage: { reps: 10 } },
      'Number three. Siddon for chair. No use your hand. Stand up, then siddon back gently gently. Ten times.',
      { pause: 25 },
      'Mama Nkechi, no rush am o. Gently gently.',
      { pause: 20 },
      { ex: 'hamstring stretch', dosage: { hold_seconds: 30, side: 'each' } },
      'Last one. Put your heel for small stool, knee straight, bend forward small until you feel am for back of your leg. Hold am thirty second, then change leg.',
      { pause: 70 },
      { end: true },
      'Make una do dis exercise every morning. Next week I go show una how to do step-up for staircase. Una well done!',
      'Abeg subscribe and share am for your family WhatsApp group.',
    ],
  },
  {
    name: 'captions-heldout21-swiss-german-rugge-srt',
    kind: 'captions',
    title: 'Rückeschmerze? 4 Üebige für dihei | Physio us Winterthur (uf Schwiizerdütsch)',
    description:
      'Eifachi Üebige für de undere Rugge. Wänn d Schmerze is Bei abe strahled oder schlimmer wärded, gönd bitte zum Arzt.',
    style: 'srt',
    items: [
      'Grüezi mitenand. Ich bi d Anja, Physiotherapeutin z Winterthur. Hüt zeig ich öich vier Üebige für de Rugge.',
      'Vill frögged mich wäge em Velofahre und em Schwinge. Das isch guet, aber devo redemer es anders Mal.',
      { ex: 'pelvic tilt', dosage: { reps: 10, hold_seconds: 5 } },
      'Die erst Üebig: Liged uf de Rugge, d Chnü sind aagwinklet. Drucked de undere Rugge in Bode, haltet das füf Sekunde, und dänn lönd los. Zäh Mal.',
      { pause: 60 },
      { ex: 'knee to chest', dosage: { hold_seconds: 20, side: 'each' } },
      'Die zweit: Nämed es Chnü mit beidne Händ zur Bruscht. Zwänzg Sekunde hebe, dänn s ander Bei.',
      { pause: 50 },
      { ex: 'cat cow', dosage: { reps: 10 } },
      'Die dritt: Uf allne vieri. Mached de Rugge rund wie e Chatz, und dänn lönd en abehange. Zäh Mal, ganz langsam.',
      { pause: 45 },
      { ex: 'bird dog', dosage: { sets: 3, reps: 8 } },
      'Die letscht: Immer no uf allne vieri. Strecked ein Arm nach vorne und s anderi Bei nach hinde, und dänn wächsled. Drü Sätz à acht.',
      { pause: 90 },
      { end: true },
      'Mached die Üebige zwöimal am Tag. S nächscht Mal probiered mir d Planke. Häbed Sorg, tschüss zäme!',
    ],
  },
  {
    name: 'captions-heldout21-faroese-okla-vtt-rich',
    kind: 'captions',
    title: 'Eftir ein vrikkaðan fót: 4 venjingar heima | Fysioterapeutur',
    description: 'Lættar venjingar eftir at tú hevur vrikkað fótin. Um tú ikki kanst standa á fótinum, far til lækna.',
    style: 'vtt-rich',
    items: [
      'Góðan dag. Eg eiti Sigrid og eri fysioterapeutur í Havn. Í dag vísi eg tær fýra venjingar eftir ein vrikkaðan fót.',
      'Nógv spyrja meg um fótbólt og at renna. Tað tosa vit um eina aðra ferð.',
      { ex: 'ankle pumps', dosage: { reps: 20 } },
      'Fyrsta venjingin. Sit á gólvinum við beinið strekt. Boyg fótin upp móti tær, og síðan niður aftur. Tjúgu ferðir.',
      { pause: 40 },
      { ex: 'ankle alphabet' },
      'Onnur venjingin. Skriva stavraðið við stórutánni, frá A til Ø, við tí skadda fótinum.',
      { pause: 60 },
      { ex: 'calf raise', dosage: { sets: 3, reps: 10 } },
      'Triðja venjingin. Stattu við ein stól og halt teg í hann. Lyft hælarnar upp, og set teir seint niður aftur. Trý umfør av tíggju.',
      { pause: 90 },
      { ex: 'single leg balance', dosage: { reps: 3, hold_seconds: 30 } },
      'Fjórða og seinasta. Stattu á tí skadda beininum. Halt tað í tríati sekund. Tríggjar ferðir.',
      { pause: 100 },
      { end: true },
      'Ger hesar venjingar hvønn dag. Næstu viku fara vit at hoppa á einum beini. Takk fyri og farvæl!',
    ],
  },
  {
    name: 'captions-heldout21-kinyarwanda-umugongo-auto',
    kind: 'captions',
    title: "Imyitozo 4 y'umugongo ubabara | Umuvuzi w'ingingo, Kigali",
    description:
      "Imyitozo yoroshye y'umugongo. Niba ububabare bumanuka mu kuguru cyangwa bukiyongera, jya kwa muganga.",
    style: 'vtt-auto',
    items: [
      "muraho neza nitwa jean paul ndi umuvuzi w'ingingo ku bitaro bya kaminuza bya kigali",
      "uyu munsi turakora imyitozo ine y'umugongo",
      'abantu benshi bambaza ibijyanye no kwiruka no gukina umupira tuzabivugaho ubutaha',
      { ex: 'knee to chest', dosage: { hold_seconds: 20, side: 'each' } },
      'uwa mbere ryama ku mugongo ukurure ivi rimwe urizane ku gituza urifate amasegonda makumyabiri hanyuma uhindure ukuguru',
      { pause: 50 },
      { ex: 'glute bridge', dosage: { reps: 10 } },
      'uwa kabiri ryama ku mugongo amavi yunamye uzamure ikibuno hejuru hanyuma ukimanure buhoro buhoro subiramo inshuro icumi',
      { pause: 40 },
      { ex: 'cat cow', dosage: { reps: 8 } },
      "uwa gatatu jya ku maboko no ku mavi uzamure umugongo nk'injangwe hanyuma uwumanure subiramo inshuro umunani",
      { pause: 45 },
      { ex: 'lower trunk rotation', dosage: { reps: 10, side: 'each' } },
      'uwa nyuma ryama ku mugongo amavi yunamye uyashyire iburyo hanyuma ibumoso inshuro icumi kuri buri ruhande',
      { pause: 60 },
      { end: true },
      'jya ukora iyi myitozo rimwe ku munsi murakoze cyane tuzongera tubonane',
    ],
  },
  {
    name: 'captions-heldout21-hawaiian-kupuna-chair-vtt',
    kind: 'captions',
    title: 'Kupuna Chair Exercise with Aunty Leilani (PT) – Molokaʻi Community Center',
    description:
      'Our Wednesday kupuna class. Aunty Leilani is a physical therapist. Talk to your doctor before you start. Mahalo nui!',
    style: 'vtt',
    items: [
      'Aloha kākou! Aloha e Uncle Kimo, aloha e Aunty Mapu. Everybody ready? Mākaukau?',
      'I know some of you paddle canoe on Saturdays, and Uncle Kimo goes throw net. Good exercise, but today we stay by the chair.',
      'Noho pono. Sit tall, feet flat on the floor.',
      { ex: 'seated march', dosage: { hold_seconds: 60 } },
      'First, march in the chair. Lift one knee, then the other. Count with me: ʻekahi, ʻelua, ʻekolu, ʻehā. Keep going, one whole minute.',
      { pause: 55 },
      { ex: 'long arc quad', dosage: { reps: 10, side: 'each' } },
      'Now straighten one knee, hold it up, and down. Ten on this leg, then ten on the other leg, ka wāwae ʻē aʻe.',
      { pause: 50 },
      { ex: 'kaholo', dosage: { reps: 8, side: 'each' } },
      'Stand up behind your chair. We do kaholo, the hula step. Step to the right, together, step, together, then back to the left. Eight each way.',
      { pause: 45 },
      { ex: 'calf raise', dosage: { sets: 2, reps: 10 } },
      'Still holding the chair. Up on your toes, and down slow. Ten.',
      { pause: 25 },
      'Hoʻomaha. Rest little bit.',
      { pause: 10 },
      'And ten more.',
      { pause: 25 },
      { ex: 'shoulder roll', dosage: { reps: 10 } },
      'Sit back down. Roll your shoulders back, like the waves coming in. Ten.',
      { pause: 30 },
      { end: true },
      'Maikaʻi! Good job, everybody. Drink water. Next week we try the ʻami, the hip circles, so wear something loose. A hui hou!',
    ],
  },
  {
    name: 'captions-heldout21-machine-translated-pt-en-srt',
    kind: 'captions',
    title: '4 Exercícios para Dor no Joelho em Casa | Dra. Camila Fisioterapeuta',
    description:
      'Exercícios simples para artrose de joelho. Ative as legendas! English subtitles: auto-translated from Portuguese.',
    style: 'srt',
    items: [
      'Hi guys, all good? I am Camila, physiotherapist, and today I will teach four exercises for who has pain in the knee.',
      'Before, many people ask me in the comments if can do the gym leg press and the running. This I answer in another video, okay?',
      { ex: 'glute bridge', dosage: { sets: 3, reps: 12 } },
      'The first exercise is the pelvic elevation. Lie of back, knees bent, feet in the floor, and raise the hip.',
      'You will make three series of twelve repetitions.',
      { pause: 80 },
      { ex: 'clamshell', dosage: { reps: 15, side: 'each' } },
      'Second exercise, the shell. Lie of side, knees bent, and open the knee of above like a shell opening. Fifteen repetitions of each side.',
      { pause: 70 },
      { ex: 'wall sit', dosage: { reps: 3, hold_seconds: 30 } },
      'Third. Support the back in the wall and go down like sitting in a chair invisible. Stay thirty seconds, three times.',
      { pause: 105 },
      { ex: 'step up', dosage: { reps: 10, side: 'each' } },
      'The last: the climb in the step. Climb with one leg, descend, ten times, and then exchange of leg.',
      { pause: 75 },
      { end: true },
      'Did you like it? Leave your like, subscribe in the channel and activate the little bell. Kisses and until the next!',
    ],
  },
  {
    name: 'captions-heldout21-spinal-cord-injury-gym-vtt',
    kind: 'captions',
    title: 'Upper Body Strength After Spinal Cord Injury – Rehab Gym Session (T6 Paraplegia)',
    description:
      'Filmed with Marcus, fourteen weeks after his T6 spinal cord injury, with his permission. Your own spinal injuries team will set your programme.',
    style: 'vtt',
    items: [
      "Morning, Marcus. Fourteen weeks today. How's the skin been?",
      "All good. I've been doing my pressure reliefs, thirty seconds every thirty minutes, like the nurses said.",
      "Perfect. And if your shoulders are tired, lean forward instead of pushing up. That's skin care, though, not today's workout.",
      'Brakes on, and we start in the chair.',
      { ex: 'band row', dosage: { sets: 3, reps: 12 } },
      'Rows with the band. Band round the rail, pull your elbows back and squeeze your shoulder blades together. Three sets of twelve.',
      { pause: 35 },
      'Rest. Thirty seconds.',
      { pause: 30 },
      'Set two.',
      { pause: 35 },
      'Last set.',
      { pause: 35 },
      { ex: 'seated push up', dosage: { reps: 8, hold_seconds: 5 } },
      'Now onto the plinth in long sitting, with the push-up blocks beside your hips. These are depression lifts. Push down through your hands and lift your bottom off the mat. Hold for five, and lower. Eight of those.',
      { pause: 55 },
      { ex: 'long sitting balance', dosage: { hold_seconds: 30 } },
      "Stay in long sitting, hands off the mat. I'll throw the ball, you catch it and throw it back. Thirty seconds.",
      { pause: 40 },
      { ex: 'lat pulldown', dosage: { sets: 2, reps: 15 } },
      'Back in the chair for the last one. Lat pulldown on the cable, elbows down to your sides. Five kilos on the stack. Two sets of fifteen.',
      { pause: 70 },
      { end: true },
      "Great work. Keep up the pressure reliefs, and next week we'll practise the floor-to-chair transfer.",
    ],
  },
  {
    name: 'captions-heldout21-surf-prehab-sets-auto',
    kind: 'captions',
    title: 'Surf Prehab on the Beach – 10 Min Before You Paddle Out (Physio)',
    description: 'A quick warm-up for surfers with a sports physio. Check the conditions and surf within your limits.',
    style: 'vtt-auto',
    items: [
      "hey team it's josh i'm a physio and a surfer and this is what i do on the sand before i paddle out",
      "the swell's about four foot today and the sets are coming through every ten minutes or so so we've got time",
      'most people just run straight in with maybe a few arm swings but your shoulders do ninety percent of the work out there',
      { ex: 'arm circles', dosage: { reps: 10, side: 'each' } },
      'first big arm circles ten forwards and ten backwards',
      { pause: 30 },
      { ex: 'external rotation with band', dosage: { sets: 2, reps: 15 } },
      'next grab your band loop it round the fin of your board no kidding elbow at your side turn the hand out two sets of fifteen',
      { pause: 60 },
      { ex: 'pop ups', dosage: { reps: 10 } },
      "now pop ups on the sand lie on your belly like you're paddling then push up and jump your feet under you into your stance ten of them",
      { pause: 50 },
      { ex: 'cobra stretch', dosage: { reps: 3, hold_seconds: 20 } },
      'then stay on your belly hands under your shoulders and push your chest up into a cobra hold it twenty seconds three times',
      { pause: 75 },
      { ex: 'deep squat hold', dosage: { hold_seconds: 30 } },
      'last one deep squat heels down elbows inside your knees thirty seconds',
      { pause: 30 },
      { end: true },
      "okay there's a set coming in paddle out between the sets and remember you'll be out there two hours so stretch again after see you out the back",
    ],
  },
  {
    name: 'captions-heldout21-cart-prehab-webinar-vtt',
    kind: 'captions',
    title: 'Fit for Surgery: Prehab Webinar Before Your Operation (Live, CART Captions)',
    description:
      'Recording of our live prehabilitation webinar for patients waiting for major surgery. Live captions by a CART captioner: a rough draft, not a verbatim record.',
    style: 'vtt',
    items: [
      '***This text is being provided in a rough draft format. Communication Access Realtime Translation (CART) is provided in order to facilitate communication accessibility and may not be a totally verbatim record of the proceedings.***',
      '[ Captioner standing by ]',
      'MODERATOR: Good evening, everyone, and welcome. We have about sixty people online tonight. Over to Priya, our physiotherapist.',
      'PHYSIOTHERAPIST: Thanks. So patients who are fitter before surgery go home sooner -- about two days sooner in some studies. Clear a space and have a sturdy chair ready.',
      { ex: 'sit to stand', dosage: { reps: 10 } },
      'PHYSIOTHERAPIST: First, sit to stand -- sit-to-stand. Arms across your chest, stand up tall, sit down slowly. Ten of those.',
      { pause: 40 },
      { ex: 'wall push up', dosage: { reps: 12 } },
      'PHYSIOTHERAPIST: Next, wall press ups. Hands on the wall at shoulder height, bend your elbows, and push away. Twelve.',
      { pause: 45 },
      { ex: 'calf raise', dosage: { sets: 2, reps: 15 } },
      'PHYSIOTHERAPIST: Hold the back of the chair. Cal raises -- calf raises. Up on your toes and down. Two sets of fifteen.',
      { pause: 60 },
      { end: true },
      'MODERATOR: A question from the chat: can I keep up my swimming before the operation?',
      'PHYSIOTHERAPIST: Yes, keep swimming right up to your surgery date. (Inaudible) -- sorry, my screen froze. Where was I.',
      { ex: 'standing march', dosage: { hold_seconds: 60 } },
      'PHYSIOTHERAPIST: Last one: march on the spot, lift your knees, swing your arms. One minute. You should be a bit out of breath, about a five out of ten.',
      { pause: 60 },
      { end: true },
      'PHYSIOTHERAPIST: Aim for thirty minutes of activity every day until your operation, and do these three times a week.',
      'MODERATOR: Thank you, Priya. The slides will be emailed out tomorrow. Good night, everyone.',
      '[ End of session ]',
    ],
  },
  {
    name: 'captions-heldout21-sdh-gluteal-tendinopathy-srt-windows',
    kind: 'captions',
    title: 'Lateral Hip Pain (Gluteal Tendinopathy) – 4 Exercises That Won’t Make It Worse',
    description:
      'Subtitles for the deaf and hard of hearing (SDH). Not a substitute for your own physiotherapy assessment.',
    style: 'srt-windows',
    items: [
      '(UPBEAT MUSIC)',
      "(PHYSIO) Hi, I'm Tom, a sports physio. Pain on the outside of your hip when you lie on that side? That's often the gluteal tendons.",
      '(PHYSIO) Two things to stop first: crossing your legs, and the side-lying leg lifts from your old gym programme.',
      { ex: 'isometric hip abduction', dosage: { reps: 5, hold_seconds: 30 } },
      '(PHYSIO) First, an isometric. Stand side-on to the wall, bend the knee nearest the wall and press it into the wall. Hold for thirty seconds, five times.',
      { pause: 30 },
      '(TIMER BEEPS)',
      { pause: 120 },
      { ex: 'glute bridge', dosage: { sets: 3, reps: 10 } },
      '(PHYSIO) Bridges. Feet hip-width, push through your heels, lift your hips and lower slowly. Three sets of ten.',
      { pause: 30 },
      '(EXHALES)',
      { pause: 40 },
      { ex: 'step up', dosage: { reps: 10, side: 'each' } },
      "(PHYSIO) Step-ups onto the bottom stair. Keep the pelvis level, don't let the hip drop out. Ten each leg.",
      { pause: 60 },
      { ex: 'single leg balance', dosage: { hold_seconds: 30, side: 'each' } },
      '(PHYSIO) Last one: stand on one leg in front of the mirror, pelvis level. Thirty seconds each side.',
      { pause: 65 },
      { end: true },
      '(PHYSIO) Do these every day, and the isometric twice a day when it is sore.',
      '(UPBEAT MUSIC FADES)',
    ],
  },
  {
    name: 'captions-heldout21-cricket-fast-bowler-prehab-srt',
    kind: 'captions',
    title: 'Fast Bowler Prehab – Side Strain & Back Protection (Academy Physio Session)',
    description: "Our U17 academy's pre-nets session with the club physio. Bowling workloads are set by your coach.",
    style: 'srt',
    items: [
      "Right, quicks, before nets. Nobody's bowling more than six overs today, and that's thirty-six balls, I'm counting.",
      "Last season we had three side strains and two stress fractures in the back, and you lot bowl at a hundred and thirty k's. That's what this is for.",
      { ex: 'side plank', dosage: { hold_seconds: 30, side: 'each' } },
      'Side planks first. Elbow under your shoulder, straight line. Thirty seconds each side.',
      { pause: 65 },
      { ex: 'pallof press', dosage: { reps: 10, side: 'each' } },
      "Pallof press with the band on the net post. Press it out, don't let it twist you. Ten each way.",
      { pause: 55 },
      { ex: 'single leg glute bridge', dosage: { sets: 2, reps: 8, side: 'each' } },
      'Single-leg bridges. Eight each leg, two sets.',
      { pause: 60 },
      { ex: 'wood chops', dosage: { reps: 8, side: 'each' } },
      'Wood chops with the band, high to low, across your front leg, like your follow-through. Eight each side.',
      { pause: 50 },
      { end: true },
      'Good. Into the nets. Six overs, then ice. And Jaz, no bouncers at the batting coach this time.',
    ],
  },
  {
    name: 'captions-heldout21-trap-puppy-push-ups-vtt',
    kind: 'captions',
    title: 'Puppy Push-Ups & Canine Fitness – 10 Minute Workout for Your Dog 🐶',
    description:
      'Fitness and tricks for dogs from about six months old. Ask your vet before starting a fitness programme for your dog.',
    style: 'vtt',
    items: [
      "Hi, I'm Becky and this is Biscuit, my two-year-old border collie. Today: a fitness workout for your dog.",
      'First, puppy push-ups. Sit, down, sit, down. A treat after every three. Ten reps.',
      { pause: 30 },
      'Now the stand. Ask for a stand and have him hold it for five seconds. Biscuit, wait... good boy. Repeat that five times.',
      { pause: 40 },
      'Next, paw targets. Front paws up on the cushion, back paws on the floor. This works his core. Hold for ten seconds.',
      { pause: 15 },
      'Then backing up: three steps back, and a treat. Five times.',
      { pause: 25 },
      "Last, the play bow. Biscuit, bow! Hold it... and release. That's a lovely stretch for his back.",
      { pause: 10 },
      "Do this three times a week. And yes, I'll be doing some squats myself after chasing him round the field.",
      'Next week: cavaletti poles and figure eights around the cones.',
    ],
  },
  {
    name: 'captions-heldout21-trap-pharmacist-medicines-srt',
    kind: 'captions',
    title: 'How to Take Your Pain Medicines Safely After Knee Surgery – Pharmacist Explains',
    description: "General information only. Always follow the label and your own prescriber's instructions.",
    style: 'srt',
    items: [
      "Hi, I'm Ahmed, a hospital pharmacist. You've just had your knee replaced and you're going home with a bag of medicines. Let's go through them.",
      'Paracetamol: two five-hundred milligram tablets, four times a day. Leave at least four hours between doses, and no more than eight tablets in twenty-four hours.',
      'Ibuprofen: one four-hundred milligram tablet three times a day with food, for ten days.',
      'The anti-inflammatory gel for your other knee: a fingertip of gel, rub it in for about a minute, up to four times a day.',
      'The blood-thinning injection goes in your tummy once a day for fourteen days. Pinch the skin, push the plunger slowly, and hold the needle in for ten seconds before you take it out.',
      'And your inhaler: shake it, breathe out, press once as you breathe in, then hold your breath for ten seconds. Wait thirty seconds before the second puff.',
      'Your physio will give you your exercises, the leg lifts and knee bends. Take the paracetamol about thirty minutes before them.',
      'Any questions, call the pharmacy helpline on the number on your bag.',
    ],
  },
  {
    name: 'captions-heldout21-trap-garden-bridge-planks-auto',
    kind: 'captions',
    title: 'Building a Small Garden Bridge from Scaffold Planks – Weekend DIY',
    description: 'Cut list and materials in the pinned comment. Wear eye and ear protection.',
    style: 'vtt-auto',
    items: [
      "hi all welcome back to the workshop today we're building a little bridge over the pond from reclaimed scaffold boards",
      'first the planks cut eight of them at a metre twenty each',
      { pause: 25 },
      'sand each plank with eighty grit then one twenty three passes each side',
      { pause: 40 },
      'now the bridge frame two bearers curved like an arch clamp them and hold it for a minute while the glue grabs',
      { pause: 60 },
      "screws go in at ten centimetre spacing two screws per plank so that's sixteen screws",
      { pause: 30 },
      'kneel on a spare board to spread your weight while you screw the last ones down',
      'press the decking down check it is level then oil it two coats thirty minutes apart',
      "and that's the bridge done my arms have had more of a workout than a set of push ups see you next week",
    ],
  },
];
