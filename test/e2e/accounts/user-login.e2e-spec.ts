import { e2eEnv, seedUser, type SeededUser, unique } from '@mail/testing';

import { errorCodes, FORMATS, login, md5, succeeded, totp } from './accounts-helpers';

const { api, adminApiKey } = e2eEnv();

describe('User.Login', () => {
  let user: SeededUser;
  beforeAll(async () => {
    user = await seedUser(api, adminApiKey);
  });

  it.each(FORMATS)('returns a SessionID and UserInfo (%s)', async (format) => {
    const res = await api.legacy('User.Login', { Username: user.username, Password: user.password, DisableCaptcha: 'true' }, { format });
    expect(succeeded(res)).toBe(true);
    expect(res.body.SessionID).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(res.body.UserInfo).toMatchObject({
      Username: user.username,
      EmailAddress: user.email,
      AccountStatus: 'Enabled',
      FirstName: 'Test',
      LastName: 'User',
      Password: '****** masked ******',
    });
    expect(String(res.body.UserInfo.UserID)).toBe(String(user.userId));
    expect(res.body.UserInfo.GroupInformation).toMatchObject({ GroupName: 'Default' });
    const current = await api.legacy('User.Current', { SessionID: res.body.SessionID });
    expect(current.body.UserInfo.Username).toBe(user.username);
  });

  it('accepts lower-case parameter names and the email address as login', async () => {
    const res = await api.legacy('User.Login', { username: user.email.toUpperCase(), password: user.password, disablecaptcha: 'true' });
    expect(succeeded(res)).toBe(true);
  });

  it('accepts an MD5 digest with PasswordEncrypted=true, and not without it', async () => {
    expect(succeeded(await login(api, user.username, md5(user.password), { PasswordEncrypted: 'true' }))).toBe(true);
    expect(errorCodes(await login(api, unique('nobody'), md5(user.password)))).toEqual([3]);
  });

  it('logs in with an API key instead of a password', async () => {
    const res = await api.legacy('User.Login', { apikey: user.apiKey, DisableCaptcha: 'true' });
    expect(succeeded(res)).toBe(true);
    expect(String(res.body.UserInfo.UserID)).toBe(String(user.userId));
    const bad = await api.legacy('User.Login', { apikey: 'not-a-real-key', DisableCaptcha: 'true' });
    expect(errorCodes(bad)).toEqual([3]);
  });

  it.each(FORMATS)('error 1: missing username (%s)', async (format) => {
    const res = await api.legacy('User.Login', { Password: 'x', DisableCaptcha: 'true' }, { format });
    expect(succeeded(res)).toBe(false);
    expect(errorCodes(res)).toEqual([1]);
  });

  it.each(FORMATS)('error 2: missing password (%s)', async (format) => {
    const res = await api.legacy('User.Login', { Username: user.username, DisableCaptcha: 'true' }, { format });
    expect(errorCodes(res)).toEqual([2]);
  });

  it.each(FORMATS)('error 3: invalid credentials, as an array with ErrorText (%s)', async (format) => {
    const res = await api.legacy('User.Login', { Username: unique('ghost'), Password: 'wrong', DisableCaptcha: 'true' }, { format });
    expect(errorCodes(res)).toEqual([3]);
  });

  it('error 3 renders ErrorCode and ErrorText as arrays in JSON', async () => {
    const res = await api.legacy('User.Login', { Username: unique('ghost'), Password: 'wrong', DisableCaptcha: 'true' });
    expect(res.body).toMatchObject({ Success: false, ErrorCode: [3], ErrorText: ['Invalid login information'] });
  });

  it.each(FORMATS)('error 4: captcha required unless DisableCaptcha=true (%s)', async (format) => {
    const res = await api.legacy('User.Login', { Username: user.username, Password: user.password }, { format });
    expect(errorCodes(res)).toEqual([4]);
  });

  it.each(FORMATS)('error 5: invalid captcha (%s)', async (format) => {
    const res = await api.legacy(
      'User.Login',
      { Username: user.username, Password: user.password, Captcha: '00000000-0000-4000-8000-000000000000:abcde' },
      { format },
    );
    expect(errorCodes(res)).toEqual([5]);
    const separate = await api.legacy('User.Login', { Username: user.username, Password: user.password, CaptchaID: 'not-an-id', Captcha: 'abcde' }, { format });
    expect(errorCodes(separate)).toEqual([5]);
  });

  it('serves a captcha challenge at GET /api/v1/captcha whose wrong answer is refused once', async () => {
    const res = await api.v1('GET', 'captcha');
    expect(res.status).toBe(200);
    expect(res.body.CaptchaID).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.Image).toContain('<svg');
    const wrong = await api.legacy('User.Login', { Username: user.username, Password: user.password, Captcha: `${res.body.CaptchaID}:wrong` });
    expect(errorCodes(wrong)).toEqual([5]);
  });

  it('refuses a disabled account', async () => {
    const other = await seedUser(api, adminApiKey);
    await api.legacy('User.Update', { AdminAPIKey: adminApiKey, UserID: other.userId, AccountStatus: 'Disabled' });
    expect(errorCodes(await login(api, other.username, other.password))).toEqual([3]);
  });

  describe('two-factor authentication', () => {
    let tfa: SeededUser;
    let secret: string;
    let recoveryKey: string;
    beforeAll(async () => {
      tfa = await seedUser(api, adminApiKey);
      const current = await api.legacy('User.Current', { APIKey: tfa.apiKey });
      secret = current.body.UserInfo.MFA_SecretKey;
      const enabled = await api.legacy('User.Update', { APIKey: tfa.apiKey, UserID: tfa.userId, Enable2FA: 'true', TfaCode: totp(secret) });
      if (!succeeded(enabled)) throw new Error(`Enable2FA failed: ${enabled.text}`);
      recoveryKey = enabled.body['2FA_RecoveryKey'];
    });

    it.each(FORMATS)('error 101: TfaCode required (%s)', async (format) => {
      const res = await api.legacy('User.Login', { Username: tfa.username, Password: tfa.password, DisableCaptcha: 'true' }, { format });
      expect(errorCodes(res)).toEqual([101]);
    });

    it.each(FORMATS)('error 6: wrong TfaCode (%s)', async (format) => {
      const wrong = totp(secret) === '123456' ? '654321' : '123456';
      const res = await api.legacy('User.Login', { Username: tfa.username, Password: tfa.password, DisableCaptcha: 'true', tfacode: wrong }, { format });
      expect(errorCodes(res)).toEqual([6]);
    });

    it('logs in with the current TOTP code', async () => {
      const res = await login(api, tfa.username, tfa.password, { TfaCode: totp(secret) });
      expect(succeeded(res)).toBe(true);
      const current = await api.legacy('User.Current', { SessionID: res.body.SessionID });
      expect(current.body.UserInfo['2FA_Enabled']).toBe('Yes');
      expect(current.body.UserInfo['2FA_RecoveryKey']).toBe(recoveryKey);
    });

    it('a recovery code logs in and disables 2FA', async () => {
      const res = await login(api, tfa.username, tfa.password, { TfaRecoveryCode: recoveryKey });
      expect(succeeded(res)).toBe(true);
      const current = await api.legacy('User.Current', { SessionID: res.body.SessionID });
      expect(current.body.UserInfo['2FA_Enabled']).toBe('No');
      expect(current.body.UserInfo.MFA_SecretKey).not.toBe(secret);
      expect(succeeded(await login(api, tfa.username, tfa.password))).toBe(true);
    });
  });

  it('throttles repeated failures for a username (429) without touching other users', async () => {
    const victim = await seedUser(api, adminApiKey);
    for (let i = 0; i < 5; i++) expect(errorCodes(await login(api, victim.username, 'wrong-password'))).toEqual([3]);
    const blocked = await login(api, victim.username, victim.password);
    expect(errorCodes(blocked)).toEqual([429]);
    expect(blocked.body.ErrorText[0]).toMatch(/Try again in \d+ seconds/);
    expect(succeeded(await login(api, user.username, user.password))).toBe(true);
    expect(succeeded(await api.legacy('User.Current', { APIKey: victim.apiKey }))).toBe(true);
  });
});
