import { createAppStore } from '../store';
import { selectIsAuthenticated, selectIsProfessional, sessionExpired, signedIn, signedOut } from './session-slice';

const pro = { id: 1, username: 'ana', email: 'ana@example.com', is_professional: true };

describe('session', () => {
  beforeEach(() => localStorage.clear());

  it('mirrors sign-in and sign-out to localStorage keys token and user', () => {
    const store = createAppStore();
    store.dispatch(signedIn({ token: 't-1', user: pro }));
    expect(localStorage.getItem('token')).toBe('t-1');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(pro);
    expect(selectIsProfessional(store.getState())).toBe(true);

    store.dispatch(signedOut());
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(selectIsAuthenticated(store.getState())).toBe(false);
  });

  it('restores the session on load', () => {
    localStorage.setItem('token', 't-2');
    localStorage.setItem('user', JSON.stringify({ ...pro, is_professional: false }));
    const store = createAppStore();
    expect(store.getState().session.token).toBe('t-2');
    expect(selectIsProfessional(store.getState())).toBe(false);
  });

  it('ignores a half-written or corrupt session', () => {
    localStorage.setItem('token', 't-3');
    localStorage.setItem('user', '{not json');
    expect(createAppStore().getState().session).toEqual({ token: null, user: null, expired: false });
  });

  it('marks the session expired when the server refuses the token', () => {
    const store = createAppStore();
    store.dispatch(signedIn({ token: 't-4', user: pro }));
    store.dispatch(sessionExpired());
    expect(store.getState().session).toEqual({ token: null, user: null, expired: true });
    expect(localStorage.getItem('token')).toBeNull();
  });
});
