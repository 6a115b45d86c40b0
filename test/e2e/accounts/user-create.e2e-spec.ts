import { e2eEnv, seedUser, unique } from '@mail/testing';

import { errorCodes, FORMATS, login, succeeded } from './accounts-helpers';

const { api, adminApiKey } = e2eEnv();

function fresh(): Record<string, string> {
  const name = unique('new');
  return { AdminAPIKey: adminApiKey, Username: name, Password: 'Secret-123', EmailAddress: `${name}@example.com` };
}

describe('User.Create', () => {
  it.each(FORMATS)('creates a user who can log in (%s)', async (format) => {
    const params = fresh();
    const res = await api.legacy(
      'User.Create',
      { ...params, FirstName: 'Zoe', LastName: 'Q', TimeZone: 'Asia/Tokyo', Language: 'ja', ReputationLevel: 'untrusted' },
      { format },
    );
    expect(succeeded(res)).toBe(true);
    expect(Number(res.body.UserID)).toBeGreaterThan(0);
    const session = await login(api, params.Username, params.Password);
    const current = await api.legacy('User.Current', { SessionID: session.body.SessionID });
    expect(current.body.UserInfo).toMatchObject({ FirstName: 'Zoe', TimeZone: 'Asia/Tokyo', ReputationLevel: 'Untrusted', RelUserGroupID: 1 });
  });

  it.each([
    ['Username', 1],
    ['Password', 2],
    ['EmailAddress', 3],
  ] as const)('missing %s answers %d', async (field, code) => {
    const params = fresh();
    delete params[field];
    for (const format of FORMATS) expect(errorCodes(await api.legacy('User.Create', params, { format }))).toEqual([code]);
  });

  it.each(FORMATS)('4 unknown group, 5 bad reputation, 7 invalid email (%s)', async (format) => {
    expect(errorCodes(await api.legacy('User.Create', { ...fresh(), RelUserGroupID: 999999 }, { format }))).toEqual([4]);
    expect(errorCodes(await api.legacy('User.Create', { ...fresh(), ReputationLevel: 'Excellent' }, { format }))).toEqual([5]);
    expect(errorCodes(await api.legacy('User.Create', { ...fresh(), EmailAddress: 'nope' }, { format }))).toEqual([7]);
  });

  it.each(FORMATS)('6: duplicate username or email, case-insensitively (%s)', async (format) => {
    const existing = await seedUser(api, adminApiKey);
    expect(errorCodes(await api.legacy('User.Create', { ...fresh(), Username: existing.username.toUpperCase() }, { format }))).toEqual([6]);
    expect(errorCodes(await api.legacy('User.Create', { ...fresh(), EmailAddress: existing.email.toUpperCase() }, { format }))).toEqual([6]);
  });
});
