// Environment variables of the API, parsed and checked once at start. A wrong value stops start-up with a message
// that names the variable (ConfigModule calls validateEnv through its `validate` hook).

export interface AppEnv {
  NODE_ENV: 'development' | 'production' | 'test';
  PORT: number;
  HOST: string;
  /** `sqlite:<path>` (relative to the working directory, or absolute; `sqlite::memory:`) or `postgres://…`. */
  DATABASE_URL: string;
  /** Absolute session lifetime: a token dies this many days after sign-in, however busy. */
  AUTH_TOKEN_TTL_DAYS: number;
  /** Idle session lifetime: a token unused for this many minutes dies (checked to the minute). */
  AUTH_TOKEN_IDLE_MINUTES: number;
  /** `redis://…`: rate-limit counters shared by every API replica; unset = in memory, per process. */
  REDIS_URL?: string;
  /** Prefix of this deployment's keys in Redis (several deployments or test runs can share one server). */
  REDIS_KEY_PREFIX: string;
  /** Sign-ups allowed per client address per hour. */
  SIGNUP_LIMIT_PER_HOUR: number;
  /** Seeds the demo accounts and videos; default true outside production, always false in production. */
  DEMO_SEED: boolean;
  YOUTUBE_API_KEY?: string;
  YOUTUBE_API_BASE_URL: string;
  YOUTUBE_MAX_CHANNEL_VIDEOS: number;
  /** Comma-separated origins allowed to call the API with credentials; empty = same origin only (no CORS). */
  CORS_ORIGINS: string[];
  /** Honour X-Forwarded-* (set when the API runs behind a reverse proxy). */
  TRUST_PROXY: boolean;
  /** Secure flag of the csrftoken cookie; default true in production. */
  COOKIE_SECURE: boolean;
  /** Where the site is served: password-reset links point here. */
  PUBLIC_SITE_URL: string;
  /** Minutes a password-reset link stays valid. */
  PASSWORD_RESET_TTL_MINUTES: number;
}

type RawEnv = Record<string, unknown>;

export class EnvValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'EnvValidationError';
  }
}

export function validateEnv(raw: RawEnv): AppEnv {
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = raw[name];
    if (value === undefined || value === null) return undefined;
    const text = String(value).trim();
    return text === '' ? undefined : text;
  };
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const text = read(name);
    if (text === undefined) return fallback;
    const value = Number(text);
    if (!Number.isInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${text}").`);
      return fallback;
    }
    return value;
  };
  const bool = (name: string, fallback: boolean): boolean => {
    const text = read(name)?.toLowerCase();
    if (text === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(text)) return true;
    if (['0', 'false', 'no', 'off'].includes(text)) return false;
    problems.push(`${name} must be true or false (got "${text}").`);
    return fallback;
  };

  const nodeEnv = read('NODE_ENV') ?? 'development';
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    problems.push(`NODE_ENV must be development, production or test (got "${nodeEnv}").`);
  }
  const production = nodeEnv === 'production';

  const databaseUrl = read('DATABASE_URL') ?? 'sqlite:data/physio.sqlite';
  if (!/^sqlite:.+/.test(databaseUrl) && !isPostgresUrl(databaseUrl)) {
    problems.push('DATABASE_URL must be sqlite:<path> or postgres://user@host:port/database.');
  }

  const youtubeBaseUrl = read('YOUTUBE_API_BASE_URL') ?? 'https://www.googleapis.com/youtube/v3';
  if (!isHttpUrl(youtubeBaseUrl))
    problems.push(`YOUTUBE_API_BASE_URL must be an http(s) URL (got "${youtubeBaseUrl}").`);

  const corsOrigins = (read('CORS_ORIGINS') ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!isHttpUrl(origin))
      problems.push(`CORS_ORIGINS must list http(s) origins separated by commas (got "${origin}").`);
  }

  const redisUrl = read('REDIS_URL');
  if (redisUrl !== undefined && !/^rediss?:\/\/.+/.test(redisUrl))
    problems.push('REDIS_URL must be redis://host:port (or rediss://).');

  const publicSiteUrl = (read('PUBLIC_SITE_URL') ?? 'http://localhost:4200').replace(/\/+$/, '');
  if (!isHttpUrl(publicSiteUrl)) problems.push(`PUBLIC_SITE_URL must be an http(s) URL (got "${publicSiteUrl}").`);

  const env: AppEnv = {
    NODE_ENV: nodeEnv as AppEnv['NODE_ENV'],
    PORT: int('PORT', 3000, 0, 65535),
    HOST: read('HOST') ?? '0.0.0.0',
    DATABASE_URL: databaseUrl,
    AUTH_TOKEN_TTL_DAYS: int('AUTH_TOKEN_TTL_DAYS', 30, 1, 3650),
    AUTH_TOKEN_IDLE_MINUTES: int('AUTH_TOKEN_IDLE_MINUTES', 7 * 24 * 60, 5, 3650 * 24 * 60),
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: read('REDIS_KEY_PREFIX') ?? 'physio:',
    SIGNUP_LIMIT_PER_HOUR: int('SIGNUP_LIMIT_PER_HOUR', 20, 1, 100_000),
    DEMO_SEED: !production && bool('DEMO_SEED', true),
    YOUTUBE_API_KEY: read('YOUTUBE_API_KEY'),
    YOUTUBE_API_BASE_URL: youtubeBaseUrl,
    YOUTUBE_MAX_CHANNEL_VIDEOS: int('YOUTUBE_MAX_CHANNEL_VIDEOS', 500, 1, 500),
    CORS_ORIGINS: corsOrigins,
    TRUST_PROXY: bool('TRUST_PROXY', false),
    PUBLIC_SITE_URL: publicSiteUrl,
    PASSWORD_RESET_TTL_MINUTES: int('PASSWORD_RESET_TTL_MINUTES', 60, 5, 1440),
    COOKIE_SECURE: bool('COOKIE_SECURE', production),
  };
  if (problems.length > 0) throw new EnvValidationError(problems);
  return env;
}

function isPostgresUrl(text: string): boolean {
  try {
    return ['postgres:', 'postgresql:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}

function isHttpUrl(text: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
}
