import { api } from '@physio/api-client/query';
import type {
  BulkSaveRequest,
  BulkSaveResponse,
  FetchChannelVideosResponse,
  Page,
  SaveExercisesRequest,
  SaveExercisesResponse,
  SavedExercise,
  UpdateExerciseRequest,
  Video,
  VideoListQuery,
  VideoStatsResponse,
} from '@physio/contracts';

// The studio's video and exercise endpoints, injected into the site's one API slice. Writes invalidate the
// lists, the stats and the one video they touched, so every screen shows the new state without a reload.
export const videosApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVideoStats: build.query<VideoStatsResponse, void>({
      query: () => 'videos/stats/',
      providesTags: ['VideoStats'],
    }),
    getVideos: build.query<Page<Video>, VideoListQuery>({
      query: (params) => ({ url: 'videos/', params }),
      providesTags: (page) => [
        { type: 'Video', id: 'LIST' },
        ...(page?.results ?? []).map((v) => ({ type: 'Video' as const, id: v.id })),
      ],
    }),
    getVideo: build.query<Video, number>({
      query: (id) => `videos/${id}/`,
      providesTags: (_video, _error, id) => [{ type: 'Video', id }],
    }),
    deleteVideo: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `videos/${id}/`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [
        { type: 'Video', id },
        { type: 'Video', id: 'LIST' },
        'VideoStats',
        'Exercise',
        'Collection',
        'Program',
      ],
    }),
    saveExercises: build.mutation<SaveExercisesResponse, SaveExercisesRequest>({
      query: (body) => ({ url: 'exercises/', method: 'POST', body }),
      invalidatesTags: (result) => [
        { type: 'Video', id: result?.video.id },
        { type: 'Video', id: 'LIST' },
        'VideoStats',
        'Exercise',
      ],
    }),
    updateExercise: build.mutation<SavedExercise, { id: number; videoId?: number; body: UpdateExerciseRequest }>({
      query: ({ id, body }) => ({ url: `exercises/${id}/`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { videoId }) => [{ type: 'Video', id: videoId }, 'VideoStats', 'Exercise'],
    }),
    deleteExercise: build.mutation<{ message: string }, { id: number; videoId?: number }>({
      query: ({ id }) => ({ url: `exercises/${id}/`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, { videoId }) => [
        { type: 'Video', id: videoId },
        { type: 'Video', id: 'LIST' },
        'VideoStats',
        'Exercise',
        'Program',
      ],
    }),
    fetchChannelVideos: build.mutation<FetchChannelVideosResponse, { channel_name: string }>({
      query: (body) => ({ url: 'videos/fetch_channel_videos/', method: 'POST', body }),
    }),
    bulkSaveVideos: build.mutation<BulkSaveResponse, BulkSaveRequest>({
      query: (body) => ({ url: 'videos/bulk_save/', method: 'POST', body }),
      invalidatesTags: [{ type: 'Video', id: 'LIST' }, 'VideoStats'],
    }),
  }),
});

export const {
  useGetVideoStatsQuery,
  useGetVideosQuery,
  useGetVideoQuery,
  useDeleteVideoMutation,
  useSaveExercisesMutation,
  useUpdateExerciseMutation,
  useDeleteExerciseMutation,
  useFetchChannelVideosMutation,
  useBulkSaveVideosMutation,
} = videosApi;
