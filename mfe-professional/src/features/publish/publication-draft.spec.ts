import { draftForExercise, moveStep, newStep, publicationProblems, toPublishRequest } from './publication-draft';

describe('publication draft', () => {
  it('moves a step within the list and leaves the ends alone', () => {
    const steps = [newStep('a'), newStep('b'), newStep('c')];
    expect(moveStep(steps, 2, -1).map((s) => s.text)).toEqual(['a', 'c', 'b']);
    expect(moveStep(steps, 0, 1).map((s) => s.text)).toEqual(['b', 'a', 'c']);
    expect(moveStep(steps, 0, -1)).toBe(steps);
    expect(moveStep(steps, 2, 1)).toBe(steps);
  });

  it('sends trimmed text without empty steps', () => {
    const draft = {
      ...draftForExercise('  Bridge '),
      description: ' Glutes ',
      instructions: [newStep(' Lie down '), newStep('   '), newStep('Lift')],
    };
    expect(toPublishRequest(draft)).toMatchObject({
      title: 'Bridge',
      description: 'Glutes',
      instructions: ['Lie down', 'Lift'],
    });
  });

  it('finds the missing fields and too many conditions', () => {
    const draft = { ...draftForExercise(''), conditions: ['a', 'b', 'c', 'd', 'e', 'f'] };
    expect(Object.keys(publicationProblems(draft)).sort()).toEqual(
      ['body_part', 'category', 'conditions', 'description', 'instructions', 'safety_tip', 'title'].sort(),
    );
  });
});
