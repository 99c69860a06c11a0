// Jest preset for the browser projects (shell, remotes, shared web libraries).
const path = require('node:path');
const swcTransform = require('./swc-transform');
const reactAliases = require('../preact-compat-aliases.json');

const [swc] = Object.values(swcTransform);

module.exports = {
  testEnvironment: 'jsdom',
  // '@physio/source' resolves workspace libraries to their TypeScript sources, as webpack does.
  testEnvironmentOptions: { customExportConditions: ['@physio/source', 'browser', 'require', 'default'] },
  // Components are tested on what ships: the React API on preact/compat, as webpack aliases it.
  moduleNameMapper: Object.fromEntries(Object.entries(reactAliases).map(([name, target]) => [`^${name}$`, target])),
  // Preact (and its renderer to HTML, for the prerender specs) ships ES modules only; jest runs CommonJS, so swc compiles them too.
  transform: { ...swcTransform, '^.+\\.mjs$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(preact|preact-render-to-string)/)'],
  setupFilesAfterEnv: [path.join(__dirname, 'web.setup.ts')],
  testMatch: ['<rootDir>/src/**/*.spec.ts?(x)'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'jsx', 'json'],
};
