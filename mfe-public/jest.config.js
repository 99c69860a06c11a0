const preset = require('../tools/jest/web.preset');

module.exports = {
  ...preset,
  displayName: 'mfe-public',
  moduleNameMapper: {
    // Images are URLs in webpack builds; in tests a fixed string stands in for them.
    '\\.(svg|png|jpe?g|webp|avif)$': '<rootDir>/src/test/file-stub.js',
  },
};
