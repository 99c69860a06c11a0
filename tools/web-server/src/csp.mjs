// The Content-Security-Policy of the site's HTML: scripts and manifests only from this origin and
// the configured remotes' origins, YouTube's privacy-enhanced player in frames, thumbnails from
// YouTube's image host. styled-components injects <style> tags at run time, hence 'unsafe-inline'
// for styles only (never for scripts).
export function contentSecurityPolicy(remoteUrls = []) {
  const origins = [...new Set(remoteUrls.map((url) => new URL(url).origin))];
  const self = ["'self'", ...origins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${self}`,
    `connect-src ${self}`,
    "style-src 'self' 'unsafe-inline'",
    // Remotes' own assets (illustrations) load from their origins.
    `img-src ${self} data: https://i.ytimg.com`,
    'frame-src https://www.youtube-nocookie.com',
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Lets the browser open connections to the remotes while the shell's script is still downloading.
 * Two per origin: the manifest is fetched with CORS (the anonymous connection pool), the remote's
 * scripts are loaded by <script> tags (the credentialed pool), and a connection serves one pool.
 */
export function preconnectLinks(remoteUrls = []) {
  const origins = [...new Set(remoteUrls.map((url) => new URL(url).origin))];
  return origins
    .flatMap((origin) => [`<${origin}>; rel=preconnect`, `<${origin}>; rel=preconnect; crossorigin`])
    .join(', ');
}
