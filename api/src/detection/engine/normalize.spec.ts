import { BOUNDARY, cueForm, foldText, plainDigits, stem, tokenize, tokenizeMany, withoutFillers } from './normalize';

describe('normalize', () => {
  it('lower-cases, folds accents and sharp s, drops apostrophes', () => {
    expect(foldText('Brücke')).toBe('brucke');
    expect(foldText('Puente de GLÚTEOS')).toBe('puente de gluteos');
    expect(foldText('Fuß')).toBe('fuss');
    expect(foldText("Child's pose")).toBe('childs pose');
  });

  it('treats hyphens and slashes as word breaks but clause punctuation as a boundary token', () => {
    expect(tokenize('bird-dog')).toEqual(['bird', 'dog']);
    expect(tokenize('90/90')).toEqual(['90', '90']);
    expect(tokenize('shoulders, press up')).toEqual(['shoulder', BOUNDARY, 'press', 'up']);
  });

  it('stems plurals consistently without damaging short or -ss/-us/-is words', () => {
    expect(['clamshells', 'stretches', 'presses', 'bodies', 'lunges', 'raises'].map(stem)).toEqual([
      'clamshell',
      'stretch',
      'press',
      'body',
      'lunge',
      'raise',
    ]);
    expect(['press', 'this', 'plus', 'abs'].map(stem)).toEqual(['press', 'this', 'plus', 'abs']);
  });

  it('tokenizes many texts in one pass with the same result as one by one', () => {
    const texts = ['Glute bridges, please.', '', 'Übung: Kniebeugen', 'two\nlines'];
    expect(tokenizeMany(texts)).toEqual(texts.map(tokenize));
  });

  it('keeps Indic vowel signs inside their word and reads the Greek final sigma as sigma', () => {
    expect(tokenize('परिचय और स्वागत')).toEqual(['परिचय', 'और', 'स्वागत']);
    // The marks of every script stay in their word (Myanmar); Arabic and Hebrew marks written or not are one word.
    expect(tokenize('ဆွဲခြင်း တံတားပုံစံ')).toHaveLength(2);
    expect(tokenize('إطالة')).toEqual(tokenize('اطالة'));
    expect(tokenize('ΑΣΚΗΣΕΙΣ')).toEqual(tokenize('ασκήσεις'));
  });

  it('removes cue filler words only on request', () => {
    expect(withoutFillers(tokenize('squeeze the glutes'))).toEqual(['squeeze', 'glute']);
  });

  it('reads a verb in "-ing" and its plain form alike when matching form cues, short words as said', () => {
    expect(cueForm('shifting')).toBe(cueForm('shift'));
    expect(cueForm('sliding')).toBe(cueForm('slide'));
    expect(cueForm('stepping')).toBe(cueForm('step'));
    expect(['bring', 'lying', 'one'].map(cueForm)).toEqual(['bring', 'lying', 'one']);
  });
});

describe('plainDigits', () => {
  it.each([
    ['٣ × ١٠', '3 × 10'],
    ['۳۰ ثانیه', '30 ثانیه'],
    ['१० वेळा', '10 वेळा'],
    ['๑๐ ครั้ง', '10 ครั้ง'],
    ['ལུས་རྩལ་ ༢', 'ལུས་རྩལ་ 2'],
    ['１０次', '10次'],
    ['𝟑 × 𝟏𝟐', '3 × 12'],
    ['plain 3 x 10', 'plain 3 x 10'],
  ])('reads %s', (text, plain) => {
    expect(plainDigits(text)).toBe(plain);
  });
});
