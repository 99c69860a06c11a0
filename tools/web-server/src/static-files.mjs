// The build's files as they are on disk, with their br/gzip variants made at build time.
import fastifyStatic from '@fastify/static';
import { cacheControl } from './cache-rules.mjs';

export async function staticFiles(site, { distDir }) {
  await site.register(fastifyStatic, {
    root: distDir,
    preCompressed: true,
    // index.html is the page handler's: it may be rewritten and carries the page's own headers.
    index: false,
    allowedPath: (pathName) => pathName !== '/index.html',
    cacheControl: false,
    setHeaders: (res, filePath) => res.setHeader('cache-control', cacheControl(filePath)),
  });
}
