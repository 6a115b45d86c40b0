import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { type CampaignsOwnershipReply, type CampaignsOwnershipRequest, Queries } from '@mail/contracts';

import { AutorespondersRepository } from '../autoresponders/autoresponders.repository';
import { EmailRepository } from '../emails/email.repository';
import { CampaignRepository } from './campaign.repository';

/** Which campaign, email and autoresponder ids are the user's (lists checks Subscriber.Unsubscribe's CampaignID, EmailID and AutoResponderID). */
@Controller()
export class CampaignsOwnershipHandler {
  constructor(
    private readonly campaigns: CampaignRepository,
    private readonly emails: EmailRepository,
    private readonly autoresponders: AutorespondersRepository,
  ) {}

  @HandlesQuery(Queries.CampaignsOwnership)
  async owned(request: CampaignsOwnershipRequest): Promise<CampaignsOwnershipReply> {
    const autoResponderIds = request.autoResponderIds ?? [];
    const [campaigns, emails, autoresponders] = await Promise.all([
      request.campaignIds.length ? this.campaigns.ownedIds(request.userId, request.campaignIds) : ([] as number[]),
      request.emailIds.length ? this.emails.ownedIds(request.userId, request.emailIds) : ([] as number[]),
      autoResponderIds.length ? this.autoresponders.ownedIds(request.userId, autoResponderIds) : ([] as number[]),
    ]);
    return {
      missingCampaigns: request.campaignIds.filter((id) => !campaigns.includes(id)),
      missingEmails: request.emailIds.filter((id) => !emails.includes(id)),
      ...(request.autoResponderIds ? { missingAutoResponders: autoResponderIds.filter((id) => !autoresponders.includes(id)) } : {}),
    };
  }
}
