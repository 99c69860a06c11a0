module.exports = {
  ...require('../tools/jest/web.preset'),
  displayName: 'mfe-public',
  // Images are URLs in webpack builds; in tests a fixed string stands in for them.
  moduleNameMapper: { '\\.(svg|png|jpe?g|webp|avif)$': '<rootDir>/src/test/file-stub.js' },
};
