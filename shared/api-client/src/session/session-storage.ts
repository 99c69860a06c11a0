import type { User } from '@physio/contracts';
import type { SessionState } from './session-slice';

// The session is mirrored to localStorage under the keys `token` and `user` (JSON).
const TOKEN_KEY = 'token';
const USER_KEY = 'user';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (private mode, sandboxed iframe)
  }
}

function isUser(value: unknown): value is User {
  return (
    Boolean(value) &&
    typeof (value as User).username === 'string' &&
    typeof (value as User).is_professional === 'boolean'
  );
}

export function loadSession(): SessionState {
  const store = storage();
  const token = store?.getItem(TOKEN_KEY) ?? null;
  let user: unknown = null;
  try {
    user = JSON.parse(store?.getItem(USER_KEY) ?? 'null');
  } catch {
    user = null;
  }
  // A half-written session is no session.
  return token && isUser(user) ? { token, user, expired: false } : { token: null, user: null, expired: false };
}

export function saveSession(session: SessionState): void {
  const store = storage();
  if (!store) return;
  if (session.token && session.user) {
    store.setItem(TOKEN_KEY, session.token);
    store.setItem(USER_KEY, JSON.stringify(session.user));
  } else {
    store.removeItem(TOKEN_KEY);
    store.removeItem(USER_KEY);
  }
}
