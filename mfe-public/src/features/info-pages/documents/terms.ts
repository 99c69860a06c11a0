import type { InfoDocument } from '../info-document';

export const TERMS: InfoDocument = {
  title: 'Terms of Service',
  metaDescription:
    'The terms that apply when you use PhysioHub: accounts, professional services, content guidelines, liability and changes to these terms.',
  updated: 'January 1, 2025',
  intro: 'These terms explain the rules for using PhysioHub. Please read them carefully.',
  sections: [
    {
      heading: 'Acceptance of terms',
      paragraphs: [
        'By accessing or using PhysioHub you agree to be bound by these terms. If you do not agree, do not use the service.',
      ],
    },
    {
      heading: 'User accounts',
      paragraphs: [
        'You must give accurate information when you create an account, keep your password secure and tell us promptly about any unauthorised use. You are responsible for all activity under your account.',
        'We may suspend or close accounts that break these terms.',
      ],
    },
    {
      heading: 'Professional services',
      paragraphs: ['Healthcare professionals who use PhysioHub to create content or work with patients agree to:'],
      items: [
        'Hold valid professional credentials and licences to practise in their jurisdiction.',
        'Comply with all laws, regulations and professional standards that apply to their practice.',
        'Provide accurate information about their qualifications and services.',
        'Maintain patient confidentiality and protect the personal and health information of their patients.',
      ],
    },
    {
      heading: 'Content guidelines',
      paragraphs: [
        'You may only upload or link to content that you own or have permission to use. Content must be accurate, safe and respectful, and must not be misleading, offensive or unlawful.',
        'We may remove content that breaks these guidelines. You keep ownership of your content and grant us a licence to host and display it in order to provide the service.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'PhysioHub provides exercise information for general purposes and does not replace personal medical advice. To the fullest extent permitted by law, we are not liable for any injury, loss or damage arising from your use of the service or from performing any exercise.',
        'The service is provided "as is", without warranties of any kind.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms from time to time. We will post the new version on this page with a new date, and continued use of the service means you accept the changes.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: ['Questions about these terms? Write to support@physiohub.com or use our contact page.'],
    },
  ],
};
