/**
 * A caption "script": what the physio says, in order, with the labeller's marks. Times are laid out by
 * speaking rate, so a case is written as speech plus judgement (where each exercise starts and ends) and the
 * clock arithmetic is done by the generator rather than by hand.
 */

/** A spoken line, a silent pause in seconds (exercise being performed), or a label mark. */
export type ScriptItem =
  | string
  | { pause: number }
  /** The labeller's mark: the exercise `type` starts with the next spoken line; `cues` are the lexicon cues spoken in it. */
  | { ex: string; cues?: string[]; dosage?: Dosage }
  /** The labeller's mark: the current exercise ends before the next spoken line. */
  | { end: true };

export interface TimedLine {
  start: number;
  end: number;
  text: string;
}

/** Dosage as written for an exercise ("3x10", "hold 30 s each side"). */
export interface Dosage {
  sets?: number;
  reps?: number;
  hold_seconds?: number;
  side?: 'each' | 'left' | 'right' | 'both';
}

export interface LabelledSegment {
  start: number;
  end: number;
  type: string;
  cues?: string[];
  /** The clean title expected (checked when given). */
  title?: string;
  /** The dosage the text states (checked when given). */
  dosage?: Dosage;
  /** The body-region tag expected (checked when given). */
  region?: string;
}

export interface TimedScript {
  lines: TimedLine[];
  expected: LabelledSegment[];
  duration: number;
}

/** Seconds a line takes to say: about 2.6 words per second, never under 1.5 s. */
export const speakingTime = (text: string) => Math.max(1.5, text.split(/\s+/).length / 2.6);

export function layOut(items: readonly ScriptItem[], startAt = 1.2, gap = 0.4): TimedScript {
  const lines: TimedLine[] = [];
  const expected: LabelledSegment[] = [];
  let t = startAt;
  let open: { type: string; cues?: string[]; dosage?: Dosage; start: number | null } | null = null;
  const close = (at: number) => {
    if (open && open.start !== null)
      expected.push({
        start: Math.round(open.start),
        end: Math.round(at),
        type: open.type,
        ...(open.cues ? { cues: open.cues } : {}),
        ...(open.dosage ? { dosage: open.dosage } : {}),
      });
    open = null;
  };
  for (const item of items) {
    if (typeof item === 'string') {
      const end = t + speakingTime(item);
      lines.push({ start: round3(t), end: round3(end), text: item });
      if (open && open.start === null) open.start = t;
      t = end + gap;
    } else if ('pause' in item) {
      t += item.pause;
    } else if ('ex' in item) {
      close(t);
      open = { type: item.ex, cues: item.cues, dosage: item.dosage, start: null };
    } else {
      close(t);
    }
  }
  const last = lines[lines.length - 1];
  close(last ? last.end : t);
  return { lines, expected, duration: Math.ceil(t + 2) };
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;
