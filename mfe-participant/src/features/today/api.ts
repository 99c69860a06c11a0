import type { SessionLog, SessionLogRequest, TodayResponse } from '@physio/contracts';
import { careApi } from '../../care-api';

export const todayApi = careApi.injectEndpoints({
  endpoints: (build) => ({
    getToday: build.query<TodayResponse, { date: string }>({
      query: ({ date }) => ({ url: 'me/today/', params: { date } }),
      providesTags: ['ParticipantToday'],
    }),
    logSession: build.mutation<SessionLog, SessionLogRequest>({
      query: (body) => ({ url: 'session-logs/', method: 'POST', body }),
      invalidatesTags: ['ParticipantToday', 'ParticipantDashboard', 'ParticipantHistory'],
    }),
  }),
});

export const { useGetTodayQuery, useLogSessionMutation } = todayApi;
