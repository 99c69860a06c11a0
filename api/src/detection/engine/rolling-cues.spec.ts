import { parseCaptions } from './captions';
import { collapseRollingCues } from './rolling-cues';

const collapse = (vtt: string) => collapseRollingCues(parseCaptions('WEBVTT\n\n' + vtt)).map((c) => [c.start, c.text]);

describe('collapseRollingCues', () => {
  it('keeps only the new line of YouTube two-line rolling cues and drops 10 ms flash repeats', () => {
    const vtt = [
      '00:00:01.000 --> 00:00:03.000',
      ' ',
      'start with glute bridges',
      '',
      '00:00:03.000 --> 00:00:03.010',
      'start with glute bridges',
      ' ',
      '',
      '00:00:03.010 --> 00:00:05.000',
      'start with glute bridges',
      'squeeze your glutes',
      '',
    ].join('\n');
    expect(collapse(vtt)).toEqual([
      [1, 'start with glute bridges'],
      [3.01, 'squeeze your glutes'],
    ]);
  });

  it('keeps only the added words of a line that grows', () => {
    const vtt = '00:01.000 --> 00:02.000\nnext are\n\n00:02.000 --> 00:03.000\nnext are clamshells\n';
    expect(collapse(vtt)).toEqual([
      [1, 'next are'],
      [2, 'clamshells'],
    ]);
  });

  it('drops a repeated run of three or more words across cues', () => {
    const vtt =
      '00:01.000 --> 00:02.000\nkeep your feet together\n\n00:02.000 --> 00:03.000\nyour feet together and lift\n';
    expect(collapse(vtt)).toEqual([
      [1, 'keep your feet together'],
      [2, 'and lift'],
    ]);
  });

  it('leaves ordinary captions untouched', () => {
    const vtt = '00:01.000 --> 00:02.000\nOne.\n\n00:02.000 --> 00:03.000\nTwo.\n\n00:03.000 --> 00:04.000\nThree.\n';
    expect(collapse(vtt)).toEqual([
      [1, 'One.'],
      [2, 'Two.'],
      [3, 'Three.'],
    ]);
  });

  it('splits karaoke-timed words so words after a silence keep their own time', () => {
    const vtt =
      '00:00:10.000 --> 00:00:40.000\nyou<00:00:35.000><c> next</c><00:00:35.500><c> quad</c><00:00:36.000><c> sets</c>\n';
    expect(collapse(vtt)).toEqual([
      [10, 'you'],
      [35, 'next'],
      [35.5, 'quad'],
      [36, 'sets'],
    ]);
  });
});
