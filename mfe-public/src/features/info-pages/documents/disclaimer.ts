import type { InfoDocument } from '../info-document';

export const DISCLAIMER: InfoDocument = {
  title: 'Medical Disclaimer',
  metaDescription:
    'PhysioHub exercise content is general information, not medical advice. Read our exercise safety guidance and what to do in an emergency.',
  updated: 'January 1, 2025',
  intro:
    'The exercises and articles on PhysioHub are for general information and education only. They are not a substitute for professional medical advice, diagnosis or treatment.',
  sections: [
    {
      heading: 'Not medical advice',
      paragraphs: [
        'Always seek the advice of your doctor, physiotherapist or another qualified healthcare provider about a medical condition or before starting a new exercise program. Never ignore professional medical advice or delay seeking it because of something you have read or watched on this site.',
      ],
    },
    {
      heading: 'Exercise safety',
      items: [
        'Start slowly and increase the difficulty gradually.',
        'Stop immediately if you feel sharp pain, dizziness, chest pain or shortness of breath.',
        'Mild muscle soreness can be normal; pain that worsens or lasts should be checked by a professional.',
        'If you are recovering from surgery, are pregnant or have a heart, lung or bone condition, ask your healthcare provider which exercises are safe for you.',
      ],
    },
    {
      heading: 'In an emergency',
      paragraphs: [
        'If you think you may have a medical emergency, call your doctor or your local emergency number (such as 911 or 112) immediately. Do not rely on this website for urgent help.',
      ],
    },
    {
      heading: 'Professional content',
      paragraphs: [
        'Content created by professionals on PhysioHub is their responsibility. We do not verify every exercise or program and do not endorse any particular treatment.',
      ],
    },
  ],
};
