// mfe-public's server renderer: a public page rendered on request with its data, for pages a build cannot know
// (tomorrow's exercises) or whose data changes (the library's lists and counts). The web server serving this remote
// calls it (GET /__render, tools/web-server), caches what it returns and drops a page when the library changes; the
// shell's server puts the page into its frame, as it does with the pages prerendered at build time.
import { matchRoutes } from 'react-router-dom';
import { createAppStore, serverStateOf, type ServerState } from '@physio/api-client';
import { api, setServerApiOrigin } from '@physio/api-client/query';
import { renderPageToHtml } from '@physio/ui/prerender';
import { PUBLIC_ROUTES } from '../public-routes';
import PublicModule from '../remote-module';
import type { LazyRouteHandle, RouteContext } from './route-handle';

export interface RenderedPage {
  /** 404 when the route is unknown or its data says the page does not exist. */
  status: 200 | 404;
  html: string;
  css: string;
  title: string | null;
  description: string | null;
  /** Path (and query) of the page's canonical URL on the site. */
  canonicalPath: string;
  jsonLd: Record<string, unknown> | null;
  /** The API answers the page was rendered with, for the browser's first render. */
  state: ServerState;
}

/** Where the renderer asks the API for a page's data (the server's API_URL); once, at the server's start. */
export function configureRenderer({ apiOrigin }: { apiOrigin: string }): void {
  setServerApiOrigin(apiOrigin);
}

/** Whether a path's page reads library data, so a build-time render of it is only a stand-in. */
export function hasLiveData(pathname: string): boolean {
  return (matchRoutes(PUBLIC_ROUTES, pathname) ?? []).some(
    ({ route }) => (route.handle as LazyRouteHandle | undefined)?.data,
  );
}

/** Renders the page at `url` (path and query, relative to this remote's mount, which is the site's root). */
export async function renderOnRequest(url: string): Promise<RenderedPage> {
  const { pathname, search, searchParams } = new URL(url, 'http://localhost');
  const matches = matchRoutes(PUBLIC_ROUTES, pathname) ?? [];
  const context: RouteContext = { params: matches.at(-1)?.params ?? {}, searchParams };
  const handles = await Promise.all(
    matches.flatMap(({ route }) => {
      const handle = route.handle as LazyRouteHandle | undefined;
      return handle ? [handle.data()] : [];
    }),
  );
  const store = createAppStore();
  try {
    // The very queries the page's first render reads: it then renders with their answers, never a spinner.
    await Promise.all(handles.flatMap((handle) => handle.prefetch?.(context, store.dispatch) ?? []));
    const page = await renderPageToHtml(`${pathname}${search}`, <PublicModule />, { store });
    const head = handles.at(-1)?.head?.(context, store.getState());
    const unknownRoute = matches.at(-1)?.route.path === '*' || matches.length === 0;
    return {
      status: unknownRoute || head?.status === 404 ? 404 : 200,
      html: page.html,
      css: page.css,
      title: head?.title ?? page.title,
      description: head?.description ?? page.description,
      canonicalPath: head?.canonicalPath ?? pathname,
      jsonLd: head?.jsonLd ?? null,
      state: serverStateOf(store.getState()),
    };
  } finally {
    // The answers are in the page now; dropping them also clears the slice's cache timers, which would otherwise
    // keep every request's store alive in this long-running process for keepUnusedDataFor.
    store.dispatch(api.util.resetApiState());
  }
}
