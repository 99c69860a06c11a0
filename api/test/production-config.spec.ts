import { spawn } from 'node:child_process';
import { EnvValidationError, validateEnv } from '../src/config/env.validation';
import { API_DIR, API_MAIN, assertApiBuilt } from './support/api-process';

/** Everything production asks for, set safely; each test breaks one part. */
const SAFE_PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://physio@db:5432/physio',
  REDIS_URL: 'redis://cache:6379',
  PUBLIC_SITE_URL: 'https://physio.example',
  SMTP_URL: 'smtps://mailer:secret@smtp.example:465',
  CORS_ORIGINS: '',
  YOUTUBE_API_KEY: 'key',
};

describe('production configuration', () => {
  it('starts with every safe setting', () => {
    expect(validateEnv(SAFE_PRODUCTION)).toMatchObject({
      NODE_ENV: 'production',
      DEMO_SEED: false,
      TRUST_PROXY_HOPS: 0,
      MAIL_FROM: 'PhysioHub <no-reply@physio.example>',
    });
  });

  it.each([
    ['DATABASE_URL', 'sqlite:data/physio.sqlite', 'DATABASE_URL must be a postgres:// URL in production'],
    ['REDIS_URL', '', 'REDIS_URL must be set in production'],
    ['PUBLIC_SITE_URL', 'http://physio.example', 'PUBLIC_SITE_URL must be an https:// URL in production'],
    ['PUBLIC_SITE_URL', '', 'PUBLIC_SITE_URL must be an https:// URL in production'],
    ['SMTP_URL', '', 'SMTP_URL must be set in production'],
    ['CORS_ORIGINS', '*', 'CORS_ORIGINS must list only https:// origins in production, not "*"'],
    ['CORS_ORIGINS', 'https://a.example,http://b.example', 'not "http://b.example"'],
    ['YOUTUBE_API_KEY', '', 'YOUTUBE_API_KEY must be set in production'],
  ])('refuses %s=%j with a sentence naming it', (name, value, sentence) => {
    const env = { ...SAFE_PRODUCTION, [name]: value };
    expect(() => validateEnv(env)).toThrow(EnvValidationError);
    expect(() => validateEnv(env)).toThrow(sentence);
    // The same values are fine outside production.
    expect(() => validateEnv({ ...env, NODE_ENV: 'development' })).not.toThrow();
  });

  it('names every problem at once, one sentence each', () => {
    let problems: string[] = [];
    try {
      validateEnv({ NODE_ENV: 'production' });
    } catch (error) {
      problems = (error as EnvValidationError).problems;
    }
    expect(problems.map((problem) => problem.split(' ')[0])).toEqual([
      'DATABASE_URL',
      'REDIS_URL',
      'PUBLIC_SITE_URL',
      'SMTP_URL',
      'YOUTUBE_API_KEY',
    ]);
    problems.forEach((problem) => expect(problem).toMatch(/^[A-Z_]+ .+\.$/));
  });

  it('keeps development as easy as before: no setting needed', () => {
    expect(validateEnv({ CORS_ORIGINS: '*' })).toMatchObject({
      CORS_ORIGINS: ['*'],
      DATABASE_URL: 'sqlite:data/physio.sqlite',
    });
  });

  it('refuses the old TRUST_PROXY flag, naming its replacement', () => {
    expect(() => validateEnv({ TRUST_PROXY: 'true' })).toThrow('TRUST_PROXY was replaced by TRUST_PROXY_HOPS');
    expect(validateEnv({ TRUST_PROXY_HOPS: '2' }).TRUST_PROXY_HOPS).toBe(2);
    expect(() => validateEnv({ TRUST_PROXY_HOPS: 'yes' })).toThrow('TRUST_PROXY_HOPS must be a whole number');
  });

  it('stops the built API at start with exit code 1 and the sentences, before touching anything', async () => {
    assertApiBuilt();
    const child = spawn(process.execPath, [API_MAIN], {
      cwd: API_DIR,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: '0', CORS_ORIGINS: 'http://open.example' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    for (const name of ['DATABASE_URL', 'REDIS_URL', 'PUBLIC_SITE_URL', 'SMTP_URL', 'CORS_ORIGINS', 'YOUTUBE_API_KEY'])
      expect(output).toContain(`- ${name} must`);
    expect(output).not.toContain('listening');
  });
});
