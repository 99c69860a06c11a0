// SPEC §3: the exercise library is a fixed sample list of six.
export type Difficulty = 'Beginner' | 'Intermediate' | 'Advanced';

export interface LibraryExercise {
  id: number;
  title: string;
  description: string;
  category: 'Upper Body' | 'Lower Body' | 'Core' | 'Full Body';
  difficulty: Difficulty;
}

export const SAMPLE_EXERCISES: LibraryExercise[] = [
  { id: 1, title: 'Shoulder Press', description: 'Press weights overhead to build shoulder strength and stability.', category: 'Upper Body', difficulty: 'Intermediate' },
  { id: 2, title: 'Squats', description: 'A foundational movement for strong hips, knees and thighs.', category: 'Lower Body', difficulty: 'Beginner' },
  { id: 3, title: 'Planks', description: 'Hold a straight line from head to heels to strengthen your core.', category: 'Core', difficulty: 'Beginner' },
  { id: 4, title: 'Deadlift', description: 'Hinge at the hips to lift safely and strengthen the whole back chain.', category: 'Full Body', difficulty: 'Advanced' },
  { id: 5, title: 'Push-ups', description: 'Build chest, shoulder and arm strength using your body weight.', category: 'Upper Body', difficulty: 'Intermediate' },
  { id: 6, title: 'Lunges', description: 'Step forward and lower to improve leg strength and balance.', category: 'Lower Body', difficulty: 'Beginner' },
];

/** Case-insensitive match on title, category or difficulty (SPEC §2). */
export function filterExercises(exercises: LibraryExercise[], query: string): LibraryExercise[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return exercises;
  return exercises.filter((exercise) =>
    [exercise.title, exercise.category, exercise.difficulty].some((field) => field.toLowerCase().includes(needle)),
  );
}
