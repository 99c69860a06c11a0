import { filterExercises, SAMPLE_EXERCISES } from './sample-exercises';

describe('exercise library filter', () => {
  it('keeps all six when the query is blank', () => {
    expect(filterExercises(SAMPLE_EXERCISES, '   ')).toHaveLength(6);
  });

  it('matches title, category and difficulty case-insensitively', () => {
    expect(filterExercises(SAMPLE_EXERCISES, 'SQUAT').map((e) => e.title)).toEqual(['Squats']);
    expect(filterExercises(SAMPLE_EXERCISES, 'upper body').map((e) => e.title)).toEqual(['Shoulder Press', 'Push-ups']);
    expect(filterExercises(SAMPLE_EXERCISES, 'advanced').map((e) => e.title)).toEqual(['Deadlift']);
  });

  it('finds nothing for an unknown word', () => {
    expect(filterExercises(SAMPLE_EXERCISES, 'zumba')).toEqual([]);
  });
});
