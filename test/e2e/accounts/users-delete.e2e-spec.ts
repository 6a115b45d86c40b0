import { e2eEnv, seedUser } from '@mail/testing';

import { errorCodes, FORMATS, keyedCodes, login, succeeded } from './accounts-helpers';

const { api, adminApiKey } = e2eEnv();

describe('Users.Delete', () => {
  it('lets an administrator delete users; their keys and sessions stop working at once', async () => {
    const [a, b] = await Promise.all([seedUser(api, adminApiKey), seedUser(api, adminApiKey)]);
    expect(succeeded(await api.legacy('User.Current', { APIKey: a.apiKey }))).toBe(true);
    const res = await api.legacy('Users.Delete', { AdminAPIKey: adminApiKey, users: `${a.userId},${b.userId}` });
    expect(succeeded(res)).toBe(true);
    expect(errorCodes(await api.legacy('User.Current', { APIKey: a.apiKey }))).toEqual([99998]);
    expect(errorCodes(await api.legacy('User.Current', { SessionID: b.sessionId }))).toEqual([99998]);
    expect(errorCodes(await login(api, a.username, a.password))).toEqual([3]);
    const gone = await api.legacy('User.Get', { AdminAPIKey: adminApiKey, UserID: a.userId });
    expect(errorCodes(gone)).toEqual([3]);
  });

  it('lets a user delete their own account', async () => {
    const me = await seedUser(api, adminApiKey);
    expect(succeeded(await api.legacy('Users.Delete', { SessionID: me.sessionId, Users: String(me.userId) }))).toBe(true);
    expect(errorCodes(await api.legacy('User.Current', { APIKey: me.apiKey }))).toEqual([99998]);
  });

  it.each(FORMATS)('refuses a user deleting someone else, keyed on users (%s)', async (format) => {
    const [me, victim] = await Promise.all([seedUser(api, adminApiKey), seedUser(api, adminApiKey)]);
    const res = await api.legacy('Users.Delete', { APIKey: me.apiKey, users: `${victim.userId}` }, { format });
    expect(succeeded(res)).toBe(false);
    expect(keyedCodes(res)).toEqual({ users: 403 });
    expect(succeeded(await api.legacy('User.Current', { APIKey: victim.apiKey }))).toBe(true);
  });

  it.each(FORMATS)('missing (1) and malformed (2) ids are keyed on users (%s)', async (format) => {
    expect(keyedCodes(await api.legacy('Users.Delete', { AdminAPIKey: adminApiKey }, { format }))).toEqual({ users: 1 });
    expect(keyedCodes(await api.legacy('Users.Delete', { AdminAPIKey: adminApiKey, users: '1,abc' }, { format }))).toEqual({ users: 2 });
  });
});
