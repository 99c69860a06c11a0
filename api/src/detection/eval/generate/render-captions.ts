/**
 * Renders timed lines as caption files in the styles seen in the wild, so the parsers are exercised on
 * realistic input: plain WebVTT, WebVTT with ids/NOTE/STYLE/voice tags, YouTube auto-captions (rolling
 * two-line cues with karaoke timestamps and 10 ms "flash" repeats, no punctuation), and SRT (optionally
 * with a BOM, CRLF line ends and <i> tags).
 */
import type { TimedLine } from './script';

export type CaptionStyle = 'vtt' | 'vtt-rich' | 'vtt-auto' | 'srt' | 'srt-windows';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

export function clock(seconds: number, millisSeparator: '.' | ',', forceHours = true): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3600000);
  const m = Math.floor((ms % 3600000) / 60000);
  const s = Math.floor((ms % 60000) / 1000);
  const head = h > 0 || forceHours ? `${pad(h)}:` : '';
  return `${head}${pad(m)}:${pad(s)}${millisSeparator}${pad(ms % 1000, 3)}`;
}

export function renderCaptions(lines: readonly TimedLine[], style: CaptionStyle): string {
  switch (style) {
    case 'vtt':
      return [
        'WEBVTT',
        '',
        ...lines.flatMap((l) => [`${clock(l.start, '.')} --> ${clock(l.end, '.')}`, l.text, '']),
      ].join('\n');
    case 'vtt-rich':
      return renderRich(lines);
    case 'vtt-auto':
      return renderAuto(lines);
    case 'srt':
    case 'srt-windows': {
      const body = lines.flatMap((l, i) => [
        String(i + 1),
        `${clock(l.start, ',')} --> ${clock(l.end, ',')}`,
        i % 7 === 3 ? `<i>${l.text}</i>` : l.text,
        '',
      ]);
      return style === 'srt' ? body.join('\n') : '\uFEFF' + body.join('\r\n');
    }
  }
}

/** Cue ids, a STYLE block, NOTE blocks, short hour-less clocks, voice spans and cue settings. */
function renderRich(lines: readonly TimedLine[]): string {
  const out = [
    'WEBVTT - physio session',
    'Kind: captions',
    'Language: en',
    '',
    'STYLE',
    '::cue { color: white; }',
    '',
    'NOTE written by the clinic, reviewed',
    '',
  ];
  lines.forEach((l, i) => {
    if (i % 9 === 5) out.push('NOTE camera change', '');
    out.push(`cue-${i + 1}`, `${clock(l.start, '.', false)} --> ${clock(l.end, '.', false)} line:85% align:center`);
    out.push(i % 4 === 1 ? `<v Physio>${l.text}</v>` : l.text.replace(/&/g, '&amp;'), '');
  });
  return out.join('\n');
}

/** YouTube's auto-caption layout: lowercase words, shown in a two-line window that scrolls up. */
function renderAuto(lines: readonly TimedLine[]): string {
  const out = ['WEBVTT', 'Kind: captions', 'Language: en', ''];
  const words = lines.flatMap((l) => {
    const ws = l.text
      .toLowerCase()
      .replace(/[.,!?;:"]/g, '')
      .split(/\s+/)
      .filter(Boolean);
    const step = (l.end - l.start) / ws.length;
    return ws.map((w, i) => ({ w, t: l.start + i * step }));
  });
  let previous = '';
  for (let i = 0; i < words.length; i += 7) {
    const chunk = words.slice(i, i + 7);
    const start = chunk[0].t;
    const end = words[i + 7]?.t ?? chunk[chunk.length - 1].t + 1.5;
    const karaoke = chunk.map((c, j) => (j === 0 ? c.w : `<${clock(c.t, '.')}><c> ${c.w}</c>`)).join('');
    const plain = chunk.map((c) => c.w).join(' ');
    out.push(
      `${clock(start, '.')} --> ${clock(end - 0.01, '.')} align:start position:0%`,
      previous || ' ',
      karaoke,
      '',
    );
    // The 10 ms "flash" cue repeats the finished line alone before the window scrolls.
    out.push(`${clock(end - 0.01, '.')} --> ${clock(end, '.')} align:start position:0%`, plain, ' ', '');
    previous = plain;
  }
  return out.join('\n');
}
