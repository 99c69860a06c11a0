import path from 'node:path';
import type { Configuration } from 'webpack';

/** Provides the federation runtime core to remotes built without it (see the file). */
export const FEDERATION_RUNTIME_MODULE = path.join(__dirname, 'federation-runtime.mjs');

/** Where a remote's standalone page finds it. */
export const FEDERATION_RUNTIME_SCRIPT = 'js/federation-runtime.js';

/**
 * The second build of a remote: federation-runtime.mjs bundled on its own, without the federation
 * plugin (whose runtime would itself expect the core it is meant to provide). It runs after the
 * app's build (`dependencies`), whose output.clean would otherwise delete its file.
 */
export function federationRuntimeConfig(appDir: string, appBuildName: string): Configuration {
  return {
    name: `${appBuildName}-federation-runtime`,
    dependencies: [appBuildName],
    mode: 'production',
    context: appDir,
    entry: { 'federation-runtime': FEDERATION_RUNTIME_MODULE },
    devtool: 'source-map',
    output: { path: path.join(appDir, 'dist'), filename: FEDERATION_RUNTIME_SCRIPT },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
