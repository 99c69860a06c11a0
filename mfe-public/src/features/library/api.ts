import { api } from '@physio/api-client/query';
import type {
  LibraryExerciseDetail,
  LibraryExerciseQuery,
  LibraryExerciseSummary,
  LibraryFacets,
  LibraryProgramDetail,
  LibraryProgramQuery,
  LibraryProgramSummary,
  Page,
} from '@physio/contracts';

// The public library is read-only here and changes only when a professional publishes, so its answers are kept a
// short while (a visitor going back and forth between the list and an exercise reads the cache) but not the
// slice's five minutes: a publication should show on the next visit, not after a reload.
const LIBRARY_CACHE_SECONDS = 60;

// Its own tags, like the participant's care data, so the studio's publishing can refresh the public pages in the
// same composed site without touching the slice's shared tag list.
const libraryTags = api.enhanceEndpoints({ addTagTypes: ['LibraryExercise', 'LibraryProgram'] });

export const libraryApi = libraryTags.injectEndpoints({
  endpoints: (build) => ({
    getLibraryExercises: build.query<Page<LibraryExerciseSummary>, LibraryExerciseQuery>({
      query: (params) => ({ url: 'library/exercises/', params }),
      providesTags: [{ type: 'LibraryExercise', id: 'LIST' }],
      keepUnusedDataFor: LIBRARY_CACHE_SECONDS,
    }),
    getLibraryExercise: build.query<LibraryExerciseDetail, string>({
      query: (slug) => `library/exercises/${encodeURIComponent(slug)}/`,
      providesTags: (_result, _error, slug) => [{ type: 'LibraryExercise', id: slug }],
      keepUnusedDataFor: LIBRARY_CACHE_SECONDS,
    }),
    getLibraryFacets: build.query<LibraryFacets, void>({
      query: () => 'library/facets/',
      providesTags: [
        { type: 'LibraryExercise', id: 'LIST' },
        { type: 'LibraryProgram', id: 'LIST' },
      ],
      keepUnusedDataFor: LIBRARY_CACHE_SECONDS,
    }),
    getLibraryPrograms: build.query<Page<LibraryProgramSummary>, LibraryProgramQuery>({
      query: (params) => ({ url: 'library/programs/', params }),
      providesTags: [{ type: 'LibraryProgram', id: 'LIST' }],
      keepUnusedDataFor: LIBRARY_CACHE_SECONDS,
    }),
    getLibraryProgram: build.query<LibraryProgramDetail, string>({
      query: (slug) => `library/programs/${encodeURIComponent(slug)}/`,
      providesTags: (_result, _error, slug) => [{ type: 'LibraryProgram', id: slug }],
      keepUnusedDataFor: LIBRARY_CACHE_SECONDS,
    }),
  }),
});

export const {
  useGetLibraryExercisesQuery,
  useGetLibraryExerciseQuery,
  useGetLibraryFacetsQuery,
  useGetLibraryProgramsQuery,
  useGetLibraryProgramQuery,
} = libraryApi;
