import { findLooseCueHits } from './loose-cues';
import { getLexicon } from './lexicon';
import { findCueHits } from './matcher';
import { tokenize } from './normalize';

const lexicon = getLexicon();

/** The exercises whose cues are said loosely (not as written) in a text. */
function looselyCoached(text: string): string[] {
  const tokens = tokenize(text);
  const hits = findLooseCueHits(tokens, lexicon, findCueHits(tokens, lexicon));
  return [...new Set(hits.map((h) => lexicon.entries[h.entry].name))];
}

describe('findLooseCueHits', () => {
  it('finds a cue said in order with other words between its own', () => {
    expect(looselyCoached('Now put your heel up on a low step and lean forward.')).toContain('hamstring stretch');
    expect(looselyCoached('Round your back up to the ceiling, then let your belly drop.')).toContain('cat cow');
  });

  it('finds a long cue with one of its words unsaid, never with two', () => {
    expect(looselyCoached('now go up onto your toes and back down')).toContain('calf raise');
    expect(looselyCoached('now go up and back down')).not.toContain('calf raise');
  });

  it('finds nothing when the words come in another order or too far apart', () => {
    expect(looselyCoached('lean forward, then put your heel on the step')).not.toContain('hamstring stretch');
    expect(
      looselyCoached(
        'put your heel where you like, we will talk about it for a long long while and then later on lean forward',
      ),
    ).not.toContain('hamstring stretch');
  });

  it('does not take the pelvic floor for the floor', () => {
    expect(
      looselyCoached('Lying on your back, knees bent. Squeeze and lift your pelvic floor, then let go.'),
    ).not.toContain('lunge');
  });

  it('does not find again a cue the exact matcher found', () => {
    expect(looselyCoached('put your heel on a step and lean forward')).toEqual([]);
  });
});
