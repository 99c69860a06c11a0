import type { ReactElement } from 'react';
// The Node build by name: jest's jsdom environment would otherwise pick the browser build.
import { prerenderToNodeStream } from 'react-dom/static.node';
import { ServerStyleSheet } from 'styled-components';
import { DocumentMetaContext } from '../hooks/use-document-meta';

export interface PrerenderedHtml {
  html: string;
  /** The styled-components rules the markup uses, as plain CSS. */
  css: string;
  /** What the page passed to useDocumentMeta, if it did. */
  title: string | null;
  description: string | null;
}

// styled-components' own bookkeeping in a server sheet: rules that match nothing, meant for a client
// that adopts the sheet. The client here never does (its class names are its own), so they go.
const SHEET_MARKERS = /data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}|\/\*!sc\*\//g;

/**
 * Renders a tree to HTML at build time, lazy pages included (react-dom/static waits for every
 * Suspense boundary), with the CSS its styled components generate and the title and description
 * it declares. Completed boundaries keep their markers (`<!--$-->…<!--/$-->`): the browser's
 * hydrateRoot matches them with the same boundaries in its own tree.
 */
export async function renderToHtml(element: ReactElement): Promise<PrerenderedHtml> {
  const sheet = new ServerStyleSheet();
  let meta: Pick<PrerenderedHtml, 'title' | 'description'> = { title: null, description: null };
  const report = (title: string, description: string) => {
    meta = { title, description };
  };
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(<DocumentMetaContext.Provider value={report}>{element}</DocumentMetaContext.Provider>),
    );
    const html = await text(prelude);
    const css = sheet.instance.toString().replace(SHEET_MARKERS, '').replace(/\n+/g, '\n').trim();
    return { html, css, ...meta };
  } finally {
    sheet.seal();
  }
}

async function text(stream: AsyncIterable<Buffer | string>): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += chunk.toString();
  return html;
}
