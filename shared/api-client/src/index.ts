// THE client state of the site: one RTK Query slice every app injects endpoints into,
// the session slice, and the store factory the shell (or a remote running alone) uses.
export { api, TAG_TYPES } from './api';
export type { ApiError } from './base-query';
export { apiErrorMessage } from './base-query';
export {
  sessionSlice,
  signedIn,
  signedOut,
  selectSession,
  selectCurrentUser,
  selectIsAuthenticated,
  selectIsProfessional,
  selectSessionExpired,
} from './session/session-slice';
export type { SessionState } from './session/session-slice';
export { createAppStore } from './store';
export type { AppStore, RootState, AppDispatch } from './store';
export { useAppDispatch, useAppSelector } from './hooks';
