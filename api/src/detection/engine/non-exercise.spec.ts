import { getLexicon } from './lexicon';
import { classifyChapter } from './chapter-segmenter';
import { readChapterTitle } from './chapter-title';
import { isTalk, namesNoMovement, TALK_WORDS } from './non-exercise';
import { foldText, tokenize } from './normalize';

describe('chapters that are not exercises', () => {
  it.each([
    'Byeee, back to studying',
    'Warm-up chat + why accessories',
    'Good morning! Sit on a firm chair without arms',
    'Intro and safety',
    'Q&A',
    'Glute bridge: common mistakes',
    'Bonus tip: set up your desk',
    'Posture anatomy 101',
    'Equipment you need',
    'Recap',
    'Final thoughts',
    'Why does my knee click?',
    'When to see a doctor',
    'Einleitung',
    'Häufige Fehler',
    'Errores comunes',
    'Preguntas frecuentes',
    'Conseils',
    'Red flags',
    'Load guidelines',
    'How to progress safely',
    'Precautions',
    'Warnzeichen',
    'About this leaflet',
    'Contact us',
    'Key points',
    'Before you start',
    'Introdução',
    'Considerações finais',
    'Introduzione',
    'Domande e risposte',
  ])('"%s" is talk', (title) => expect(isTalk(title)).toBe(true));

  it.each(['Good mornings — 3 × 10', 'Good morning with a band', 'Hiip hinge'])('"%s" is no talk', (title) =>
    expect(isTalk(title)).toBe(false),
  );

  it.each([
    'Warm up',
    'Cool down stretches',
    'Rest',
    'Water break',
    'The end',
    'My recommendation',
    'Strength session warm-up',
  ])('"%s" names no movement', (title) => expect(namesNoMovement(title)).toBe(true));

  it('decides talk first, then the lexicon, then inferred names', () => {
    const lexicon = getLexicon();
    const entry = (id: string) => lexicon.byId.get(id) ?? -1;
    expect(classifyChapter('Glute bridge common mistakes', lexicon)).toBeNull();
    for (const talk of [
      'Progressions and when to stop',
      'Warm-up talk',
      'Regressions & when to see a doctor',
      'Coffee break',
      'Trinkpause',
      'Opening remarks',
      'Closing words',
      'Giriş',
      'Εισαγωγή',
      'Вступление',
      '인트로',
      '마무리',
      'परिचय',
      'Abertura',
      'Úvod',
      'Avslutning',
    ])
      expect(classifyChapter(talk, lexicon)).toBeNull();
    const howTo = readChapterTitle('How to do a squat').words;
    expect(classifyChapter(howTo, lexicon)).toEqual({ entry: entry('squat'), family: null });
    expect(classifyChapter('Towel calf stretch', lexicon)).toEqual({ entry: entry('calf-stretch'), family: null });
    expect(classifyChapter('Decline squat', lexicon)).toEqual({ entry: null, family: entry('squat') });
    expect(classifyChapter('Seated heel toe rocks', lexicon)).toEqual({ entry: null, family: null });
    expect(classifyChapter('Cool down', lexicon)).toBeNull();
    expect(classifyChapter('This is the part where I tell you about my clinic', lexicon)).toBeNull();
  });

  it.each([
    'Benvinguda',
    'Comiat',
    'Giới thiệu',
    'Tổng kết',
    'Afslutning',
    'Oppsummering',
    'פתיחה',
    'סיכום',
    'مقدمة',
    'الخاتمة',
    'نصائح مهمة',
    '开场介绍',
    '总结',
    'แนะนำ',
    'สรุป',
    'Panimula',
    'Pangwakas',
    'Back to work!',
    "What's different today",
  ])('reads "%s" as talk', (title) => {
    expect(isTalk(title)).toBe(true);
  });

  it.each(['Lunch break', 'Flow it all together', 'Progressing to the next phase'])(
    'reads "%s" as naming no movement',
    (title) => {
      expect(namesNoMovement(title)).toBe(true);
    },
  );
});

describe('the talk words grid', () => {
  const lexicon = getLexicon();
  const CATEGORIES = [
    'welcome',
    'closing',
    'summary',
    'questions',
    'mistakes',
    'tips',
    'safety',
    'explanation',
    'equipment',
    'notes',
    'checklist',
    'breaks',
    'thanks',
    'technical',
    'mentions',
  ];
  // English, German, Spanish, French, Portuguese, Italian, Dutch, Polish, Turkish, Swedish, Danish, Norwegian,
  // Finnish, Greek, Czech, Slovak, Croatian/Serbian/Bosnian/Slovenian, Bulgarian, Russian, Ukrainian, Romanian,
  // Hungarian, Korean, Japanese, Chinese, Thai, Vietnamese, Indonesian/Malay, Tagalog, Hindi, Arabic, Hebrew, Persian,
  // Catalan, Lithuanian, Latvian, Estonian, Albanian, Galician, Welsh, Swahili, Basque, Azerbaijani, Macedonian,
  // Georgian, Armenian, Tamil, Amharic, Kazakh, Nepali, Maltese, Uzbek, Belarusian, Mongolian, Gujarati, Punjabi, Zulu,
  // Irish, Haitian Creole.
  const LANGUAGES =
    `en de es fr pt it nl pl tr sv da no fi el cs sk hbs bg ru uk ro hu ko ja zh th vi id tl hi ar he fa af is
    ca lt lv et sq gl cy sw eu az mk ka hy ta am kk ne mt uz be mn gu pa zu ga ht`.split(/\s+/);

  it.each(LANGUAGES)('fills every kind of section in "%s"', (language) => {
    const words = TALK_WORDS[language];
    expect(words).toBeDefined();
    expect(CATEGORIES.filter((category) => !(words[category]?.length > 0))).toEqual([]);
    expect(Object.keys(words).filter((category) => !CATEGORIES.includes(category) && category !== 'talk')).toEqual([]);
  });

  it('reads every word of the grid, alone, as talk', () => {
    const unread = Object.entries(TALK_WORDS).flatMap(([language, categories]) =>
      Object.values(categories)
        .flat()
        .filter((word) => !isTalk(word))
        .map((word) => `${language}: ${word}`),
    );
    expect(unread).toEqual([]);
  });

  it('holds no exercise name, nor any part of one, of the lexicon in any language', () => {
    const names = lexicon.entries.flatMap((e) => [e.name, ...e.aliases]);
    const spaced = names.map((name) => ` ${tokenize(name).join(' ')} `);
    const folded = names.map((name) => foldText(name));
    // Older words kept for what they mark in titles ("Knee brace", "Self test"; Finnish "yhteenveto" a summary).
    const known = new Set(['en: brace', 'en: test', 'fi: yhteenveto']);
    const clashes = Object.entries(TALK_WORDS).flatMap(([language, categories]) =>
      Object.values(categories)
        .flat()
        .filter((word) => !known.has(`${language}: ${word}`))
        .filter((word) =>
          ['ja', 'zh', 'th'].includes(language)
            ? folded.some((name) => name.includes(foldText(word)))
            : spaced.some((name) => name.includes(` ${tokenize(word).join(' ')} `)),
        )
        .map((word) => `${language}: ${word}`),
    );
    expect(clashes).toEqual([]);
  });

  it.each([
    // welcome, opening
    'Mở đầu',
    'Добро пожаловать',
    'Bun venit',
    'Sissejuhatus',
    'Ievads',
    'Įvadas',
    'はじめに：今日の流れ',
    '시작하기 전에',
    // closing, conclusion
    'Zaključak',
    'Afrunding',
    'समापन',
    'Nobeigums',
    'Kapanış konuşması',
    'Závěr a rozloučení',
    // summary
    'Podsumowanie treningu',
    'Κύρια σημεία: ανακεφαλαίωση',
    'Összefoglalás',
    '요약',
    // questions
    'Veelgestelde vragen',
    'Часті питання',
    'Pitanja i odgovori',
    'Kysymykset',
    '常見問題',
    // common mistakes
    'Συχνά λάθη',
    'Частые ошибки',
    'Najczęstsze błędy',
    'Yaygın hatalar',
    'Gyakori hibák',
    '자주 하는 실수',
    'よくある間違い',
    // tips
    'Tipps für den Alltag',
    'Sfaturi',
    'Patarimai',
    'Nõuanded',
    'Savjeti',
    // safety
    'ข้อควรระวัง',
    'Cuidados importantes',
    'Precauzioni',
    'Противопоказания',
    'Varotoimet',
    'אמצעי זהירות',
    'احتياطات',
    'Peringatan',
    // anatomy, explanation
    'Anatomia do ombro',
    'Vysvětlení',
    'Teorie',
    'توضیحات',
    'व्याख्या',
    // equipment
    'What you need',
    'Udstyr',
    'Εξοπλισμός',
    'Оборудване',
    '所需器材',
    // notes, programming
    'Programming notes',
    'Trainingsplan',
    'Harmonogram',
    'Lịch tập',
    // checklist, testing
    'Back-to-sport checklist',
    'Return-to-play testing',
    'Autoevaluación',
    'Tjekliste',
    'チェックリスト',
    // breaks
    'Wasserpause',
    'Pausa per bere',
    'Juomatauko',
    'พักดื่มน้ำ',
    // thanks, subscribe, sponsor
    'Grazie e iscriviti',
    'Dziękuję',
    'Paldies',
    'Aitäh',
    'Спонсор',
    // technical issues
    'Technical difficulties (sorry!)',
    'Technische Probleme',
    'Problemas técnicos',
    'Технические неполадки',
    // honourable mentions
    'Honourable mentions',
    'Menzioni d’onore',
    'Eervolle vermeldingen',
    // Albanian
    'Hyrje',
    'Përfundim',
    'Pyetje dhe përgjigje',
    'Gabimet më të shpeshta',
    'Siguria: kur të shkoni te mjeku',
    'Faleminderit',
    // Galician
    'Introdución',
    'Conclusión',
    'Preguntas',
    'Seguridade',
    'Erros comúns',
    'Moitas grazas',
    // Welsh
    'Croeso / Welcome',
    'Cyflwyniad',
    'Diogelwch',
    'Cwestiynau cyffredin',
    'Diolch a hwyl fawr',
    'Paned',
    // Swahili
    'Tahadhari',
    'Hitimisho',
    'Wakati wa kumuona daktari',
    'Makosa ya kawaida',
    'Maswali na majibu',
    // Hinglish
    'Aam galtiyan',
    'Savdhaniyan aur kab doctor ko dikhayein',
    'Dhanyavaad',
    // Basque
    'Sarrera',
    'Ohiko akatsak',
    'Agurra',
    'Laburpena',
    'Galderak',
    'Eskerrik asko!',
    // Azerbaijani
    'Giriş',
    'Nəticə',
    'Ümumi səhvlər',
    'Təhlükəsizlik',
    'Suallar və cavablar',
    // Macedonian
    'Вовед',
    'Заклучок',
    'Чести грешки',
    'Кога да одите на лекар',
    'Ви благодарам',
    // Georgian
    'შესავალი',
    'ხშირი შეცდომები',
    'შეჯამება',
    'კითხვა-პასუხი',
    // Armenian
    'Ներածություն',
    'Տարածված սխալներ',
    'Ամփոփում',
    // Tamil
    'அறிமுகம்',
    'பொதுவான தவறுகள்',
    'முடிவுரை',
    // Amharic
    'መግቢያ',
    'የተለመዱ ስህተቶች',
    'ማጠቃለያ',
    'ጥያቄና መልስ',
    // Kazakh
    'Кіріспе',
    'Жиі кездесетін қателер',
    'Қорытынды',
    // Nepali
    'परिचय',
    'सामान्य गल्तीहरू',
    'निष्कर्ष',
    // Maltese
    'Introduzzjoni',
    'Żbalji komuni',
    'Sigurtà',
    // Uzbek
    'Kirish',
    'Keng tarqalgan xatolar',
    'Xulosa',
    'Savol-javob',
    // Belarusian
    'Уводзіны',
    'Частыя памылкі',
    'Заключэнне',
    // Mongolian
    'Танилцуулга',
    'Түгээмэл алдаа',
    'Дүгнэлт',
    'Асуулт хариулт',
    // Gujarati
    'પરિચય',
    'સામાન્ય ભૂલો',
    'સારાંશ',
    // Punjabi
    'ਜਾਣ-ਪਛਾਣ',
    'ਆਮ ਗਲਤੀਆਂ',
    'ਸਿੱਟਾ',
    // Zulu
    'Isingeniso',
    'Amaphutha avamile',
    'Isiphetho',
    // Irish
    'Réamhrá',
    'Botúin choitianta',
    'Achoimre',
    // Haitian Creole
    'Entwodiksyon',
    'Erè komen',
    'Konklizyon',
    'Kesyon ak repons',
    // Hungarian, Greek, Persian
    'Elköszönés',
    'Αποχαιρετισμός',
    'خداحافظ',
    // English
    'Cool-down chat',
    'Cool-down & chat',
    'Stretch and chat',
  ])('reads "%s" as talk', (title) => {
    expect(isTalk(title)).toBe(true);
    expect(classifyChapter(title, lexicon)).toBeNull();
  });

  it.each([
    'Rest – grab water',
    'Stretch & chat',
    'Ymlacio / Relax and cool down',
    'Ngrohje',
    'Beroketa',
    'Isinmə',
    'Загревање',
    'Одмор',
    'Done – stretch with me',
    'Stretch with me',
    'Pause – Wasser',
    'Descanso y agua',
  ])('reads "%s" as session words only', (title) => {
    expect(isTalk(title)).toBe(false);
    expect(namesNoMovement(title)).toBe(true);
    expect(classifyChapter(title, lexicon)).toBeNull();
  });

  it.each(['Salah satu latihan terbaik', 'Ponte de glúteos con ámbolos pés'])('reads "%s" as no talk', (title) =>
    expect(isTalk(title)).toBe(false),
  );

  it.each([
    'Squat without equipment',
    'Sentadilla sin material',
    'Ura pa pajisje',
    'Sgwat heb offer',
    'Liegestütze ohne Hilfsmittel',
    '스쿼트 장비 없이',
  ])('reads "%s" as an exercise done without equipment, not as talk', (title) => expect(isTalk(title)).toBe(false));

  it.each(['No equipment needed', 'Sin material', 'Equipment', 'Udstyr', 'Material necesario'])(
    'reads "%s" as talk about equipment',
    (title) => expect(isTalk(title)).toBe(true),
  );

  it('keeps real exercise chapters exercises', () => {
    const entry = (id: string) => lexicon.byId.get(id) ?? -1;
    expect(classifyChapter('Glute bridge', lexicon)).toEqual({ entry: entry('glute-bridge'), family: null });
    expect(classifyChapter('Bird dog', lexicon)).toEqual({ entry: entry('bird-dog'), family: null });
    expect(classifyChapter('Plank', lexicon)).toEqual({ entry: entry('plank'), family: null });
    expect(classifyChapter('Squat without equipment', lexicon)).toEqual({ entry: null, family: entry('squat') });
    for (const exercise of ['Wall stretch', 'Marching in place', 'Walk', 'Side plank', 'Cat cow', 'Chat-vache'])
      expect(classifyChapter(exercise, lexicon)).not.toBeNull();
    for (const talk of ['Common mistakes', 'Glute bridge: common mistakes', 'Bird dog – honourable mentions'])
      expect(classifyChapter(talk, lexicon)).toBeNull();
  });
});
