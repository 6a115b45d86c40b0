import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus, BusUnavailableError } from '@mail/bus';
import { CommandError, Queries } from '@mail/contracts';

/**
 * Subscriber.Unsubscribe's CampaignID (code 8) and EmailID (code 10) must be the caller's, which only the
 * campaigns service knows. When no campaigns service runs (an installation of lists alone), the ids are
 * recorded unchecked rather than refusing every unsubscription. AutoResponderID is not checked: no service
 * owns autoresponders yet.
 */
@Injectable()
export class CampaignReferences {
  constructor(@Inject(BUS) private readonly bus: Bus) {}

  async check(userId: number, campaignId: number | undefined, emailId: number | undefined): Promise<void> {
    if (!campaignId && !emailId) return;
    const reply = await this.bus
      .query(Queries.CampaignsOwnership, { userId, campaignIds: campaignId ? [campaignId] : [], emailIds: emailId ? [emailId] : [] }, 5000)
      .catch((error: unknown) => {
        if (error instanceof BusUnavailableError) return undefined;
        throw error;
      });
    if (reply?.missingCampaigns.length) throw new CommandError(8, 'Invalid campaign ID or autoresponder ID.');
    if (reply?.missingEmails.length) throw new CommandError(10, 'Invalid email ID.');
  }
}
