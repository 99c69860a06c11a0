import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFoundPage, Spinner } from '@physio/ui';

// One lazy chunk per page: a professional opening the dashboard does not download the studio's editors.
const DashboardPage = lazy(() => import('./features/dashboard/dashboard-page'));
const ContentPage = lazy(() => import('./features/content/content-page'));
const VideoLibraryPage = lazy(() => import('./features/library/video-library-page'));
const AddVideoPage = lazy(() => import('./features/add-video/add-video-page'));
const ImportPage = lazy(() => import('./features/import/import-page'));
const VideoDetailPage = lazy(() => import('./features/video-detail/video-detail-page'));
const CreateProgramPage = lazy(() => import('./features/programs/create-program-page'));
const ProgramsPage = lazy(() => import('./features/programs/programs-page'));
const ExercisesPage = lazy(() => import('./features/exercises/exercises-page'));
const PatientsPage = lazy(() => import('./features/patients/patients-page'));
const PatientPage = lazy(() => import('./features/patients/patient-page'));
const PublishExercisePage = lazy(() => import('./features/publish/publish-exercise-page'));
const PublishProgramPage = lazy(() => import('./features/publish/publish-program-page'));

/** mfe_professional's ./Module. Paths are absolute from the site root (the shell mounts it at "*"). */
export default function ProfessionalModule() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route path="dashboard/professional" element={<DashboardPage />} />
        <Route path="dashboard/professional/content" element={<ContentPage />} />
        <Route path="dashboard/professional/content/videos" element={<VideoLibraryPage />} />
        <Route path="dashboard/professional/content/videos/add" element={<AddVideoPage />} />
        <Route path="dashboard/professional/content/videos/import" element={<ImportPage />} />
        <Route path="dashboard/professional/content/videos/:videoId" element={<VideoDetailPage />} />
        <Route
          path="dashboard/professional/content/videos/:videoId/exercises/:exerciseId/publish"
          element={<PublishExercisePage />}
        />
        <Route path="dashboard/professional/create-program" element={<CreateProgramPage />} />
        <Route path="dashboard/professional/programs" element={<ProgramsPage />} />
        <Route path="dashboard/professional/programs/:programId/edit" element={<CreateProgramPage />} />
        <Route path="dashboard/professional/programs/:programId/publish" element={<PublishProgramPage />} />
        <Route path="dashboard/professional/patients" element={<PatientsPage />} />
        <Route path="dashboard/professional/patients/:patientId" element={<PatientPage />} />
        <Route path="professional/content/exercises" element={<ExercisesPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
