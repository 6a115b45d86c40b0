import { Injectable } from '@nestjs/common';

import { CommandError, type UsergroupCreateReply, type UsergroupCreateRequest } from '@mail/contracts';

import { str } from '../../shared/params/param-readers';
import { enabledDisabled, jsonObject, limit, rateLimits } from '../user-group.fields';
import { UserGroupRepository } from '../user-group.repository';

const optionalLimit = (raw: unknown, field: string) => (raw === undefined || raw === null || raw === '' ? null : limit(raw, 32, field));

/** usergroup.create: the limits land in the columns every service enforces; the other settings in the settings document. */
@Injectable()
export class UsergroupCreateService {
  constructor(private readonly groups: UserGroupRepository) {}

  async create(input: UsergroupCreateRequest): Promise<UsergroupCreateReply> {
    const name = (str(input.groupname) ?? '').trim();
    if (!name) throw new CommandError(1, 'Missing GroupName');
    const limits = {
      limit_subscribers: limit(input.limitsubscribers, 5, 'LimitSubscribers'),
      limit_lists: limit(input.limitlists, 6, 'LimitLists'),
    };
    const campaigns = limit(input.limitcampaignsendperperiod, 7, 'LimitCampaignSendPerPeriod');
    const theme = (str(input.relthemeid) ?? '').trim();
    if (!/^\d{1,9}$/.test(theme)) throw new CommandError(19, 'RelThemeID names no theme');
    const forceUnsubscription = enabledDisabled(input.forceunsubscriptionlink, 17, 'ForceUnsubscriptionLink');
    const forceRejectOpt = enabledDisabled(input.forcerejectoptlink, 18, 'ForceRejectOptLink');
    const monthly = limit(input.limitemailsendperperiod, 20, 'LimitEmailSendPerPeriod');
    const id = await this.groups.create({
      name,
      plan_name: (str(input.subscriptionplan) ?? '').trim(),
      ...limits,
      limit_monthly: monthly,
      max_send_per_day: optionalLimit(input.limitemailsendperday, 'LimitEmailSendPerDay'),
      limit_lifetime: optionalLimit(input.limitemailsendlifetime, 'LimitEmailSendLifetime'),
      limit_sender_domains: optionalLimit(input.limitemailgatewaysenderdomains, 'LimitEmailGatewaySenderDomains'),
      settings: {
        SubscriberAreaLogoutURL: (str(input.subscriberarealogouturl) ?? '').trim(),
        RelThemeID: Number(theme),
        ForceUnsubscriptionLink: forceUnsubscription,
        ForceRejectOptLink: forceRejectOpt,
        LimitCampaignSendPerPeriod: campaigns,
        Options: input.options === undefined ? {} : jsonObject(input.options, 28, 'Options'),
        DefaultRateLimits: rateLimits(input.defaultratelimits === undefined ? {} : jsonObject(input.defaultratelimits, 29, 'DefaultRateLimits')),
        CustomEmailHeaders: input.customemailheaders === undefined ? {} : jsonObject(input.customemailheaders, 31, 'CustomEmailHeaders'),
      },
    });
    return { UserGroupID: id };
  }
}
