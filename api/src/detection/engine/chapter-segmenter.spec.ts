import { readChapterKind } from './chapter-segmenter';
import { getLexicon } from './lexicon';

const lexicon = getLexicon();
const read = (words: string) => {
  const kind = readChapterKind(words, lexicon);
  if (!kind) return null;
  const known = kind.entry ?? kind.family;
  return { name: known === null ? null : lexicon.entries[known].name, known: kind.entry !== null, words: kind.words };
};

describe('readChapterKind', () => {
  it.each([
    ['Heel Raise [Double Leg]', 'calf raise'],
    ['Calf Raise [Single Leg]', 'single leg calf raise'],
    ['Cem (The Hundred)', 'the hundred'],
    ['Marjaryasana-Bitilasana / Cat-cow', 'cat cow'],
    ['Glute bridge with a resistance band above the knees', 'glute bridge'],
    ['Standing hip abduction holding on to the kitchen counter', 'standing hip abduction'],
    ['Brustdehnung am Türrahmen', 'doorway pec stretch'],
    ['Double leg heel raise', 'calf raise'],
    ['Stationary bike warm up', 'stationary bike'],
    ['Triangle', 'triangle pose'],
    ['Trapezius dehnen', 'upper trapezius stretch'],
    ['Außenrotation mit Theraband', 'external rotation with band'],
  ])('reads "%s" as the known %s', (words, name) => {
    expect(read(words)).toMatchObject({ name, known: true });
  });

  it('reads a chapter written as a sentence as the one move it names', () => {
    expect(read('We start on our backs with ten slow glute bridges')).toMatchObject({
      name: 'glute bridge',
      known: true,
    });
    expect(read('Now onto hands and knees for the bird dog')).toMatchObject({ name: 'bird dog', known: true });
  });

  it('keeps a set-up naming other equipment or another exercise a variant', () => {
    expect(read('Thoracic extension over a chair')).toMatchObject({
      name: 'foam roller thoracic extension',
      known: false,
    });
    expect(read('External rotation with a stick')).toMatchObject({ name: 'external rotation with band', known: false });
    expect(read('Plank with hip dips')).toMatchObject({ name: 'plank', known: false });
  });

  it.each([
    ['Clamshell külili', 'clamshell'],
    ['Side-lying adductor lift', 'side lying hip adduction'],
    ['Istezanje lista uz zid', 'calf stretch'],
    ['Ikru stiepšana pie sienas', 'calf stretch'],
    ['Kyykky kotona hitaasti', 'squat'],
    ['Wadendehnung stehend', 'calf stretch'],
    ['Przysiad powoli w domu', 'squat'],
    ['Hüftbeuger-Dehnung im Halbkniestand', 'hip flexor stretch'],
    ['Full push-up', 'push up'],
    ['肩回し 前後', 'shoulder roll'],
  ])('reads "%s" in its manner, position and place words as the known %s', (words, name) => {
    expect(read(words)).toMatchObject({ name, known: true });
  });

  it('titles a name the lexicon lacks without a set-up that only brings equipment or a place', () => {
    expect(read('Finger rolls with a light dumbbell')).toMatchObject({ name: null, words: 'Finger rolls' });
    expect(read('Walking backwards along the kitchen counter')).toMatchObject({
      name: null,
      words: 'Walking backwards',
    });
    expect(read('Jaw opening with tongue on the roof')).toMatchObject({ words: 'Jaw opening with tongue on the roof' });
    expect(read('Thoracic extension over a chair')).toMatchObject({ words: 'Thoracic extension over a chair' });
  });

  it('reads a title and its subtitle around a colon by the part the lexicon knows, else the first', () => {
    expect(read('Single Leg Circles: Keep the Pelvis Quiet')).toMatchObject({ name: 'leg circles', known: true });
    expect(read('Hundred: Pumping the Arms')).toMatchObject({ name: 'the hundred', known: true });
    expect(read('Open Leg Rocker Prep: Balancing on the Sit Bones')).toMatchObject({ words: 'Open Leg Rocker Prep' });
    expect(read('Nordic hamstring curls: what the trials show')).toBeNull();
  });

  it('keeps a position the entry contradicts, or one the lexicon knows apart, a variant', () => {
    expect(read('Standing open book')).toMatchObject({ name: 'open book', known: false });
    expect(read('Seated thoracic rotation')).toMatchObject({ name: 'seated thoracic rotation', known: true });
    expect(read('Plank na boku')).toMatchObject({ name: 'plank', known: false });
    expect(read('Plank na kolenou')).toMatchObject({ name: 'plank', known: false });
    // Lying on the side varies the banded external rotation, which the lexicon holds as an exercise of its own.
    expect(read('Side-lying external rotation')).toMatchObject({ name: 'side lying external rotation', known: true });
    expect(read('Seated cat cow')).toMatchObject({ name: 'cat cow', known: false });
    expect(read('Przysiad na krześle')).toMatchObject({ name: 'squat', known: false });
  });

  it('titles a pair of unknown names with the non-Sanskrit one, and drops an aside of manner words', () => {
    expect(read('Utkata Konasana (Goddess pose)')).toEqual({ name: null, known: false, words: 'Goddess pose' });
    expect(read('Arm raises (seated)')).toMatchObject({ known: false, words: 'Arm raises' });
  });

  it('reads a known name before a dash and a clause of how to do it as that name', () => {
    expect(read('Ankle alphabet - trace the letters A to Z with your big toe')).toMatchObject({
      name: 'ankle alphabet',
      known: true,
    });
    // A name and its variant's word after a dash stay one name.
    expect(read('Lunge - walking')).not.toMatchObject({ words: 'Lunge' });
  });

  it('counts an inferred name before its set-up, and keeps talk out', () => {
    expect(read('Jaw opening with tongue on the roof')).toMatchObject({ known: false });
    expect(read("You've got this!")).toBeNull();
    expect(read('Relaxation finale')).toBeNull();
  });
});
