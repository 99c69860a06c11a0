import type { AcceptInvitationRequest, AcceptInvitationResponse } from '@physio/contracts';
import { careApi } from '../../care-api';

export const joinApi = careApi.injectEndpoints({
  endpoints: (build) => ({
    acceptInvitation: build.mutation<AcceptInvitationResponse, AcceptInvitationRequest>({
      query: (body) => ({ url: 'invitations/accept/', method: 'POST', body }),
      // A new link can bring assignments with it.
      invalidatesTags: ['ParticipantDashboard', 'ParticipantToday'],
    }),
  }),
});

export const { useAcceptInvitationMutation } = joinApi;
