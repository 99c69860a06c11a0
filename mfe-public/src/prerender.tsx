// Build-time entry, run in Node after the browser build (tools/webpack/prerender-config.ts): every
// public URL rendered to HTML, which the shell's server puts into the page it sends (README,
// "Prerendered pages"). The tree is what the shell renders for these URLs, minus the shell itself.
import { renderPageToHtml } from '@physio/ui/prerender';
import { BLOG_POSTS } from './features/blog/articles';
import { SAMPLE_EXERCISES } from './features/exercises/sample-exercises';
import { PUBLIC_ROUTES } from './public-routes';
import PublicModule from './remote-module';

/** Every URL this remote prerenders: each route without a parameter, and each sample exercise and article. */
export function prerenderedPaths(): string[] {
  const fixed = PUBLIC_ROUTES.filter((route) => route.index || (route.path && !/[:*]/.test(route.path))).map(
    (route) => `/${route.path ?? ''}`,
  );
  return [
    ...fixed,
    ...SAMPLE_EXERCISES.map((exercise) => `/exercises/${exercise.id}`),
    ...BLOG_POSTS.map((post) => `/blog/${post.slug}`),
  ];
}

export async function prerender() {
  const pages = [];
  for (const path of prerenderedPaths()) {
    pages.push({ path, ...(await renderPageToHtml(path, <PublicModule />)) });
  }
  return { pages };
}
