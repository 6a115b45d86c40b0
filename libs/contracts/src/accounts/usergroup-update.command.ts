import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';
import { Param } from '../request-params';
import { UsergroupCreateRequest } from './usergroup-create.command';
import { USERGROUP_COMMAND } from './usergroup.shared';

/** usergroup.update: create's fields for an existing group, written as a whole. */
export class UsergroupUpdateRequest extends UsergroupCreateRequest {
  @Param('The group to rewrite', true)
  usergroupid?: string | number;
}

export type UsergroupUpdateReply = Record<string, never>;

export const UsergroupUpdate = defineCommand({
  name: 'usergroup.update',
  ...USERGROUP_COMMAND,
  request: UsergroupUpdateRequest,
  returns: reply<UsergroupUpdateReply>(),
  reply: '(envelope only)',
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
    20: 'UserGroupID missing',
    21: 'no such user group',
    28: 'Options is not an object or JSON text of one',
    29: 'DefaultRateLimits is not an object or JSON text of one',
    31: 'CustomEmailHeaders is not an object or JSON text of one',
    32: 'an optional limit is not an integer',
  },
  summary: "Rewrite a user group's limits and settings as a whole; the change reaches every replica at once.",
  notes:
    'Limits left out become unlimited (LimitEmailSendPerPeriod is optional here: code 20 names a missing UserGroupID). ' +
    'Omitted Options, DefaultRateLimits, CustomEmailHeaders and SubscriptionPlan keep their stored values, as do settings set only by usergroup.patch.',
});
