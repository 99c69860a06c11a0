import type { InfoDocument } from '../info-document';

export const LICENSES: InfoDocument = {
  title: 'Licenses',
  metaDescription: 'The licences of the open-source software, illustrations and video content used by PhysioHub.',
  intro: 'PhysioHub is built on open-source software. We are grateful to the people who maintain it.',
  sections: [
    {
      heading: 'Open-source software',
      paragraphs: ['The website and API use the following open-source projects, each under the MIT License:'],
      items: [
        'React and React DOM, Copyright (c) Meta Platforms, Inc. and affiliates',
        'React Router, Copyright (c) Remix Software Inc. and Shopify Inc.',
        'Redux Toolkit and React Redux, Copyright (c) Mark Erikson and the Redux contributors',
        'styled-components, Copyright (c) Glen Maddern and Maximilian Stoiber',
        'React-Toastify, Copyright (c) Fadi Khadra',
        'NestJS, Copyright (c) Kamil Myśliwiec',
        'TypeORM, Copyright (c) TypeORM contributors',
        'Module Federation, Copyright (c) ScriptedAlchemy and contributors',
      ],
    },
    {
      heading: 'MIT License',
      paragraphs: [
        'Permission is hereby granted, free of charge, to any person obtaining a copy of this software and associated documentation files (the "Software"), to deal in the Software without restriction, including without limitation the rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of the Software, subject to the condition that the copyright notice and this permission notice are included in all copies or substantial portions of the Software.',
        'THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED.',
      ],
    },
    {
      heading: 'Illustrations and text',
      paragraphs: [
        'The illustrations, exercise instructions and articles on this site are original works of PhysioHub, Copyright (c) 2025 PhysioHub. All rights reserved.',
      ],
    },
    {
      heading: 'Video content',
      paragraphs: [
        'Exercise videos are embedded from YouTube and remain the property of their creators. They are shown under the YouTube Terms of Service.',
      ],
    },
  ],
};
