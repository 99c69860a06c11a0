import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { Routes, StaticRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createAppStore } from '@physio/api-client';
import { theme } from '../theme/theme';
import { ThemeRoot } from '../theme/theme-root';
import { renderToHtml } from './render-to-html';

/**
 * Routes rendered at `path` inside what the shell gives every page: a store (a visitor's: no one is
 * signed in at build time), the theme and a router. The global styles belong to the shell's frame
 * only (`globalStyles`), so a remote's page does not repeat them.
 */
export function renderRoutesToHtml(path: string, routes: ReactNode, { globalStyles = false } = {}) {
  const router = (
    <StaticRouter location={path}>
      <Routes>{routes}</Routes>
    </StaticRouter>
  );
  return renderToHtml(<Provider store={createAppStore()}>{globalStyles ? <ThemeRoot>{router}</ThemeRoot> : <ThemeProvider theme={theme}>{router}</ThemeProvider>}</Provider>);
}
