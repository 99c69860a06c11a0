import { corsScriptsPlugin } from './cors-scripts-plugin';

type Hook = (args: { url: string; attrs?: Record<string, unknown> }) => unknown;

describe('CORS scripts runtime plugin', () => {
  const plugin = corsScriptsPlugin();
  const createScript = plugin.createScript as unknown as Hook;
  const createLink = plugin.createLink as unknown as Hook;

  it("asks for a remote's entry in CORS mode and leaves the element to the runtime", () => {
    const attrs: Record<string, unknown> = { fetchpriority: 'high' };
    expect(createScript({ url: 'http://localhost:4201/remoteEntry.js', attrs })).toBeUndefined();
    expect(attrs).toEqual({ fetchpriority: 'high', crossorigin: 'anonymous' });
  });

  it('preloads scripts in CORS mode too, so the later load reuses them; other preloads are left alone', () => {
    const script: Record<string, unknown> = { rel: 'preload', as: 'script' };
    const style: Record<string, unknown> = { rel: 'preload', as: 'style' };
    createLink({ url: 'http://localhost:4201/js/1.js', attrs: script });
    createLink({ url: 'http://localhost:4201/main.css', attrs: style });
    expect(script.crossorigin).toBe('anonymous');
    expect(style).not.toHaveProperty('crossorigin');
  });
});
