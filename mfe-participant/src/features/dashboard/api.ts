import type { ParticipantDashboard } from '@physio/contracts';
import { careApi } from '../../care-api';

export const dashboardApi = careApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboard: build.query<ParticipantDashboard, { date: string }>({
      query: ({ date }) => ({ url: 'me/dashboard/', params: { date } }),
      providesTags: ['ParticipantDashboard'],
    }),
  }),
});

export const { useGetDashboardQuery } = dashboardApi;
