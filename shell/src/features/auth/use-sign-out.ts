import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { signedOut, useAppDispatch, useAppSelector } from '@physio/api-client';

// The auth endpoints (and with them RTK Query) load on the click, not with every page's nav bar.
const loadAuthApi = () => import('./api').then((module) => module.authApi);

/**
 * Tell the server if there is a token (a failure is only logged), then always clear the
 * session and go home. The session is cleared only once the page is at '/': cleared earlier, a
 * dashboard's guard would see no user and send the visitor to /sign-in instead (router navigations
 * are transitions, the store update is not).
 */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const token = useAppSelector((state) => state.session.token);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (!leaving || pathname !== '/') return;
    dispatch(signedOut());
    void loadAuthApi().then((authApi) => dispatch(authApi.util.resetApiState()));
    setLeaving(false);
  }, [leaving, pathname, dispatch]);

  return useCallback(async () => {
    if (token) {
      try {
        const authApi = await loadAuthApi();
        await dispatch(authApi.endpoints.signOut.initiate()).unwrap();
      } catch (error) {
        console.warn('Sign-out failed on the server', error);
      }
    }
    setLeaving(true);
    navigate('/');
  }, [dispatch, navigate, token]);
}
