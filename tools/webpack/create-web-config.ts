// One webpack configuration for the shell and the three remotes. Each app's webpack.config.ts
// only says who it is; what is shared, how TypeScript is compiled and how files are named lives here.
import fs from 'node:fs';
import path from 'node:path';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { DefinePlugin, type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { imageRules } from './image-rules';
import { scriptRule } from './script-rule';
import { buildStamp, stampManifest } from './build-stamp';
import {
  FEDERATION_RUNTIME_MODULE,
  FEDERATION_RUNTIME_SCRIPT,
  federationRuntimeConfig,
} from './federation-runtime-config';
import { FacadeExportsPlugin } from './facade-exports-plugin';
import { SHARED_FACADES, facadeTargetAliases, sharedSingletons } from './shared-singletons';
import { noSecondUiRuntime } from './forbidden-packages-plugin';
import { prerenderConfig } from './prerender-config';
import { StartupPreloadPlugin } from './startup-preload-plugin';
import { precompressPlugins } from './precompress';

const REMOTE_RETRY_PLUGIN = path.join(__dirname, 'remote-retry-plugin.ts');

export interface WebAppOptions {
  /** Module federation name: 'shell' for the host, 'mfe_public' and so on for remotes. */
  federationName: string;
  /** The app's folder (its webpack.config.ts's __dirname). */
  appDir: string;
  /** Port of `npm run serve` (dev server). */
  port: number;
  /** Page title used by the standalone index.html. */
  title: string;
  /** Remotes expose exactly './Module'; the host exposes nothing. */
  exposesModule?: boolean;
  /** The app has src/prerender.tsx: production builds also emit dist/prerender.js (prerender-config.ts), which `npm run prerender` runs. */
  prerender?: boolean;
}

type WebConfig = Configuration & { devServer?: DevServerConfiguration };

/**
 * A production remote is two builds: the app, whose scripts leave the federation runtime core to
 * the page (the shell's copy when composed), and js/federation-runtime.js, which supplies it when
 * the remote runs alone. An app with public pages adds a third, its prerender script. Development is one build.
 */
export function createWebConfig(options: WebAppOptions, argv: { mode?: string } = {}): WebConfig | WebConfig[] {
  const production = argv.mode !== 'development';
  const externalRuntime = production && Boolean(options.exposesModule);
  const app = appConfig(options, production, externalRuntime);
  const builds: WebConfig[] = [app];
  if (externalRuntime) builds.push(federationRuntimeConfig(options.appDir, options.federationName));
  if (production && options.prerender) {
    builds.push(
      prerenderConfig({
        appDir: options.appDir,
        appBuildName: options.federationName,
        isRemote: Boolean(options.exposesModule),
        stamp: buildStamp(options.appDir),
      }),
    );
  }
  return builds.length === 1 ? app : builds;
}

function appConfig(options: WebAppOptions, production: boolean, externalRuntime: boolean): WebConfig {
  const isRemote = Boolean(options.exposesModule);
  const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
  const stamp = buildStamp(options.appDir);
  return {
    name: options.federationName,
    mode: production ? 'production' : 'development',
    context: options.appDir,
    entry: { main: production ? './src/main.ts' : [devServerClient(options.port), './src/main.ts'] },
    // No eval in development either: a remote's dev server must run under the production shell's
    // Content-Security-Policy, which does not allow it.
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: path.join(options.appDir, 'dist'),
      // Remotes load their chunks from wherever their remoteEntry.js came from.
      publicPath: isRemote ? 'auto' : '/',
      // Entry files keep stable names (served no-cache, like remoteEntry.js): the federation runtime
      // cannot resolve hashes in output.filename. Every other chunk is content-hashed and immutable.
      filename: 'js/[name].js',
      chunkFilename: 'js/[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: options.federationName,
      // A remote's chunks load from another origin than the page's: in CORS mode, as the shell loads
      // its entry (shell/src/remotes/cors-scripts-plugin.ts).
      crossOriginLoading: 'anonymous',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      // Workspace libraries are consumed as TypeScript source (see shared/*/package.json "exports").
      conditionNames: ['@physio/source', '...'],
      alias: facadeTargetAliases(options.appDir),
    },
    module: {
      rules: [scriptRule({ development: !production }), ...imageRules()],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: options.federationName,
        ...(isRemote
          ? { filename: 'remoteEntry.js', exposes: { './Module': './src/remote-module.tsx' } }
          : { remotes: {} }),
        shared: sharedSingletons(options.appDir),
        shareStrategy: 'loaded-first',
        // The build stamp rides in the manifest, where the shell reads a remote's.
        manifest: { additionalData: stampManifest(stamp) },
        dts: false,
        // The host hands its runtime core to remotes built without one (see createWebConfig), and
        // retries a remote's manifest before the shell shows its fallback panel.
        ...(isRemote ? {} : { runtimePlugins: [FEDERATION_RUNTIME_MODULE, REMOTE_RETRY_PLUGIN] }),
        experiments: {
          externalRuntime,
          // Browser only: leaves out the runtime's Node.js loading paths.
          optimization: { target: 'web' },
        },
      }),
      // One page template for every app; only an app with public/favicon.svg links an icon.
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'index.html'),
        title: options.title,
        templateParameters: {
          linkFavicon: fs.existsSync(path.join(options.appDir, 'public/favicon.svg')),
          federationRuntimeScript: externalRuntime ? `/${FEDERATION_RUNTIME_SCRIPT}` : null,
        },
        // A remote's page is its standalone app: main.js only (remoteEntry.js is for the shell),
        // from the server's root so deep links such as /exercises/3 find it.
        chunks: ['main'],
        publicPath: '/',
        scriptLoading: 'defer',
        minify: production,
      }),
      new StartupPreloadPlugin(),
      new FacadeExportsPlugin(SHARED_FACADES),
      noSecondUiRuntime(),
      // public/ (the favicon) as it is, at the output root; the web server writes robots.txt.
      new CopyPlugin({ patterns: [{ from: path.join(options.appDir, 'public'), noErrorOnMissing: true }] }),
      // The app's own stamp, for the shell's "About this build" line.
      new DefinePlugin({ __BUILD_STAMP__: JSON.stringify(stamp) }),
      ...(production ? precompressPlugins() : []),
    ],
    // Development too: with named ids a shared facade's provide and fallback chunks got one file name.
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic' },
    performance: { hints: false },
    stats: production ? 'errors-warnings' : 'minimal',
    devServer: {
      port: options.port,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: { directory: path.join(options.appDir, 'public'), watch: false },
      proxy: [{ context: ['/api'], target: apiTarget, changeOrigin: false }],
      // The shell's remotes.json, as tools/web-server serves it (the remotes' dev servers).
      ...(isRemote ? {} : { setupMiddlewares: serveRemotesJson }),
      // Its client goes into the app's own page only (devServerClient), not into remoteEntry.js: a
      // remote's dev server also serves the production shell, whose CSP admits no WebSocket to it.
      client: false,
    },
  };
}

/** webpack-dev-server's live-reload client, as it would inject it, for the app's own entry. */
function devServerClient(port: number): string {
  const query = new URLSearchParams({
    protocol: 'ws:',
    // The page's own host: the dev server answers on localhost and 127.0.0.1 alike.
    hostname: '0.0.0.0',
    port: String(port),
    pathname: '/ws',
    logging: 'info',
    overlay: JSON.stringify({ errors: true, warnings: false }),
    reconnect: '10',
    hot: 'false',
    'live-reload': 'true',
  });
  return `${require.resolve('webpack-dev-server/client/index.js')}?${query}`;
}

/** GET /remotes.json on the shell's dev server: the same REMOTE_*_URL / port defaults as production. */
const serveRemotesJson: NonNullable<DevServerConfiguration['setupMiddlewares']> = (middlewares, devServer) => {
  // An ES module; Node 20 loads it synchronously.
  const { remotesJson } = require('../web-server/src/apps.mjs') as { remotesJson: () => Record<string, unknown> };
  devServer.app?.get('/remotes.json', (_req, res) => {
    res.setHeader('cache-control', 'no-cache');
    res.json(remotesJson());
  });
  return middlewares;
};
