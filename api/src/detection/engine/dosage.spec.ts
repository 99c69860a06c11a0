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
    ['Wall slides (15)', { reps: 15 }],
    ['Squat {12}', { reps: 12 }],
    ['Dead bug (2)', {}],
    ['Side plank (45 s each)', { hold_seconds: 45, side: 'each' }],
    ['Pigeon {20s ×4 each side}', { hold_seconds: 20, sets: 4, side: 'each' }],
    ['Squat – 20 sec x 5', { hold_seconds: 20, sets: 5 }],
    ['Step ups – 8 ea.', { reps: 8, side: 'each' }],
    ['घुटना मोड़ना 10 बार', { reps: 10 }],
    ['प्लैंक 30 सेकंड', { hold_seconds: 30 }],
    ['वॉक 2 मिनट', { hold_seconds: 120 }],
    ['Приседания 3 подхода по 12 раз', { sets: 3, reps: 12 }],
    ['Мостик 15 повторений', { reps: 15 }],
    ['Планка 30 сек', { hold_seconds: 30 }],
    ['Köprü 10 tekrar', { reps: 10 }],
    ['Plank 30 saniye', { hold_seconds: 30 }],
    ['Knäböj 3 set 10 repetitioner', { sets: 3, reps: 10 }],
    ['Planka 30 sekunder', { hold_seconds: 30 }],
    ['Γέφυρα 12 επαναλήψεις', { reps: 12 }],
    ['Σανίδα 20 δευτερόλεπτα', { hold_seconds: 20 }],
    ['Most 10 opakování', { reps: 10 }],
    ['Prkno 30 sekund', { hold_seconds: 30 }],
    ['브릿지 3세트 15회', { sets: 3, reps: 15 }],
    ['플랭크 30초', { hold_seconds: 30 }],
    ['ブリッジ 10回', { reps: 10 }],
    ['Oldalra döntés 20 mp oldalanként', { hold_seconds: 20, side: 'each' }],
    ['Поза дитини 1 хвилина', { hold_seconds: 60 }],
    ['Kettlebell swings × 15', { reps: 15 }],
    ['15× Goblet squats', { reps: 15 }],
    ['3×12 Reverse lunges (each leg)', { sets: 3, reps: 12, side: 'each' }],
    ['B-stance RDL – 3 x 8 each', { sets: 3, reps: 8, side: 'each' }],
    ["Affondi – 40''", { hold_seconds: 40 }],
    ["Plank – 1'30''", { hold_seconds: 90 }],
    ["12' Goal! 1-0", {}],
    ['Pelvic tilt — Reps: 10 | Sets: 2', { sets: 2, reps: 10 }],
    ['Side plank — Hold: 20 s | Sets: 3', { sets: 3, hold_seconds: 20 }],
    ['Isometric calf hold: 5 x 45 sec', { sets: 5, hold_seconds: 45 }],
    ['Squat alla parete – 5 tenute da 20 secondi', { sets: 5, hold_seconds: 20 }],
    ['Martwy robak – 10 powtórzeń na stronę', { reps: 10, side: 'each' }],
    ['Dode kever – 8 keer per kant', { reps: 8, side: 'each' }],
    ['Ankle circles, 10 each way', { reps: 10 }],
    ['Child pose, 5 breaths', {}],
    ['3 x 15, slow down over 3 seconds', { sets: 3, reps: 15 }],
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
