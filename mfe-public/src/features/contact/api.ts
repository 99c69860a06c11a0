import { api } from '@physio/api-client/query';
import type { ContactMessage } from './validate-contact';

// Contact messages are stored by the API (POST /api/contact/, validated and rate-limited there),
// so nothing a visitor writes is lost even though the spec's form only simulated sending.
export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendContactMessage: build.mutation<{ message: string }, ContactMessage>({
      query: (body) => ({ url: 'contact/', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
