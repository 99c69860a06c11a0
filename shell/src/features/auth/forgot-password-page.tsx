import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { apiErrorMessage, apiFieldErrors } from '@physio/api-client';
import { Button, Muted, TextField, useDocumentMeta, useFieldErrors } from '@physio/ui';
import { useForgotPasswordMutation } from './api';
import { AuthCard, Form, FormFooter } from './auth-form';
import { authNotice } from './notice';
import { emailProblem } from './validate-auth';

export default function ForgotPasswordPage() {
  useDocumentMeta('Forgot password | PhysioHub', 'Request a link to set a new password for your PhysioHub account.');
  const [email, setEmail] = useState('');
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [requestReset, { isLoading }] = useForgotPasswordMutation();
  const fields = useFieldErrors<'email'>();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (isLoading || !fields.show({ email: emailProblem(email) })) return;
    try {
      const { message } = await requestReset({ email: email.trim() }).unwrap();
      setSentMessage(message);
    } catch (error) {
      fields.show(apiFieldErrors(error));
      authNotice('error', 'Error', apiErrorMessage(error, 'We could not send the reset link. Please try again.'));
    }
  }

  return (
    <AuthCard>
      <h1>Forgot your password?</h1>
      {sentMessage ? (
        <p role="status">{sentMessage}</p>
      ) : (
        <>
          <Muted>Enter the email address of your account and we&apos;ll send you a link to set a new password.</Muted>
          <Form ref={fields.form} onSubmit={onSubmit} noValidate aria-label="Reset link form">
            <TextField
              label="Email address"
              name="email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                fields.clear('email');
              }}
              error={fields.errors.email}
            />
            <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
              {isLoading ? 'Sending...' : 'Send reset link'}
            </Button>
          </Form>
        </>
      )}
      <FormFooter>
        Remembered it? <Link to="/sign-in">Sign in</Link>
      </FormFooter>
    </AuthCard>
  );
}
