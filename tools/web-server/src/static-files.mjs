// The build's files as they are on disk, with their br/gzip variants made at build time. A remote's
// build is also served under /<its build id>/, where nothing ever changes: the shell can name one
// version of a remote by that address while another is served beside it (see versioned-builds.mjs).
import fastifyStatic from '@fastify/static';
import { cacheControl, IMMUTABLE } from './cache-rules.mjs';
import { versionedBuilds } from './versioned-builds.mjs';

export async function staticFiles(site, { distDir, app, extraVersionDirs = [], log = console.warn }) {
  await site.register(fastifyStatic, {
    root: distDir,
    preCompressed: true,
    // index.html is the page handler's: it may be rewritten and carries the page's own headers.
    index: false,
    allowedPath: (pathName) => pathName !== '/index.html',
    cacheControl: false,
    setHeaders: (res, filePath) => res.setHeader('cache-control', cacheControl(filePath)),
  });
  if (app === 'shell') return;
  for (const { buildId, dir } of await versionedBuilds([distDir, ...extraVersionDirs], log)) {
    await site.register(fastifyStatic, {
      root: dir,
      prefix: `/${buildId}/`,
      decorateReply: false,
      preCompressed: true,
      index: false,
      allowedPath: (pathName) => pathName !== '/index.html',
      cacheControl: false,
      setHeaders: (res) => res.setHeader('cache-control', IMMUTABLE),
    });
  }
}
