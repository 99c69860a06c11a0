/**
 * Eighteenth held-out caption batch (heldout18), after public pages on broadcast closed captioning (roll-up captions in
 * capitals, ">>" for a new speaker and ">>>" for a new story, "♪" for music), automatic meeting transcripts that number
 * their speakers, antenatal physio leaflets ("from week 16-20… avoid lying on your back"), vestibular rehabilitation fact
 * sheets (gaze stabilisation, Brandt-Daroff), reformer footwork and spring-setting guides, RAMP team warm-ups, CPR
 * guidance (30:2, 100–120 a minute), sourdough stretch-and-fold schedules ("4 to 6 sets… 30 minutes apart") and Welsh,
 * Icelandic, Kazakh and Basque exercise pages ("Ymestynnwch 5 gwaith bob ochr am 20-30 eiliad", "Gerðu 10 til 15
 * endurtekningar fyrir hvorn fót", "10 реттен"): a telehealth review six weeks after a knee replacement whose automatic
 * transcript labels the voices ">> SPEAKER 1:", ">> SPEAKER 2:" and ">> SPEAKER 3:" (the physio is speaker 2 and never
 * named as such, the patient's husband holds the camera and asks about the gym bike); a breakfast-television segment in
 * broadcast captions, all capitals, with ">>" and ">>>" markers, "♪♪", "[ LAUGHTER ]" and two-row roll-up cues in which
 * every cue repeats the line before it (so "FIFTEEN OF THOSE WHILE THE KETTLE BOILS." is shown again in the first cue of
 * the balance move), and a weather handover after the moves; a disco chair class whose "♪ … ♪" lyric lines sit between
 * and inside the moves ("♪ Five, six, seven, eight, everybody celebrate ♪"); an antenatal physio class (slow
 * pelvic-floor holds then quick flicks, two segments; "the Knack" a habit between them, no exercise; sixteen weeks and
 * the third trimester); a vestibular physio's home programme ("a two or three out of ten", "above a five", the Epley
 * manoeuvre named as a clinic treatment, "four lengths of the hallway"); a facial-therapy physio's Bell's palsy routine
 * in auto-captions, every move outside the usual lists; a reformer Pilates class that calls the springs for every move
 * ("three reds and a blue", "one red and one blue") and counts the hundred in breaths; a ladies' Gaelic football U16
 * warm-up in auto-captions with Irish words ("dia dhuit", "maith sibh", "maith an cailín", counting "a haon a dó a trí"
 * aloud) and pitch lines as distances ("out to the twenty one", "to the forty five"); a Welsh physiotherapist's chair
 * class ("Am funud", "Dwy set o wyth", "Deuddeg gwaith gyda phob coes", "Daliwch am ugain eiliad, wedyn newidiwch
 * goesau", new in captions), an Icelandic physiotherapist's knee programme ("Haltu í fimm sekúndur… Tíu sinnum", "Þrjú
 * sett af tíu", "Tólf sinnum með hvorum fæti", "Haltu í þrjátíu sekúndur og skiptu svo um fót", new in captions), a
 * Kazakh physiotherapist's knee programme in auto-captions with the Russian "подход" for a set ("бес секунд ұстаңыз он
 * рет", "екі подход он реттен", "отыз секунд ұстаңыз сосын екінші аяқ", new in captions) and a Basque physiotherapist's
 * shoulder programme ("hamar alde batera eta hamar bestera", "Bost aldiz", "Hiru serie hamarreko", "Eutsi hogei segundoz
 * eta aldatu besoa", new in captions) — and two traps with no exercise done that still give counts, rates and sets: a
 * paramedic's CPR night on manikins in auto-captions ("thirty compressions then two breaths", "a hundred to a hundred
 * and twenty a minute", counting "one and two and three and four") and a baker's sourdough stretch and folds ("repeat
 * four times. That's one set", "four sets, thirty minutes apart", "my arms get a workout kneading"). Each case names
 * moves or activities in passing ("nobody is doing burpees on breakfast television", "the gym bike… no kneeling", "the
 * Epley", "no roller coasters", "no chewing gum to exercise your face", "the jumpboard is Thursday's class", "before
 * you go near sprints", "Abba… bring your dancing shoes", "y dosbarth nofio a'r clwb cerdded", "sund og golf",
 * "велосипед пен жүзу", "padelari eta igeriketari") that must not start a segment. Written before the engine was run
 * on them even once: never tuned on.
 *
 * Marks are the labeller's judgement: a common standard exercise name in lower case English when the move is a
 * standard exercise (named or described, in any language: a heel on the footstool letting gravity straighten the knee
 * is the knee extension stretch, feet together with the eyes closed the romberg stance, walking while turning the head
 * the head turns while walking, fingers walking up the wall "armiarma bat bezala" the wall walk, bridging on the
 * reformer the glute bridge, circling the hips on a birth ball the hip circles, heels up in the chair the seated calf
 * raise, straightening the knee in the chair the long arc quad, slow and quick pelvic-floor squeezes the kegel), else
 * the speaker's words or a plain name for the move ("eyebrow raise", "gentle eye closure", "closed mouth smile", "lip
 * pucker", "seated punches" for "Boxing time… punch forward", "footwork", "elephant", "side splits"); a move done on one
 * side then the other is one segment with side "each", as are "ten forwards, then ten backwards" and "hamar alde
 * batera eta hamar bestera" (ten each way); "two sets of ten, with a little rest in between", "Dwy set o wyth" and "екі
 * подход он реттен" are 2 sets; a timed block ("for thirty seconds", "for a full minute", "Am funud") is a hold;
 * Brandt-Daroff's "stay there for thirty seconds… five times each side" is 5 reps of a 30 s hold each side; gaze
 * stabilisation side to side then nodding is one segment with its 30 s hold; dosage only when it is said for that move;
 * breath counts ("ten full breaths" in the hundred), counting aloud in any language, lyrics, pain and dizziness scores,
 * weeks of pregnancy and trimesters, spring settings, distances and pitch lines, frequencies, rests and a roll-up cue's
 * repeat of the previous move's dose are no dose; talk, a question, a weather handover or a rest between moves stays
 * outside every segment.
 */
import type { CaptionCaseSpec } from './case-spec';
import type { ScriptItem } from './script';

/** Two-row roll-up captions as converted from broadcast: every cue shows the previous line above the new one. */
function rollUp(items: ScriptItem[]): ScriptItem[] {
  let previous = '';
  return items.map((item) => {
    if (typeof item !== 'string') return item;
    const shown = previous ? `${previous}\n${item}` : item;
    previous = item;
    return shown;
  });
}

export const captionScriptsHeldOut18: CaptionCaseSpec[] = [
  {
    name: 'captions-heldout18-telerehab-speaker-labels-vtt',
    kind: 'captions',
    title: 'Telehealth Physio Review – 6 Weeks After Knee Replacement (Shared With Permission)',
    description:
      "A real video review, shared with Maureen's permission. The transcript was made automatically, so the speakers are numbered rather than named.",
    style: 'vtt',
    items: [
      ">> SPEAKER 1: Hello? Can you hear me? I've got the tablet propped up on the ironing board.",
      ">> SPEAKER 2: I can hear you fine, Maureen. Morning. It's Tom from the physio team. How's the knee been this week?",
      ">> SPEAKER 1: Better. Stiff first thing. I'd say the pain's about a three most days.",
      ">> SPEAKER 2: That's good going for six weeks. Is Derek there to move the camera for us?",
      ">> SPEAKER 3: I'm here. Where do you want it?",
      '>> SPEAKER 2: Low down, pointing at the bed, so I can see the whole leg. Perfect.',
      { ex: 'heel slides', dosage: { reps: 10 } },
      ">> SPEAKER 2: Let's start with heel slides. Lying on the bed, slide your heel up towards your bottom as far as it'll go, then slide it back down. Ten of those.",
      { pause: 30 },
      '>> SPEAKER 1: Ooh, it catches at the top.',
      ">> SPEAKER 2: That's fine, just go to the catch and back. Nice and slow.",
      { pause: 20 },
      { ex: 'quad sets', dosage: { reps: 10, hold_seconds: 5 } },
      '>> SPEAKER 2: Now leg straight, and push the back of your knee down into the bed, tightening the front of your thigh. Hold it for five, and relax. Ten times.',
      { pause: 55 },
      { ex: 'straight leg raise', dosage: { sets: 2, reps: 10 } },
      '>> SPEAKER 2: Keep that thigh tight and lift the whole leg about a foot off the bed, knee straight, then lower it slowly. Two sets of ten, with a little rest in between.',
      { pause: 35 },
      ">> SPEAKER 1: Right, that's ten. I need a breather.",
      { pause: 15 },
      ">> SPEAKER 2: Whenever you're ready, second set.",
      { pause: 35 },
      { end: true },
      '>> SPEAKER 3: Should she be on the bike yet? Her sister said the gym has one.',
      ">> SPEAKER 2: Not the gym bike yet, Derek, we'll talk about that at the twelve week review. And no kneeling for now either.",
      { ex: 'knee extension stretch', dosage: { hold_seconds: 60 } },
      '>> SPEAKER 2: Last one. Sit in the chair, heel up on the footstool, nothing under the knee, and let gravity straighten it. Leave it there for a full minute.',
      { pause: 30 },
      '>> SPEAKER 1: That pulls.',
      { pause: 28 },
      { end: true },
      ">> SPEAKER 2: Good. Keep doing all of those three times a day, and I'll book you a video call in a fortnight.",
      '>> SPEAKER 1: Thank you, Tom. Say bye, Derek.',
      '>> SPEAKER 3: Bye!',
    ],
  },
  {
    name: 'captions-heldout18-tv-breakfast-rollup-caps-srt',
    kind: 'captions',
    title: 'Fit After Fifty: 4 Moves You Can Do While the Kettle Boils | The Morning Sofa',
    description:
      'Physiotherapist Anita Osei joined us on the sofa to show four simple moves for strength and balance. Captions as broadcast.',
    style: 'srt',
    items: rollUp([
      '♪♪',
      '>>> WELCOME BACK. IT IS TEN PAST EIGHT.',
      '>> NOW, IF YOUR NEW YEAR FITNESS PLAN HAS ALREADY STALLED, THIS IS FOR YOU.',
      '>> PHYSIOTHERAPIST ANITA OSEI IS HERE. GOOD MORNING.',
      ">> GOOD MORNING. AND DON'T WORRY, NOBODY IS DOING BURPEES ON BREAKFAST TELEVISION.",
      '[ LAUGHTER ]',
      '>> SO WHERE DO WE START?',
      { ex: 'wall push up', dosage: { reps: 10 } },
      '>> AGAINST THE KITCHEN WALL. HANDS AT SHOULDER HEIGHT, STEP YOUR FEET BACK,',
      'BEND YOUR ELBOWS AND LEAN IN, THEN PUSH AWAY. TEN OF THOSE.',
      { pause: 25 },
      '>> I CAN FEEL THAT IN MY ARMS ALREADY.',
      { pause: 8 },
      { ex: 'sit to stand', dosage: { reps: 10 } },
      '>> NEXT, THE CHAIR. SIT ON THE EDGE, FEET BACK, LEAN FORWARD AND STAND UP',
      'WITHOUT USING YOUR HANDS, THEN SIT DOWN SLOWLY. AGAIN, TEN.',
      { pause: 35 },
      { ex: 'calf raise', dosage: { reps: 15 } },
      '>> NOW HOLD THE BACK OF THE CHAIR AND RISE UP ONTO YOUR TIPTOES, AND DOWN.',
      'FIFTEEN OF THOSE WHILE THE KETTLE BOILS.',
      { pause: 30 },
      { ex: 'single leg balance', dosage: { hold_seconds: 30, side: 'each' } },
      '>> AND LAST, STAND ON ONE LEG, ONE HAND NEAR THE CHAIR. THIRTY SECONDS,',
      'THEN THE OTHER LEG.',
      { pause: 30 },
      ">> THE OTHER LEG NOW. OH, I'M WOBBLING.",
      { pause: 28 },
      { end: true },
      '>> BRILLIANT. ANITA OSEI, THANK YOU.',
      '>>> NOW, THE WEATHER, AND IT IS A CHILLY START.',
      '>> IT IS, WITH FROST IN MOST PLACES AND HIGHS OF FOUR DEGREES.',
    ]),
  },
  {
    name: 'captions-heldout18-disco-chair-class-music-notes-vtt',
    kind: 'captions',
    title: 'Disco Chair Class 🪩 20 Minutes of Seated Fun for Older Adults',
    description:
      "Our Thursday club's favourite, filmed at the community hall. The music is our own, played live by Ron on the keyboard.",
    style: 'vtt',
    items: [
      '[ UPBEAT KEYBOARD MUSIC ]',
      "Hello, Thursday club! I'm Bev. Sit tall near the front of your chair, feet flat on the floor. Ron's on the keys.",
      '♪ Ooh, dancing in our chairs tonight ♪',
      '♪ Five, six, seven, eight, everybody celebrate ♪',
      { ex: 'seated march', dosage: { hold_seconds: 30 } },
      "Let's march! Lift those knees, one then the other, and swing your arms. Keep it going for thirty seconds.",
      { pause: 12 },
      '♪ Ooh, dancing in our chairs tonight ♪',
      { pause: 14 },
      { ex: 'arm circles', dosage: { reps: 10, side: 'each' } },
      'Arms out to the side like a plane. Little circles, ten forwards, then ten backwards.',
      { pause: 25 },
      '♪ Round and round and round we go ♪',
      { pause: 10 },
      { ex: 'long arc quad', dosage: { reps: 8, side: 'each' } },
      'Now straighten one knee, toes up to the ceiling, and lower it. Eight with the right leg, then eight with the left.',
      { pause: 40 },
      '♪♪',
      { ex: 'seated calf raise', dosage: { reps: 12 } },
      'Heels up off the floor, up onto your toes, and down. Give me twelve.',
      { pause: 25 },
      { ex: 'seated punches', dosage: { hold_seconds: 30 } },
      'Boxing time! Make two fists and punch forward, left, right, left, right, for thirty seconds.',
      { pause: 15 },
      '♪ Float like a butterfly, dance like a queen ♪',
      { pause: 15 },
      { end: true },
      '♪♪',
      "Lovely. Have a sip of water. Next week Ron's promised us some Abba, so bring your dancing shoes.",
    ],
  },
  {
    name: 'captions-heldout18-antenatal-pelvic-floor-vtt',
    kind: 'captions',
    title: 'Antenatal Physio Class – Pelvic Floor, Back Care and Birth Prep (Week 3 of 4)',
    description:
      "Recorded at our hospital antenatal class for anyone who couldn't make it in person. Check with your midwife if you have any bleeding, pain or reduced movements.",
    style: 'vtt-rich',
    items: [
      "Hello everyone, I'm Claire, one of the women's health physios. Lovely to see so many bumps tonight.",
      "A quick check: if you're past about sixteen weeks, we won't do anything lying flat on your back for long, so you'll see me on my side or on the ball.",
      "And if you're in your third trimester like Priya, everything tonight can be done sitting or on your side.",
      { ex: 'kegel', dosage: { reps: 10, hold_seconds: 10 } },
      "Let's start with your pelvic floor, sitting on the ball. Squeeze and lift as if you're stopping wind and the flow of wee at the same time. Hold for up to ten seconds, breathing normally, and let go fully. Ten of those.",
      { pause: 80 },
      { ex: 'kegel', dosage: { reps: 10 } },
      'Now the quick ones. Squeeze and lift quickly, and let go straight away. Ten quick squeezes.',
      { pause: 15 },
      { end: true },
      "We also practise the Knack: squeezing just before you cough or sneeze. That's not an exercise as such, just a habit for life.",
      { ex: 'clamshell', dosage: { reps: 12, side: 'each' } },
      'Lie on your side, a pillow between your knees and one under your bump. Keep your feet together and open your top knee like a clam, then close it. Twelve on each side.',
      { pause: 35 },
      'Roll over, pillows with you, and the other side.',
      { pause: 35 },
      { ex: 'cat cow', dosage: { reps: 6 } },
      "Come up onto all fours. Gently round your back up towards the ceiling, then let it come back to flat. Don't let the bump sag too far. Six slow ones.",
      { pause: 35 },
      { ex: 'hip circles', dosage: { reps: 8, side: 'each' } },
      'Back onto the ball, feet wide. Circle your hips slowly, eight one way, eight the other. Great in labour too.',
      { pause: 40 },
      { end: true },
      'Next week is our last session: positions for labour and what happens at your six-week check. Keep up your pelvic floor three times a day.',
    ],
  },
  {
    name: 'captions-heldout18-vestibular-home-programme-srt',
    kind: 'captions',
    title: 'Dizzy After a Virus? Vestibular Rehab Exercises at Home (Physio Explains)',
    description:
      'For vestibular neuritis or labyrinthitis once your GP or ENT team has ruled out anything serious. Have someone with you the first few times.',
    style: 'srt',
    items: [
      "Hello, I'm Farah, a vestibular physiotherapist. If a virus has affected your inner ear, the dizziness often hangs around whenever you move your head.",
      "These exercises are meant to make you a bit dizzy, about a two or three out of ten. That's how the brain relearns. If it goes above a five, stop and rest.",
      "Some of you had the Epley manoeuvre in clinic. That's a treatment we do for a different problem, so it isn't part of this.",
      { ex: 'gaze stabilisation', dosage: { hold_seconds: 30 } },
      "First, gaze stabilisation. Sit down and hold a business card with a letter on it at arm's length. Keep your eyes on the letter and turn your head side to side, as quickly as you can while the letter stays clear. Do that for thirty seconds.",
      { pause: 30 },
      'Now the same, but nodding up and down. Another thirty seconds.',
      { pause: 30 },
      { end: true },
      'Rest until any dizziness settles.',
      { pause: 15 },
      { ex: 'brandt daroff', dosage: { reps: 5, hold_seconds: 30, side: 'each' } },
      'Next, the Brandt-Daroff exercise. Sit on the edge of the bed, turn your head halfway to the left and lie down quickly onto your right side. Stay there for thirty seconds, or until the dizziness stops, then sit up.',
      { pause: 40 },
      'Then turn your head to the right and lie down on your left side. Five times each side.',
      { pause: 150 },
      { ex: 'romberg stance', dosage: { hold_seconds: 30 } },
      'Now standing, in the corner of the kitchen with a chair in front of you. Feet together, and when you feel steady, close your eyes. Thirty seconds.',
      { pause: 30 },
      { ex: 'head turns while walking' },
      "Last one. Walk down the hallway turning your head slowly left and right as you go, as if you're reading the house numbers. Four lengths of the hallway.",
      { pause: 40 },
      { end: true },
      "Do these twice a day for a few weeks. You may feel worse before you feel better, and that's normal. No roller coasters just yet!",
    ],
  },
  {
    name: 'captions-heldout18-bells-palsy-facial-auto',
    kind: 'captions',
    title: "Bell's Palsy Facial Exercises – Gentle Routine (Facial Therapy Physio)",
    description:
      'Small, slow movements in front of a mirror. Avoid big grimaces and electrical stimulation unless your facial therapy team has advised them.',
    style: 'vtt-auto',
    items: [
      "hi i'm jo a physio working in facial therapy and this is a gentle routine for bell's palsy once your eye is protected and your doctor is happy",
      'grab a mirror the idea is small slow movements that look the same on both sides no big grimaces and please no chewing gum to exercise your face',
      { ex: 'eyebrow raise', dosage: { reps: 10, hold_seconds: 5 } },
      "first gently lift your eyebrows like you're a little bit surprised hold for five seconds and relax do that ten times",
      { pause: 55 },
      { ex: 'gentle eye closure', dosage: { reps: 10, hold_seconds: 5 } },
      'next close your eyes slowly and gently no squeezing just let the lids meet hold five and open ten of those',
      { pause: 55 },
      { ex: 'closed mouth smile', dosage: { reps: 10, hold_seconds: 5 } },
      "now a small closed mouth smile just the corners of the mouth watch that the good side doesn't take over hold five and relax ten times",
      { pause: 55 },
      { ex: 'lip pucker', dosage: { reps: 10 } },
      "last one pucker your lips like you're going to whistle and then relax ten",
      { pause: 25 },
      { end: true },
      'do this twice a day and massage the cheek afterwards if it feels tight if anything gets worse or you notice twitching talk to your facial therapy team bye for now',
    ],
  },
  {
    name: 'captions-heldout18-reformer-springs-vtt',
    kind: 'captions',
    title: 'Reformer Pilates Level 1 – Full Class (Springs Called for Every Exercise)',
    description:
      'A beginner reformer class filmed at our studio. Spring settings are for our machines; adjust them to yours.',
    style: 'vtt',
    items: [
      "Welcome to Level 1 reformer. I'm Sian, and I'll call the springs for every exercise. The jumpboard is Thursday's class, so not today.",
      { ex: 'footwork', dosage: { reps: 10 } },
      'Footwork first. Three reds and a blue. Lie down, balls of the feet on the bar, heels lifted. Press the carriage out and control it back in. Ten in each position: toes, arches, then heels.',
      { pause: 60 },
      'Lower the heels under the bar and lift them for a few more, then bring the carriage home.',
      { pause: 15 },
      { ex: 'the hundred' },
      'Now the hundred. Drop to one red and one blue. Straps in your hands, head and chest up, legs to tabletop. Pump the arms, breathing in for five and out for five. Ten full breaths.',
      { pause: 60 },
      { ex: 'glute bridge', dosage: { reps: 8 } },
      'Feet back on the bar, two reds. Bridging: peel your spine up off the carriage one bone at a time, press out, come back, and roll down. Eight.',
      { pause: 45 },
      { ex: 'elephant', dosage: { reps: 8 } },
      'Stand up for elephant. One red. Hands on the bar, heels against the shoulder blocks, hips high. Push the carriage back with your legs, keep your back round, and draw it in. Eight.',
      { pause: 35 },
      { ex: 'side splits', dosage: { reps: 10 } },
      'Last one, side splits. One red and one blue. One foot on the platform and one on the carriage, arms out, and slide your legs apart and back together. Ten.',
      { pause: 40 },
      { end: true },
      "Lovely. Springs off, wipe down your machine, and I'll see some of you for jumpboard on Thursday.",
    ],
  },
  {
    name: 'captions-heldout18-gaelic-football-warmup-auto',
    kind: 'captions',
    title: 'Ladies Football Pre-Match Warm-Up | U16s | Our Club Physio Talks You Through It',
    description:
      'Our standard pre-match warm-up for the U16 girls, mic’d up at the Sunday league game. A few Irish words thrown in by Orla.',
    style: 'vtt-auto',
    items: [
      "right girls circle in dia dhuit everyone i'm orla the club physio and this is the warm up we do before every match",
      'aoife you sit this one out with the ice that ankle needs a proper look before you go near sprints',
      { ex: 'high knees' },
      'first high knees out to the twenty one and jog back knees up to the hips quick feet go',
      { pause: 25 },
      'maith sibh and again out to the twenty one',
      { pause: 25 },
      { ex: 'walking lunge' },
      'walking lunges with a twist to the forty five big step drop the back knee and turn over the front leg',
      { pause: 45 },
      { ex: 'leg swings', dosage: { reps: 10, side: 'each' } },
      "grab a partner's shoulder leg swings forward and back ten on each leg and count them as gaeilge a haon a dó a trí",
      { pause: 40 },
      { ex: 'pogo hops', dosage: { reps: 20 } },
      'pogo hops on the spot stiff ankles bounce off the toes give me twenty',
      { pause: 15 },
      { ex: 'squat jump', dosage: { sets: 2, reps: 5 } },
      'squat jumps sit down and explode up land soft two sets of five',
      { pause: 15 },
      'rest',
      { pause: 10 },
      'second set go',
      { pause: 15 },
      { end: true },
      'maith an cailín now balls out and the forwards go with ciara for kicking practice up at the twenty one',
    ],
  },
  {
    name: 'captions-heldout18-welsh-cadair-vtt',
    kind: 'captions',
    title: 'Ymarferion Cadair i Bobl Hŷn | Cryfder a Chydbwysedd | Ffisiotherapydd',
    description:
      "Ymarferion syml yn y gadair ac wrth ei hymyl. Os ydych chi'n teimlo poen yn y frest neu'n benysgafn, stopiwch.",
    style: 'vtt',
    items: [
      "Bore da bawb. Gwenno ydw i, ffisiotherapydd, a heddiw dyn ni'n gwneud ymarferion i gryfhau'r coesau a helpu gyda chydbwysedd.",
      "Mae rhai ohonoch chi wedi gofyn am y dosbarth nofio a'r clwb cerdded. Maen nhw'n wych, ond fe soniwn ni amdanyn nhw wythnos nesa.",
      { ex: 'seated march', dosage: { hold_seconds: 60 } },
      "Yn gyntaf, eisteddwch yn dal ar flaen y gadair. Codwch un pen-glin, wedyn y llall, fel petaech chi'n martsio. Am funud.",
      { pause: 60 },
      { ex: 'sit to stand', dosage: { sets: 2, reps: 8 } },
      "Nawr, traed yn ôl, pwyswch ymlaen a sefwch i fyny heb ddefnyddio'ch dwylo, ac eisteddwch i lawr yn araf. Dwy set o wyth.",
      { pause: 35 },
      'Gorffwyswch am eiliad. Ail set.',
      { pause: 35 },
      { ex: 'calf raise', dosage: { reps: 10 } },
      "Sefwch y tu ôl i'r gadair a daliwch y cefn. Codwch eich sodlau, ewch i fyny ar flaenau'ch traed, ac i lawr. Deg gwaith.",
      { pause: 30 },
      { ex: 'standing hip abduction', dosage: { reps: 12, side: 'each' } },
      "Codwch eich coes allan i'r ochr, bysedd y traed yn pwyntio ymlaen, a dewch â hi yn ôl. Deuddeg gwaith gyda phob coes.",
      { pause: 50 },
      { ex: 'single leg balance', dosage: { hold_seconds: 20, side: 'each' } },
      'Yn olaf, sefwch ar un goes, un llaw yn agos at y gadair. Daliwch am ugain eiliad, wedyn newidiwch goesau.',
      { pause: 45 },
      { end: true },
      'Da iawn chi. Gwnewch y rhain dair gwaith yr wythnos. Hwyl fawr!',
    ],
  },
  {
    name: 'captions-heldout18-icelandic-hne-srt',
    kind: 'captions',
    title: 'Æfingar við slitgigt í hné | 5 einfaldar heimaæfingar | Sjúkraþjálfari',
    description:
      'Einfaldar æfingar fyrir hnén sem hægt er að gera heima. Ef verkurinn versnar skaltu hafa samband við lækni eða sjúkraþjálfara.',
    style: 'srt',
    items: [
      'Góðan daginn. Ég heiti Sigrún og er sjúkraþjálfari. Í dag förum við í gegnum fimm æfingar við slitgigt í hné.',
      'Margir spyrja um sund og golf. Það er frábært, en við ræðum það í öðru myndbandi.',
      { ex: 'quad sets', dosage: { reps: 10, hold_seconds: 5 } },
      'Fyrsta æfing. Sestu á gólfið með fótinn beinan og upprúllað handklæði undir hnénu. Þrýstu hnénu niður í handklæðið og spenntu lærið. Haltu í fimm sekúndur og slakaðu á. Tíu sinnum.',
      { pause: 60 },
      { ex: 'straight leg raise', dosage: { sets: 3, reps: 10 } },
      'Næsta æfing. Liggðu á bakinu, beygðu annað hnéð og lyftu beina fætinum upp í hæð hins hnésins. Láttu hann síga rólega. Þrjú sett af tíu.',
      { pause: 90 },
      { ex: 'sit to stand', dosage: { reps: 10 } },
      'Þriðja æfing. Sestu framarlega á stól, stattu upp án þess að nota hendurnar og sestu rólega aftur. Tíu sinnum.',
      { pause: 40 },
      { ex: 'step up', dosage: { reps: 12, side: 'each' } },
      'Fjórða æfing. Stígðu upp á neðsta þrepið í stiganum og aftur niður. Tólf sinnum með hvorum fæti.',
      { pause: 60 },
      { ex: 'calf stretch', dosage: { hold_seconds: 30, side: 'each' } },
      'Síðasta æfing. Hendur á vegginn, annar fóturinn aftur og hællinn í gólfið, og hallaðu þér fram þar til þú finnur teygju í kálfanum. Haltu í þrjátíu sekúndur og skiptu svo um fót.',
      { pause: 65 },
      { end: true },
      'Þetta er allt í dag. Gerðu æfingarnar einu sinni á dag. Takk fyrir og bless!',
    ],
  },
  {
    name: 'captions-heldout18-kazakh-tize-auto',
    kind: 'captions',
    title: 'Тізе ауырса: үйде жасайтын 4 жаттығу | Физиотерапевт кеңесі',
    description:
      'Тізеге арналған қарапайым жаттығулар. Тізе ісініп кетсе немесе ауырсыну күшейсе, дәрігерге көрініңіз.',
    style: 'vtt-auto',
    items: [
      'сәлеметсіздер ме мен физиотерапевт айгүлмін бүгін тізеге арналған төрт жаттығу жасаймыз',
      'көп адам велосипед пен жүзу туралы сұрайды ол туралы келесі видеода айтамыз',
      { ex: 'quad sets', dosage: { reps: 10, hold_seconds: 5 } },
      'бірінші жаттығу аяғыңызды түзу созып отырыңыз тізенің астына орамал қойыңыз тізеңізбен орамалды басыңыз бес секунд ұстаңыз он рет',
      { pause: 60 },
      { ex: 'straight leg raise', dosage: { sets: 2, reps: 10 } },
      'екінші жаттығу шалқаңызбен жатыңыз бір аяқты бүгіңіз екінші аяқты түзу күйінде жоғары көтеріп ақырын түсіріңіз екі подход он реттен',
      { pause: 70 },
      { ex: 'sit to stand', dosage: { reps: 10 } },
      'үшінші жаттығу орындыққа отырыңыз қолды пайдаланбай тұрыңыз да ақырын қайта отырыңыз он рет',
      { pause: 45 },
      { ex: 'hamstring stretch', dosage: { hold_seconds: 30, side: 'each' } },
      'соңғы жаттығу өкшеңізді орындыққа қойып алға еңкейіңіз санның артқы жағы тартылады отыз секунд ұстаңыз сосын екінші аяқ',
      { pause: 65 },
      { end: true },
      'бұл жаттығуларды күніне екі рет жасаңыз видео ұнаса лайк басыңыз рақмет',
    ],
  },
  {
    name: 'captions-heldout18-basque-sorbalda-srt',
    kind: 'captions',
    title: 'Sorbaldako mina: 4 ariketa etxean egiteko | Fisioterapia',
    description:
      'Sorbaldarako ariketa errazak. Mina besoan behera jaisten bada edo okerrera egiten badu, kontsultatu zure medikuarekin.',
    style: 'srt-windows',
    items: [
      'Kaixo guztioi. Ane naiz, fisioterapeuta, eta gaur sorbaldarako lau ariketa egingo ditugu.',
      'Askok galdetu didazue padelari eta igeriketari buruz. Oso onak dira, baina beste bideo batean hitz egingo dugu horretaz.',
      { ex: 'pendulum', dosage: { reps: 10, side: 'each' } },
      'Lehenengo ariketa. Makurtu aurrera, esku ona mahai gainean, eta utzi beso mingarria zintzilik. Egin zirkulu txikiak, hamar alde batera eta hamar bestera.',
      { pause: 45 },
      { ex: 'wall walk', dosage: { reps: 5 } },
      'Bigarrena. Begira hormari, eta igo behatzak horman gora, armiarma bat bezala, ahal duzun arte. Jaitsi poliki. Bost aldiz.',
      { pause: 50 },
      { ex: 'scapular squeeze', dosage: { sets: 3, reps: 10 } },
      'Hirugarrena. Eseri zuzen eta estutu omoplatoak elkarrengana. Eutsi pixka bat eta askatu. Hiru serie hamarreko.',
      { pause: 60 },
      { ex: 'cross body shoulder stretch', dosage: { hold_seconds: 20, side: 'each' } },
      'Azkena. Eraman besoa bularraren aurretik beste sorbaldarantz, eta lagundu beste eskuarekin. Eutsi hogei segundoz eta aldatu besoa.',
      { pause: 45 },
      { end: true },
      'Hori da dena gaur. Egin ariketak egunean bitan. Laster arte!',
    ],
  },
  {
    name: 'captions-heldout18-trap-cpr-night-auto',
    kind: 'captions',
    title: 'Hands-Only CPR and the Recovery Position – Community First Aid Night',
    description:
      'Our free first-aid evening at the rugby club, practising on manikins only. This does not replace a certified course.',
    style: 'vtt-auto',
    items: [
      "okay everyone thanks for coming i'm kev i'm a paramedic and tonight it's cpr and the recovery position on the manikins",
      "no need for the gym kit you'll be on your knees a fair bit but nobody's working out tonight",
      "if someone collapses and isn't breathing normally call nine nine nine put it on speaker and start compressions",
      'heel of your hand in the centre of the chest other hand on top arms straight and push down five to six centimetres',
      "you want a hundred to a hundred and twenty a minute which is about the beat of stayin' alive",
      "if you're trained and happy to do breaths it's thirty compressions then two breaths and keep going",
      "let's watch sandra on annie here one and two and three and four and five and six",
      'good swap over every two minutes because you will get tired quicker than you think',
      'if they start breathing roll them into the recovery position top knee bent hand under the cheek head tilted back',
      "right grab a manikin in pairs and we'll come round and check your hands",
    ],
  },
  {
    name: 'captions-heldout18-trap-sourdough-stretch-folds-srt',
    kind: 'captions',
    title: 'My Weekend Sourdough Schedule (Stretch and Folds Explained)',
    description: 'A 75% hydration country loaf. Timings are for a 24°C kitchen; go longer if yours is colder.',
    style: 'srt',
    items: [
      "Hi, I'm Meg. This is my weekend sourdough schedule, and today I'm explaining stretch and folds, because that's what you all ask about.",
      'I mixed the dough at nine, with seven hundred and fifty grams of flour, and let it rest for thirty minutes before adding the salt.',
      "Now the stretch and folds. Wet your hand, grab one side of the dough, stretch it up until you feel resistance, and fold it over. Turn the bowl and repeat four times. That's one set.",
      'I do four sets, thirty minutes apart, in the first two hours. By the third set the dough holds its shape.',
      'For very wet doughs I do coil folds instead: lift from the middle and let it fold under itself. Two or three sets is plenty.',
      "Then it rests, untouched, until it's grown about fifty per cent. About four hours in my kitchen.",
      'Shape it, into the banneton, and into the fridge overnight. Bake at two hundred and fifty, twenty minutes with the lid on and twenty-five with it off.',
      "And yes, my arms get a workout kneading, but not as much as you'd think. See you next Sunday.",
    ],
  },
];
