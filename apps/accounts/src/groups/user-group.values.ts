import { CommandError, type UsergroupCreateRequest } from '@mail/contracts';

import { str } from '../shared/params/param-readers';
import { enabledDisabled, jsonObject, limit, rateLimits } from './user-group.fields';
import type { UserGroupRow, UserGroupSettings } from './user-group.row';

export type GroupValues = Omit<
  UserGroupRow,
  'id' | 'is_default' | 'default_sender_domain' | 'default_sender_domain_monthly_limit' | 'max_send_per_minute' | 'max_send_per_hour'
>;

const optionalLimit = (raw: unknown, field: string) => (raw === undefined || raw === null || raw === '' ? null : limit(raw, 32, field));

/**
 * A whole group as usergroup.create and usergroup.update take it, checked in the vendor's order. `kept` holds
 * what an update keeps when the optional JSON fields and the plan are omitted; `monthlyCode` is create's 20
 * (update's 20 names a missing UserGroupID, so there the monthly limit is optional: omitted = unlimited).
 */
export function groupValues(input: UsergroupCreateRequest, kept: Partial<GroupValues> & { settings?: UserGroupSettings }, monthlyCode?: number): GroupValues {
  const name = (str(input.groupname) ?? '').trim();
  if (!name) throw new CommandError(1, 'Missing GroupName');
  const logoutUrl = (str(input.subscriberarealogouturl) ?? '').trim();
  if (!logoutUrl) throw new CommandError(2, 'Missing SubscriberAreaLogoutURL');
  const limitSubscribers = limit(input.limitsubscribers, 5, 'LimitSubscribers');
  const limitLists = limit(input.limitlists, 6, 'LimitLists');
  const campaigns = limit(input.limitcampaignsendperperiod, 7, 'LimitCampaignSendPerPeriod');
  const theme = (str(input.relthemeid) ?? '').trim();
  if (!theme) throw new CommandError(8, 'Missing RelThemeID');
  if (!/^\d{1,9}$/.test(theme)) throw new CommandError(19, 'RelThemeID names no theme');
  const forceUnsubscription = enabledDisabled(input.forceunsubscriptionlink, 17, 'ForceUnsubscriptionLink');
  const forceRejectOpt = enabledDisabled(input.forcerejectoptlink, 18, 'ForceRejectOptLink');
  const monthly = monthlyCode
    ? limit(input.limitemailsendperperiod, monthlyCode, 'LimitEmailSendPerPeriod')
    : optionalLimit(input.limitemailsendperperiod, 'LimitEmailSendPerPeriod');
  const settings = kept.settings ?? {};
  return {
    name,
    plan_name: input.subscriptionplan === undefined ? (kept.plan_name ?? '') : (str(input.subscriptionplan) ?? '').trim(),
    limit_subscribers: limitSubscribers,
    limit_lists: limitLists,
    limit_monthly: monthly,
    max_send_per_day: optionalLimit(input.limitemailsendperday, 'LimitEmailSendPerDay'),
    limit_lifetime: optionalLimit(input.limitemailsendlifetime, 'LimitEmailSendLifetime'),
    limit_sender_domains: optionalLimit(input.limitemailgatewaysenderdomains, 'LimitEmailGatewaySenderDomains'),
    settings: {
      ...settings,
      SubscriberAreaLogoutURL: logoutUrl,
      RelThemeID: Number(theme),
      ForceUnsubscriptionLink: forceUnsubscription,
      ForceRejectOptLink: forceRejectOpt,
      LimitCampaignSendPerPeriod: campaigns,
      Options: input.options === undefined ? (settings.Options ?? {}) : jsonObject(input.options, 28, 'Options'),
      DefaultRateLimits:
        input.defaultratelimits === undefined
          ? rateLimits(settings.DefaultRateLimits ?? {})
          : rateLimits(jsonObject(input.defaultratelimits, 29, 'DefaultRateLimits')),
      CustomEmailHeaders:
        input.customemailheaders === undefined ? (settings.CustomEmailHeaders ?? {}) : jsonObject(input.customemailheaders, 31, 'CustomEmailHeaders'),
    },
  };
}
