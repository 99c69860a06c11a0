import { getLexicon } from './lexicon';
import { classifyChapter } from './chapter-segmenter';
import { readChapterTitle } from './chapter-title';
import { isTalk, namesNoMovement } from './non-exercise';

describe('chapters that are not exercises', () => {
  it.each([
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
