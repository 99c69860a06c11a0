import type { Assignment, AssignmentItem } from '@physio/contracts';
import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { create as openFont, type Font } from 'fontkit';
import { dosageLine, scheduleLine, segmentLine, segmentUrl } from './handout-text';

// The program as a printable A4 handout. Text is set in DejaVu Sans, embedded from the dejavu-fonts-ttf package: the
// PDF's built-in Helvetica draws only Western European letters, DejaVu adds Greek, Cyrillic and more. A character
// DejaVu has no glyph for either (Chinese, for one) is printed as "?" rather than as an empty box.

interface HandoutFont {
  data: Buffer;
  font: Font;
}

let fonts: { regular: HandoutFont; bold: HandoutFont } | undefined;

/** Read once, on the first handout. */
function handoutFonts() {
  const load = (file: string): HandoutFont => {
    const data = readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));
    return { data, font: openFont(data) as Font };
  };
  fonts ??= { regular: load('DejaVuSans.ttf'), bold: load('DejaVuSans-Bold.ttf') };
  return fonts;
}

/** The text with every character the font cannot draw replaced by "?". */
function drawable(font: Font, text: string): string {
  return Array.from(text, (char) => {
    const code = char.codePointAt(0) ?? 0;
    return code < 0x20 || font.hasGlyphForCodePoint(code) ? char : '?';
  }).join('');
}

const MARGIN = 56;
const INK = '#1f2933';
const MUTED = '#52606d';
const LINK = '#0b5cad';

export function renderHandout(assignment: Assignment): Promise<Buffer> {
  const { regular, bold } = handoutFonts();
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${assignment.program_title}: handout`, Author: assignment.professional.username },
  });
  doc.registerFont('regular', regular.data);
  doc.registerFont('bold', bold.data);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const text = (weight: 'regular' | 'bold', size: number, color: string, value: string, options = {}) =>
    doc
      .font(weight)
      .fontSize(size)
      .fillColor(color)
      .text(drawable((weight === 'bold' ? bold : regular).font, value), options);

  text('bold', 22, INK, assignment.program_title);
  doc.moveDown(0.4);
  text('regular', 11, MUTED, `Therapist: ${assignment.professional.username}`);
  text('regular', 11, MUTED, `Participant: ${assignment.participant.username}`);
  text('regular', 11, MUTED, `Schedule: ${scheduleLine(assignment)}`);
  doc.moveDown(1);
  assignment.items.forEach((item, index) => {
    keepTogether(doc, itemHeight(doc, item));
    text('bold', 13, INK, `${index + 1}. ${item.title}`);
    text('regular', 11, INK, dosageLine(item));
    if (item.notes.trim()) text('regular', 11, MUTED, item.notes.trim());
    text('regular', 11, LINK, segmentLine(item), { link: segmentUrl(item), underline: true });
    doc.moveDown(0.8);
  });
  doc.end();
  return done;
}

/** Starts a new page when an exercise would not fit on this one, so none is split from its link. */
function keepTogether(doc: PDFKit.PDFDocument, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

/** The height of one exercise block (a little generous: a long note is measured at the body size). */
function itemHeight(doc: PDFKit.PDFDocument, item: AssignmentItem): number {
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  doc.font('bold').fontSize(13);
  const title = doc.heightOfString(item.title, { width });
  doc.font('regular').fontSize(11);
  const lines = doc.heightOfString(`${dosageLine(item)}\n${item.notes}\n${segmentLine(item)}`, { width });
  return title + lines + doc.currentLineHeight() * 0.8;
}
