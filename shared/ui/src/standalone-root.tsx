import { lazy, StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { createAppStore } from '@physio/api-client';
import { ThemeRoot } from './theme/theme-root';

// Loaded when a standalone page renders, not with @physio/ui: the shell loads this library on every
// first visit but never renders this root, and react-toastify is not needed for a first visit.
const ToastContainer = lazy(() => import('react-toastify').then((module) => ({ default: module.ToastContainer })));

/**
 * Runs a remote on its own, for its team: the router, store, theme and notices the shell would
 * otherwise supply. Never used when the remote is mounted in the shell.
 */
export function StandaloneRoot({ Module }: { Module: ComponentType }) {
  return (
    <StrictMode>
      <Provider store={createAppStore()}>
        <ThemeRoot>
          <BrowserRouter>
            <Routes>
              <Route path="*" element={<Module />} />
            </Routes>
          </BrowserRouter>
          <Suspense fallback={null}>
            <ToastContainer position="bottom-right" />
          </Suspense>
        </ThemeRoot>
      </Provider>
    </StrictMode>
  );
}

export function renderStandalone(Module: ComponentType, elementId = 'root') {
  createRoot(document.getElementById(elementId) as HTMLElement).render(<StandaloneRoot Module={Module} />);
}
