// Build-time entry, run in Node after the browser build (tools/webpack/prerender-config.ts): the
// shell's frame (skip link, navigation bar, main area, footer) as a visitor who is not signed in
// first sees it, once per main section so its link shows as current. It is the browser's own tree,
// AppRoutes, with a marker where the remote's module goes: the shell's server puts a remote's
// prerendered page there (README, "Prerendered pages"), and the browser hydrates the two as one.
import { renderPageToHtml } from '@physio/ui/prerender';
import { AppRoutes, SHELL_PAGES } from './app/app-routes';
import { REMOTE_MOUNTS } from './app/remote-routes';
import { MAIN_SECTIONS } from './layout/nav-links';
import { RemoteStandInContext } from './remotes/remote-stand-in';

const OUTLET = '<div id="physio-prerender-outlet"></div>';

function OutletMarker() {
  return <div id="physio-prerender-outlet" />;
}

async function frameFor(path: string) {
  const tree = (
    <RemoteStandInContext.Provider value={OutletMarker}>
      <AppRoutes />
    </RemoteStandInContext.Provider>
  );
  const { html, css } = await renderPageToHtml(path, tree, { globalStyles: true });
  const [before, after, ...rest] = html.split(OUTLET);
  if (after === undefined || rest.length > 0)
    throw new Error(`The shell's frame for ${path} must hold exactly one outlet.`);
  return { path, before, after, css };
}

export async function prerender() {
  const frames = [];
  for (const path of ['/', ...MAIN_SECTIONS.map((section) => section.to)]) frames.push(await frameFor(path));
  // Which remote owns which URLs, for the server: only mounts without an audience are prerendered.
  const mounts = REMOTE_MOUNTS.map(({ remote, prefixes, audience }) => ({ remote, prefixes, public: !audience }));
  // The shell's own pages: no remote renders them.
  return { frames, mounts, shellPaths: SHELL_PAGES.map((page) => page.path) };
}
