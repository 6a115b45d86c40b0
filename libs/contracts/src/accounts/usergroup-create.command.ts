import { IsNotEmpty } from 'class-validator';

import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { code } from '../validation';
import { USERGROUP_COMMAND } from './usergroup.shared';

/** usergroup.create: the vendor's required fields answer their codes in this order; limits -1 (or 0) = unlimited. */
export class UsergroupCreateRequest {
  @IsNotEmpty(code(1, 'Missing GroupName'))
  @Param('Group name', true)
  groupname!: string;

  @IsNotEmpty(code(2, 'Missing SubscriberAreaLogoutURL'))
  @Param('Where subscribers go after leaving the subscriber area', true)
  subscriberarealogouturl!: string;

  @IsNotEmpty(code(5, 'Missing LimitSubscribers'))
  @Param('Maximum subscribers per user (-1 or 0 = unlimited)', true)
  limitsubscribers!: string | number;

  @IsNotEmpty(code(6, 'Missing LimitLists'))
  @Param('Maximum lists per user (-1 or 0 = unlimited)', true)
  limitlists!: string | number;

  @IsNotEmpty(code(7, 'Missing LimitCampaignSendPerPeriod'))
  @Param('Campaigns a user may send per month (-1 or 0 = unlimited)', true)
  limitcampaignsendperperiod!: string | number;

  @IsNotEmpty(code(8, 'Missing RelThemeID'))
  @Param('Theme of the group (a non-negative integer; 0 = the default theme)', true)
  relthemeid!: string | number;

  @IsNotEmpty(code(17, 'Missing ForceUnsubscriptionLink'))
  @Param('`Enabled` or `Disabled`', true)
  forceunsubscriptionlink!: string;

  @IsNotEmpty(code(18, 'Missing ForceRejectOptLink'))
  @Param('`Enabled` or `Disabled`', true)
  forcerejectoptlink!: string;

  /** required by usergroup.create (20); optional for usergroup.update, whose 20 names a missing UserGroupID */
  @Param('Emails a user may send per month (-1 or 0 = unlimited); required by create (20)', 'cond')
  limitemailsendperperiod!: string | number;

  @Param('Emails a user may send per day (-1 or 0 = unlimited; omitted = unlimited)')
  limitemailsendperday?: string | number;

  @Param('Emails over the account lifetime (-1 or 0 = unlimited)')
  limitemailsendlifetime?: string | number;

  @Param('Maximum email gateway sender domains (-1 or 0 = unlimited)')
  limitemailgatewaysenderdomains?: string | number;

  @Param('JSON: `SMS` and `EmailGateway` buckets of `Minute` … `Year` counts (-1 = unlimited), merged over all -1')
  defaultratelimits?: string | Record<string, unknown>;

  @Param('JSON: `Add` (name → value) and `Remove` (names) header changes')
  customemailheaders?: string | Record<string, unknown>;

  @Param('Object (or JSON text of one) of group options')
  options?: string | Record<string, unknown>;

  @Param('Plan identifier of the group')
  subscriptionplan?: string;
}

export interface UsergroupCreateReply {
  UserGroupID: number;
}

export const UsergroupCreate = defineCommand({
  name: 'usergroup.create',
  ...USERGROUP_COMMAND,
  request: UsergroupCreateRequest,
  returns: reply<UsergroupCreateReply>(),
  reply: 'UserGroupID',
  errors: {
    1: 'GroupName missing',
    2: 'SubscriberAreaLogoutURL missing',
    5: 'LimitSubscribers missing or not an integer',
    6: 'LimitLists missing or not an integer',
    7: 'LimitCampaignSendPerPeriod missing or not an integer',
    8: 'RelThemeID missing',
    17: 'ForceUnsubscriptionLink missing or not Enabled/Disabled',
    18: 'ForceRejectOptLink missing or not Enabled/Disabled',
    19: 'RelThemeID names no theme (not a non-negative integer)',
    20: 'LimitEmailSendPerPeriod missing or not an integer',
    28: 'Options is not an object or JSON text of one',
    29: 'DefaultRateLimits is not an object or JSON text of one',
    31: 'CustomEmailHeaders is not an object or JSON text of one',
    32: 'an optional limit is not an integer',
  },
  summary: 'Create a user group: the limits every service enforces for its users, and its settings.',
});
