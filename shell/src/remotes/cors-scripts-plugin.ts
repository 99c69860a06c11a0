import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Remotes' scripts (their entry, and the preloads that warm a page's chunks up) load in CORS mode,
 * as the remotes' own chunks do (webpack's output.crossOriginLoading). Their servers already allow
 * the shell's origin, which fetches their manifests. In no-cors mode a cross-site script request
 * is refused by webpack-dev-server (a shell at 127.0.0.1 loading a remote's dev server at
 * localhost), and a script error comes through as a bare "Script error." without its message.
 */
export function corsScriptsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'physio-cors-scripts-plugin',
    createScript({ attrs }) {
      if (attrs) attrs.crossorigin = 'anonymous';
    },
    createLink({ attrs }) {
      if (attrs?.as === 'script') attrs.crossorigin = 'anonymous';
    },
  };
}
