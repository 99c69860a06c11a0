import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitUntil } from './poll';
import { E2E_PORTS, PORT_ENV, type WebApp } from './ports';

const root = path.resolve(__dirname, '../../..');
export const WEB_SERVER = path.join(root, 'tools/web-server/server.mjs');
export const WEB_APPS: WebApp[] = ['shell', 'mfe-public', 'mfe-professional', 'mfe-participant'];

/** Environment shared by every server of the stack: ports, remotes, API target, allowed origin. */
function stackEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...Object.fromEntries(WEB_APPS.map((app) => [PORT_ENV[app], String(E2E_PORTS[app])])),
    API_URL: `http://127.0.0.1:${E2E_PORTS.api}`,
    ALLOWED_ORIGINS: `http://localhost:${E2E_PORTS.shell}`,
    // The shell asks mfe-public for its prerendered pages on every request, so a redeploy or an
    // outage shows in the very next page, as the suites expect.
    PRERENDER_TTL_MS: '0',
  };
}

/** Until the URL answers 2xx (a server that is not listening yet counts as not yet). */
function waitFor(url: string, timeoutMs = 30_000): Promise<void> {
  const answers = () =>
    fetch(url).then(
      (response) => response.ok,
      () => false,
    );
  return waitUntil(answers, `${url} did not come up`, { timeoutMs, intervalMs: 200 });
}

export function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The whole site as users get it: the built apps on their servers and the built API on SQLite. */
export class Stack {
  private readonly processes = new Map<string, ChildProcess>();
  private readonly dataDir = mkdtempSync(path.join(tmpdir(), 'physio-e2e-'));
  readonly logs: string[] = [];

  async startApi(): Promise<void> {
    const child = spawn(process.execPath, ['dist/main.js'], {
      cwd: path.join(root, 'api'),
      env: {
        ...stackEnv(),
        PORT: String(E2E_PORTS.api),
        NODE_ENV: 'test',
        SIGNUP_LIMIT_PER_HOUR: '1000',
        DATABASE_URL: `sqlite:${path.join(this.dataDir, 'e2e.sqlite')}`,
        // Invitation links name the site the browser uses.
        PUBLIC_SITE_URL: `http://localhost:${E2E_PORTS.shell}`,
        YOUTUBE_API_KEY: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.track('api', child);
    await waitFor(`http://127.0.0.1:${E2E_PORTS.api}/api/health/ready`, 60_000);
  }

  /**
   * Starts one app's server, on its own build or, for a redeploy, on another `dist` folder; `env`
   * adds to the stack's environment (the shell's REMOTE_*_URL, say).
   */
  async startWeb(app: WebApp, dist?: string, env: NodeJS.ProcessEnv = {}): Promise<void> {
    await this.startServer(app, app, E2E_PORTS[app], dist ?? path.join(root, app, 'dist'), env);
  }

  /**
   * Starts a further server of `app` named `name`, on `port`: a second version served beside the first.
   * stopWeb(name) stops it.
   */
  async startServer(name: string, app: WebApp, port: number, dist: string, env: NodeJS.ProcessEnv = {}): Promise<void> {
    // The web image's own entry point, configured by its environment as a container is.
    const child = spawn(process.execPath, [WEB_SERVER], {
      env: { ...stackEnv(), APP: app, PORT: String(port), DIST_DIR: dist, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.track(name, child);
    await waitFor(`http://127.0.0.1:${port}/healthz`);
  }

  /** Starts an app's webpack dev server (`npm run serve`) on `port`, as its team runs it while working. */
  async startDevServer(app: WebApp, port: number): Promise<void> {
    const webpackCli = path.join(root, 'node_modules/webpack-cli/bin/cli.js');
    const child = spawn(process.execPath, [webpackCli, 'serve', '--mode', 'development'], {
      cwd: path.join(root, app),
      env: { ...stackEnv(), [PORT_ENV[app]]: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.track(`${app}-dev`, child);
    await waitFor(`http://localhost:${port}/mf-manifest.json`, 120_000);
  }

  async stopWeb(name: WebApp | string): Promise<void> {
    await stopProcess(this.processes.get(name));
    this.processes.delete(name);
  }

  async start(): Promise<void> {
    await Promise.all([this.startApi(), ...WEB_APPS.map((app) => this.startWeb(app))]);
  }

  async stop(): Promise<void> {
    await Promise.all([...this.processes.values()].map(stopProcess));
    this.processes.clear();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  private track(name: string, child: ChildProcess): void {
    this.processes.set(name, child);
    const keep = (chunk: Buffer) => this.logs.push(`[${name}] ${chunk.toString().trimEnd()}`);
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
  }
}
