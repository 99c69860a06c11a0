module.exports = {
  ...require('../tools/jest/node.preset'),
  displayName: 'api',
  // Integration suites boot the whole app against SQLite and PostgreSQL; give them room.
  testTimeout: 30000,
};
