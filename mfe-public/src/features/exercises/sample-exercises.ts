// The exercise library is a fixed sample list of six.
import fullBody from '../../assets/illustrations/full-body.svg';
import lowerBody from '../../assets/illustrations/lower-body.svg';
import core from '../../assets/illustrations/core.svg';
import upperBody from '../../assets/illustrations/upper-body.svg';
import pushUp from '../../assets/illustrations/push-up.svg';
import lunge from '../../assets/illustrations/lunge.svg';

export type Difficulty = 'Beginner' | 'Intermediate' | 'Advanced';
export type ExerciseCategory = 'Upper Body' | 'Lower Body' | 'Core' | 'Full Body';

export interface LibraryExercise {
  id: number;
  title: string;
  description: string;
  category: ExerciseCategory;
  difficulty: Difficulty;
  /** Local illustration URL (the site works offline, nothing is hot-linked). */
  image: string;
  steps: string[];
  safety: string;
}

export const SAMPLE_EXERCISES: LibraryExercise[] = [
  {
    id: 1,
    title: 'Shoulder Press',
    category: 'Upper Body',
    difficulty: 'Intermediate',
    image: upperBody,
    description: 'Press weights overhead to build shoulder strength and stability.',
    steps: [
      'Sit or stand tall holding a light dumbbell in each hand at shoulder height, palms facing forward.',
      'Brace your stomach and press both weights straight up until your arms are almost straight.',
      'Pause, then lower slowly back to shoulder height.',
      'Do 2 to 3 sets of 8 to 12 repetitions.',
    ],
    safety: 'Stop if you feel pinching or pain in the shoulder, and keep your lower back from arching.',
  },
  {
    id: 2,
    title: 'Squats',
    category: 'Lower Body',
    difficulty: 'Beginner',
    image: lowerBody,
    description: 'A foundational movement for strong hips, knees and thighs.',
    steps: [
      'Stand with your feet hip-width apart and your toes turned slightly out.',
      'Push your hips back and bend your knees as if sitting onto a chair.',
      'Lower only as far as is comfortable, keeping your heels on the floor.',
      'Drive through your heels to stand up. Do 2 to 3 sets of 10.',
    ],
    safety: 'Keep your knees in line with your toes; use a chair behind you if balance is a concern.',
  },
  {
    id: 3,
    title: 'Planks',
    category: 'Core',
    difficulty: 'Beginner',
    image: core,
    description: 'Hold a straight line from head to heels to strengthen your core.',
    steps: [
      'Rest on your forearms with your elbows under your shoulders.',
      'Step your feet back so your body forms a straight line from head to heels.',
      'Tighten your stomach and breathe steadily.',
      'Hold for 20 to 30 seconds, rest, and repeat 3 times.',
    ],
    safety: 'Drop to your knees if your hips sag or your lower back aches.',
  },
  {
    id: 4,
    title: 'Deadlift',
    category: 'Full Body',
    difficulty: 'Advanced',
    image: fullBody,
    description: 'Hinge at the hips to lift safely and strengthen the whole back chain.',
    steps: [
      'Stand with the bar over your mid-foot, feet hip-width apart.',
      'Hinge at the hips and bend your knees to grip the bar, keeping your back flat.',
      'Push the floor away and stand tall, keeping the bar close to your legs.',
      'Lower under control by hinging at the hips. Do 3 sets of 5.',
    ],
    safety: 'Learn this lift with a professional first and start with a light weight.',
  },
  {
    id: 5,
    title: 'Push-ups',
    category: 'Upper Body',
    difficulty: 'Intermediate',
    image: pushUp,
    description: 'Build chest, shoulder and arm strength using your body weight.',
    steps: [
      'Place your hands slightly wider than your shoulders, body in a straight line.',
      'Bend your elbows to lower your chest towards the floor.',
      'Push back up until your arms are straight.',
      'Do 2 to 3 sets of as many good repetitions as you can.',
    ],
    safety: 'Start against a wall or on your knees if a full push-up hurts your wrists or shoulders.',
  },
  {
    id: 6,
    title: 'Lunges',
    category: 'Lower Body',
    difficulty: 'Beginner',
    image: lunge,
    description: 'Step forward and lower to improve leg strength and balance.',
    steps: [
      'Stand tall and take a long step forward with one foot.',
      'Lower your back knee towards the floor, keeping your front knee over your ankle.',
      'Push through your front heel to return to standing.',
      'Alternate legs for 2 sets of 8 on each side.',
    ],
    safety: 'Hold onto a wall or chair for balance, and shorten the step if your knee hurts.',
  },
];

export function findExercise(id: string | undefined): LibraryExercise | undefined {
  return SAMPLE_EXERCISES.find((exercise) => String(exercise.id) === id);
}

/** Case-insensitive match on title, category or difficulty. */
export function filterExercises(exercises: LibraryExercise[], query: string): LibraryExercise[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return exercises;
  return exercises.filter((exercise) =>
    [exercise.title, exercise.category, exercise.difficulty].some((field) => field.toLowerCase().includes(needle)),
  );
}
