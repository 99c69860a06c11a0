import { createRoot } from 'react-dom/client';
import { createAppStore } from '@physio/api-client';
import { App } from './app/app';
import { fetchRemotesConfig } from './remotes/remote-config';
import { initFederation } from './remotes/federation';

async function start() {
  initFederation(await fetchRemotesConfig());
  const store = createAppStore();
  createRoot(document.getElementById('root') as HTMLElement).render(<App store={store} />);
}

void start();
