import { registerPlugins } from '@module-federation/enhanced/runtime';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppStore, readEmbeddedServerState } from '@physio/api-client';
import { App } from './app/app';
import { fallbackPlugin } from './remotes/fallback-plugin';
import { startRemotes } from './remotes/start-remotes';

async function start() {
  await startRemotes();
  // Registered here rather than with the CORS plugin (federation.ts): its stand-in module renders React.
  registerPlugins([fallbackPlugin()]);
  // A page its remote's server rendered with data carries that data: the page's first render shows the same.
  const store = createAppStore({ serverState: readEmbeddedServerState(document) });
  const container = document.getElementById('root') as HTMLElement;
  const app = <App store={store} />;
  if (!container.hasAttribute('data-prerendered')) {
    createRoot(container).render(app);
    return;
  }
  // The server sent the page's content (README, "Prerendered pages"). React adopts it in place:
  // the frame at once, the remote's page once its module and chunk have loaded (until then its
  // Suspense boundary keeps the server's HTML). As a transition, the work yields to the browser
  // every few milliseconds instead of holding the main thread.
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error, info) =>
        console.error('Hydration did not match the prerendered page', error, info.componentStack),
    });
  });
}

void start();
