import { api } from '@physio/api-client/query';
import type { DetectRequest, DetectResponse } from '@physio/contracts';

// Detection saves nothing, so it invalidates nothing; saving the reviewed exercises goes through saveExercises.
export const detectApi = api.injectEndpoints({
  endpoints: (build) => ({
    detectExercises: build.mutation<DetectResponse, DetectRequest>({
      query: (body) => ({ url: 'exercises/detect/', method: 'POST', body }),
    }),
  }),
});

export const { useDetectExercisesMutation } = detectApi;
