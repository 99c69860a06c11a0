import { configureStore } from '@reduxjs/toolkit';
import { api } from './api';
import { sessionSlice } from './session/session-slice';
import { loadSession, saveSession } from './session/session-storage';

/**
 * The one store of the composed site. The shell calls this once; a remote calls it only when it
 * runs alone. The session is restored from localStorage and mirrored back on every change.
 */
export function createAppStore() {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, [sessionSlice.name]: sessionSlice.reducer },
    preloadedState: { [sessionSlice.name]: loadSession() },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  let last = store.getState().session;
  store.subscribe(() => {
    const current = store.getState().session;
    if (current !== last) {
      last = current;
      saveSession(current);
    }
  });
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
