import { api } from '@physio/api-client/query';
import type {
  LibraryExerciseDetail,
  LibraryProgramDetail,
  PublishExerciseRequest,
  PublishProgramRequest,
} from '@physio/contracts';

// Publishing to the public library. A publication is cached under its exercise's (or program's) own tag, and every
// write invalidates the lists too, so `published_slug` on the exercise list and the video's rows follows at once. It
// also invalidates the public library's tags (mfe-public's pages cache under them), so in the same composed site the
// library shows the change on the next visit instead of after its cache expires.
const publicLibraryTags = api.enhanceEndpoints({ addTagTypes: ['LibraryExercise', 'LibraryProgram'] });

export const publishApi = publicLibraryTags.injectEndpoints({
  endpoints: (build) => ({
    /** The current publication, or a 404 error when the exercise is not published. */
    getExercisePublication: build.query<LibraryExerciseDetail, number>({
      query: (id) => `exercises/${id}/publish/`,
      providesTags: (_r, _e, id) => [{ type: 'Exercise', id }],
    }),
    publishExercise: build.mutation<
      LibraryExerciseDetail,
      { id: number; videoId: number; body: PublishExerciseRequest }
    >({
      query: ({ id, body }) => ({ url: `exercises/${id}/publish/`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { videoId }) => ['Exercise', { type: 'Video', id: videoId }, 'LibraryExercise'],
    }),
    unpublishExercise: build.mutation<void, { id: number; videoId: number }>({
      query: ({ id }) => ({ url: `exercises/${id}/publish/`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { videoId }) => ['Exercise', { type: 'Video', id: videoId }, 'LibraryExercise'],
    }),
    getProgramPublication: build.query<LibraryProgramDetail, number>({
      query: (id) => `programs/${id}/publish/`,
      providesTags: (_r, _e, id) => [{ type: 'Program', id }],
    }),
    publishProgram: build.mutation<LibraryProgramDetail, { id: number; body: PublishProgramRequest }>({
      query: ({ id, body }) => ({ url: `programs/${id}/publish/`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'Program', id },
        { type: 'Program', id: 'LIST' },
        'LibraryProgram',
        'LibraryExercise',
      ],
    }),
    unpublishProgram: build.mutation<void, number>({
      query: (id) => ({ url: `programs/${id}/publish/`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [
        { type: 'Program', id },
        { type: 'Program', id: 'LIST' },
        'LibraryProgram',
        'LibraryExercise',
      ],
    }),
  }),
});

export const {
  useGetExercisePublicationQuery,
  usePublishExerciseMutation,
  useUnpublishExerciseMutation,
  useGetProgramPublicationQuery,
  usePublishProgramMutation,
  useUnpublishProgramMutation,
} = publishApi;

/** True for the answer of a publication's GET when nothing is published: the form then starts empty. */
export function isNotPublished(error: unknown): boolean {
  return (error as { status?: unknown } | undefined)?.status === 404;
}
