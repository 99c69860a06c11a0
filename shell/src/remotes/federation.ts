import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteName, RemotesConfig } from './remote-config';
import { corsScriptsPlugin } from './cors-scripts-plugin';

// This file runs before the async boundary (see start-remotes.ts): it must not import React or
// anything shared. The fallback plugin, which renders, is registered by bootstrap.tsx; the retry
// plugin comes with the build (runtimePlugins, tools/webpack/remote-retry-plugin.ts).

let registered: RemotesConfig = {};

/** Registers the remotes named in remotes.json with the federation runtime of the host. */
export function initFederation(config: RemotesConfig): void {
  registered = config;
  registerPlugins([corsScriptsPlugin()]);
  registerRemotes(Object.entries(config).map(([name, entry]) => ({ name, entry })));
}

/**
 * Starts downloading a remote's manifest, entry and exposed module without running them. Only a
 * head start: if it fails, the real load that follows fails too and shows the unavailable panel.
 */
export function warmUpRemote(name: RemoteName): void {
  if (!isRegistered(name)) return;
  // share: false, or the runtime would also fetch the remote's copies of React & co., which the
  // shell's own copies make unnecessary.
  preloadRemote([{ nameOrAlias: name, exposes: ['./Module'], share: false, depsRemote: false }]).catch(() => undefined);
}

/** The remotes and manifest URLs this page registered (from remotes.json). */
export function registeredRemotes(): RemotesConfig {
  return registered;
}

export function isRegistered(name: RemoteName): boolean {
  return Boolean(registered[name]);
}

/**
 * Forgets what the runtime cached about a remote (a failed manifest, an old entry) so the next
 * load fetches it afresh: this is what the panel's retry button and a redeploy rely on.
 */
export function resetRemote(name: RemoteName): void {
  loaded.delete(name);
  const entry = registered[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

/** A remote's ./Module: its routes, and optionally a way to ready a URL's page before it renders. */
export type RemoteModule = { default: ComponentType; preloadPage?: (pathname: string) => Promise<void> };

const loaded = new Map<RemoteName, RemoteModule>();

export async function loadRemoteModule(name: RemoteName): Promise<RemoteModule> {
  if (!isRegistered(name)) throw new Error(`The ${name} remote is not configured.`);
  const module = await loadRemote<RemoteModule>(`${name}/Module`);
  if (!module || typeof module.default !== 'function')
    throw new Error(`The ${name} remote did not export a component.`);
  loaded.set(name, module);
  return module;
}

/** The remote's module if it has loaded, so it can render in the same pass instead of suspending. */
export function loadedRemoteModule(name: RemoteName): RemoteModule | undefined {
  return loaded.get(name);
}

/**
 * Loads a remote and the chunk of its page at `pathname`, so the remote shows that page rather than
 * its own spinner first. Only the remote's failure rejects: a page chunk that fails to load is left
 * to the remote's own Suspense when it renders.
 */
export async function readyRemotePage(name: RemoteName, pathname: string): Promise<RemoteModule> {
  const module = await loadRemoteModule(name);
  await module.preloadPage?.(pathname).catch(() => undefined);
  return module;
}
