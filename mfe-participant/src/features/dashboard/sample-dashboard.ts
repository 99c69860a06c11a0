// SPEC §2: the participant dashboard shows hard-coded sample figures until programs are assigned for real.
export const SAMPLE_FIGURES = [
  { label: 'Active programs', value: '2' },
  { label: 'Completed exercises', value: '48' },
  { label: 'Upcoming sessions', value: '3' },
  { label: 'Progress score', value: '85%' },
];

export const SAMPLE_ACTIVITIES = [
  { id: 1, text: 'Completed Lower Back Mobility, session 4', when: '2 hours ago' },
  { id: 2, text: 'Completed Knee Strengthening, session 2', when: 'Yesterday' },
  { id: 3, text: 'Started Shoulder Recovery program', when: '3 days ago' },
];

export const SAMPLE_SESSIONS = [
  { id: 1, title: 'Knee Strengthening, session 3', when: 'Tomorrow, 9:00 am' },
  { id: 2, title: 'Lower Back Mobility, session 5', when: 'Thursday, 6:30 pm' },
  { id: 3, title: 'Shoulder Recovery, session 1', when: 'Saturday, 10:00 am' },
];
