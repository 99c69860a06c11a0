import { lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner } from '@physio/ui';
import { loadedRemoteModule, readyRemotePage, resetRemote, type RemoteModule } from './federation';
import { isFallbackModule } from './fallback-plugin';
import type { RemoteName } from './remote-config';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteRetryContext } from './remote-retry-context';
import { RemoteStandInContext } from './remote-stand-in';
import { RemoteUnavailable } from './remote-unavailable';

interface Props {
  name: RemoteName;
  label: string;
}

/**
 * Renders a remote's `./Module` inside the shell's router, store and theme. Each retry builds a
 * fresh lazy component, so a remote that comes back shows up without reloading the page. A module
 * already loaded renders without suspending. Under a prerendered page the Suspense boundary
 * arrives with the remote's HTML in it: hydration keeps that HTML on screen while the remote and
 * its page's chunk load (readyRemotePage), then adopts it.
 */
export function RemoteOutlet({ name, label }: Props) {
  const standIn = useContext(RemoteStandInContext);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    resetRemote(name);
    setAttempt((n) => n + 1);
  }, [name]);
  const RemoteModule = useMemo(
    () => {
      if (standIn) return standIn;
      const ready = loadedRemoteModule(name);
      if (ready && !isFallbackModule(ready)) return ready.default;
      return lazy(async () => {
        const module: RemoteModule = await readyRemotePage(name, window.location.pathname);
        if (isFallbackModule(module)) console.warn(`The ${name} remote is unavailable`, module.error);
        return module;
      });
    },
    // A new attempt must produce a new lazy component; `attempt` is that signal.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [name, attempt, standIn],
  );
  const retryContext = useMemo(() => ({ label, retry }), [label, retry]);
  return (
    <RemoteRetryContext.Provider value={retryContext}>
      <RemoteErrorBoundary
        resetKey={attempt}
        fallback={
          <>
            <RemoteUnavailable />
            <PrerenderedCssDropper />
          </>
        }
      >
        <Suspense fallback={<Spinner label={`Loading ${label.toLowerCase()}…`} />}>
          <RemoteModule />
          <PrerenderedCssDropper />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}

/**
 * The server's copy of a prerendered page's CSS (#prerendered-css) styles that HTML until React has adopted it. It
 * goes once the visitor moves to another URL: by then the page on screen is React's, styled by the rules
 * styled-components inserted. Dropped any sooner (when this mounts), a part of the page that hydrates in a later pass
 * (a lazy page, a nested Suspense boundary) showed unstyled for a frame, a layout shift. Until then its rules only
 * repeat the client's: the class names are the same, each naming the same rules.
 */
function PrerenderedCssDropper() {
  const { pathname, search } = useLocation();
  const url = `${pathname}${search}`;
  useEffect(() => {
    // Said on the root, for whoever waits for the app to run (the browser suites): React has the sent page now.
    document.getElementById('root')?.setAttribute('data-hydrated', '');
    if (url !== SENT_URL) document.getElementById('prerendered-css')?.remove();
  }, [url]);
  return null;
}

/** The URL whose page the server sent (this module loads with the shell's start-up). */
const SENT_URL = typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`;
