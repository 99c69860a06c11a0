import { api } from '@physio/api-client';
import type { VideoStatsResponse } from '@physio/contracts';

// The studio's video endpoints, injected into the site's one API slice.
export const videosApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVideoStats: build.query<VideoStatsResponse, void>({
      query: () => 'videos/stats/',
      providesTags: ['VideoStats'],
    }),
  }),
});

export const { useGetVideoStatsQuery } = videosApi;
