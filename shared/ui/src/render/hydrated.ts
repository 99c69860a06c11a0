import { useSyncExternalStore } from 'react';

// Nothing to subscribe to: whether a render is the hydrating one never changes under a component.
const subscribe = () => () => undefined;

/**
 * False when React renders HTML on the server and while the browser's hydrateRoot adopts that
 * HTML; true on every render after it (at once on a page the browser renders from scratch).
 * React re-renders with true right after hydrating, so what only the browser can know (who is
 * signed in, whether a form can be used yet) renders as the server did first, then updates, and
 * hydration finds exactly the HTML it was sent.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, isBrowserRender, isServerRender);
}

const isBrowserRender = () => true;
const isServerRender = () => false;
