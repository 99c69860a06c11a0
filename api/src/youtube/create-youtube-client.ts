import { YoutubeClient } from './youtube-client';
import { DEFAULT_YOUTUBE_API_BASE_URL, type YoutubeClientOptions } from './youtube-types';

/** Fills the defaults; no apiKey (or a blank one) gives the offline demo client. */
export function createYoutubeClient(options: Partial<YoutubeClientOptions> = {}): YoutubeClient {
  return new YoutubeClient({ ...options, baseUrl: options.baseUrl || DEFAULT_YOUTUBE_API_BASE_URL });
}

/**
 * YOUTUBE_API_KEY and YOUTUBE_API_BASE_URL as documented in docs/architecture.md. The Nest config layer may validate
 * them first; this only maps names so every caller reads the same variables.
 */
export function youtubeOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<YoutubeClientOptions> {
  const apiKey = env.YOUTUBE_API_KEY?.trim();
  const baseUrl = env.YOUTUBE_API_BASE_URL?.trim();
  return { ...(apiKey ? { apiKey } : {}), ...(baseUrl ? { baseUrl } : {}) };
}
