import { lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectSessionExpired, signedOut, useAppDispatch, useAppSelector } from '@physio/api-client';
import { useHydrated } from '@physio/ui';
import { mountFor } from '../../app/remote-routes';

const SessionCheck = lazy(() => import('./session-check'));

/**
 * Any 401 on a signed-in call ends the session: send the user to sign in and come back here. The
 * stored session is checked once on load, so one that ended elsewhere (a password reset, expiry)
 * is noticed even on pages that make no call of their own.
 */
export function SessionWatcher() {
  const expired = useAppSelector(selectSessionExpired);
  const token = useAppSelector((state) => state.session.token);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  // The server rendered no check (it knows no session): hydration must not find one either.
  const hydrated = useHydrated();

  useEffect(() => {
    if (!expired) return;
    dispatch(signedOut());
    // Loaded on demand: react-toastify is not part of a first visit.
    void import('react-toastify').then(({ toast }) => toast.info('Your session has ended. Please sign in again.'));
    // Only pages that need an account send the visitor to sign in; public pages just carry on.
    if (mountFor(location.pathname).audience) {
      navigate(`/sign-in?next=${encodeURIComponent(location.pathname + location.search)}`, { replace: true });
    }
  }, [expired, dispatch, navigate, location.pathname, location.search]);

  return token && hydrated ? (
    <Suspense fallback={null}>
      <SessionCheck />
    </Suspense>
  ) : null;
}
