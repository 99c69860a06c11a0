import { readChapterTitle } from './chapter-title';

describe('readChapterTitle', () => {
  it.each([
    ['#2 Fire hydrants 3x10', 'Fire hydrants'],
    // A class's nickname for the move is no part of its name.
    ['Pliés aka "the elevator" — 2 × 16', 'Pliés'],
    ['Fire hydrants a.k.a. puppy at the lamppost — 15 each side', 'Fire hydrants'],
    ['Wall sit also known as the invisible chair', 'Wall sit'],
    // A footnote's mark, the coach who teaches it, an "instead" before the better move.
    ['Quad sets¹ – 10 x 5 sec hold', 'Quad sets'],
    ['Single leg balance* – 30 sec each leg', 'Single leg balance'],
    ['Goblet squat w/ Coach Dani – 3 x 10', 'Goblet squat'],
    ['Instead: Wall sit – 5 × 30 s', 'Wall sit'],
    ['Exercise 3: Sleeper stretch', 'Sleeper stretch'],
    ['Übung 2: Außenrotation mit Theraband – 3x15', 'Außenrotation mit Theraband'],
    ['Warm up: cat-cow', 'cat-cow'],
    ['Short arc quads (12 reps per leg)', 'Short arc quads'],
    ['Short arc quads (12 reps per le', 'Short arc quads'],
    ["Let's do some mini squats - 2 sets of 15", 'mini squats'],
    ['How to do the sciatic nerve floss', 'sciatic nerve floss'],
    ['Last one - wall sit for 30 seconds', 'wall sit'],
    ['Step ups', 'Step ups'],
    ['90/90 hip stretch', '90/90 hip stretch'],
    ['Frog pumps 🐸 x20', 'Frog pumps'],
    ['Stretch 2: Seated spinal twist', 'Seated spinal twist'],
    ['Chapter 3 — Bird dog', 'Bird dog'],
    ['Station 2: Step ups', 'Step ups'],
    ['Min 4: Plank hold 40 s', 'Plank'],
    ['Third exercise: Lateral lunges', 'Lateral lunges'],
    ['Segundo ejercicio: puente de glúteos', 'puente de glúteos'],
    ['Clamshells #glutes', 'Clamshells'],
    ['Schulterkreisen; 10x vorwärts, 10x rückwärts', 'Schulterkreisen'],
    ['Seated marching, thirty seconds', 'Seated marching'],
    ['Figure of eight hops', 'Figure of eight hops'],
    ['Chat-vache – 8 respirations', 'Chat-vache'],
    ['Single leg stance – right (2nd set)', 'Single leg stance'],
    // A note after a spaced dash that still holds a number, or only a scrap of a dose once it is read, is no name.
    ['Prkno – 4 série po 20 s', 'Prkno'],
    ['Ponte – 3 séries de 12 repetições', 'Ponte'],
    ['Приседания – по 15 раз', 'Приседания'],
    ['Sumo squat – wide stance', 'Sumo squat – wide stance'],
    ['Step ups x 12', 'Step ups'],
    ['Reverse lunge 10/leg @ 12 kg', 'Reverse lunge'],
    ['Sled push 20 m', 'Sled push'],
    ['Bear crawl – 15 metres', 'Bear crawl'],
    // The note that held the dose goes with it, whatever words of its language are left; a label before it stays out.
    ['Superman – 3 x 20 s, tenuta lenta', 'Superman'],
    ['Pod fesier: 2 serii a câte 12', 'Pod fesier'],
    ['Exercițiul 2 – Ridicarea piciorului întins: 3 serii a câte 10', 'Ridicarea piciorului întins'],
    ['Exercise 3: 3x10 bridges', 'bridges'],
    ['Heel raise, single leg – 3x10', 'Heel raise, single leg'],
    // A pointer for the viewer, an aside of manner, an effort in place of a count, a list's label in Thai or with "…".
    ['Pendulums – full demo: https://youtu.be/aa11', 'Pendulums'],
    ['Doorway pec stretch – see pinned comment', 'Doorway pec stretch'],
    ['Jefferson curls (light!)', 'Jefferson curls'],
    ['Finisher: plank to failure', 'plank'],
    ['Move 1: Kettlebell swing – AMRAP 40s', 'Kettlebell swing'],
    ['And #1… B-stance RDL', 'B-stance RDL'],
    ['Harjutus 1. Clamshell külili – 15 kordust', 'Clamshell külili'],
    ['3. vingrinājums – Pacelšanās uz pirkstgaliem: 3 sērijas pa 15', 'Pacelšanās uz pirkstgaliem'],
    ['2 pratimas: Pirštais „lipti“ siena – 10 kartų', 'Pirštais „lipti“ siena'],
    // Albanian, Galician, Welsh, Swahili numbering labels
    ['Ushtrimi 3 – Ura e gluteve: 3 seri me nga 12 përsëritje', 'Ura e gluteve'],
    ['Ushtrim 2: Shtrirja e pulpës – 30 sekonda për secilën këmbë', 'Shtrirja e pulpës'],
    ['Exercicio 4: Prancha lateral – mantén 20 segundos en cada lado', 'Prancha lateral'],
    ['Ymarfer 5: Sefyll ar un goes – dal am 20 eiliad bob ochr', 'Sefyll ar un goes'],
    ['Zoezi 1: Kuinua mguu ulionyooka mara 10', 'Kuinua mguu ulionyooka'],
    // Basque, Azerbaijani, Macedonian, Serbian/Croatian, Greek, Hungarian and Persian labels and ordinals
    ['Ariketa: Plantxa – 30 s', 'Plantxa'],
    ['Ariketa 2: Gluteo zubia – 3 serie 12 aldiz', 'Gluteo zubia'],
    ['Bigarren ariketa: Katu-behia', 'Katu-behia'],
    ['1-ci məşq: Çənəni geri çəkmə', 'Çənəni geri çəkmə'],
    ['3-cü məşq – Körpü', 'Körpü'],
    ['6-cı hərəkət: Pişik-inək', 'Pişik-inək'],
    ['Məşq 4: Yan planka', 'Yan planka'],
    ['Прва вежба: Мачка-крава – 10 пати', 'Мачка-крава'],
    ['Трета вежба – Истегнување на листот', 'Истегнување на листот'],
    ['Вежба 2: Мост', 'Мост'],
    ['Treća vježba: Mačka-krava', 'Mačka-krava'],
    ['Друга вежба: Чучањ', 'Чучањ'],
    ['1η άσκηση – Κύκλοι με τον αστράγαλο', 'Κύκλοι με τον αστράγαλο'],
    ['2η άσκηση: Γέφυρα γλουτών', 'Γέφυρα γλουτών'],
    ['Δεύτερη άσκηση: Σανίδα', 'Σανίδα'],
    ['Harmadik gyakorlat: Macska-tehén', 'Macska-tehén'],
    ['2. gyakorlat: Vádlinyújtás', 'Vádlinyújtás'],
    ['تمرین دوم: کشش همسترینگ', 'کشش همسترینگ'],
    // Georgian, Armenian, Tamil, Amharic, Kazakh, Nepali, Maltese and Uzbek labels (with their full stops and digits)
    ['ვარჯიში №1. ნიკაპის შეწევა – 10-ჯერ', 'ნიკაპის შეწევა'],
    ['ვარჯიში 2: დუნდულოს ხიდი – 3 სერია 12 გამეორება', 'დუნდულოს ხიდი'],
    ['Վարժություն 1։ Կզակի ներքաշում – 10 անգամ', 'Կզակի ներքաշում'],
    ['பயிற்சி 1 – குதிகால் சறுக்குதல்', 'குதிகால் சறுக்குதல்'],
    ['መልመጃ 1፦ የባት ጡንቻ መለጠጥ – 20 ሰከንድ', 'የባት ጡንቻ መለጠጥ'],
    ['1-жаттығу: Мысық-сиыр – 10 рет', 'Мысық-сиыр'],
    ['Жаттығу 3: Бүйір планка', 'Бүйір планка'],
    ['व्यायाम १: घुँडा छातीमा तान्ने – १० पटक', 'घुँडा छातीमा तान्ने'],
    ['Eżerċizzju 1: Pont tal-gluteji – 10 darbi', 'Pont tal-gluteji'],
    ['1-mashq: Mushuk-sigir – 10 marta', 'Mushuk-sigir'],
    ['Mashq 2: Yon planka – 30 soniya', 'Yon planka'],
    // Belarusian, Mongolian, Gujarati (with its digits), Punjabi (Gurmukhi digits), Zulu, Irish and Haitian labels
    ['Практыкаванне 1. Ягадзічны масток – 10 разоў', 'Ягадзічны масток'],
    ['Першае практыкаванне: Бакавая планка', 'Бакавая планка'],
    ['1-р дасгал: Өгзөгний гүүр – 10 удаа', 'Өгзөгний гүүр'],
    ['Дасгал 2: Хажуугийн планк', 'Хажуугийн планк'],
    ['કસરત ૧: ગ્લુટ બ્રિજ – ૧૦ વખત', 'ગ્લુટ બ્રિજ'],
    ['કસરત 2: સાઇડ પ્લેન્ક', 'સાઇડ પ્લેન્ક'],
    ['ਕਸਰਤ ੧: ਗਲੂਟ ਬ੍ਰਿਜ – ੧੦ ਵਾਰ', 'ਗਲੂਟ ਬ੍ਰਿਜ'],
    ['ਕਸਰਤ 3: Glute bridge – 2 ਸੈੱਟ', 'Glute bridge'],
    ['Umsebenzi 1: Ibhuloho lezinqe', 'Ibhuloho lezinqe'],
    ['Ukuzivocavoca 2: Iplanki yohlangothi', 'Iplanki yohlangothi'],
    ['Cleachtadh 1: Droichead glútach – 10 n-uaire', 'Droichead glútach'],
    ['An chéad chleachtadh: Plánc taoibh', 'Plánc taoibh'],
    ['Egzèsis 1: Pon fès – 10 fwa', 'Pon fès'],
    ['Premye egzèsis: Planch sou kote', 'Planch sou kote'],
    ['Gaze stabilisation (VOR x1) – 3 x 30 s', 'Gaze stabilisation'],
    ['ท่าที่ 2 ดึงเข่าชิดอก', 'ดึงเข่าชิดอก'],
    // A category tag in capitals is the section; a tag saying talk stays, so the chapter reads as talk.
    ['[MOBILITY] Cat-cow – 8 slow reps', 'Cat-cow'],
    ['[BALANCE] Heel-to-toe stand – 30 s', 'Heel-to-toe stand'],
    ['[TALK] Pacing and flare-ups', 'TALK: Pacing and flare-ups'],
    ['[Seated] knee extension', 'Seated knee extension'],
    // After a comma comes how, not the name; a limb count or position there is still the name.
    ['Trunk rotations, club behind shoulders – x10 each way', 'Trunk rotations'],
    ['No-hang lifts, half crimp', 'No-hang lifts'],
    ['Heel raise, single leg – 3x10', 'Heel raise, single leg'],
    ['Exercise 1, Squat', 'Squat'],
    // A tempo's time and its word are cut together.
    ['Level 4 – Eccentric push-up, 5 s down (3 x 5)', 'Eccentric push-up'],
    // An interval's words go with its times.
    ['Hangboard repeaters (7 s on / 3 s off × 6)', 'Hangboard repeaters'],
    ['Plank 30s work / 15s rest x 4', 'Plank'],
    ['Wall sit 30 s on the wall', 'Wall sit on the wall'],
    ['Straight-leg bounds — 3 x 20 m', 'Straight-leg bounds'],
  ])('reads "%s" as "%s"', (raw, words) => {
    expect(readChapterTitle(raw).words).toBe(words);
  });

  it('tells a repeat from a continuation', () => {
    expect(readChapterTitle('Squats (round 2)')).toMatchObject({ words: 'Squats', repetition: 'repeat' });
    expect(readChapterTitle('Side plank again')).toMatchObject({ words: 'Side plank', repetition: 'repeat' });
    expect(readChapterTitle('Plank - set 2')).toMatchObject({ words: 'Plank', repetition: 'repeat' });
    expect(readChapterTitle('Plank - part 2')).toMatchObject({ words: 'Plank', repetition: 'repeat' });
    expect(readChapterTitle('Dead bug (2)')).toMatchObject({ words: 'Dead bug', repetition: 'repeat' });
    expect(readChapterTitle('Plank (cont.)')).toMatchObject({ words: 'Plank', repetition: 'part' });
    expect(readChapterTitle('Dead bug — once more')).toMatchObject({ words: 'Dead bug', repetition: 'repeat' });
    expect(readChapterTitle('Plank').repetition).toBeNull();
  });

  it.each([
    ['Pompki na kolanach jeszcze raz', 'Pompki na kolanach'],
    ['Deska – druga runda', 'Deska'],
    ['Przysiad (seria 2)', 'Przysiad'],
    ['Brug – tweede ronde', 'Brug'],
    ['Ponte di nuovo', 'Ponte'],
    ['Prancha – outra vez', 'Prancha'],
    ['Dřep – ještě jednou', 'Dřep'],
    ['Planka igjen', 'Planka'],
    ['Köprü – bir kez daha', 'Köprü'],
    ['Планка – ещё раз', 'Планка'],
    ['Kolo 2: Výpady', 'Výpady'],
  ])('reads the repeat in "%s" in other languages', (raw, words) => {
    expect(readChapterTitle(raw)).toMatchObject({ words, repetition: 'repeat' });
  });

  it('reads the number of a round as no count of the move ("Round 2 Step-ups"), and sets before it as sets', () => {
    expect(readChapterTitle('[Round 2] Step-ups')).toMatchObject({
      words: 'Step-ups',
      dosage: {},
      repetition: 'repeat',
    });
    expect(readChapterTitle('Angkat pinggul 3 set 12 ulangan')).toMatchObject({ dosage: { sets: 3, reps: 12 } });
    expect(readChapterTitle('Nordic hamstring curls — two sets of six').dosage).toEqual({ sets: 2, reps: 6 });
    expect(readChapterTitle('Dead hang, 2 x AMRAP hold')).toEqual({
      words: 'Dead hang',
      dosage: { sets: 2 },
      repetition: null,
    });
    expect(readChapterTitle('A. Back squat – 4 × 5 @ 75% 1RM, tempo 3-1-1-0').words).toBe('Back squat');
    expect(readChapterTitle('10 x/side — Alt. reverse lunges').words).toBe('reverse lunges');
    expect(readChapterTitle('20 total — Plank shoulder taps (alt.)')).toEqual({
      words: 'Plank shoulder taps',
      dosage: { reps: 20 },
      repetition: null,
    });
    expect(readChapterTitle('C2. Half-kneeling Pallof press – 3 × 10 e.s.').dosage).toEqual({
      sets: 3,
      reps: 10,
      side: 'each',
    });
    expect(readChapterTitle('High knees – down & back').words).toBe('High knees');
  });

  it('leaves a Turkish rep count and a name holding the word for repetitions alone', () => {
    expect(readChapterTitle('Squat – 10 tekrar')).toMatchObject({
      words: 'Squat',
      repetition: null,
      dosage: { reps: 10 },
    });
    expect(readChapterTitle('Wiederholung Kniebeuge').repetition).toBeNull();
  });

  it('drops the Thai "per set" once both counts are read', () => {
    expect(readChapterTitle('ท่าที่ 3 สะพานยกสะโพก 3 เซต เซตละ 10 ครั้ง')).toMatchObject({
      words: 'สะพานยกสะโพก',
      dosage: { sets: 3, reps: 10 },
    });
  });

  it.each([
    ['Exercise 2 of 6: Clamshells', 'Clamshells'],
    ['Übung 3 von 5 – Kniebeugen', 'Kniebeugen'],
    ['Ejercicio 2 de 5 – Puente', 'Puente'],
    ['A1 Goblet squat', 'Goblet squat'],
    ['B2) Push ups', 'Push ups'],
    ['C1. Pallof press', 'Pallof press'],
    ['Station 4 – Step ups', 'Step ups'],
  ])('drops the label of "%s"', (raw, words) => {
    expect(readChapterTitle(raw).words).toBe(words);
  });

  it.each([
    ['Goblet squat @ 20 kg, tempo 3-1-1', 'Goblet squat', {}],
    ['Lunge /side @ 8 kg', 'Lunge', { side: 'each' }],
    ['Deadlift – RPE 8', 'Deadlift', {}],
    ['HIP THRUST | 90s REST', 'HIP THRUST', {}],
    ['Bridge – rest 60 s', 'Bridge', {}],
    ['Squat {3×12}', 'Squat', { sets: 3, reps: 12 }],
    ['Step ups – 10 ea.', 'Step ups', { reps: 10, side: 'each' }],
    ['Cat cow (breathe slowly)', 'Cat cow', {}],
    ['Coffee break (stay seated)', 'Coffee break', {}],
    // Middle-dot fields are cells like bars; a cell holding a bare count is the repetitions.
    ['Push-ups · 3 × 10 · easier: hands on the counter · harder: feet on the sofa', 'Push-ups', { sets: 3, reps: 10 }],
    ['💪 | Shoulder blade squeezes | 12', 'Shoulder blade squeezes', { reps: 12 }],
    // One middle dot separates as a dash does: the section before it is no part of the name.
    ['Warm-up · Cat cow', 'Cat cow', {}],
    // The question a chapter answers goes; the song a move is done to goes; fractions of a minute and glued "ea" read.
    ['Squats hurt? Try sit to stands – 2 x 10', 'sit to stands', { sets: 2, reps: 10 }],
    ["Can't feel your thigh working? Quad sets, 10 x 5 s", 'Quad sets', { sets: 10, hold_seconds: 5 }],
    ['Serratus punches – https://youtu.be/cc33?t=45', 'Serratus punches', {}],
    ['Squats – 45 s 🎶 "September" – Earth, Wind & Fire', 'Squats', { hold_seconds: 45 }],
    ['Pendulums ⋯ 1½ min', 'Pendulums', { hold_seconds: 90 }],
    ['Doorway stretch ⋯ ¾ min', 'Doorway stretch', { hold_seconds: 45 }],
    ['Towel stretch ⋯ 2 × ½ min', 'Towel stretch', { sets: 2, hold_seconds: 30 }],
    ['bulgarian split squat 3x10ea', 'bulgarian split squat', { sets: 3, reps: 10, side: 'each' }],
    ['Table slides ⋯ 10 (×3)', 'Table slides', { sets: 3, reps: 10 }],
    ['Side-lying external rotation ⋯ 8+8', 'Side-lying external rotation', { reps: 8, side: 'each' }],
    // Circled numbers are places; the keycap ten is a count; "⟶" separates the dose.
    ['① Two hands hold up the heavens – 8 times', 'Two hands hold up the heavens', { reps: 8 }],
    ['Tuck jumps ⟶ 2 × 🔟', 'Tuck jumps', { sets: 2, reps: 10 }],
    // A manual's section number is a place, not a count; a decimal load stays a load.
    ['11.1 Squats with toe raise – 2 sets of 30 s', 'Squats with toe raise', { sets: 2, hold_seconds: 30 }],
    ['7.1 The Bench, static – 3 sets, hold 20-30 s', 'Bench', { sets: 3, hold_seconds: 20 }],
    ['2.5 kg press – 3x10', 'press', { sets: 3, reps: 10 }],
    // A warm-up phase's letters before a pointer, a station's label cell, a dose in angle brackets.
    ['R ▸ Jumping jacks – 30', 'Jumping jacks', { reps: 30 }],
    ['Stn 1 · Step-ups on the bottom stair · 1 min @ RPE 11–13', 'Step-ups on the bottom stair', { hold_seconds: 60 }],
    ['AR · March on the spot · 1 min', 'March on the spot', { hold_seconds: 60 }],
    // A chapter's length in brackets after the stamp is a clock, not a hold.
    ['[1:25] Bekken kantelje – 10 kear', 'Bekken kantelje', { reps: 10 }],
    // A move struck through is replaced by the one after it.
    ['J̶u̶m̶p̶ ̶s̶q̶u̶a̶t̶s̶ Squats to a chair – 45 s', 'Squats to a chair', { hold_seconds: 45 }],
    ['~~Tuck jumps~~ Glute bridges – 12', 'Glute bridges', { reps: 12 }],
    ['വിരലുകൾ ചുമരിലൂടെ മുകളിലേക്ക് നടത്തുക ⟨5 തവണ⟩', 'വിരലുകൾ ചുമരിലൂടെ മുകളിലേക്ക് നടത്തുക', { reps: 5 }],
    // One column per set; durations and counts in words after the name; British "lots".
    ['Push-up | 8 | 8 | 8', 'Push-up', { sets: 3, reps: 8 }],
    ['Hollow hold | 20 s | 20 s | –', 'Hollow hold', { sets: 2, hold_seconds: 20 }],
    ['Marching on the spot – a minute and a half', 'Marching on the spot', { hold_seconds: 90 }],
    ['Standing on one leg – half a minute each side', 'Standing on one leg', { hold_seconds: 30, side: 'each' }],
    ['Knee straightening in the chair – three lots of 8', 'Knee straightening in the chair', { sets: 3, reps: 8 }],
    ['Bisadda iyo saca: toban jeer', 'Bisadda iyo saca', { reps: 10 }],
    ['Min 4: Plank hold 40 s', 'Plank', { hold_seconds: 40 }],
    // An easier or harder option is another way to do the move: its words are no dose of this one.
    ['Prone Y raises · 2×12 · harder: hold a tin of beans in each hand', 'Prone Y raises', { sets: 2, reps: 12 }],
    ['Push-ups – 10 reps (regression: from the knees, 5 each side)', 'Push-ups', { reps: 10 }],
  ])('cuts load, tempo, effort, rest and instructions from "%s"', (raw, words, dosage) => {
    expect(readChapterTitle(raw)).toMatchObject({ words, dosage });
  });

  it.each(['Plank — one more time', 'Plank, 3rd time through', 'Plank (third round)', 'Plank – last time'])(
    'reads "%s" as a repeat of the plank',
    (raw) => {
      expect(readChapterTitle(raw)).toMatchObject({ words: 'Plank', repetition: 'repeat' });
    },
  );

  it('completes the dosage from the notes under the chapter, never overriding the title', () => {
    expect(readChapterTitle('Wall sit 3 sets', ['Hold 45 s, rest 1:30.', 'Do 5 sets']).dosage).toEqual({
      sets: 3,
      hold_seconds: 45,
    });
  });

  it.each([
    ['Day 2 · Ex 1 – Side plank', 'Side plank'],
    ['Week 3 / Exercise 2: Glute bridge', 'Glute bridge'],
    ['Practical 4: Wall sit', 'Wall sit'],
    ['Drill 2 – Monster walks', 'Monster walks'],
    ['Øvelse 3: Pendulsving', 'Pendulsving'],
    ['Övning 2: Utfall', 'Utfall'],
    ['Liike 1: Kyykky', 'Kyykky'],
    ['תרגיל 2: גשר עכוז', 'גשר עכוז'],
    ['Calf raises (3/8)', 'Calf raises'],
    ['Clamshells [2 of 6]', 'Clamshells'],
    ['Bird dog {3/6}', 'Bird dog'],
    ['Exercise #4: Plank', 'Plank'],
    ['第3组 臀桥', '臀桥'],
    ['Cat cow | 3x10 | Lower back', 'Cat cow'],
    ['Dead bug | 10 reps | core', 'Dead bug'],
    ['动作1：臀桥', '臀桥'],
  ])('drops a numbered label before the name and a counter after it: "%s"', (raw, words) => {
    expect(readChapterTitle(raw)).toMatchObject({ words, dosage: {}, repetition: null });
  });

  it.each([
    ['القطة والجمل ١٠ مرات', 'القطة والجمل', { reps: 10 }],
    ['رفع الحوض ٣ × ١٠', 'رفع الحوض', { sets: 3, reps: 10 }],
    ['سحب الركبة للصدر ٣٠ ثانية كل جانب', 'سحب الركبة للصدر', { hold_seconds: 30, side: 'each' }],
    ['وضعية الطفل دقيقة واحدة', 'وضعية الطفل', { hold_seconds: 60 }],
    ['侧卧抬腿（每侧 15次）', '侧卧抬腿', { reps: 15, side: 'each' }],
    ['仰卧抱膝（10次×3组）', '仰卧抱膝', { sets: 3, reps: 10 }],
    ['蝴蝶坐 1分钟', '蝴蝶坐', { hold_seconds: 60 }],
    ['מתיחת שוק 30 שניות כל צד', 'מתיחת שוק', { hold_seconds: 30, side: 'each' }],
    ['เอียงคอ ข้างละ 20 วินาที', 'เอียงคอ', { hold_seconds: 20, side: 'each' }],
    ['หมุนหัวไหล่ 3 เซต', 'หมุนหัวไหล่', { sets: 3 }],
    ['Nâng hông 3 hiệp 12 lần', 'Nâng hông', { sets: 3, reps: 12 }],
    ['Vặn người mỗi bên 20 giây', 'Vặn người', { hold_seconds: 20, side: 'each' }],
    ['Skulderbladsklem 2 sæt', 'Skulderbladsklem', { sets: 2 }],
    ['Strækning 30 sekunder hver side', 'Strækning', { hold_seconds: 30, side: 'each' }],
    ['Setebro 3 sett 12 repetisjoner', 'Setebro', { sets: 3, reps: 12 }],
    ['Pag-unat ng binti 30 segundo bawat binti', 'Pag-unat ng binti', { hold_seconds: 30, side: 'each' }],
    ['Pag-angat ng binti 10 ulit (2/6)', 'Pag-angat ng binti', { reps: 10 }],
    ['Kukaa ukutani sekunde 30', 'Kukaa ukutani', { hold_seconds: 30 }],
    ['Kuinua mguu mara 10 kila upande', 'Kuinua mguu', { reps: 10, side: 'each' }],
    ['کشش جانبی گردن ۳۰ ثانیه هر طرف', 'کشش جانبی گردن', { hold_seconds: 30, side: 'each' }],
    ['কাঁধ ঘোরানো ১০ বার', 'কাঁধ ঘোরানো', { reps: 10 }],
  ])('reads the dose in other scripts and languages: "%s"', (raw, words, dosage) => {
    expect(readChapterTitle(raw)).toMatchObject({ words, dosage });
  });

  it.each([
    // One middle dot after the dose sets off a note that is no dose: a verse's numbers are no count.
    ['Sit to stand – 8 · Psalm 121:1', 'Sit to stand', { reps: 8 }],
    ['Seated march – 1 min · Isaiah 40:31 "they shall walk, and not faint"', 'Seated march', { hold_seconds: 60 }],
    ['Calf raise – 2 × 10 · slow down', 'Calf raise', { sets: 2, reps: 10 }],
    // A dose in square brackets before the name, in units read or not, is no part of the name; numbering is.
    ['[3x10] Squat', 'Squat', { sets: 3, reps: 10 }],
    ['[20 s each side] Neck side bend', 'Neck side bend', { hold_seconds: 20, side: 'each' }],
    ['[10 biaha] Drai bo skoudernan patras', 'Drai bo skoudernan patras', {}],
    // A face drawn in brackets is no aside; Ge'ez numerals are counts.
    ['(｡•̀ᴗ-)✧ chin tucks ~ 10 (hold 3s)', 'chin tucks', { reps: 10, hold_seconds: 3 }],
    ['(ᵔᴥᵔ) wrist flexor stretch ~ 20s each hand', 'wrist flexor stretch', { hold_seconds: 20, side: 'each' }],
    ['Squat (with a band) 3x10', 'Squat (with a band)', { sets: 3, reps: 10 }],
    // Other signs typed for "times": a heavy ✖️, a Cyrillic х between numbers; sides abbreviated after a dose.
    ['Roll up ✖️ 6', 'Roll up', { reps: 6 }],
    ['Goblet squat – 3х12', 'Goblet squat', { sets: 3, reps: 12 }],
    ['Single-leg RDL – 3 x 8 ES', 'Single-leg RDL', { sets: 3, reps: 8, side: 'each' }],
    [
      'Copenhagen plank (short lever) – 3 x 20s p/s',
      'Copenhagen plank (short lever)',
      { sets: 3, hold_seconds: 20, side: 'each' },
    ],
    ['Xenia ES drill', 'Xenia ES drill', {}],
    // A joint's target range is no count and no part of the name; a name's own degrees are.
    ['Heel slides to 90° – 15 reps', 'Heel slides', { reps: 15 }],
    ['Phase 1 goals: 0–90°, no lag', 'Phase 1 goals', {}],
    ['360° breathing – 5 slow breaths', '360° breathing', {}],
    // The same hold for each side, the unit said twice; lengths counted.
    ['Side plank – 30s/30s', 'Side plank', { hold_seconds: 30, side: 'each' }],
    ['Side steps along the wall bars – 4 lengths', 'Side steps along the wall bars', { reps: 4 }],
    // A rep scheme with dashes, one number a set; what a load is a percentage of; CW / CCW; "ea.".
    ['Leg press – 30-15-15-15 @ 30% 1RM, cuff at 80% LOP', 'Leg press', { sets: 4 }],
    ['Squat 10-10-10', 'Squat', { sets: 3, reps: 10 }],
    ['Tempo squat 3-1-1', 'Tempo squat', {}],
    ['Lying leg circles – 8 CW / 8 CCW each leg', 'Lying leg circles', { reps: 8, side: 'each' }],
    ['Kneeling lunge stretch – 3 x 30s ea.', 'Kneeling lunge stretch', { sets: 3, hold_seconds: 30, side: 'each' }],
    ['Kickstand RDL — 8 ea. side x 3', 'Kickstand RDL', { sets: 3, reps: 8, side: 'each' }],
  ])('sets a note or a dose apart from the name: "%s"', (raw, words, dosage) => {
    expect(readChapterTitle(raw)).toMatchObject({ words, dosage });
  });
});
