import { channelFilters } from './channel-input';

const ID = 'UC7kPq2vTnR4hXs9LmD3wYcQ';

describe('channelFilters: a channel as people type or paste it', () => {
  it.each([
    'youtube.com/@physiodemo',
    'www.youtube.com/@physiodemo',
    'https://www.youtube.com/@physiodemo',
    'http://m.youtube.com/@physiodemo/videos',
    'https://youtube.com/@physiodemo?si=abc123',
    'https://www.youtube.com/@physiodemo/#about',
    '  https://www.youtube.com/@physiodemo/  ',
  ])('%p is the handle @physiodemo', (typed) => {
    expect(channelFilters(typed)).toEqual([{ forHandle: '@physiodemo' }]);
  });

  it('decodes a handle pasted with escaped characters', () => {
    expect(channelFilters('https://www.youtube.com/@%C3%A9quipe-kin%C3%A9')).toEqual([{ forHandle: '@équipe-kiné' }]);
  });

  it.each([`youtube.com/channel/${ID}`, `https://www.youtube.com/channel/${ID}/videos?view=0`])(
    '%p is a channel id',
    (typed) => {
      expect(channelFilters(typed)).toEqual([{ id: ID }]);
    },
  );

  it('a /user/ address is a legacy username first, then a handle', () => {
    expect(channelFilters('https://www.youtube.com/user/SamRehabVideos')).toEqual([
      { forUsername: 'SamRehabVideos' },
      { forHandle: '@SamRehabVideos' },
    ]);
  });

  it('a /c/ address (which the Data API cannot resolve) is tried as a handle, then a username', () => {
    expect(channelFilters('youtube.com/c/PhysioDemo')).toEqual([
      { forHandle: '@PhysioDemo' },
      { forUsername: 'PhysioDemo' },
    ]);
  });

  it('a bare name is a handle, then a username, then an id when it has the shape of one', () => {
    expect(channelFilters('physiodemo')).toEqual([{ forHandle: '@physiodemo' }, { forUsername: 'physiodemo' }]);
    expect(channelFilters(ID)).toEqual([{ forHandle: `@${ID}` }, { forUsername: ID }, { id: ID }]);
  });

  it.each([
    'https://example.com/@physiodemo',
    'youtube.com',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'youtube.com/channel/not-an-id',
    'youtube.com/@',
    'youtube.com.evil.test/@physiodemo',
    'some/path',
  ])('%p names no channel', (typed) => {
    expect(channelFilters(typed)).toBeNull();
  });
});
