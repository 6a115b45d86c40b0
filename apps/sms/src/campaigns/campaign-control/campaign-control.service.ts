import { Injectable } from '@nestjs/common';

import type { BusRequest } from '@mail/contracts';
import { JobQueue } from '@mail/jobs';

import { invalid } from '../../common/params';
import { MessageRepository } from '../../sending/message.repository';
import { SendCampaignJob } from '../../sending/send-campaign.job';
import { OwnedCampaign } from '../owned-campaign';
import { SmsCampaignRepository } from '../sms-campaign.repository';

/**
 * smscampaign.pause / resume / cancel. Pausing or cancelling takes effect before the sending run's next message: the
 * message being handed to the provider is finished. Cancelled queued messages are never sent.
 */
@Injectable()
export class CampaignControlService {
  constructor(
    private readonly owned: OwnedCampaign,
    private readonly campaigns: SmsCampaignRepository,
    private readonly messages: MessageRepository,
    private readonly jobs: JobQueue,
  ) {}

  async pause(req: BusRequest): Promise<object> {
    const campaign = await this.owned.of(req);
    if (!(await this.campaigns.transition(campaign.id, ['Sending', 'Scheduled'], 'Paused'))) throw invalid(3, 'The campaign is not Sending or Scheduled');
    return { SMSCampaignID: campaign.id, Status: 'Paused' };
  }

  async resume(req: BusRequest): Promise<object> {
    const campaign = await this.owned.of(req);
    const resumed = await this.campaigns.resume(campaign.id);
    if (!resumed) throw invalid(3, 'The campaign is not Paused');
    await this.jobs.send(SendCampaignJob, { campaignId: campaign.id }, resumed.status === 'Scheduled' ? { startAfter: resumed.sendAt } : {});
    return { SMSCampaignID: campaign.id, Status: resumed.status };
  }

  async cancel(req: BusRequest): Promise<object> {
    const campaign = await this.owned.of(req);
    if (!(await this.campaigns.transition(campaign.id, ['Draft', 'Scheduled', 'Sending', 'Paused'], 'Cancelled')))
      throw invalid(3, 'The campaign is not Draft, Scheduled, Sending or Paused');
    await this.messages.cancelQueued(campaign.id);
    return { SMSCampaignID: campaign.id, Status: 'Cancelled' };
  }
}
