import type { InfoDocument } from '../info-document';

export const ABOUT: InfoDocument = {
  title: 'About PhysioHub',
  metaTitle: 'About Us | PhysioHub',
  metaDescription:
    'PhysioHub brings physiotherapy exercises with clear instructions and videos to patients, and gives physiotherapists the tools to build their own exercise library.',
  intro:
    'PhysioHub helps people recover with confidence, and helps physiotherapists spend less time on paperwork and more time with their patients.',
  sections: [
    {
      heading: 'Our mission',
      paragraphs: [
        'Good rehabilitation depends on doing the right exercises, correctly and consistently. Too often patients leave a clinic with a photocopied sheet and a half-remembered demonstration. We want every patient to have clear written instructions and a video of each movement, wherever they are.',
      ],
    },
    {
      heading: 'What we offer',
      items: [
        'For patients and visitors: a free library of exercises organised by category, body part and condition, with step-by-step instructions and videos.',
        "For physiotherapists: tools that turn existing exercise videos into an organised library, finding each exercise and its start and end time from the video's chapters or captions.",
        'For clinics: structured rehabilitation programs, patient invitations, program assignments and progress tracking.',
      ],
    },
    {
      heading: 'Our approach',
      paragraphs: [
        'Every exercise in our library is written in plain language and reviewed by qualified physiotherapists. We favour simple, proven movements over trends, and we are clear about when an exercise is not right for you.',
        'We build our product with practising clinicians, and we treat patient data with the care a clinic would.',
      ],
    },
    {
      heading: 'Get in touch',
      paragraphs: [
        'We would love to hear from patients, physiotherapists and clinics. Use our contact page to send us a message; we answer Monday to Friday, 9am to 5pm.',
      ],
    },
  ],
};
