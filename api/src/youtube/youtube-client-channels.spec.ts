import { BULK_CHANNEL_ID, bulkVideoId } from './testing/bulk-channel';
import { startFakeYoutubeServer, type FakeYoutubeServer } from './testing/fake-youtube-server';
import { liveClientFor, requestsTo } from './testing/test-client';

const channelFilters = (server: FakeYoutubeServer) =>
  requestsTo(server, 'channels').map((q) => {
    const [name, value] = [...q.entries()].find(([key]) => ['forHandle', 'forUsername', 'id'].includes(key)) ?? [];
    return `${name}=${value}`;
  });

describe('YoutubeClient channels (live mode against the fake Data API)', () => {
  let server: FakeYoutubeServer;
  beforeAll(async () => {
    server = await startFakeYoutubeServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
  });

  it.each(['@physiodemo', 'physiodemo', '  PhysioDemo '])('finds %p by handle, sent with @', async (name) => {
    const channel = await liveClientFor(server).findChannel(name);
    expect(channel).toEqual({
      id: 'UC7kPq2vTnR4hXs9LmD3wYcQ',
      title: 'Physio Demo Clinic',
      handle: '@physiodemo',
      uploadsPlaylistId: 'UU7kPq2vTnR4hXs9LmD3wYcQ',
    });
    expect(channelFilters(server)).toEqual([`forHandle=@${name.trim().replace(/^@/, '')}`]);
    expect(requestsTo(server, 'channels')[0]?.get('part')).toBe('snippet,contentDetails');
  });

  it('falls back to the legacy username', async () => {
    const channel = await liveClientFor(server).findChannel('SamRehabVideos');
    expect(channel.handle).toBe('@rehabwithsam');
    expect(channelFilters(server)).toEqual(['forHandle=@SamRehabVideos', 'forUsername=SamRehabVideos']);
  });

  it('falls back to the channel id when the name has the UC + 22 shape', async () => {
    const channel = await liveClientFor(server).findChannel('UCm9BtxF2aLq7YwE4sRk8uHg');
    expect(channel.title).toBe('Back to Motion Physiotherapy');
    expect(channelFilters(server)).toEqual([
      'forHandle=@UCm9BtxF2aLq7YwE4sRk8uHg',
      'forUsername=UCm9BtxF2aLq7YwE4sRk8uHg',
      'id=UCm9BtxF2aLq7YwE4sRk8uHg',
    ]);
  });

  it('says plainly when no channel matches', async () => {
    await expect(liveClientFor(server).findChannel('@nobody-here')).rejects.toMatchObject({
      code: 'not_found',
      httpStatus: 404,
      message: 'No YouTube channel called "@nobody-here" was found.',
    });
    expect(channelFilters(server)).toEqual(['forHandle=@nobody-here', 'forUsername=nobody-here']);
  });

  it.each([
    ['https://www.youtube.com/@physiodemo/videos', ['forHandle=@physiodemo']],
    ['youtube.com/channel/UC7kPq2vTnR4hXs9LmD3wYcQ', ['id=UC7kPq2vTnR4hXs9LmD3wYcQ']],
    ['https://youtube.com/user/SamRehabVideos', ['forUsername=SamRehabVideos']],
  ])('finds a pasted channel address %p with the lookup it names', async (address, lookups) => {
    const channel = await liveClientFor(server).findChannel(address);
    expect(channel.id).toMatch(/^UC/);
    expect(channelFilters(server)).toEqual(lookups);
  });

  it('refuses an address that is not a channel without calling YouTube', async () => {
    await expect(liveClientFor(server).findChannel('https://www.youtube.com/watch?v=abc')).rejects.toMatchObject({
      code: 'invalid_request',
      httpStatus: 400,
      message: expect.stringContaining('That address is not a YouTube channel'),
    });
    expect(server.requests).toHaveLength(0);
  });

  it('refuses an empty name without calling YouTube', async () => {
    await expect(liveClientFor(server).findChannel(' @ ')).rejects.toMatchObject({ code: 'invalid_request' });
    expect(server.requests).toHaveLength(0);
  });

  it('pages the uploads playlist 50 at a time and never uses search.list', async () => {
    const { channel, videos } = await liveClientFor(server).getChannelUploads('bigrehablibrary');
    expect(channel.id).toBe(BULK_CHANNEL_ID);
    expect(videos).toHaveLength(120);
    expect(videos[0]?.videoId).toBe(bulkVideoId(0)); // newest first
    const pages = requestsTo(server, 'playlistItems');
    expect(pages.map((q) => q.get('pageToken'))).toEqual([null, expect.any(String), expect.any(String)]);
    expect(pages.every((q) => q.get('maxResults') === '50' && q.get('part') === 'contentDetails')).toBe(true);
    expect(pages.every((q) => q.get('playlistId') === channel.uploadsPlaylistId)).toBe(true);
    expect(requestsTo(server, 'videos')).toHaveLength(3);
    expect(server.requests.some((url) => url.includes('/search'))).toBe(false);
  });

  it('stops paging at the limit', async () => {
    const { videos } = await liveClientFor(server).getChannelUploads('@bigrehablibrary', 60);
    expect(videos.map((v) => v.videoId)).toEqual(Array.from({ length: 60 }, (_, i) => bulkVideoId(i)));
    expect(requestsTo(server, 'playlistItems')).toHaveLength(2);
    expect(requestsTo(server, 'videos').map((q) => (q.get('id') ?? '').split(',').length)).toEqual([50, 10]);
  });

  it('never returns more than maxChannelVideos', async () => {
    const client = liveClientFor(server, { maxChannelVideos: 70 });
    await expect(client.getChannelUploads('@bigrehablibrary', 1_000)).resolves.toMatchObject({
      videos: expect.objectContaining({ length: 70 }),
    });
    expect((await client.getChannelUploads('@bigrehablibrary', 0)).videos).toHaveLength(1);
  });

  it('skips private uploads', async () => {
    const { videos } = await liveClientFor(server).getChannelUploads('@physiodemo');
    expect(videos.map((v) => v.videoId)).toEqual([
      'mM5wRf0pZyK',
      'cS1vDb7gLoU',
      'hP4cTm9sVzA',
      'Lb7xQe2RkPw',
      'nK2dYw8fJqE',
      'kR6uBn3xHtM',
    ]);
  });

  it('treats a channel without uploads (404 playlistNotFound) as an empty list', async () => {
    const { channel, videos } = await liveClientFor(server).getChannelUploads('@quietphysio');
    expect(channel.handle).toBe('@quietphysio');
    expect(videos).toEqual([]);
    expect(requestsTo(server, 'videos')).toHaveLength(0);
  });
});
