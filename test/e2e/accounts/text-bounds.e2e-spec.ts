import { TextBounds } from '@mail/contracts';
import { e2eEnv, seedUser, type SeededUser, unique } from '@mail/testing';

import { errorCodes, FORMATS, succeeded } from './accounts-helpers';

const { api, adminApiKey } = e2eEnv();
const text = (length: number, fill = 'n') => fill.repeat(length);

async function current(apiKey: string): Promise<Record<string, unknown>> {
  return (await api.legacy('User.Current', { APIKey: apiKey })).body.UserInfo;
}

// Every stored text of an account has a bound (docs/decisions.md, "Stored text bounds"): one character over answers
// the command's code inside the envelope and changes nothing; the bound itself is accepted.
describe('stored text bounds of accounts', () => {
  let user: SeededUser;
  beforeAll(async () => {
    user = await seedUser(api, adminApiKey);
  });

  it.each(FORMATS)('User.Update: an over-long text answers 8 naming it, and nothing of the request is written (%s)', async (format) => {
    const refused = [
      { FirstName: text(TextBounds.name + 1) },
      { CompanyName: text(TextBounds.name + 1) },
      { Website: `https://example.com/${text(TextBounds.url)}` },
      { ForwardToFriendFooter: text(TextBounds.text + 1) },
    ];
    for (const params of refused) {
      const res = await api.legacy('User.Update', { APIKey: user.apiKey, UserID: user.userId, City: 'Refused', ...params }, { format });
      const [name] = Object.keys(params);
      expect([name, res.status, errorCodes(res), String(res.body.ErrorText)]).toEqual([name, 200, [8], expect.stringContaining(name.toLowerCase())]);
    }
    expect((await current(user.apiKey)).City).not.toBe('Refused');
    const name = text(TextBounds.name, 'f');
    expect(succeeded(await api.legacy('User.Update', { APIKey: user.apiKey, UserID: user.userId, FirstName: name, CompanyName: name }, { format }))).toBe(true);
    expect(await current(user.apiKey)).toMatchObject({ FirstName: name, CompanyName: name });
  });

  it.each(FORMATS)('User.Create: an over-long Username or FirstName answers 17 and creates no user (%s)', async (format) => {
    const base = () => {
      const name = unique('bound');
      return { AdminAPIKey: adminApiKey, Username: name, Password: 'Secret-123', EmailAddress: `${name}@example.com` };
    };
    const longName = { ...base(), Username: text(TextBounds.name + 1, 'u') };
    expect(errorCodes(await api.legacy('User.Create', longName, { format }))).toEqual([17]);
    const longFirst = { ...base(), FirstName: text(TextBounds.name + 1) };
    expect(errorCodes(await api.legacy('User.Create', longFirst, { format }))).toEqual([17]);
    // neither was created: the same username and address are still free
    const again = await api.legacy('User.Create', { ...longFirst, FirstName: text(TextBounds.name, 'z') }, { format });
    expect(succeeded(again)).toBe(true);
  });

  it.each(FORMATS)('Admin.Update: an over-long Name answers 9 and the account is unchanged (%s)', async (format) => {
    const before = (await api.legacy('Admin.Login', { AdminAPIKey: adminApiKey, DisableCaptcha: 'true' })).body.AdminInfo;
    const res = await api.legacy(
      'Admin.Update',
      { AdminAPIKey: adminApiKey, AdminID: before.AdminID, Name: text(TextBounds.name + 1), Username: before.Username, EmailAddress: before.EmailAddress },
      { format },
    );
    expect(errorCodes(res)).toEqual([9]);
    const after = (await api.legacy('Admin.Login', { AdminAPIKey: adminApiKey, DisableCaptcha: 'true' })).body.AdminInfo;
    expect(after.Name).toBe(before.Name);
  });
});
