import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, signedOut, useAppDispatch, useAppSelector } from '@physio/api-client';
import { useSignOutMutation } from './api';

/** SPEC §4: tell the server if there is a token (a failure is only logged), then always clear and go home. */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const token = useAppSelector((state) => state.session.token);
  const [signOut] = useSignOutMutation();
  return useCallback(async () => {
    if (token) {
      try {
        await signOut().unwrap();
      } catch (error) {
        console.warn('Sign-out failed on the server', error);
      }
    }
    // Leave the guarded page first: cleared before the navigation, the dashboard's guard would
    // send the user to /sign-in instead of home.
    navigate('/');
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
  }, [dispatch, navigate, signOut, token]);
}
