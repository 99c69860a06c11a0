import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { csrfHeaders } from './test-app';

/** The built API (dist/main.js) as a child process: what crash and scale-out tests need a real process for. */
export const API_DIR = join(__dirname, '..', '..');
export const API_MAIN = join(API_DIR, 'dist', 'main.js');

export interface RunningApi {
  child: ChildProcess;
  base: string;
}

export function assertApiBuilt(): void {
  if (!existsSync(API_MAIN)) throw new Error(`${API_MAIN} is missing: run \`npx nx run api:build\` first.`);
}

/** Starts dist/main.js on a free port and resolves once it logs that it listens. */
export function startApiProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<RunningApi> {
  const child = spawn(process.execPath, [API_MAIN], {
    cwd: API_DIR,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'test',
      DEMO_SEED: 'false',
      YOUTUBE_API_KEY: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const port = output.match(/API listening on http:\/\/127\.0\.0\.1:(\d+)\/api/)?.[1];
      if (port) {
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve({ child, base: `http://127.0.0.1:${port}` });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('exit', (code) => reject(new Error(`API exited (${code}) before listening:\n${output}`)));
  });
}

export function killed(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

export async function call(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

export async function signUpPro(
  base: string,
  username: string,
  headers: Record<string, string> = {},
): Promise<Record<string, string>> {
  const res = await call(
    base,
    'POST',
    '/api/users/signup/',
    { ...csrfHeaders, ...headers },
    {
      username,
      email: `${username}@example.com`,
      password: 'correct-horse-1',
      is_professional: true,
    },
  );
  if (res.status !== 201) throw new Error(`sign-up of ${username} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { Authorization: `Token ${String(res.body.token)}` };
}
