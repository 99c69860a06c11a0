import { api } from '@physio/api-client/query';
import type { ExerciseListItem, ExerciseListQuery, Page } from '@physio/contracts';

export const exercisesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getExercises: build.query<Page<ExerciseListItem>, ExerciseListQuery>({
      query: (params) => ({ url: 'exercises/', params: { ...params, search: params.search || undefined } }),
      providesTags: ['Exercise'],
    }),
  }),
});

export const { useGetExercisesQuery } = exercisesApi;
