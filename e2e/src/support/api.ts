import { E2E_PORTS } from './ports';

// The API as a client other than the browser uses it: straight to its port, with the CSRF double submit on the
// auth calls (GET /api/users/csrf/ sets the csrftoken cookie; X-CSRFToken sends it back) and a Token on the rest.

const apiUrl = (path: string) => `http://127.0.0.1:${E2E_PORTS.api}${path}`;

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
}

export interface Account {
  username: string;
  email: string;
  password: string;
}

/** A JSON call to the API; the answer's body is parsed whatever the status. */
export async function callApi<T = Record<string, unknown>>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<T>> {
  const response = await fetch(apiUrl(path), {
    method,
    headers: {
      Accept: 'application/json',
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(options.token ? { Authorization: `Token ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** A cookie + header pair that passes the API's CSRF check. */
export async function csrfHeaders(): Promise<Record<string, string>> {
  const { body } = await callApi<{ csrftoken: string }>('GET', '/api/users/csrf/');
  return { Cookie: `csrftoken=${body.csrftoken}`, 'X-CSRFToken': body.csrftoken };
}

/** POST /api/users/signup/ as the sign-up form sends it; answers whatever the API answered. */
export async function signUpThroughApi(
  account: Account,
  isProfessional: boolean,
): Promise<ApiAnswer<{ token?: string; error?: string }>> {
  return callApi('POST', '/api/users/signup/', {
    headers: await csrfHeaders(),
    body: { ...account, is_professional: isProfessional },
  });
}

/** A fresh account (unique per call) with its token. */
export async function newProfessional(prefix = 'pro'): Promise<Account & { token: string }> {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const account = {
    username: `${prefix}.${suffix}`,
    email: `${prefix}.${suffix}@example.com`,
    password: 'e2e-password-1',
  };
  const answer = await signUpThroughApi(account, true);
  if (answer.status !== 201 || !answer.body.token)
    throw new Error(`sign-up failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { ...account, token: answer.body.token };
}
