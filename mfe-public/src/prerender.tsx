// Build-time entry, run in Node after the browser build (tools/webpack/prerender-config.ts): every
// public URL rendered to HTML, which the shell's server puts into the page it sends (README,
// "Prerendered pages"). The tree is what the shell renders for these URLs, minus the shell itself.
import { Provider } from 'react-redux';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { createAppStore } from '@physio/api-client';
import { theme } from '@physio/ui';
import { renderToHtml } from '@physio/ui/prerender';
import { prerenderedPaths } from './public-routes';
import PublicModule from './remote-module';

export async function prerender() {
  const pages = [];
  for (const path of prerenderedPaths()) {
    const html = await renderToHtml(
      <Provider store={createAppStore()}>
        <ThemeProvider theme={theme}>
          <StaticRouter location={path}>
            <Routes>
              <Route path="*" element={<PublicModule />} />
            </Routes>
          </StaticRouter>
        </ThemeProvider>
      </Provider>,
    );
    pages.push({ path, ...html });
  }
  return { pages };
}
