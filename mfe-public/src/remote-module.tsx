import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, Spinner } from '@physio/ui';

// Pages are split so that "/" downloads only the landing page's code.
const LandingPage = lazy(() => import('./features/landing/landing-page'));
const ExercisesPage = lazy(() => import('./features/exercises/exercises-page'));

/** mfe_public's ./Module: the public site's routes, rendered inside the host's router. */
export default function PublicModule() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route index element={<LandingPage />} />
        <Route path="exercises" element={<ExercisesPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
