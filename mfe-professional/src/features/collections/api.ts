import { api } from '@physio/api-client/query';
import type { Collection } from '@physio/contracts';

export const collectionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCollections: build.query<Collection[], void>({
      query: () => 'collections/',
      providesTags: ['Collection'],
    }),
    createCollection: build.mutation<Collection, { name: string }>({
      query: (body) => ({ url: 'collections/', method: 'POST', body }),
      invalidatesTags: ['Collection'],
    }),
    renameCollection: build.mutation<Collection, { id: number; name: string }>({
      query: ({ id, name }) => ({ url: `collections/${id}/`, method: 'PUT', body: { name } }),
      invalidatesTags: ['Collection'],
    }),
    deleteCollection: build.mutation<{ message: string }, number>({
      query: (id) => ({ url: `collections/${id}/`, method: 'DELETE' }),
      invalidatesTags: ['Collection'],
    }),
    addCollectionVideos: build.mutation<Collection, { id: number; video_ids: number[] }>({
      query: ({ id, video_ids }) => ({ url: `collections/${id}/videos/`, method: 'POST', body: { video_ids } }),
      invalidatesTags: ['Collection'],
    }),
    removeCollectionVideo: build.mutation<Collection, { id: number; videoId: number }>({
      query: ({ id, videoId }) => ({ url: `collections/${id}/videos/${videoId}/`, method: 'DELETE' }),
      invalidatesTags: ['Collection'],
    }),
  }),
});

export const {
  useGetCollectionsQuery,
  useCreateCollectionMutation,
  useRenameCollectionMutation,
  useDeleteCollectionMutation,
  useAddCollectionVideosMutation,
  useRemoveCollectionVideoMutation,
} = collectionsApi;
