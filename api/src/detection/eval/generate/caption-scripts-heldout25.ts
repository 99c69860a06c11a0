/**
 * Twenty-fifth held-out caption batch (heldout25), after public surgical-ergonomics pages on intraoperative micro-breaks
 * (the Annals of Surgery multicentre study and the Mayo OR-Stretch instructions: 90-second stretch breaks every 20 to 40
 * minutes, done inside the sterile field — neck turns, backward shoulder rolls, buttock squeezes, heel lifts), esports
 * healthcare gamer warm-ups ("tap the tip of your index finger to the tip of your thumb… for a total of two (2) sets",
 * "five (5) repetitions", players "completing up to 800 actions per minute"), long Covid pacing pages (the energy
 * envelope, post-exertional malaise, a heart-rate cap), hospital physiotherapy video transcripts (the Cambridge early knee
 * exercise series with frame timecodes), yoga and Pilates class transcripts and their published SRT/WebVTT files,
 * bartending guides (dry shake and wet shake, "shake hard for ten to fifteen seconds", thirty stirs), phone force-restart
 * guides ("press and hold… for about ten seconds", the five-press emergency call), woodworking glue-up guides (cauls,
 * clamps a quarter turn at a time, squeeze-out, open time), and Sicilian, Bavarian, Setswana, Afaan Oromo and Sranan
 * Tongo pages: a Catania physiotherapist's neck programme in Sicilian in the plainest WebVTT ("cincu secunni. Deci
 * voti", "Vinti secunni pi ogni latu", "Dui serii di dudici", new); a Munich physiotherapist's knee programme in Bavarian
 * in Windows SRT ("Zehn Moi, nacha 's ander Bein", "Zwoa Sätz zu acht", "Zehn pro Seitn", "Dreißg Sekundn, und des
 * dreimoi", new); a Gaborone physiotherapist's shoulder programme in Setswana auto-captions ("makgetlo a le lesome",
 * "disete di le pedi tsa makgetlo a le lesome le bobedi", "metsotswana e le masome a mabedi mo letlhakoreng lengwe le
 * lengwe", new); an Adama physiotherapist's low back programme in Afaan Oromo in WebVTT with voice spans and NOTE
 * blocks ("sekondii shan qabadhaa. Yeroo kudhan", "Marsaa lama, yeroo kudhan kudhan", "Gama tokkoon tokkoon yeroo
 * saddeet", new); a Paramaribo physiotherapist's balance class in Sranan Tongo in SRT ("Tutenti sekonde, dan a tra
 * futu", "Tin stap", "Tu seti fu twarfu tron", "Tin tron", new); a surgeon leading the theatre team's micro-breaks
 * between the steps of an operation ("Clip, please", "two clips on the stay side", "an hour and ten"); a gamer's
 * hand and wrist warm-up before ranked games in auto-captions ("three hundred apm", "best of three", "ping is twenty",
 * "this does not count as leg day"); a physio and a patient in a long Covid pacing session ("battery… out of ten", "heart
 * rate under a hundred and ten", "just five today, not ten", "two minutes' rest", "log it… one to ten"); a grandfather's
 * falls exercises at the kitchen worktop counted, wrongly, by his granddaughter ("one, two, three, seven, ten!", "two
 * biscuits, not ten") — and three traps with no exercise done by a person that still give reps, holds, sets, presses,
 * squeezes and exercise names: a bartender's shaking lesson ("shake hard for ten to fifteen seconds", "basically a
 * shoulder workout, three sets a night", "two shakes", "thirty stirs"), a phone force-restart guide in auto-captions
 * ("press and hold… for about ten seconds", "try it three times", "the side button five times", "doing squats while you
 * wait") and a woodworker's tabletop glue-up ("five oak planks", "press down with the cauls", "a quarter turn at a time",
 * "six clamps", "squeeze-out", "that lift was a deadlift"). Each case names moves or activities in passing ("lu palluni e
 * la natazioni", "Skifahrn und Bergsteign", "kgwele ya dinao le netball", "kubbaa miilaa fi fiigichaa", "bal prei nanga
 * fietsi", squats in scrubs, leg day, the school run, a soldier's marching, a shoulder workout, squats, a deadlift) that
 * must not start a segment. Written before the engine was run on them even once: never tuned on.
 *
 * Marks are the labeller's judgement: a common standard exercise name in lower case English when the move is a standard
 * exercise (named or described, in any language: pulling the chin back to make a double chin ("tirati lu mentu arreri")
 * the chin tuck, the ear taken towards the shoulder ("Purtati l'aricchia versu la spadda") the neck side bend, turning the
 * shoulders backwards ("Firriati li spaddi arreri", the surgeon's "shoulder rolls backwards") the shoulder roll, squeezing
 * the shoulder blades together ("Stringiti li scapuli", "gatelela marapo a magetla kwa morago") the scapular squeeze,
 * lifting the straight leg lying with the other knee up ("'s ander Bein ganz gstreckt aufheem") the straight leg raise,
 * standing up from the chair without the hands ("Steh vom Stuih auf, ohne de Händ", "opo komoto fu a sturu sondro fu
 * yepi nanga yu anu") the sit to stand, stepping up onto the bottom stair and down ("Auf de unterste Stufn nauf und
 * wieder obe") the step up, sliding down the wall and holding ("Mit'm Buckl an d'Wand, a bissl in d'Knia geh und hoidn")
 * the wall sit, walking the fingers up the wall ("tsamaisa menwana mo loboteng") the wall walk, pulling a band apart
 * with both hands ("tshwara rekere ka diatla tse pedi o e gogele kwa ntle") the band pull apart, the arm pulled across
 * the chest ("tsaya letsogo o le gogele mo sehubeng") the cross body shoulder stretch, pressing the lower back into the
 * floor lying with the knees bent ("dugda gadii lafatti cinqisaa") the pelvic tilt, lifting the hips lying on the back
 * ("mudhii ol kaasaa") the glute bridge, both knees let down to the left and the right ("gara bitaatti fi gara mirgaatti
 * gadi dhiisaa") the lower trunk rotation, the back lifted like a cat on hands and knees and let down ("Dugda akka adurree
 * ol qabaa, booda gadi buusaa") the cat cow, standing on one foot holding the chair ("opo wan futu, tan so") or "standing
 * on one leg" the single leg balance, walking on a line heel in front of the other foot's toes ("waka tapu wan lini") the
 * tandem walk, rising onto the toes ("opo go tapu yu futufinga", "heel raises", "up onto your toes") the calf raise, the
 * head turned to the left and the right the neck rotation, squeezing the buttocks the glute sets, pulling the fingers
 * back palm up the wrist flexor stretch and palm down the wrist extensor stretch, breathing into the tummy the
 * diaphragmatic breathing, lifting one knee then the other seated the seated march, "little squats, bottom back like
 * sitting on a chair, not too far" the mini squat, marching on the spot holding on the standing march), else the
 * speaker's words ("finger taps", "finger spreads"). A move done on one side then the other is one segment with side
 * "each", as are "pi ogni latu", "nacha 's ander Bein", "pro Seitn", "mo letlhakoreng lengwe le lengwe", "gama tokkoon
 * tokkoon", "dan a tra futu", "each way", "each hand" and "then the other leg"; "Dui serii di dudici", "Zwoa Sätz zu
 * acht", "disete di le pedi tsa makgetlo a le lesome le bobedi", "Marsaa lama, yeroo kudhan kudhan" (two rounds, ten
 * each), "Tu seti fu twarfu tron" and "two sets each hand" are sets; "Dreißg Sekundn, und des dreimoi" is 3 reps of a 30 s
 * hold; "tiniti cincu secunni. Deci voti", "sekondii shan qabadhaa. Yeroo kudhan" and "hold for five seconds… Five of
 * those" are reps of a hold; "Tin stap" (ten steps) is 10 reps; a timed block ("Vinti secunni", "Thirty seconds", "for
 * one minute", "fifteen seconds each hand", "ten seconds, then the other leg") is a hold; Sicilian, Bavarian, Setswana,
 * Oromo and Sranan number words read as their numbers (cincu 5, deci 10, dudici 12, vinti 20; acht 8, zehn 10, dreißg
 * 30; lesome 10, lesome le bobedi 12, masome a mabedi 20; shan 5, saddeet 8, kudhan 10; tin 10, twarfu 12, tutenti 20),
 * "voti", "Moi", "makgetlo", "yeroo" and "tron" are times; dosage only when it is said for that move, and "just five
 * today, not ten" is 5 reps. Breaths, breathing counts ("in… for four, out… for six"), frequencies ("ogni jornu",
 * "jeden zwoatn Dog", "gabedi ka letsatsi", "guyyaa guyyaan", "ibri dei", "every morning", "every twenty to forty
 * minutes", "same again on Thursday"), the theatre's minutes, clips and hours, the gamer's apm, games and ping, the pacing
 * scores, heart rates and minutes of rest, the child's counting, the biscuits and the traps' seconds, sets, shakes, stirs,
 * presses, turns, clamps, minutes and hours are no dose; talk, theatre talk between the breaks, rest and a chat about
 * leg day stay outside every segment.
 */
import type { CaptionCaseSpec } from './case-spec';

export const captionScriptsHeldOut25: CaptionCaseSpec[] = [
  {
    name: 'captions-heldout25-sicilian-coddu-vtt',
    kind: 'captions',
    title: 'Mali di coddu? Quattru esercizi a casa | Fisioterapista (in sicilianu)',
    description:
      'Esercizi facili pi lu coddu e li spaddi. Si lu vrazzu si addummisci o lu duluri crisci, jiti nni lu dutturi.',
    style: 'vtt',
    items: [
      'Salutamu a tutti! Iu sugnu Turi, fisioterapista a Catania. Oggi facemu quattru esercizi pi lu coddu.',
      "Tanti m'addumannanu di lu palluni e di la natazioni. Nni parramu n'autra vota.",
      { ex: 'chin tuck', dosage: { reps: 10, hold_seconds: 5 } },
      'Lu primu. Assittati dritti, tirati lu mentu arreri, comu pi fari lu doppiu mentu, e tiniti cincu secunni. Deci voti.',
      { pause: 75 },
      { ex: 'neck side bend', dosage: { hold_seconds: 20, side: 'each' } },
      "Lu secunnu. Purtati l'aricchia versu la spadda, chianu chianu. Vinti secunni pi ogni latu.",
      { pause: 50 },
      { ex: 'shoulder roll', dosage: { reps: 10 } },
      'Lu terzu. Firriati li spaddi arreri, granni e lenti. Deci voti.',
      { pause: 35 },
      { ex: 'scapular squeeze', dosage: { sets: 2, reps: 12 } },
      "L'urtimu. Stringiti li scapuli una versu l'àutra, e lassati. Dui serii di dudici.",
      { pause: 70 },
      { end: true },
      'Facitili ogni jornu, macari a lu travagghiu davanti a lu computer. Grazzi e a prestu!',
    ],
  },
  {
    name: 'captions-heldout25-bavarian-knia-srt-windows',
    kind: 'captions',
    title: 'Knia kaputt? Vier Übungen dahoam | Physiotherapeut (auf Boarisch)',
    description: "Oafache Übungen fürs Knia. Wenn's Knia dick werd oder recht weh duad, gehts zum Doktor.",
    style: 'srt-windows',
    items: [
      "Servus mitanand! I bin da Sepp, Physiotherapeut z'Minga. Heid mach ma vier Übungen fürs Knia.",
      "Vui Leid frogn mi wega'm Skifahrn und wega'm Bergsteign. Des mach ma a anders Moi.",
      { ex: 'straight leg raise', dosage: { reps: 10, side: 'each' } },
      "De erste. Leg di auf'n Buckl, oa Bein aufgstellt, und 's ander Bein ganz gstreckt aufheem. Zehn Moi, nacha 's ander Bein.",
      { pause: 80 },
      { ex: 'sit to stand', dosage: { sets: 2, reps: 8 } },
      'De zwoate. Steh vom Stuih auf, ohne de Händ, und setz di wieder hi. Zwoa Sätz zu acht.',
      { pause: 90 },
      { ex: 'step up', dosage: { reps: 10, side: 'each' } },
      'De dritte. Auf de unterste Stufn nauf und wieder obe. Zehn pro Seitn.',
      { pause: 75 },
      { ex: 'wall sit', dosage: { reps: 3, hold_seconds: 30 } },
      "De letzte. Mit'm Buckl an d'Wand, a bissl in d'Knia geh und hoidn. Dreißg Sekundn, und des dreimoi.",
      { pause: 120 },
      { end: true },
      'Machts des jeden zwoatn Dog. Pfiat eich und bis boid!',
    ],
  },
  {
    name: 'captions-heldout25-setswana-legetla-auto',
    kind: 'captions',
    title: 'Botlhoko jwa legetla? Diikatiso di le nne kwa gae | Physio (ka Setswana)',
    description:
      'Diikatiso tse di bonolo tsa legetla. Fa botlhoko bo oketsega kgotsa letsogo le sa kgone go tsamaya, etela ngaka.',
    style: 'vtt-auto',
    items: [
      'dumelang botlhe ke nna kgomotso ke physiotherapist kwa gaborone gompieno re dira diikatiso di le nne tsa legetla',
      'batho ba le bantsi ba mpotsa ka kgwele ya dinao le netball re tla bua ka tsone ka nako e nngwe',
      { ex: 'wall walk', dosage: { reps: 10 } },
      'boikatiso jwa ntlha tsamaisa menwana mo loboteng o ye kwa godimo ka bonya mme o boele kwa tlase makgetlo a le lesome',
      { pause: 70 },
      { ex: 'band pull apart', dosage: { sets: 2, reps: 12 } },
      'jwa bobedi tshwara rekere ka diatla tse pedi o e gogele kwa ntle go fitlha e ama sehuba disete di le pedi tsa makgetlo a le lesome le bobedi',
      { pause: 80 },
      { ex: 'cross body shoulder stretch', dosage: { hold_seconds: 20, side: 'each' } },
      'jwa boraro tsaya letsogo o le gogele mo sehubeng metsotswana e le masome a mabedi mo letlhakoreng lengwe le lengwe',
      { pause: 50 },
      { ex: 'scapular squeeze', dosage: { reps: 10 } },
      'jwa bone gatelela marapo a magetla kwa morago mmogo o bo o a lesa makgetlo a le lesome',
      { pause: 40 },
      { end: true },
      'dirang se gabedi ka letsatsi ke a leboga le sale sentle',
    ],
  },
  {
    name: 'captions-heldout25-oromo-dugda-vtt-rich',
    kind: 'captions',
    title: 'Dhukkubbii dugdaa? Sochii qaamaa afur mana keessatti | Fiziyooteraappii (Afaan Oromoo)',
    description: "Sochiiwwan salphaa dugdaaf. Dhukkubbiin gara miilaatti yoo gadi bu'e, ogeessa fayyaa mariisisaa.",
    style: 'vtt-rich',
    items: [
      "Akkam jirtu hundi keessan! Ani Caaltuu dha, ogeettii fiziyooteraappii Adaamaa irraa. Har'a sochii qaamaa afur dugdaaf hojjenna.",
      "Namoonni baay'een waa'ee kubbaa miilaa fi fiigichaa na gaafatu. Isa yeroo biraa haasofna.",
      { ex: 'pelvic tilt', dosage: { reps: 10, hold_seconds: 5 } },
      'Tokkoffaa: dugdaan ciisaa, jilba dachaafadhaa, dugda gadii lafatti cinqisaa, sekondii shan qabadhaa. Yeroo kudhan.',
      { pause: 70 },
      { ex: 'glute bridge', dosage: { sets: 2, reps: 10 } },
      'Lammaffaa: akkasuma ciisaa, mudhii ol kaasaa, suutaan gadi buusaa. Marsaa lama, yeroo kudhan kudhan.',
      { pause: 85 },
      { ex: 'lower trunk rotation', dosage: { reps: 8, side: 'each' } },
      'Sadaffaa: jilba lamaan walitti qabaa, gara bitaatti fi gara mirgaatti gadi dhiisaa. Gama tokkoon tokkoon yeroo saddeet.',
      { pause: 60 },
      { ex: 'cat cow', dosage: { reps: 10 } },
      'Afraffaa: harkaa fi jilbaan lafa qabadhaa. Dugda akka adurree ol qabaa, booda gadi buusaa. Yeroo kudhan.',
      { pause: 55 },
      { end: true },
      'Guyyaa guyyaan hojjedhaa. Galatoomaa, nagaan turaa!',
    ],
  },
  {
    name: 'captions-heldout25-sranan-balans-srt',
    kind: 'captions',
    title: 'Tan steifi tapu yu futu: fo oefening gi balans | Fysiotherapeut (na Sranantongo)',
    description: 'Oefening gi owru sma, so taki den no e fadon. Hori wan sturu noso a tafra krosbei.',
    style: 'srt',
    items: [
      'Odi odi ala sma! Mi na Sonja, fysiotherapeut na Paramaribo. Tide wi e du fo oefening gi balans.',
      'Furu sma e aksi mi fu bal prei nanga fietsi. Wi o taki fu dati wan tra leisi.',
      { ex: 'single leg balance', dosage: { hold_seconds: 20, side: 'each' } },
      'A fosi wan: hori a sturu, opo wan futu, tan so. Tutenti sekonde, dan a tra futu.',
      { pause: 55 },
      { ex: 'tandem walk', dosage: { reps: 10 } },
      'A di fu tu: waka tapu wan lini, a hiri fu wan futu na fesi a futufinga fu a tra futu. Tin stap.',
      { pause: 45 },
      { ex: 'calf raise', dosage: { sets: 2, reps: 12 } },
      'A di fu dri: opo go tapu yu futufinga, dan saka baka. Tu seti fu twarfu tron.',
      { pause: 65 },
      { ex: 'sit to stand', dosage: { reps: 10 } },
      'A di fu fo: opo komoto fu a sturu sondro fu yepi nanga yu anu, dan sidon baka. Tin tron.',
      { pause: 60 },
      { end: true },
      'Du den ibri dei. Grantangi, te wan tra leisi!',
    ],
  },
  {
    name: 'captions-heldout25-theatre-micro-breaks-vtt-rich',
    kind: 'captions',
    title: 'Stretching Between Steps: Micro-Breaks for Surgeons (Filmed in Theatre, Team Only)',
    description:
      "Filmed with the team's consent during a long laparoscopic list; no patient shown. Ninety-second micro-breaks every 20–40 minutes, done without leaving the sterile field.",
    style: 'vtt-rich',
    items: [
      "Okay team, we're about forty minutes in and the camera's parked, so first micro-break. Stay sterile, hands on your chest.",
      "Can we pause the music? Thanks. And nobody's doing squats in scrubs, I promise.",
      { ex: 'neck rotation', dosage: { reps: 5, side: 'each' } },
      'Neck first. Turn your head slowly to the left, and back, and to the right. Five each way.',
      { pause: 25 },
      { ex: 'shoulder roll', dosage: { reps: 5 } },
      'Now shoulder rolls backwards, big and slow, squeezing the blades together at the back. Five.',
      { pause: 15 },
      { end: true },
      'Right, back to it. Clip, please. Thank you. Suction.',
      "Camera a little higher. Lovely. That's the artery, two clips on the stay side.",
      { pause: 40 },
      "Second micro-break, we're at an hour and ten. Lower body this time.",
      { ex: 'glute sets', dosage: { reps: 5, hold_seconds: 5 } },
      'Squeeze your buttocks, hold for five seconds, and let go. Five of those.',
      { pause: 40 },
      { ex: 'calf raise', dosage: { reps: 10 } },
      'Now up onto your toes and down again, slowly. Ten.',
      { pause: 20 },
      { end: true },
      'Good. Specimen bag, please, and then we close.',
      'Ninety seconds, every twenty to forty minutes. Your neck will thank you at the end of the list.',
    ],
  },
  {
    name: 'captions-heldout25-esports-gamer-warmup-auto',
    kind: 'captions',
    title: 'Pro Gamer Warm-Up Before Ranked (5 Minutes, Hands & Wrists) | Esports Physio Routine',
    description: 'Do this before you queue. Not medical advice – if your wrist goes numb or tingly, see a physio.',
    style: 'vtt-auto',
    items: [
      "yo what's up chat before we queue ranked tonight we're doing the warm-up my physio gave me",
      'last season i was hitting like three hundred apm every game and my wrist was cooked so we do this properly now',
      { ex: 'finger taps', dosage: { sets: 2, side: 'each' } },
      'first one finger taps thumb to each fingertip tap tap tap tap then open the hand all the way two sets each hand',
      { pause: 25 },
      { ex: 'finger spreads', dosage: { reps: 5 } },
      'next finger spreads fingers together then spread them as wide as you can and back five times',
      { pause: 15 },
      { ex: 'wrist flexor stretch', dosage: { hold_seconds: 15, side: 'each' } },
      'wrist flexor stretch arm straight out palm up and gently pull the fingers back fifteen seconds each hand',
      { pause: 35 },
      { ex: 'wrist extensor stretch', dosage: { hold_seconds: 15, side: 'each' } },
      'flip it palm down and pull the back of the hand towards you that one is the extensor stretch fifteen seconds each hand',
      { pause: 35 },
      { end: true },
      'chat is asking if this counts as leg day no it does not',
      "okay best of three let's go ping is twenty we're good",
    ],
  },
  {
    name: 'captions-heldout25-long-covid-pacing-srt',
    kind: 'captions',
    title: 'Long Covid: Gentle Exercise With Pacing – A Physio Session (Filmed With Permission)',
    description:
      'Not a workout. Stay inside your energy envelope, and if you crash the next day (post-exertional malaise), drop back. Talk to your own clinician before starting.',
    style: 'srt',
    items: [
      "Hi Amira. Before we start, how's the battery today, out of ten?",
      'About a five. I did the school run this morning.',
      "Then we'll keep it short. Heart rate under a hundred and ten on your watch, and we stop if anything spikes.",
      { ex: 'diaphragmatic breathing' },
      'Breathing first. One hand on your tummy, in through your nose for four, and out through your mouth for six. Five breaths.',
      { pause: 40 },
      { ex: 'sit to stand', dosage: { reps: 5 } },
      'Now sit to stand from the chair, nice and slowly. Just five today, not ten.',
      { pause: 45 },
      { end: true },
      "How was that? — Fine. The watch says ninety-eight. — Good. Two minutes' rest, no rushing.",
      { pause: 30 },
      { ex: 'seated march', dosage: { hold_seconds: 60 } },
      'Seated marching. Lift one knee, then the other, for one minute.',
      { pause: 55 },
      { ex: 'calf raise', dosage: { reps: 10 } },
      'Last one. Hold the worktop and rise onto your toes. Ten, and stop sooner if you need to.',
      { pause: 35 },
      { end: true },
      "That's it. Same again on Thursday if tomorrow's okay. Log it in your diary, one to ten.",
    ],
  },
  {
    name: 'captions-heldout25-grandad-kitchen-counting-vtt',
    kind: 'captions',
    title: "Grandad's Kitchen Exercises After His Fall (Counted by Poppy, Age 5)",
    description:
      "My dad's physio exercises, filmed by me and counted (mostly) by my daughter. Always hold the worktop!",
    style: 'vtt',
    items: [
      'Are you counting for Grandad, Poppy? Yes! Good girl.',
      "The physio says I've to do these every morning, since I fell in the garden.",
      { ex: 'calf raise', dosage: { reps: 10 } },
      'First, heel raises at the worktop. Up on my toes, and down. Ten, the lady said.',
      'One, two, three, seven, ten! Done!',
      "That's not ten, Poppy. Let's count properly this time.",
      { pause: 25 },
      { ex: 'mini squat', dosage: { reps: 10 } },
      'Now little squats. Bottom back like sitting on a chair, not too far. Ten again.',
      { pause: 35 },
      { ex: 'standing march', dosage: { hold_seconds: 30 } },
      "Marching on the spot, holding on, thirty seconds. Poppy, you're marching too! I'm a soldier!",
      { pause: 25 },
      { ex: 'single leg balance', dosage: { hold_seconds: 10, side: 'each' } },
      'And the hard one. Standing on one leg, ten seconds, then the other leg.',
      { pause: 30 },
      { end: true },
      'Well done, Grandad! Can we have biscuits now? Two biscuits. Not ten.',
    ],
  },
  {
    name: 'captions-heldout25-trap-cocktail-shaking-srt',
    kind: 'captions',
    title: 'How to Shake a Cocktail Properly – Bartender Basics (Daiquiri, Whisky Sour, Martini)',
    description: 'Please drink responsibly. Over 18s only.',
    style: 'srt',
    items: [
      "Evening, I'm Leo. I've been behind bars, the good kind, for twelve years, and tonight it's all about shaking.",
      "Daiquiri first. Sixty mils of rum, thirty of lime, fifteen of sugar. Don't press the lime too hard or it goes bitter. Fill the tin with ice.",
      { pause: 20 },
      "Now shake hard for ten to fifteen seconds. Arms up, elbows in. It's basically a shoulder workout, three sets a night on a busy Friday.",
      { pause: 15 },
      'Whisky sour. We dry shake first, no ice, for the egg white, then a wet shake with ice. Two shakes, that is the rule.',
      { pause: 30 },
      "And the martini we don't shake, we stir. Thirty stirs, hold the spoon like a pencil, and keep the back of the spoon on the glass.",
      { pause: 40 },
      'Double strain, a twist of lemon, squeeze the peel over the top, and you are done. Cheers.',
    ],
  },
  {
    name: 'captions-heldout25-trap-phone-restart-auto',
    kind: 'captions',
    title: 'Phone Frozen? How to Force Restart Any Phone (Buttons Explained)',
    description: "A force restart doesn't delete anything. A factory reset does – back up first.",
    style: 'vtt-auto',
    items: [
      "hi everyone if your phone is frozen and the screen won't respond don't panic we're going to force restart it",
      'on most android phones press and hold the power button and volume down together for about ten seconds until it vibrates',
      { pause: 15 },
      'on an iphone press volume up let go press volume down let go then press and hold the side button for about ten seconds until you see the logo',
      { pause: 20 },
      "if it doesn't work the first time try it three times before you do anything else",
      'careful pressing the side button five times quickly calls emergency services so please not by accident',
      { pause: 10 },
      "and no i don't recommend doing squats while you wait for it to restart even though my brother swears it helps",
      'if nothing works a factory reset is the last resort two minutes and your phone is like new but back up first',
    ],
  },
  {
    name: 'captions-heldout25-trap-woodwork-glue-up-vtt',
    kind: 'captions',
    title: 'Gluing Up a Tabletop – Clamps, Cauls & Squeeze-Out | Woodworking Basics',
    description:
      'An oak tabletop from five boards. Use the glue your timber needs and follow the open time on the bottle.',
    style: 'vtt',
    items: [
      'Morning. Five oak planks, jointed and planed, and today we glue them up into a tabletop.',
      "Dry fit first. No glue, all the clamps on, and check it's flat. Alternate the clamps, one on top, one underneath.",
      { pause: 40 },
      "Glue on both edges, a thin even bead, and spread it out. You've got about ten minutes of open time.",
      { pause: 60 },
      'Clamp up. Press down with the cauls, hold them there, tighten each clamp a quarter turn at a time, and work from the middle out. Six clamps on a board this size.',
      { pause: 50 },
      "See the squeeze-out? Little beads all along the joint, that's what we want. Leave it twenty minutes and scrape it when it's rubbery.",
      { pause: 30 },
      "Leave it clamped at least an hour, and don't stress the joint for twenty-four. My back says that lift was a deadlift, but nobody's training here.",
    ],
  },
];
