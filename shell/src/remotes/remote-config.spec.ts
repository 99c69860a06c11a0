import { parseRemotesConfig } from './remote-config';

describe('remotes.json', () => {
  it('keeps the known remotes with a URL', () => {
    expect(
      parseRemotesConfig({ mfe_public: 'http://a/mf-manifest.json', mfe_professional: '', mfe_unknown: 'http://x', mfe_participant: 3 }),
    ).toEqual({ mfe_public: 'http://a/mf-manifest.json' });
  });

  it('treats anything else as no remotes rather than failing', () => {
    expect(parseRemotesConfig(null)).toEqual({});
    expect(parseRemotesConfig('nonsense')).toEqual({});
  });
});
