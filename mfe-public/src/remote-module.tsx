import { Suspense } from 'react';
import { useRoutes } from 'react-router-dom';
import { Spinner } from '@physio/ui';
import { PUBLIC_ROUTES } from './public-routes';

// The shell's contract with a remote (shell/src/remotes/federation.ts): the default export renders
// the remote's routes; preloadPage readies a URL's page before the shell renders it.
export { preloadPage } from './public-routes';

/** mfe_public's ./Module: the public site's routes, rendered inside the host's router. */
export default function PublicModule() {
  const page = useRoutes(PUBLIC_ROUTES);
  return <Suspense fallback={<Spinner />}>{page}</Suspense>;
}
