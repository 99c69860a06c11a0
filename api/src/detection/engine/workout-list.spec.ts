import { detectExercises } from './index';
import {
  aboutNoPersonsExercise,
  closingTalk,
  countsAfterName,
  isExerciseLike,
  isOffTopic,
  isWorkoutList,
  looksLikeExerciseVideo,
  speaksReadLanguage,
  unreadTalk,
} from './workout-list';
import { tokenize } from './normalize';

const chapter = (words: string, extra: { recognised?: boolean; hasDosage?: boolean; notes?: string[] } = {}) => ({
  words,
  recognised: extra.recognised ?? false,
  hasDosage: extra.hasDosage ?? false,
  notes: extra.notes ?? [],
});

describe('is this chapter list a workout', () => {
  it('reads exercise vocabulary: body parts, movements, doses, notes, German compounds', () => {
    expect(isExerciseLike(chapter('Ankle rocks'))).toBe(true);
    expect(isExerciseLike(chapter('Shin box switches'))).toBe(true);
    expect(isExerciseLike(chapter('Sprinter switches', { hasDosage: true }))).toBe(true);
    expect(isExerciseLike(chapter('Tyler twist'))).toBe(true);
    expect(isExerciseLike(chapter('Frog thing', { notes: ['Feel it in your glutes'] }))).toBe(true);
    expect(isExerciseLike(chapter('Nackengleiten'))).toBe(true);
    expect(isExerciseLike(chapter('Heavy Heart'))).toBe(false);
    expect(isExerciseLike(chapter('Mash the bananas'))).toBe(false);
  });

  it('drops another activity always, a topic unless it names a movement or a dose', () => {
    expect(isOffTopic(chapter('Superman (feat. Kaya)', { recognised: true }))).toBe(true);
    expect(isOffTopic(chapter('Roll out the dough'))).toBe(true);
    expect(isOffTopic(chapter('Knee ligament injuries'))).toBe(true);
    expect(isOffTopic(chapter('Best mattress for back pain'))).toBe(true);
    expect(isOffTopic(chapter('Stretch for knee pain'))).toBe(false);
    expect(isOffTopic(chapter('Pain-free bridge', { recognised: true }))).toBe(false);
  });

  it('needs a strict majority of exercise-like chapters', () => {
    expect(isWorkoutList([chapter('Ankle rocks'), chapter('Hip airplanes'), chapter('Shin box')])).toBe(true);
    expect(isWorkoutList([chapter('Superman', { recognised: true }), chapter('Gold'), chapter('Last light')])).toBe(
      false,
    );
    expect(isWorkoutList([chapter('Neon pulse'), chapter('Heavy heart')])).toBe(false);
    expect(isWorkoutList([])).toBe(false);
  });

  it('reads a class set to music by its doses, a music video titled so as no workout', () => {
    const dosed = (words: string) => chapter(words, { recognised: true, hasDosage: true });
    const moves = [dosed('Squats'), dosed('Push-ups'), dosed('Plank'), chapter('Water break')];
    expect(isWorkoutList(moves, [], () => false, 'HIIT – One Song Per Move')).toBe(true);
    const tracks = [chapter('Squat Life', { recognised: true }), chapter('Plank & Pray', { recognised: true })];
    expect(isWorkoutList(tracks, [], () => false, 'Gym Music Playlist 2026')).toBe(false);
  });

  it('reads a count after the name, in any script, as a dose in a list it cannot read; never a price', () => {
    expect(countsAfterName('Gada – sau 12')).toBe(true);
    expect(countsAfterName('ကလေးပုံစံ – ၁ မိနစ်')).toBe(true);
    expect(countsAfterName('Foam roller – $29')).toBe(false);
    expect(countsAfterName('Yoga mat – 25 USD')).toBe(false);
    expect(countsAfterName('Introduction')).toBe(false);
    expect(countsAfterName('గోడపై వేళ్లతో పైకి నడవడం [10 సార్లు]')).toBe(true);
    expect(countsAfterName('Round 1 vs. Jensen (1-0)')).toBe(false);
    expect(countsAfterName('Effort check: rate your last rep out of 10')).toBe(false);
  });

  it('reads no list in a video whose title says it watches others train; a ranked countdown still teaches', () => {
    const description =
      '0:00 Intro\n0:40 Deadlift with a rounded back\n2:10 Squat where the knees cave in\n3:45 Plank that sags\n5:00 Outro';
    expect(
      detectExercises({ title: 'Physio Reacts to Your Gym Fails (Part 2)', description, durationSeconds: 400 })
        .exercises,
    ).toEqual([]);
    expect(detectExercises({ title: 'Roasting Your Squat Form', description, durationSeconds: 400 }).exercises).toEqual(
      [],
    );
    const countdown = '0:00 Intro\n0:30 Glute bridge\n2:00 Bird dog\n3:30 Side plank\n5:00 Outro';
    expect(
      detectExercises({ title: 'My Top 3 Back Exercises (Ranked)', description: countdown, durationSeconds: 400 })
        .exercises.length,
    ).toBe(3);
  });

  it('reads no list in a video whose title says it is music, however its tracks are named', () => {
    const description = "0:00 Mountain pose sunrise\n5:40 Cobra dreams\n11:02 Child's pose\n16:30 Pigeon flight";
    const album = detectExercises({ title: 'Deep Stretch Playlist – Piano Songs', description, durationSeconds: 1200 });
    expect(album.exercises).toEqual([]);
    // Music credited in a class's description is not the video's title: the class is still read.
    const yogaClass = detectExercises({
      title: 'Gentle yoga for stiff hips',
      description: `${description}\nMusic: Northside Sounds`,
      durationSeconds: 1200,
    });
    expect(yogaClass.exercises.length).toBeGreaterThan(0);
    // A running track is not a music track.
    const trackSession = detectExercises({
      title: 'Sprint drills – track session',
      description: '0:00 Why drills\n0:40 High knees\n2:00 Butt kicks\n3:10 Walking lunges\n4:30 Cool down talk',
      durationSeconds: 360,
    });
    expect(trackSession.exercises.length).toBeGreaterThan(0);
  });

  it('reads a list in a language without vocabulary when the video says it is an exercise video', () => {
    const turkish = detectExercises({
      title: 'Bel ağrısı için egzersizler',
      description: '0:00 Giriş\n0:40 Kol çevirme\n2:00 Bacak sallama 10 tekrar\n3:30 Süpürge sapı\n5:00 Bitiş',
      durationSeconds: 360,
    });
    expect(turkish.exercises.map((e) => [e.title, e.confidence, e.reps])).toEqual([
      ['Kol çevirme', 'inferred', undefined],
      ['Bacak sallama', 'inferred', 10],
      ['Süpürge sapı', 'inferred', undefined],
    ]);
    // Doses next to two or more names say it too, when the video's words do not.
    const dosed = detectExercises({
      title: 'Sabah rutini',
      description: '0:00 Giriş\n0:40 Kol çevirme 10 tekrar\n2:00 Bacak sallama 3x12\n3:30 Süpürge sapı\n5:00 Kapanış',
      durationSeconds: 360,
    });
    expect(dosed.exercises.map((e) => e.title)).toEqual(['Kol çevirme', 'Bacak sallama', 'Süpürge sapı']);
    // A list in a language the engine reads is not rescued: a rehab talk's story stays empty.
    const talk = detectExercises({
      title: 'Hip replacement rehab journey',
      description:
        '0:00 Before the operation\n3:00 The first week\n6:00 Going home\n9:00 Back to work\n12:00 Life after',
      durationSeconds: 900,
    });
    expect(talk.exercises).toEqual([]);
    // The same kind of list without a word of exercise in the video, or in a music video, stays empty.
    for (const title of ['Yaz albümü', 'Egzersiz müzik playlist'])
      expect(
        detectExercises({
          title,
          description: '0:00 Deniz\n3:40 Gece yarısı\n7:15 Yollar\n11:00 Son',
          durationSeconds: 900,
        }).exercises,
      ).toEqual([]);
  });

  it('yields no segment for a track list and keeps a workout of moves outside the lexicon', () => {
    const tracks = detectExercises({
      title: 'Workout music mix',
      description: '0:00 Neon Pulse – Rise Up\n3:40 Delta Vega – Superman\n7:15 Kaya – Gold\n11:00 Mara – Last Light',
      durationSeconds: 900,
    });
    expect(tracks.source).toBe('none');
    expect(tracks.exercises).toEqual([]);
    const moves = detectExercises({
      title: 'Runner prep',
      description: '0:00 Intro\n0:30 Ankle rocks\n1:50 Hip airplanes\n3:20 Shin box switches\n5:00 Outro',
      durationSeconds: 360,
    });
    expect(moves.exercises.map((e) => [e.title, e.confidence])).toEqual([
      ['Ankle rocks', 'inferred'],
      ['Hip airplanes', 'inferred'],
      ['Shin box switches', 'inferred'],
    ]);
  });

  it('reads talk by its place in a list it cannot read: a short undosed opening, the undosed closing chapters', () => {
    const chapter = (start: number, end: number, hasDosage: boolean, lastOfList = false) => ({
      start,
      end,
      hasDosage,
      lastOfList,
    });
    expect([
      ...unreadTalk([
        chapter(0, 30, false),
        chapter(30, 100, true),
        chapter(100, 200, true),
        chapter(200, 300, false),
        chapter(300, 400, false, true),
      ]),
    ]).toEqual([0, 3, 4]);
    // An undosed chapter between dosed moves is a move.
    expect([
      ...unreadTalk([
        chapter(0, 30, false),
        chapter(30, 100, true),
        chapter(100, 200, false),
        chapter(200, 300, true),
        chapter(300, 400, false, true),
      ]),
    ]).toEqual([0, 4]);
    // A long first chapter, or one with a dose, is a move; so is an undosed last one among undosed moves.
    expect([...unreadTalk([chapter(0, 90, false), chapter(90, 200, false), chapter(200, 300, false, true)])]).toEqual(
      [],
    );
  });

  it('reads the undosed, unnamed chapters after the last dosed move of a dosed list as its closing', () => {
    const chapter = (hasDosage: boolean, known: boolean, lastOfList = false) => ({
      start: 0,
      end: 60,
      hasDosage,
      known,
      lastOfList,
    });
    // "Effort check", "Next week's progressions" after four dosed moves.
    expect([
      ...closingTalk([
        chapter(true, true),
        chapter(true, false),
        chapter(true, true),
        chapter(false, false),
        chapter(false, false, true),
      ]),
    ]).toEqual([3, 4]);
    // A known move closing the list, undosed, is still a move; so are the undosed chapters of an undosed list.
    expect([...closingTalk([chapter(true, true), chapter(true, true), chapter(false, true, true)])]).toEqual([]);
    expect([
      ...closingTalk([chapter(false, true), chapter(false, false), chapter(true, true), chapter(false, false, true)]),
    ]).toEqual([]);
  });

  it('finds a Thai, Catalan or Vietnamese exercise video by its words', () => {
    expect(looksLikeExerciseVideo('ท่าออกกำลังกายแก้ปวดคอ', [])).toBe(true);
    expect(looksLikeExerciseVideo('Estiraments per a l’esquena', [])).toBe(true);
    expect(looksLikeExerciseVideo('Bài tập giãn cơ lưng', [])).toBe(true);
    expect(looksLikeExerciseVideo('Nhạc tập gym | Playlist', [])).toBe(false);
    expect(looksLikeExerciseVideo("Ububabare bw'ivi? Imyimenyerezo itanu | Fiziyoterapewute", [])).toBe(true);
    expect(looksLikeExerciseVideo("Må a l' spale? Cénk egzèrcices a fé a l' måjhon | Kinè", [])).toBe(true);
  });

  it('knows a video whose exercises are for an animal, or that makes a thing by hand, from its title', () => {
    expect(aboutNoPersonsExercise('Carrot Stretches for Your Horse – Equine Physio Home Programme')).toBe(true);
    expect(aboutNoPersonsExercise('Puppy Push-Ups & Canine Fitness – 10 Minute Workout for Your Dog')).toBe(true);
    expect(aboutNoPersonsExercise("Dog fitness: my spaniel's weekly routine")).toBe(true);
    expect(aboutNoPersonsExercise('Building a Small Garden Bridge from Scaffold Planks – Weekend DIY')).toBe(true);
    // The animal names a move, or the handiwork is a workout's: a person's exercise.
    expect(aboutNoPersonsExercise('Bird Dog Exercise for Low Back Pain')).toBe(false);
    expect(aboutNoPersonsExercise('Downward Dog and Puppy Pose for Tight Shoulders')).toBe(false);
    expect(aboutNoPersonsExercise('Stretches for Cat Cow Lovers')).toBe(false);
    expect(aboutNoPersonsExercise('DIY Home Gym Workout With a Broomstick')).toBe(false);
    // A machine or a drawn character doing the moves; a lesson in another skill.
    expect(aboutNoPersonsExercise('Our Humanoid Robot Does a Workout!')).toBe(true);
    expect(aboutNoPersonsExercise('Animating a Push-Up Cycle in Blender (Rigify)')).toBe(true);
    expect(aboutNoPersonsExercise('Touch Typing Lesson 3 – Home Row Drills')).toBe(true);
    expect(aboutNoPersonsExercise('Learner Driver Lesson 4 – Clutch Control & Hill Starts')).toBe(true);
    expect(aboutNoPersonsExercise('Stretches for Lorry Drivers – 5 Minutes at the Services')).toBe(false);
    expect(aboutNoPersonsExercise('Why Do Lizards Do Push-Ups? | Backyard Reptiles Ep. 4')).toBe(true);
    expect(aboutNoPersonsExercise('Beginner Drone Lesson 3 – Hover, Figure Eights & Flips')).toBe(true);
    expect(aboutNoPersonsExercise('Lizard Crawls and Bear Crawls – 10 Minute Core')).toBe(false);
    // A course in another skill is training too; a machine that rolls and holds in sets; a tool for workouts.
    expect(aboutNoPersonsExercise('Forklift Training Part 3 – Reversing and Pallet Stacking')).toBe(true);
    expect(aboutNoPersonsExercise('Massage Chair Unboxing: All 12 Programmes Tried')).toBe(true);
    expect(aboutNoPersonsExercise('First Hive Inspection of the Year – Queen Spotting')).toBe(true);
    expect(aboutNoPersonsExercise('How I Set Up My Exercise Tracker in Notion')).toBe(true);
    expect(aboutNoPersonsExercise('Strength Training for Beginners – Full Body')).toBe(false);
    expect(aboutNoPersonsExercise('Chair Exercises After a Massage')).toBe(false);
    expect(aboutNoPersonsExercise('How to Stir a Negroni – Bartending 101')).toBe(true);
    expect(aboutNoPersonsExercise('iPhone Stuck? Reboot It With the Buttons')).toBe(true);
    expect(aboutNoPersonsExercise('Yoga Mats Torture-Tested on a Rig – 5,000 Folds')).toBe(true);
    // A hoist that lifts a person, paper folding, a cue sport; not a move called a hoist.
    expect(aboutNoPersonsExercise('Patient Hoist Transfers – Training for Care Staff')).toBe(true);
    expect(aboutNoPersonsExercise('Origami Frog, Step by Step')).toBe(true);
    expect(aboutNoPersonsExercise('Snooker Basics: Bridge Hand and Stance')).toBe(true);
    expect(aboutNoPersonsExercise('Hip Hoist Exercise for Runners')).toBe(false);
    // Moving a piano, taking blood; not a pianist's or a removals worker's stretches.
    expect(aboutNoPersonsExercise('Moving a Grand Piano Down the Stairs')).toBe(true);
    expect(aboutNoPersonsExercise('Meet Our Phlebotomy Team')).toBe(true);
    expect(aboutNoPersonsExercise('Finger Exercises for Piano Players')).toBe(false);
    expect(aboutNoPersonsExercise('Stretches for Removals Workers')).toBe(false);
    // Looking after, putting together or applying a thing; an electrotherapy machine.
    expect(aboutNoPersonsExercise('How to Clean Your Yoga Mat (and Stop It Slipping) – Mat Care Guide')).toBe(true);
    expect(aboutNoPersonsExercise('Home Gym Build: Assembling a Power Rack (Step by Step)')).toBe(true);
    expect(aboutNoPersonsExercise('How to Kinesio Tape a Knee for Kneecap Pain')).toBe(true);
    expect(aboutNoPersonsExercise('How to Use a TENS Machine for Back Pain – Physio Explains')).toBe(true);
    expect(aboutNoPersonsExercise('Power Rack Workout – Squats, Presses and Pull-Ups')).toBe(false);
    expect(aboutNoPersonsExercise('Yoga Mat Pilates for Back Pain')).toBe(false);
    // A massage gun, a bike service, a billing webinar, macramé.
    expect(aboutNoPersonsExercise('Massage Gun Review 2026: Premium vs Mid-Range vs Budget')).toBe(true);
    expect(aboutNoPersonsExercise('Bike Service at Home: Pedals Off, Chain Clean & Lube')).toBe(true);
    expect(aboutNoPersonsExercise('Easy Macramé Plant Hanger for Beginners – Square Knots')).toBe(true);
    expect(aboutNoPersonsExercise('Exercise Bike Workout – 20 Minute Intervals')).toBe(false);
    // Bread's stretches and folds.
    expect(aboutNoPersonsExercise('Sourdough Stretch and Folds Explained – Bulk Fermentation')).toBe(true);
    // A walker's workout, the dog along.
    expect(aboutNoPersonsExercise('Walk the Dog Workout – Lunges Around the Block')).toBe(false);
    expect(aboutNoPersonsExercise('Dog Workout: Agility at Home')).toBe(true);
    // A how-to naming no exercise, exercise word or complaint teaches another skill.
    expect(aboutNoPersonsExercise('How to Tie a Bowline Knot – Sailing Basics')).toBe(true);
    expect(aboutNoPersonsExercise('Learn to Juggle Three Balls in 10 Minutes')).toBe(true);
    expect(aboutNoPersonsExercise('How to Fix Knee Pain at Home')).toBe(false);
    expect(aboutNoPersonsExercise('How to Do a Plank Properly')).toBe(false);
    expect(aboutNoPersonsExercise('How to Stretch Your Hip Flexors')).toBe(false);
    expect(aboutNoPersonsExercise('How to Improve Your Balance After 60')).toBe(false);
  });

  it('reads no list whose chapters are a recipe in a dairy or a brewery', () => {
    const titles = ['Warming the milk – hold 45 min', 'Cutting the curd – rest 5 min', 'Stir the whey – 30 min'];
    expect(
      isWorkoutList(
        titles.map((t) => chapter(t, { hasDosage: true })),
        titles,
        () => true,
      ),
    ).toBe(false);
  });

  it('reads no list in a video whose title says it is a lecture', () => {
    const topics = [
      chapter('Squats and lunges', { recognised: true }),
      chapter('Plank', { recognised: true }),
      chapter('Wall sit', { recognised: true }),
    ];
    expect(isWorkoutList(topics, [], () => true, 'Sports Science Lecture 4: Strength Training Methods')).toBe(false);
    expect(isWorkoutList(topics, [], () => true, 'CPT Codes for Physical Therapists | Billing Webinar')).toBe(false);
    expect(isWorkoutList(topics, [], () => true, 'Strength Training Methods')).toBe(true);
  });

  it('reads a numbered, dosed list whose little words look like a language read when the video says it is exercise', () => {
    // "y" and "con" are a language read's; the list numbers its moves and writes a count after each, in units not read.
    const names = ['Puya con a goma', 'Torna y torna', 'Chira con calma'];
    const titles = ['Bienvenius', ...names.map((n, i) => `Exercicio ${i + 1} — ${n}`), 'Grasias y adios'];
    const moves = names.map((words) => ({ ...chapter(words), countAfterName: true, numbered: true }));
    expect(isWorkoutList(moves, titles, () => true)).toBe(true);
    expect(
      isWorkoutList(
        moves.map((m) => ({ ...m, numbered: false })),
        titles,
        () => true,
      ),
    ).toBe(false);
  });

  it('takes a transcript for a language read only when its common words come again and again', () => {
    const venetianLike = tokenize(
      'Bongiorno a tuti. Ancuo femo quatro esercissi par la schena. Me domanda del remo. Destirà su la schena, ' +
        'alsè el culo e tegnì sinque secondi. Diese volte. Tirè un zenocio verso el peto. Vinti secondi.',
    );
    expect(speaksReadLanguage(venetianLike)).toBe(false);
    expect(speaksReadLanguage(tokenize('Me domanda del remo e del balon.'))).toBe(false);
    expect(speaksReadLanguage(tokenize('Lie on your back, bend your knees and lift the hips.'))).toBe(true);
    expect(
      speaksReadLanguage(tokenize('Lie on your back and lift your hips. Hold it for five, then lower with control.')),
    ).toBe(true);
  });
});
