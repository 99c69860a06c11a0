// The participant dashboard shows hard-coded sample figures until programs are assigned for real.
// The figures agree with the lists below: three programs in progress, three sessions booked.
export const SAMPLE_FIGURES = [
  { label: 'Active programs', value: '3', hint: '1 started this week' },
  { label: 'Completed exercises', value: '48', hint: '+12 in the last 7 days' },
  { label: 'Upcoming sessions', value: '3', hint: 'Next: tomorrow, 9:00 am' },
  { label: 'Progress score', value: '85%', hint: 'Up 5 points this month' },
];

export const PROGRESS_SCORE = 85;

export type ActivityKind = 'completed' | 'started' | 'milestone';

export const SAMPLE_ACTIVITIES: { id: number; kind: ActivityKind; text: string; when: string }[] = [
  { id: 1, kind: 'completed', text: 'Completed Lower Back Mobility, session 4', when: '2 hours ago' },
  { id: 2, kind: 'milestone', text: 'Reached a 7-day exercise streak', when: 'Yesterday' },
  { id: 3, kind: 'completed', text: 'Completed Knee Strengthening, session 2', when: 'Yesterday' },
  { id: 4, kind: 'started', text: 'Started Shoulder Recovery program', when: '3 days ago' },
];

export const SAMPLE_SESSIONS = [
  { id: 1, title: 'Knee Strengthening, session 3', day: 'Tomorrow', time: '9:00 am', duration: '25 min' },
  { id: 2, title: 'Lower Back Mobility, session 5', day: 'Thursday', time: '6:30 pm', duration: '20 min' },
  { id: 3, title: 'Shoulder Recovery, session 1', day: 'Saturday', time: '10:00 am', duration: '30 min' },
];

export const SAMPLE_PROGRAMS = [
  { id: 1, title: 'Knee Strengthening', completed: 2, total: 8 },
  { id: 2, title: 'Lower Back Mobility', completed: 4, total: 10 },
  { id: 3, title: 'Shoulder Recovery', completed: 0, total: 12 },
];
