import type { PublishExerciseRequest } from '@physio/contracts';

/** A publication of the demo library on a segment of an offline-catalogue video. */
export interface DemoPublication extends PublishExerciseRequest {
  videoId: string;
  start: number;
  end: number;
  tags: string[];
}

/**
 * The six exercises the public site used to show as a fixed list (same words), now real rows of demo.pro, each on a
 * segment of a catalogue video, plus a calf raise so ankle searches find something.
 */
export const DEMO_SAMPLE_PUBLICATIONS: DemoPublication[] = [
  {
    videoId: 'sI2pWl7nQaT',
    start: 300,
    end: 360,
    tags: ['shoulder', 'strength'],
    title: 'Shoulder Press',
    description: 'Press weights overhead to build shoulder strength and stability.',
    instructions: [
      'Sit or stand tall holding a light dumbbell in each hand at shoulder height, palms facing forward.',
      'Brace your stomach and press both weights straight up until your arms are almost straight.',
      'Pause, then lower slowly back to shoulder height.',
      'Do 2 to 3 sets of 8 to 12 repetitions.',
    ],
    safety_tip: 'Stop if you feel pinching or pain in the shoulder, and keep your lower back from arching.',
    body_part: 'shoulder',
    category: 'upper-body',
    conditions: ['shoulder-pain', 'general-fitness'],
    difficulty: 'intermediate',
  },
  {
    videoId: 'rQ8aLv5mKxD',
    start: 2400,
    end: 2460,
    tags: ['squat', 'legs'],
    title: 'Squats',
    description: 'A foundational movement for strong hips, knees and thighs.',
    instructions: [
      'Stand with your feet hip-width apart and your toes turned slightly out.',
      'Push your hips back and bend your knees as if sitting onto a chair.',
      'Lower only as far as is comfortable, keeping your heels on the floor.',
      'Drive through your heels to stand up. Do 2 to 3 sets of 10.',
    ],
    safety_tip: 'Keep your knees in line with your toes; use a chair behind you if balance is a concern.',
    body_part: 'knee',
    category: 'lower-body',
    conditions: ['knee-pain', 'general-fitness'],
    difficulty: 'beginner',
  },
  {
    videoId: 'cS1vDb7gLoU',
    start: 240,
    end: 300,
    tags: ['plank', 'core stability'],
    title: 'Planks',
    description: 'Hold a straight line from head to heels to strengthen your core.',
    instructions: [
      'Rest on your forearms with your elbows under your shoulders.',
      'Step your feet back so your body forms a straight line from head to heels.',
      'Tighten your stomach and breathe steadily.',
      'Hold for 20 to 30 seconds, rest, and repeat 3 times.',
    ],
    safety_tip: 'Drop to your knees if your hips sag or your lower back aches.',
    body_part: 'core',
    category: 'core',
    conditions: ['back-pain', 'general-fitness'],
    difficulty: 'beginner',
  },
  {
    videoId: 'rQ8aLv5mKxD',
    start: 2700,
    end: 2790,
    tags: ['deadlift', 'hinge'],
    title: 'Deadlift',
    description: 'Hinge at the hips to lift safely and strengthen the whole back chain.',
    instructions: [
      'Stand with the bar over your mid-foot, feet hip-width apart.',
      'Hinge at the hips and bend your knees to grip the bar, keeping your back flat.',
      'Push the floor away and stand tall, keeping the bar close to your legs.',
      'Lower under control by hinging at the hips. Do 3 sets of 5.',
    ],
    safety_tip: 'Learn this lift with a professional first and start with a light weight.',
    body_part: 'full-body',
    category: 'full-body',
    conditions: ['general-fitness', 'sports-injury'],
    difficulty: 'advanced',
  },
  {
    videoId: 'rQ8aLv5mKxD',
    start: 3000,
    end: 3060,
    tags: ['push-up', 'chest'],
    title: 'Push-ups',
    description: 'Build chest, shoulder and arm strength using your body weight.',
    instructions: [
      'Place your hands slightly wider than your shoulders, body in a straight line.',
      'Bend your elbows to lower your chest towards the floor.',
      'Push back up until your arms are straight.',
      'Do 2 to 3 sets of as many good repetitions as you can.',
    ],
    safety_tip: 'Start against a wall or on your knees if a full push-up hurts your wrists or shoulders.',
    body_part: 'shoulder',
    category: 'upper-body',
    conditions: ['general-fitness'],
    difficulty: 'intermediate',
  },
  {
    videoId: 'hF6lXs3bPmE',
    start: 400,
    end: 460,
    tags: ['lunge', 'legs'],
    title: 'Lunges',
    description: 'Step forward and lower to improve leg strength and balance.',
    instructions: [
      'Stand tall and take a long step forward with one foot.',
      'Lower your back knee towards the floor, keeping your front knee over your ankle.',
      'Push through your front heel to return to standing.',
      'Alternate legs for 2 sets of 8 on each side.',
    ],
    safety_tip: 'Hold onto a wall or chair for balance, and shorten the step if your knee hurts.',
    body_part: 'hip',
    category: 'lower-body',
    conditions: ['balance-falls', 'general-fitness'],
    difficulty: 'beginner',
  },
  {
    videoId: 'aT3hCr8vWqL',
    start: 220,
    end: 325,
    tags: ['calf raise', 'achilles'],
    title: 'Double leg calf raises',
    description: 'Rise onto your toes with both feet to load the Achilles tendon and strengthen the ankle.',
    instructions: [
      'Stand facing a wall with your fingertips on it for balance, feet hip-width apart.',
      'Rise slowly onto the balls of both feet, as high as you can.',
      'Lower your heels slowly over three seconds.',
      'Do 3 sets of 15, adding a backpack for load as it gets easy.',
    ],
    safety_tip: 'Some tendon discomfort (up to 3 out of 10) is fine if it settles by the next morning.',
    body_part: 'ankle-foot',
    category: 'rehabilitation',
    conditions: ['sports-injury', 'joint-pain'],
    difficulty: 'intermediate',
  },
];

type Wording = Omit<PublishExerciseRequest, 'title'>;

/**
 * What demo.pro publishes of the segments detection cut from its videos (keyed by the chapter title detection
 * gives them): the same segment, with a patient's instructions.
 */
export const DEMO_DETECTED_PUBLICATIONS: Record<string, Wording> = {
  'pelvic tilts': {
    description: 'Gently rock the pelvis while lying down to ease a stiff, sore lower back.',
    instructions: [
      'Lie on your back with your knees bent and feet flat.',
      'Flatten your lower back into the floor by tightening your stomach.',
      'Relax and let your back arch slightly. Repeat 10 times slowly.',
    ],
    safety_tip: 'Keep the movement small and stop if the pain spreads down your leg.',
    body_part: 'back',
    category: 'rehabilitation',
    conditions: ['back-pain'],
    difficulty: 'beginner',
  },
  'knee to chest stretch': {
    description: 'Hug one knee towards your chest to stretch the lower back and buttock.',
    instructions: [
      'Lie on your back with both knees bent.',
      'Bring one knee towards your chest and hold it with both hands.',
      'Hold for 20 to 30 seconds, then switch sides. Repeat 3 times each.',
    ],
    safety_tip: 'Hold behind the thigh instead of the knee if your knee is sore.',
    body_part: 'back',
    category: 'flexibility',
    conditions: ['back-pain'],
    difficulty: 'beginner',
  },
  'cat-cow': {
    description: 'Round and arch your spine on all fours to loosen the whole back.',
    instructions: [
      'Kneel on all fours, hands under shoulders and knees under hips.',
      'Breathe out and round your back towards the ceiling.',
      'Breathe in and let your stomach sink as you lift your head. Repeat 10 times.',
    ],
    safety_tip: 'Move only within a comfortable range.',
    body_part: 'back',
    category: 'flexibility',
    conditions: ['back-pain', 'neck-pain'],
    difficulty: 'beginner',
  },
  'bird dog': {
    description: 'Reach an arm and the opposite leg away from you to train a steady back.',
    instructions: [
      'Kneel on all fours with a flat back.',
      'Reach one arm forward and the opposite leg back until both are level with your body.',
      'Hold for 3 seconds, return, and switch sides. Do 8 on each side.',
    ],
    safety_tip: 'Keep your hips level; do not let your lower back sag.',
    body_part: 'back',
    category: 'core',
    conditions: ['back-pain', 'balance-falls'],
    difficulty: 'intermediate',
  },
  'glute bridge': {
    description: 'Lift your hips from the floor to strengthen the buttocks and support the lower back.',
    instructions: [
      'Lie on your back with knees bent and feet flat, hip-width apart.',
      'Squeeze your buttocks and lift your hips until your body is straight from shoulders to knees.',
      'Hold for 2 seconds and lower slowly. Do 2 sets of 10.',
    ],
    safety_tip: 'Push through your heels and avoid arching your lower back at the top.',
    body_part: 'hip',
    category: 'lower-body',
    conditions: ['back-pain', 'knee-pain'],
    difficulty: 'beginner',
  },
  'dead bug': {
    description: 'Lower opposite arm and leg while keeping your back still, for deep core control.',
    instructions: [
      'Lie on your back with arms up and knees bent over your hips.',
      'Press your lower back gently into the floor.',
      'Lower one arm and the opposite leg slowly, then return. Alternate for 8 on each side.',
    ],
    safety_tip: 'Only lower as far as you can without your back lifting off the floor.',
    body_part: 'core',
    category: 'core',
    conditions: ['back-pain'],
    difficulty: 'intermediate',
  },
  clamshell: {
    description: "Open your knees like a clamshell to strengthen the hip muscles that keep a runner's knee on track.",
    instructions: [
      'Lie on your side with hips and knees bent, feet together.',
      'Keeping your feet touching, lift your top knee as far as you can without rolling back.',
      'Lower slowly. Do 2 sets of 15 on each side.',
    ],
    safety_tip: 'Keep your pelvis still; a smaller lift done well is better.',
    body_part: 'hip',
    category: 'rehabilitation',
    conditions: ['knee-pain', 'sports-injury'],
    difficulty: 'beginner',
  },
  'side plank': {
    description: 'Hold your body up on one side to strengthen the hips and the sides of your trunk.',
    instructions: [
      'Lie on your side with your elbow under your shoulder and knees bent.',
      'Lift your hips so your body forms a straight line from head to knees.',
      'Hold for 15 to 30 seconds, then switch sides. Repeat 3 times.',
    ],
    safety_tip: 'Start from your knees, and stop if your shoulder hurts.',
    body_part: 'core',
    category: 'core',
    conditions: ['sports-injury', 'general-fitness'],
    difficulty: 'intermediate',
  },
  'chin tucks': {
    description: 'Draw your chin straight back to ease a stiff neck from long days at a screen.',
    instructions: [
      'Sit tall and look straight ahead.',
      'Glide your chin straight back, making a gentle double chin.',
      'Hold for 5 seconds and relax. Repeat 10 times.',
    ],
    safety_tip: 'Keep your eyes level: the movement is backwards, not down.',
    body_part: 'neck',
    category: 'rehabilitation',
    conditions: ['neck-pain'],
    difficulty: 'beginner',
  },
  'upper trapezius stretch': {
    description: 'Tilt your head to the side to stretch the top of the shoulder and the neck.',
    instructions: [
      'Sit tall and hold the edge of your chair with one hand.',
      'Tilt your ear towards the opposite shoulder until you feel a stretch.',
      'Hold for 30 seconds and switch sides. Repeat twice.',
    ],
    safety_tip: 'Stretch gently; tingling in the arm means ease off.',
    body_part: 'neck',
    category: 'flexibility',
    conditions: ['neck-pain', 'shoulder-pain'],
    difficulty: 'beginner',
  },
  'wall slides': {
    description: 'Slide your arms up a wall to open the chest and free the shoulders.',
    instructions: [
      'Stand with your back against a wall, elbows bent and arms against the wall.',
      'Slide your arms up as far as you can while keeping them in contact with the wall.',
      'Slide back down slowly. Do 2 sets of 10.',
    ],
    safety_tip: 'Stop before any pinching at the top of the shoulder.',
    body_part: 'shoulder',
    category: 'upper-body',
    conditions: ['shoulder-pain', 'neck-pain'],
    difficulty: 'beginner',
  },
  'scapular squeezes': {
    description: 'Squeeze your shoulder blades together to counter a slumped desk posture.',
    instructions: [
      'Sit or stand tall with your arms by your sides.',
      'Draw your shoulder blades back and together without shrugging.',
      'Hold for 5 seconds and relax. Repeat 10 times.',
    ],
    safety_tip: 'Keep your shoulders down, away from your ears.',
    body_part: 'shoulder',
    category: 'upper-body',
    conditions: ['neck-pain', 'shoulder-pain'],
    difficulty: 'beginner',
  },
};

/** Published programs of the demo: titles of the sample publications they are made of, in order. */
export const DEMO_PROGRAMS = [
  {
    title: 'Strong legs at home',
    description: 'Three weeks of simple strength for hips, knees and ankles, from the library.',
    difficulty: 'beginner' as const,
    items: ['Squats', 'Lunges', 'Double leg calf raises', 'Planks'],
  },
];
