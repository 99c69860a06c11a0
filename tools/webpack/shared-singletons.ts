import fs from 'node:fs';
import path from 'node:path';

// Shared as singletons, nothing else: one React, one router, one store, one API
// slice and one theme across the shell and every remote.
export const SINGLETON_PACKAGES = [
  'react',
  // react/jsx-runtime: the same React as the one rendering, even for a development build.
  'react/',
  'react-dom',
  // react-dom/client (the renderer) and any other entry point: one copy each.
  'react-dom/',
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
 * resolve.alias for facades that re-export their own package: under its name a facade would import
 * itself (the shared module), so it imports '@physio-facade/<name>', the package's ES build by path.
 */
export function facadeTargetAliases(appDir: string): Record<string, string> {
  const pkg = '@reduxjs/toolkit';
  const manifest = require.resolve(`${pkg}/package.json`, { paths: [appDir] });
  const { exports } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>;
  };
  return { '@physio-facade/reduxjs-toolkit$': path.join(path.dirname(manifest), exports['.'].import.default) };
}

function installedVersion(pkg: string, appDir: string): string {
  const file = require.resolve(`${pkg}/package.json`, { paths: [appDir] });
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

export function sharedSingletons(appDir: string) {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const deps = pkg.dependencies ?? {};
  return Object.fromEntries(
    SINGLETON_PACKAGES.map((name) => {
      const config = { singleton: true, requiredVersion: deps[name.replace(/\/$/, '')] ?? false, strictVersion: false };
      const facade = SHARED_FACADES[name];
      // A facade is a file of ours: it carries the package's version, not the workspace's.
      return [name, facade ? { ...config, import: facade, version: installedVersion(name, appDir) } : config];
    }),
  );
}
