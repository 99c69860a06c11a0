import type { ChannelResource, VideoResource } from '../data-api-shapes';

/** A deterministic channel with more uploads than one page (50), for paging and limit tests. */
export const BULK_CHANNEL_HANDLE = '@bigrehablibrary';
export const BULK_CHANNEL_ID = 'UCbigRehabLibraryDemo000';
/** A channel that never uploaded: YouTube answers its uploads playlist with 404 playlistNotFound. */
export const EMPTY_CHANNEL_HANDLE = '@quietphysio';
export const EMPTY_CHANNEL_ID = 'UCquietPhysioNoUploads00';

const EXERCISES = [
  'Glute bridge',
  'Clamshell',
  'Bird dog',
  'Cat-cow',
  'Chin tuck',
  'Wall slide',
  'Dead bug',
  'Side plank',
];

/** Ids 'brl0000demo' .. : 11 characters like real ids, and obviously generated. */
export function bulkVideoId(index: number): string {
  return `brl${String(index).padStart(4, '0')}demo`;
}

export function generateBulkChannel(videoCount = 120): { channels: ChannelResource[]; videos: VideoResource[] } {
  const channels: ChannelResource[] = [
    channel(BULK_CHANNEL_ID, 'Big Rehab Library (generated)', BULK_CHANNEL_HANDLE, videoCount),
    channel(EMPTY_CHANNEL_ID, 'Quiet Physio (generated, no uploads)', EMPTY_CHANNEL_HANDLE, 0),
  ];
  const newest = Date.UTC(2024, 5, 1, 15, 0, 0);
  const videos = Array.from({ length: videoCount }, (_, i): VideoResource => {
    const exercise = EXERCISES[i % EXERCISES.length] ?? 'Exercise';
    return {
      kind: 'youtube#video',
      id: bulkVideoId(i),
      snippet: {
        // One upload a day, index 0 newest, so the uploads playlist order equals index order.
        publishedAt: new Date(newest - i * 86_400_000).toISOString().replace('.000Z', 'Z'),
        channelId: BULK_CHANNEL_ID,
        title: `Rehab exercise ${i + 1}: ${exercise}`,
        description: `Generated demo video ${i + 1}.\n\n0:00 Intro\n0:20 ${exercise}\n2:40 Cool down`,
        thumbnails: {
          medium: { url: `https://i.ytimg.com/vi/${bulkVideoId(i)}/mqdefault.jpg`, width: 320, height: 180 },
        },
        channelTitle: 'Big Rehab Library (generated)',
        tags: ['physiotherapy', exercise.toLowerCase()],
      },
      contentDetails: { duration: `PT${3 + (i % 10)}M${i % 60}S` },
      statistics: { viewCount: String(1000 + i * 37) },
      status: { privacyStatus: 'public', embeddable: true },
    };
  });
  return { channels, videos };
}

function channel(id: string, title: string, handle: string, videoCount: number): ChannelResource {
  return {
    kind: 'youtube#channel',
    id,
    snippet: { title, description: 'Generated for tests.', customUrl: handle, publishedAt: '2020-01-01T00:00:00Z' },
    contentDetails: { relatedPlaylists: { likes: '', uploads: `UU${id.slice(2)}` } },
    statistics: { viewCount: '0', subscriberCount: '0', videoCount: String(videoCount) },
  };
}
