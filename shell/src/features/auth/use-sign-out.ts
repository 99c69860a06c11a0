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
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
    navigate('/');
  }, [dispatch, navigate, signOut, token]);
}
