/** Shapes of evaluation cases: the specs the generator reads and the JSON files it writes. */
import type { CaptionStyle } from './render-captions';
import type { LabelledSegment, ScriptItem } from './script';

export type CaseKind = 'chapters' | 'captions' | 'hard';

export interface CaptionCaseSpec {
  name: string;
  kind: CaseKind;
  title: string;
  description: string;
  style: CaptionStyle;
  items: ScriptItem[];
  existingTitles?: string[];
  /** Where the labeller expects the exercises to come from (defaults to 'captions'). */
  expectedSource?: 'chapters' | 'captions' | 'none';
  /** Overrides the computed video length (for example to match a description's chapters). */
  durationSeconds?: number;
}

/** One evaluation case as stored in cases/<name>.json. */
export interface CaseFile {
  name: string;
  kind: CaseKind;
  /** What the case exercises, for humans reading the report. */
  note?: string;
  input: {
    title: string;
    description: string;
    durationSeconds: number;
    /** Sibling .vtt/.srt file holding the captions. */
    captionsFile?: string;
    existingTitles?: string[];
  };
  expectedSource?: 'chapters' | 'captions' | 'none';
  expected: LabelledSegment[];
}
