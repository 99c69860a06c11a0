// `@physio/api-client`: the client state every page needs: the session slice, the store factory
// and typed hooks. THE RTK Query slice every app injects endpoints into is the separate entry
// `@physio/api-client/query`, so a first visit that makes no call does not load RTK Query.
export type { ApiError } from './api-error';
export { apiErrorMessage, apiFieldErrors } from './api-error';
export {
  sessionSlice,
  signedIn,
  signedOut,
  sessionExpired,
  selectSession,
  selectCurrentUser,
  selectIsAuthenticated,
  selectIsProfessional,
  selectSessionExpired,
} from './session/session-slice';
export type { SessionState } from './session/session-slice';
export { attachApiSlice, createAppStore } from './store';
export {
  REHYDRATE,
  SERVER_STATE_ELEMENT_ID,
  extractRehydrationInfo,
  readEmbeddedServerState,
  serverStateOf,
} from './server-state/server-state';
export type { ServerState } from './server-state/server-state';
export type { AppStore, RootState, AppDispatch } from './store';
export { useAppDispatch, useAppSelector } from './hooks';
