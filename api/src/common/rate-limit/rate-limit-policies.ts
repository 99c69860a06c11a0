const MINUTE = 60_000;

export interface RateLimitPolicy {
  /** Distinguishes this policy's counters from the others' in the shared store. */
  name: string;
  limit: number;
  windowMs: number;
  message: string;
}

/**
 * Every abuse limit of the API in one table; sign-ups per address per hour come from SIGNUP_LIMIT_PER_HOUR (a
 * clinic signing up its staff from one office address may need more than the default). Sign-in counts failures only (a person who types their password right
 * is never slowed down); the account limit stops guessing one password from many addresses, the address limit
 * stops trying one password on many accounts.
 */
export const rateLimitPolicies = (signUpsPerHour: number) =>
  ({
    signInAccount: {
      name: 'signin-account',
      limit: 10,
      windowMs: 15 * MINUTE,
      message: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    },
    signInAddress: {
      name: 'signin-address',
      limit: 50,
      windowMs: 15 * MINUTE,
      message: 'Too many failed sign-in attempts from your network. Please wait 15 minutes and try again.',
    },
    signUp: {
      name: 'signup',
      limit: signUpsPerHour,
      windowMs: 60 * MINUTE,
      message: 'Too many accounts were created from your network. Please try again in an hour.',
    },
    passwordReset: {
      name: 'password-reset',
      limit: 5,
      windowMs: 15 * MINUTE,
      message: 'Too many reset requests. Please wait a few minutes and try again.',
    },
    // Invitation codes count failures only, like sign-in: 10 characters from 31 cannot be guessed at this pace, and a
    // participant who types their code right is never slowed down.
    inviteAcceptAccount: {
      name: 'invite-accept-account',
      limit: 10,
      windowMs: 15 * MINUTE,
      message: 'Too many invitation codes were tried. Please wait 15 minutes and try again.',
    },
    inviteAcceptAddress: {
      name: 'invite-accept-address',
      limit: 30,
      windowMs: 15 * MINUTE,
      message: 'Too many invitation codes were tried from your network. Please wait 15 minutes and try again.',
    },
    contact: {
      name: 'contact',
      limit: 5,
      windowMs: 10 * MINUTE,
      message: 'You have sent several messages in a short time. Please wait a few minutes and try again.',
    },
    // The shell's load reports: one request per page view at most, and a clinic's office shares one address.
    remoteLoads: {
      name: 'remote-loads',
      limit: 300,
      windowMs: 10 * MINUTE,
      message: 'Too many load reports from your network. Please try again in a few minutes.',
    },
  }) satisfies Record<string, RateLimitPolicy>;

export type RateLimitName = keyof ReturnType<typeof rateLimitPolicies>;
