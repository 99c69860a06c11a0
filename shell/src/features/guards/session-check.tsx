import { useMeQuery } from '../auth/api';

/**
 * Asks the server once whether the stored token still holds; a 401 marks the session expired (see
 * the base query), which SessionWatcher acts on. Its own chunk: only visitors with a token need it.
 */
export default function SessionCheck() {
  useMeQuery();
  return null;
}
