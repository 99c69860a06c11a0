module.exports = { ...require('../tools/jest/web.preset'), displayName: 'mfe-participant' };
