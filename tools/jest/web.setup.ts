import '@testing-library/jest-dom';
import { clearImmediate, setImmediate } from 'node:timers';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these: react-router and RTK Query use TextEncoder and TextDecoder, and react-dom's
// Node renderer (the prerender specs) schedules its work with setImmediate.
Object.assign(globalThis, { TextEncoder, TextDecoder, setImmediate, clearImmediate });

// Nor ResizeObserver, which the charts' responsive container watches its box with; jsdom lays nothing
// out, so there is never a size change to report.
class NoLayoutResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoLayoutResizeObserver;
