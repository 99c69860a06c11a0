import type { IconName } from '../../components/feature-icon';
import type { Testimonial } from '../../components/testimonial-card';

// The four feature cards of the library landing page.
export const FEATURES: { title: string; text: string; icon: IconName }[] = [
  {
    title: 'Detailed Instructions',
    text: 'Step-by-step guidance for every exercise, written by physiotherapists in plain language.',
    icon: 'list',
  },
  {
    title: 'HD Video',
    text: 'Watch each movement performed correctly from start to finish, as often as you need.',
    icon: 'video',
  },
  {
    title: 'Expert Support',
    text: 'Exercises and programs designed and reviewed by qualified healthcare professionals.',
    icon: 'support',
  },
  {
    title: 'Comprehensive Library',
    text: 'Exercises for every body part, condition and stage of recovery, in one place.',
    icon: 'library',
  },
];

// Static sample content: success stories are illustrative, not real patients.
export const SUCCESS_STORIES: Testimonial[] = [
  {
    quote:
      'After my knee surgery I followed the post-surgery program every morning. Twelve weeks later I was back on my bike.',
    name: 'Sarah Mitchell',
    role: 'Recovered from ACL reconstruction',
  },
  {
    quote:
      'The videos showed me what my back exercises should actually look like. My lower back pain has eased for the first time in years.',
    name: 'James Okafor',
    role: 'Managing chronic lower back pain',
  },
  {
    quote:
      'The balance exercises are gentle and clear. I feel steadier on my feet and more confident walking to the shops.',
    name: 'Margaret Chen',
    role: 'Improving balance at 72',
  },
];
