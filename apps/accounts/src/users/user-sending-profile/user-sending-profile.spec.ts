import type { UserRow } from '../user.row';
import { userSendingProfile } from './user-sending-profile';

describe(userSendingProfile.name, () => {
  const user = { id: 7, first_name: 'Ann', last_name: 'Lee', email_address: 'ann@x.io', company_name: 'Acme', preferences: {} } as unknown as UserRow;

  it('gives the User merge-tag fields', () => {
    expect(userSendingProfile(user).fields).toMatchObject({ FirstName: 'Ann', LastName: 'Lee', EmailAddress: 'ann@x.io', CompanyName: 'Acme' });
  });

  it('reads the custom headers as written and the whitelist one address per line, lower-cased', () => {
    const profile = userSendingProfile({ ...user, preferences: { CustomEmailHeaders: 'X-A: 1', WhiteListedEmailAddresses: 'A@x.io\r\n\n b@Y.io ' } });
    expect(profile.customEmailHeaders).toBe('X-A: 1');
    expect(profile.whiteListedEmailAddresses).toEqual(['a@x.io', 'b@y.io']);
  });

  it('has empty settings when the user never set them', () => {
    expect(userSendingProfile(user)).toMatchObject({ customEmailHeaders: '', whiteListedEmailAddresses: [] });
  });
});
