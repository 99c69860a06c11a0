import { createContext, type ComponentType } from 'react';

/**
 * What RemoteOutlet renders in place of a remote's module, when there is one. The shell's frame is
 * prerendered with a marker here, inside the very boundaries the browser renders around the
 * remote, so the page the shell's server puts in its place hydrates where React expects it.
 */
export const RemoteStandInContext = createContext<ComponentType | null>(null);
