import type { ParticipantHistory } from '@physio/contracts';
import { careApi } from '../../care-api';

export const historyApi = careApi.injectEndpoints({
  endpoints: (build) => ({
    getHistory: build.query<ParticipantHistory, { date: string }>({
      query: ({ date }) => ({ url: 'me/history/', params: { date } }),
      providesTags: ['ParticipantHistory'],
    }),
  }),
});

export const { useGetHistoryQuery } = historyApi;
