import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import styled from 'styled-components';
import { apiErrorMessage, selectCurrentUser, signedIn, useAppDispatch, useAppSelector } from '@physio/api-client';
import { Button, useDocumentMeta } from '@physio/ui';
import { useAcceptSignUpInvitationMutation, useSignUpMutation } from './api';
import { AuthCard, FieldLabel, Form, FormFooter } from './auth-form';
import { dashboardPath } from './dashboard-path';

const RoleChoice = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 12px;
  display: flex;
  gap: 20px;
  legend {
    font-weight: 600;
    padding: 0 4px;
  }
  label {
    display: flex;
    gap: 8px;
    align-items: center;
  }
`;

const InviteNote = styled.p`
  margin: 0 0 16px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

export default function SignUpPage() {
  useDocumentMeta(
    'Create your account | PhysioHub',
    'Create a PhysioHub account as a patient or as a physiotherapy professional.',
  );
  const [params] = useSearchParams();
  const [form, setForm] = useState({ username: '', email: '', password: '' });
  // A professional's invitation link carries ?invite=CODE: the invitee is a patient, linked right after sign-up.
  const invite = params.get('invite')?.trim() || null;
  // "Start Free Trial" links here with ?role=professional.
  const [isProfessional, setIsProfessional] = useState(!invite && params.get('role') === 'professional');
  const [signUp, { isLoading: signingUp }] = useSignUpMutation();
  const [acceptInvitation, { isLoading: linking }] = useAcceptSignUpInvitationMutation();
  const isLoading = signingUp || linking;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectCurrentUser);

  useEffect(() => {
    if (user && !isLoading) navigate(dashboardPath(user), { replace: true });
    // Only on arrival: after a successful sign-up the spec sends the user to /sign-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const update = (field: keyof typeof form) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      const { token, user: created } = await signUp({ ...form, is_professional: isProfessional }).unwrap();
      dispatch(signedIn({ token, user: created }));
      toast.success(
        <div>
          <strong>Success!</strong>
          <br />
          Your account has been created.
        </div>,
      );
      if (invite && !created.is_professional) await linkToProfessional(invite);
      navigate('/sign-in');
    } catch (error) {
      const message = apiErrorMessage(error, 'There was a problem creating your account.');
      toast.error(
        <div>
          <strong>Error</strong>
          <br />
          {message}
        </div>,
      );
    }
  }

  // The account exists whatever happens here, so a refused code is a notice, not a failed sign-up.
  async function linkToProfessional(code: string) {
    try {
      const { professional } = await acceptInvitation({ code }).unwrap();
      toast.success(
        <div>
          <strong>Linked!</strong>
          <br />
          You are now linked to {professional.username}.
        </div>,
      );
    } catch (error) {
      toast.error(
        <div>
          <strong>Invitation not accepted</strong>
          <br />
          {apiErrorMessage(error, 'The invitation could not be accepted.')} You can enter a code on your dashboard.
        </div>,
      );
    }
  }

  return (
    <AuthCard>
      <h1>Create your account</h1>
      {invite ? (
        <InviteNote role="note">
          You were invited by your physiotherapist. Sign up as a patient and your account is linked to them.
        </InviteNote>
      ) : null}
      <Form onSubmit={onSubmit}>
        <FieldLabel>
          Username
          <input name="username" autoComplete="username" required value={form.username} onChange={update('username')} />
        </FieldLabel>
        <FieldLabel>
          Email address
          <input
            name="email"
            type="email"
            autoComplete="email"
            required
            value={form.email}
            onChange={update('email')}
          />
        </FieldLabel>
        <FieldLabel>
          Password
          <input
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={8}
            maxLength={128}
            value={form.password}
            onChange={update('password')}
          />
        </FieldLabel>
        <RoleChoice>
          <legend>I am a</legend>
          <label>
            <input type="radio" name="role" checked={!isProfessional} onChange={() => setIsProfessional(false)} />{' '}
            Patient
          </label>
          <label>
            <input type="radio" name="role" checked={isProfessional} onChange={() => setIsProfessional(true)} />{' '}
            Professional
          </label>
        </RoleChoice>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Creating account...' : 'Create account'}
        </Button>
      </Form>
      <FormFooter>
        Already have an account? <Link to="/sign-in">Sign in</Link>
      </FormFooter>
    </AuthCard>
  );
}
