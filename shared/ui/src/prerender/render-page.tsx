import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createAppStore } from '@physio/api-client';
import { theme } from '../theme/theme';
import { ThemeRoot } from '../theme/theme-root';
import { renderToHtml } from './render-to-html';

/**
 * An app's element rendered at `path` inside what the shell gives every page: a store (a visitor's:
 * no one is signed in at build time), the theme and a router. None of them renders an element, so
 * the HTML is what the same element renders in the browser, deep inside the shell's tree. The
 * global styles belong to the shell's frame only (`globalStyles`), so a remote's page does not
 * repeat them.
 */
export function renderPageToHtml(path: string, element: ReactElement, { globalStyles = false } = {}) {
  const router = <StaticRouter location={path}>{element}</StaticRouter>;
  return renderToHtml(
    <Provider store={createAppStore()}>
      {globalStyles ? <ThemeRoot>{router}</ThemeRoot> : <ThemeProvider theme={theme}>{router}</ThemeProvider>}
    </Provider>,
  );
}
