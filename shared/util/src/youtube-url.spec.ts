import { isYoutubeUrl, parseYoutubeVideoId, youtubeEmbedUrl } from './youtube-url';

describe('YouTube URLs', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?si=abc',
    'youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=3',
    'dQw4w9WgXcQ',
  ])('reads the id from %s', (url) => {
    expect(parseYoutubeVideoId(url)).toBe('dQw4w9WgXcQ');
  });

  it.each(['https://vimeo.com/12345', 'https://www.youtube.com/watch?v=short', 'not a url at all', ''])(
    'finds no id in %p',
    (url) => expect(parseYoutubeVideoId(url)).toBeNull(),
  );

  it('accepts only URLs naming YouTube, as the add-video form requires', () => {
    expect(isYoutubeUrl('https://www.youtube.com/watch?v=x')).toBe(true);
    expect(isYoutubeUrl('https://youtu.be/x')).toBe(true);
    expect(isYoutubeUrl('https://example.com/youtube')).toBe(false);
  });

  it('builds privacy-enhanced embeds limited to a segment', () => {
    expect(youtubeEmbedUrl('dQw4w9WgXcQ', { start: 12.4, end: 40.2, autoplay: true })).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&start=12&end=41&autoplay=1',
    );
  });
});
