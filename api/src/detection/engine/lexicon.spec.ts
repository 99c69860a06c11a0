import { BODY_PARTS, CATEGORIES, compileLexicon, getLexicon, phraseVariants, validateLexicon } from './lexicon';
import { findMentions, findSpokenMentions } from './matcher';
import { detectExercises } from './index';
import { tokenize, withoutFillers } from './normalize';
import { describesMove } from './caption-segmenter';

describe('lexicon', () => {
  const lexicon = getLexicon();
  /** The id of the one entry a whole chapter title names, else null. */
  const idOf = (title: string) => {
    const tokens = tokenize(title);
    const found = findMentions(tokens, lexicon);
    return found.length === 1 && found[0].start === 0 && found[0].end === tokens.length
      ? lexicon.entries[found[0].entry].id
      : null;
  };

  it('holds at least 150 well-formed exercises', () => {
    expect(lexicon.entries.length).toBeGreaterThanOrEqual(150);
    for (const e of lexicon.entries) {
      expect(BODY_PARTS).toContain(e.bodyPart);
      expect(CATEGORIES).toContain(e.category);
      expect(e.cues.length).toBeGreaterThanOrEqual(2);
      // The staples hold a describing cue in each of the 18 languages read (the six first ones and 12 added later),
      // and a few English phrasings of how different coaches describe them.
      expect(e.cues.length).toBeLessThanOrEqual(27);
    }
  });

  it('has no phrase claimed by two exercises', () => {
    expect(lexicon.conflicts).toEqual([]);
  });

  it('claims each instruction cue for one exercise only, beyond the form corrections several moves share', () => {
    // An instruction shared by two exercises names neither (rule 0g): a new one must be said of one move only.
    const owners = new Map<string, Set<string>>();
    for (const e of lexicon.entries)
      for (const cue of e.cues.filter(describesMove)) {
        const phrase = withoutFillers(tokenize(cue)).join(' ');
        owners.set(phrase, new Set([...(owners.get(phrase) ?? []), e.id]));
      }
    const shared = [...owners].filter(([, ids]) => ids.size > 1).map(([phrase]) => phrase);
    expect(shared.sort()).toEqual(
      [
        'draw belly button in',
        'lift shoulder off floor',
        'pull toe toward',
        'reach opposite arm and leg',
        'rest forearm on thigh',
        'rise up onto toe',
        'rotate through upper back',
        'squeeze glute at top',
        'squeeze shoulder blade together',
      ].sort(),
    );
    expect(owners.size).toBeGreaterThan(200);
  });

  it('recognises every name and alias as its own exercise, covering the whole phrase', () => {
    for (const [index, e] of lexicon.entries.entries()) {
      for (const phrase of [e.name, ...e.aliases]) {
        const tokens = tokenize(phrase);
        expect({ phrase, found: findMentions(tokens, lexicon) }).toEqual({
          phrase,
          found: [{ entry: index, start: 0, end: tokens.length }],
        });
      }
    }
  });

  it('covers the core rehabilitation exercises', () => {
    const ids = new Set(lexicon.entries.map((e) => e.id));
    for (const id of [
      'pendulum',
      'wall-slide',
      'band-external-rotation',
      'scapular-squeeze',
      'sleeper-stretch',
      'chin-tuck',
      'neck-rotation',
      'cat-cow',
      'bird-dog',
      'mckenzie-press-up',
      'childs-pose',
      'pelvic-tilt',
      'dead-bug',
      'clamshell',
      'straight-leg-raise',
      'terminal-knee-extension',
      'step-up',
      'wall-sit',
      'heel-slides',
      'quad-sets',
      'ankle-pumps',
      'ankle-alphabet',
      'calf-raise',
      'towel-scrunches',
      'single-leg-balance',
      'diaphragmatic-breathing',
      'plank',
      'glute-bridge',
    ]) {
      expect(ids).toContain(id);
    }
  });

  it('tags the exercises split off their neighbours with their own region and kind', () => {
    const kind = (id: string) => {
      const e = lexicon.entries[lexicon.byId.get(id) as number];
      return `${e.bodyPart} / ${e.category}`;
    };
    expect(kind('seated-march')).toBe('Lower Body / Rehabilitation');
    expect(kind('pigeon-pose')).toBe('Lower Body / Flexibility');
    expect(kind('skater-hop')).toBe('Lower Body / Cardio');
    expect(kind('supine-twist')).toBe('Back / Flexibility');
    expect(kind('seated-spinal-twist')).toBe('Back / Flexibility');
    expect(kind('supine-march')).toBe('Core / Stability');
    expect(kind('abdominal-drawing-in')).toBe('Core / Stability');
    expect(kind('suitcase-carry')).toBe('Core / Stability');
    expect(kind('sideways-walking')).toBe('Lower Body / Balance');
    expect(kind('pelvic-floor-contraction')).toBe('Core / Rehabilitation');
    expect(kind('gaze-stabilisation')).toBe('Neck / Rehabilitation');
    expect(kind('gait-practice')).toBe('Lower Body / Rehabilitation');
  });

  it('no longer lets an entry claim a name that belongs to another exercise', () => {
    const aliasesOf = (id: string) => lexicon.entries[lexicon.byId.get(id) as number].aliases;
    expect(aliasesOf('standing-march')).not.toContain('seated march');
    expect(aliasesOf('piriformis-stretch')).not.toContain('pigeon pose');
    expect(aliasesOf('lateral-hop')).not.toContain('skater hops');
    expect(aliasesOf('lower-trunk-rotation')).not.toContain('supine twist');
    expect(aliasesOf('russian-twist')).not.toContain('seated twist');
    expect(aliasesOf('crunch')).not.toContain('sit up');
    expect(aliasesOf('knee-to-chest')).not.toContain('päckchen');
  });

  it('marks names that are also everyday phrases in speech', () => {
    const everyday = (id: string) => lexicon.entries[lexicon.byId.get(id) as number].everydayPhrase === true;
    expect(everyday('sit-up')).toBe(true); // "sit up tall"
    expect(everyday('chin-up')).toBe(true); // "keep your chin up"
    const vtt = [
      'WEBVTT',
      '',
      '00:00:00.000 --> 00:00:10.000',
      'Sit up tall and keep your chin up.',
      '',
      '00:00:10.000 --> 00:00:20.000',
      'Now breathe out slowly through your mouth.',
      '',
    ].join('\n');
    expect(
      detectExercises({ title: 'Posture', description: '', durationSeconds: 20, captions: vtt }).exercises,
    ).toEqual([]);
  });

  it('reads the physio names of the common families in the languages added for chapter titles', () => {
    const named: [string, string][] = [
      // Croatian / Serbian / Bosnian, Slovenian
      ['Glutealni most', 'glute-bridge'],
      ['Istezanje stražnje lože', 'hamstring-stretch'],
      ['Oba koljena prema prsima', 'double-knee-to-chest'],
      ['Koljeno prema prsima', 'knee-to-chest'],
      ['Počepi', 'squat'],
      ['Dvig na prste', 'calf-raise'],
      // Russian, Ukrainian
      ['Ягодичный мостик', 'glute-bridge'],
      ['Растяжка грушевидной мышцы', 'piriformis-stretch'],
      ['Розтяжка квадрицепса', 'quad-stretch'],
      // Czech, Slovak, Polish
      ['Protažení lýtka', 'calf-stretch'],
      ['Kolená k hrudníku', 'double-knee-to-chest'],
      ['Oddychanie przeponowe', 'diaphragmatic-breathing'],
      ['Rozciąganie klatki piersiowej w drzwiach', 'doorway-pec-stretch'],
      // Romanian, Hungarian, Greek, Turkish
      ['Întinderea ischiogambierilor', 'hamstring-stretch'],
      ['Sarokcsúsztatás', 'heel-slides'],
      ['Διάταση γαστροκνημίου', 'calf-stretch'],
      ['Kapı aralığında göğüs germe', 'doorway-pec-stretch'],
      ['Tek ayak denge', 'single-leg-balance'],
      // Nordic, Dutch, Catalan, and the gaps of the Romance languages and German
      ['Setebro', 'glute-bridge'],
      ['Tåhävningar', 'calf-raise'],
      ['Takareiden venytys', 'hamstring-stretch'],
      ['Bekkenbodemoefeningen', 'pelvic-floor-contraction'],
      ['Estirament del piramidal', 'piriformis-stretch'],
      ['Alongamento de isquiotibiais', 'hamstring-stretch'],
      ['Equilibrio monopodal', 'single-leg-balance'],
      ['Extrarotazione con elastico', 'band-external-rotation'],
      ['Étirement du mollet', 'calf-stretch'],
      ['Brustmuskeldehnung im Türrahmen', 'doorway-pec-stretch'],
      // Asian and Middle Eastern languages: Chinese, Japanese and Thai names as a whole word
      ['片脚立ち', 'single-leg-balance'],
      ['腸腰筋ストレッチ', 'hip-flexor-stretch'],
      ['靠墙静蹲', 'wall-sit'],
      ['膕繩肌伸展', 'hamstring-stretch'],
      ['견갑골 모으기', 'scapular-squeeze'],
      ['문틀 가슴 스트레칭', 'doorway-pec-stretch'],
      ['ยืดน่อง', 'calf-stretch'],
      ['Giãn cơ đùi sau', 'hamstring-stretch'],
      ['Peregangan paha belakang', 'hamstring-stretch'],
      ['Pagtaas ng tuwid na binti', 'straight-leg-raise'],
      ['हैमस्ट्रिंग स्ट्रेच', 'hamstring-stretch'],
      ['الوقوف على قدم واحدة', 'single-leg-balance'],
      ['עמידה על רגל אחת', 'single-leg-balance'],
      ['کشش همسترینگ', 'hamstring-stretch'],
      // neighbours stay apart in the new languages too
      ['Скрутка лёжа', 'supine-twist'],
      ['Скручивание лёжа на спине', 'lower-trunk-rotation'],
      ['Поза голубя', 'pigeon-pose'],
      ['Растяжка грушевидной мышцы', 'piriformis-stretch'],
      ['Marsz w siadzie', 'seated-march'],
      ['Marsz w miejscu', 'standing-march'],
      ['仰卧扭转', 'supine-twist'],
      ['膝倒し', 'lower-trunk-rotation'],
    ];
    expect(named.map(([title]) => [title, idOf(title)])).toEqual(named);
  });

  it('reads the physio names in Belarusian, Mongolian, Gujarati, Punjabi, Zulu, Irish and Haitian Creole', () => {
    const named: [string, string][] = [
      // Belarusian
      ['Ягадзічны масток', 'glute-bridge'],
      ['Кошка-карова', 'cat-cow'],
      ['Падыманне прамой нагі', 'straight-leg-raise'],
      ['Бакавая планка', 'side-plank'],
      // Mongolian
      ['Өгзөгний гүүр', 'glute-bridge'],
      ['Муур-үнээ', 'cat-cow'],
      ['Өвдгөө цээж рүү татах', 'knee-to-chest'],
      // Gujarati
      ['ગ્લુટ બ્રિજ', 'glute-bridge'],
      ['સીધો પગ ઊંચો કરવો', 'straight-leg-raise'],
      ['એક પગ પર સંતુલન', 'single-leg-balance'],
      // Punjabi
      ['ਗੋਡਾ ਛਾਤੀ ਵੱਲ ਖਿੱਚਣਾ', 'knee-to-chest'],
      ['ਸਿੱਧੀ ਲੱਤ ਚੁੱਕਣਾ', 'straight-leg-raise'],
      ['ਪਿੰਨੀ ਦੀ ਸਟ੍ਰੈਚ', 'calf-stretch'],
      // Zulu
      ['Ibhuloho lezinqe', 'glute-bridge'],
      ['Ukuphakamisa umlenze oqondile', 'straight-leg-raise'],
      ['Ukuma ngomlenze owodwa', 'single-leg-balance'],
      // Irish
      ['Droichead glútach', 'glute-bridge'],
      ['Síneadh an cholpa', 'calf-stretch'],
      ['Seasamh ar chos amháin', 'single-leg-balance'],
      // Haitian Creole
      ['Pon fès', 'glute-bridge'],
      ['Detire molèt', 'calf-stretch'],
      ['Planch sou kote', 'side-plank'],
    ];
    expect(named.map(([title]) => [title, idOf(title)])).toEqual(named);
    // Bare everyday words (bridge, shell, pendulum, board) are chapter titles only.
    for (const [word, id] of [
      ['масток', 'glute-bridge'],
      ['гүүр', 'glute-bridge'],
      ['droichead', 'glute-bridge'],
      ['pon', 'glute-bridge'],
      ['дүүжин', 'pendulum'],
      ['хясаа', 'clamshell'],
      ['sliogán', 'clamshell'],
      ['planch', 'plank'],
    ]) {
      expect({ word, found: findMentions(tokenize(word), lexicon) }).toEqual({ word, found: [] });
      expect({ word, entry: lexicon.titleNames.get(tokenize(word).join(' ')) }).toEqual({
        word,
        entry: lexicon.byId.get(id),
      });
    }
  });

  it('reads the physio names in Georgian, Armenian, Tamil, Amharic, Kazakh, Nepali, Maltese and Uzbek', () => {
    const named: [string, string][] = [
      // Georgian
      ['ნიკაპის შეწევა', 'chin-tuck'],
      ['დუნდულოს ხიდი', 'glute-bridge'],
      ['კატა-ძროხა', 'cat-cow'],
      ['გვერდითი პლანკა', 'side-plank'],
      // Armenian
      ['Կզակի ներքաշում', 'chin-tuck'],
      ['Կատու-կով', 'cat-cow'],
      ['Սրունքի ձգում', 'calf-stretch'],
      // Tamil
      ['குதிகால் சறுக்குதல்', 'heel-slides'],
      ['கெண்டைக்கால் நீட்சி', 'calf-stretch'],
      ['ஒற்றைக் காலில் நிற்றல்', 'single-leg-balance'],
      // Amharic
      ['የባት ጡንቻ መለጠጥ', 'calf-stretch'],
      ['ቀጥ ያለ እግር ማንሳት', 'straight-leg-raise'],
      ['የጎን ፕላንክ', 'side-plank'],
      // Kazakh
      ['Мысық-сиыр', 'cat-cow'],
      ['Тізені кеудеге тарту', 'knee-to-chest'],
      ['Бүйір планка', 'side-plank'],
      // Nepali
      ['घुँडा छातीमा तान्ने', 'knee-to-chest'],
      ['सिधा खुट्टा उठाउने', 'straight-leg-raise'],
      ['एक खुट्टामा उभिने', 'single-leg-balance'],
      // Maltese
      ['Pont tal-gluteji', 'glute-bridge'],
      ['Tiġbid tal-polpa', 'calf-stretch'],
      ['Bilanċ fuq riġel wieħed', 'single-leg-balance'],
      // Uzbek
      ['Mushuk-sigir', 'cat-cow'],
      ['Yon planka', 'side-plank'],
      ["Tizzani ko'krakka tortish", 'knee-to-chest'],
    ];
    expect(named.map(([title]) => [title, idOf(title)])).toEqual(named);
    // Bare everyday words (bridge, shell, pendulum) are chapter titles only.
    for (const [word, id] of [
      ['ხიდი', 'glute-bridge'],
      ['կամուրջ', 'glute-bridge'],
      ['பாலம்', 'glute-bridge'],
      ['ድልድይ', 'glute-bridge'],
      ['көпір', 'glute-bridge'],
      ["ko'prik", 'glute-bridge'],
      ['ქანქარა', 'pendulum'],
      ['pendlu', 'pendulum'],
      ['бақалшақ', 'clamshell'],
      ['arzella', 'clamshell'],
    ]) {
      expect({ word, found: findMentions(tokenize(word), lexicon) }).toEqual({ word, found: [] });
      expect({ word, entry: lexicon.titleNames.get(tokenize(word).join(' ')) }).toEqual({
        word,
        entry: lexicon.byId.get(id),
      });
    }
  });

  it('reads the physio names in Basque, Azerbaijani and Macedonian, and the gaps of Greek, Hungarian and Persian', () => {
    const named: [string, string][] = [
      // Basque
      ['Gluteo zubia', 'glute-bridge'],
      ['Alboko plantxa', 'side-plank'],
      ['Katu-behia', 'cat-cow'],
      ['Haurraren jarrera', 'childs-pose'],
      ['Belauna bularrera', 'knee-to-chest'],
      ['Bi belaunak bularrera', 'double-knee-to-chest'],
      ['Isquiotibialen luzaketa', 'hamstring-stretch'],
      ['Hanka batean oreka', 'single-leg-balance'],
      // Azerbaijani
      ['Çənəni geri çəkmə', 'chin-tuck'],
      ['Pişik-inək', 'cat-cow'],
      ['Yan planka', 'side-plank'],
      ['Dizi sinəyə çəkmə', 'knee-to-chest'],
      ['Dizləri sinəyə çəkmə', 'double-knee-to-chest'],
      ['Baldır dartılması', 'calf-stretch'],
      ['Bir ayaq üstə durma', 'single-leg-balance'],
      ['Şınaq', 'push-up'],
      // Macedonian
      ['Мачка-крава', 'cat-cow'],
      ['Истегнување на листот', 'calf-stretch'],
      ['Колено до гради', 'knee-to-chest'],
      ['Двете колена до гради', 'double-knee-to-chest'],
      ['Стоење на една нога', 'single-leg-balance'],
      ['Повлекување на брадата', 'chin-tuck'],
      ['Склекови на ѕид', 'wall-push-up'],
      // Greek, Hungarian, Persian
      ['Πλάγιο βάδισμα με λάστιχο', 'lateral-band-walk'],
      ['Oldalsó plank', 'side-plank'],
      ['Állbehúzás', 'chin-tuck'],
      ['Egy lábon állás', 'single-leg-balance'],
      ['Oldalazás gumiszalaggal', 'lateral-band-walk'],
      ['راه رفتن جانبی با کش', 'lateral-band-walk'],
      ['کرانچ', 'crunch'],
    ];
    expect(named.map(([title]) => [title, idOf(title)])).toEqual(named);
    // Bare everyday words (bridge, board, crouch, shell, pendulum, climber, attack, seat) are chapter titles only.
    for (const [word, id] of [
      ['zubia', 'glute-bridge'],
      ['plantxa', 'plank'],
      ['kokoriko', 'squat'],
      ['txirla', 'clamshell'],
      ['körpü', 'glute-bridge'],
      ['hamlə', 'lunge'],
      ['школка', 'clamshell'],
      ['нишало', 'pendulum'],
      ['κάθισμα', 'squat'],
      ['deszka', 'plank'],
      ['پل', 'glute-bridge'],
      ['شنا', 'push-up'],
    ]) {
      expect({ word, found: findMentions(tokenize(word), lexicon) }).toEqual({ word, found: [] });
      expect({ word, entry: lexicon.titleNames.get(tokenize(word).join(' ')) }).toEqual({
        word,
        entry: lexicon.byId.get(id),
      });
    }
  });

  it('reads the physio names in Albanian, Galician and Welsh', () => {
    const named: [string, string][] = [
      // Albanian
      ['Ura e gluteve', 'glute-bridge'],
      ['Planka anësore', 'side-plank'],
      ['Shtrirja e hamstringut', 'hamstring-stretch'],
      ['Qëndrim në një këmbë', 'single-leg-balance'],
      ['Tërheqja e mjekrës', 'chin-tuck'],
      ['Gjuri në gjoks', 'knee-to-chest'],
      ['Të dy gjunjët në gjoks', 'double-knee-to-chest'],
      ['Frymëmarrje diafragmatike', 'diaphragmatic-breathing'],
      // Galician
      ['Alancadas', 'lunge'],
      ['Prancha lateral', 'side-plank'],
      ['Estiramento dos isquiotibiais', 'hamstring-stretch'],
      ['Elevación da perna estirada', 'straight-leg-raise'],
      ['Equilibrio nunha perna', 'single-leg-balance'],
      ['Xeonllo ao peito', 'knee-to-chest'],
      ['Os dous xeonllos ao peito', 'double-knee-to-chest'],
      ['Retracción do queixo', 'chin-tuck'],
      // Welsh
      ["Codi o'r gadair", 'sit-to-stand'],
      ['Martsio yn eistedd', 'seated-march'],
      ['Sefyll ar un goes', 'single-leg-balance'],
      ["Rholio'r ysgwyddau", 'shoulder-roll'],
      ['Ymestyn llinyn y gar', 'hamstring-stretch'],
      ['Cath-buwch', 'cat-cow'],
      ["Pen-glin i'r frest", 'knee-to-chest'],
      ['Gwthio yn erbyn y wal', 'wall-push-up'],
    ];
    expect(named.map(([title]) => [title, idOf(title)])).toEqual(named);
    // Bare everyday words (bridge, board, push/pump, pendulum, shrugging, stepping up) are chapter titles only.
    for (const [word, id] of [
      ['ura', 'glute-bridge'],
      ['dërrasa', 'plank'],
      ['planc', 'plank'],
      ['pompa', 'push-up'],
      ['lavjerrësi', 'pendulum'],
      ['pendil', 'pendulum'],
      ["codi'r ysgwyddau", 'shoulder-shrug'],
      ['camu i fyny', 'step-up'],
      ['dobre queixo', 'chin-tuck'],
    ]) {
      expect({ word, found: findMentions(tokenize(word), lexicon) }).toEqual({ word, found: [] });
      expect({ word, entry: lexicon.titleNames.get(tokenize(word).join(' ')) }).toEqual({
        word,
        entry: lexicon.byId.get(id),
      });
    }
  });

  it('reads the physio names in Afrikaans, Estonian, Icelandic, Latvian, Lithuanian, Serbian Cyrillic, Slovak and Slovenian', () => {
    const named: [string, string][] = [
      // Afrikaans
      ['Kat-koei', 'cat-cow'],
      ['Hampeesstrek', 'hamstring-stretch'],
      ['Sit na staan', 'sit-to-stand'],
      ['Enkelpompe', 'ankle-pumps'],
      ['Uitvalstappe', 'lunge'],
      // Estonian
      ['Tuharasild', 'glute-bridge'],
      ['Kükid', 'squat'],
      ['Tagareie venitus', 'hamstring-stretch'],
      ['Ühel jalal seismine', 'single-leg-balance'],
      ['Põlved rinnale', 'double-knee-to-chest'],
      // Icelandic
      ['Hnébeygjur', 'squat'],
      ['Kálfateygja', 'calf-stretch'],
      ['Hné að bringu', 'knee-to-chest'],
      ['Þindaröndun', 'diaphragmatic-breathing'],
      ['Hliðarplanki', 'side-plank'],
      // Latvian
      ['Pietupieni', 'squat'],
      ['Įtūpstai', 'lunge'],
      ['Kaķis-govs', 'cat-cow'],
      ['Bērna poza', 'childs-pose'],
      ['Zoda ievilkšana', 'chin-tuck'],
      // Lithuanian
      ['Sėdmenų tiltelis', 'glute-bridge'],
      ['Pritūpimai', 'squat'],
      ['Tiesios kojos kėlimas', 'straight-leg-raise'],
      ['Dubens pakreipimas', 'pelvic-tilt'],
      ['Abu keliai prie krūtinės', 'double-knee-to-chest'],
      // Serbian (Cyrillic)
      ['Глутеални мост', 'glute-bridge'],
      ['Чучњеви', 'squat'],
      ['Истезање задње ложе', 'hamstring-stretch'],
      ['Увлачење браде', 'chin-tuck'],
      ['Оба колена на груди', 'double-knee-to-chest'],
      // Slovak and Slovenian gaps
      ['Mačací chrbát', 'cat-cow'],
      ['Pozícia dieťaťa', 'childs-pose'],
      ['Výpony na špičky', 'calf-raise'],
      ['Mačji hrbet', 'cat-cow'],
      ['Dvig iztegnjene noge', 'straight-leg-raise'],
      ['Raztezanje zadnje lože', 'hamstring-stretch'],
      // neighbours stay apart
      ['Kelis prie krūtinės', 'knee-to-chest'],
      ['Poza goloba', 'pigeon-pose'],
      ['Истезање пириформиса', 'piriformis-stretch'],
      ['Mini pietupiens', 'mini-squat'],
    ];
    expect(named.map(([title]) => [title, idOf(title)])).toEqual(named);
    // Bare everyday words (bridge, board, pendulum, climber, lunge-as-outage) are chapter titles only.
    for (const word of [
      'sild',
      'brú',
      'tilts',
      'tiltelis',
      'lenta',
      'даска',
      'uitval',
      'izpad',
      'väljaaste',
      'izklupiens',
      'клатно',
      'пењач',
    ])
      expect({ word, found: findMentions(tokenize(word), lexicon) }).toEqual({ word, found: [] });
    for (const [word, id] of [
      ['sild', 'glute-bridge'],
      ['brú', 'glute-bridge'],
      ['tilts', 'glute-bridge'],
      ['tiltelis', 'glute-bridge'],
      ['даска', 'plank'],
      ['uitval', 'lunge'],
      ['väljaasted', 'lunge'],
      ['izklupieni', 'lunge'],
      ['клатно', 'pendulum'],
    ])
      expect({ word, entry: lexicon.titleNames.get(tokenize(word).join(' ')) }).toEqual({
        word,
        entry: lexicon.byId.get(id),
      });
  });

  it('reads the moves the held-out chapter titles named in words the lexicon lacked, in their languages and neighbours', () => {
    const named: [string, string][] = [
      // English handout names; two moves of their own (side-lying external rotation, Rathleff heel raise)
      ['Bent knee calf raises', 'seated-calf-raise'],
      ['Side-lying adductor lift', 'side-lying-hip-adduction'],
      ['Heel-toe walking', 'tandem-walk'],
      ['Tib bar raises', 'toe-raise'],
      ['Heel drops off a step', 'eccentric-heel-drop'],
      ['Step ups with knee drive', 'step-up'],
      ['Towel stretch behind the back', 'towel-internal-rotation-stretch'],
      ['Feet together eyes closed', 'romberg'],
      ['Tummy breathing', 'diaphragmatic-breathing'],
      ['Sidelying external rotation', 'side-lying-external-rotation'],
      ['Side-lying external rotations', 'side-lying-external-rotation'],
      ['Rathleff heel raises', 'rathleff-heel-raise'],
      ['Heel raise with towel under toes', 'rathleff-heel-raise'],
      // German, French, Spanish, Portuguese, Italian, Romanian, Greek, Turkish
      ['Nackendehnung seitlich', 'neck-side-bend'],
      ['Éversion contre élastique', 'band-ankle-eversion'],
      ['Inversion de la cheville', 'band-ankle-inversion'],
      ['Sauts latéraux', 'lateral-hop'],
      ['Saltos laterales', 'lateral-hop'],
      ['Recoger una toalla con los dedos', 'towel-scrunches'],
      ['Alongamento do peitoral na porta', 'doorway-pec-stretch'],
      ['Eversione della caviglia', 'band-ankle-eversion'],
      ['Contracții de cvadriceps', 'quad-sets'],
      ['Genuflexiuni pe scaun', 'sit-to-stand'],
      ['Γάτα-καμήλα', 'cat-cow'],
      ['Tek dizi göğse çekme', 'knee-to-chest'],
      ['Kürek kemiklerini sıkıştırma', 'scapular-squeeze'],
      // Danish, Norwegian, Swedish, Afrikaans, Estonian
      ['Løft af strakt ben', 'straight-leg-raise'],
      ['Løft av strakt bein', 'straight-leg-raise'],
      ['Sidelengs beinløft', 'side-lying-hip-abduction'],
      ['Tøying av hofteleddsbøyer', 'hip-flexor-stretch'],
      ['Udstrækning af hoftebøjerne', 'hip-flexor-stretch'],
      ['Hak-teen-toon staan', 'tandem-stance'],
      ['Hak-teen-toon loop', 'tandem-walk'],
      ['Opstaan uit die stoel', 'sit-to-stand'],
      ['Clamshell külili', 'clamshell'],
      ['Tuvi asend', 'pigeon-pose'],
      // Latvian, Lithuanian, Serbian/Croatian, Slovak/Czech
      ['Pēdas apļi', 'ankle-circles'],
      ['Ikru stiepšana pie sienas', 'calf-stretch'],
      ['Blauzdos tempimas prie sienos', 'calf-stretch'],
      ['Pirštais lipti siena', 'wall-walk'],
      ['Mentių suglaudimas', 'scapular-squeeze'],
      ['Menčių suglaudimas', 'scapular-squeeze'],
      ['Krūtinės tempimas tarpduryje', 'doorway-pec-stretch'],
      ['Istezanje lista uz zid', 'calf-stretch'],
      ['Истезање листа уз зид', 'calf-stretch'],
      ['Нагиб главе у страну', 'neck-side-bend'],
      ['Окретање главе лево-десно', 'neck-rotation'],
      ['Sťahovanie stehenného svalu', 'quad-sets'],
      ['Stahování stehenního svalu', 'quad-sets'],
      ['Posúvanie päty po podložke', 'heel-slides'],
      ['Posouvání paty po podložce', 'heel-slides'],
      // Arabic, Hebrew, Chinese, Japanese, Korean, Thai, Vietnamese, Malay/Indonesian
      ['تمرين القط والجمل', 'cat-cow'],
      ['تمرين الطائر والكلب', 'bird-dog'],
      ['סקוואט לכיסא', 'sit-to-stand'],
      ['毛巾内旋拉伸', 'towel-internal-rotation-stretch'],
      ['毛巾內旋伸展', 'towel-internal-rotation-stretch'],
      ['肩胛后缩', 'scapular-squeeze'],
      ['サイドランジ', 'lateral-lunge'],
      ['お尻のストレッチ', 'glute-stretch'],
      ['臀部拉伸', 'glute-stretch'],
      ['목 옆 스트레칭', 'neck-side-bend'],
      ['แมว-วัว', 'cat-cow'],
      ['สะพานยกสะโพก', 'glute-bridge'],
      ['บิดลำตัวนอนหงาย', 'lower-trunk-rotation'],
      ['Gập cằm', 'chin-tuck'],
      ['Nghiêng cổ sang bên', 'neck-side-bend'],
      ['Bài tập nhún vai', 'shoulder-shrug'],
      ['Duduk dan bangun dari kerusi', 'sit-to-stand'],
      ['Duduk dan berdiri dari kursi', 'sit-to-stand'],
      ['Naik turun anak tangga', 'step-up'],
      // neighbours stay apart
      ['Calf raises', 'calf-raise'],
      ['Heel raises', 'calf-raise'],
      ['Toe walking', 'toe-walk'],
      ['External rotation', 'band-external-rotation'],
      ['Eccentric heel drops', 'eccentric-heel-drop'],
      ['Genuflexiuni', 'squat'],
      ['Seated twist', 'seated-spinal-twist'],
    ];
    expect(named.map(([title]) => [title, idOf(title)])).toEqual(named);
    // Bare everyday words (an iron, a little bridge, a shrug, standing on tiptoe) are chapter titles only.
    const titled: [string, string][] = [
      ['planxa', 'plank'],
      ['mostík', 'glute-bridge'],
      ['můstek', 'glute-bridge'],
      ['nhún vai', 'shoulder-shrug'],
      ['op die tone staan', 'calf-raise'],
    ];
    for (const [word, id] of titled) {
      expect({ word, found: findMentions(tokenize(word), lexicon) }).toEqual({ word, found: [] });
      expect({ word, entry: lexicon.titleNames.get(tokenize(word).join(' ')) }).toEqual({
        word,
        entry: lexicon.byId.get(id),
      });
    }
  });

  it('reads the verb forms of Azerbaijani names and the Swahili, Greek and Hungarian names the tenth held-out batch used', () => {
    const named: [string, string][] = [
      ['Çənəni geri çəkmək', 'chin-tuck'],
      ['Kürək sümüklərini sıxmaq', 'scapular-squeeze'],
      ['Kuinua mguu ulionyooka', 'straight-leg-raise'],
      ['Kusimama na kukaa kwenye kiti', 'sit-to-stand'],
      ['Κύκλοι με τον αστράγαλο', 'ankle-circles'],
      ['Négykézláb ellentétes kar- és lábemelés', 'bird-dog'],
      ['Hamstrings rekken', 'hamstring-stretch'],
    ];
    expect(named.map(([title]) => [title, idOf(title)])).toEqual(named);
  });

  it('leaves out the bare everyday words of the added languages (a shell, a little chair, a click), bare cues and the shrug gesture', () => {
    for (const word of [
      'ракушка',
      'мушля',
      'стульчик',
      'klik',
      'открытая книга',
      'мост',
      'most',
      'κάθισμα',
      'fellépés',
      'knip',
      'simpukka',
      'bruggetje',
      'motylek',
      'ép bả vai',
      'duvan',
      'spænd ballerne',
      'dra ihop skulderbladen',
      'mengangkat bahu',
      'משיכת כתפיים',
      'élévation des épaules',
    ])
      expect({ word, found: findMentions(tokenize(word), lexicon) }).toEqual({ word, found: [] });
  });

  it('rejects malformed data with a message naming the entry', () => {
    const good = { id: 'x-y', name: 'x y', aliases: [], bodyPart: 'Core', category: 'Strength', cues: ['a', 'b'] };
    expect(() => validateLexicon({})).toThrow('must be an array');
    expect(() => validateLexicon([{ ...good, id: 'Bad Id' }])).toThrow('kebab-case');
    expect(() => validateLexicon([good, good])).toThrow('duplicate id');
    expect(() => validateLexicon([{ ...good, bodyPart: 'Elbow' }])).toThrow('bad bodyPart');
    expect(() => validateLexicon([{ ...good, category: 'Fun' }])).toThrow('bad category');
  });

  it('reports a phrase two entries claim', () => {
    const base = { bodyPart: 'Core' as const, category: 'Strength' as const, cues: [] };
    const compiled = compileLexicon([
      { ...base, id: 'a', name: 'plank', aliases: [] },
      { ...base, id: 'b', name: 'front plank', aliases: ['plank'] },
    ]);
    expect(compiled.conflicts).toEqual(['plank (b vs a)']);
  });
});

describe('phraseVariants', () => {
  it('reads a name with an article after a preposition of place ("side plank from the knees")', () => {
    const variants = phraseVariants(['side', 'plank', 'from', 'knee']).map((v) => v.join(' '));
    expect(variants).toEqual(
      expect.arrayContaining(['side plank from the knee', 'side plank from your knee', 'sideplankfromknee']),
    );
    expect(phraseVariants(['on', 'knee']).map((v) => v.join(' '))).not.toContain('on the knee');
  });
});

describe('titleNames', () => {
  it('reads a bare everyday word for the move as a whole chapter title only, never in speech', () => {
    const found = detectExercises({
      title: 'Cvičení na záda',
      description: '0:00 Úvod\n0:30 Most – 3x10\n2:00 Kočka-kráva\n3:30 Závěr',
      durationSeconds: 300,
    });
    expect(found.exercises[0]).toMatchObject({ title: 'Glute bridge', confidence: 'known', sets: 3, reps: 10 });
    expect(findSpokenMentions(tokenize('most people say the köprü is closed'))).toEqual([]);
    expect(getLexicon().titleNames.get('kopru')).toBe(getLexicon().byId.get('glute-bridge'));
  });
});
