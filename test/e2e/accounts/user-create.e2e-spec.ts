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

  it.each(FORMATS)('takes the vendor parameters, stored as User.Update stores them (%s)', async (format) => {
    const params = fresh();
    const res = await api.legacy(
      'user.create',
      {
        ...params,
        RelUserGroupID: 1,
        CompanyName: 'Acme',
        Website: 'https://acme.example',
        City: 'Oslo',
        Country: 'NO',
        Phone: '+47 1',
        PhoneVerified: 'true',
        AvailableCredits: 12,
        SignUpIPAddress: '10.0.0.1',
        SSOID: 'sso-1',
        TimeZone: 'Europe/Oslo',
        Language: 'pt-BR',
        ForwardToFriendHeader: 'hdr',
      },
      { format },
    );
    expect(succeeded(res)).toBe(true);
    const session = await login(api, params.Username, params.Password);
    const current = await api.legacy('User.Current', { SessionID: session.body.SessionID });
    expect(current.body.UserInfo).toMatchObject({
      CompanyName: 'Acme',
      Website: 'https://acme.example',
      City: 'Oslo',
      Country: 'NO',
      AvailableCredits: 12,
      TimeZone: 'Europe/Oslo',
      SSOID: 'sso-1',
    });
  });

  it.each([
    ['EmailAddress', 2],
    ['Username', 3],
    ['Password', 4],
  ] as const)('missing %s answers %d', async (field, code) => {
    const params = fresh();
    delete params[field];
    for (const format of FORMATS) expect(errorCodes(await api.legacy('User.Create', params, { format }))).toEqual([code]);
  });

  it.each(FORMATS)('vendor-required fields old clients leave out default, and answer their code when sent blank (%s)', async (format) => {
    expect(errorCodes(await api.legacy('User.Create', { ...fresh(), RelUserGroupID: '' }, { format }))).toEqual([1]);
    expect(errorCodes(await api.legacy('User.Create', { ...fresh(), FirstName: '', CompanyName: ' ' }, { format }))).toEqual([6]);
    expect(errorCodes(await api.legacy('User.Create', { ...fresh(), TimeZone: '' }, { format }))).toEqual([8]);
    expect(errorCodes(await api.legacy('User.Create', { ...fresh(), Language: '' }, { format }))).toEqual([9]);
    expect(succeeded(await api.legacy('User.Create', { ...fresh(), CompanyName: 'Only a company' }, { format }))).toBe(true);
  });

  it.each(FORMATS)('10 invalid email, 11 unknown group, 14 bad language, 15 bad reputation (%s)', async (format) => {
    expect(errorCodes(await api.legacy('User.Create', { ...fresh(), EmailAddress: 'nope' }, { format }))).toEqual([10]);
    expect(errorCodes(await api.legacy('User.Create', { ...fresh(), RelUserGroupID: 999999 }, { format }))).toEqual([11]);
    expect(errorCodes(await api.legacy('User.Create', { ...fresh(), Language: 'not a language' }, { format }))).toEqual([14]);
    expect(errorCodes(await api.legacy('User.Create', { ...fresh(), ReputationLevel: 'Excellent' }, { format }))).toEqual([15]);
  });

  it.each(FORMATS)('12 username taken, 13 email taken, case-insensitively (%s)', async (format) => {
    const existing = await seedUser(api, adminApiKey);
    expect(errorCodes(await api.legacy('User.Create', { ...fresh(), Username: existing.username.toUpperCase() }, { format }))).toEqual([12]);
    expect(errorCodes(await api.legacy('User.Create', { ...fresh(), EmailAddress: existing.email.toUpperCase() }, { format }))).toEqual([13]);
  });

  it('a user credential is refused', async () => {
    const user = await seedUser(api, adminApiKey);
    const params: Record<string, string> = { ...fresh(), APIKey: user.apiKey };
    delete params.AdminAPIKey;
    expect(errorCodes(await api.legacy('User.Create', params))).toEqual([99998]);
  });
});
