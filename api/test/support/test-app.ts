import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import type { AuthResponse, ExerciseInput } from '@physio/contracts';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory';
import { createTestDatabase, type DbKind, type TestDatabase } from './databases';

export interface TestApp {
  app: NestFastifyApplication;
  http: () => ReturnType<typeof request>;
  dataSource: DataSource;
  close(): Promise<void>;
}

/** The real Fastify app (createApp) on a fresh database; env adds or overrides variables. */
export async function startTestApp(kind: DbKind, env: Record<string, string> = {}): Promise<TestApp> {
  const database: TestDatabase = await createTestDatabase(kind);
  let app: NestFastifyApplication | undefined;
  try {
    app = await createApp({
      logger: false,
      // Suites sign up many accounts from one address; the sign-up limit has its own tests.
      env: {
        NODE_ENV: 'test',
        DEMO_SEED: 'false',
        YOUTUBE_API_KEY: '',
        SIGNUP_LIMIT_PER_HOUR: '100000',
        DATABASE_URL: database.url,
        ...env,
      },
    });
    await app.getHttpAdapter().getInstance().ready();
  } catch (error) {
    await app?.close();
    await database.drop();
    throw error;
  }
  const started = app;
  let closed: Promise<void> | undefined;
  return {
    app: started,
    http: () => request(started.getHttpServer()),
    dataSource: started.get(DataSource),
    // Idempotent: a suite may close early (one app per process at a time: Passport strategies are global).
    close: () => (closed ??= started.close().then(() => database.drop())),
  };
}

/** Any value works as a CSRF token as long as cookie and header agree. */
export const CSRF = 'test-csrf-token-0123456789abcdefghijkl';
export const csrfHeaders = { Cookie: `csrftoken=${CSRF}`, 'X-CSRFToken': CSRF };

export interface TestUser extends AuthResponse {
  auth: { Authorization: string };
}

export async function signUp(
  t: TestApp,
  username: string,
  isProfessional: boolean,
  password = 'correct-horse-1',
): Promise<TestUser> {
  const response = await t
    .http()
    .post('/api/users/signup/')
    .set(csrfHeaders)
    .send({ username, email: `${username}@example.com`, password, is_professional: isProfessional })
    .expect(201);
  const body = response.body as AuthResponse;
  return { ...body, auth: { Authorization: `Token ${body.token}` } };
}

/** Three users most suites need: two professionals and a participant. */
export async function signUpCast(t: TestApp): Promise<{ pro: TestUser; otherPro: TestUser; patient: TestUser }> {
  return {
    pro: await signUp(t, 'pro.one', true),
    otherPro: await signUp(t, 'pro.two', true),
    patient: await signUp(t, 'patient.one', false),
  };
}

export function exercisePayload(videoId: string, exercises: Array<Partial<ExerciseInput>>) {
  return {
    url: `https://www.youtube.com/watch?v=${videoId}`,
    video_id: videoId,
    title: `Video ${videoId}`,
    exercises: exercises.map((e, i) => ({
      title: `Exercise ${i + 1}`,
      start_time: i * 60,
      end_time: i * 60 + 30,
      tags: [],
      ...e,
    })),
  };
}
