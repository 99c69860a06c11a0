// Reads a PDF with pdfjs-dist (legacy build, for Node) and prints what a test checks as JSON: per page, each piece
// of text with its position and height, and the URIs of its link annotations. A separate process: pdfjs-dist is an ES
// module, which the jest setup (CommonJS) does not load.
import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const data = new Uint8Array(readFileSync(process.argv[2]));
const pdf = await getDocument({ data, useSystemFonts: false, isEvalSupported: false }).promise;
const pages = [];
for (let number = 1; number <= pdf.numPages; number += 1) {
  const page = await pdf.getPage(number);
  const [, , width, height] = page.view;
  const content = await page.getTextContent();
  const annotations = await page.getAnnotations();
  pages.push({
    width,
    height,
    text: content.items
      .filter((item) => 'str' in item && item.str.trim() !== '')
      .map((item) => ({ str: item.str, x: item.transform[4], y: item.transform[5], height: item.height })),
    links: annotations.filter((a) => a.subtype === 'Link' && a.url).map((a) => a.url),
  });
}
console.log(JSON.stringify({ title: (await pdf.getMetadata()).info?.Title ?? null, pages }));
