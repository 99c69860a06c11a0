import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PARTICIPANT_PATHS, PROFESSIONAL_PATHS, PUBLIC_PATHS } from './support/site-routes';

// The route tables live in the apps' source, which this suite may not import (module boundaries, and
// they are React elements); reading them as text keeps the list of pages to check in step with them.

const root = path.resolve(__dirname, '../..');
const source = (file: string) => readFileSync(path.join(root, file), 'utf8');
const captures = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1]);

/** An app's route as a pattern for the concrete paths that open it. */
const opens = (route: string) => new RegExp(`^${route.replace(/:\w+/g, '[^/]+')}$`);

function appRoutes(): Record<string, string[]> {
  const absolute = (route: string) => `/${route}`;
  const notCatchAll = (route: string) => route !== '*';
  return {
    // The shell's own pages (SHELL_PAGES: { path: '/sign-in', … }); its catch-all hands every other URL to a remote.
    shell: captures(source('shell/src/app/app-routes.tsx'), /path: '([^']+)'/g),
    'mfe-public': [
      '/',
      ...captures(source('mfe-public/src/public-routes.tsx'), /path: '([^']+)'/g)
        .filter(notCatchAll)
        .map(absolute),
    ],
    'mfe-professional': captures(source('mfe-professional/src/remote-module.tsx'), /path="([^"]+)"/g)
      .filter(notCatchAll)
      .map(absolute),
    'mfe-participant': captures(source('mfe-participant/src/remote-module.tsx'), /path="([^"]+)"/g)
      .filter(notCatchAll)
      .map(absolute),
  };
}

describe('the list of pages the site-wide suites visit', () => {
  const listed = [...PUBLIC_PATHS, ...PROFESSIONAL_PATHS, ...PARTICIPANT_PATHS];

  it.each(Object.entries(appRoutes()))('covers every route of %s', (_app, routes) => {
    expect(routes.length).toBeGreaterThan(0);
    const missing = routes.filter((route) => !listed.some((page) => opens(route).test(page)));
    expect(missing).toEqual([]);
  });

  it('lists no page that no app routes (a miss is the one exception)', () => {
    const routes = Object.values(appRoutes()).flat();
    const unknown = listed.filter((page) => !routes.some((route) => opens(route).test(page)));
    expect(unknown).toEqual(['/no-such-page']);
  });
});
