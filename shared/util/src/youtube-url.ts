// YouTube URLs as professionals paste them. A URL is accepted when it contains
// 'youtube.com/' or 'youtu.be/'; the id is then read from any of YouTube's URL forms.
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;
const PATH_FORMS = /^\/(?:embed|shorts|live|v|e)\/([^/?#]+)/;

export function isYoutubeUrl(text: string): boolean {
  return text.includes('youtube.com/') || text.includes('youtu.be/') || text.includes('youtube-nocookie.com/');
}

/** The 11-character video id of a YouTube URL, or null when there is none. */
export function parseYoutubeVideoId(text: string): string | null {
  const trimmed = text.trim();
  if (VIDEO_ID.test(trimmed)) return trimmed;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase().replace(/^(www|m|music)\./, '');
  let candidate: string | null | undefined;
  if (host === 'youtu.be') candidate = url.pathname.slice(1).split('/')[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    candidate = url.pathname === '/watch' ? url.searchParams.get('v') : PATH_FORMS.exec(url.pathname)?.[1];
  }
  return candidate && VIDEO_ID.test(candidate) ? candidate : null;
}

export function youtubeWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${videoId}`;
}

/** The privacy-enhanced embed, optionally limited to a segment. */
export function youtubeEmbedUrl(
  videoId: string,
  segment?: { start?: number; end?: number; autoplay?: boolean },
): string {
  const params = new URLSearchParams({ rel: '0' });
  if (segment?.start !== undefined) params.set('start', String(Math.floor(segment.start)));
  if (segment?.end !== undefined) params.set('end', String(Math.ceil(segment.end)));
  if (segment?.autoplay) params.set('autoplay', '1');
  return `https://www.youtube-nocookie.com/embed/${videoId}?${params.toString()}`;
}
