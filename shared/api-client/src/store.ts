import { combineReducers, configureStore, type Middleware, type Reducer } from '@reduxjs/toolkit';
import type { api } from './query/api';
import { lateMiddleware } from './late-middleware';
import { rehydrate, type ServerState } from './server-state/server-state';
import { sessionSlice, type SessionState } from './session/session-slice';
import { loadSession, saveSession } from './session/session-storage';

/** What the store needs of the API slice to take it in. */
interface LateSlice {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
}

// The API slice (RTK Query) is not part of a first visit's scripts: it arrives with the first
// feature that makes calls (`@physio/api-client/query`), which hands it to attachApiSlice. Stores
// made before then take it in at that moment; stores made after, at once.
let apiSlice: LateSlice | undefined;
const waitingStores = new Set<(slice: LateSlice) => void>();

/** Called once, by the query entry as it loads: every store of the page gains the API slice. */
export function attachApiSlice(slice: LateSlice): void {
  if (apiSlice === slice) return;
  if (apiSlice) throw new Error('The site has one API slice; a second was attached.');
  apiSlice = slice;
  for (const attach of waitingStores) attach(slice);
  waitingStores.clear();
}

/**
 * The one store of the composed site. The shell calls this once; a remote calls it only when it
 * runs alone. The session is restored from localStorage and mirrored back on every change.
 * `serverState`: the API answers a server-rendered page was rendered with, taken in as the API slice joins.
 */
export function createAppStore({ serverState }: { serverState?: ServerState | null } = {}) {
  const reducers = { [sessionSlice.name]: sessionSlice.reducer };
  const late = lateMiddleware();
  const store = configureStore({
    reducer: combineReducers(reducers) as Reducer<RootState>,
    preloadedState: { [sessionSlice.name]: loadSession() },
    middleware: (getDefault) => getDefault().concat(late.middleware),
  });
  const attach = (slice: LateSlice) => {
    // The reducer first: RTK Query's middleware records itself in the slice's state on its first action.
    store.replaceReducer(combineReducers({ ...reducers, [slice.reducerPath]: slice.reducer }) as Reducer<RootState>);
    late.add(slice.middleware);
    // Before any page reads the slice: its first render then shows what the server rendered.
    if (serverState) store.dispatch(rehydrate(serverState));
  };
  if (apiSlice) attach(apiSlice);
  else waitingStores.add(attach);

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

type ApiSlice = typeof api;
export interface RootState {
  session: SessionState;
  /** Present once the API slice has loaded. */
  api?: ReturnType<ApiSlice['reducer']>;
}
export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
