import { stampManifest, type BuildStamp } from './build-stamp';

describe('stampManifest', () => {
  const stamp: BuildStamp = { app: 'mfe-public', version: '0.1.0', buildId: 'deploy-7', gitSha: 'abc123' };

  it("adds the build id and git sha to the manifest's buildInfo and keeps what the plugin put there", () => {
    const stats = { id: 'mfe_public', metaData: { buildInfo: { buildVersion: '0.1.0', buildName: 'mfe-public' } } };
    expect(stampManifest(stamp)({ stats }).metaData.buildInfo).toEqual({
      buildVersion: '0.1.0',
      buildName: 'mfe-public',
      buildId: 'deploy-7',
      gitSha: 'abc123',
    });
  });

  it('writes buildInfo when the manifest has none yet', () => {
    const stats: { metaData: { buildInfo?: object } } = { metaData: {} };
    expect(stampManifest(stamp)({ stats }).metaData.buildInfo).toEqual({ buildId: 'deploy-7', gitSha: 'abc123' });
  });
});
