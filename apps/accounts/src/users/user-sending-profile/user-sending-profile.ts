import type { UserSendingProfileReply } from '@mail/contracts';

import type { UserRow } from '../user.row';

/** The User merge-tag fields, custom headers and never-suppressed addresses of a user, as a bulk sender reads them. */
export function userSendingProfile(user: UserRow): UserSendingProfileReply {
  const preference = (name: string) => {
    const value = user.preferences?.[name];
    return typeof value === 'string' ? value : '';
  };
  return {
    userId: user.id,
    fields: {
      FirstName: user.first_name,
      LastName: user.last_name,
      EmailAddress: user.email_address,
      CompanyName: user.company_name,
      Website: user.website,
      Street: user.street,
      City: user.city,
      State: user.state,
      Zip: user.zip,
      Country: user.country,
      Phone: user.phone,
      Fax: user.fax,
      TimeZone: user.time_zone,
    },
    customEmailHeaders: preference('CustomEmailHeaders'),
    whiteListedEmailAddresses: preference('WhiteListedEmailAddresses')
      .split(/[\r\n,;]+/)
      .map((a) => a.trim().toLowerCase())
      .filter(Boolean),
  };
}
