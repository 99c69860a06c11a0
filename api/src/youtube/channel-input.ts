import { CHANNEL_ID_PATTERN } from './resource-mappers';

// What people paste as "a channel": a handle, or any of the addresses YouTube has given channels over the years,
// with or without the scheme, `www.` or `m.`, and with a tab (/videos), a query (?si=…) or a fragment after it.

/** Data API `channels.list` filters to try in order; the first one that finds a channel wins. */
export type ChannelFilter = { forHandle: string } | { forUsername: string } | { id: string };

const YOUTUBE_HOST = /^(?:https?:\/\/)?(?:(?:www|m)\.)?youtube\.com(?=[/?#]|$)/i;

/**
 * The lookups a typed channel asks for. `@name` and `youtube.com/@name` are handles; `/channel/UC…` is an id;
 * `/user/name` is a legacy username (then a handle, as many were migrated); `/c/name` is a custom address, which the
 * Data API cannot resolve, so its name is tried as a handle and as a username. A bare word is tried as a handle, a
 * username and, when it has the id's shape, an id. Null when the text names no channel at all.
 */
export function channelFilters(typed: string): ChannelFilter[] | null {
  const text = typed.trim();
  const host = YOUTUBE_HOST.exec(text);
  if (!host) return bareNameFilters(text);

  const [path] = text.slice(host[0].length).split(/[?#]/);
  const [first = '', second = ''] = path.split('/').filter(Boolean).map(safeDecode);
  if (first.startsWith('@') && first.length > 1) return [{ forHandle: first }];
  if (first === 'channel' && CHANNEL_ID_PATTERN.test(second)) return [{ id: second }];
  if (first === 'user' && second) return [{ forUsername: second }, { forHandle: `@${second}` }];
  if (first === 'c' && second) return [{ forHandle: `@${second}` }, { forUsername: second }];
  return null;
}

function bareNameFilters(text: string): ChannelFilter[] | null {
  const bare = text.replace(/^@+/, '');
  // A slash means an address, and not one of YouTube's.
  if (!bare || bare.includes('/')) return null;
  const filters: ChannelFilter[] = [{ forHandle: `@${bare}` }, { forUsername: bare }];
  if (CHANNEL_ID_PATTERN.test(bare)) filters.push({ id: bare });
  return filters;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
