import type { ChannelResource, ListResponse } from './data-api-shapes';
import { CHANNEL_ID_PATTERN, toYoutubeChannel } from './resource-mappers';
import { YOUTUBE_ERROR_MESSAGES, YoutubeError } from './youtube-error';
import type { YoutubeChannel } from './youtube-types';

export type ChannelLister = (query: Record<string, string>) => Promise<ListResponse<ChannelResource>>;

const CHANNEL_PARTS = 'snippet,contentDetails';

/**
 * Resolves what a professional typed as a channel name. Order: handle (sent as '@name'; what people copy today),
 * legacy username (pre-2022 channels), channel id (only when it has the 'UC' + 22 shape). Each step is one quota unit
 * and stops at the first hit. A step YouTube rejects as malformed (400) counts as "no match" so a strange name still
 * reaches the clear "not found" sentence; quota, key and network failures still propagate.
 */
export async function lookUpChannel(name: string, listChannels: ChannelLister): Promise<YoutubeChannel> {
  const typed = name.trim();
  const bare = typed.replace(/^@+/, '');
  if (!bare) throw new YoutubeError('invalid_request', YOUTUBE_ERROR_MESSAGES.emptyChannelName);

  const attempts: Record<string, string>[] = [{ forHandle: `@${bare}` }, { forUsername: bare }];
  if (CHANNEL_ID_PATTERN.test(bare)) attempts.push({ id: bare });

  for (const filter of attempts) {
    const page = await listOrEmpty(listChannels, { part: CHANNEL_PARTS, ...filter });
    const first = page.items?.[0];
    if (first) return toYoutubeChannel(first);
  }
  throw new YoutubeError('not_found', YOUTUBE_ERROR_MESSAGES.channelNotFound(typed));
}

async function listOrEmpty(
  listChannels: ChannelLister,
  query: Record<string, string>,
): Promise<ListResponse<ChannelResource>> {
  try {
    return await listChannels(query);
  } catch (error) {
    if (error instanceof YoutubeError && error.code === 'invalid_request') {
      return { kind: 'youtube#channelListResponse' };
    }
    throw error;
  }
}
