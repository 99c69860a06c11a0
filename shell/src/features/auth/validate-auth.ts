import type { FieldErrors } from '@physio/ui';

// The API's own rules and words (sign-up and password reset), checked before the request is sent.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORD_HINT = `At least ${PASSWORD_MIN} characters.`;
export const USERNAME_HINT = 'Letters, digits and @ . + - _ only.';

const USERNAME = /^[\w.@+-]+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type SignUpField = 'username' | 'email' | 'password';

export function passwordProblem(password: string): string | undefined {
  if (!password) return 'Password is required.';
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX)
    return `Password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long.`;
  return undefined;
}

export function emailProblem(email: string): string | undefined {
  if (!email.trim()) return 'Email address is required.';
  if (!EMAIL.test(email.trim())) return 'Enter a valid email address.';
  return undefined;
}

export function validateSignUp(values: Record<SignUpField, string>): FieldErrors<SignUpField> {
  const username = values.username.trim();
  let usernameProblem: string | undefined;
  if (!username) usernameProblem = 'Username is required.';
  else if (username.length < 3 || username.length > 150) usernameProblem = 'Username must be 3 to 150 characters long.';
  else if (!USERNAME.test(username))
    usernameProblem = 'Username may contain only letters, digits and @ . + - _ characters.';
  return dropEmpty({
    username: usernameProblem,
    email: emailProblem(values.email),
    password: passwordProblem(values.password),
  });
}

export function validateSignIn(values: { username: string; password: string }): FieldErrors<'username' | 'password'> {
  return dropEmpty({
    username: values.username.trim() ? undefined : 'Username is required.',
    password: values.password ? undefined : 'Password is required.',
  });
}

function dropEmpty<F extends string>(errors: Record<F, string | undefined>): FieldErrors<F> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as FieldErrors<F>;
}
