import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailable } from './remote-unavailable';

/** Marks the stand-in module so the loader can tell a fallback from the real thing. */
export const FALLBACK_MARK = '__physioRemoteFallback';

export interface FallbackModule {
  default: typeof RemoteUnavailable;
  [FALLBACK_MARK]: true;
  error: unknown;
}

export function isFallbackModule(module: unknown): module is FallbackModule {
  return Boolean(module) && (module as Record<string, unknown>)[FALLBACK_MARK] === true;
}

/**
 * Second layer: when a remote cannot be loaded (manifest, entry or module), the runtime hands back
 * a module whose component is the "temporarily unavailable" panel instead of throwing.
 */
export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'physio-fallback-plugin',
    errorLoadRemote({ lifecycle, error }) {
      if (lifecycle !== 'onLoad') return undefined; // earlier stages end up in 'onLoad' too
      const fallback: FallbackModule = { default: RemoteUnavailable, [FALLBACK_MARK]: true, error };
      return fallback;
    },
  };
}
