// Native ES modules (no transform): the tests import the server exactly as Node runs it.
export default {
  displayName: 'web-server',
  testEnvironment: 'node',
  transform: {},
  testMatch: ['<rootDir>/test/**/*.spec.mjs'],
};
