import { detectExercises, DetectionInput } from './index';

const input = (over: Partial<DetectionInput>): DetectionInput => ({
  title: 'Video',
  description: '',
  durationSeconds: 300,
  ...over,
});
const vtt = (...cues: [string, string, string][]) =>
  ['WEBVTT', '', ...cues.flatMap(([a, b, t]) => [`${a} --> ${b}`, t, ''])].join('\n');
const speech = vtt(
  ['00:05.000', '00:20.000', 'Glute bridges. Squeeze your glutes.'],
  ['00:40.000', '00:60.000', 'Now clamshells, keep your feet together.'],
  ['01:30.000', '01:35.000', 'Rest.'],
);

describe('detectExercises: chapters', () => {
  const description = [
    '0:00 Intro',
    '0:30 Warm up',
    '1:00 Warm up: cat-cow',
    '2:00 Glute Bridges',
    'Drive through your heels.',
    '3:00 Glute bridge - round 2',
    '4:00 Thanks for watching',
  ].join('\n');

  it('reads a list in a language it does not read by the counts after its names, its label and its closing talk left out', () => {
    const hausa = [
      '0:00 Gabatarwa',
      '0:45 Motsa jiki na 1: Ɗaga ƙafa a miƙe – sau 10, saiti 2',
      '2:10 Motsa jiki na 2: Tashi daga kujera – sau 10',
      '3:30 Motsa jiki na 3: Gada – sau 12',
      '4:50 Motsa jiki na 4: Miƙa gwiwa a zaune – sau 10 kowace ƙafa',
      '7:40 Shawarwari',
      '8:50 Na gode!',
    ].join('\n');
    const { exercises } = detectExercises(
      input({ title: 'Motsa Jiki Don Ciwon Gwiwa', description: hausa, durationSeconds: 600 }),
    );
    expect(exercises.map((e) => [e.title, e.sets, e.reps, e.side, e.confidence])).toEqual([
      ['Ɗaga ƙafa a miƙe', 2, 10, undefined, 'inferred'],
      ['Tashi daga kujera', undefined, 10, undefined, 'inferred'],
      ['Gada', undefined, 12, undefined, 'inferred'],
      ['Miƙa gwiwa a zaune', undefined, 10, 'each', 'inferred'],
    ]);
    // Its names say no body part the engine reads: the region its title names, knee pain ("Ciwon Gwiwa").
    expect(exercises.every((e) => e.tags.includes('lower body'))).toBe(true);
  });

  it('takes the chapters a list in a language it does not read leaves unnumbered for talk, however long a numbered one is', () => {
    const tokPisin = [
      '0:00 ✦ Halo olgeta!',
      '0:40 ✦ Eksasais 1: Slip long baksait, litimapim as bilong yu – 10 taim',
      '1:50 ✦ Eksasais 2: Pulim wanpela skru i kam long bros bilong yu na holim – 20 sekon',
      '3:00 ✦ Eksasais 3: Sanap long wanpela lek – 30 sekon',
      '4:10 ✦ Toktok long wok long gaden',
      '5:20 ✦ Tenkyu tru!',
    ].join('\n');
    const { exercises } = detectExercises(
      input({ title: 'Baksait i pen? 3 eksasais long haus', description: tokPisin, durationSeconds: 400 }),
    );
    // "Halo" is also a kettlebell move: a greeting here, as the list does not number it.
    expect(exercises.map((e) => [e.start, e.end, e.reps, e.hold_seconds])).toEqual([
      [40, 110, 10, undefined],
      [110, 180, undefined, 20],
      [180, 250, undefined, 30],
    ]);
  });

  it('cuts ordinal labels whose first is a word of its own, and leaves a quoted saying out', () => {
    const tagalog = [
      '0:00 Kumusta!',
      '0:40 Una – Itaas ang balikat – 10 ulit',
      '1:50 Ikalawa – Iikot ang balikat – 10 ulit',
      '3:00 Ikatlo – Hilahin ang braso – 20 segundo',
      '4:10 Ikaapat – Itulak ang pader – 10 ulit',
      '5:20 Salamat!',
    ].join('\n');
    const { exercises } = detectExercises(input({ title: 'Ehersisyo sa balikat', description: tagalog }));
    expect(exercises.map((e) => e.title)).toEqual([
      'Itaas ang balikat',
      'Iikot ang balikat',
      'Hilahin ang braso',
      'Itulak ang pader',
    ]);
    const myths = [
      '0:00 Intro',
      '0:40 Myth 1: "Planks are bad for your back"',
      '2:00 Myth 2: "You need to hold for two minutes"',
      '3:20 Try this: Dead bug – 3 x 8',
      '4:40 Bird dog – 3 x 8 each side',
      '6:00 Side plank – 3 x 20 s',
    ].join('\n');
    const found = detectExercises(input({ title: 'Core myths', description: myths, durationSeconds: 480 }));
    expect(found.exercises.map((e) => e.title)).toEqual(['Dead bug', 'Bird dog', 'Side plank']);
  });

  it("reads a comma in a dose note as the note's, and leaves out a move the video says it does not show", () => {
    const list = [
      '0:00 Hello',
      '1:15 Bridges – two sets of fifteen',
      '3:05 Side-lying leg lifts – a dozen each side',
      '6:20 Sit to stand – ten, then another ten after a breather',
      '7:45 Standing hip hitches – eight on each leg, hold for a count of three',
      '9:30 Bike: was 10 min, now 15 min – done after the call, not filmed',
    ];
    const { exercises } = detectExercises(
      input({ title: 'Hip exercises', description: list.join('\n'), durationSeconds: 700 }),
    );
    expect(exercises.map((e) => e.title)).toEqual([
      'Glute bridge',
      'Side lying hip abduction',
      'Sit to stand',
      'Hip hike',
    ]);
    expect(exercises[1]).toMatchObject({ reps: 12, side: 'each' });
    expect(exercises[3]).toMatchObject({ reps: 8, hold_seconds: 3, side: 'each' });
  });

  it('keeps a move filmed again from another angle as one exercise, and reads tick boxes, stacked shorthand and a day plan', () => {
    const angles = [
      '0:00 Why film it twice',
      '0:35 Copenhagen plank (side view) – 3 x 20 s',
      '1:20 Copenhagen plank (front view, hips level)',
      '2:10 Split squat – 3 x 8 each leg',
      '3:00 Split squat – slow motion, knee track',
      '3:50 Done',
    ];
    const filmed = detectExercises(input({ description: angles.join('\n'), durationSeconds: 260 })).exercises;
    expect(filmed.map((e) => [e.start, e.end])).toEqual([
      [35, 130],
      [130, 230],
    ]);
    const plan = [
      '0:00 The rules: print it, tick it',
      '0:40 ☐☐☐ Lateral lunges – 10 each side',
      '2:00 Goblet squat x12 x4',
      '3:20 🍵 10:45 am – 15 calf raises while the tea brews',
      '4:30 That is it',
    ];
    const day = detectExercises(input({ description: plan.join('\n'), durationSeconds: 300 })).exercises;
    expect(day.map((e) => e.title)).toEqual(['Lateral lunge', 'Goblet squat', 'Calf raise']);
    expect(day[0]).toMatchObject({ sets: 3, reps: 10, side: 'each' });
    expect(day[1]).toMatchObject({ sets: 4, reps: 12 });
    expect(day[2]).toMatchObject({ reps: 15 });
  });

  it("keeps one move's sets filmed a chapter each as one exercise, and reads a tabbed sheet, a timer's blocks and answers to questions", () => {
    const sets = [
      '0:00 Hello',
      '0:40 Goblet squat – set 1/3 (10 reps)',
      '1:50 Goblet squat – set 2/3',
      '3:00 Goblet squat – set 3/3',
      '4:10 Plank – set 1 of 2 (30 s)',
      '5:00 Plank – set 2 of 2',
      '5:50 Bye',
    ];
    const filmed = detectExercises(input({ description: sets.join('\n'), durationSeconds: 400 })).exercises;
    expect(filmed.map((e) => [e.title, e.start, e.end, e.sets])).toEqual([
      ['Goblet squat', 40, 250, 3],
      ['Plank', 250, 350, 2],
    ]);
    const sheet = [
      'Time\tExercise\tSets\tReps\tHold',
      '0:00\tHello',
      '0:30\tBird dog\t2\t8\t3 s',
      '1:40\tDead bug\t3\t10',
      '2:50\tSide plank\t2\t–\t20 s',
      '4:00\tBye',
    ];
    const rows = detectExercises(input({ description: sheet.join('\n'), durationSeconds: 300 })).exercises;
    expect(rows.map((e) => [e.sets, e.reps, e.hold_seconds])).toEqual([
      [2, 8, 3],
      [3, 10, undefined],
      [2, undefined, 20],
    ]);
    const timer = [
      '0:00 GET READY (0:20)',
      '0:20 WORK 1/3 · Jumping jacks (0:30)',
      '0:50 REST (0:15)',
      '1:05 WORK 2/3 · Squat (0:30)',
      '1:35 REST (0:15)',
      '1:50 WORK 3/3 · Plank (0:30)',
      '2:20 COOL DOWN (1:00)',
    ];
    const blocks = detectExercises(input({ description: timer.join('\n'), durationSeconds: 200 })).exercises;
    expect(blocks.map((e) => [e.title, e.hold_seconds])).toEqual([
      ['Jumping jacks', 30],
      ['Squat', 30],
      ['Plank', 30],
    ]);
    const asked = [
      '0:00 How this works',
      '0:40 "My neck is stiff after work" → chin tucks, 10',
      '2:00 "Can I still run?"',
      '3:10 "What helps when I sit all day?" → hip flexor stretch, 30 s each side',
      '4:30 "Is it arthritis?"',
      '5:40 "Any quick one for my back?" → bridges 3 by 12',
      '7:00 Thanks',
    ];
    const answers = detectExercises(input({ description: asked.join('\n'), durationSeconds: 480 })).exercises;
    expect(answers.map((e) => e.title)).toEqual(['Chin tuck', 'Hip flexor stretch', 'Glute bridge']);
    expect(answers.map((e) => [e.sets, e.reps])).toEqual([
      [undefined, 10],
      [undefined, undefined],
      [3, 12],
    ]);
  });

  it("reads a programme card under the chapters, a Short's hook before its move, circled numbers and a routine dressed as a recipe", () => {
    const card = [
      '0:00 Hello',
      '0:40 Clamshells with a band',
      '2:00 Side plank',
      '3:20 Copenhagen plank',
      '4:30 Bye',
      '',
      'THE PLAN',
      '• Clamshells — 3 × 15 each side',
      '• Side plank — 3 × 20 s, 3 s on the way down',
    ];
    const planned = detectExercises(input({ description: card.join('\n'), durationSeconds: 330 })).exercises;
    expect(planned.map((e) => [e.title, e.sets, e.reps, e.hold_seconds])).toEqual([
      ['Clamshell', 3, 15, undefined],
      ['Side plank', 3, undefined, 20],
      ['Copenhagen plank', undefined, undefined, undefined],
    ]);
    const shorts = [
      '0:00 Why a compilation',
      '0:30 "Fix your desk posture in 30 seconds" #shorts (1.2M views) – chin tucks, 10',
      '1:20 "The stretch nobody does" (400K views) – doorway pec stretch, 30 s',
      '2:10 "Try this every morning 🌅" #shorts (2M views) – cat-cow × 8',
      '3:00 Thanks for watching',
    ];
    const compiled = detectExercises(input({ description: shorts.join('\n'), durationSeconds: 240 })).exercises;
    expect(compiled.map((e) => e.title)).toEqual(['Chin tuck', 'Doorway pec stretch', 'Cat cow']);
    const circled = [
      '0:00 Hello',
      '0:30 ① Sit tall, press the back of your head into your hand – 10 s, 5 times',
      '1:40 ② Roll your shoulders back slowly – 10 times',
      '2:50 ③ Turn your head to look over each shoulder – 8 each side',
      '4:00 Bye',
    ];
    const numbered = detectExercises(input({ description: circled.join('\n'), durationSeconds: 300 })).exercises;
    expect(numbered.map((e) => e.start)).toEqual([30, 100, 170]);
    const recipe = [
      '0:00 Preheat: why this works',
      '0:40 Step 1 – Warm the pan: pelvic tilts, 10',
      '1:50 Step 2 – Fold in: knee to chest, 20 s each side',
      '3:00 Step 3 – Let it rise: bridges, 2 × 10',
      '4:10 Serving suggestions',
    ];
    const dressed = detectExercises(
      input({ title: 'A Recipe for a Happier Back', description: recipe.join('\n'), durationSeconds: 300 }),
    ).exercises;
    expect(dressed.map((e) => e.title)).toEqual(['Pelvic tilt', 'Knee to chest', 'Glute bridge']);
  });

  it('knows leg swings', () => {
    const list = [
      '0:00 Intro',
      '0:30 Leg swings – 10 each leg',
      '1:30 Walking lunges – 8 each leg',
      '2:30 Squats – 12',
    ];
    const { exercises } = detectExercises(input({ title: 'Pre-run warm-up', description: list.join('\n') }));
    expect(exercises[0]).toMatchObject({ title: 'Leg swings', confidence: 'known', reps: 10, side: 'each' });
  });

  it('cuts a label numbered by a word of its own ("first exercise –") and reads the counts in that language', () => {
    const pashto = [
      '0:00 سریزه',
      '0:45 لومړی تمرین – د زنګون لاندې دستمال فشارول – ۵ ثانیې ونیسئ، ۱۰ ځله',
      '2:10 دویم تمرین – په بستر کې د پوندې ښویول – ۱۰ ځله',
      '3:35 درېیم تمرین – له چوکۍ پاڅېدل او کېناستل – ۲ سیټه × ۱۰ ځله',
      '5:10 څلورم تمرین – په زینه پورته کېدل – هره پښه ۱۲ ځله',
      '8:20 احتیاط',
      '9:40 مننه',
    ].join('\n');
    const { exercises } = detectExercises(
      input({ title: 'د زنګون د درد لپاره اسانه تمرینونه', description: pashto, durationSeconds: 660 }),
    );
    expect(exercises.map((e) => [e.title, e.sets, e.reps, e.hold_seconds, e.side])).toEqual([
      ['د زنګون لاندې دستمال فشارول', undefined, 10, 5, undefined],
      ['په بستر کې د پوندې ښویول', undefined, 10, undefined, undefined],
      ['له چوکۍ پاڅېدل او کېناستل', 2, 10, undefined, undefined],
      ['په زینه پورته کېدل', undefined, 12, undefined, 'each'],
    ]);
  });

  it('keeps the name before how to do it, and drops a chapter whose words after a comma are talk', () => {
    const description = [
      '0:00 Who this is for',
      '1:05 Assisted arm raise – helper supports the weaker arm – ten slow lifts',
      '3:00 Sit to stand with your helper beside you – 5, rest, 5',
      '4:30 Bridging on the bed – 8 reps',
      '6:00 Tiredness, and when to stop for the day',
    ].join('\n');
    const { exercises } = detectExercises(input({ title: 'Stroke rehab at home', description, durationSeconds: 420 }));
    expect(exercises.map((e) => [e.title, e.sets, e.reps])).toEqual([
      ['Assisted arm raise', undefined, 10],
      ['Sit to stand', 2, 5],
      ['Glute bridge', undefined, 8],
    ]);
  });

  it("finds no exercise in a lesson on the signs for them, and no exercise in a study timer's focus blocks", () => {
    const signs = ['0:00 Hello', '0:50 SQUAT', '1:40 PLANK – and how to sign "hold for 30 seconds"', '3:00 PRESS-UP'];
    const lesson = input({ title: 'BSL Signs for the Gym', description: signs.join('\n'), durationSeconds: 400 });
    expect(detectExercises(lesson).exercises).toEqual([]);
    const study = [
      '0:00 Intro + set your goals',
      '2:00 🍅 Focus 1 (25 min)',
      '27:00 ☕ Break 1 – neck side stretch, 20 s each side',
      '32:00 🍅 Focus 2 (25 min)',
      '57:00 ☕ Break 2 – standing back extension × 10',
      '1:02:00 Outro',
    ].join('\n');
    const { exercises } = detectExercises(
      input({ title: 'Study with me – Pomodoro with stretch breaks', description: study, durationSeconds: 3900 }),
    );
    expect(exercises.map((e) => e.title)).toEqual(['Neck side stretch', 'Standing back extension']);
  });

  it('cuts a label of three words whose number is a word, and reads titles whose "we" and "i" are not English', () => {
    const igbo = [
      '0:00 Nnọọ!',
      "0:40 Mmega nke mbụ – Nọrọ n'aka na ikpere (ugboro 10)",
      "2:05 Mmega nke abụọ – Dinara n'azụ (sekọnd 20 n'ụkwụ ọ bụla)",
      "3:30 Mmega nke atọ – Dinara n'azụ, bulie ukwu gị elu (usoro 2 × ugboro 12)",
      '5:00 Daalụ!',
    ].join('\n');
    const { exercises } = detectExercises(
      input({ title: 'Mmega ahụ maka azụ', description: igbo, durationSeconds: 420 }),
    );
    expect(exercises.map((e) => [e.title, e.sets, e.reps, e.hold_seconds])).toEqual([
      ["Nọrọ n'aka na ikpere", undefined, 10, undefined],
      ["Dinara n'azụ", undefined, undefined, 20],
      ["Dinara n'azụ", 2, 12, undefined],
    ]);
    const samoan = [
      '0:00 Talofa lava!',
      '0:30 Siʻi aʻe tauau i taliga – faʻa 10',
      '1:40 Toso i tua le auvae – taofi sekone e 5, faʻa 10',
      '2:50 Tulei i le puipui – 2 seti, faʻa 10 i le seti',
      '4:00 Faʻafetai tele lava!',
    ].join('\n');
    const found = detectExercises(
      input({ title: 'Faʻamalositino mo le ua', description: samoan, durationSeconds: 300 }),
    );
    expect(found.exercises.map((e) => e.title)).toEqual([
      'Siʻi aʻe tauau i taliga',
      'Toso i tua le auvae',
      'Tulei i le puipui',
    ]);
  });

  it('keeps chapters that name an exercise, drops the rest, keeps a repeat as its own segment', () => {
    const result = detectExercises(input({ description }));
    expect(result.source).toBe('chapters');
    expect(result.exercises.map((e) => [e.start, e.end, e.type, e.title, e.confidence])).toEqual([
      [60, 120, 'cat cow', 'Cat cow', 'known'],
      [120, 180, 'glute bridge', 'Glute bridge', 'known'],
      [180, 240, 'glute bridge', 'Glute bridge', 'known'],
    ]);
    expect(result.message).toBe("Found 3 exercises in the video's chapters.");
  });

  it('makes "part 2" its own segment titled as the exercise, and joins "(cont.)" to the chapter it continues', () => {
    const d = [
      '0:00 Intro',
      '0:30 Plank - part 1',
      '1:30 Plank - part 2',
      '2:30 Side plank',
      '3:30 Side plank (cont.)',
    ];
    const found = detectExercises(input({ description: d.join('\n') })).exercises;
    expect(found.map((e) => [e.start, e.end, e.type, e.title])).toEqual([
      [30, 90, 'plank', 'Plank'],
      [90, 150, 'plank', 'Plank'],
      [150, 300, 'side plank', 'Side plank'],
    ]);
  });

  it('takes a chapter the lexicon does not know as an inferred exercise, titled and tagged by its own words', () => {
    const d = ['0:00 Intro and safety', '1:00 #3 Seated knee sways (10 reps each side)', '2:00 Common mistakes'].join(
      '\n',
    );
    const [found, ...rest] = detectExercises(input({ description: d, durationSeconds: 180 })).exercises;
    expect(rest).toEqual([]);
    expect(found).toMatchObject({
      type: 'seated knee sways',
      title: 'Seated knee sways',
      confidence: 'inferred',
      tags: ['seated knee sways', 'lower body'],
      reps: 10,
      side: 'each',
    });
    expect(found.id).toBeUndefined();
  });

  it('reads two lexicon names written as one ("Bridge walkouts") as one inferred variant of the first', () => {
    const d = ['0:00 Intro', '0:30 Bridge walkouts', '1:30 Clamshells', '2:30 Outro'].join('\n');
    const [variant, clam] = detectExercises(input({ description: d })).exercises;
    expect(variant).toMatchObject({ type: 'bridge walkouts', title: 'Bridge walkouts', confidence: 'inferred' });
    expect(variant.tags).toContain('lower body');
    expect(clam).toMatchObject({ type: 'clamshell', confidence: 'known' });
  });

  it('tags a name whose words name no body part by the notes under it, else by the region the video works', () => {
    const d = [
      '0:00 Intro',
      '0:30 Clamshells',
      '1:30 Frog squeezes',
      '2:30 Angel lifts',
      'Lift your chest and upper back off the mat',
      '3:30 Side lying hip abduction',
      '4:30 Outro',
    ].join('\n');
    const found = detectExercises(input({ description: d })).exercises;
    expect(found.map((e) => [e.type, e.tags[1]])).toEqual([
      ['clamshell', 'lower body'],
      ['frog squeezes', 'lower body'],
      ['angel lifts', 'upper body'],
      ['side lying hip abduction', 'lower body'],
    ]);
  });

  it('leaves the region out when the video has no leading region', () => {
    const d = ['0:00 Intro', '0:30 Clamshells', '1:30 Chin tucks', '2:30 Frog squeezes', '3:30 Outro'].join('\n');
    const frog = detectExercises(input({ description: d })).exercises.find((e) => e.type === 'frog squeezes');
    expect(frog?.tags).toEqual(['frog squeezes']);
  });

  it('calms a title written in capitals', () => {
    const d = ['0:00 INTRO', '0:30 SEATED KNEE ROCKS', '1:30 OUTRO'].join('\n');
    expect(detectExercises(input({ description: d })).exercises.map((e) => e.title)).toEqual(['Seated knee rocks']);
  });

  it('parses the dosage written in a title or under it, and leaves it out of the title', () => {
    const d = ['0:00 Intro', '0:30 Squats 3x10', '1:30 Wall sit', 'Hold 45 s, rest 1:30.', '2:30 Outro'].join('\n');
    const [squat, wallSit] = detectExercises(input({ description: d })).exercises;
    expect(squat).toMatchObject({ title: 'Squat', sets: 3, reps: 10 });
    expect(wallSit).toMatchObject({ title: 'Wall sit', hold_seconds: 45 });
    expect(wallSit.sets).toBeUndefined();
  });

  it('gives type, id and tags from the lexicon, type first', () => {
    const bridge = detectExercises(input({ description })).exercises[1];
    expect(bridge).toMatchObject({
      type: 'glute bridge',
      id: 'glute-bridge',
      tags: ['glute bridge', 'lower body', 'strength'],
    });
  });

  it('reports only cues actually written (or spoken) for that chapter', () => {
    const [catCow, bridge] = detectExercises(input({ description })).exercises;
    expect(catCow.pattern_matches.form_cues).toEqual([]);
    expect(bridge.pattern_matches.form_cues).toEqual(['drive through your heels']);
    const withSpeech = detectExercises(
      input({ description, captions: vtt(['02:10.000', '02:20.000', 'Keep your ribs down.']) }),
    );
    expect(withSpeech.exercises[1].pattern_matches.form_cues).toEqual([
      'drive through your heels',
      'keep your ribs down',
    ]);
  });

  it('takes cues from description lines elsewhere that name the same exercise', () => {
    const d = ['Bridge tip: squeeze your glutes!', '', '0:00 Intro', '0:30 Bridge', '1:30 Plank'].join('\n');
    expect(
      detectExercises(input({ description: d, durationSeconds: 200 })).exercises[0].pattern_matches.form_cues,
    ).toEqual(['squeeze your glutes']);
  });

  it('flags exercises whose title is already saved, ignoring case and spaces', () => {
    const result = detectExercises(input({ description, existingTitles: ['  glute BRIDGE '] }));
    expect(result.exercises.map((e) => e.already_saved)).toEqual([false, true, true]);
  });

  it('returns whole seconds with end after start', () => {
    for (const e of detectExercises(input({ description, durationSeconds: 299.6 })).exercises) {
      expect(Number.isInteger(e.start) && Number.isInteger(e.end) && e.end > e.start).toBe(true);
    }
  });
});

describe('detectExercises: captions and fallbacks', () => {
  it('uses captions when there are no chapters', () => {
    const result = detectExercises(input({ captions: speech }));
    expect(result.source).toBe('captions');
    expect(result.exercises.map((e) => [e.start, e.end, e.type, e.title])).toEqual([
      [5, 40, 'glute bridge', 'Glute bridge'],
      [40, 95, 'clamshell', 'Clamshell'],
    ]);
    expect(result.message).toBe("Found 2 exercises in the video's captions.");
  });

  it('falls back to captions when the chapters name no exercise, and says so', () => {
    const result = detectExercises(input({ description: '0:00 Intro\n1:00 Story\n2:00 Outro', captions: speech }));
    expect(result.source).toBe('captions');
    expect(result.message).toBe(
      "The chapters of this video do not name any exercise. Found 2 exercises in the video's captions.",
    );
  });

  it('falls back to captions when the chapter list is invalid', () => {
    const result = detectExercises(
      input({ description: '0:10 Plank\n1:00 Side plank\n2:00 Dead bug', captions: speech }),
    );
    expect(result.source).toBe('captions');
    expect(result.message).toContain('not a valid chapter list (the first chapter must start at 0:00)');
  });

  it('finds no exercise in a workout for a dog, whatever its speech calls the moves', () => {
    const result = detectExercises(
      input({ title: 'Puppy Push-Ups – 10 Minute Workout for Your Dog', captions: speech }),
    );
    expect(result).toMatchObject({ source: 'none', exercises: [] });
    expect(result.message).toBe('This video has no chapters, and its captions do not name any exercise.');
  });

  it('explains every way of finding nothing', () => {
    expect(detectExercises(input({}))).toEqual({
      source: 'none',
      exercises: [],
      message:
        'This video has no chapters and no captions, so no exercises could be detected. Upload captions (WebVTT or SRT) to detect exercises from speech.',
    });
    expect(detectExercises(input({ description: '0:00 Intro\n1:00 Story\n2:00 Outro' })).message).toMatch(
      /^The chapters of this video do not name any exercise\./,
    );
    expect(detectExercises(input({ captions: 'not captions at all' })).message).toBe(
      'The captions could not be read as WebVTT or SRT.',
    );
    expect(detectExercises(input({ captions: vtt(['00:01.000', '00:05.000', 'A day at the clinic.']) })).message).toBe(
      'This video has no chapters, and its captions do not name any exercise.',
    );
  });

  it('never invents exercises from a description without chapters', () => {
    const result = detectExercises(input({ description: 'We cover bridges, planks and clamshells in this video.' }));
    expect(result.exercises).toEqual([]);
  });

  it('is deterministic', () => {
    expect(detectExercises(input({ captions: speech }))).toEqual(detectExercises(input({ captions: speech })));
  });
});
