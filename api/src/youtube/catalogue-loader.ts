import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChannelResource, ListResponse, VideoResource } from './data-api-shapes';

/** The offline demo catalogue: Data API resources plus what the Data API cannot give an API key (captions). */
export interface Catalogue {
  channels: ChannelResource[];
  videos: VideoResource[];
  /** Legacy username (forUsername) -> channel id; YouTube does not expose usernames in the channel resource. */
  legacyUsernames: Record<string, string>;
  /** videoId -> WebVTT text. */
  captions: Record<string, string>;
}

/** `swc --copy-files` copies this folder to dist/, so the same relative path works in tests and in production. */
export const DEFAULT_CATALOGUE_DIR = join(__dirname, 'catalogue');

const cache = new Map<string, Catalogue>();

/** Read once per folder and kept (it is small), and the offline client is created at start-up. */
export function loadCatalogue(dir: string = DEFAULT_CATALOGUE_DIR): Catalogue {
  const cached = cache.get(dir);
  if (cached) return cached;
  if (!existsSync(join(dir, 'videos.json'))) {
    throw new Error(`Offline YouTube demo catalogue not found in ${dir} (set YOUTUBE_API_KEY or restore the folder).`);
  }
  const catalogue: Catalogue = {
    channels: readJson<ListResponse<ChannelResource>>(dir, 'channels.json').items ?? [],
    videos: readJson<ListResponse<VideoResource>>(dir, 'videos.json').items ?? [],
    legacyUsernames: readJson<Record<string, string>>(dir, 'legacy-usernames.json'),
    captions: readCaptions(join(dir, 'captions')),
  };
  cache.set(dir, catalogue);
  return catalogue;
}

/** A new catalogue with more channels and videos (the fake server adds a generated 120-video channel). */
export function extendCatalogue(base: Catalogue, extra: Pick<Catalogue, 'channels' | 'videos'>): Catalogue {
  return { ...base, channels: [...base.channels, ...extra.channels], videos: [...base.videos, ...extra.videos] };
}

function readJson<T>(dir: string, file: string): T {
  return JSON.parse(readFileSync(join(dir, file), 'utf8')) as T;
}

function readCaptions(dir: string): Record<string, string> {
  if (!existsSync(dir)) return {};
  const captions: Record<string, string> = {};
  for (const file of readdirSync(dir)) {
    if (file.endsWith('.vtt')) captions[file.slice(0, -'.vtt'.length)] = readFileSync(join(dir, file), 'utf8');
  }
  return captions;
}
