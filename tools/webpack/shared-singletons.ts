import fs from 'node:fs';
import path from 'node:path';

// ARCHITECTURE.md: shared as singletons, nothing else. One React, one router, one store, one API
// slice and one theme across the shell and every remote.
export const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-dom/',
  // What implements the React API (see REACT_ALIASES): one copy, or hooks and context would split.
  'preact',
  'preact/',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'styled-components',
  'react-toastify',
  '@physio/api-client',
  // Its RTK Query slice, a second entry so that it loads with the first call, not the first page.
  '@physio/api-client/',
  '@physio/ui',
] as const;

/** Shared packages provided as a subset of their exports (see shared-facades/). */
export const SHARED_FACADES: Record<string, string> = {
  'react-router-dom': path.join(__dirname, 'shared-facades/react-router-dom.ts'),
  '@reduxjs/toolkit': path.join(__dirname, 'shared-facades/reduxjs-toolkit.ts'),
};

/**
 * The React API the apps are written against runs on preact/compat (README, "Why Preact"): 10 KB
 * instead of React DOM's 58. One table, read by webpack here and by tools/jest/web.preset.js.
 */
export const REACT_ALIASES: Record<string, string> = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../preact-compat-aliases.json'), 'utf8'),
);

/** Shared names whose module is Preact's, so they carry Preact's version and range. */
const PREACT_PROVIDED = new Set(['react', 'react-dom', 'react-dom/', 'preact', 'preact/']);

/** The files `react` and `react-dom` resolve to in the browser builds (see react-on-preact/). */
const REACT_WRAPPERS: Record<string, string> = {
  react: path.join(__dirname, 'react-on-preact/react.mjs'),
  'react-dom': path.join(__dirname, 'react-on-preact/react-dom.mjs'),
};

/** REACT_ALIASES as resolve.alias entries for exact names (`react$`), so each subpath is mapped on purpose. */
export function compatAliases(): Record<string, string> {
  return Object.fromEntries(Object.entries(REACT_ALIASES).map(([name, target]) => [`${name}$`, target]));
}

/** The browser builds' aliases: compatAliases, with `react` and `react-dom` on their federation wrappers. */
export function reactAliases(): Record<string, string> {
  return { ...compatAliases(), react$: REACT_WRAPPERS.react, 'react-dom$': REACT_WRAPPERS['react-dom'] };
}

/** What preact/compat exports: all a `react` or `react-dom` import may name. */
export function reactApi(): string[] {
  // Node 20 loads this ES module synchronously (require(esm)); its names do not depend on the DOM.
  return Object.keys(require('preact/compat') as object);
}


/**
 * resolve.alias for facades that re-export their own package: under its name a facade would import
 * itself (the shared module), so it imports '@physio-facade/<name>', the package's ES build by path.
 */
export function facadeTargetAliases(appDir: string): Record<string, string> {
  const pkg = '@reduxjs/toolkit';
  const manifest = require.resolve(`${pkg}/package.json`, { paths: [appDir] });
  const { exports } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { exports: Record<string, { import: { default: string } }> };
  return { '@physio-facade/reduxjs-toolkit$': path.join(path.dirname(manifest), exports['.'].import.default) };
}

function installedVersion(pkg: string, appDir: string): string {
  const file = require.resolve(`${pkg}/package.json`, { paths: [appDir] });
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

export function sharedSingletons(appDir: string) {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  const deps = pkg.dependencies ?? {};
  return Object.fromEntries(
    SINGLETON_PACKAGES.map((name) => {
      const base = PREACT_PROVIDED.has(name) ? 'preact' : name.replace(/\/$/, '');
      const config = { singleton: true, requiredVersion: deps[base] ?? false, strictVersion: false };
      // Preact's subpath folders have package.json files without a version: give every one Preact's.
      if (PREACT_PROVIDED.has(name)) return [name, { ...config, version: installedVersion('preact', appDir) }];
      const facade = SHARED_FACADES[name];
      // A facade is a file of ours: it carries the package's version, not the workspace's.
      return [name, facade ? { ...config, import: facade, version: installedVersion(name, appDir) } : config];
    }),
  );
}
