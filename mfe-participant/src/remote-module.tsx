import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, Spinner } from '@physio/ui';

const DashboardPage = lazy(() => import('./features/dashboard/dashboard-page'));
const TodayPage = lazy(() => import('./features/today/today-page'));
const ProgramPage = lazy(() => import('./features/program/program-page'));
const HistoryPage = lazy(() => import('./features/history/history-page'));

/** mfe_participant's ./Module. Paths are absolute from the site root (the shell mounts it at "*"). */
export default function ParticipantModule() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route path="dashboard/user" element={<DashboardPage />} />
        <Route path="dashboard/user/today" element={<TodayPage />} />
        <Route path="dashboard/user/programs/:assignmentId" element={<ProgramPage />} />
        <Route path="dashboard/user/history" element={<HistoryPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
