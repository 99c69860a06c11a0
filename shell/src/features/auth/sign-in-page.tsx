import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  signedIn,
  useAppDispatch,
  useAppSelector,
  selectCurrentUser,
  apiErrorMessage,
  apiFieldErrors,
} from '@physio/api-client';
import { Button, TextField, useDocumentMeta, useFieldErrors } from '@physio/ui';
import { useSignInMutation } from './api';
import { AuthCard, Form, FormFooter } from './auth-form';
import { dashboardPath } from './dashboard-path';
import { authNotice } from './notice';
import { validateSignIn } from './validate-auth';

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
  const fields = useFieldErrors<'username' | 'password'>();

  useEffect(() => {
    if (user) navigate(safeNext(params.get('next')) ?? dashboardPath(user), { replace: true });
  }, [user, navigate, params]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (isLoading || !fields.show(validateSignIn({ username, password }))) return;
    try {
      const { token, user: signedInUser } = await signIn({ username: username.trim(), password }).unwrap();
      dispatch(signedIn({ token, user: signedInUser }));
      authNotice('success', 'Success!', 'You have successfully signed in.');
    } catch (error) {
      fields.show(apiFieldErrors(error));
      authNotice('error', 'Error', apiErrorMessage(error, 'Invalid username or password. Please try again.'));
    }
  }

  return (
    <AuthCard>
      <h1>Sign in</h1>
      <Form ref={fields.form} onSubmit={onSubmit} noValidate aria-label="Sign-in form">
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          required
          value={username}
          onChange={(e) => {
            setUsername(e.target.value);
            fields.clear('username');
          }}
          error={fields.errors.username}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            fields.clear('password');
          }}
          error={fields.errors.password}
        />
        <Link to="/forgot-password">Forgot password?</Link>
        <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? 'Signing in...' : 'Sign in'}
        </Button>
      </Form>
      <FormFooter>
        Don&apos;t have an account? <Link to="/sign-up">Sign up</Link>
      </FormFooter>
    </AuthCard>
  );
}
