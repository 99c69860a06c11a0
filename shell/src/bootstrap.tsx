import { registerPlugins } from '@module-federation/enhanced/runtime';
import { createRoot } from 'react-dom/client';
import { createAppStore } from '@physio/api-client';
import { yieldToMain } from '@physio/ui';
import { App } from './app/app';
import { fallbackPlugin } from './remotes/fallback-plugin';
import { startRemotes } from './remotes/start-remotes';

async function start() {
  await startRemotes();
  // Registered here rather than with the retry plugin: its stand-in module renders React.
  registerPlugins([fallbackPlugin()]);
  const store = createAppStore();
  // The modules above ran in this task; the first render gets one of its own (Preact renders a
  // tree in one go, so without this the page's start-up would be one long task).
  await yieldToMain();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  root.render(<App store={store} />);
}

void start();
