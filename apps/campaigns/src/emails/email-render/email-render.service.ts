import { Inject, Injectable } from '@nestjs/common';

import { publicBaseUrl } from '@mail/config';
import { CommandError, type EmailRenderReply, type EmailRenderRequest, isPositiveId, isPresent } from '@mail/contracts';
import { type Caller } from '@mail/kit';

import { BounceAddresses } from '../../bounces/bounce-address';
import { CAMPAIGNS_CONFIG, type CampaignsConfig } from '../../campaigns.config';
import { CampaignRepository } from '../../campaigns/campaign.repository';
import { recipientUrls } from '../../delivery/recipient-urls';
import { TrackingTokens } from '../../engagement/tracking-token';
import type { CampaignContent, MessageRecipient } from '../../rendering/campaign-content';
import { compileCampaignContent, type PersonalisedContent } from '../../rendering/campaign-message.compiler';
import { UserEmailContentRepository } from '../../user-email-content/user-email-content.repository';
import { flagParam, idParam, optionalIdParam } from '../email-params';
import { EmailRepository } from '../email.repository';
import { ListFieldsClient } from '../list-fields.client';
import { liveContent, liveRecipient } from '../live-content';
import { linkBaseUrl, previewUrls } from '../preview-message';
import { RenderSubscriberClient } from '../render-subscriber.client';
import { UserFieldsClient } from '../user-fields.client';
import { type SentMessage, SentMessageQuery } from './sent-message.query';

const invalid = (code: number, name: string) => new CommandError(code, `Invalid ${name} parameter`);

function requiredId(value: unknown, code: number, name: string): number {
  if (!isPositiveId(value)) throw invalid(code, name);
  return idParam(value);
}

/** 0 or absent: none */
function zeroOrId(value: unknown, code: number, name: string): number {
  const zero = (typeof value === 'string' || typeof value === 'number') && String(value).trim() === '0';
  if (isPresent(value) && !isPositiveId(value) && !zero) throw invalid(code, name);
  return optionalIdParam(value);
}

interface Target {
  userId: number;
  listId: number;
  subscriberId: number;
  campaign?: { id: number; name: string; emailId: number | null };
  emailId: number;
  preview: boolean;
  personalise: boolean;
}

/**
 * email.render: a campaign's message as the subscriber got it (the newest run that reached them: its frozen content,
 * the values it was sent with, its send time, their own links unless IsPreview), or, when it never reached them, the
 * message the campaign's email (or EmailID) would be for them now, as a run would freeze it (the user's header and
 * footer included). Autoresponders and gateway queue rows are not this service's: only 0 is accepted for them.
 */
@Injectable()
export class EmailRenderService {
  constructor(
    private readonly emails: EmailRepository,
    private readonly campaigns: CampaignRepository,
    private readonly lists: ListFieldsClient,
    private readonly users: UserFieldsClient,
    private readonly subscribers: RenderSubscriberClient,
    private readonly headerFooters: UserEmailContentRepository,
    private readonly sent: SentMessageQuery,
    private readonly tokens: TrackingTokens,
    private readonly verp: BounceAddresses,
    @Inject(CAMPAIGNS_CONFIG) private readonly config: CampaignsConfig,
  ) {}

  async run(input: EmailRenderRequest, caller: Caller): Promise<EmailRenderReply> {
    const target = await this.target(input, caller.userId);
    const baseUrl = linkBaseUrl(caller.request.baseUrl);
    const sent = target.campaign ? await this.sent.find(target.userId, target.campaign.id, target.listId, target.subscriberId) : undefined;
    const page = sent ? this.sentPage(sent, target, baseUrl) : await this.livePage(target, baseUrl);
    return { Subject: page.subject, EmailContent: page.html ?? page.text ?? '' };
  }

  /** the values in the parameters' order (10–16), then whose they are */
  private async target(p: EmailRenderRequest, userId: number): Promise<Target> {
    const ownerId = requiredId(p.userid, 10, 'UserID');
    const listId = requiredId(p.listid, 11, 'ListID');
    const subscriberId = requiredId(p.subscriberid, 12, 'SubscriberID');
    const campaignId = zeroOrId(p.campaignid, 13, 'CampaignID');
    const autoResponderId = zeroOrId(p.autoresponderid, 14, 'AutoResponderID');
    const emailId = zeroOrId(p.emailid, 15, 'EmailID');
    const queueRowId = zeroOrId(p.queuerowid, 16, 'QueueRowID');
    if (ownerId !== userId) throw invalid(10, 'UserID');
    if (!(await this.lists.fieldsOf(userId, listId)).found) throw invalid(11, 'ListID');
    const row = campaignId ? await this.campaigns.findOwned(userId, campaignId) : undefined;
    if (campaignId && !row) throw invalid(13, 'CampaignID');
    if (autoResponderId) throw invalid(14, 'AutoResponderID');
    if (emailId && !(await this.emails.findOwned(userId, emailId))) throw invalid(15, 'EmailID');
    if (queueRowId) throw invalid(16, 'QueueRowID');
    return {
      userId,
      listId,
      subscriberId,
      ...(row ? { campaign: { id: campaignId, name: row.name, emailId: row.email_id } } : {}),
      emailId,
      preview: flagParam(p.ispreview),
      personalise: !flagParam(p.disablepersonalization),
    };
  }

  /** the message as sent: an A/B test's recipient sees the variation they got */
  private sentPage(sent: SentMessage, t: Target, baseUrl: string): PersonalisedContent {
    const variation = sent.content.variations?.[sent.variation ?? -1];
    const content: CampaignContent = variation ? { ...sent.content, email: variation.email } : sent.content;
    const { urls, marker } = previewUrls(baseUrl);
    const own = recipientUrls(this.tokens, this.verp, { baseUrl: publicBaseUrl(), bounceDomain: '' }, content.campaignId, content.run);
    const recipient: MessageRecipient = t.personalise
      ? { id: sent.recipientId, subscriberId: t.subscriberId, listId: t.listId, emailAddress: sent.emailAddress, fields: sent.fields }
      : { id: sent.recipientId, subscriberId: t.subscriberId, listId: t.listId, emailAddress: '', fields: {} };
    return compileCampaignContent(content, t.preview ? urls : own, t.preview ? { otherLink: marker } : {})(recipient, sent.sentAt);
  }

  private async livePage(t: Target, baseUrl: string): Promise<PersonalisedContent> {
    const emailId = t.emailId || t.campaign?.emailId || 0;
    const email = emailId ? await this.emails.findOwned(t.userId, emailId) : undefined;
    if (!email) throw invalid(15, 'EmailID');
    const member = t.personalise ? await this.subscribers.of(t.userId, t.listId, t.subscriberId) : undefined;
    if (t.personalise && !member) throw invalid(12, 'SubscriberID');
    const [userFields, list, headerFooter] = await Promise.all([
      this.users.fieldsOf(t.userId),
      this.lists.fieldsOf(t.userId, t.listId),
      this.headerFooters.of(t.userId),
    ]);
    const content = liveContent({
      userId: t.userId,
      email,
      campaign: t.campaign,
      userFields,
      listFields: list.fields,
      headerFooter,
      fallbackFrom: this.config.mailFrom,
    });
    const { urls, marker } = previewUrls(baseUrl);
    return compileCampaignContent(content, urls, { otherLink: marker })(liveRecipient(t.listId, t.subscriberId, member), new Date());
  }
}
