// What is inside a script the browser downloaded: the packages its source map attributes the most source
// to. Turns "the shell sends 195 KB" into "react-dom 56 KB, react-router 53 KB…", which is what a team acts on.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/result-file.mjs';

function packageOf(source) {
  const inModules = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inModules) return inModules[1];
  // Our own code: keep the project and first folder (webpack://shell/./src/app/… → shell src/app).
  return source
    .replace(/^webpack:\/\/\/?/, '')
    .replace(/\/\.\//, '/')
    .split('/')
    .slice(0, 3)
    .join('/');
}

/** Top packages by original source size (a proxy for their share of the minified file), or null without a map. */
export function chunkContents(app, urlPath, top = 3) {
  const mapFile = path.join(ROOT, app, 'dist', `${urlPath.replace(/^\//, '')}.map`);
  if (!existsSync(mapFile)) return null;
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const sizes = new Map();
  map.sources.forEach((source, i) => {
    const name = packageOf(source);
    sizes.set(name, (sizes.get(name) ?? 0) + (map.sourcesContent?.[i]?.length ?? 0));
  });
  const total = [...sizes.values()].reduce((a, b) => a + b, 0) || 1;
  return [...sizes.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, size]) => `${name} ${Math.round((size / total) * 100)}%`);
}
