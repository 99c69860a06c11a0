import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Compiler } from 'webpack';

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

/** Adds the stamp to mf-manifest.json's metaData.buildInfo once the federation plugin has written it. */
export class BuildStampPlugin {
  constructor(private readonly stamp: BuildStamp) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('BuildStampPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildStampPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset('mf-manifest.json');
          if (!asset) return;
          const manifest = JSON.parse(asset.source.source().toString());
          manifest.metaData.buildInfo = {
            ...manifest.metaData.buildInfo,
            buildId: this.stamp.buildId,
            gitSha: this.stamp.gitSha,
          };
          compilation.updateAsset(
            'mf-manifest.json',
            new compiler.webpack.sources.RawSource(JSON.stringify(manifest, null, 2)),
          );
        },
      );
    });
  }
}
