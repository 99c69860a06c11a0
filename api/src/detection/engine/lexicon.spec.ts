import { BODY_PARTS, CATEGORIES, compileLexicon, getLexicon, validateLexicon } from './lexicon';
import { findMentions } from './matcher';
import { tokenize } from './normalize';

describe('lexicon', () => {
  const lexicon = getLexicon();

  it('holds at least 150 well-formed exercises', () => {
    expect(lexicon.entries.length).toBeGreaterThanOrEqual(150);
    for (const e of lexicon.entries) {
      expect(BODY_PARTS).toContain(e.bodyPart);
      expect(CATEGORIES).toContain(e.category);
      expect(e.cues.length).toBeGreaterThanOrEqual(2);
      expect(e.cues.length).toBeLessThanOrEqual(4);
    }
  });

  it('has no phrase claimed by two exercises', () => {
    expect(lexicon.conflicts).toEqual([]);
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
