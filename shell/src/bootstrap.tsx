import { registerPlugins } from '@module-federation/enhanced/runtime';
import { render } from 'preact';
import { createRoot } from 'react-dom/client';
import { createAppStore } from '@physio/api-client';
import { yieldToMain } from '@physio/ui';
import { App } from './app/app';
import { mountFor } from './app/remote-routes';
import { readyRemotePage } from './remotes/federation';
import { fallbackPlugin } from './remotes/fallback-plugin';
import { startRemotes } from './remotes/start-remotes';

async function start() {
  await startRemotes();
  // Registered here rather than with the retry plugin: its stand-in module renders React.
  registerPlugins([fallbackPlugin()]);
  const store = createAppStore();
  const container = document.getElementById('root') as HTMLElement;
  // The server sent the page's content (README, "Prerendered pages"), and the first render reuses
  // its elements. The remote and its page must be ready first: a part that suspended would put a
  // spinner in place of what the visitor is reading.
  const prerendered = container.hasAttribute('data-prerendered');
  if (prerendered) {
    const { pathname } = window.location;
    // A remote that fails is the render's to show (its unavailable panel), not start-up's.
    await readyRemotePage(mountFor(pathname).remote, pathname).catch(() => undefined);
  }
  // The modules above ran in this task; the first render gets one of its own (Preact renders a
  // tree in one go, so without this the page's start-up would be one long task).
  await yieldToMain();
  // Preact's own render reuses the prerendered elements, correcting their attributes; React's
  // createRoot (preact/compat's too) empties the container first.
  if (prerendered) render(<App store={store} />, container);
  else createRoot(container).render(<App store={store} />);
  // styled-components has now inserted the rules of every element it rendered: the server's copy of
  // them is redundant.
  if (prerendered) document.getElementById('prerendered-css')?.remove();
}

void start();
