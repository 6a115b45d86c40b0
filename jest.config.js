/**
 * unit (pure logic, no I/O) and e2e (HTTP against the suite, in-process or over NATS) are what `npm test` runs;
 * faults (`npm run test:faults`) starts every service as its own process on a NATS and PostgreSQL of its own and kills them.
 */
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true }, target: 'es2022' } },
];
const { readdirSync } = require('node:fs');

// @mail/<name> is apps/<name> when such an app exists, libs/<name> otherwise: a new app or lib needs no entry here
const apps = readdirSync(`${__dirname}/apps`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const moduleNameMapper = {
  [`^@mail/(${apps.join('|')})$`]: '<rootDir>/apps/$1/src',
  '^@mail/([a-z-]+)$': '<rootDir>/libs/$1/src',
};
module.exports = {
  testTimeout: 30000,
  projects: [
    {
      displayName: 'unit',
      rootDir: __dirname,
      testMatch: ['<rootDir>/{apps,libs}/*/src/**/*.spec.ts', '<rootDir>/scripts/**/*.spec.ts'],
      transform: { '^.+\\.ts$': swc },
      moduleNameMapper,
      testEnvironment: 'node',
    },
    {
      displayName: 'e2e',
      rootDir: __dirname,
      // e2e through HTTP, plus the service-integration tier (a service module on the in-process bus, real PostgreSQL)
      testMatch: ['<rootDir>/test/e2e/**/*.e2e-spec.ts', '<rootDir>/{apps,libs}/*/test/**/*.int-spec.ts'],
      transform: { '^.+\\.ts$': swc },
      moduleNameMapper,
      testEnvironment: 'node',
      globalSetup: '<rootDir>/test/e2e/global-setup.ts',
      globalTeardown: '<rootDir>/test/e2e/global-teardown.ts',
    },
    {
      displayName: 'faults',
      rootDir: __dirname,
      testMatch: ['<rootDir>/test/faults/**/*.fault-spec.ts'],
      transform: { '^.+\\.ts$': swc },
      moduleNameMapper,
      testEnvironment: 'node',
    },
  ],
};
