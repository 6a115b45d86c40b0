import { createHmac } from 'node:crypto';

import { e2eEnv, seedUser, unique } from '@mail/testing';

import { errorCodes, FORMATS, succeeded } from '../accounts/accounts-helpers';

const { api, adminApiKey } = e2eEnv();

interface Source {
  id: number;
  code: string;
  secret: string;
}

async function createSource(options: Record<string, string>, extra: Record<string, unknown> = {}): Promise<Source> {
  const code = unique('src_');
  const res = await api.legacy('sso.create', {
    AdminAPIKey: adminApiKey,
    SourceName: 'Portal',
    SourceCode: code,
    ValidForSeconds: 300,
    Options: JSON.stringify(options),
    ...extra,
  });
  if (!succeeded(res)) throw new Error(`sso.create failed: ${res.text}`);
  return { id: Number(res.body.SSOSourceID), code, secret: String(res.body.SSOSecret) };
}

/** a link as the external portal signs it */
function link(source: Source, email: string, timestamp = Math.floor(Date.now() / 1000)): Record<string, string> {
  const signature = createHmac('sha256', source.secret).update(`${source.code}|${email}|${timestamp}`).digest('hex');
  return { SourceCode: source.code, Email: email, Timestamp: String(timestamp), Signature: signature };
}

describe('sso.login (signed, expiring single-sign-on links of an SSO source)', () => {
  it.each(FORMATS)('logs an existing user in: the session works, the user data comes back, the link works once (%s)', async (format) => {
    const source = await createSource({ PerformLogin: 'Enabled', ReturnUserData: 'Enabled', CreateNewUserIfNotExists: 'Disabled' });
    const user = await seedUser(api, adminApiKey);
    const params = link(source, user.email);
    const res = await api.legacy('sso.login', params, { format });
    expect(succeeded(res)).toBe(true);
    expect(Number(res.body.UserID)).toBe(user.userId);
    const current = await api.legacy('User.Current', { SessionID: res.body.SessionID });
    expect(current.body.UserInfo).toMatchObject({ UserID: user.userId, EmailAddress: user.email });
    expect(res.text).toContain(user.username);
    expect(errorCodes(await api.legacy('sso.login', params))).toEqual([8]);
  });

  it('creates the user when the source says so, and answers no session when it does not log in', async () => {
    const source = await createSource({ PerformLogin: 'Disabled', CreateNewUserIfNotExists: 'Enabled' });
    const email = `${unique('sso')}@example.com`;
    const res = await api.v1('GET', 'sso.login', { ...link(source, email), FirstName: 'Ada' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ UserCreated: true, UserID: expect.any(Number) });
    expect(res.body.SessionID).toBeUndefined();
    const got = await api.legacy('User.Get', { AdminAPIKey: adminApiKey, UserID: res.body.UserID });
    expect(got.body.UserInformation ?? got.body.UserInfo ?? got.body).toMatchObject({ EmailAddress: email, FirstName: 'Ada' });
  });

  it('reads Options as a JSON object, as Options[Key] form fields and as flat Options.Key names', async () => {
    const user = await seedUser(api, adminApiKey);
    const spellings: Record<string, unknown>[] = [
      { Options: { PerformLogin: 'Disabled', ReturnUserData: 'Enabled' } },
      { 'Options[PerformLogin]': 'Disabled', 'Options[ReturnUserData]': 'Enabled' },
      { 'Options.PerformLogin': 'Disabled', 'Options.ReturnUserData': 'Enabled' },
    ];
    for (const options of spellings) {
      const code = unique('sp_');
      const encoding = 'Options' in options ? 'json' : 'form';
      const created = await api.legacy(
        'sso.create',
        { AdminAPIKey: adminApiKey, SourceName: 'x', SourceCode: code, ValidForSeconds: 60, ...options },
        { encoding },
      );
      const source = { id: Number(created.body.SSOSourceID), code, secret: String(created.body.SSOSecret) };
      const res = await api.legacy('sso.login', link(source, user.email));
      expect([options, succeeded(res), res.body.SessionID, res.body.UserInfo?.EmailAddress]).toEqual([options, true, undefined, user.email]);
    }
  });

  it('answers every code: missing parameters, unknown or expired source, bad signature, old link, unknown user, bad email', async () => {
    const source = await createSource({ CreateNewUserIfNotExists: 'Disabled' });
    const user = await seedUser(api, adminApiKey);
    const good = link(source, user.email);
    const without = (name: string) => Object.fromEntries(Object.entries(good).filter(([k]) => k !== name));
    expect(errorCodes(await api.legacy('sso.login', without('SourceCode')))).toEqual([1]);
    expect(errorCodes(await api.legacy('sso.login', without('Email')))).toEqual([2]);
    expect(errorCodes(await api.legacy('sso.login', without('Timestamp')))).toEqual([3]);
    expect(errorCodes(await api.legacy('sso.login', without('Signature')))).toEqual([4]);
    expect(errorCodes(await api.legacy('sso.login', { ...good, SourceCode: 'no_such_source' }))).toEqual([5]);
    expect(errorCodes(await api.legacy('sso.login', { ...good, Signature: 'f'.repeat(64) }))).toEqual([6]);
    expect(errorCodes(await api.legacy('sso.login', { ...good, Email: `x${user.email}` }))).toEqual([6]);
    expect(errorCodes(await api.legacy('sso.login', link(source, user.email, Math.floor(Date.now() / 1000) - 301)))).toEqual([7]);
    expect(errorCodes(await api.legacy('sso.login', link(source, user.email, Math.floor(Date.now() / 1000) + 3600)))).toEqual([7]);
    expect(errorCodes(await api.legacy('sso.login', link(source, `${unique('nobody')}@example.com`)))).toEqual([9]);
    const creating = await createSource({ CreateNewUserIfNotExists: 'Enabled' });
    expect(errorCodes(await api.legacy('sso.login', link(creating, 'not-an-email')))).toEqual([11]);

    const expired = await createSource({}, { ExpiresAt: '2020-01-01 00:00:00' });
    expect(errorCodes(await api.legacy('sso.login', link(expired, user.email)))).toEqual([5]);
    const v1 = await api.v1('GET', 'sso.login', link(expired, user.email));
    expect([v1.status, v1.body.Errors?.[0]?.Code]).toEqual([401, 5]);

    // a deleted source signs nothing any more
    const gone = await createSource({});
    expect(succeeded(await api.legacy('sso.delete', { AdminAPIKey: adminApiKey, SourceID: String(gone.id) }))).toBe(true);
    expect(errorCodes(await api.legacy('sso.login', link(gone, user.email)))).toEqual([5]);
  });

  it('refuses a disabled user (10)', async () => {
    const source = await createSource({});
    const user = await seedUser(api, adminApiKey);
    expect(succeeded(await api.legacy('User.Update', { AdminAPIKey: adminApiKey, UserID: user.userId, AccountStatus: 'Disabled' }))).toBe(true);
    expect(errorCodes(await api.legacy('sso.login', link(source, user.email)))).toEqual([10]);
  });
});
