import { e2eEnv, seedUser, type SeededUser, unique } from '@mail/testing';

import { errorCodes, FORMATS, keyedCodes, succeeded } from './accounts-helpers';

const { api, adminApiKey } = e2eEnv();

describe('accounts isolation and admin-only operations', () => {
  let alice: SeededUser;
  let bob: SeededUser;
  beforeAll(async () => {
    [alice, bob] = await Promise.all([seedUser(api, adminApiKey), seedUser(api, adminApiKey)]);
  });

  it('a user never sees or changes another user', async () => {
    expect(errorCodes(await api.legacy('User.Get', { APIKey: alice.apiKey, UserID: bob.userId }))).toEqual([3]);
    expect(errorCodes(await api.legacy('User.Update', { APIKey: alice.apiKey, UserID: bob.userId, LastName: 'x' }))).toEqual([2]);
    expect(keyedCodes(await api.legacy('Users.Delete', { APIKey: alice.apiKey, users: String(bob.userId) }))).toEqual({ users: 403 });
    const list = await api.legacy('Users.Get', { APIKey: alice.apiKey, SearchKeyword: bob.username });
    expect(list.body.TotalUsers).toBe(0);
    const mine = await api.legacy('User.Current', { APIKey: alice.apiKey });
    expect(JSON.stringify(mine.body)).not.toContain(bob.email);
  });

  it.each(FORMATS)('a user key cannot call admin-only operations: 99998 (%s)', async (format) => {
    const create = await api.legacy(
      'User.Create',
      { APIKey: alice.apiKey, Username: unique('x'), Password: 'p', EmailAddress: `${unique('x')}@example.com` },
      { format },
    );
    expect(errorCodes(create)).toEqual([99998]);
    const asAdminKey = await api.legacy(
      'User.Create',
      { AdminAPIKey: alice.apiKey, Username: unique('x'), Password: 'p', EmailAddress: `${unique('x')}@example.com` },
      { format },
    );
    expect(errorCodes(asAdminKey)).toEqual([99998]);
    const sessionTry = await api.legacy(
      'Admin.Update',
      { SessionID: alice.sessionId, AdminID: 1, Name: 'x', Username: 'x', EmailAddress: 'x@example.com' },
      { format },
    );
    expect(errorCodes(sessionTry)).toEqual([99998]);
  });

  it('the admin key can', async () => {
    const created = await api.legacy('User.Create', {
      AdminAPIKey: adminApiKey,
      Username: unique('ok'),
      Password: 'Secret-1',
      EmailAddress: `${unique('ok')}@example.com`,
    });
    expect(succeeded(created)).toBe(true);
    expect(succeeded(await api.legacy('User.Get', { AdminAPIKey: adminApiKey, UserID: bob.userId }))).toBe(true);
  });
});
