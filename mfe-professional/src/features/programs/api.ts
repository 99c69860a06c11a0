import { api } from '@physio/api-client/query';
import type { Program, ProgramRequest } from '@physio/contracts';

export const programsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPrograms: build.query<Program[], void>({
      query: () => 'programs/',
      providesTags: [{ type: 'Program', id: 'LIST' }],
    }),
    createProgram: build.mutation<Program, ProgramRequest>({
      query: (body) => ({ url: 'programs/', method: 'POST', body }),
      invalidatesTags: [{ type: 'Program', id: 'LIST' }],
    }),
    updateProgram: build.mutation<Program, { id: number; body: ProgramRequest }>({
      query: ({ id, body }) => ({ url: `programs/${id}/`, method: 'PUT', body }),
      invalidatesTags: [{ type: 'Program', id: 'LIST' }],
    }),
    deleteProgram: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `programs/${id}/`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Program', id: 'LIST' }],
    }),
  }),
});

export const { useGetProgramsQuery, useCreateProgramMutation, useUpdateProgramMutation, useDeleteProgramMutation } =
  programsApi;
