import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** What identifies one build of one app: shown in "About this build" and carried in mf-manifest.json. */
export interface BuildStamp {
  app: string;
  version: string;
  /** BUILD_ID from the deploy pipeline; 'local' for a developer's build. */
  buildId: string;
  gitSha: string;
}

function gitSha(cwd: string): string {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return process.env.GIT_SHA ?? 'unknown';
  }
}

export function buildStamp(appDir: string): BuildStamp {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  return {
    app: pkg.name,
    version: pkg.version,
    buildId: process.env.BUILD_ID ?? 'local',
    gitSha: process.env.GIT_SHA ?? gitSha(appDir),
  };
}

/**
 * The federation plugin's `manifest.additionalData`: adds the stamp to mf-manifest.json's
 * metaData.buildInfo, where the shell's "About this build" reads a remote's.
 */
export function stampManifest(stamp: BuildStamp) {
  return <T extends { metaData: { buildInfo?: object } }>({ stats }: { stats: T }): T => {
    stats.metaData.buildInfo = { ...stats.metaData.buildInfo, buildId: stamp.buildId, gitSha: stamp.gitSha };
    return stats;
  };
}
