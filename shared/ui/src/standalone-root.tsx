import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { createAppStore } from '@physio/api-client';
import { ThemeRoot } from './theme/theme-root';

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
          <ToastContainer position="bottom-right" />
        </ThemeRoot>
      </Provider>
    </StrictMode>
  );
}

export function renderStandalone(Module: ComponentType, elementId = 'root') {
  createRoot(document.getElementById(elementId) as HTMLElement).render(<StandaloneRoot Module={Module} />);
}
