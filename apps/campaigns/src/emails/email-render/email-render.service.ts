import { Inject, Injectable } from '@nestjs/common';

import { publicBaseUrl } from '@mail/config';
import { CommandError, type EmailRenderReply, type EmailRenderRequest } from '@mail/contracts';
import { type Caller } from '@mail/kit';

import { BounceAddresses } from '../../bounces/bounce-address';
import { CAMPAIGNS_CONFIG, type CampaignsConfig } from '../../campaigns.config';
import { CampaignRepository } from '../../campaigns/campaign.repository';
import { recipientUrls } from '../../delivery/recipient-urls';
import { TrackingTokens } from '../../engagement/tracking-token';
import type { CampaignContent, MessageRecipient, RecipientUrls } from '../../rendering/campaign-content';
import { compileCampaignContent, type PersonalisedContent } from '../../rendering/campaign-message.compiler';
import { UserEmailContentRepository } from '../../user-email-content/user-email-content.repository';
import { flagParam, idParam, optionalIdParam } from '../email-params';
import { EmailRepository } from '../email.repository';
import { ListFieldsClient } from '../list-fields.client';
import { liveContent, liveRecipient } from '../live-content';
import { linkBaseUrl, previewUrls } from '../preview-message';
import { SubscriberFieldsClient } from '../subscriber-fields.client';
import { UserFieldsClient } from '../user-fields.client';
import { type SentMessage, SentMessageQuery } from './sent-message.query';

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
    private readonly subscribers: SubscriberFieldsClient,
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

  private async target(p: EmailRenderRequest, userId: number): Promise<Target> {
    if (idParam(p.userid) !== userId) throw new CommandError(10, 'Invalid UserID parameter');
    const listId = idParam(p.listid);
    if (!(await this.lists.fieldsOf(userId, listId)).found) throw new CommandError(11, 'Invalid ListID parameter');
    const campaignId = optionalIdParam(p.campaignid);
    const row = campaignId ? await this.campaigns.findOwned(userId, campaignId) : undefined;
    if (campaignId && !row) throw new CommandError(13, 'Invalid CampaignID parameter');
    if (optionalIdParam(p.autoresponderid)) throw new CommandError(14, 'Invalid AutoResponderID parameter');
    const emailId = optionalIdParam(p.emailid);
    if (emailId && !(await this.emails.findOwned(userId, emailId))) throw new CommandError(15, 'Invalid EmailID parameter');
    if (optionalIdParam(p.queuerowid)) throw new CommandError(16, 'Invalid QueueRowID parameter');
    return {
      userId,
      listId,
      subscriberId: idParam(p.subscriberid),
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
    if (!email) throw new CommandError(15, 'Invalid EmailID parameter');
    const member = t.personalise ? await this.subscribers.of(t.userId, t.listId, t.subscriberId) : undefined;
    if (t.personalise && !member) throw new CommandError(12, 'Invalid SubscriberID parameter');
    const [userFields, list, headerFooter] = await Promise.all([
      this.users.fieldsOf(t.userId),
      this.lists.fieldsOf(t.userId, t.listId),
      this.headerFooters.of(t.userId),
    ]);
    const content = liveContent({ userId: t.userId, email, campaign: t.campaign, userFields, listFields: list.fields, headerFooter, fallbackFrom: this.config.mailFrom });
    const { urls, marker } = previewUrls(baseUrl);
    return compileCampaignContent(content, urls, { otherLink: marker })(liveRecipient(t.listId, t.subscriberId, member), new Date());
  }
}
