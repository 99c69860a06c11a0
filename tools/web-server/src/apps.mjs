// The four web apps, their default ports and, for the shell, where the remotes live.
// Every value can be overridden from the environment so one build runs anywhere.
import { parseRemoteVersions } from './remote-versions.mjs';

export const WEB_APPS = {
  shell: { portEnv: 'SHELL_PORT', port: 4200 },
  'mfe-public': { portEnv: 'MFE_PUBLIC_PORT', port: 4201, remote: 'mfe_public', urlEnv: 'REMOTE_PUBLIC_URL' },
  'mfe-professional': {
    portEnv: 'MFE_PROFESSIONAL_PORT',
    port: 4202,
    remote: 'mfe_professional',
    urlEnv: 'REMOTE_PROFESSIONAL_URL',
  },
  'mfe-participant': {
    portEnv: 'MFE_PARTICIPANT_PORT',
    port: 4203,
    remote: 'mfe_participant',
    urlEnv: 'REMOTE_PARTICIPANT_URL',
  },
};

export function appPort(name, env = process.env) {
  const app = WEB_APPS[name];
  return Number(env[app.portEnv] ?? app.port);
}

/**
 * remotes.json for the shell: each remote's versions (`[{ url, weight }]`), from REMOTE_*_URL or the local default
 * port. A value that cannot be used throws a sentence naming its variable.
 */
export function remotesJson(env = process.env) {
  const remotes = {};
  for (const [name, app] of Object.entries(WEB_APPS)) {
    if (!app.remote) continue;
    const value = env[app.urlEnv] ?? `http://localhost:${appPort(name, env)}/mf-manifest.json`;
    remotes[app.remote] = parseRemoteVersions(app.urlEnv, value);
  }
  return remotes;
}
