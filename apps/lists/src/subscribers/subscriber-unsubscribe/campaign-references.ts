import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus, BusUnavailableError } from '@mail/bus';
import { CommandError, Queries } from '@mail/contracts';

/**
 * Subscriber.Unsubscribe's CampaignID and AutoResponderID (code 8) and EmailID (code 10) must be the caller's,
 * which only the campaigns service knows. When no campaigns service runs (an installation of lists alone), the ids
 * are recorded unchecked rather than refusing every unsubscription.
 */
@Injectable()
export class CampaignReferences {
  constructor(@Inject(BUS) private readonly bus: Bus) {}

  async check(userId: number, campaignId: number | undefined, emailId: number | undefined, autoResponderId?: number): Promise<void> {
    if (!campaignId && !emailId && !autoResponderId) return;
    const ids = {
      campaignIds: campaignId ? [campaignId] : [],
      emailIds: emailId ? [emailId] : [],
      ...(autoResponderId ? { autoResponderIds: [autoResponderId] } : {}),
    };
    const reply = await this.bus.query(Queries.CampaignsOwnership, { userId, ...ids }, 5000).catch((error: unknown) => {
      if (error instanceof BusUnavailableError) return undefined;
      throw error;
    });
    if (reply?.missingCampaigns.length || reply?.missingAutoResponders?.length) throw new CommandError(8, 'Invalid campaign ID or autoresponder ID.');
    if (reply?.missingEmails.length) throw new CommandError(10, 'Invalid email ID.');
  }
}
