import type { Assignment } from '@physio/contracts';
import { careApi } from '../../care-api';

export const programApi = careApi.injectEndpoints({
  endpoints: (build) => ({
    getAssignment: build.query<Assignment, number>({
      query: (id) => `assignments/${id}/`,
      // Assigned, edited or ended by the professional elsewhere: it changes with what the dashboard shows.
      providesTags: ['ParticipantDashboard'],
    }),
  }),
});

export const { useGetAssignmentQuery } = programApi;
