// Jest preset for the browser projects (shell, remotes, shared web libraries).
const path = require('node:path');
const swcTransform = require('./swc-transform');

module.exports = {
  testEnvironment: 'jsdom',
  // '@physio/source' resolves workspace libraries to their TypeScript sources, as webpack does.
  testEnvironmentOptions: { customExportConditions: ['@physio/source', 'browser', 'require', 'default'] },
  transform: swcTransform,
  setupFilesAfterEnv: [path.join(__dirname, 'web.setup.ts')],
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'jsx', 'json'],
  // user-event types key by key through jsdom: a long form takes seconds on a busy 2-core machine. A limit, not a
  // measurement; no test asserts on time.
  testTimeout: 20000,
};
