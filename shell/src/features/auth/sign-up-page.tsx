import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  apiErrorMessage,
  apiFieldErrors,
  selectCurrentUser,
  signedIn,
  useAppDispatch,
  useAppSelector,
} from '@physio/api-client';
import { Button, TextField, useDocumentMeta, useFieldErrors } from '@physio/ui';
import { useAcceptSignUpInvitationMutation, useSignUpMutation } from './api';
import { AuthCard, Form, FormFooter } from './auth-form';
import { dashboardPath } from './dashboard-path';
import { authNotice } from './notice';
import { PASSWORD_HINT, PASSWORD_MAX, USERNAME_HINT, validateSignUp, type SignUpField } from './validate-auth';

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
    min-height: 44px;
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
    margin: 0;
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
  const fields = useFieldErrors<SignUpField>();

  useEffect(() => {
    if (user && !isLoading) navigate(dashboardPath(user), { replace: true });
    // Only on arrival: after a successful sign-up the spec sends the user to /sign-in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const update = (field: SignUpField) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    fields.clear(field);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (isLoading || !fields.show(validateSignUp(form))) return;
    const request = { ...form, username: form.username.trim(), email: form.email.trim() };
    try {
      const { token, user: created } = await signUp({ ...request, is_professional: isProfessional }).unwrap();
      dispatch(signedIn({ token, user: created }));
      authNotice('success', 'Success!', 'Your account has been created.');
      if (invite && !created.is_professional) await linkToProfessional(invite);
      navigate('/sign-in');
    } catch (error) {
      // "A user with that username already exists." belongs to the Username field; the notice reports the outcome.
      fields.show(apiFieldErrors(error));
      authNotice('error', 'Error', apiErrorMessage(error, 'There was a problem creating your account.'));
    }
  }

  // The account exists whatever happens here, so a refused code is a notice, not a failed sign-up.
  async function linkToProfessional(code: string) {
    try {
      const { professional } = await acceptInvitation({ code }).unwrap();
      authNotice('success', 'Linked!', `You are now linked to ${professional.username}.`);
    } catch (error) {
      authNotice(
        'error',
        'Invitation not accepted',
        `${apiErrorMessage(error, 'The invitation could not be accepted.')} You can enter a code on your dashboard.`,
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
      <Form ref={fields.form} onSubmit={onSubmit} noValidate aria-label="Sign-up form">
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          required
          maxLength={150}
          hint={USERNAME_HINT}
          value={form.username}
          onChange={update('username')}
          error={fields.errors.username}
        />
        <TextField
          label="Email address"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={form.email}
          onChange={update('email')}
          error={fields.errors.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX}
          hint={PASSWORD_HINT}
          value={form.password}
          onChange={update('password')}
          error={fields.errors.password}
        />
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
        <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? 'Creating account...' : 'Create account'}
        </Button>
      </Form>
      <FormFooter>
        Already have an account? <Link to="/sign-in">Sign in</Link>
      </FormFooter>
    </AuthCard>
  );
}
