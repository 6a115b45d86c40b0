import { e2eEnv, seedUser, type SeededUser } from '@mail/testing';

import { errorCodes, FORMATS, succeeded } from './accounts-helpers';

const { api, adminApiKey } = e2eEnv();

describe('User.Current', () => {
  let user: SeededUser;
  beforeAll(async () => {
    user = await seedUser(api, adminApiKey);
  });

  it('returns UserInfo, Usage and SendRateLimits with the spec spellings and integers (JSON)', async () => {
    const res = await api.legacy('User.Current', { APIKey: user.apiKey });
    expect(succeeded(res)).toBe(true);
    const info = res.body.UserInfo;
    expect(info).toMatchObject({
      UserID: user.userId,
      Username: user.username,
      EmailAddress: user.email,
      ReputationLevel: 'Trusted',
      PhoneVerified: 'No',
      '2FA_Enabled': 'No',
      AccountStatus: 'Enabled',
    });
    expect(info.UserSince).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(info.LastActivityDateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(info.MFA_QRCode).toMatch(/^otpauth:\/\/totp\//);
    expect(info.MFA_SecretKey).toMatch(/^[A-Z2-7]+$/);
    expect(info.GroupInfo).toMatchObject({ GroupName: 'Default', Options: { DefaultSenderDomainRemainingMonthlyQuota: 0 } });
    expect(res.body.Usage).toEqual({ EmailGateway_TotalSentThisMonth: 0, EmailGateway_TotalSentAllTime: 0, Limit_Monthly: 0, Limit_Lifetime: 0 });
    expect(res.body.SendRateLimits.EmailGateway).toEqual({
      RateLimits: { MaxSendPerMinute: 0, MaxSendPerHour: 0, MaxSendPerDay: 0 },
      SendRates: { CurrentSendRatePerMinute: 0, CurrentSendRatePerHour: 0, CurrentSendRatePerDay: 0 },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password_hash|argon2/);
  });

  it('renders the same in XML', async () => {
    const res = await api.legacy('User.Current', { SessionID: user.sessionId }, { format: 'XML' });
    expect(res.body).toMatchObject({ Success: 'true', ErrorCode: '0' });
    expect(res.body.UserInfo.Username).toBe(user.username);
    expect(res.body.UserInfo.node_2FA_Enabled).toBe('No');
    expect(res.body.Usage.Limit_Monthly).toBe('0');
  });

  it('accepts the API key as a bearer token', async () => {
    const res = await api.legacy('User.Current', {}, { bearer: user.apiKey });
    expect(res.body.UserInfo.UserID).toBe(user.userId);
  });

  it('shows the user’s own RateLimits', async () => {
    const other = await seedUser(api, adminApiKey);
    await api.legacy('User.Update', {
      AdminAPIKey: adminApiKey,
      UserID: other.userId,
      RateLimits: JSON.stringify({ MaxSendPerMinute: 7, MaxSendPerDay: 700 }),
    });
    const res = await api.legacy('User.Current', { APIKey: other.apiKey });
    expect(res.body.SendRateLimits.EmailGateway.RateLimits).toEqual({ MaxSendPerMinute: 7, MaxSendPerHour: 0, MaxSendPerDay: 700 });
  });

  it.each(FORMATS)('an administrator names the user with UserID; 4 without it, 2 when unknown (%s)', async (format) => {
    const ok = await api.legacy('User.Current', { AdminAPIKey: adminApiKey, UserID: user.userId }, { format });
    expect(String(ok.body.UserInfo.UserID)).toBe(String(user.userId));
    expect(errorCodes(await api.legacy('User.Current', { AdminAPIKey: adminApiKey }, { format }))).toEqual([4]);
    expect(errorCodes(await api.legacy('User.Current', { AdminAPIKey: adminApiKey, UserID: 99999999 }, { format }))).toEqual([2]);
  });

  it.each(FORMATS)('99998 for an invalid key or session (%s)', async (format) => {
    expect(errorCodes(await api.legacy('User.Current', { APIKey: 'no-such-key' }, { format }))).toEqual([99998]);
    expect(errorCodes(await api.legacy('User.Current', { SessionID: 'no-such-session' }, { format }))).toEqual([99998]);
  });
});
