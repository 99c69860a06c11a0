import type { Catalogue } from './catalogue-loader';
import type { ChannelResource, VideoResource } from './data-api-shapes';
import { badRequestError, playlistNotFoundError, unknownPathError } from './data-api-error-bodies';
import {
  decodePageToken,
  encodePageToken,
  isResponse,
  ok,
  pageSize,
  pickParts,
  requestedParts,
  toPlaylistItem,
} from './responder-helpers';
import type { DataApiResponder, DataApiResponse, DataApiTransport } from './youtube-types';

interface CatalogueIndex {
  channels: ChannelResource[];
  videos: Map<string, VideoResource>;
  /** Uploads playlist id -> its videos, newest first (YouTube's order). */
  uploads: Map<string, VideoResource[]>;
  /** Lower-cased legacy username -> channel id. */
  usernames: Map<string, string>;
}

/**
 * Answers channels.list, playlistItems.list and videos.list from a catalogue the way the Data API does: parts,
 * paging, omitted `items` for unknown channels, 404 playlistNotFound for a channel without uploads. Used in-process
 * by the offline demo and over HTTP by the fake server.
 */
export function createDataApiResponder(catalogue: Catalogue): DataApiResponder {
  const index = indexCatalogue(catalogue);
  return (path, query) => {
    const resource = path.replace(/^\/+|\/+$/g, '');
    if (resource === 'channels') return listChannels(index, query);
    if (resource === 'playlistItems') return listPlaylistItems(index, query);
    if (resource === 'videos') return listVideos(index, query);
    return unknownPathError(path);
  };
}

/** Offline transport: structuredClone stands in for the wire, so callers can never mutate the catalogue. */
export function createResponderTransport(responder: DataApiResponder): DataApiTransport {
  return async (resource, query) => structuredClone(responder(`/${resource}`, new URLSearchParams(query)));
}

function listChannels(index: CatalogueIndex, query: URLSearchParams): DataApiResponse {
  const parts = requestedParts(query, ['id', 'snippet', 'contentDetails', 'statistics']);
  if (isResponse(parts)) return parts;
  const filters = ['forHandle', 'forUsername', 'id'].filter((name) => query.has(name));
  if (filters.length !== 1) {
    return noFilter('forHandle, forUsername, id');
  }
  const matches = index.channels.filter(channelMatcher(index, query));
  const items = matches.map((channel) => pickParts(channel, parts));
  // The real API leaves `items` out entirely when nothing matched; clients must cope with that.
  return ok({
    kind: 'youtube#channelListResponse',
    etag: 'demo-channels',
    pageInfo: { totalResults: items.length, resultsPerPage: 5 },
    ...(items.length ? { items } : {}),
  });
}

function channelMatcher(index: CatalogueIndex, query: URLSearchParams): (channel: ChannelResource) => boolean {
  const handle = query.get('forHandle');
  if (handle !== null) {
    const wanted = handle.replace(/^@/, '').toLowerCase();
    return (channel) => (channel.snippet?.customUrl ?? '').replace(/^@/, '').toLowerCase() === wanted;
  }
  const username = query.get('forUsername');
  if (username !== null) {
    const id = index.usernames.get(username.toLowerCase());
    return (channel) => channel.id === id;
  }
  const ids = new Set((query.get('id') ?? '').split(','));
  return (channel) => ids.has(channel.id);
}

function listPlaylistItems(index: CatalogueIndex, query: URLSearchParams): DataApiResponse {
  const parts = requestedParts(query, ['id', 'snippet', 'contentDetails', 'status']);
  if (isResponse(parts)) return parts;
  const playlistId = query.get('playlistId');
  if (!playlistId) return noFilter('playlistId, id');
  const size = pageSize(query);
  if (isResponse(size)) return size;
  const offset = decodePageToken(query.get('pageToken'));
  if (isResponse(offset)) return offset;
  const videos = index.uploads.get(playlistId);
  if (!videos || videos.length === 0) return playlistNotFoundError();

  const items = videos
    .slice(offset, offset + size)
    .map((video, i) => pickParts(toPlaylistItem(video, playlistId, offset + i), parts));
  return ok({
    kind: 'youtube#playlistItemListResponse',
    etag: `demo-${playlistId}-${offset}`,
    ...(offset + size < videos.length ? { nextPageToken: encodePageToken(offset + size) } : {}),
    ...(offset > 0 ? { prevPageToken: encodePageToken(Math.max(0, offset - size)) } : {}),
    pageInfo: { totalResults: videos.length, resultsPerPage: size },
    items,
  });
}

function listVideos(index: CatalogueIndex, query: URLSearchParams): DataApiResponse {
  const parts = requestedParts(query, ['id', 'snippet', 'contentDetails', 'statistics', 'status']);
  if (isResponse(parts)) return parts;
  const ids = (query.get('id') ?? '').split(',').filter(Boolean);
  if (ids.length === 0) return noFilter('id, chart, myRating');
  if (ids.length > 50) return badRequestError('invalidParameter', 'The request specifies more than 50 video ids.');
  const items = ids.flatMap((id) => {
    const video = index.videos.get(id);
    return video ? [pickParts(video, parts)] : [];
  });
  return ok({
    kind: 'youtube#videoListResponse',
    etag: 'demo-videos',
    items,
    pageInfo: { totalResults: items.length, resultsPerPage: items.length },
  });
}

function noFilter(expected: string): DataApiResponse {
  return badRequestError('missingRequiredParameter', `No filter selected. Expected one of: ${expected}`);
}

function indexCatalogue(catalogue: Catalogue): CatalogueIndex {
  const uploads = new Map<string, VideoResource[]>();
  for (const channel of catalogue.channels) {
    const playlistId = channel.contentDetails?.relatedPlaylists?.uploads ?? `UU${channel.id.slice(2)}`;
    const own = catalogue.videos.filter((video) => video.snippet?.channelId === channel.id);
    own.sort((a, b) => (b.snippet?.publishedAt ?? '').localeCompare(a.snippet?.publishedAt ?? ''));
    uploads.set(playlistId, own);
  }
  return {
    channels: catalogue.channels,
    videos: new Map(catalogue.videos.map((video) => [video.id, video])),
    uploads,
    usernames: new Map(Object.entries(catalogue.legacyUsernames).map(([name, id]) => [name.toLowerCase(), id])),
  };
}
