import { readChapterTitle } from './chapter-title';

describe('readChapterTitle', () => {
  it.each([
    ['#2 Fire hydrants 3x10', 'Fire hydrants'],
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
});
