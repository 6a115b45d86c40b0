import { Injectable } from '@nestjs/common';

import type { SmsCampaignSendReply, SmsCampaignSendRequest } from '@mail/contracts';
import { JobQueue } from '@mail/jobs';
import type { Caller } from '@mail/kit';
import { paramText } from '@mail/values';

import { invalid } from '../../common/params';
import { SendCampaignJob } from '../../sending/send-campaign.job';
import { OwnedCampaign } from '../owned-campaign';
import { SmsCampaignRepository } from '../sms-campaign.repository';

/** smscampaign.send: Draft → Sending now, or Scheduled until SendAt (a delayed job). */
@Injectable()
export class SmsCampaignSendService {
  constructor(
    private readonly owned: OwnedCampaign,
    private readonly campaigns: SmsCampaignRepository,
    private readonly jobs: JobQueue,
  ) {}

  async run(input: SmsCampaignSendRequest, caller: Caller): Promise<SmsCampaignSendReply> {
    const campaign = await this.owned.of(caller, input);
    const text = paramText(input.sendat);
    const at = text ? parseSendAt(text) : new Date();
    if (!at) throw invalid(3, 'SendAt must be YYYY-MM-DD HH:MM:SS');
    const status = at.getTime() > Date.now() ? 'Scheduled' : 'Sending';
    if (!(await this.campaigns.startSending(campaign.id, status, at))) throw invalid(4, 'The campaign is not a Draft');
    await this.jobs.send(SendCampaignJob, { campaignId: campaign.id }, status === 'Scheduled' ? { startAfter: at } : {});
    return { SMSCampaignID: campaign.id, Status: status };
  }
}

function parseSendAt(text: string): Date | undefined {
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(text);
  const ms = m ? Date.parse(`${m[1]}T${m[2]}Z`) : NaN;
  return Number.isNaN(ms) ? undefined : new Date(ms);
}
