import {
  registerGlobalPlugins,
  registerPlugins,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';

// Which shared packages any app on the page (the shell or a remote) has started to load. Lets the
// shell load a package's companion only once something uses the package: the notices container
// needs react-toastify, which most visits never use.

const loaded = new Set<string>();
const listeners = new Set<() => void>();

function sharedLoadsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'physio-shared-loads-plugin',
    beforeLoadShare(args) {
      if (!loaded.has(args.pkgName)) {
        loaded.add(args.pkgName);
        listeners.forEach((listener) => listener());
      }
      return args;
    },
  };
}

/** On the shell's federation runtime and, as a global plugin, on every remote's. */
export function watchSharedLoads(): void {
  const plugin = sharedLoadsPlugin();
  registerGlobalPlugins([plugin]);
  registerPlugins([plugin]);
}

export function hasLoadedShared(pkgName: string): boolean {
  return loaded.has(pkgName);
}

export function subscribeSharedLoads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
