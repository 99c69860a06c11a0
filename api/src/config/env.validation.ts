import { z } from 'zod';

// Environment variables of the API, parsed and checked once at start. A wrong value stops start-up with a message
// that names the variable (ConfigModule calls validateEnv through its `validate` hook).

/** Unset, null and blank all mean "not set", so the default applies (a `FOO=` line in an env file is common). */
const blankAsUnset = (value: unknown): string | undefined => {
  if (value === undefined || value === null) return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
};
const setting = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsUnset, schema);

const HTTP = /^https?$/;
const MUST_BE_HTTP_URL = 'must be an http(s) URL';
/** CORS_ORIGINS entry allowing any origin. */
export const ANY_ORIGIN = '*';
const CORS_ORIGIN = 'must list http(s) origins (or *) separated by commas';

const wholeNumber = (fallback: number, min: number, max: number) => {
  const error = `must be a whole number from ${min} to ${max}`;
  return setting(z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error }).default(fallback));
};

const flag = () =>
  setting(
    z
      .stringbool({
        truthy: ['1', 'true', 'yes', 'on'],
        falsy: ['0', 'false', 'no', 'off'],
        case: 'insensitive',
        error: 'must be true or false',
      })
      .optional(),
  );

const httpUrl = (fallback: string) => setting(z.url({ protocol: HTTP, error: MUST_BE_HTTP_URL }).default(fallback));

export const envSchema = z
  .object({
    NODE_ENV: setting(
      z
        .enum(['development', 'production', 'test'], { error: 'must be development, production or test' })
        .default('development'),
    ),
    PORT: wholeNumber(3000, 0, 65535),
    HOST: setting(z.string().default('0.0.0.0')),
    /** `sqlite:<path>` (relative to the working directory, or absolute; `sqlite::memory:`) or `postgres://…`. */
    DATABASE_URL: setting(
      z
        .union([z.string().regex(/^sqlite:.+/), z.url({ protocol: /^postgres(ql)?$/ })], {
          error: 'must be sqlite:<path> or postgres://user@host:port/database',
        })
        .default('sqlite:data/physio.sqlite'),
    ),
    /** Absolute session lifetime: a token dies this many days after sign-in, however busy. */
    AUTH_TOKEN_TTL_DAYS: wholeNumber(30, 1, 3650),
    /** Idle session lifetime: a token unused for this many minutes dies (checked to the minute). */
    AUTH_TOKEN_IDLE_MINUTES: wholeNumber(7 * 24 * 60, 5, 3650 * 24 * 60),
    /** `redis://…`: rate-limit counters shared by every API replica; unset = in memory, per process. */
    REDIS_URL: setting(
      z
        .string()
        .regex(/^rediss?:\/\/.+/, { error: 'must be redis://host:port (or rediss://)' })
        .optional(),
    ),
    /** Prefix of this deployment's keys in Redis (several deployments or test runs can share one server). */
    REDIS_KEY_PREFIX: setting(z.string().default('physio:')),
    /** Sign-ups allowed per client address per hour. */
    SIGNUP_LIMIT_PER_HOUR: wholeNumber(20, 1, 100_000),
    /** Seeds the demo accounts and videos; default true outside production, always false in production. */
    DEMO_SEED: flag(),
    YOUTUBE_API_KEY: setting(z.string().optional()),
    YOUTUBE_API_BASE_URL: httpUrl('https://www.googleapis.com/youtube/v3'),
    YOUTUBE_MAX_CHANNEL_VIDEOS: wholeNumber(500, 1, 500),
    /**
     * Comma-separated origins allowed to call the API with credentials; empty = same origin only (no CORS);
     * `*` = any origin (development only).
     */
    CORS_ORIGINS: z.preprocess(
      (value) =>
        (blankAsUnset(value) ?? '')
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      z.array(z.union([z.literal(ANY_ORIGIN), z.url({ protocol: HTTP, error: CORS_ORIGIN })], { error: CORS_ORIGIN })),
    ),
    /**
     * How many reverse proxies stand between the clients and the API. The client address (rate limits) is the one
     * the outermost of them saw; X-Forwarded-For entries a client wrote itself are never read. 0 = none.
     */
    TRUST_PROXY_HOPS: wholeNumber(0, 0, 10),
    /** Replaced by TRUST_PROXY_HOPS: trusting every hop let clients choose their own address. */
    TRUST_PROXY: setting(
      z.undefined({ error: 'was replaced by TRUST_PROXY_HOPS, the number of proxies in front of the API' }),
    ),
    /** Secure flag of the csrftoken cookie; default true in production. */
    COOKIE_SECURE: flag(),
    /** Where the site is served: invitation sign-up links and password-reset links point here. */
    PUBLIC_SITE_URL: setting(
      z
        .string()
        .transform((url) => url.replace(/\/+$/, ''))
        .pipe(z.url({ protocol: HTTP, error: MUST_BE_HTTP_URL }))
        .default('http://localhost:4200'),
    ),
    /** Minutes a password-reset link stays valid. */
    PASSWORD_RESET_TTL_MINUTES: wholeNumber(60, 5, 1440),
    /**
     * Where account e-mails go: `smtp://user:password@host:587` (STARTTLS when offered) or `smtps://…:465`. Unset
     * outside production: they are written to the log instead.
     */
    SMTP_URL: setting(
      z.url({ protocol: /^smtps?$/, error: 'must be smtp://user:password@host:port (or smtps://)' }).optional(),
    ),
    /** Sender of account e-mails; default no-reply at the site's host name. */
    MAIL_FROM: setting(z.string().max(320).optional()),
  })
  .superRefine((env, context) => {
    if (env.NODE_ENV !== 'production') return;
    for (const [variable, message] of productionProblems(env))
      context.addIssue({ code: 'custom', path: [variable], message, input: undefined });
  })
  // Production rules: demo accounts (with published passwords) never exist there, and the csrftoken cookie is
  // Secure unless COOKIE_SECURE says otherwise (a TLS-terminating proxy in front still serves it over https).
  .transform(({ DEMO_SEED, TRUST_PROXY: _replaced, COOKIE_SECURE, MAIL_FROM, ...env }) => {
    const production = env.NODE_ENV === 'production';
    return {
      ...env,
      DEMO_SEED: !production && (DEMO_SEED ?? true),
      COOKIE_SECURE: COOKIE_SECURE ?? production,
      MAIL_FROM: MAIL_FROM ?? `PhysioHub <no-reply@${new URL(env.PUBLIC_SITE_URL).hostname}>`,
    };
  });

interface ProductionSettings {
  DATABASE_URL: string;
  REDIS_URL?: string;
  PUBLIC_SITE_URL: string;
  SMTP_URL?: string;
  CORS_ORIGINS: string[];
  YOUTUBE_API_KEY?: string;
}

/**
 * What production refuses to start with, each as [variable, sentence]: what is convenient on a laptop is unsafe or
 * wrong once real people use the site.
 */
function productionProblems(env: ProductionSettings): Array<[string, string]> {
  const problems: Array<[string, string]> = [];
  if (!/^postgres(ql)?:/.test(env.DATABASE_URL))
    problems.push(['DATABASE_URL', 'must be a postgres:// URL in production (the SQLite file is for development)']);
  if (!env.REDIS_URL)
    problems.push(['REDIS_URL', 'must be set in production, or every replica keeps rate limits of its own']);
  if (!env.PUBLIC_SITE_URL.startsWith('https://'))
    problems.push(['PUBLIC_SITE_URL', 'must be an https:// URL in production (e-mailed links point there)']);
  if (!env.SMTP_URL)
    problems.push(['SMTP_URL', 'must be set in production, or password-reset e-mails cannot be delivered']);
  const open = env.CORS_ORIGINS.filter((origin) => !origin.startsWith('https://'));
  if (open.length > 0)
    problems.push([
      'CORS_ORIGINS',
      `must list only https:// origins in production, not ${open.map((origin) => `"${origin}"`).join(', ')}`,
    ]);
  if (!env.YOUTUBE_API_KEY)
    problems.push([
      'YOUTUBE_API_KEY',
      'must be set in production, or the video search serves the offline demo catalogue',
    ]);
  return problems;
}

export type AppEnv = z.output<typeof envSchema>;

export class EnvValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'EnvValidationError';
  }
}

export function validateEnv(raw: Record<string, unknown>): AppEnv {
  const result = envSchema.safeParse(raw, { reportInput: true });
  if (result.success) return result.data;
  throw new EnvValidationError(result.error.issues.map((issue) => describeIssue(issue, raw)));
}

/** "PORT must be a whole number from 0 to 65535 (got "eighty")." — the variable, the rule, the value given. */
function describeIssue(issue: z.core.$ZodIssue, raw: Record<string, unknown>): string {
  const name = String(issue.path[0] ?? 'environment');
  const given = issue.path.length > 1 ? issue.input : blankAsUnset(raw[name]);
  return `${name} ${issue.message}${given === undefined ? '' : ` (got "${String(given)}")`}.`;
}
