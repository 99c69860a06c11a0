// Entry of js/federation-runtime.js, for a remote's standalone page only. A remote's own scripts are
// built without the federation runtime core (experiments.externalRuntime): in the composed site they
// use the shell's copy, saving every page a second copy of it. Running alone, the remote gets the core
// from this file, loaded before its scripts, under the global name those scripts expect.
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
