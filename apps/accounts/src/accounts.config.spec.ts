import { readAccountsConfig } from './accounts.config';

describe(readAccountsConfig.name, () => {
  it('keeps the documented defaults', () => {
    expect(readAccountsConfig({})).toMatchObject({ sessionLifetimeDays: 30, authCacheTtlSeconds: 30, userCacheTtlMs: 1000, demoMode: false });
  });

  it('stops the boot on a bad value, naming the variable and the value', () => {
    expect(() => readAccountsConfig({ SESSION_LIFETIME_DAYS: 'abc' })).toThrow('SESSION_LIFETIME_DAYS="abc"');
    expect(() => readAccountsConfig({ USER_CACHE_TTL_MS: '-1' })).toThrow('USER_CACHE_TTL_MS="-1"');
  });
});
