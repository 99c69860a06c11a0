// The whole built site as production serves it: the API (temp SQLite, demo seed on so pages have data)
// and the four web servers (tools/web-server: br/gzip, caching headers, /api proxy), the shell's remotes.json written
// from the remotes' ports. Ports 4400–4403 (or BENCH_WEB_PORT_BASE and the three after it) when free
// (ALLOWED_ORIGINS names the shell's), else any free ones.
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../lib/result-file.mjs';
import { freePort, start, stop } from '../lib/processes.mjs';
import { waitForUrl } from '../../tools/lib/run.mjs';
import { startApi } from '../api/api-server.mjs';
import { SERVER_SCRIPT } from '../../tools/web-server/index.mjs';

const APPS = {
  shell: 'SHELL_PORT',
  'mfe-public': 'MFE_PUBLIC_PORT',
  'mfe-professional': 'MFE_PROFESSIONAL_PORT',
  'mfe-participant': 'MFE_PARTICIPANT_PORT',
};

const isFree = (port) =>
  new Promise((resolve) => {
    const server = net.createServer().once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

async function webPorts() {
  const base = Number(process.env.BENCH_WEB_PORT_BASE ?? 4400);
  const preferred = [base, base + 1, base + 2, base + 3];
  if ((await Promise.all(preferred.map(isFree))).every(Boolean)) return preferred;
  return Promise.all(preferred.map(() => freePort()));
}

export async function startSite() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'physio-bench-web-'));
  const children = [];
  const shutdown = async () => {
    await stop(children);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // NODE_ENV=production would switch the demo seed off; the pages need its data.
    const api = await startApi(`sqlite:${path.join(dir, 'web.sqlite')}`, {
      NODE_ENV: 'development',
      DEMO_SEED: 'true',
    });
    children.push(api.child);
    const ports = await webPorts();
    const shellOrigin = `http://localhost:${ports[0]}`;
    const env = {
      API_URL: api.base,
      ALLOWED_ORIGINS: shellOrigin,
      ...Object.fromEntries(Object.values(APPS).map((name, i) => [name, String(ports[i])])),
    };
    for (const [i, app] of Object.keys(APPS).entries()) {
      const child = start(app, [SERVER_SCRIPT], {
        cwd: ROOT,
        env: { ...env, APP: app, PORT: String(ports[i]), DIST_DIR: path.join(ROOT, app, 'dist') },
      });
      children.push(child);
      await waitForUrl(`http://127.0.0.1:${ports[i]}/healthz`, { child, timeoutMs: 90_000 });
    }
    const appByOrigin = Object.fromEntries(Object.keys(APPS).map((app, i) => [`http://localhost:${ports[i]}`, app]));
    return { shellOrigin, ports, appByOrigin, stop: shutdown };
  } catch (error) {
    await shutdown();
    throw error;
  }
}
