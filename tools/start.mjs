#!/usr/bin/env node
// `npm start`: build every project in production mode, then serve the whole site: the API on the
// embedded SQLite database (migrated and seeded with demo accounts) and the shell and the three
// remotes on their web servers (tools/web-server, in this process). One Ctrl-C stops everything.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WEB_APPS, appPort, startWebServer } from './web-server/index.mjs';
import { runSync, startChild, stopAllOnSignal, waitForUrl } from './lib/run.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = Number(process.env.PORT ?? process.env.API_PORT ?? 3000);

if (runSync(path.join(root, 'node_modules/.bin/nx'), ['run-many', '-t', 'build'], { cwd: root }) !== 0) {
  console.error('\nThe build failed: see the errors above.');
  process.exit(1);
}

const children = [
  startChild('api', process.execPath, ['dist/main.js'], {
    cwd: path.join(root, 'api'),
    env: { PORT: String(apiPort), DATABASE_URL: process.env.DATABASE_URL ?? 'sqlite:data/physio.sqlite' },
  }),
];
// The web servers run in this process: they end with it once the API has stopped.
const stop = stopAllOnSignal(children);
for (const child of children) child.once('exit', (code) => code && code !== 0 && stop());

try {
  const env = { ...process.env, API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}` };
  // The remotes first: the shell asks mfe-public for its prerendered pages as soon as it is ready.
  for (const app of Object.keys(WEB_APPS).reverse()) {
    await startWebServer({ env, app, port: appPort(app), distDir: path.join(root, app, 'dist') });
  }
  await waitForUrl(`http://127.0.0.1:${apiPort}/api/health/ready`);
  // The API's build is CommonJS, whose named exports an ES import does not see: require it.
  const accounts = demoAccounts();
  console.log(
    [
      '',
      '  PhysioHub is running.',
      '',
      `  Open http://localhost:${appPort('shell')}`,
      '',
      ...(accounts.length
        ? [
            '  Demo sign-ins:',
            ...accounts.map(
              (a) =>
                `    ${(a.isProfessional ? 'professional' : 'participant').padEnd(13)} ${a.username} / ${a.password}`,
            ),
            '',
          ]
        : []),
      `  API docs: http://localhost:${apiPort}/api/docs   ·   Ctrl-C stops everything.`,
      '',
    ].join('\n'),
  );
} catch (error) {
  console.error(`\n${error.message}`);
  stop();
}

/** The demo sign-ins the API seeds outside production, from its build; none if it cannot be read. */
function demoAccounts() {
  try {
    return (
      createRequire(import.meta.url)(path.join(root, 'api/dist/database/seed/demo-accounts.js')).DEMO_ACCOUNTS ?? []
    );
  } catch {
    return [];
  }
}
