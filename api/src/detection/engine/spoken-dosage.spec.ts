import { digitsForNumberWords, spokenDosage, spokenDosages } from './spoken-dosage';

describe('spoken dosage', () => {
  it('turns number words into digits', () => {
    expect(digitsForNumberWords('Two sets of fifteen, hold forty-five seconds')).toBe('2 sets of 15, hold 45 seconds');
    expect(digitsForNumberWords('this one, then one more')).toBe('this one, then one more');
  });

  it.each([
    [['Towel under the arm. Two sets of fifteen.'], { sets: 2, reps: 15 }],
    [['nice and controlled eight each side'], { reps: 8, side: 'each' }],
    // The other side in its turn after the dose is that dose each side.
    [['Hold for thirty seconds, then swap feet.'], { hold_seconds: 30, side: 'each' }],
    [['Start with your left leg.', 'Ten reps.'], { reps: 10 }],
    [['Do this three times a day.'], {}],
    [['Five to ten minutes a few times a day beats one long walk.'], { hold_seconds: 300 }],
    // Every minute on the minute: the minutes are sets.
    [['Fifteen swings at the top of every minute, for five minutes.'], { sets: 5, reps: 15 }],
    [['Eight each arm every minute, five minutes.'], { sets: 5, reps: 8, side: 'each' }],
    // Polish, Greek and Flemish counts.
    [['Trzy serie po dwanaście powtórzeń.'], { sets: 3, reps: 12 }],
    [['Δύο σετ των δώδεκα.'], { sets: 2, reps: 12 }],
    [['Δέκα φορές.'], { reps: 10 }],
    [['Drie reeksen van tien.'], { sets: 3, reps: 10 }],
    [['Ten slow ones, only as far as is comfortable.'], { reps: 10 }],
    [['Same set up, rotate in towards your tummy. Fifteen again.'], { reps: 15 }],
    [['Ten, nine, eight, seven, six.'], {}],
    [['ten more come on, hold it, thirty more seconds'], {}],
    // Counting aloud from one, a count said alone or with the move's noun, in the languages read.
    [['Kettlebell deadlift. One. Two. Three. Four. Five. Six. Seven. Eight. Nine. Ten. Park it.'], { reps: 10 }],
    [['Heel raises. Up onto your toes and slowly down. Fifteen.'], { reps: 15 }],
    [['Slide the towel forward, then bring it back.', 'Ten slides.'], { reps: 10 }],
    [['Twenty of those. They help the circulation.'], { reps: 20 }],
    [['Лягте на спину и поднимите таз вверх. Двенадцать раз.'], { reps: 12 }],
    [['Duduk, berdiri, lalu duduk lagi. Delapan kali saja.'], { reps: 8 }],
    [['Тридцять секунд.'], { hold_seconds: 30 }],
    [['Húzzuk hátra a lapockákat. Tízszer.'], { reps: 10 }],
    [['now stand up from the chair and sit back down slowly only five of these sitting again'], { reps: 5 }],
    [['Muovete le caviglie su e giù. Venti volte.'], { reps: 20 }],
    [['Dez vezes, trocando devagar.'], { reps: 10 }],
    [['Diğer bacağı uzatın ve değiştirin. On kez.'], { reps: 10 }],
    [['Hold it. Five to go.'], {}],
    [['Due serie da dieci.'], { sets: 2, reps: 10 }],
    [['To sæt af ti.'], { sets: 2, reps: 10 }],
    [['Doze repetições.'], { reps: 12 }],
    [['Ten gentle ones.'], { reps: 10 }],
    [['Walk to the door and back.'], {}],
    [['Pri výdychu chrbát vyhrbíte, pri nádychu ho prehnete. Desaťkrát.'], { reps: 10 }],
    [['Vystrite opačnú ruku a nohu. Osem na každú stranu.'], { reps: 8, side: 'each' }],
    [['Kaldırın ve indirin. Üç set, on iki tekrar.'], { sets: 3, reps: 12 }],
    [['One more. Two more. Three.'], {}],
    // Durations and counts as speech says them.
    [['Hold it for half a minute, three times.'], { sets: 3, hold_seconds: 30 }],
    [['Hold for a minute.'], { hold_seconds: 60 }],
    [['Stay there for a minute and a half.'], { hold_seconds: 90 }],
    [['Three times twelve.'], { sets: 3, reps: 12 }],
    [['Drie keer twaalf.'], { sets: 3, reps: 12 }],
    [['Drei mal zwölf Wiederholungen.'], { sets: 3, reps: 12 }],
    [['Three times thirty seconds.'], { sets: 3, hold_seconds: 30 }],
    [['Walk for a minute, then rest.'], { hold_seconds: 60 }],
    [['Hug your right knee in for twenty seconds... and now the left.'], { hold_seconds: 20, side: 'each' }],
    [['Eight with the right leg, then eight with the left.'], { reps: 8, side: 'each' }],
    [['Ten forwards, then ten backwards.'], { reps: 10, side: 'each' }],
    // Alternating moves switch at every rep: no side.
    [['Tap your left shoulder with your right hand, then switch. Twenty taps in total.'], { reps: 20 }],
    [['Ten squats. And then change to lunges.'], { reps: 10 }],
  ])('reads %j', (texts, dosage) => {
    expect(spokenDosage(texts)).toEqual(dosage);
  });

  it('gives the cue opening a segment to that segment, though segments start on whole seconds', () => {
    const cues = [
      { start: 65.49, text: 'Now the clamshell. Fifteen each side.' },
      { start: 123.585, text: 'Last, the hip flexor stretch. Thirty seconds each side.' },
    ];
    const segments = [
      { start: 65, end: 124 },
      { start: 124, end: 197 },
    ];
    expect(spokenDosages(cues, segments)).toEqual([
      { reps: 15, side: 'each' },
      { hold_seconds: 30, side: 'each' },
    ]);
  });
});
