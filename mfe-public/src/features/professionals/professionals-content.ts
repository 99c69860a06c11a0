import type { IconName } from '../../components/feature-icon';
import type { Testimonial } from '../../components/testimonial-card';

/** Where the professional calls to action go: sign-up with the professional role preselected, or a demo request. */
export const PROFESSIONAL_SIGN_UP = '/sign-up?role=professional';
export const BOOK_DEMO = '/contact';

/** A feature card; `comingSoon` marks what is planned but not in the product yet, so the page never sells it as there. */
export interface ProfessionalFeature {
  title: string;
  text: string;
  icon: IconName;
  comingSoon?: boolean;
}

// What the studio and the care loop do today, then what is planned.
export const FEATURES: ProfessionalFeature[] = [
  {
    title: 'Exercise Extraction',
    text: "Paste a YouTube link and the exercises are found from the video's chapters, or from a captions file you upload, each with its start and end time, ready to review.",
    icon: 'sparkles',
  },
  {
    title: 'Program Builder',
    text: 'Combine the exercises of your library into rehabilitation programs in three short steps.',
    icon: 'program',
  },
  {
    title: 'Client Management',
    text: 'Invite your patients by link and assign them programs with their own dosage, days and notes, with a printable PDF handout.',
    icon: 'users',
  },
  {
    title: 'Patient Progress Tracking',
    text: 'See the sessions each patient logged, the pain they reported and their weekly adherence.',
    icon: 'progress',
  },
  {
    title: 'Analytics Dashboard',
    text: 'Adherence, popular exercises and outcomes across your whole practice.',
    icon: 'chart',
    comingSoon: true,
  },
  {
    title: 'Custom Branded Library',
    text: 'Your exercises under your own practice name, logo and colours.',
    icon: 'palette',
    comingSoon: true,
  },
  {
    title: 'Secure Messaging',
    text: 'Private messages with your patients about their programs.',
    icon: 'message',
    comingSoon: true,
  },
  {
    title: 'Goal Tracking',
    text: 'Recovery goals set with your patients, and each milestone marked.',
    icon: 'target',
    comingSoon: true,
  },
];

export const STEPS = [
  { title: 'Import your videos', text: 'Add a single YouTube video or import a whole channel by name.' },
  { title: 'Review the exercises', text: 'Check the detected exercises, adjust titles, times and tags, then save.' },
  {
    title: 'Build programs and assign them',
    text: 'Combine exercises into programs, invite your patients and assign each one a program.',
  },
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
    quote:
      'Our patients sign up from an invitation link and see their program the same day; we see every session they log.',
    name: 'Dr. Aisha Rahman',
    role: 'Clinic Director, Sydney',
  },
];
