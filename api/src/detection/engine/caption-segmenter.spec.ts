import { describesMove, segmentCaptions } from './caption-segmenter';
import { getLexicon } from './lexicon';
import type { Cue } from './rolling-cues';

const lexicon = getLexicon();

/** Cues from [start, text] pairs; each lasts until the next one starts (the last for 3 s). */
function cues(...lines: [number, string][]): Cue[] {
  return lines.map(([start, text], i) => ({ start, end: lines[i + 1]?.[0] ?? start + 3, text }));
}

const segment = (c: Cue[], duration = 0) =>
  segmentCaptions(c, lexicon, duration).map((s) => [s.start, s.end, lexicon.entries[s.entry].name]);

describe('segmentCaptions', () => {
  it('starts a segment where an exercise is named and ends it where the next one starts', () => {
    const c = cues(
      [0, 'Hi, welcome back.'],
      [10, 'First, glute bridges.'],
      [14, 'Squeeze your glutes.'],
      [40, 'Now clamshells.'],
      [44, 'Keep your feet together.'],
      [70, 'Last rep.'],
    );
    expect(segment(c)).toEqual([
      [10, 40, 'glute bridge'],
      [40, 73, 'clamshell'],
    ]);
  });

  it('reads three or more different names said in one list as a preview, not as the start of the last one', () => {
    const c = cues(
      [0, "today we've got bird dogs, side planks and a dead bug to finish"],
      [6, 'forty seconds each so get a mat'],
      [12, 'okay bird dog first, opposite arm and leg'],
      [40, 'next the side plank, hips up'],
      [70, 'and the dead bug, press your back into the floor'],
      [100, 'done'],
    );
    expect(segment(c)).toEqual([
      [12, 40, 'bird dog'],
      [40, 70, 'side plank'],
      [70, 103, 'dead bug'],
    ]);
  });

  it('reads a preview as a list even with a move the lexicon does not know among the names', () => {
    const c = cues(
      [0, "We'll do shoulder rolls, seated leg swings, arm circles while seated and toe taps."],
      [10, 'Shoulder rolls first. Nice and slow.'],
      [40, 'Now arm circles.'],
      [70, 'And toe taps.'],
      [100, 'Done.'],
    );
    expect(segment(c)).toEqual([
      [10, 40, 'shoulder roll'],
      [40, 70, 'arm circles'],
      [70, 103, 'toe taps'],
    ]);
  });

  it('reads the end of the current name said alone as the same exercise ("press up" after "McKenzie press up")', () => {
    const c = cues(
      [0, 'Number one, the McKenzie press up. Lie on your tummy.'],
      [10, 'Press up and let your hips stay down.'],
      [40, 'Number two, pelvic tilts.'],
      [70, 'Done.'],
    );
    expect(segment(c)).toEqual([
      [0, 40, 'mckenzie press up'],
      [40, 73, 'pelvic tilt'],
    ]);
  });

  it('drops a name listed with one said in passing ("about squats and lunges")', () => {
    const c = cues(
      [0, 'People ask me about bridges and clamshells all the time.'],
      [10, 'Today, dead bugs. Press your back into the floor.'],
      [40, 'Done.'],
    );
    expect(segment(c)).toEqual([[10, 43, 'dead bug']]);
  });

  it('starts an exercise announced a moment ahead where it really starts, not at the announcement', () => {
    const c = cues(
      [0, 'Onto all fours for the bird dog.'],
      [20, 'In a moment we will go into the cat cow, stay here for now.'],
      [40, 'Okay, now the cat cow. Round your back.'],
      [70, 'Done.'],
    );
    expect(segment(c)).toEqual([
      [0, 40, 'bird dog'],
      [40, 73, 'cat cow'],
    ]);
  });

  it('reads a move called by its body part as the one named exercise that holds it ("the calf one")', () => {
    const c = cues(
      [0, 'Three moves today: a hamstring stretch, calf raises and a side plank.'],
      [10, 'The hamstring one first. Heel on a step.'],
      [40, 'Now the calf exercise. Up onto your toes.'],
      [70, 'Finally the core move. Lie on your side, forearm down.'],
      [100, 'Done.'],
    );
    expect(segment(c)).toEqual([
      [10, 40, 'hamstring stretch'],
      [40, 70, 'calf raise'],
      [70, 103, 'side plank'],
    ]);
  });

  it('reads a move called by its body part, named nowhere, as the one of that part whose cues follow', () => {
    const c = cues(
      [0, 'First the quads exercise. Pull your heel toward your buttock.'],
      [30, 'Now the calf one. Hold onto a chair for balance, rise up onto your toes.'],
      [60, 'Done.'],
    );
    expect(segment(c)).toEqual([
      [0, 30, 'quad stretch'],
      [30, 63, 'calf raise'],
    ]);
  });

  it('reads names said with small words between their words, and German and French spoken forms', () => {
    const c = cues(
      [0, 'Zieht das Kinn gerade zurück.'],
      [30, 'Ramenez les genoux vers la poitrine.'],
      [60, 'Faites un étirement pour les ischio-jambiers.'],
      [90, 'Fin.'],
    );
    expect(segment(c)).toEqual([
      [0, 30, 'chin tuck'],
      [30, 60, 'double knee to chest'],
      [60, 93, 'hamstring stretch'],
    ]);
  });

  it('counts an everyday-phrase name said as a noun ("for the roll up")', () => {
    const c = cues([0, 'Lie down.'], [10, 'Arms overhead for the roll up.'], [40, 'Next, the hundred.'], [70, 'Done.']);
    expect(segment(c)).toEqual([
      [10, 40, 'roll up'],
      [40, 73, 'the hundred'],
    ]);
  });

  it('merges repeated mentions and cues of the same exercise into one segment', () => {
    const c = cues(
      [0, 'Bridges.'],
      [10, 'More bridges.'],
      [20, 'Another bridge, lift your hips.'],
      [30, 'Plank now, brace your core.'],
      [50, 'Done.'],
    );
    expect(segment(c)).toEqual([
      [0, 30, 'glute bridge'],
      [30, 53, 'plank'],
    ]);
  });

  it('keeps non-adjacent repeats of an exercise as separate segments', () => {
    const c = cues(
      [0, 'Bridges, squeeze your glutes.'],
      [20, 'Clamshells, lift your top knee.'],
      [40, 'Bridges again, lift your hips.'],
      [60, 'Rest.'],
    );
    expect(segment(c).map((s) => s[2])).toEqual(['glute bridge', 'clamshell', 'glute bridge']);
  });

  it('drops segments shorter than 5 seconds', () => {
    const c = cues(
      [0, 'Plank, brace your core.'],
      [30, 'Side plank, lift your hips.'],
      [33, 'Dead bug, move slowly.'],
      [60, 'Breathe.'],
    );
    expect(segment(c)).toEqual([
      [0, 30, 'plank'],
      [33, 63, 'dead bug'],
    ]);
  });

  it('ignores a preview list and back-references to exercises performed elsewhere', () => {
    const c = cues(
      [0, 'Today: bridges, clamshells and bird dogs.'],
      [8, 'Grab a mat.'],
      [20, "Let's start with bridges. Squeeze your glutes."],
      [50, 'Clamshells now. Lift your top knee.'],
      [65, 'Unlike the bridge, this is on your side.'],
      [80, 'Bird dog: keep your back flat.'],
      [110, 'Good.'],
    );
    expect(segment(c)).toEqual([
      [20, 50, 'glute bridge'],
      [50, 80, 'clamshell'],
      [80, 113, 'bird dog'],
    ]);
  });

  it('absorbs a passing mention between two parts of one exercise', () => {
    const c = cues(
      [0, 'Bridges, lift your hips.'],
      [20, 'Great if squats hurt your knees.'],
      [30, 'So for the bridge, hold at the top.'],
      [60, 'End.'],
    );
    expect(segment(c)).toEqual([[0, 63, 'glute bridge']]);
  });

  it('absorbs a passing mention when the previous exercise cues go on after it', () => {
    const c = cues(
      [0, 'McKenzie press-up.'],
      [10, 'Hands down, press up'],
      [14, 'but keep your hips on the floor.'],
      [40, 'Piriformis stretch, cross your ankle over your knee.'],
      [70, 'Hold.'],
    );
    expect(segment(c)).toEqual([
      [0, 40, 'mckenzie press up'],
      [40, 73, 'piriformis stretch'],
    ]);
  });

  it('does not start an exercise at an announcement the previous exercise continues after', () => {
    const c = cues(
      [0, 'Bird dog, keep your back flat.'],
      [15, "Similar to the dead bug we'll do next."],
      [20, 'Keep your hips level.'],
      [35, 'Roll over for the dead bug.'],
      [60, 'Done.'],
    );
    expect(segment(c)).toEqual([
      [0, 35, 'bird dog'],
      [35, 63, 'dead bug'],
    ]);
  });

  it('ignores an exercise name inside a cue of the current exercise', () => {
    const c = cues(
      [0, 'Monster walks.'],
      [5, 'Stay in a half squat.'],
      [30, 'Next, calf raises. Lower slowly.'],
      [60, 'Done.'],
    );
    expect(segment(c).map((s) => s[2])).toEqual(['monster walk', 'calf raise']);
  });

  it('needs a cue before an everyday phrase counts as an exercise', () => {
    expect(segment(cues([0, 'Good morning everyone!'], [20, 'Today is about posture.']))).toEqual([]);
    expect(segment(cues([0, 'Good mornings with a band.'], [10, 'Push your hips back.'], [30, 'Done.']))).toEqual([
      [0, 33, 'good morning'],
    ]);
  });

  it('ends the last exercise at the outro, not at the end of the captions', () => {
    const c = cues(
      [0, 'Wall sits. Slide down the wall.'],
      [40, "That's it for today, thanks for watching!"],
      [50, 'Subscribe.'],
    );
    expect(segment(c)).toEqual([[0, 40, 'wall sit']]);
  });

  it('clips to the video duration and never invents segments from exercise-free speech', () => {
    expect(segment(cues([0, 'Plank, brace your core.'], [50, 'Hold.']), 30)).toEqual([[0, 30, 'plank']]);
    expect(segment(cues([0, 'A day in the clinic.'], [10, 'Lunch time.']))).toEqual([]);
  });

  it('reports the cues of the exercise spoken inside its segment only', () => {
    const c = cues(
      [0, 'Bridges. Squeeze your glutes.'],
      [20, 'Clamshells. Squeeze your glute, lift your top knee.'],
      [40, 'End.'],
    );
    const [bridge, clam] = segmentCaptions(c, lexicon, 0);
    expect(bridge.cues).toEqual(['squeeze your glutes']);
    expect(clam.cues).toEqual(['lift your top knee', 'squeeze your glute']);
  });

  it('reads a name after "from" as the start position of the move named next, not as a move', () => {
    const c = cues(
      [0, 'Squats first, sit back and down.'],
      [30, 'From a push up position, drive one knee at a time toward your chest. Mountain climbers.'],
      [40, 'Keep your hips low.'],
      [60, 'Done.'],
    );
    expect(segment(c)).toEqual([
      [0, 30, 'squat'],
      [30, 63, 'mountain climber'],
    ]);
  });

  it('keeps one segment across sides and starts new ones for a second round called by part of a name', () => {
    const c = cues(
      [0, 'round one tandem stance place one foot directly in front of the other'],
      [25, 'now switch so the left foot is in front'],
      [50, 'now step ups onto the bottom stair, stand tall at the top'],
      [75, 'and switch to the left leg leading'],
      [100, 'round two back to the tandem one foot in front of the other'],
      [130, 'and the step ups again'],
      [160, 'done'],
    );
    expect(segment(c)).toEqual([
      [0, 50, 'tandem stance'],
      [50, 100, 'step up'],
      [100, 130, 'tandem stance'],
      [130, 163, 'step up'],
    ]);
  });

  it('does not read a movement "back to" a place as a return to a move', () => {
    const c = cues(
      [0, 'wall slides first, arms on the wall'],
      [30, 'now clamshells, keep your feet together'],
      [45, 'bring your knee back to the wall side'],
      [60, 'done'],
    );
    expect(segment(c)).toEqual([
      [0, 30, 'wall slide'],
      [30, 63, 'clamshell'],
    ]);
  });

  it("reads a form cue that names its own exercise's body part as the move, when no name is said", () => {
    const c = cues(
      [0, 'Glute bridges first, squeeze your glutes and lift your hips.'],
      [30, 'Now stay on your back, and pull both knees toward your chest.'],
      [45, 'Let your lower back relax.'],
      [60, 'Next, let your knee fall slowly to the side, keep your pelvis still.'],
      [90, 'done'],
    );
    expect(segment(c)).toEqual([
      [0, 30, 'glute bridge'],
      [30, 60, 'double knee to chest'],
      [60, 93, 'bent knee fall out'],
    ]);
  });

  it('reads no move from one instruction that coaches the current exercise ("roll your shoulders back")', () => {
    const c = cues(
      [0, 'Sit tall in your chair for seated marching, lift one knee.'],
      [30, 'Good. Now roll your shoulders back and sit tall, lift one knee again.'],
      [60, 'Thanks for watching'],
    );
    expect(segment(c)).toEqual([[0, 60, 'seated march']]);
  });

  it('reads the instruction that sets up a move as naming it, when its name holds no body word', () => {
    const c = cues(
      [0, 'Lie on your back and hug one knee into your chest.'],
      [5, 'Keep the other leg relaxed.'],
      [30, 'Now both knees bent, drop your knees to one side.'],
      [35, 'Then rock your knees from side to side, nice and easy.'],
      [60, 'Come onto all fours. Round your back up then let your belly drop.'],
      [65, 'Move with your breath.'],
      [90, 'Stand up and hold the counter. Stand on your right leg.'],
      [95, 'Fix your eyes on one point.'],
      [120, 'done'],
    );
    expect(segment(c)).toEqual([
      [0, 30, 'knee to chest'],
      [30, 60, 'lower trunk rotation'],
      [60, 90, 'cat cow'],
      [90, 123, 'single leg balance'],
    ]);
  });

  it('reads described moves in German, Spanish, French, Italian and Portuguese', () => {
    const c = cues(
      [0, 'Rückenlage. Ziehen Sie die Ferse zum Gesäß, und wieder zurück.'],
      [5, 'Noch einmal: ziehen Sie die Ferse zum Gesäß.'],
      [30, 'Ahora a cuatro patas: redondea la espalda hacia el techo.'],
      [35, 'Otra vez, redondea la espalda hacia el techo.'],
      [60, 'Allongé sur le dos, laissez tomber les genoux sur le côté.'],
      [65, 'Et encore, laissez tomber les genoux sur le côté.'],
      [90, 'A quattro zampe, allunga un braccio e la gamba opposta.'],
      [95, "E dall'altra parte, allunga un braccio e la gamba opposta."],
      [120, 'Deitado, empurre o joelho contra a cama.'],
      [125, 'Mais uma vez, empurre o joelho contra a cama.'],
      [150, 'fim'],
    );
    expect(segment(c)).toEqual([
      [0, 30, 'heel slides'],
      [30, 60, 'cat cow'],
      [60, 90, 'lower trunk rotation'],
      [90, 120, 'bird dog'],
      [120, 153, 'quad sets'],
    ]);
  });

  it('names nothing from a generic instruction ("switch legs", "keep your back straight", "breathe out as you lift")', () => {
    const c = cues(
      [0, 'Glute bridges. Squeeze your glutes and lift your hips.'],
      [20, 'Keep your back straight, breathe out as you lift.'],
      [40, 'Now switch legs. Keep your back straight.'],
      [60, 'Breathe out as you lift, and lower slowly.'],
      [80, 'done'],
    );
    expect(segment(c)).toEqual([[0, 83, 'glute bridge']]);
    for (const generic of [
      'switch legs',
      'keep your back straight',
      'breathe out as you lift',
      'keep your lower back on the floor',
      'do not let your knee fall in',
      'slowly come back to the start',
      'hold onto the chair',
    ])
      expect({ generic, describes: describesMove(generic) }).toEqual({ generic, describes: false });
    for (const instruction of [
      'drop your knees to one side',
      'hug one knee into your chest',
      'lleva una rodilla hacia el pecho',
      'push the back of your knee into the bed',
      'stand up from the chair and sit back down slowly',
    ])
      expect({ instruction, describes: describesMove(instruction) }).toEqual({ instruction, describes: true });
  });

  it('reads the staples a coach describes without naming them, in English, Spanish and French', () => {
    const c = cues(
      [0, 'Stand up tall. Lift your arms out to the side and circle them.'],
      [5, 'Keep going, lift your arms out to the side and circle them.'],
      [30, 'Now lie on your side, knees bent. Open your top arm like a book.'],
      [35, 'Once more, open your top arm like a book.'],
      [60, 'Stand facing the wall. Bend your elbows and bring your chest to the wall.'],
      [65, 'Again, bend your elbows and bring your chest to the wall.'],
      [90, 'A cuatro patas. Desliza un brazo por debajo del cuerpo.'],
      [95, 'Y otra vez, desliza un brazo por debajo del cuerpo.'],
      [120, 'Ahora boca abajo. Empuja con los brazos y levanta el pecho.'],
      [125, 'Otra vez: empuja con los brazos y levanta el pecho.'],
      [150, 'Debout. Montez les épaules vers les oreilles.'],
      [155, 'Encore, montez les épaules vers les oreilles.'],
      [180, 'Maintenant sur le côté en appui sur le coude soulevez le bassin.'],
      [185, 'Encore une fois, sur le côté en appui sur le coude soulevez le bassin.'],
      [210, 'fin'],
    );
    expect(segment(c)).toEqual([
      [0, 30, 'arm circles'],
      [30, 60, 'open book'],
      [60, 90, 'wall push up'],
      [90, 120, 'thread the needle'],
      [120, 150, 'mckenzie press up'],
      [150, 180, 'shoulder shrug'],
      [180, 213, 'side plank'],
    ]);
    // The coaching said during any move still names nothing.
    const generic = cues(
      [0, 'Okay, get ready.'],
      [10, 'Bend your knees a little, keep your back straight and breathe out as you lift.'],
      [20, 'Now switch sides. Lift your arms, and slowly come back to the start.'],
      [30, 'Relax your shoulders. Keep your chest up and your core tight.'],
      [40, 'Dobla las rodillas, respira. Pliez les genoux, respirez.'],
      [60, 'done'],
    );
    expect(segment(generic)).toEqual([]);
  });

  it('starts nothing from a set-up said once inside another move, with nothing else of it after', () => {
    const c = cues(
      [0, 'Single leg deadlifts. Stand on your right leg.'],
      [10, 'Hinge at your hip and reach your back leg behind you.'],
      [40, 'Keep your hips level.'],
      [60, 'done'],
    );
    expect(segment(c)).toEqual([[0, 63, 'single leg deadlift']]);
  });

  it('reads an instruction after a word of transition as the next move, not as the set-up of the one named', () => {
    const c = cues(
      [0, 'Plank, brace your core, elbows under your shoulders.'],
      [30, 'Rest on your back. Plank done. Now drop your knees to one side.'],
      [35, 'Rock your knees from side to side.'],
      [60, 'done'],
    );
    expect(segment(c)).toEqual([
      [0, 30, 'plank'],
      [30, 63, 'lower trunk rotation'],
    ]);
  });

  it('keeps a name said inside an instruction as the mention ("ramenez un genou vers la poitrine")', () => {
    const c = cues(
      [0, 'On commence par la bascule du bassin, plaquez le bas du dos au sol.'],
      [30, 'Ensuite, ramenez un genou vers la poitrine avec les deux mains.'],
      [60, 'Pour finir, le pont. Serrez les fessiers.'],
      [90, 'terminé'],
    );
    expect(segment(c).map(([, , name]) => name)).toContain('knee to chest');
  });

  it('makes a move of an instruction with a dose said after it, not of one that only coaches', () => {
    const c = cues(
      [0, 'hold onto the back of your chair'],
      [10, 'lets start by shifting your weight from one foot to the other ten times each side'],
      [50, 'now put one foot right in front of the other and just hold for twenty seconds'],
      [90, 'lovely work everyone'],
    );
    expect(segment(c).map(([start, , name]) => [start, name])).toEqual([
      [10, 'weight shift'],
      [50, 'tandem stance'],
    ]);
  });

  it('drops a move named once that leaves no time to be done before the end', () => {
    const c = cues(
      [0, 'Last one, face pulls with the band on the door.'],
      [4, 'Pull towards your forehead, thumbs back.'],
      [60, "Push-ups are great too, but that's for another time."],
    );
    expect(segment(c).map(([, , name]) => name)).toEqual(['face pull']);
  });

  it('drops a move named once in passing that leaves under fifteen seconds before the next one starts', () => {
    const c = cues(
      [0, "Nobody's bowling more than six overs today."],
      [8, 'You lot bowl at a hundred and thirty k, that is what this is for.'],
      [20, 'Side planks first. Elbow under your shoulder, straight line. Thirty seconds each side.'],
      [80, 'Good. Into the nets.'],
    );
    expect(segment(c).map(([start, , name]) => [start, name])).toEqual([[20, 'side plank']]);
  });

  it('reads a move put off right after it came up as talked about, both times', () => {
    const c = cues(
      [0, 'I have been doing the squats my grandson showed me, but they hurt my knee.'],
      [8, "Okay, let's park the squats for now."],
      [14, 'Next, step ups onto the bottom stair. Ten on each leg.'],
      [60, 'Well done.'],
    );
    expect(segment(c).map(([, , name]) => name)).toEqual(['step up']);
  });

  it('reads a describing cue of a language whose body words it does not list as naming the move', () => {
    const c = cues(
      [0, 'Здравствуйте, сегодня три упражнения для спины.'],
      [10, 'Лягте на спину и поднимите таз вверх. Двенадцать раз.'],
      [60, 'Отлично.'],
    );
    expect(segment(c).map(([start, , name]) => [start, name])).toEqual([[10, 'glute bridge']]);
  });
});
