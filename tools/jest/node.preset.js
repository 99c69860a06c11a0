// Jest preset for Node projects (api, pure libraries).
module.exports = {
  testEnvironment: 'node',
  testEnvironmentOptions: { customExportConditions: ['@physio/source', 'node', 'require', 'default'] },
  transform: require('./swc-transform'),
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.spec.ts'],
  moduleFileExtensions: ['ts', 'js', 'json'],
};
