import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { apiErrorMessage, apiFieldErrors } from '@physio/api-client';
import { Button, Muted, TextField, useDocumentMeta, useFieldErrors } from '@physio/ui';
import { useResetPasswordMutation } from './api';
import { AuthCard, Form, FormFooter } from './auth-form';
import { authNotice } from './notice';
import { PASSWORD_HINT, PASSWORD_MAX, passwordProblem } from './validate-auth';

type ResetField = 'password' | 'confirmation';
const MISMATCH = 'The passwords do not match.';

export default function ResetPasswordPage() {
  useDocumentMeta('Set a new password | PhysioHub', 'Choose a new password for your PhysioHub account.');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const navigate = useNavigate();
  const fields = useFieldErrors<ResetField>();
  // Said while typing, as soon as the confirmation differs from what it confirms.
  const mismatch = confirmation.length > 0 && password !== confirmation;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = {
      password: passwordProblem(password),
      confirmation: password === confirmation ? undefined : MISMATCH,
    };
    if (isLoading || !fields.show(found)) return;
    try {
      const { message } = await resetPassword({ token, password }).unwrap();
      authNotice('success', 'Success!', message);
      navigate('/sign-in');
    } catch (error) {
      fields.show(apiFieldErrors(error));
      authNotice('error', 'Error', apiErrorMessage(error, 'This reset link is invalid or has expired.'));
    }
  }

  if (!token) {
    return (
      <AuthCard>
        <h1>Set a new password</h1>
        <p role="alert">This reset link is invalid or has expired.</p>
        <FormFooter>
          <Link to="/forgot-password">Request a new link</Link>
        </FormFooter>
      </AuthCard>
    );
  }

  return (
    <AuthCard>
      <h1>Set a new password</h1>
      <Muted>Signing in with the new password ends every other session of your account.</Muted>
      <Form ref={fields.form} onSubmit={onSubmit} noValidate aria-label="New password form">
        <TextField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX}
          hint={PASSWORD_HINT}
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            fields.clear('password');
          }}
          error={fields.errors.password}
        />
        <TextField
          label="Confirm new password"
          name="confirmation"
          type="password"
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(e) => {
            setConfirmation(e.target.value);
            fields.clear('confirmation');
          }}
          error={fields.errors.confirmation ?? (mismatch ? MISMATCH : undefined)}
        />
        <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? 'Saving...' : 'Set new password'}
        </Button>
      </Form>
    </AuthCard>
  );
}
