// A build context holding what the Dockerfiles' SOURCE=prebuilt stages copy: the manifests npm ci needs, the
// web server, and the apps' dist/ as `npx nx run-many -t build` left them. The image tests build every app once
// on the machine and package those same files, instead of building each app again inside its image.
import { cpSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT_FILES = ['package.json', 'package-lock.json', '.npmrc', 'nx.json', 'tsconfig.base.json'];
const WORKSPACES = ['shell', 'mfe-public', 'mfe-professional', 'mfe-participant', 'api', 'e2e', 'tools/web-server'];
const SHARED = ['contracts', 'util', 'ui', 'api-client'];
export const WEB_APPS = ['shell', 'mfe-public', 'mfe-professional', 'mfe-participant'];

const skipNodeModules = (source) => !source.split(path.sep).includes('node_modules');

/** Copies the prebuilt context out of `root` (a checkout whose apps are built) into a new temporary directory. */
export function prebuiltContext(root) {
  const context = mkdtempSync(path.join(tmpdir(), 'physio-context-'));
  const copy = (relative, filter = skipNodeModules) => {
    const from = path.join(root, relative);
    if (!existsSync(from)) throw new Error(`${from} is missing: build the apps first (npx nx run-many -t build).`);
    mkdirSync(path.dirname(path.join(context, relative)), { recursive: true });
    cpSync(from, path.join(context, relative), { recursive: true, filter });
  };
  for (const file of ROOT_FILES) copy(file);
  for (const workspace of WORKSPACES) copy(path.join(workspace, 'package.json'));
  // The shared libraries whole (sources and dist): npm links them as workspaces; the API image runs util's dist.
  for (const library of SHARED) copy(path.join('shared', library));
  copy('tools/web-server');
  copy('api/docker');
  copy('api/dist');
  for (const app of WEB_APPS) copy(path.join(app, 'dist'));
  return context;
}
