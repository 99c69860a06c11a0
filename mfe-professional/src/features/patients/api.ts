import { api } from '@physio/api-client/query';
import type {
  Assignment,
  CareOverview,
  AssignmentRequest,
  AssignmentUpdateRequest,
  CreatedInvitation,
  Invitation,
  InvitationRequest,
  Page,
  ParticipantDetail,
  ParticipantListQuery,
  ParticipantSummary,
} from '@physio/contracts';

// The care loop's tags stay with this feature so the shared slice does not need to know about them.
const careApi = api.enhanceEndpoints({ addTagTypes: ['Participant', 'Invitation'] });

export const patientsApi = careApi.injectEndpoints({
  endpoints: (build) => ({
    getParticipants: build.query<Page<ParticipantSummary>, ParticipantListQuery>({
      query: (params) => ({ url: 'participants/', params: { ...params, search: params.search || undefined } }),
      providesTags: [{ type: 'Participant', id: 'LIST' }],
    }),
    // Every linked participant at once, for the studio dashboard's figures; changes to any of them refresh it.
    getCareOverview: build.query<CareOverview, void>({
      query: () => 'participants/overview/',
      providesTags: [{ type: 'Participant', id: 'LIST' }],
    }),
    getParticipant: build.query<ParticipantDetail, number>({
      query: (id) => `participants/${id}/`,
      providesTags: (_result, _error, id) => [{ type: 'Participant', id }],
    }),
    getInvitations: build.query<Invitation[], void>({
      query: () => 'invitations/',
      providesTags: [{ type: 'Invitation', id: 'LIST' }],
    }),
    createInvitation: build.mutation<CreatedInvitation, InvitationRequest>({
      query: (body) => ({ url: 'invitations/', method: 'POST', body }),
      invalidatesTags: [{ type: 'Invitation', id: 'LIST' }],
    }),
    revokeInvitation: build.mutation<void, number>({
      query: (id) => ({ url: `invitations/${id}/`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Invitation', id: 'LIST' }],
    }),
    createAssignment: build.mutation<Assignment, AssignmentRequest>({
      query: (body) => ({ url: 'assignments/', method: 'POST', body }),
      invalidatesTags: (_result, _error, body) => [
        { type: 'Participant', id: body.participant_id },
        { type: 'Participant', id: 'LIST' },
      ],
    }),
    updateAssignment: build.mutation<Assignment, { id: number; participantId: number; body: AssignmentUpdateRequest }>({
      query: ({ id, body }) => ({ url: `assignments/${id}/`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { participantId }) => [
        { type: 'Participant', id: participantId },
        { type: 'Participant', id: 'LIST' },
      ],
    }),
    endAssignment: build.mutation<void, { id: number; participantId: number }>({
      query: ({ id }) => ({ url: `assignments/${id}/`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { participantId }) => [
        { type: 'Participant', id: participantId },
        { type: 'Participant', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useGetParticipantsQuery,
  useGetCareOverviewQuery,
  useGetParticipantQuery,
  useGetInvitationsQuery,
  useCreateInvitationMutation,
  useRevokeInvitationMutation,
  useCreateAssignmentMutation,
  useUpdateAssignmentMutation,
  useEndAssignmentMutation,
} = patientsApi;
