import { e2eEnv, seedUser } from '@mail/testing';

import { errorCodes, succeeded } from './accounts-helpers';
import { legacyFrom } from './from-address';

const { api, baseUrl, adminApiKey } = e2eEnv();
const adminPassword = process.env.ADMIN_PASSWORD;
const adminUsername = process.env.ADMIN_USERNAME ?? 'admin';
const withPassword = adminPassword ? describe : describe.skip;
/** accounts.config.ts: per (username, IP) and per username (any IP) within 15 minutes */
const PAIR_LIMIT = 5;
const USERNAME_LIMIT = 20;

/** Each test uses its own loopback addresses so that the per-IP windows of other tests stay empty. */
const other = (block: number, host: number) => `127.0.${block}.${host}`;

function firstCode(res: Awaited<ReturnType<typeof legacyFrom>>): number | string | undefined {
  return errorCodes(res)[0];
}

/** USERNAME_LIMIT + 5 wrong passwords from five addresses, each staying under the pair limit. */
async function failFromManyAddresses(command: string, username: string, block: number): Promise<(number | string | undefined)[]> {
  const codes: (number | string | undefined)[] = [];
  for (let host = 1; host <= 5; host++)
    for (let i = 0; i < PAIR_LIMIT; i++)
      codes.push(firstCode(await legacyFrom(baseUrl, other(block, host), command, { Username: username, Password: 'wrong-password', DisableCaptcha: 'true' })));
  return codes;
}

describe('Brute-force policy', () => {
  it('counts parallel wrong passwords before checking them: at most the pair limit is evaluated (User.Login)', async () => {
    const victim = await seedUser(api, adminApiKey);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        legacyFrom(baseUrl, other(3, 1), 'User.Login', { Username: victim.username, Password: 'wrong-password', DisableCaptcha: 'true' }),
      ),
    );
    const codes = answers.map(firstCode);
    expect(codes.filter((c) => c !== 3 && c !== 429)).toEqual([]);
    expect(codes.filter((c) => c === 3).length).toBeLessThanOrEqual(PAIR_LIMIT);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(50 - PAIR_LIMIT);
  });

  it('counts parallel wrong passwords before checking them (Admin.Login)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        legacyFrom(baseUrl, other(3, 2), 'Admin.Login', { Username: 'no-such-admin-race', Password: 'wrong-password', DisableCaptcha: 'true' }),
      ),
    );
    const codes = answers.map(firstCode);
    expect(codes.filter((c) => c === 3).length).toBeLessThanOrEqual(PAIR_LIMIT);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(30 - PAIR_LIMIT);
  });

  it('failures from other addresses never lock the owner out of a client it logged in from before', async () => {
    const owner = await seedUser(api, adminApiKey);
    const right = { Username: owner.username, Password: owner.password };
    expect(succeeded(await api.legacy('User.Login', { ...right, DisableCaptcha: 'true' }))).toBe(true);

    const codes = await failFromManyAddresses('User.Login', owner.username, 1);
    expect(codes).toHaveLength(USERNAME_LIMIT + 5);
    expect(codes.every((c) => c === 3 || c === 4)).toBe(true);

    // the owner's usual client: no 429, no captcha
    const again = await api.legacy('User.Login', { ...right, DisableCaptcha: 'true' });
    expect(succeeded(again)).toBe(true);
    // a new client is not blocked either, but must answer a captcha even with DisableCaptcha=true
    const fresh = await legacyFrom(baseUrl, other(1, 200), 'User.Login', { ...right, DisableCaptcha: 'true' });
    expect(errorCodes(fresh)).toEqual([4]);
    expect(String(fresh.body.ErrorText)).toMatch(/Captcha required/);
    expect(errorCodes(await legacyFrom(baseUrl, other(1, 200), 'User.Login', { ...right, Captcha: '00000000-0000-4000-8000-000000000000:wrong' }))).toEqual([
      5,
    ]);
    // the API key login is not concerned
    expect(succeeded(await legacyFrom(baseUrl, other(1, 200), 'User.Login', { apikey: owner.apiKey, DisableCaptcha: 'true' }))).toBe(true);
  });

  it('an address that keeps guessing one username is still blocked (429)', async () => {
    const victim = await seedUser(api, adminApiKey);
    for (let i = 0; i < PAIR_LIMIT; i++)
      expect(firstCode(await legacyFrom(baseUrl, other(4, 1), 'User.Login', { Username: victim.username, Password: 'nope', DisableCaptcha: 'true' }))).toBe(3);
    const blocked = await legacyFrom(baseUrl, other(4, 1), 'User.Login', { Username: victim.username, Password: victim.password, DisableCaptcha: 'true' });
    expect(errorCodes(blocked)).toEqual([429]);
    expect(succeeded(await api.legacy('User.Login', { Username: victim.username, Password: victim.password, DisableCaptcha: 'true' }))).toBe(true);
  });

  withPassword('Admin.Login with the bootstrap password', () => {
    it('failures from other addresses never lock the administrator out of a known client', async () => {
      const right = { Username: adminUsername, Password: adminPassword, DisableCaptcha: 'true' };
      expect(succeeded(await api.legacy('Admin.Login', right))).toBe(true);
      const codes = await failFromManyAddresses('Admin.Login', adminUsername, 2);
      expect(codes.every((c) => c === 3 || c === 4)).toBe(true);
      expect(succeeded(await api.legacy('Admin.Login', right))).toBe(true);
      expect(errorCodes(await legacyFrom(baseUrl, other(2, 200), 'Admin.Login', right))).toEqual([4]);
    });
  });
});
