import { e2eEnv, seedUser, type SeededUser, unique } from '@mail/testing';

import { errorCodes, FORMATS, login, succeeded, totp } from './accounts-helpers';

const { api, adminApiKey } = e2eEnv();

async function current(apiKey: string): Promise<Record<string, unknown>> {
  return (await api.legacy('User.Current', { APIKey: apiKey })).body.UserInfo;
}

describe('User.Update', () => {
  let user: SeededUser;
  let other: SeededUser;
  beforeAll(async () => {
    [user, other] = await Promise.all([seedUser(api, adminApiKey), seedUser(api, adminApiKey)]);
  });

  it.each(FORMATS)('updates the caller’s own profile (%s)', async (format) => {
    const res = await api.legacy(
      'User.Update',
      { APIKey: user.apiKey, UserID: user.userId, FirstName: `Ann${format}`, City: 'Lyon', PhoneVerified: '1', TimeZone: 'Europe/Paris' },
      { format },
    );
    expect(succeeded(res)).toBe(true);
    expect(await current(user.apiKey)).toMatchObject({ FirstName: `Ann${format}`, City: 'Lyon', PhoneVerified: 'Yes', TimeZone: 'Europe/Paris' });
  });

  it('changes username and email, which then log in', async () => {
    const username = unique('renamed');
    expect(
      succeeded(
        await api.legacy('User.Update', { SessionID: user.sessionId, UserID: user.userId, Username: username, EmailAddress: `${username}@example.com` }),
      ),
    ).toBe(true);
    expect(succeeded(await login(api, username, user.password))).toBe(true);
    user.username = username;
    user.email = `${username}@example.com`;
  });

  it.each(FORMATS)('error 1: missing UserID (%s)', async (format) => {
    expect(errorCodes(await api.legacy('User.Update', { APIKey: user.apiKey, FirstName: 'x' }, { format }))).toEqual([1]);
  });

  it.each(FORMATS)('error 2: another user’s id, or an admin-only parameter (%s)', async (format) => {
    expect(errorCodes(await api.legacy('User.Update', { APIKey: user.apiKey, UserID: other.userId, FirstName: 'Hacked' }, { format }))).toEqual([2]);
    expect(errorCodes(await api.legacy('User.Update', { APIKey: user.apiKey, UserID: user.userId, ReputationLevel: 'Trusted' }, { format }))).toEqual([2]);
    expect(errorCodes(await api.legacy('User.Update', { APIKey: user.apiKey, UserID: user.userId, AvailableCredits: 1000 }, { format }))).toEqual([2]);
    expect(
      errorCodes(await api.legacy('User.Update', { SessionID: user.sessionId, UserID: user.userId, APIKey: 'a-new-key-of-my-choosing' }, { format })),
    ).toEqual([2]);
    expect((await current(other.apiKey)).FirstName).toBe('Test');
  });

  it.each(FORMATS)('error 4: Enable2FA with a wrong TfaCode (%s)', async (format) => {
    expect(
      errorCodes(await api.legacy('User.Update', { APIKey: user.apiKey, UserID: user.userId, Enable2FA: 'true', TfaCode: '000000x' }, { format })),
    ).toEqual([4]);
  });

  it.each(FORMATS)('error 5: an administrator naming an unknown user (%s)', async (format) => {
    expect(errorCodes(await api.legacy('User.Update', { AdminAPIKey: adminApiKey, UserID: 99999999, FirstName: 'x' }, { format }))).toEqual([5]);
  });

  it.each(FORMATS)('error 6: email or username already used (%s)', async (format) => {
    expect(
      errorCodes(await api.legacy('User.Update', { APIKey: user.apiKey, UserID: user.userId, EmailAddress: other.email.toUpperCase() }, { format })),
    ).toEqual([6]);
    expect(errorCodes(await api.legacy('User.Update', { APIKey: user.apiKey, UserID: user.userId, Username: other.username }, { format }))).toEqual([6]);
  });

  it.each(FORMATS)('error 7: invalid email; 11: invalid date (%s)', async (format) => {
    expect(errorCodes(await api.legacy('User.Update', { APIKey: user.apiKey, UserID: user.userId, EmailAddress: 'nope' }, { format }))).toEqual([7]);
    expect(errorCodes(await api.legacy('User.Update', { APIKey: user.apiKey, UserID: user.userId, LastActivityDateTime: '31/12/2024' }, { format }))).toEqual([
      11,
    ]);
  });

  it('lets an administrator set admin-only fields on any user', async () => {
    const res = await api.legacy('User.Update', {
      AdminAPIKey: adminApiKey,
      UserID: other.userId,
      ReputationLevel: 'Untrusted',
      AvailableCredits: 250,
      UserSince: '2020-01-02',
      AccountStatus: 'Active',
    });
    expect(succeeded(res)).toBe(true);
    expect(await current(other.apiKey)).toMatchObject({
      ReputationLevel: 'Untrusted',
      AvailableCredits: 250,
      UserSince: '2020-01-02 00:00:00',
      AccountStatus: 'Active',
    });
  });

  it('a password change ends the user’s other sessions but keeps the current one', async () => {
    const me = await seedUser(api, adminApiKey);
    const second = (await login(api, me.username, me.password)).body.SessionID;
    expect(succeeded(await api.legacy('User.Current', { SessionID: second }))).toBe(true);
    expect(succeeded(await api.legacy('User.Update', { SessionID: me.sessionId, UserID: me.userId, Password: 'Brand-new-1' }))).toBe(true);
    expect(errorCodes(await api.legacy('User.Current', { SessionID: second }))).toEqual([99998]);
    expect(succeeded(await api.legacy('User.Current', { SessionID: me.sessionId }))).toBe(true);
    expect(errorCodes(await login(api, me.username, me.password))).toEqual([3]);
    expect(succeeded(await login(api, me.username, 'Brand-new-1'))).toBe(true);
  });

  it('disabling an account voids its keys and sessions at once', async () => {
    const me = await seedUser(api, adminApiKey);
    expect(succeeded(await api.legacy('User.Current', { APIKey: me.apiKey }))).toBe(true);
    expect(succeeded(await api.legacy('User.Update', { AdminAPIKey: adminApiKey, UserID: me.userId, AccountStatus: 'Disabled' }))).toBe(true);
    expect(errorCodes(await api.legacy('User.Current', { APIKey: me.apiKey }))).toEqual([99998]);
    expect(errorCodes(await api.legacy('User.Current', { SessionID: me.sessionId }))).toEqual([99998]);
  });

  it('an administrator’s APIKey replaces the user’s keys', async () => {
    const me = await seedUser(api, adminApiKey);
    const adminSession = (await api.legacy('Admin.Login', { AdminAPIKey: adminApiKey, DisableCaptcha: 'true' })).body.SessionID;
    const newKey = `set-by-admin-${unique()}`;
    expect(succeeded(await api.legacy('User.Update', { SessionID: adminSession, UserID: me.userId, APIKey: newKey }))).toBe(true);
    expect(errorCodes(await api.legacy('User.Current', { APIKey: me.apiKey }))).toEqual([99998]);
    expect((await current(newKey)).UserID).toBe(me.userId);
  });

  it('the IP allow-list rejects a session from another address with 99998', async () => {
    const me = await seedUser(api, adminApiKey);
    expect(succeeded(await api.legacy('User.Update', { SessionID: me.sessionId, UserID: me.userId, AllowedIPAddresses: '203.0.113.7' }))).toBe(true);
    const res = await api.legacy('User.Current', { SessionID: me.sessionId });
    expect(res.body).toMatchObject({ Success: false, ErrorCode: 99998, ErrorText: 'Access from this IP address is not allowed' });
    expect(succeeded(await api.legacy('User.Current', { APIKey: me.apiKey }))).toBe(true);
    expect(succeeded(await api.legacy('User.Update', { AdminAPIKey: adminApiKey, UserID: me.userId, AllowedIPAddresses: '127.0.0.0/8, ::1' }))).toBe(true);
    expect(succeeded(await api.legacy('User.Current', { SessionID: me.sessionId }))).toBe(true);
  });

  it('Enable2FA with the current code turns 2FA on; Cancel2FA needs a code from a user', async () => {
    const me = await seedUser(api, adminApiKey);
    const secret = String((await current(me.apiKey)).MFA_SecretKey);
    const on = await api.legacy('User.Update', { APIKey: me.apiKey, UserID: me.userId, Enable2FA: 'true', TfaCode: totp(secret) });
    expect(succeeded(on)).toBe(true);
    expect(on.body['2FA_RecoveryKey']).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    expect((await current(me.apiKey))['2FA_Enabled']).toBe('Yes');
    expect(errorCodes(await api.legacy('User.Update', { APIKey: me.apiKey, UserID: me.userId, Cancel2FA: 'true' }))).toEqual([4]);
    expect(succeeded(await api.legacy('User.Update', { APIKey: me.apiKey, UserID: me.userId, Cancel2FA: 'true', TfaCode: totp(secret) }))).toBe(true);
    expect((await current(me.apiKey))['2FA_Enabled']).toBe('No');
  });
});
