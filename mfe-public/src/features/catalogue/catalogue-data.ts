// The static browse pages. Names and counts are the spec's; descriptions are ours.
export interface CatalogueItem {
  title: string;
  description: string;
  /** Shown as a badge, e.g. "45 exercises" or "6 weeks". */
  badge?: string;
  /** Extra facts shown as a small list, e.g. a program's level and sessions. */
  facts?: string[];
}

export interface Catalogue {
  title: string;
  intro: string;
  metaTitle: string;
  metaDescription: string;
  items: CatalogueItem[];
}

const exercises = (count: number) => `${count} exercises`;

export type CatalogueKind = 'categories' | 'body-parts' | 'conditions' | 'programs';

export const CATALOGUES: Record<CatalogueKind, Catalogue> = {
  categories: {
    title: 'Exercise Categories',
    intro: 'Find exercises grouped by the kind of training they provide.',
    metaTitle: 'Exercise Categories | PhysioHub',
    metaDescription:
      'Browse physiotherapy exercises by category: upper body, lower body, core, flexibility, balance and rehabilitation.',
    items: [
      {
        title: 'Upper Body',
        badge: exercises(45),
        description: 'Shoulders, arms, chest and upper back: strength and mobility for everyday reaching and lifting.',
      },
      {
        title: 'Lower Body',
        badge: exercises(38),
        description: 'Hips, knees and ankles: build the leg strength you need for walking, stairs and sport.',
      },
      {
        title: 'Core',
        badge: exercises(25),
        description: 'Stomach and trunk muscles that support your spine and improve posture.',
      },
      {
        title: 'Flexibility',
        badge: exercises(30),
        description: 'Gentle stretches to restore range of motion and ease stiffness.',
      },
      {
        title: 'Balance',
        badge: exercises(20),
        description: 'Steadiness and coordination exercises that help prevent falls.',
      },
      {
        title: 'Rehabilitation',
        badge: exercises(35),
        description: 'Carefully graded exercises for recovery after injury or surgery.',
      },
    ],
  },
  'body-parts': {
    title: 'Exercises by Body Part',
    intro: 'Choose the area you want to work on to find the right exercises.',
    metaTitle: 'Exercises by Body Part | PhysioHub',
    metaDescription:
      'Physiotherapy exercises for the upper body, lower body, core, back, neck and full body, with clear instructions.',
    items: [
      {
        title: 'Upper Body',
        description: 'Shoulders, elbows, wrists and hands, from rotator cuff work to grip strength.',
      },
      {
        title: 'Lower Body',
        description: 'Hips, knees, ankles and feet, for strength, stability and pain-free walking.',
      },
      { title: 'Core', description: 'Deep abdominal and pelvic muscles that protect your spine.' },
      { title: 'Back', description: 'Mobility and strength for the upper and lower back, and relief from stiffness.' },
      { title: 'Neck', description: 'Gentle movements for neck pain, posture and tension from desk work.' },
      { title: 'Full Body', description: 'Compound movements that train several muscle groups together.' },
    ],
  },
  conditions: {
    title: 'Exercises by Condition',
    intro: 'Exercises chosen by physiotherapists for common conditions and goals.',
    metaTitle: 'Exercises by Condition | PhysioHub',
    metaDescription:
      'Physiotherapy exercises for back pain, joint pain, sports injuries, post-surgery recovery, arthritis and general fitness.',
    items: [
      {
        title: 'Back Pain',
        description: 'Mobility and core exercises that ease everyday back pain and help prevent flare-ups.',
      },
      { title: 'Joint Pain', description: 'Low-impact strengthening that supports sore knees, hips and shoulders.' },
      {
        title: 'Sports Injury',
        description: 'Graded return-to-sport exercises for sprains, strains and overuse injuries.',
      },
      { title: 'Post-Surgery', description: 'Safe, progressive exercises to regain movement after an operation.' },
      {
        title: 'Arthritis',
        description: 'Gentle range-of-motion and strength work to keep joints moving comfortably.',
      },
      {
        title: 'General Fitness',
        description: 'Balanced routines for strength, flexibility and wellbeing at any age.',
      },
    ],
  },
  programs: {
    title: 'Exercise Programs',
    intro: 'Structured programs that take you step by step from your first session to your goal.',
    metaTitle: 'Exercise Programs | PhysioHub',
    metaDescription:
      'Structured physiotherapy programs: beginner rehabilitation, intermediate strength, advanced recovery, sports performance, senior fitness and post-surgery recovery.',
    items: [
      {
        title: 'Beginner Rehabilitation',
        badge: '4 weeks',
        facts: ['Beginner', '3 sessions a week'],
        description: 'A gentle start to rebuild basic strength and confidence after injury.',
      },
      {
        title: 'Intermediate Strength',
        badge: '6 weeks',
        facts: ['Intermediate', '3 sessions a week'],
        description: 'Progressive strength training once everyday movement feels comfortable.',
      },
      {
        title: 'Advanced Recovery',
        badge: '8 weeks',
        facts: ['Advanced', '4 sessions a week'],
        description: 'Demanding exercises to restore full function after a significant injury.',
      },
      {
        title: 'Sports Performance',
        badge: '6 weeks',
        facts: ['Advanced', '4 sessions a week'],
        description: 'Power, agility and control for a safe return to your sport.',
      },
      {
        title: 'Senior Fitness',
        badge: '4 weeks',
        facts: ['Beginner', '3 sessions a week'],
        description: 'Balance, mobility and strength to stay active and independent.',
      },
      {
        title: 'Post-Surgery Recovery',
        badge: '12 weeks',
        facts: ['Beginner to intermediate', '3 sessions a week'],
        description: 'A carefully staged plan from the first days after surgery to full strength.',
      },
    ],
  },
};
