import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { createAppStore } from '@physio/api-client';
import { ThemeRoot } from '@physio/ui';

/** Renders UI with what the shell would supply: store, theme, router and the notice container. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  return render(
    <Provider store={createAppStore()}>
      <ThemeRoot>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        <ToastContainer />
      </ThemeRoot>
    </Provider>,
  );
}
