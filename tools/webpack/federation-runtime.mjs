// The federation runtime core under the global name that remotes built with
// experiments.externalRuntime expect (see create-web-config.ts). Two uses, one file:
// - the shell lists it in runtimePlugins, so the core its own runtime runs is the one remotes use
//   (enhanced's provideExternalRuntime would add a second, CommonJS copy of the core to main.js);
// - a remote's standalone page loads it on its own, as js/federation-runtime.js, before its scripts.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;

export default function provideRuntimeCore() {
  return { name: 'physio-provide-runtime-core' };
}
