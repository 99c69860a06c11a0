import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Spinner } from '@physio/ui';
import { ShellLayout } from '../layout/shell-layout';
import { RemoteSwitch } from './remote-switch';

const SignInPage = lazy(() => import('../features/auth/sign-in-page'));
const SignUpPage = lazy(() => import('../features/auth/sign-up-page'));
const ForgotPasswordPage = lazy(() => import('../features/auth/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        <Route
          path="/sign-in"
          element={
            <Suspense fallback={<Spinner />}>
              <SignInPage />
            </Suspense>
          }
        />
        <Route
          path="/sign-up"
          element={
            <Suspense fallback={<Spinner />}>
              <SignUpPage />
            </Suspense>
          }
        />
        <Route
          path="/forgot-password"
          element={
            <Suspense fallback={<Spinner />}>
              <ForgotPasswordPage />
            </Suspense>
          }
        />
        <Route
          path="/reset-password"
          element={
            <Suspense fallback={<Spinner />}>
              <ResetPasswordPage />
            </Suspense>
          }
        />
        <Route path="*" element={<RemoteSwitch />} />
      </Route>
    </Routes>
  );
}
