import { mountFor } from './remote-routes';

describe('which remote owns a URL', () => {
  it.each([
    ['/', 'mfe_public'],
    ['/exercises', 'mfe_public'],
    ['/pricing', 'mfe_public'],
    ['/dashboard/professional', 'mfe_professional'],
    ['/dashboard/professional/content/videos/12', 'mfe_professional'],
    ['/professional/content/exercises', 'mfe_professional'],
    ['/dashboard/user', 'mfe_participant'],
    ['/dashboard/professionalism', 'mfe_public'],
    ['/dashboard', 'mfe_public'],
  ])('%s -> %s', (path, remote) => expect(mountFor(path).remote).toBe(remote));

  it('marks the studio and the participant dashboard with their audience', () => {
    expect(mountFor('/dashboard/professional').audience).toBe('professional');
    expect(mountFor('/dashboard/user').audience).toBe('participant');
    expect(mountFor('/').audience).toBeUndefined();
  });
});
