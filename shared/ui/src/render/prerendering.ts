import { createContext, useContext } from 'react';

/** True while a page is rendered to HTML at build time (@physio/ui/prerender provides it). */
export const PrerenderingContext = createContext(false);

/**
 * Whether this render is the build-time one. Fields of a prerendered page are sent read-only and
 * its submit buttons disabled: what a visitor typed before the app took the page over would be
 * replaced by the app's state, and a form submitted then would put its fields in the URL.
 */
export function usePrerendering(): boolean {
  return useContext(PrerenderingContext);
}
