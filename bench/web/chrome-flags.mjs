// The Chromium flags, from the e2e suite's file so both drive Chromium alike: system Chromium, quiet on a
// closed network. Both the network-log pass and Lighthouse use them, each with its own fresh profile (a cold cache).
import { createRequire } from 'node:module';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = createRequire(import.meta.url)('../../e2e/src/support/chromium-flags.json');
