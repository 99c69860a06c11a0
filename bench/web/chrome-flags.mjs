// The flags of ARCHITECTURE.md (the e2e suite uses the same): system Chromium, quiet on a closed network.
// Both the network-log pass and Lighthouse use them, each with its own fresh profile (a cold cache).
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
