import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@physio/contracts';

export interface SessionState {
  token: string | null;
  user: User | null;
  /** Set when the server refused the token, so the shell can send the user to sign in again. */
  expired: boolean;
}

const initialState: SessionState = { token: null, user: null, expired: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    signedIn(_state, action: PayloadAction<{ token: string; user: User }>) {
      return { token: action.payload.token, user: action.payload.user, expired: false };
    },
    signedOut() {
      return initialState;
    },
    sessionExpired(state) {
      if (!state.token) return state;
      return { token: null, user: null, expired: true };
    },
  },
});

export const { signedIn, signedOut, sessionExpired } = sessionSlice.actions;

type WithSession = { session: SessionState };
export const selectSession = (state: WithSession) => state.session;
export const selectCurrentUser = (state: WithSession) => state.session.user;
export const selectIsAuthenticated = (state: WithSession) => state.session.user !== null;
export const selectIsProfessional = (state: WithSession) => state.session.user?.is_professional === true;
export const selectSessionExpired = (state: WithSession) => state.session.expired;
