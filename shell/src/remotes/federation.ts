import { loadRemote, preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { versionsToTry } from '@physio/util';
import type { ComponentType } from 'react';
import { versionLabel, type RemoteName, type RemotesConfig, type RemoteVersion } from './remote-config';
import { corsScriptsPlugin } from './cors-scripts-plugin';
import { isFallbackModule } from './fallback-mark';
import { reportRemoteLoad } from './load-reports';
import { visitorId } from './visitor-id';

// This file runs before the async boundary (see start-remotes.ts): it must not import React or
// anything shared. The fallback plugin, which renders, is registered by bootstrap.tsx; the retry
// plugin comes with the build (runtimePlugins, tools/webpack/remote-retry-plugin.ts).

/** One remote on this page: its versions in the order this visitor tries them, and the one in use. */
interface RemoteVersions {
  order: RemoteVersion[];
  active: number;
  /** The versions that failed before the active one loaded (this page only). */
  fellBackFrom: string[];
}

let remotes: Partial<Record<RemoteName, RemoteVersions>> = {};

/**
 * Registers the remotes named in remotes.json with the federation runtime of the host, each at the
 * version this visitor's id picks (sticky: the same on every route, reload and session while the
 * weights stay).
 */
export function initFederation(config: RemotesConfig, visitor: string = visitorId()): void {
  remotes = {};
  for (const [name, versions] of Object.entries(config) as Array<[RemoteName, RemoteVersion[]]>) {
    const order = versionsToTry(versions, visitor, name);
    if (order.length) remotes[name] = { order, active: 0, fellBackFrom: [] };
  }
  registerPlugins([corsScriptsPlugin()]);
  registerRemotes(Object.entries(remotes).map(([name, state]) => ({ name, entry: state.order[0].url })));
}

/**
 * Starts downloading a remote's manifest, entry and exposed module without running them. Only a
 * head start: if it fails, the real load that follows tries the other versions, then shows the panel.
 */
export function warmUpRemote(name: RemoteName): void {
  if (!isRegistered(name)) return;
  // share: false, or the runtime would also fetch the remote's copies of React & co., which the
  // shell's own copies make unnecessary.
  preloadRemote([{ nameOrAlias: name, exposes: ['./Module'], share: false, depsRemote: false }]).catch(() => undefined);
}

/** Each remote's manifest URL in use on this page: the visitor's version, or the one it fell back to. */
export function registeredRemotes(): Partial<Record<RemoteName, string>> {
  return Object.fromEntries(
    Object.entries(remotes).map(([name, state]) => [name, state.order[state.active].url]),
  ) as Partial<Record<RemoteName, string>>;
}

/** Which version of a remote this page uses, and the ones it fell back from, for "About this build". */
export function remoteVersionInUse(name: RemoteName): { version: string; fellBackFrom: string[] } | undefined {
  const state = remotes[name];
  if (!state) return undefined;
  return { version: versionLabel(state.order[state.active].url), fellBackFrom: state.fellBackFrom.map(versionLabel) };
}

export function isRegistered(name: RemoteName): boolean {
  return Boolean(remotes[name]);
}

function switchToVersion(name: RemoteName, index: number): void {
  const state = remotes[name];
  if (!state) return;
  state.active = index;
  registerRemotes([{ name, entry: state.order[index].url }], { force: true });
}

/**
 * Forgets what the runtime cached about a remote (a failed manifest, an old entry) so the next
 * load fetches it afresh, from the visitor's own version again: this is what the panel's retry
 * button and a redeploy rely on.
 */
export function resetRemote(name: RemoteName): void {
  loaded.delete(name);
  loading.delete(name);
  const state = remotes[name];
  if (!state) return;
  state.fellBackFrom = [];
  switchToVersion(name, 0);
}

/** A remote's ./Module: its routes, and optionally a way to ready a URL's page before it renders. */
export type RemoteModule = { default: ComponentType; preloadPage?: (pathname: string) => Promise<void> };

const loaded = new Map<RemoteName, RemoteModule>();
/** One load per remote and page (the hydration and the route's outlet ask alike): one try, one report. */
const loading = new Map<RemoteName, Promise<RemoteModule>>();

/** One try at the active version: the module, or why it is not usable. */
async function tryLoad(name: RemoteName): Promise<{ module?: RemoteModule; failure?: unknown }> {
  try {
    const module = await loadRemote<RemoteModule>(`${name}/Module`);
    if (isFallbackModule(module)) return { module, failure: module.error };
    if (!module || typeof module.default !== 'function')
      return { failure: new Error(`The ${name} remote did not export a component.`) };
    return { module };
  } catch (error) {
    return { failure: error };
  }
}

/**
 * Loads a remote at the visitor's version; when that version cannot be loaded (manifest or entry
 * unreachable, a broken entry), tries the remote's other versions, heaviest first, before giving up.
 * Giving up hands back the fallback plugin's module (the unavailable panel), or throws without one.
 */
export function loadRemoteModule(name: RemoteName): Promise<RemoteModule> {
  let pending = loading.get(name);
  if (!pending) {
    pending = loadVersions(name);
    loading.set(name, pending);
    // What failed is tried afresh next time (a route visited again); what loaded stays loaded.
    const forget = () => void (loading.get(name) === pending && loading.delete(name));
    pending.then((module) => isFallbackModule(module) && forget(), forget);
  }
  return pending;
}

async function loadVersions(name: RemoteName): Promise<RemoteModule> {
  const state = remotes[name];
  if (!state) throw new Error(`The ${name} remote is not configured.`);
  let last: { module?: RemoteModule; failure?: unknown } = {};
  for (let index = state.active; index < state.order.length; index++) {
    if (index !== state.active) {
      const from = state.order[state.active].url;
      console.warn(
        `The ${name} remote's version ${versionLabel(from)} could not be loaded; falling back to ${versionLabel(state.order[index].url)}.`,
        last.failure,
      );
      state.fellBackFrom.push(from);
      switchToVersion(name, index);
    }
    const started = performance.now();
    last = await tryLoad(name);
    const version = versionLabel(state.order[index].url);
    const durationMs = performance.now() - started;
    if (!last.failure && last.module) {
      reportRemoteLoad({ remote: name, version, outcome: index === 0 ? 'loaded' : 'fallback', durationMs });
      loaded.set(name, last.module);
      return last.module;
    }
    reportRemoteLoad({ remote: name, version, outcome: 'failed', durationMs });
  }
  // None loaded: the next try (a retry, the route again) starts from the visitor's own version.
  if (state.order.length > 1) switchToVersion(name, 0);
  state.fellBackFrom = [];
  if (last.module) {
    loaded.set(name, last.module);
    return last.module;
  }
  throw last.failure;
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
