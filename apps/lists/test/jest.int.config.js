/** Service integration tier: the lists module on the in-process bus against a real PostgreSQL (LISTS_TEST_DATABASE_URL). */
const base = require('../../../jest.config.js').projects[0];
module.exports = {
  rootDir: '../../..',
  testMatch: ['<rootDir>/apps/lists/test/**/*.int-spec.ts'],
  transform: base.transform,
  moduleNameMapper: base.moduleNameMapper,
  testEnvironment: 'node',
  testTimeout: 60000,
};
