import { digitsForNumberWords, spokenDosage } from './spoken-dosage';

describe('spoken dosage', () => {
  it('turns number words into digits', () => {
    expect(digitsForNumberWords('Two sets of fifteen, hold forty-five seconds')).toBe('2 sets of 15, hold 45 seconds');
    expect(digitsForNumberWords('this one, then one more')).toBe('this one, then one more');
  });

  it.each([
    [['Towel under the arm. Two sets of fifteen.'], { sets: 2, reps: 15 }],
    [['nice and controlled eight each side'], { reps: 8, side: 'each' }],
    [['Hold for thirty seconds, then swap feet.'], { hold_seconds: 30 }],
    [['Start with your left leg.', 'Ten reps.'], { reps: 10 }],
    [['Do this three times a day.'], {}],
    [['ten more come on, hold it, thirty more seconds'], {}],
  ])('reads %j', (texts, dosage) => {
    expect(spokenDosage(texts)).toEqual(dosage);
  });
});
