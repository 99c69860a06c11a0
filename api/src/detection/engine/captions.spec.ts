import { parseCaptions, parseCueClock } from './captions';

const text = (cues: ReturnType<typeof parseCaptions>) =>
  cues.map((c) => c.lines.map((l) => l.words.join(' ')).join(' / '));

describe('parseCueClock', () => {
  it.each([
    ['00:00:01.500', 1.5],
    ['01:02.250', 62.25],
    ['1:02:03.004', 3723.004],
    ['00:00:01,500', 1.5],
    ['00:05', 5],
    ['00:00:01.5', 1.5],
  ])('%s', (clock, seconds) => expect(parseCueClock(clock)).toBeCloseTo(seconds, 6));

  it.each(['', '5', '1:2:3:4', '00:123', '123:45', '00:05.', '00:05.1234', '00:05x', ':05', '00::05', 'ab:cd'])(
    'rejects "%s"',
    (clock) => expect(parseCueClock(clock)).toBeNull(),
  );
});

describe('parseCaptions', () => {
  it('reads WebVTT with header, cue ids, settings, NOTE and STYLE blocks', () => {
    const vtt = [
      'WEBVTT - title',
      'Kind: captions',
      '',
      'STYLE',
      '::cue { color: red }',
      '',
      'NOTE a comment',
      'over two lines',
      '',
      'intro-1',
      '00:01.000 --> 00:03.000 align:start position:0%',
      'Hello there',
      '',
      '2',
      '00:00:03.000 --> 00:00:05.500',
      'Glute bridges now',
      '',
    ].join('\n');
    const cues = parseCaptions(vtt);
    expect(cues.map((c) => [c.start, c.end])).toEqual([
      [1, 3],
      [3, 5.5],
    ]);
    expect(text(cues)).toEqual(['Hello there', 'Glute bridges now']);
  });

  it('reads SRT with a BOM, CRLF line ends, comma millis and <i> tags', () => {
    const srt =
      '\uFEFF1\r\n00:00:01,000 --> 00:00:02,500\r\n<i>Clamshells</i> next\r\n\r\n2\r\n00:00:02,500 --> 00:00:04,000\r\nKeep your feet together\r\n';
    const cues = parseCaptions(srt);
    expect(text(cues)).toEqual(['Clamshells next', 'Keep your feet together']);
    expect(cues[0].end).toBe(2.5);
  });

  it('removes styling, voice spans, entities, sound labels and speaker marks', () => {
    const vtt = 'WEBVTT\n\n00:01.000 --> 00:02.000\n<v Physio>&gt;&gt; Squats &amp; lunges</v> [Music]\n';
    expect(text(parseCaptions(vtt))).toEqual(['Squats & lunges']);
  });

  it("keeps text shown on screen, transcribed in brackets, as the video's own words", () => {
    const vtt = 'WEBVTT\n\n00:01.000 --> 00:02.000\n[ON SCREEN: 1 – CLAMSHELLS · 3 × 12 EACH SIDE] [Music]\n';
    expect(text(parseCaptions(vtt))).toEqual(['1 – CLAMSHELLS · 3 × 12 EACH SIDE.']);
  });

  it('times each word from karaoke timestamps, and keeps multi-line cues whose first line is a single space', () => {
    const vtt =
      'WEBVTT\n\n00:00:10.000 --> 00:00:14.000 align:start position:0%\n \nnext<00:00:12.000><c> are</c><00:00:13.000><c> clams</c>\n';
    const [cue] = parseCaptions(vtt);
    expect(cue.lines).toEqual([{ words: ['next', 'are', 'clams'], times: [10, 12, 13] }]);
  });

  it('survives an SRT missing the blank line between cues', () => {
    const srt = '1\n00:00:01,000 --> 00:00:02,000\nFirst\n2\n00:00:02,000 --> 00:00:03,000\nSecond\n';
    expect(text(parseCaptions(srt))).toEqual(['First', 'Second']);
  });

  it('skips malformed timing lines and empty cues instead of failing', () => {
    const vtt =
      'WEBVTT\n\nnonsense --> also nonsense\nlost\n\n00:02.000 --> 00:01.000\nbackwards\n\n00:03.000 --> 00:04.000\n\n00:05.000 --> 00:06.000\nkept\n';
    expect(text(parseCaptions(vtt))).toEqual(['kept']);
  });

  it('returns nothing for text that is not captions', () => {
    expect(parseCaptions('just some words')).toEqual([]);
  });
});
