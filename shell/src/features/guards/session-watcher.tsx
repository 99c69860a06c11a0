import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import { selectSessionExpired, signedOut, useAppDispatch, useAppSelector } from '@physio/api-client';

/** Any 401 on a signed-in call ends the session: send the user to sign in and come back here. */
export function SessionWatcher() {
  const expired = useAppSelector(selectSessionExpired);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (!expired) return;
    dispatch(signedOut());
    toast.info('Your session has ended. Please sign in again.');
    navigate(`/sign-in?next=${encodeURIComponent(location.pathname + location.search)}`, { replace: true });
  }, [expired, dispatch, navigate, location.pathname, location.search]);

  return null;
}
