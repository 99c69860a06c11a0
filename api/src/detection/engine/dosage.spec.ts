import { findDosage } from './dosage';

describe('findDosage', () => {
  it.each([
    ['Squats 3x10', { sets: 3, reps: 10 }],
    ['Bridges (2 sets of 10)', { sets: 2, reps: 10 }],
    ['Short arc quads (12 reps per leg)', { reps: 12, side: 'each' }],
    ['Bird dog x10 each side', { reps: 10, side: 'each' }],
    ['10x Dead bug', { reps: 10 }],
    ['Hip flexor stretch - hold 30 s each side', { hold_seconds: 30, side: 'each' }],
    ['Side plank 3 x 20s', { sets: 3, hold_seconds: 20 }],
    ['Pendulum – 1 minute', { hold_seconds: 60 }],
    ['Quad sets (10 reps, 5 second hold)', { reps: 10, hold_seconds: 5 }],
    ['Clamshell (L)', { side: 'left' }],
    ['Hamstring stretch, right leg', { side: 'right' }],
    ['Side lying hip abduction - both sides', { side: 'both' }],
    ['Kniebeuge – 3 Sätze à 10 Wiederholungen', { sets: 3, reps: 10 }],
    ['Ausfallschritt – 10 Wdh. pro Seite', { reps: 10, side: 'each' }],
    ['Brücke – 30 Sek. halten', { hold_seconds: 30 }],
    ['Rotación externa – 3 series de 12 repeticiones', { sets: 3, reps: 12 }],
    ['Posture de l’enfant – tenir 30 secondes', { hold_seconds: 30 }],
    ['Romanian deadlift 8-10 reps', { reps: 8 }],
    ['Goblet squat 3 x 8-12', { sets: 3, reps: 8 }],
    ['Glute bridge', {}],
  ])('reads "%s"', (text, dosage) => {
    expect(findDosage(text).dosage).toEqual(dosage);
  });

  it('does not read a rest as a hold', () => {
    expect(findDosage('Rest 30 s between sets').dosage).toEqual({});
  });

  it('returns the spans it read, so a title can be cleaned of them', () => {
    const text = 'Squats 3x10';
    expect(findDosage(text).spans.map(([a, b]) => text.slice(a, b))).toEqual(['3x10']);
  });
});
