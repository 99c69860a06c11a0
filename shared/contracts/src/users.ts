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
