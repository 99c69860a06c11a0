export interface User {
  id: number;
  username: string;
  email: string;
  is_professional: boolean;
}

export interface SignInRequest {
  username: string;
  password: string;
}

export interface SignUpRequest extends SignInRequest {
  email: string;
  is_professional?: boolean;
}

/** Answer of sign-in and sign-up: the session token (scheme `Token`) and the user. */
export interface AuthResponse {
  token: string;
  user: User;
}

/** GET /api/users/csrf/: also sets the `csrftoken` cookie; send the value back as `X-CSRFToken`. */
export interface CsrfResponse {
  csrftoken: string;
}

/** Sign-out and the DELETE calls answer `{"message": "ok"}` (sign-out: 'Signed out.'). */
export interface MessageResponse {
  message: string;
}
