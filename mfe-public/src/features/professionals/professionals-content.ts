import type { IconName } from '../../components/feature-icon';
import type { Testimonial } from '../../components/testimonial-card';

/** Where the professional calls to action go: sign-up with the professional role preselected, or a demo request. */
export const PROFESSIONAL_SIGN_UP = '/sign-up?role=professional';
export const BOOK_DEMO = '/contact';

// The eight AI feature cards of the professional landing page.
export const AI_FEATURES: { title: string; text: string; icon: IconName }[] = [
  {
    title: 'AI Exercise Extraction',
    text: 'Paste a YouTube link and get every exercise in the video with its start and end time, ready to review.',
    icon: 'sparkles',
  },
  {
    title: 'Automated Program Creation',
    text: 'Turn your exercise library into structured rehabilitation programs in a few clicks.',
    icon: 'program',
  },
  {
    title: 'Client Management',
    text: 'Keep every client, their programs and their notes in one organised place.',
    icon: 'users',
  },
  {
    title: 'Patient Progress Tracking',
    text: 'See which exercises each patient completed and how their recovery is trending.',
    icon: 'progress',
  },
  {
    title: 'Analytics Dashboard',
    text: 'Understand adherence, popular exercises and outcomes across your whole practice.',
    icon: 'chart',
  },
  {
    title: 'Custom Branded Library',
    text: 'Present your exercises under your own practice name, logo and colours.',
    icon: 'palette',
  },
  {
    title: 'Secure Messaging',
    text: 'Answer questions and adjust programs with private messages, with patient data kept secure.',
    icon: 'message',
  },
  {
    title: 'Goal Tracking',
    text: 'Set recovery goals with your patients and celebrate each milestone together.',
    icon: 'target',
  },
];

export const STEPS = [
  { title: 'Import your videos', text: 'Add a single YouTube video or import a whole channel by name.' },
  { title: 'Review the exercises', text: 'Check the detected exercises, adjust titles, times and tags, then save.' },
  { title: 'Build programs', text: 'Combine exercises into programs and share them with your patients.' },
];

// Static sample content.
export const PROFESSIONAL_TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'Extracting exercises from my existing videos saved me hours every week. My patients finally have one library to follow.',
    name: 'Dr. Emily Carter',
    role: 'Sports Physiotherapist, London',
  },
  {
    quote:
      'Building a post-surgery program now takes minutes instead of an afternoon, and the progress tracking keeps patients engaged.',
    name: 'Michael Rossi',
    role: 'Orthopaedic Physiotherapist, Toronto',
  },
  {
    quote: 'Our clinic library carries our own branding, which our patients trust. Setup took a single afternoon.',
    name: 'Dr. Aisha Rahman',
    role: 'Clinic Director, Sydney',
  },
];
