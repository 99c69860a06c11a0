import { fallbackPlugin, isFallbackModule } from './fallback-plugin';
import { RemoteUnavailable } from './remote-unavailable';

type ErrorHook = (args: { lifecycle: string; error: unknown }) => unknown;

describe('fallback runtime plugin', () => {
  const errorLoadRemote = fallbackPlugin().errorLoadRemote as unknown as ErrorHook;

  it('answers a failed load with a module rendering the unavailable panel', () => {
    const module = errorLoadRemote({ lifecycle: 'onLoad', error: new Error('down') });
    expect(isFallbackModule(module)).toBe(true);
    expect((module as { default: unknown }).default).toBe(RemoteUnavailable);
  });

  it('leaves earlier stages alone so their errors reach the onLoad stage', () => {
    expect(errorLoadRemote({ lifecycle: 'afterResolve', error: new Error('manifest') })).toBeUndefined();
    expect(isFallbackModule({ default: () => null })).toBe(false);
  });
});
