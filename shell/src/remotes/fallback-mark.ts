// Marks the stand-in module the fallback plugin hands back, so the loader can tell a fallback from
// the real thing. Apart from the plugin (which renders) so federation.ts can read it before React loads.
export const FALLBACK_MARK = '__physioRemoteFallback';

export function isFallbackModule(module: unknown): module is { [FALLBACK_MARK]: true; error: unknown } {
  return Boolean(module) && (module as Record<string, unknown>)[FALLBACK_MARK] === true;
}
