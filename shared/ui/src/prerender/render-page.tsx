import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createAppStore, type AppStore } from '@physio/api-client';
import { theme } from '../theme/theme';
import { ThemeRoot } from '../theme/theme-root';
import { renderToHtml } from './render-to-html';

/**
 * An app's element rendered at `path` inside what the shell gives every page: a store (a visitor's:
 * no one is signed in at build time), the theme and a router. None of them renders an element, so
 * the HTML is what the same element renders in the browser, deep inside the shell's tree. The
 * global styles belong to the shell's frame only (`globalStyles`), so a remote's page does not
 * repeat them. A server rendering on request passes the `store` it fetched the page's data into.
 */
export function renderPageToHtml(
  path: string,
  element: ReactElement,
  { globalStyles = false, store = createAppStore() }: { globalStyles?: boolean; store?: AppStore } = {},
) {
  const router = <StaticRouter location={path}>{element}</StaticRouter>;
  return renderToHtml(
    <Provider store={store}>
      {globalStyles ? <ThemeRoot>{router}</ThemeRoot> : <ThemeProvider theme={theme}>{router}</ThemeProvider>}
    </Provider>,
  );
}
