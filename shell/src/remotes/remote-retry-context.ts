import { createContext, useContext } from 'react';

interface RemoteRetry {
  /** Human name of the part of the site, for the panel's text. */
  label: string;
  retry: () => void;
}

/** Lets the fallback module's panel (rendered by the runtime's stand-in) reach the route's retry. */
export const RemoteRetryContext = createContext<RemoteRetry>({
  label: 'This part of the site',
  retry: () => window.location.reload(),
});

export const useRemoteRetry = () => useContext(RemoteRetryContext);
