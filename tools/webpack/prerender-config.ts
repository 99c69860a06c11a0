import path from 'node:path';
import { DefinePlugin, optimize, type Configuration } from 'webpack';
import { imageRules } from './image-rules';
import { scriptRule } from './script-rule';
import type { BuildStamp } from './build-stamp';
import { noSecondUiRuntime } from './forbidden-packages-plugin';
import { PRERENDER_SCRIPT } from './prerender-output';

// Named here too: the static server's copy of these names points to this file.
export { PRERENDER_FILE } from './prerender-output';

/**
 * Where a remote's prerendered HTML points for its own files (illustrations): the shell's server,
 * which knows the remote's URL, writes it there. In the browser the same files load from the
 * remote's origin (publicPath 'auto').
 */
export const PRERENDER_ASSET_BASE = '/__physio_remote_base__/';

interface PrerenderOptions {
  appDir: string;
  /** The browser build's name: this build runs after it, whose output.clean would delete the file. */
  appBuildName: string;
  isRemote: boolean;
  stamp: BuildStamp;
}

/**
 * The third build of an app with public pages (README, "Prerendered pages"): src/prerender.tsx for
 * Node, with the same script and image rules as the browser build, as one script, dist/prerender.js.
 * Running it (`npm run prerender`, which `npm run build` ends with) writes dist/prerender.json.
 */
export function prerenderConfig({ appDir, appBuildName, isRemote, stamp }: PrerenderOptions): Configuration {
  return {
    name: `${appBuildName}-prerender`,
    dependencies: [appBuildName],
    mode: 'production',
    target: 'node20',
    context: appDir,
    entry: { prerender: path.join(__dirname, 'prerender-entry.ts') },
    devtool: false,
    // The real __dirname and __filename: the script writes its output beside itself, and knows when it is run.
    node: { __dirname: false, __filename: false },
    output: {
      path: path.join(appDir, 'dist'),
      filename: PRERENDER_SCRIPT,
      publicPath: isRemote ? PRERENDER_ASSET_BASE : '/',
      // As in the browser build, so the HTML names the very files the browser build emitted.
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: false,
      // The web server imports it for the app's server renderer (prerender-entry.ts).
      library: { type: 'commonjs2' },
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      conditionNames: ['@physio/source', 'node', 'import', 'module', 'default'],
      alias: { 'physio-app-prerender$': path.join(appDir, 'src/prerender.tsx') },
    },
    module: {
      rules: [
        scriptRule({ target: 'es2022' }),
        // Named, not emitted: the browser build already wrote them.
        ...imageRules({ emit: false }),
      ],
    },
    plugins: [
      new DefinePlugin({ __BUILD_STAMP__: JSON.stringify(stamp) }),
      // Lazy pages included: one script to run.
      new optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      noSecondUiRuntime(),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
