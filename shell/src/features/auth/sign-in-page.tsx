import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { signedIn, useAppDispatch, useAppSelector, selectCurrentUser, apiErrorMessage } from '@physio/api-client';
import { Button, useDocumentMeta } from '@physio/ui';
import { useSignInMutation } from './api';
import { AuthCard, FieldLabel, Form, FormFooter } from './auth-form';
import { dashboardPath } from './dashboard-path';

/** Only same-site paths are honoured as a return address. */
function safeNext(next: string | null): string | null {
  return next && next.startsWith('/') && !next.startsWith('//') ? next : null;
}

export default function SignInPage() {
  useDocumentMeta('Sign in | PhysioHub', 'Sign in to your PhysioHub account.');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [signIn, { isLoading }] = useSignInMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectCurrentUser);
  const [params] = useSearchParams();

  useEffect(() => {
    if (user) navigate(safeNext(params.get('next')) ?? dashboardPath(user), { replace: true });
  }, [user, navigate, params]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      const { token, user: signedInUser } = await signIn({ username, password }).unwrap();
      dispatch(signedIn({ token, user: signedInUser }));
      toast.success(
        <div>
          <strong>Success!</strong>
          <br />
          You have successfully signed in.
        </div>,
      );
    } catch (error) {
      const message = apiErrorMessage(error, 'Invalid username or password. Please try again.');
      toast.error(
        <div>
          <strong>Error</strong>
          <br />
          {message}
        </div>,
      );
    }
  }

  return (
    <AuthCard>
      <h1>Sign in</h1>
      <Form onSubmit={onSubmit}>
        <FieldLabel>
          Username
          <input
            name="username"
            autoComplete="username"
            required
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
        </FieldLabel>
        <FieldLabel>
          Password
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </FieldLabel>
        <Link to="/forgot-password">Forgot password?</Link>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Signing in...' : 'Sign in'}
        </Button>
      </Form>
      <FormFooter>
        Don&apos;t have an account? <Link to="/sign-up">Sign up</Link>
      </FormFooter>
    </AuthCard>
  );
}
