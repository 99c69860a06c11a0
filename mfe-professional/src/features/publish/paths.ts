import { videoPath } from '../../components/studio-crumbs';

// Where a publication is edited in the studio and where visitors find it.
export const publishExercisePath = (videoId: number, exerciseId: number) =>
  `${videoPath(videoId)}/exercises/${exerciseId}/publish`;
export const publishProgramPath = (programId: number) => `/dashboard/professional/programs/${programId}/publish`;
export const libraryExercisePath = (slug: string) => `/exercises/${slug}`;
export const libraryProgramPath = (slug: string) => `/programs/${slug}`;
