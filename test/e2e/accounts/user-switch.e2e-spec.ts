import { e2eEnv, seedUser } from '@mail/testing';

import { errorCodes, FORMATS, succeeded } from './accounts-helpers';

const { api, adminApiKey } = e2eEnv();

describe('user.switch', () => {
  it.each(FORMATS)('opens a session as the user, which sees that user only (%s)', async (format) => {
    const [target, other] = [await seedUser(api, adminApiKey), await seedUser(api, adminApiKey)];
    const res = await api.legacy('user.switch', { AdminAPIKey: adminApiKey, UserID: target.userId, PrivilegeType: 'Full' }, { format });
    expect(succeeded(res)).toBe(true);
    expect(Number(res.body.UserInfo.UserID)).toBe(target.userId);
    expect(res.body.UserInfo.Username).toBe(target.username);
    expect(res.body.SessionID).toEqual(expect.any(String));
    const current = await api.legacy('User.Current', { SessionID: res.body.SessionID });
    expect(current.body.UserInfo).toMatchObject({ UserID: target.userId, Username: target.username });
    expect(current.body.UserInfo.UserID).not.toBe(other.userId);
  });

  it.each(FORMATS)('error codes: 1 missing UserID, 2 no such user, 3 bad PrivilegeType; a user credential is refused (%s)', async (format) => {
    const user = await seedUser(api, adminApiKey);
    expect(errorCodes(await api.legacy('user.switch', { AdminAPIKey: adminApiKey }, { format }))).toEqual([1]);
    expect(errorCodes(await api.legacy('user.switch', { AdminAPIKey: adminApiKey, UserID: 99999999 }, { format }))).toEqual([2]);
    expect(errorCodes(await api.legacy('user.switch', { AdminAPIKey: adminApiKey, UserID: 'abc' }, { format }))).toEqual([2]);
    expect(errorCodes(await api.legacy('user.switch', { AdminAPIKey: adminApiKey, UserID: user.userId, PrivilegeType: 'Root' }, { format }))).toEqual([3]);
    expect(errorCodes(await api.legacy('user.switch', { APIKey: user.apiKey, UserID: user.userId }, { format }))).toEqual([99998]);
  });
});
