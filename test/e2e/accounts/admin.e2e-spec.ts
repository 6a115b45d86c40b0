import { e2eEnv } from '@mail/testing';

import { errorCodes, FORMATS, succeeded, totp } from './accounts-helpers';

const { api, adminApiKey } = e2eEnv();
const adminPassword = process.env.ADMIN_PASSWORD;
const adminUsername = process.env.ADMIN_USERNAME ?? 'admin';
const withPassword = adminPassword ? describe : describe.skip;

async function adminSession(): Promise<{ sessionId: string; adminId: number }> {
  const res = await api.legacy('Admin.Login', { AdminAPIKey: adminApiKey, DisableCaptcha: 'true' });
  expect(succeeded(res)).toBe(true);
  return { sessionId: res.body.SessionID, adminId: Number(res.body.AdminInfo.AdminID) };
}

describe('Admin.Login', () => {
  it.each(FORMATS)('logs in with the admin API key and returns masked AdminInfo (%s)', async (format) => {
    const res = await api.legacy('Admin.Login', { adminapikey: adminApiKey, DisableCaptcha: 'true' }, { format });
    expect(succeeded(res)).toBe(true);
    expect(res.body.SessionID).toBeTruthy();
    const prefix = format === 'XML' ? 'node_' : '';
    expect(res.body.AdminInfo).toMatchObject({ Username: adminUsername, Password: '****** masked ******', [`${prefix}2FA_SecretKey`]: '****** masked ******' });
    expect(['Yes', 'No']).toContain(res.body.AdminInfo[`${prefix}2FA_Enabled`]);
  });

  it('an admin session can call the admin-only User.Create', async () => {
    const { sessionId } = await adminSession();
    const created = await api.legacy('User.Create', {
      SessionID: sessionId,
      Username: `adm${Date.now()}`,
      Password: 'Secret-123',
      EmailAddress: `adm${Date.now()}@example.com`,
    });
    expect(succeeded(created)).toBe(true);
    expect(Number(created.body.UserID)).toBeGreaterThan(0);
  });

  it.each(FORMATS)('error 1: missing username (%s)', async (format) => {
    expect(errorCodes(await api.legacy('Admin.Login', { Password: 'x', DisableCaptcha: 'true' }, { format }))).toEqual([1]);
  });

  it.each(FORMATS)('error 2: missing password (%s)', async (format) => {
    expect(errorCodes(await api.legacy('Admin.Login', { Username: adminUsername, DisableCaptcha: 'true' }, { format }))).toEqual([2]);
  });

  it.each(FORMATS)('error 3: invalid username or password (%s)', async (format) => {
    expect(errorCodes(await api.legacy('Admin.Login', { Username: 'no-such-admin', Password: 'x', DisableCaptcha: 'true' }, { format }))).toEqual([3]);
    expect(errorCodes(await api.legacy('Admin.Login', { AdminAPIKey: 'wrong-admin-key', DisableCaptcha: 'true' }, { format }))).toEqual([3]);
  });

  it.each(FORMATS)('errors 4 and 5: missing and invalid captcha (%s)', async (format) => {
    expect(errorCodes(await api.legacy('Admin.Login', { Username: adminUsername, Password: 'x' }, { format }))).toEqual([4]);
    expect(errorCodes(await api.legacy('Admin.Login', { Username: adminUsername, Password: 'x', Captcha: 'nope' }, { format }))).toEqual([5]);
  });

  withPassword('with the bootstrap password', () => {
    it('logs in with ADMIN_PASSWORD', async () => {
      const res = await api.legacy('Admin.Login', { Username: adminUsername, Password: adminPassword, DisableCaptcha: 'true' });
      expect(succeeded(res)).toBe(true);
    });
  });
});

describe('Admin.Update', () => {
  let session: { sessionId: string; adminId: number };
  const valid = () => ({
    SessionID: session.sessionId,
    AdminID: session.adminId,
    Name: 'Site Admin',
    Username: adminUsername,
    EmailAddress: 'root@example.com',
  });
  beforeAll(async () => {
    session = await adminSession();
  });

  it.each(FORMATS)('updates the own account (%s)', async (format) => {
    const res = await api.legacy('Admin.Update', valid(), { format });
    expect(succeeded(res)).toBe(true);
    const login = await api.legacy('Admin.Login', { AdminAPIKey: adminApiKey, DisableCaptcha: 'true' });
    expect(login.body.AdminInfo).toMatchObject({ Name: 'Site Admin', EmailAddress: 'root@example.com' });
  });

  it('works with the AdminAPIKey too', async () => {
    const { SessionID: _ignored, ...rest } = valid();
    expect(succeeded(await api.legacy('Admin.Update', { ...rest, AdminAPIKey: adminApiKey }))).toBe(true);
  });

  it.each([
    ['Name', 1],
    ['Username', 2],
    ['EmailAddress', 4],
    ['AdminID', 6],
  ] as const)('missing %s answers %d', async (field, code) => {
    const params: Record<string, unknown> = { ...valid() };
    delete params[field];
    for (const format of FORMATS) expect(errorCodes(await api.legacy('Admin.Update', params, { format }))).toEqual([code]);
  });

  it.each(FORMATS)('error 6: unknown AdminID; error 7: invalid email (%s)', async (format) => {
    expect(errorCodes(await api.legacy('Admin.Update', { ...valid(), AdminID: 987654 }, { format }))).toEqual([6]);
    expect(errorCodes(await api.legacy('Admin.Update', { ...valid(), EmailAddress: 'not-an-email' }, { format }))).toEqual([7]);
  });

  it('refuses user credentials with 99998', async () => {
    const res = await api.legacy('Admin.Update', { ...valid(), SessionID: undefined, APIKey: 'whatever' });
    expect(errorCodes(res)).toEqual([99998]);
  });

  it('Enable2FA returns the secret once; Admin.Login then needs the code (101) and Cancel2FA turns it off', async () => {
    const enabled = await api.legacy('Admin.Update', { ...valid(), Enable2FA: 'true' });
    expect(succeeded(enabled)).toBe(true);
    const secret = enabled.body['2FA_SecretKey'];
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    try {
      expect(errorCodes(await api.legacy('Admin.Login', { AdminAPIKey: adminApiKey, DisableCaptcha: 'true' }))).toEqual([101]);
      const wrong = totp(secret) === '111111' ? '222222' : '111111';
      expect(errorCodes(await api.legacy('Admin.Login', { AdminAPIKey: adminApiKey, DisableCaptcha: 'true', TfaCode: wrong }))).toEqual([101]);
      const ok = await api.legacy('Admin.Login', { AdminAPIKey: adminApiKey, DisableCaptcha: 'true', TfaCode: totp(secret) });
      expect(succeeded(ok)).toBe(true);
      expect(ok.body.AdminInfo['2FA_Enabled']).toBe('Yes');
    } finally {
      expect(succeeded(await api.legacy('Admin.Update', { ...valid(), Cancel2FA: 'true' }))).toBe(true);
    }
    expect(succeeded(await api.legacy('Admin.Login', { AdminAPIKey: adminApiKey, DisableCaptcha: 'true' }))).toBe(true);
  });
});
