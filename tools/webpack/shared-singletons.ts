import fs from 'node:fs';
import path from 'node:path';

// ARCHITECTURE.md: shared as singletons, nothing else. One React, one router, one store, one API
// slice and one theme across the shell and every remote.
export const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  'styled-components',
  'react-toastify',
  '@physio/api-client',
  '@physio/ui',
] as const;

export function sharedSingletons(appDir: string) {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  const deps = pkg.dependencies ?? {};
  return Object.fromEntries(
    SINGLETON_PACKAGES.map((name) => {
      const base = name.replace(/\/$/, '');
      return [name, { singleton: true, requiredVersion: deps[base] ?? false, strictVersion: false }];
    }),
  );
}
