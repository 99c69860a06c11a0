import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new page opens at its top, as a page load would: the shell's one window keeps its scroll position across client
 * navigations, so saving a long review form landed on the video page scrolled half-way down. Back and forward (POP)
 * are left to the browser's own restoration, and a change of query alone (filters, a page of results) is no new page.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}
