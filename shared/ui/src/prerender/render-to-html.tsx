import type { ReactElement } from 'react';
import { renderToStringAsync } from 'preact-render-to-string';
import { ServerStyleSheet } from 'styled-components';
import { DocumentMetaContext } from '../hooks/use-document-meta';
import { PrerenderingContext } from '../render/prerendering';

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
 * Renders a tree to HTML at build time, lazy pages included (Suspense is awaited), with the CSS its
 * styled components generate and the title and description it declares.
 */
export async function renderToHtml(element: ReactElement): Promise<PrerenderedHtml> {
  const sheet = new ServerStyleSheet();
  let meta: Pick<PrerenderedHtml, 'title' | 'description'> = { title: null, description: null };
  const report = (title: string, description: string) => {
    meta = { title, description };
  };
  try {
    const html = await renderToStringAsync(
      sheet.collectStyles(
        <PrerenderingContext.Provider value>
          <DocumentMetaContext.Provider value={report}>{element}</DocumentMetaContext.Provider>
        </PrerenderingContext.Provider>,
      ),
    );
    const css = sheet.instance.toString().replace(SHEET_MARKERS, '').replace(/\n+/g, '\n').trim();
    return { html, css, ...meta };
  } finally {
    sheet.seal();
  }
}
