import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { logger } from '@mail/config';
import { Queries } from '@mail/contracts';
import { JobHandler } from '@mail/jobs';

import { type SmsCampaignRow, SmsCampaignRepository } from '../campaigns/sms-campaign.repository';
import { MessageQueuer } from './message-queuer';
import { SmsMessageSender } from './sms-message-sender';
import { SendCampaignJob, type SendCampaignPayload } from './send-campaign.job';

const log = logger('sms.send');
const PAGE = 500;

/**
 * A sending run of a campaign: the audience page by page (lists' AudiencePage: Subscribed and unsuppressed
 * members of the list or segment) queued from where the last run stopped, each page sent before the next; the
 * campaign is Sent once everything queued was handed to the provider. Paused or cancelled: the run stops at the
 * next page or claim; resuming starts a new run.
 */
@Injectable()
export class SendCampaignProcessor {
  constructor(
    @Inject(BUS) private readonly bus: Bus,
    private readonly campaigns: SmsCampaignRepository,
    private readonly queuer: MessageQueuer,
    private readonly sender: SmsMessageSender,
  ) {}

  // several campaigns (and journey sends) at once: one long campaign must not hold up every other user's
  @JobHandler(SendCampaignJob, { concurrency: 4, pollingIntervalSeconds: 1 })
  async run(payload: SendCampaignPayload): Promise<{ sent: number }> {
    await this.campaigns.transition(payload.campaignId, ['Scheduled'], 'Sending');
    const campaign = await this.campaigns.byId(payload.campaignId);
    if (!campaign || (campaign.status !== 'Sending' && campaign.status !== 'Active')) return { sent: 0 };
    await this.sender.recoverAbandoned(campaign.id);
    let sent = await this.sender.drain(campaign);
    if (campaign.status === 'Sending') sent += await this.queueAudience(campaign);
    if (await this.campaigns.finishIfDone(campaign.id)) log.info({ campaignId: campaign.id }, 'sms campaign sent');
    return { sent };
  }

  private async queueAudience(campaign: SmsCampaignRow): Promise<number> {
    let after = campaign.audienceAfter;
    let done = campaign.audienceDone;
    let sent = 0;
    while (!done && (await this.campaigns.byId(campaign.id))?.status === 'Sending') {
      const page = await this.bus.query(
        Queries.AudiencePage,
        {
          userId: campaign.userId,
          recipientListsAndSegments: `${campaign.listId}:${campaign.segmentId}`,
          afterSubscriberId: after,
          limit: PAGE,
          withFields: true,
        },
        60_000,
      );
      await this.queuer.queue(campaign, page.members, page.mergeTagAliases ?? {});
      done = !page.members.length || page.nextAfterSubscriberId === null;
      after = page.nextAfterSubscriberId ?? after;
      await this.campaigns.audienceQueued(campaign.id, after, done);
      sent += await this.sender.drain(campaign);
    }
    return sent;
  }
}
