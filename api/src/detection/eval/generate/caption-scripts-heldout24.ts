/**
 * Twenty-fourth held-out caption batch (heldout24), after public patellofemoral knee pain pages (the wall sit "hold for
 * 30 seconds… 3 times", step downs off the bottom stair), total knee replacement home-visit pages (heel slides, quads
 * over a towel, two speakers in one subtitle cue written with dialogue dashes, as broadcast subtitling guides write
 * them), seated workouts for wheelchair users (water bottles as weights, wheelchair push-ups for pressure relief, "♪"
 * music cues in the captions), online desk-yoga classes ("you're on mute", "can everyone see me?"), primary PE "Simon
 * says" warm-up pages, running watch voice prompts ("Lap five. Five minutes twelve per kilometre"), massage chair
 * reviews (rolling programmes, "zero gravity", intensity levels), decorators' painting guides (a W with the roller,
 * "keep a wet edge", two coats), beekeeping hive-inspection pages (frames, supers, the waggle dance) and Venetian,
 * Neapolitan, Silesian, Sundanese and Limburgish pages: a physio's patellofemoral knee pain programme in the plainest
 * WebVTT; a physio and her patient at a knee replacement home visit in SRT, both speakers in one cue with dialogue dashes
 * ("- Ten of those.\n- Ten. Right."); a seated wheelchair workout in WebVTT with cue ids, voice spans and "♪ upbeat
 * music ♪" cues while the moves are done, wheelchair basketball named in passing; a Venice physiotherapist's back
 * programme in Venetian in Windows SRT ("Diese volte", "Vinti secondi, po cambiè gamba", "Do serie de oto par parte",
 * new); a Naples physiotherapist's hip programme in Neapolitan auto-captions ("dieci vote pe' parte", "dudece vote pe'
 * gamma", "trenta secondi pe' parte", new); a Katowice physiotherapist's shoulder programme in Silesian ("Trzidziści
 * sekund", "Dwadziścia sekund, trzi razy", "Dwie serie po dwanoście razy", new); a Bandung physiotherapist's low back
 * programme in Sundanese in WebVTT with voice spans and NOTE blocks ("Sapuluh kali", "Tahan dua puluh detik, teras
 * gentos suku", "Dalapan kali unggal sisi", new); a Maastricht physiotherapist's balance class in Limburgish SRT
 * ("Dertig seconde, dan 't anger bein", "Tien stappe", "Twie series van vieftien", new); a desk-yoga class on a video
 * call with a colleague on mute and a cat on the keyboard between the moves; a PE teacher's "Simon says" warm-up in
 * auto-captions with a "touch your toes" that Simon did not say; a runner's post-run stretches with the watch's voice
 * prompts between them — and three traps with no exercise done by a person that still give reps, holds, sets and
 * exercise names: a massage chair review in auto-captions ("three sets of rolling on your back", "holds thirty seconds
 * on each calf", "I didn't do a single sit-up"), a decorator painting a wall ("three passes in a W", "ten strokes per
 * section", "two coats", "it's not a shoulder press but it feels like one") and a beekeeper's hive inspection ("lift each
 * frame and hold it up for ten seconds", "ten frames in this box", "two supers", "she repeats the waggle run twenty
 * times", "don't squat in front of the entrance"). Each case names moves or activities in passing (running, jumping
 * lunges and deep squats, the squats class and the gym bike, burpees and wheelchair basketball, "el remo e la bicicleta",
 * "'o pallone e 'a corsa", "fusbal i kolo", "maén bal sareng lumpat", "fietse en carnaval dansje", sun salutations and
 * burpees in the chat, strides and Saturday's parkrun, sit-ups, a shoulder press, a squat at the hive) that must not
 * start a segment. Written before the engine was run on them even once: never tuned on.
 *
 * Marks are the labeller's judgement: a common standard exercise name in lower case English when the move is a standard
 * exercise (named or described, in any language: sliding down the wall and holding the wall sit, lowering the other heel
 * off the bottom stair the step down, lying on the side lifting the top leg the side lying hip abduction, sliding the
 * heel up towards the bottom the heel slide, pressing the back of the knee into the bed the quad sets, lifting the
 * straight leg the straight leg raise, standing up from the chair without the hands the sit to stand, small circles
 * with the arms out the arm circles, pulling the band apart the band pull apart, pressing water bottles overhead the
 * overhead press, twisting in the chair the seated spinal twist, pushing down on the armrests to lift the bottom the
 * wheelchair push up, lifting the bottom lying on the back ("alsè el culo", "aizate 'o culo", "angkat bujur") the glute
 * bridge, a knee pulled to the chest ("Tirè un zenocio verso el peto", "tarik hiji tuur kana dada") the knee to chest,
 * arching like a cat and dipping like a cow on all fours the cat cow, an arm and the opposite leg on all fours the bird
 * dog, opening the top knee lying on the side the clamshell, lifting the thigh to the side standing ("aiza 'a coscia 'e
 * fianco") the standing hip abduction, a knee on the floor pushing the hip forward the hip flexor stretch, letting the
 * arm hang and making small circles the pendulum, walking the fingers up the wall the wall walk, forearms on the door
 * frame stepping forward the doorway pec stretch, squeezing the shoulder blades the scapular squeeze, both knees rolled
 * to the left and the right the lower trunk rotation, the bottom on the heels with the arms forward the child's pose,
 * standing on one leg the single leg balance, walking heel to toe on a line the tandem walk, rising on the toes the calf
 * raise, arching and rounding the back in the chair the seated cat cow, the fingers laced behind the back the chest
 * stretch, the ankle on the other knee leaning forward the seated figure four stretch, star jumps the jumping jacks,
 * hopping on one leg the single leg hop, the heel pulled to the bottom standing the standing quad stretch, the straight
 * leg on a bench leaning forward the hamstring stretch, the back leg straight with the heel down at a post the calf
 * stretch, swinging the leg front to back the leg swings), else the speaker's words ("seated punches", "wrist
 * circles", "frog jumps"). A move done on one side then the other is one segment with side "each", as are "ten each
 * side", "fifteen each side", "on each leg", "po cambiè gamba", "par parte", "pe' parte", "pe' gamma", "teras gentos
 * suku", "unggal sisi", "dan 't anger bein", "ten each way", "five hops, then the other leg", "thirty seconds each
 * side" and "ten each leg"; "two sets of ten", "Do serie de oto", "Dwie serie po dwanoście razy", "Twie series van
 * vieftien" and "two sets of fifteen" are sets; "Hold for thirty seconds. Do that three times.", "Dwadziścia sekund,
 * trzi razy" and "Tahan tilu puluh detik, tilu kali" are 3 reps of a hold; "Hold for five seconds… Ten", "tegnì sinque
 * secondi. Diese volte", "tiene cinche secondi dieci vote" and "Hold for three, and down. Eight of those." are reps of a
 * hold; "Tien stappe" (ten steps) is 10 reps; a timed block ("Thirty seconds", "Trzidziści sekund", "hold a plank for
 * twenty seconds") is a hold; dosage only when it is said for that move. Degrees, frequencies ("twice a day", "do
 * volte al giorno", "ogne juorno", "dwa razy na dziyń", "unggal dinten", "elke daag", "every hour", "every PE lesson"),
 * the music cues, the watch's laps, minutes and kilometres, the call's minutes, the chair's sets, levels and seconds, the
 * decorator's passes, strokes, coats and hours and the beekeeper's frames, seconds, supers and waggle runs are no dose;
 * talk, a music cue between moves, an interruption, a watch prompt or a move Simon did not say stays outside every
 * segment.
 */
import type { CaptionCaseSpec } from './case-spec';

export const captionScriptsHeldOut24: CaptionCaseSpec[] = [
  {
    name: 'captions-heldout24-plain-kneecap-pain-vtt',
    kind: 'captions',
    title: "Pain at the Front of the Knee? 4 Exercises for Runner's Knee (Patellofemoral Pain)",
    description:
      'Exercises for patellofemoral pain. A little discomfort is okay; sharp pain or swelling means see a physio in person.',
    style: 'vtt',
    items: [
      "Hi, I'm Laura, I'm a physiotherapist, and today's video is for anyone with pain around the kneecap, especially on stairs.",
      "You don't have to stop running altogether, but I'd leave the jumping lunges and deep squats out for a few weeks.",
      { ex: 'wall sit', dosage: { reps: 3, hold_seconds: 30 } },
      'First, a wall sit. Back against the wall, slide down until your knees are bent about forty-five degrees. Hold for thirty seconds. Do that three times.',
      { pause: 110 },
      { ex: 'clamshell', dosage: { reps: 10, side: 'each' } },
      'Next, clamshells. Lie on your side, knees bent, feet together, and open the top knee like a book. Ten each side.',
      { pause: 60 },
      { ex: 'step down', dosage: { sets: 2, reps: 10, side: 'each' } },
      'Now step downs off the bottom stair. Stand on the step and slowly lower the other heel to the floor, keeping the knee over your toes. Two sets of ten on each leg.',
      { pause: 140 },
      { ex: 'side lying hip abduction', dosage: { reps: 15, side: 'each' } },
      'Last, lie on your side with the bottom knee bent and lift the top leg up and slightly back. Fifteen each side.',
      { pause: 75 },
      { end: true },
      'Do these every other day for six weeks, and let me know in the comments how the stairs feel.',
    ],
  },
  {
    name: 'captions-heldout24-two-speakers-dashes-srt',
    kind: 'captions',
    title: 'Knee Replacement Rehab at Home – Physio Home Visit, Week 3',
    description:
      'Filmed with kind permission of Mr Jones on a home visit three weeks after his knee replacement. Follow your own surgeon and physio.',
    style: 'srt',
    items: [
      "- Morning, Mr Jones. How's the new knee?\n- Stiff first thing. Better than last week.",
      "- Did you try the bike at the gym?\n- No. My wife's squats class was enough for me, just watching.",
      { ex: 'heel slide', dosage: { reps: 10 } },
      "- Let's start on the bed with heel slides. Slide your heel up towards your bottom, and back down. Ten of those.\n- Ten. Right.",
      { pause: 70 },
      { ex: 'quad sets', dosage: { reps: 10, hold_seconds: 5 } },
      '- Now press the back of your knee down into the towel. Hold for five seconds.\n- How many?\n- Ten.',
      { pause: 80 },
      { ex: 'straight leg raise', dosage: { sets: 2, reps: 10 } },
      "- Tighten the thigh and lift the whole leg straight. Two sets of ten.\n- Ooh. That's the hard one.",
      { pause: 100 },
      { ex: 'sit to stand', dosage: { reps: 8 } },
      '- Last one. Stand up from the chair without using your hands, and sit back down slowly. Eight times.\n- Eight.',
      { pause: 60 },
      { end: true },
      "- Same time next week?\n- Yes. And I'll do them three times a day, like the sheet says.",
    ],
  },
  {
    name: 'captions-heldout24-wheelchair-music-cues-vtt-rich',
    kind: 'captions',
    title: 'Seated Upper Body Workout for Wheelchair Users – 15 Minutes, No Equipment',
    description:
      'A seated workout using two water bottles. Lock your brakes first. If you have a shoulder injury, check with your physio.',
    style: 'vtt-rich',
    items: [
      "Hey everyone, I'm Jordan. Brakes on, sit up tall, and grab two water bottles. My mate plays wheelchair basketball and he does this before every session.",
      "No burpees here, I promise. Let's go.",
      '♪ upbeat music ♪',
      { ex: 'arm circles', dosage: { hold_seconds: 30 } },
      'Arms out to the side, small circles forward. Thirty seconds.',
      '♪ upbeat music ♪',
      { pause: 25 },
      { ex: 'seated punches', dosage: { reps: 20 } },
      'Punches across the body, alternate arms, keep your core tight. Twenty punches.',
      '♪ upbeat music ♪',
      { pause: 25 },
      { end: true },
      '♪ music fades ♪',
      "Quick sip of water if you need it. That's what the bottles are for.",
      { ex: 'overhead press', dosage: { reps: 12 } },
      'Bottles at your shoulders, press them up overhead, and back down. Twelve.',
      '♪ upbeat music ♪',
      { pause: 35 },
      { ex: 'seated spinal twist', dosage: { reps: 10, side: 'each' } },
      'Hold one bottle at your chest and twist to the left, then to the right. Ten each side.',
      { pause: 45 },
      { ex: 'wheelchair push up', dosage: { reps: 8, hold_seconds: 3 } },
      'Last one. Hands on the armrests, push down and lift your bottom off the seat. Hold for three, and down. Eight of those.',
      '♪ upbeat music ♪',
      { pause: 50 },
      { end: true },
      'Nice work. Do this three times a week and tell me in the comments how your shoulders feel.',
    ],
  },
  {
    name: 'captions-heldout24-venetian-schena-srt-windows',
    kind: 'captions',
    title: 'Mal de schena? Quatro esercissi a casa | Fisioterapista (in venessian)',
    description: 'Esercissi fassili par la schena. Se el dolor el va zo par la gamba, andè dal dotor.',
    style: 'srt-windows',
    items: [
      'Bongiorno a tuti. Mi son Marco, fisioterapista a Venessia. Ancuo femo quatro esercissi par la schena.',
      'In tanti me domanda del remo e de la bicicleta. Ghe ne parlemo n’altra volta.',
      { ex: 'glute bridge', dosage: { reps: 10, hold_seconds: 5 } },
      'El primo. Destirà su la schena, coi zenoci piegà, alsè el culo e tegnì sinque secondi. Diese volte.',
      { pause: 75 },
      { ex: 'knee to chest', dosage: { hold_seconds: 20, side: 'each' } },
      'El secondo. Tirè un zenocio verso el peto. Vinti secondi, po cambiè gamba.',
      { pause: 50 },
      { ex: 'cat cow', dosage: { reps: 10 } },
      'El terso. A quatro sampe, fè la gobeta come un gato, e po zo co la pansa come na vaca. Diese volte.',
      { pause: 55 },
      { ex: 'bird dog', dosage: { sets: 2, reps: 8, side: 'each' } },
      "L'ultimo. A quatro sampe, alsè un brasso e la gamba contraria. Do serie de oto par parte.",
      { pause: 100 },
      { end: true },
      'Fèli do volte al giorno. Grassie e ciao!',
    ],
  },
  {
    name: 'captions-heldout24-neapolitan-anca-auto',
    kind: 'captions',
    title: "Dulore all'anca? Quatto esercizie a casa | Fisioterapista (in napulitano)",
    description: "Esercizie facile pe' l'anca. Si 'o dulore scenne p' 'a gamma, iate addu 'o miedeco.",
    style: 'vtt-auto',
    items: [
      "salve a tutte quante so' gennaro fisioterapista a napule oje facimmo quatto esercizie pe' l'anca",
      "tanta gente me dummanna d'o pallone e d'a corsa ne parlammo n'ata vota",
      { ex: 'clamshell', dosage: { reps: 10, side: 'each' } },
      "'o primmo stiso 'e fianco 'e denocchie nzieme arape 'o denocchio 'e coppa comme a 'na vongola dieci vote pe' parte",
      { pause: 80 },
      { ex: 'glute bridge', dosage: { reps: 10, hold_seconds: 5 } },
      "'o secondo stiso 'ncoppa 'a schiena aizate 'o culo e tiene cinche secondi dieci vote",
      { pause: 75 },
      { ex: 'standing hip abduction', dosage: { reps: 12, side: 'each' } },
      "'o terzo all'erta tienete 'a seggia e aiza 'a coscia 'e fianco dudece vote pe' gamma",
      { pause: 70 },
      { ex: 'hip flexor stretch', dosage: { hold_seconds: 30, side: 'each' } },
      "l'urdemo 'nu denocchio 'nterra spigne l'anca annanze trenta secondi pe' parte",
      { pause: 65 },
      { end: true },
      "facitele ogne juorno grazie e ce vedimmo 'a prossima vota",
    ],
  },
  {
    name: 'captions-heldout24-silesian-ramiona-vtt',
    kind: 'captions',
    title: 'Boli ramię? Sztyry ćwiczynia we doma | Fizjoterapeutka (po ślōnsku)',
    description: 'Leki ćwiczynia na ramiona. Jak łapa drętwieje abo boli corŏz barzij, idźcie do dochtora.',
    style: 'vtt',
    items: [
      'Witejcie! Jo żech je Hanka, fizjoterapeutka ze Katowic. Dzisiej robiymy sztyry ćwiczynia na ramiona.',
      'Moc ludzi sie mie pyto ô fusbal i ô kolo. Ô tym pogŏdōmy inkszym razym.',
      { ex: 'pendulum', dosage: { hold_seconds: 30 } },
      'Piyrsze. Pochylcie sie, łapa niech wisi, i róbcie małe kōłka. Trzidziści sekund.',
      { pause: 35 },
      { ex: 'wall walk', dosage: { reps: 10 } },
      'Drugie. Palcami idźcie po ścianie do gōry jak pajōnk, i nazŏd na dōł. Dziesiyńć razy.',
      { pause: 75 },
      { ex: 'doorway pec stretch', dosage: { reps: 3, hold_seconds: 20 } },
      'Trzecie. Przedramiōna na futrynie, krok do przodku. Dwadziścia sekund, trzi razy.',
      { pause: 75 },
      { ex: 'scapular squeeze', dosage: { sets: 2, reps: 12 } },
      'Sztwarte. Ściśnijcie łopatki do siebie i puśćcie. Dwie serie po dwanoście razy.',
      { pause: 60 },
      { end: true },
      'Róbcie to dwa razy na dziyń. Dziynkuja i do usłyszynio!',
    ],
  },
  {
    name: 'captions-heldout24-sundanese-cangkeng-vtt-rich',
    kind: 'captions',
    title: 'Nyeri cangkéng? 4 latihan di bumi | Fisioterapis (basa Sunda)',
    description:
      'Latihan gampil kanggo nyeri cangkéng. Upami nyeri nepi ka suku atanapi beuki parah, mangga ka dokter.',
    style: 'vtt-rich',
    items: [
      'Sampurasun sadayana. Abdi Asep, fisioterapis ti Bandung. Dinten ieu urang latihan opat gerakan kanggo cangkéng.',
      'Seueur anu naros ngeunaan maén bal sareng lumpat. Engké urang bahas dina waktos sanés.',
      { ex: 'glute bridge', dosage: { reps: 10 } },
      'Kahiji: ngagolér nangkarak, tuur ditekuk, teras angkat bujur lalaunan. Sapuluh kali.',
      { pause: 50 },
      { ex: 'knee to chest', dosage: { hold_seconds: 20, side: 'each' } },
      'Kadua: tarik hiji tuur kana dada. Tahan dua puluh detik, teras gentos suku.',
      { pause: 50 },
      { ex: 'lower trunk rotation', dosage: { reps: 8, side: 'each' } },
      'Katilu: tuur dihijikeun, gulingkeun ka kénca teras ka katuhu. Dalapan kali unggal sisi.',
      { pause: 50 },
      { ex: "child's pose", dosage: { reps: 3, hold_seconds: 30 } },
      'Kaopat: tuur dina lanté, bujur kana keuneung, panangan dipanjangkeun ka hareup. Tahan tilu puluh detik, tilu kali.',
      { pause: 100 },
      { end: true },
      'Lakukeun unggal dinten. Hatur nuhun, dugi ka tepang deui!',
    ],
  },
  {
    name: 'captions-heldout24-limburgish-evewich-srt',
    kind: 'captions',
    title: "Beter op de bein: veer oefeninge veur 't evewich | Fysiotherapeut (in 't Mestreechs)",
    description: "Oefeninge tegen vallen veur awwer lui. Hauw altied 'ne stoel of 't aanrech bij de hand.",
    style: 'srt',
    items: [
      "Gooje mörge allemaol. Ich bin Sjra, fysiotherapeut in Mestreech. Vandaag doon veer veer oefeninge veur 't evewich.",
      'Väöl lui vraoge mich euver fietse en carnaval dansje. Daoveur is d’r ’n anger kier.',
      { ex: 'single leg balance', dosage: { hold_seconds: 30, side: 'each' } },
      "Ierste: gaot op ein bein stoon, hauw de stoel vas. Dertig seconde, dan 't anger bein.",
      { pause: 65 },
      { ex: 'tandem walk', dosage: { reps: 10 } },
      'Twiede: loupt op ein lien, de hak veur de teine van de anger voot. Tien stappe.',
      { pause: 45 },
      { ex: 'calf raise', dosage: { sets: 2, reps: 15 } },
      'Derde: gaot op de teine stoon en weer nao beneje. Twie series van vieftien.',
      { pause: 70 },
      { ex: 'sit to stand', dosage: { reps: 10 } },
      'Veerde: stoot op oet de stoel zonder de han, en gaot weer zitte. Tien kier.',
      { pause: 60 },
      { end: true },
      'Doot dit elke daag. Merci en tot de volgende kier!',
    ],
  },
  {
    name: 'captions-heldout24-video-call-desk-yoga-vtt',
    kind: 'captions',
    title: 'Desk Yoga on a Video Call – 10 Minutes for the Team (Recorded Session)',
    description:
      'Recorded from our Wednesday lunchtime team session. Cameras optional, chairs without wheels if you can.',
    style: 'vtt',
    items: [
      "Hi everyone, can everyone see me? Great. I'm Nina. Ten minutes, right in your chairs, no sun salutations, I promise.",
      "Someone's asked about burpees in the chat. No.",
      { ex: 'seated cat cow', dosage: { reps: 8 } },
      'Hands on your knees. Breathe in and arch your back, chest forward, then breathe out and round it. Eight of those.',
      { pause: 45 },
      { end: true },
      "Dave, you're on mute. We can see you, though. Hi Dave.",
      "And I think that's Priya's cat on the keyboard. Hello, cat.",
      { ex: 'chest stretch', dosage: { hold_seconds: 30 } },
      'Sit forward on your chair, lace your fingers behind your back and lift your chest. Thirty seconds.',
      { pause: 30 },
      { ex: 'seated figure four stretch', dosage: { hold_seconds: 30, side: 'each' } },
      'Now right ankle on your left knee, and lean forward with a long back. Thirty seconds each side.',
      { pause: 70 },
      { ex: 'wrist circles', dosage: { reps: 10, side: 'each' } },
      'Last, for all the typing. Wrist circles, ten each way.',
      { pause: 20 },
      { end: true },
      'Lovely. Stand up and move every hour, and see you next Wednesday.',
    ],
  },
  {
    name: 'captions-heldout24-simon-says-pe-auto',
    kind: 'captions',
    title: 'Simon Says PE Warm-Up for Kids | Active Classroom (Years 1–4)',
    description: 'A Simon Says warm-up to play in the hall or the classroom. Clear some space and listen carefully!',
    style: 'vtt-auto',
    items: [
      "good morning everyone it's simon says time listen carefully only do it if simon says",
      'no burpees today mr patel says we did enough on friday',
      { ex: 'jumping jacks', dosage: { reps: 10 } },
      "simon says ten star jumps let's count one two three four five six seven eight nine ten",
      { pause: 10 },
      { end: true },
      "touch your toes ha got you simon didn't say",
      "if you moved that's okay just sit down and watch one go",
      { ex: 'single leg hop', dosage: { reps: 5, side: 'each' } },
      'simon says hop on one leg five hops then the other leg',
      { pause: 15 },
      { ex: 'plank', dosage: { hold_seconds: 20 } },
      'simon says hold a plank for twenty seconds nice flat backs',
      { pause: 20 },
      { ex: 'frog jumps', dosage: { reps: 10 } },
      'simon says ten frog jumps big and bouncy',
      { pause: 20 },
      { end: true },
      "well done you're all warmed up we'll play again every pe lesson this term",
    ],
  },
  {
    name: 'captions-heldout24-post-run-watch-prompts-vtt',
    kind: 'captions',
    title: 'My Post-Run Stretch Routine (Filmed After an Easy 8K)',
    description: 'What I do after every run. Watch prompts left in because I forgot to turn them off!',
    style: 'vtt',
    items: [
      "Right, that was an easy eight k. No strides today, I'm saving the legs for Saturday's parkrun.",
      '[watch] Lap eight. Five minutes twelve per kilometre.',
      "Sorry, that's my watch. Let's stretch.",
      { ex: 'standing quad stretch', dosage: { hold_seconds: 30, side: 'each' } },
      'Hold the post, pull your heel to your bottom, knees together. Thirty seconds each side.',
      { pause: 65 },
      { end: true },
      '[watch] Activity saved. Total distance eight point zero one kilometres.',
      { ex: 'calf stretch', dosage: { hold_seconds: 30, side: 'each' } },
      'Hands on the post, back leg straight, heel down. Thirty seconds each side.',
      { pause: 65 },
      { ex: 'hamstring stretch', dosage: { hold_seconds: 30, side: 'each' } },
      'Heel on the bench, leg straight, and lean forward from the hips. Thirty seconds each side.',
      { pause: 65 },
      { ex: 'leg swings', dosage: { reps: 10, side: 'each' } },
      'And I finish with leg swings, front to back, ten each leg.',
      { pause: 30 },
      { end: true },
      '[watch] Recovery time, thirty-six hours.',
      "Thirty-six hours, thanks watch. That's it, see you Saturday.",
    ],
  },
  {
    name: 'captions-heldout24-trap-massage-chair-auto',
    kind: 'captions',
    title: 'Zero Gravity Massage Chair Review – Worth It? (3 Months Later)',
    description: 'Honest review after three months. Not sponsored, I paid for it myself. Links in the pinned comment.',
    style: 'vtt-auto',
    items: [
      "hey guys it's been three months with this massage chair so here's the honest review",
      'first the back programme it does three sets of rolling up and down your back then it holds thirty seconds on each shoulder blade',
      { pause: 30 },
      "then the legs it squeezes each calf ten times and holds for thirty seconds there's even a mode called stretch where it tips you back",
      { pause: 40 },
      'zero gravity recline is three levels and the intensity goes up to ten i keep it on six',
      { pause: 20 },
      "honestly it feels like a workout but i didn't do a single sit up the chair does everything",
      "worth it yes if you've got the space let me know your questions below",
    ],
  },
  {
    name: 'captions-heldout24-trap-decorator-roller-srt',
    kind: 'captions',
    title: 'How to Paint a Wall Like a Pro – Roller Technique, Cutting In & Two Coats',
    description: 'Trade tips from a decorator with 25 years on the tools. Use the paint your room needs.',
    style: 'srt',
    items: [
      "Right, I'm Gary, I've been decorating twenty-five years, and today we're painting this wall properly.",
      'Cut in first with the brush. Hold it like a pen, not a hammer, and do about a metre at a time along the ceiling line.',
      { pause: 60 },
      'Now load the roller, roll it out on the tray, and do three passes in a W, then fill it in. About ten strokes per section.',
      { pause: 90 },
      "Keep a wet edge, that's the secret. Reaching up like this isn't a shoulder press, but by the end of the day it feels like one.",
      { pause: 45 },
      'Two coats. Wait four hours between them, and open a window.',
    ],
  },
  {
    name: 'captions-heldout24-trap-beehive-inspection-vtt',
    kind: 'captions',
    title: 'Spring Hive Inspection – Frames, Brood & the Waggle Dance | Beekeeping Basics',
    description: 'A full inspection of one of our hives in April. Always wear a veil and work calmly.',
    style: 'vtt',
    items: [
      "Morning. I'm Ruth, and this is hive number three. Smoker's lit, veil on, and let's open it up.",
      "Don't squat down in front of the entrance, that's their flight path. Stand to the side.",
      { pause: 20 },
      'Lift each frame straight up and hold it up to the light for about ten seconds. There are ten frames in this box.',
      { pause: 90 },
      "Look, eggs. The queen's been laying. We'll add two supers this month.",
      { pause: 45 },
      "And there, on the comb, a forager doing the waggle dance. She'll repeat the waggle run twenty times to show the others where the flowers are.",
      { pause: 30 },
      'Close it up gently. Inspect every seven to ten days in spring.',
    ],
  },
];
