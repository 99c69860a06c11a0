// Build-time entry, run in Node after the browser build (tools/webpack/prerender-config.ts): every
// public URL rendered to HTML, which the shell's server puts into the page it sends (README,
// "Prerendered pages"). The tree is what the shell renders for these URLs, minus the shell itself.
import { renderPageToHtml } from '@physio/ui/prerender';
import { BLOG_POSTS } from './features/blog/articles';
import { PUBLIC_ROUTES } from './public-routes';
import PublicModule from './remote-module';
import { hasLiveData } from './ssr/render-on-request';

// The web server serving this remote renders pages with data on request (tools/webpack/prerender-entry.ts).
export { configureRenderer, renderOnRequest } from './ssr/render-on-request';

/**
 * Every URL this remote prerenders at build time: each route without a parameter, and each article. Exercise and
 * program pages are the library's published data, which a build cannot know: the server renders them on request,
 * as it does the library's lists (whose build-time pages only stand in when it cannot).
 */
export function prerenderedPaths(): string[] {
  const fixed = PUBLIC_ROUTES.filter((route) => route.index || (route.path && !/[:*]/.test(route.path))).map(
    (route) => `/${route.path ?? ''}`,
  );
  return [...fixed, ...BLOG_POSTS.map((post) => `/blog/${post.slug}`)];
}

export async function prerender() {
  const pages = [];
  for (const path of prerenderedPaths()) {
    // A page with library data is rendered here without it: the shell's server shows it only while this remote's
    // server cannot render the page with its data (`live`).
    pages.push({ path, ...(await renderPageToHtml(path, <PublicModule />)), live: hasLiveData(path) });
  }
  return { pages };
}
