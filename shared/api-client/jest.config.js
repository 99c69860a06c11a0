module.exports = { ...require('../../tools/jest/web.preset'), displayName: 'api-client' };
