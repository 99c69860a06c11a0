import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteUnavailable } from './remote-unavailable';
import { FALLBACK_MARK, isFallbackModule } from './fallback-mark';

export { FALLBACK_MARK, isFallbackModule };

export interface FallbackModule {
  default: typeof RemoteUnavailable;
  [FALLBACK_MARK]: true;
  error: unknown;
}

/**
 * Second layer: when a remote cannot be loaded (manifest, entry or module), the runtime hands back
 * a module whose component is the "temporarily unavailable" panel instead of throwing. The loader
 * (federation.ts) first tries the remote's other versions, and shows this only when none loads.
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
