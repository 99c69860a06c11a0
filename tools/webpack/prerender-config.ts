import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { Compilation, DefinePlugin, WebpackError, optimize, sources, type Compiler, type Configuration } from 'webpack';
import { imageRules } from './image-rules';
import { scriptRule } from './script-rule';
import type { BuildStamp } from './build-stamp';
import { noSecondUiRuntime } from './forbidden-packages-plugin';

/**
 * Where a remote's prerendered HTML points for its own files (illustrations): the shell's server,
 * which knows the remote's URL, writes it there. In the browser the same files load from the
 * remote's origin (publicPath 'auto').
 */
export const PRERENDER_ASSET_BASE = '/__physio_remote_base__/';

/** The prerendered HTML of an app, in its dist (served, so the shell's server can fetch a remote's). */
export const PRERENDER_FILE = 'prerender.json';

interface PrerenderOptions {
  appDir: string;
  /** The browser build's name: this build runs after it, whose output.clean would delete the file. */
  appBuildName: string;
  isRemote: boolean;
  stamp: BuildStamp;
}

/**
 * The third build of an app with public pages (README, "Prerendered pages"): src/prerender.tsx for
 * Node, rendered with react-dom's static renderer, with the same script and image rules as the browser build.
 * It is one script, run in memory as it is built: what its `prerender()` returns is the build's only
 * output, prerender.json, beside the browser build's files (wherever --output-path puts them).
 */
export function prerenderConfig({ appDir, appBuildName, isRemote, stamp }: PrerenderOptions): Configuration {
  return {
    name: `${appBuildName}-prerender`,
    dependencies: [appBuildName],
    mode: 'production',
    target: 'node20',
    context: appDir,
    entry: { prerender: './src/prerender.tsx' },
    devtool: false,
    output: {
      path: path.join(appDir, 'dist'),
      filename: BUNDLE,
      library: { type: 'commonjs2' },
      publicPath: isRemote ? PRERENDER_ASSET_BASE : '/',
      // As in the browser build, so the HTML names the very files the browser build emitted.
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: false,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      conditionNames: ['@physio/source', 'node', 'import', 'module', 'default'],
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
      new RunPrerenderPlugin(appDir),
      noSecondUiRuntime(),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

const BUNDLE = 'prerender.js';

/** Runs the built script's prerender() and puts its result in the build's place; a failure fails the build. */
class RunPrerenderPlugin {
  constructor(private readonly appDir: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('RunPrerenderPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'RunPrerenderPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const script = compilation.getAsset(BUNDLE);
          if (!script || compilation.errors.length > 0) return;
          compilation.deleteAsset(BUNDLE);
          try {
            const { prerender } = runCommonJs(
              script.source.source().toString(),
              path.join(this.appDir, BUNDLE),
              this.appDir,
            );
            compilation.emitAsset(
              PRERENDER_FILE,
              new sources.RawSource(JSON.stringify(await (prerender as () => Promise<unknown>)())),
            );
          } catch (error) {
            compilation.errors.push(
              new WebpackError(`Prerendering failed: ${(error as Error).stack ?? String(error)}`),
            );
          }
        },
      );
    });
  }
}

/** Evaluates a CommonJS script held in memory, resolving its require()s from `fromDir`. */
function runCommonJs(code: string, filename: string, fromDir: string): Record<string, unknown> {
  const module = { exports: {} as Record<string, unknown> };
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, {
    filename,
  });
  wrapper(module.exports, createRequire(path.join(fromDir, 'package.json')), module, filename, fromDir);
  return module.exports;
}
