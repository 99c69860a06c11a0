import { api } from '@physio/api-client/query';
import type {
  AcceptInvitationRequest,
  AcceptInvitationResponse,
  AuthResponse,
  SignInRequest,
  SignUpRequest,
  User,
} from '@physio/contracts';

// Auth belongs to the shell. The base query adds credentials and the CSRF header to users/ calls.
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<AuthResponse, SignInRequest>({
      query: (body) => ({ url: 'users/signin/', method: 'POST', body }),
    }),
    signUp: build.mutation<AuthResponse, SignUpRequest>({
      query: (body) => ({ url: 'users/signup/', method: 'POST', body }),
    }),
    // Sign-up with ?invite= links the new participant at once; named apart from the participant app's own
    // join endpoint so the two injections into the one slice do not collide.
    acceptSignUpInvitation: build.mutation<AcceptInvitationResponse, AcceptInvitationRequest>({
      query: (body) => ({ url: 'invitations/accept/', method: 'POST', body }),
    }),
    signOut: build.mutation<unknown, void>({
      query: () => ({ url: 'users/signout/', method: 'POST' }),
    }),
    me: build.query<User, void>({
      query: () => 'users/me/',
      providesTags: ['User'],
    }),
    forgotPassword: build.mutation<{ message: string }, { email: string }>({
      query: (body) => ({ url: 'users/forgot-password/', method: 'POST', body }),
    }),
    resetPassword: build.mutation<{ message: string }, { token: string; password: string }>({
      query: (body) => ({ url: 'users/reset-password/', method: 'POST', body }),
    }),
  }),
});

export const {
  useMeQuery,
  useSignInMutation,
  useSignUpMutation,
  useAcceptSignUpInvitationMutation,
  useSignOutMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = authApi;
