// Which build id each of a remote's build folders carries: the stamp the build wrote into its
// mf-manifest.json (metaData.buildInfo.buildId, tools/webpack/build-stamp.ts). That id is the folder's
// address, /<build id>/mf-manifest.json, so a release names a version by what it is, not by where it runs.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** A build id that is safe as one path segment (BUILD_ID values such as 2026-11-21.3 or a git sha). */
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export async function buildIdOf(dir) {
  try {
    const manifest = JSON.parse(await readFile(path.join(dir, 'mf-manifest.json'), 'utf8'));
    const buildId = manifest?.metaData?.buildInfo?.buildId;
    return typeof buildId === 'string' && SEGMENT.test(buildId) ? buildId : null;
  } catch {
    return null;
  }
}

/**
 * `[{ buildId, dir }]` for the folders given, first one wins a build id. A folder without a usable stamp is left out
 * with a warning (the first is still served at the root); an extra folder that is not a build stops the server.
 */
export async function versionedBuilds(dirs, log = console.warn) {
  const builds = [];
  for (const [index, dir] of dirs.entries()) {
    const buildId = await buildIdOf(dir);
    if (!buildId) {
      if (index > 0) throw new Error(`EXTRA_VERSION_DIRS: ${dir} holds no mf-manifest.json with a build id.`);
      log(`${dir} carries no build id in its mf-manifest.json: it is served at / only.`);
      continue;
    }
    if (builds.some((build) => build.buildId === buildId)) {
      log(`${dir} is build ${buildId} again: only the first folder with that id is served.`);
      continue;
    }
    builds.push({ buildId, dir });
  }
  return builds;
}
