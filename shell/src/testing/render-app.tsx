import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createAppStore, signedIn } from '@physio/api-client';
import type { User } from '@physio/contracts';
import { ThemeRoot } from '@physio/ui';

export const PROFESSIONAL: User = { id: 1, username: 'ana', email: 'ana@example.com', is_professional: true };
export const PATIENT: User = { id: 2, username: 'sam', email: 'sam@example.com', is_professional: false };

function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

interface Options {
  path?: string;
  user?: User;
  /** Where the UI is mounted (default: every path); other paths render only the location probe. */
  mountAt?: string;
}

/** Renders UI inside the providers the shell supplies, at a URL, optionally signed in. */
export function renderApp(ui: ReactElement, { path = '/', user, mountAt = '*' }: Options = {}) {
  localStorage.clear();
  const store = createAppStore();
  if (user) store.dispatch(signedIn({ token: 'test-token', user }));
  const view = render(
    <Provider store={store}>
      <ThemeRoot>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path={mountAt}
              element={
                <>
                  {ui}
                  <CurrentLocation />
                </>
              }
            />
            {mountAt === '*' ? null : <Route path="*" element={<CurrentLocation />} />}
          </Routes>
        </MemoryRouter>
      </ThemeRoot>
    </Provider>,
  );
  return { ...view, store };
}
