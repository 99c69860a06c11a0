import { loadCatalogue } from './catalogue-loader';
import { createYoutubeClient } from './create-youtube-client';
import { tryParseIsoDuration } from '@physio/util';
import { CHANNEL_ID_PATTERN, VIDEO_ID_PATTERN } from './resource-mappers';
import { OFFLINE_DEMO_NOTICE } from './youtube-client';

describe('offline demo mode (no API key)', () => {
  const neverFetch: typeof fetch = () => Promise.reject(new Error('offline mode must not touch the network'));
  const offline = () => createYoutubeClient({ apiKey: '  ', fetchImpl: neverFetch });

  it('says plainly that it is the demo catalogue', () => {
    const client = offline();
    expect(client.mode).toBe('offline-demo');
    expect(client.notice).toBe(OFFLINE_DEMO_NOTICE);
    expect(OFFLINE_DEMO_NOTICE).toBe('Offline demo catalogue in use: set YOUTUBE_API_KEY to use YouTube.');
  });

  it('resolves catalogue channels by handle, legacy username and id', async () => {
    const client = offline();
    await expect(client.findChannel('rehabwithsam')).resolves.toMatchObject({ title: 'Rehab with Sam' });
    await expect(client.findChannel('SamRehabVideos')).resolves.toMatchObject({ handle: '@rehabwithsam' });
    await expect(client.findChannel('UCd5Jx0nWcP3vGh8TqLr2yBe')).resolves.toMatchObject({ handle: '@deskphysio' });
    await expect(client.findChannel('@bigrehablibrary')).rejects.toMatchObject({ code: 'not_found' });
  });

  it("lists a channel's uploads newest first with chapters in the descriptions", async () => {
    const { channel, videos } = await offline().getChannelUploads('@backtomotion');
    expect(channel.uploadsPlaylistId).toBe('UUm9BtxF2aLq7YwE4sRk8uHg');
    expect(videos).toHaveLength(5);
    const dates = videos.map((v) => v.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(videos.find((v) => v.videoId === 'bS5eNh9kWtA')?.description).toMatch(/^0:00 Safety set-up$/m);
  });

  it('serves WebVTT captions where the catalogue has them, null elsewhere', async () => {
    const client = offline();
    const vtt = await client.getCaptions('cS1vDb7gLoU');
    expect(vtt).toMatch(/^WEBVTT/);
    // Cues wrap at 42 characters, so compare with line breaks folded.
    expect(vtt?.replace(/\s+/g, ' ').toLowerCase()).toContain('keep your ribs down');
    await expect(client.getCaptions('gB6mFx1kDsR')).resolves.toBeNull();
  });

  it('answers getVideo errors exactly like live mode', async () => {
    const client = offline();
    await expect(client.getVideo('pV9qXs4eNcI')).rejects.toMatchObject({ code: 'private' });
    // Not "does not exist": the offline catalogue is the cause, and the sentence says how to switch to YouTube.
    await expect(client.getVideo('AAAAAAAAAAA')).rejects.toMatchObject({
      code: 'not_found',
      message: expect.stringMatching(/offline demo catalogue.*YOUTUBE_API_KEY/),
    });
  });

  it('hands out copies, so callers cannot change the catalogue', async () => {
    const client = offline();
    const first = await client.getVideo('tN0kCh5uJrY');
    first.tags.push('mutated');
    expect((await client.getVideo('tN0kCh5uJrY')).tags).not.toContain('mutated');
  });
});

describe('the shipped catalogue', () => {
  const catalogue = loadCatalogue();

  it('is well formed: ids, durations, thumbnails, owners', () => {
    const channelIds = new Set(catalogue.channels.map((c) => c.id));
    expect(catalogue.channels).toHaveLength(4);
    catalogue.channels.forEach((c) => expect(c.id).toMatch(CHANNEL_ID_PATTERN));
    expect(catalogue.videos.length).toBeGreaterThanOrEqual(20);
    for (const video of catalogue.videos) {
      expect(video.id).toMatch(VIDEO_ID_PATTERN);
      expect(tryParseIsoDuration(video.contentDetails?.duration)).toBeGreaterThan(0);
      expect(video.snippet?.thumbnails?.medium?.url).toBe(`https://i.ytimg.com/vi/${video.id}/mqdefault.jpg`);
      expect(channelIds.has(video.snippet?.channelId ?? '')).toBe(true);
    }
  });

  it('has captions only for catalogue videos, and captions for every video without chapters', () => {
    const ids = new Set(catalogue.videos.map((v) => v.id));
    Object.keys(catalogue.captions).forEach((id) => expect(ids.has(id)).toBe(true));
    const withoutChapters = catalogue.videos.filter(
      (v) => v.status?.privacyStatus !== 'private' && !/^0:00 /m.test(v.snippet?.description ?? ''),
    );
    expect(withoutChapters.length).toBeGreaterThanOrEqual(3);
    withoutChapters.forEach((v) => expect(catalogue.captions[v.id]).toMatch(/^WEBVTT/));
  });
});
