import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import type { AppStore } from '@physio/api-client';
import { ThemeRoot } from '@physio/ui';
import { AppErrorBoundary } from './app-error-boundary';
import { AppRoutes } from './app-routes';

/** The shell owns the one router, the one store and the one theme every remote renders inside. */
export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <ThemeRoot>
        <AppErrorBoundary>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppErrorBoundary>
      </ThemeRoot>
    </Provider>
  );
}
