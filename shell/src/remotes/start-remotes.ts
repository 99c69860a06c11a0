import { mountFor } from '../app/remote-routes';
import { initFederation, warmUpRemote } from './federation';
import { readRemotesConfig, type RemotesConfig } from './remote-config';
import { watchSharedLoads } from './shared-loads';

let started: Promise<RemotesConfig> | undefined;

/**
 * Registers the remotes and starts downloading the one that owns this URL. main.ts calls it before
 * the async boundary, so that remote's manifest, entry and module download while the shell's own
 * chunks do rather than after them; bootstrap.tsx awaits the same promise before rendering.
 */
export function startRemotes(pathname = window.location.pathname): Promise<RemotesConfig> {
  if (started) return started;
  watchSharedLoads();
  started = readRemotesConfig().then((config) => {
    initFederation(config);
    warmUpRemote(mountFor(pathname).remote);
    return config;
  });
  return started;
}
