import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { USERGROUP_COMMAND } from './usergroup.shared';

/**
 * usergroup.patch: only the fields present are written (null counts as absent, '' clears a text field).
 * Every vendor field is accepted; the DTO documents the ones the platform enforces or shows.
 */
export class UsergroupPatchRequest {
  @Param('The group to change; the only required field (alone it is a valid no-op)', true)
  usergroupid?: string | number;
  @Param('Group name')
  groupname?: string;
  @Param('Plan identifier')
  subscriptionplan?: string;
  @Param('Maximum subscribers per user (-1 or 0 = unlimited)')
  limitsubscribers?: string | number;
  @Param('Maximum lists per user (-1 or 0 = unlimited)')
  limitlists?: string | number;
  @Param('Emails per month (-1 or 0 = unlimited)')
  limitemailsendperperiod?: string | number;
  @Param('Emails per day (-1 or 0 = unlimited)')
  limitemailsendperday?: string | number;
  @Param('Emails over the account lifetime (-1 or 0 = unlimited)')
  limitemailsendlifetime?: string | number;
  @Param('Maximum email gateway sender domains (-1 or 0 = unlimited)')
  limitemailgatewaysenderdomains?: string | number;
  @Param('Campaigns per month (-1 or 0 = unlimited)')
  limitcampaignsendperperiod?: string | number;
  @Param('Theme (a non-negative integer)')
  relthemeid?: string | number;
  @Param('`Enabled` or `Disabled` (also ForceRejectOptLink, ForceOptInList, PaymentSystem, CreditSystem, …)')
  forceunsubscriptionlink?: string;
  @Param('`Yes` or `No` (`Enabled`/`Disabled` accepted)')
  trialgroup?: string;
  @Param('`System`, `SMTP`, `LocalMTA`, `PHPMail`, `PowerMTA` or `SaveToDisk`')
  sendmethod?: string;
  @Param('Permission keys: an array or one comma-separated string')
  permissions?: string | string[];
  @Param('Options object, or JSON text of one')
  options?: string | Record<string, unknown>;
  @Param('Rate-limit buckets (object or JSON text), merged over the defaults')
  defaultratelimits?: string | Record<string, unknown>;
}

export interface UsergroupPatchReply {
  UserGroupID: string;
  /** the vendor field names written (empty for a no-op) */
  UpdatedFields: string[];
}

export const UsergroupPatch = defineCommand({
  name: 'usergroup.patch',
  ...USERGROUP_COMMAND,
  errorStyle: 'scalar',
  request: UsergroupPatchRequest,
  returns: reply<UsergroupPatchReply>(),
  reply: 'UserGroupID, UpdatedFields',
  errors: {
    19: 'RelThemeID names no theme (not a non-negative integer)',
    20: 'UserGroupID missing (returned as an array)',
    21: 'no such user group',
    22: 'SendMethod is not valid',
    23: "SendMethodSMTPSecure is not ssl, tls or ''",
    24: 'SendMethodSMTPAuth is not true or false',
    26: 'an Enabled/Disabled field has another value (ErrorField names it)',
    27: 'TrialGroup is not Yes/No (or Enabled/Disabled)',
    28: 'Options is not an object or JSON text of one',
    29: 'DefaultRateLimits is not an object or JSON text of one',
    30: 'Permissions is neither a comma-separated string nor an array of strings',
    31: 'a non-scalar value for a scalar field (ErrorField names it)',
    32: 'not a base-10 integer in the signed 32-bit range (ErrorField names it)',
  },
  summary: "Change only the given fields of a user group; a limit change reaches every replica's cache at once.",
  notes:
    'The limits land in the columns every service enforces (lists: LimitLists, LimitSubscribers; gateway: LimitEmailGatewaySenderDomains; ' +
    "sending: LimitEmailSendPerDay/PerPeriod/Lifetime). Other fields are kept in the group's settings and shown by usergroup.get " +
    '(SendMethodSMTPPassword never). The period columns are not changeable.',
});
