import { e2eEnv, seedUser, type SeededUser } from '@mail/testing';

import { errorCodes, FORMATS, succeeded } from './accounts-helpers';

const { api, adminApiKey } = e2eEnv();

describe('User.Get', () => {
  let user: SeededUser;
  let other: SeededUser;
  beforeAll(async () => {
    [user, other] = await Promise.all([seedUser(api, adminApiKey), seedUser(api, adminApiKey)]);
  });

  it.each(FORMATS)('finds the caller by UserID or EmailAddress (%s)', async (format) => {
    const byId = await api.legacy('User.Get', { APIKey: user.apiKey, UserID: user.userId }, { format });
    expect(succeeded(byId)).toBe(true);
    expect(byId.body.UserInformation).toMatchObject({ FirstName: 'Test', LastName: 'User', EmailAddress: user.email });
    expect(String(byId.body.UserInformation.UserID)).toBe(String(user.userId));
    expect(byId.body.UserInformation.GroupInformation.GroupName).toBe('Default');
    const byEmail = await api.legacy('User.Get', { APIKey: user.apiKey, EmailAddress: user.email.toUpperCase() }, { format });
    expect(String(byEmail.body.UserInformation.UserID)).toBe(String(user.userId));
  });

  it('lets an administrator find anyone', async () => {
    const res = await api.legacy('User.Get', { AdminAPIKey: adminApiKey, EmailAddress: other.email });
    expect(res.body.UserInformation.UserID).toBe(other.userId);
  });

  it.each(FORMATS)('error 1: EmailAddress required without UserID (%s)', async (format) => {
    expect(errorCodes(await api.legacy('User.Get', { APIKey: user.apiKey }, { format }))).toEqual([1]);
  });

  it.each(FORMATS)('error 2: UserID sent blank without EmailAddress (%s)', async (format) => {
    expect(errorCodes(await api.legacy('User.Get', { APIKey: user.apiKey, UserID: '' }, { format }))).toEqual([2]);
  });

  it.each(FORMATS)('error 3: not found, and another user is not visible (%s)', async (format) => {
    expect(errorCodes(await api.legacy('User.Get', { APIKey: user.apiKey, UserID: 99999999 }, { format }))).toEqual([3]);
    expect(errorCodes(await api.legacy('User.Get', { APIKey: user.apiKey, UserID: other.userId }, { format }))).toEqual([3]);
    expect(errorCodes(await api.legacy('User.Get', { APIKey: user.apiKey, EmailAddress: other.email }, { format }))).toEqual([3]);
  });
});
