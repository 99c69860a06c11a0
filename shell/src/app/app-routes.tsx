import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@physio/ui';
import { ShellLayout } from '../layout/shell-layout';
import { RemoteSwitch } from './remote-switch';

const SignInPage = lazy(() => import('../features/auth/sign-in-page'));
const SignUpPage = lazy(() => import('../features/auth/sign-up-page'));
const ForgotPasswordPage = lazy(() => import('../features/auth/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page'));

// The shell's own pages: every other URL belongs to a remote (RemoteSwitch). The shell's server reads these paths
// from its prerender.json, so it never asks a remote to render one of them.
export const SHELL_PAGES = [
  { path: '/sign-in', Page: SignInPage },
  { path: '/sign-up', Page: SignUpPage },
  { path: '/forgot-password', Page: ForgotPasswordPage },
  { path: '/reset-password', Page: ResetPasswordPage },
];

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        {SHELL_PAGES.map(({ path, Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <Suspense fallback={<Spinner />}>
                <Page />
              </Suspense>
            }
          />
        ))}
        <Route path="*" element={<RemoteSwitch />} />
      </Route>
    </Routes>
  );
}
