import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { apiErrorMessage } from '@physio/api-client';
import { Button, Muted, useDocumentMeta } from '@physio/ui';
import { useForgotPasswordMutation } from './api';
import { AuthCard, FieldLabel, Form, FormFooter } from './auth-form';

export default function ForgotPasswordPage() {
  useDocumentMeta('Forgot password | PhysioHub', 'Request a link to set a new password for your PhysioHub account.');
  const [email, setEmail] = useState('');
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [requestReset, { isLoading }] = useForgotPasswordMutation();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      const { message } = await requestReset({ email }).unwrap();
      setSentMessage(message);
    } catch (error) {
      toast.error(
        <div>
          <strong>Error</strong>
          <br />
          {apiErrorMessage(error, 'We could not send the reset link. Please try again.')}
        </div>,
      );
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
          <Form onSubmit={onSubmit}>
            <FieldLabel>
              Email address
              <input
                name="email"
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </FieldLabel>
            <Button type="submit" disabled={isLoading}>
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
