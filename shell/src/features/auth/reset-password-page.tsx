import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { apiErrorMessage } from '@physio/api-client';
import { Button, Muted, useDocumentMeta } from '@physio/ui';
import { useResetPasswordMutation } from './api';
import { AuthCard, FieldLabel, Form, FormFooter } from './auth-form';

export default function ResetPasswordPage() {
  useDocumentMeta('Set a new password | PhysioHub', 'Choose a new password for your PhysioHub account.');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const navigate = useNavigate();
  const mismatch = confirmation.length > 0 && password !== confirmation;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (password !== confirmation) return;
    try {
      const { message } = await resetPassword({ token, password }).unwrap();
      toast.success(
        <div>
          <strong>Success!</strong>
          <br />
          {message}
        </div>,
      );
      navigate('/sign-in');
    } catch (error) {
      toast.error(
        <div>
          <strong>Error</strong>
          <br />
          {apiErrorMessage(error, 'This reset link is invalid or has expired.')}
        </div>,
      );
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
      <Form onSubmit={onSubmit}>
        <FieldLabel>
          New password
          <input
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={8}
            maxLength={128}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </FieldLabel>
        <FieldLabel>
          Confirm new password
          <input
            name="confirmation"
            type="password"
            autoComplete="new-password"
            required
            aria-invalid={mismatch}
            aria-describedby={mismatch ? 'mismatch' : undefined}
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
          />
        </FieldLabel>
        {mismatch ? (
          <p id="mismatch" role="alert">
            The passwords do not match.
          </p>
        ) : null}
        <Button type="submit" disabled={isLoading || mismatch}>
          {isLoading ? 'Saving...' : 'Set new password'}
        </Button>
      </Form>
    </AuthCard>
  );
}
