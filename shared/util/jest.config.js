module.exports = { ...require('../../tools/jest/node.preset'), displayName: 'util' };
