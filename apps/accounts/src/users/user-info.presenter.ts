import type { GroupInformation } from '@mail/contracts';
import { formatDateTime, yesNo } from '@mail/values';

import type { UserGroupRow } from '../groups/user-group.row';
import { totpUri } from '../auth/two-factor/totp';
import type { UserRow } from './user.row';

export const MASKED_PASSWORD = '****** masked ******';

/** The public profile fields of UserInfo, in the spec's spelling. Secrets are added only by callers that may show them. */
export function userProfile(user: UserRow): Record<string, unknown> {
  return {
    UserID: user.id,
    RelUserGroupID: user.rel_user_group_id,
    EmailAddress: user.email_address,
    Username: user.username,
    ReputationLevel: user.reputation_level,
    UserSince: formatDateTime(user.user_since),
    FirstName: user.first_name,
    LastName: user.last_name,
    CompanyName: user.company_name,
    Website: user.website,
    Street: user.street,
    Street2: user.street2,
    City: user.city,
    State: user.state,
    Zip: user.zip,
    Country: user.country,
    VAT: user.vat,
    Phone: user.phone,
    PhoneVerified: yesNo(user.phone_verified),
    Fax: user.fax,
    TimeZone: user.time_zone,
    Language: user.language,
    LastActivityDateTime: formatDateTime(user.last_activity_at),
    AccountStatus: user.account_status,
    AvailableCredits: Number(user.available_credits),
    '2FA_Enabled': yesNo(user.tfa_enabled),
    SSOID: user.sso_id,
    SubscriptionID: user.subscription_id,
  };
}

/** Two-factor fields of User.Current: the secret is shown so that an authenticator app can be set up before enabling. */
export function userTwoFactor(user: UserRow): Record<string, unknown> {
  return {
    '2FA_RecoveryKey': user.tfa_enabled ? user.tfa_recovery_key : '',
    MFA_QRCode: totpUri(user.username, user.tfa_secret),
    MFA_SecretKey: user.tfa_secret,
  };
}

/** `sentThisMonth`: campaign messages from the default sender domain this month (usage metric default_sender_domain_sent) */
export function groupInformation(group: UserGroupRow | undefined, sentThisMonth = 0): GroupInformation {
  const limit = Number(group?.default_sender_domain_monthly_limit ?? 0);
  return {
    UserGroupID: group?.id ?? 0,
    GroupName: group?.name ?? '',
    GroupPlanName: group?.plan_name ?? '',
    Options: {
      DefaultSenderDomain: group?.default_sender_domain ?? '',
      DefaultSenderDomainMonthlyLimit: limit,
      DefaultSenderDomainRemainingMonthlyQuota: limit > 0 ? Math.max(0, limit - sentThisMonth) : 0,
    },
  };
}
