// Three hard-coded blog posts (title, excerpt, author, date, readTime, category, image).
import core from '../../assets/illustrations/core.svg';
import lowerBody from '../../assets/illustrations/lower-body.svg';
import upperBody from '../../assets/illustrations/upper-body.svg';

export interface BlogPost {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** ISO date; shown formatted. */
  date: string;
  readTime: string;
  category: string;
  image: string;
  imageAlt: string;
  body: { heading: string; paragraphs: string[] }[];
}

export const BLOG_POSTS: BlogPost[] = [
  {
    slug: 'core-strength-for-a-healthy-back',
    title: 'Core Strength for a Healthy Back',
    excerpt:
      'Why the muscles around your trunk matter for back pain, and three simple exercises to start with this week.',
    author: 'Dr. Emily Carter',
    date: '2025-03-12',
    readTime: '5 min read',
    category: 'Back Pain',
    image: core,
    imageAlt: 'Illustration of a person holding a plank on an exercise mat',
    body: [
      {
        heading: 'Why your core matters',
        paragraphs: [
          'Your core is more than your stomach muscles. It is a group of muscles around your trunk and pelvis that work together to keep your spine steady while your arms and legs move.',
          'When these muscles are weak or slow to switch on, the joints and ligaments of the lower back take more of the load. Many people with recurring back pain find that steady, gradual core training reduces flare-ups.',
        ],
      },
      {
        heading: 'Three exercises to start with',
        paragraphs: [
          'Start with a plank on your forearms, holding a straight line from head to heels for 20 seconds. If that is too hard, rest on your knees instead.',
          'Next, try a glute bridge: lie on your back with knees bent, squeeze your buttocks and lift your hips until your body forms a straight line from shoulders to knees. Do 10 slow repetitions.',
          'Finish with bird dogs: on hands and knees, reach one arm forward and the opposite leg back, hold for a breath, then swap. Aim for 8 on each side.',
        ],
      },
      {
        heading: 'Build up gradually',
        paragraphs: [
          'Do these three exercises every other day for two weeks before making them harder. Mild muscle tiredness is normal; sharp or spreading pain is a sign to stop and speak to a physiotherapist.',
        ],
      },
    ],
  },
  {
    slug: 'returning-to-running-after-knee-injury',
    title: 'Returning to Running After a Knee Injury',
    excerpt: 'A step-by-step guide to getting back on the road safely, from walking tests to your first full run.',
    author: 'Michael Rossi',
    date: '2025-02-20',
    readTime: '6 min read',
    category: 'Sports Injury',
    image: lowerBody,
    imageAlt: 'Illustration of a person in a deep squat',
    body: [
      {
        heading: 'Are you ready?',
        paragraphs: [
          'Before your first run, you should be able to walk briskly for 30 minutes without pain, hop on the injured leg ten times, and do ten single-leg squats with good control.',
          'If any of these cause pain or swelling the next day, keep working on strength first. Running too early is the most common reason for setbacks.',
        ],
      },
      {
        heading: 'Walk-run intervals',
        paragraphs: [
          'Start with one minute of easy running followed by two minutes of walking, repeated five times. Run on a flat, even surface and at a pace where you could hold a conversation.',
          'If your knee feels fine the next morning, add one interval at your next session. Leave at least one rest day between runs for the first three weeks.',
        ],
      },
      {
        heading: 'Keep strengthening',
        paragraphs: [
          'Squats, lunges and calf raises twice a week protect your knee as your running volume increases. Strength work is not a phase you finish; it is what keeps you running.',
        ],
      },
    ],
  },
  {
    slug: 'building-shoulder-strength-safely',
    title: 'Building Shoulder Strength Safely',
    excerpt:
      'The shoulder is the most mobile joint in the body, which makes it easy to strain. Here is how to train it well.',
    author: 'Dr. Aisha Rahman',
    date: '2025-01-28',
    readTime: '4 min read',
    category: 'Upper Body',
    image: upperBody,
    imageAlt: 'Illustration of a person pressing two dumbbells overhead',
    body: [
      {
        heading: 'Mobility before load',
        paragraphs: [
          'Your shoulder needs a full, comfortable range of movement before you add weight. Arm circles, wall slides and gentle doorway stretches are a good warm-up.',
        ],
      },
      {
        heading: 'Start light and controlled',
        paragraphs: [
          'Choose a weight you can lift 12 times with good form, and lower it more slowly than you lift it. For overhead presses, keep your ribs down and your lower back from arching.',
          'Resistance bands are an excellent way to train the small rotator cuff muscles that keep the joint centred. Try outward rotations with your elbow tucked against your side.',
        ],
      },
      {
        heading: 'Listen to your shoulder',
        paragraphs: [
          'A pinching feeling at the top of the shoulder, pain at night or pain that lasts more than a day after training are signs to reduce the load and seek advice from a physiotherapist.',
        ],
      },
    ],
  },
];

export const findPost = (slug: string | undefined) => BLOG_POSTS.find((post) => post.slug === slug);

// Made on first use (creating an Intl.DateTimeFormat is costly; see @physio/util's formatDate).
let dateFormat: Intl.DateTimeFormat | undefined;
export function formatPostDate(iso: string): string {
  dateFormat ??= new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  return dateFormat.format(new Date(`${iso}T00:00:00Z`));
}
