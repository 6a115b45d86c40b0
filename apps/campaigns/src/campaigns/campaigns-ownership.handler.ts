import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { type CampaignsOwnershipReply, type CampaignsOwnershipRequest, Queries } from '@mail/contracts';

import { EmailRepository } from '../emails/email.repository';
import { CampaignRepository } from './campaign.repository';

/** Which campaign and email ids are the user's (lists checks Subscriber.Unsubscribe's CampaignID and EmailID). */
@Controller()
export class CampaignsOwnershipHandler {
  constructor(
    private readonly campaigns: CampaignRepository,
    private readonly emails: EmailRepository,
  ) {}

  @HandlesQuery(Queries.CampaignsOwnership)
  async owned(request: CampaignsOwnershipRequest): Promise<CampaignsOwnershipReply> {
    const [campaigns, emails] = await Promise.all([
      request.campaignIds.length ? this.campaigns.ownedIds(request.userId, request.campaignIds) : ([] as number[]),
      request.emailIds.length ? this.emails.ownedIds(request.userId, request.emailIds) : ([] as number[]),
    ]);
    return {
      missingCampaigns: request.campaignIds.filter((id) => !campaigns.includes(id)),
      missingEmails: request.emailIds.filter((id) => !emails.includes(id)),
    };
  }
}
