// Build-time entry, run in Node after the browser build (tools/webpack/prerender-config.ts): every
// public URL rendered to HTML, which the shell's server puts into the page it sends (README,
// "Prerendered pages"). The tree is what the shell renders for these URLs, minus the shell itself.
import { renderPageToHtml } from '@physio/ui/prerender';
import { BLOG_POSTS } from './features/blog/articles';
import { PUBLIC_ROUTES } from './public-routes';
import PublicModule from './remote-module';

/**
 * Every URL this remote prerenders at build time: each route without a parameter, and each article. Exercise and
 * program pages are the library's published data, which a build cannot know: the server renders them on request.
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
    pages.push({ path, ...(await renderPageToHtml(path, <PublicModule />)) });
  }
  return { pages };
}
