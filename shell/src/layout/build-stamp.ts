// Replaced at build time by webpack's DefinePlugin (tools/webpack/create-web-config.ts).
declare const __BUILD_STAMP__: { app: string; version: string; buildId: string; gitSha: string } | undefined;

export interface BuildLine {
  app: string;
  version: string;
  buildId: string;
  gitSha: string;
}

export const SHELL_BUILD: BuildLine =
  typeof __BUILD_STAMP__ === 'undefined'
    ? { app: 'shell', version: 'dev', buildId: 'local', gitSha: 'unknown' }
    : __BUILD_STAMP__;

interface ManifestBuildInfo {
  buildVersion?: string;
  buildName?: string;
  buildId?: string;
  gitSha?: string;
}

/** A remote's stamp, read from the mf-manifest.json it is served with (fresh: the file is no-cache). */
export async function fetchRemoteBuild(manifestUrl: string): Promise<BuildLine | null> {
  try {
    const response = await fetch(manifestUrl, { cache: 'no-cache' });
    const info = ((await response.json()) as { metaData?: { buildInfo?: ManifestBuildInfo } }).metaData?.buildInfo;
    if (!info) return null;
    return {
      app: info.buildName ?? 'remote',
      version: info.buildVersion ?? '?',
      buildId: info.buildId ?? '?',
      gitSha: info.gitSha ?? '?',
    };
  } catch {
    return null;
  }
}
