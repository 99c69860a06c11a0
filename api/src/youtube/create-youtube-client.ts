import { YoutubeClient } from './youtube-client';
import { DEFAULT_YOUTUBE_API_BASE_URL, type YoutubeClientOptions } from './youtube-types';

/** Fills the defaults; no apiKey (or a blank one) gives the offline demo client. */
export function createYoutubeClient(options: Partial<YoutubeClientOptions> = {}): YoutubeClient {
  return new YoutubeClient({ ...options, baseUrl: options.baseUrl || DEFAULT_YOUTUBE_API_BASE_URL });
}
