import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { fallbackPlugin } from './fallback-plugin';
import type { RemoteName, RemotesConfig } from './remote-config';
import { retryPlugin } from './retry-plugin';

let registered: RemotesConfig = {};

/** Registers the remotes named in remotes.json with the federation runtime of the host. */
export function initFederation(config: RemotesConfig): void {
  registered = config;
  registerPlugins([retryPlugin(), fallbackPlugin()]);
  registerRemotes(Object.entries(config).map(([name, entry]) => ({ name, entry })));
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
  const entry = registered[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

export type RemoteModule = { default: ComponentType };

export async function loadRemoteModule(name: RemoteName): Promise<RemoteModule> {
  if (!isRegistered(name)) throw new Error(`The ${name} remote is not configured.`);
  const module = await loadRemote<RemoteModule>(`${name}/Module`);
  if (!module || typeof module.default !== 'function') throw new Error(`The ${name} remote did not export a component.`);
  return module;
}
