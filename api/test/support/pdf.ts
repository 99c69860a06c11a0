import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PdfText {
  str: string;
  /** From the bottom-left corner of the page, in points. */
  x: number;
  y: number;
  height: number;
}

export interface ParsedPdf {
  title: string | null;
  pages: Array<{ width: number; height: number; text: PdfText[]; links: string[] }>;
}

/** The text and links of a PDF, as pdfjs-dist reads them (support/read-pdf.mjs). */
export function parsePdf(pdf: Buffer): ParsedPdf {
  const dir = mkdtempSync(join(tmpdir(), 'physio-pdf-'));
  try {
    const file = join(dir, 'handout.pdf');
    writeFileSync(file, pdf);
    const out = execFileSync(process.execPath, [join(__dirname, 'read-pdf.mjs'), file], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    return JSON.parse(out) as ParsedPdf;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A page's text, line by line from the top (pieces on one baseline joined). */
export function pageLines(page: ParsedPdf['pages'][number]): string[] {
  const lines = new Map<number, PdfText[]>();
  for (const piece of page.text) {
    const key = Math.round(piece.y);
    lines.set(key, [...(lines.get(key) ?? []), piece]);
  }
  return [...lines.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, pieces]) =>
      pieces
        .sort((a, b) => a.x - b.x)
        .map((piece) => piece.str)
        .join(''),
    );
}
