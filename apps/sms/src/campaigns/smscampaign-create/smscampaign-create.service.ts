import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { Queries, type SmsCampaignCreateReply, type SmsCampaignCreateRequest } from '@mail/contracts';
import type { Caller } from '@mail/kit';
import { paramText } from '@mail/values';

import { invalid } from '../../common/params';
import { isCountry } from '../../common/phone';
import { SMS_CONFIG, type SmsConfig } from '../../sms.config';
import { SmsCampaignRepository } from '../sms-campaign.repository';

const MAX_MESSAGE = 1600;
const id = (text: string) => (/^\d{1,15}$/.test(text) && Number(text) > 0 ? Number(text) : undefined);

/** smscampaign.create: a Draft with its message, audience (list, segment, phone field), sender and short link. */
@Injectable()
export class SmsCampaignCreateService {
  constructor(
    @Inject(BUS) private readonly bus: Bus,
    private readonly campaigns: SmsCampaignRepository,
    @Inject(SMS_CONFIG) private readonly config: SmsConfig,
  ) {}

  async run(input: SmsCampaignCreateRequest, caller: Caller): Promise<SmsCampaignCreateReply> {
    const userId = caller.userId;
    const p = input;
    const name = paramText(p.name);
    if (!name) throw invalid(1, 'Missing Name');
    const message = paramText(p.message);
    if (!message) throw invalid(2, 'Missing Message');
    if (message.length > MAX_MESSAGE) throw invalid(11, `Message is longer than ${MAX_MESSAGE} characters`);
    if (!paramText(p.listid)) throw invalid(3, 'Missing ListID');
    const listId = id(paramText(p.listid));
    const segmentText = paramText(p.segmentid) || '0';
    const segmentId = segmentText === '0' ? 0 : id(segmentText);
    if (segmentId === undefined) throw invalid(5, 'SegmentID must be an integer');
    const phoneFieldId = id(paramText(p.phonefieldid));
    if (!phoneFieldId) throw invalid(6, 'Missing or invalid PhoneFieldID');
    const senderId = paramText(p.senderid);
    if (!senderId) throw invalid(7, 'Missing SenderID');
    const linkUrl = paramText(p.linkurl) || null;
    if (linkUrl && !/^https?:\/\/[^\s/]+\S*$/i.test(linkUrl)) throw invalid(8, 'LinkURL must be an http(s) URL');
    const hoursText = paramText(p.linkexpiryhours) || '720';
    const linkExpiryHours = id(hoursText);
    if (!linkExpiryHours || linkExpiryHours > 8760) throw invalid(9, 'LinkExpiryHours must be an integer from 1 to 8760');
    const defaultCountry = (paramText(p.defaultcountry) || this.config.defaultCountry).toUpperCase();
    if (!isCountry(defaultCountry)) throw invalid(10, 'DefaultCountry must be a two-letter country');
    const list = listId ? await this.bus.query(Queries.ListFields, { userId, listId }) : undefined;
    if (!listId || !list?.found) throw invalid(4, 'List not found');
    if (!list.fields.some((f) => f.id === phoneFieldId)) throw invalid(6, 'PhoneFieldID is not a custom field of the list');
    const campaignId = await this.campaigns.insert({
      userId,
      name,
      message,
      listId,
      segmentId,
      phoneFieldId,
      senderId,
      linkUrl,
      linkExpiryHours,
      defaultCountry,
    });
    return { SMSCampaignID: campaignId, Status: 'Draft' };
  }
}
