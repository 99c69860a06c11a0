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
};
