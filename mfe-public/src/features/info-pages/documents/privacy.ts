import type { InfoDocument } from '../info-document';

export const PRIVACY: InfoDocument = {
  title: 'Privacy Policy',
  metaDescription:
    'How PhysioHub collects, uses and protects your personal data, and your rights to access, correct, delete, object and port your data.',
  updated: 'January 1, 2025',
  intro:
    'Your privacy matters to us. This policy explains what information we collect, how we use it and the choices you have.',
  sections: [
    {
      heading: 'Information we collect',
      items: [
        'Account information: your username, email address and a securely hashed password.',
        'Content you add: videos, exercises, tags and programs you create as a professional.',
        'Messages you send us through the contact form.',
        'Technical information: basic logs such as your browser type and the pages you visit, used to keep the service running.',
      ],
    },
    {
      heading: 'How we use your information',
      items: [
        'To provide, maintain and improve the service.',
        'To sign you in and keep your account secure.',
        'To answer your questions and support requests.',
        'To send you important notices about your account or these policies.',
      ],
      paragraphs: ['We do not sell your personal information.'],
    },
    {
      heading: 'Data security',
      paragraphs: [
        'We protect your data with encryption in transit, hashed passwords, access controls and regular reviews of our systems. No method of transmission or storage is completely secure, but we work hard to protect your information.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: ['Depending on where you live, you have the right to:'],
      items: [
        'Access the personal data we hold about you.',
        'Correct data that is inaccurate or incomplete.',
        'Delete your account and personal data.',
        'Object to or restrict how we process your data.',
        'Data portability: receive your data in a common, machine-readable format.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: ['To exercise your rights or ask about this policy, email support@physiohub.com.'],
    },
  ],
};
