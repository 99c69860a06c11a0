/**
 * Tuning batch H for captions: the caption failure classes of heldout3 and heldout4 in other words — a coach who
 * previews the session as a list, a physio who shortens a name ("the single leg bridge … bridge up"), names listed
 * beside one said in passing ("people ask me about deadlifts and squats"), and an everyday-phrase name said as a
 * noun ("for the roll up").
 */
import type { CaptionCaseSpec } from './case-spec';

export const captionScriptsH: CaptionCaseSpec[] = [
  {
    name: 'captions-h-preview-and-shortened-names-auto',
    kind: 'captions',
    title: 'Hip Strength Circuit – Coach Along',
    description: 'Just press play, no chapters.',
    style: 'vtt-auto',
    items: [
      "alright today it's clamshells fire hydrants single leg bridges and monster walks",
      'people always ask me about deadlifts and squats but we keep it simple today',
      { ex: 'clamshell' },
      'first clamshells lie on your side knees bent',
      'keep your feet together and open the top knee',
      { pause: 35 },
      { ex: 'fire hydrant' },
      'onto all fours for fire hydrants lift the knee out to the side',
      { pause: 35 },
      { ex: 'single leg glute bridge' },
      'roll over for the single leg bridge one foot down',
      'bridge up and squeeze then lower slowly',
      { pause: 35 },
      { ex: 'monster walk' },
      'stand up band above the knees monster walks forward',
      'stay low and keep tension on the band',
      { pause: 35 },
      { end: true },
      "that's the circuit thanks for joining me",
    ],
  },
  {
    name: 'captions-h-pilates-the-roll-up-vtt',
    kind: 'captions',
    title: 'Pilates Basics – Spine Series',
    description: 'Beginner mat class.',
    style: 'vtt',
    items: [
      'Welcome. Lie on your back with your legs long.',
      { ex: 'roll up' },
      'We begin with the roll up. Arms reach over your head.',
      'Curl the chin and come up slowly, then lower down with control.',
      { pause: 30 },
      { ex: 'spine stretch forward' },
      'Sit up tall for spine stretch forward. Legs apart, reach forward.',
      { pause: 30 },
      { ex: 'double leg stretch' },
      'Lie back down for the double leg stretch. Reach arms and legs away, then hug the knees.',
      { pause: 30 },
      { end: true },
      'Lovely. See you next class.',
    ],
  },
];
