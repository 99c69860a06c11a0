// The shell's first layer of remote loading, a federation runtime plugin (runtimePlugins in
// create-web-config.ts); the fallback panel (shell/src/remotes/fallback-plugin.ts) and the error
// boundary come after it. A remote whose server blinks (a redeploy, a dropped connection) gets a
// few more tries at its manifest before the site gives up on it and shows the panel.
import { RetryPlugin } from '@module-federation/retry-plugin';

/** Tries after the first: three requests in all, about a second apart (the plugin's own delay). */
export const MANIFEST_RETRIES = 2;

// runtimePlugins calls a module's default export; the library exports its factory by name only.
export default function remoteRetryPlugin() {
  return RetryPlugin({
    // Manifests only (the runtime's `fetch` hook): the panel's retry and a redeploy need the
    // current one, never a cached copy.
    fetch: { retryTimes: MANIFEST_RETRIES, options: { cache: 'no-cache' } },
  });
}
