import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { Queries, type SmsSendOneReply, type SmsSendOneRequest } from '@mail/contracts';
import { JobQueue } from '@mail/jobs';

import { type SmsCampaignRow, SmsCampaignRepository } from '../../campaigns/sms-campaign.repository';
import { SMS_CONFIG, type SmsConfig } from '../../sms.config';
import { SmsMessageRepository } from '../sms-message.repository';
import { MessageQueuer } from '../message-queuer';
import { SendCampaignJob } from '../send-campaign.job';

const LINK_EXPIRY_HOURS = 720;

/**
 * One message to one subscriber (journeys' SendSMS): queued in the action's own SMS campaign exactly like a
 * campaign's message, then sent by the campaign's sending job. The same request key answers the first message.
 */
@Injectable()
export class SendOneService {
  constructor(
    @Inject(BUS) private readonly bus: Bus,
    private readonly campaigns: SmsCampaignRepository,
    private readonly messages: SmsMessageRepository,
    private readonly queuer: MessageQueuer,
    private readonly jobs: JobQueue,
    @Inject(SMS_CONFIG) private readonly config: SmsConfig,
  ) {}

  async send(req: SmsSendOneRequest): Promise<SmsSendOneReply> {
    const campaign = await this.campaigns.upsertOrigin(`journey:${req.journeyId}:${req.actionId}`, {
      userId: req.userId,
      name: `Journey ${req.journeyId} action ${req.actionId}`,
      message: req.message,
      listId: req.listId,
      segmentId: 0,
      phoneFieldId: req.phoneFieldId,
      senderId: req.senderId,
      linkUrl: req.linkUrl ?? null,
      linkExpiryHours: LINK_EXPIRY_HOURS,
      defaultCountry: (req.defaultCountry ?? this.config.defaultCountry).toUpperCase(),
    });
    const earlier = await this.messages.byRequestKey(campaign.id, req.requestKey);
    if (earlier) return reply(campaign, earlier.id, earlier.status, earlier.skipReason);
    const page = await this.bus.query(Queries.AudiencePage, {
      userId: req.userId,
      recipientListsAndSegments: `${req.listId}:0`,
      afterSubscriberId: req.subscriberId - 1,
      limit: 1,
      withFields: true,
    });
    const member = page.members.find((m) => m.subscriberId === req.subscriberId);
    if (!member) return reply(campaign, null, 'NotSubscribed', null);
    let queued;
    try {
      [queued] = await this.queuer.queue(campaign, [member], page.mergeTagAliases ?? {}, req.requestKey);
    } catch (error) {
      // the same request handled twice at once: the other one recorded it
      const other = await this.messages.byRequestKey(campaign.id, req.requestKey);
      if (!other) throw error;
      return reply(campaign, other.id, other.status, other.skipReason);
    }
    if (queued.status === 'Queued') await this.jobs.send(SendCampaignJob, { campaignId: campaign.id });
    return reply(campaign, queued.id, queued.status, queued.skipReason);
  }
}

function reply(campaign: SmsCampaignRow, queueId: number | null, status: string, skipReason: string | null): SmsSendOneReply {
  const known = status === 'Rejected' || status === 'Suppressed' || status === 'NotSubscribed' ? status : 'Queued';
  return { queueId, smsCampaignId: campaign.id, status: known, skipReason };
}
