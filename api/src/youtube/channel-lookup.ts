import type { ChannelResource, ListResponse } from './data-api-shapes';
import { channelFilters } from './channel-input';
import { toYoutubeChannel } from './resource-mappers';
import { YOUTUBE_ERROR_MESSAGES, YoutubeError } from './youtube-error';
import type { YoutubeChannel } from './youtube-types';

export type ChannelLister = (query: Record<string, string>) => Promise<ListResponse<ChannelResource>>;

const CHANNEL_PARTS = 'snippet,contentDetails';

/**
 * Resolves what a professional typed or pasted as a channel (a name, a handle or a channel address; see
 * channel-input.ts for the order of lookups each asks for). Each step is one quota unit
 * and stops at the first hit. A step YouTube rejects as malformed (400) counts as "no match" so a strange name still
 * reaches the clear "not found" sentence; quota, key and network failures still propagate.
 */
export async function lookUpChannel(name: string, listChannels: ChannelLister): Promise<YoutubeChannel> {
  const typed = name.trim();
  if (!typed.replace(/^@+/, '')) throw new YoutubeError('invalid_request', YOUTUBE_ERROR_MESSAGES.emptyChannelName);
  const attempts = channelFilters(typed);
  if (!attempts) throw new YoutubeError('invalid_request', YOUTUBE_ERROR_MESSAGES.notAChannelAddress);

  for (const filter of attempts) {
    const page = await listOrEmpty(listChannels, { part: CHANNEL_PARTS, ...(filter as Record<string, string>) });
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
