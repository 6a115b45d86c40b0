import { Inject, Injectable } from '@nestjs/common';

import { CommandError, type EmailSmtpRenderReply, type EmailSmtpRenderRequest } from '@mail/contracts';
import { type Caller } from '@mail/kit';

import { CAMPAIGNS_CONFIG, type CampaignsConfig } from '../../campaigns.config';
import { CampaignRepository } from '../../campaigns/campaign.repository';
import { DELIVERY_CONFIG, type DeliveryConfig } from '../../delivery/delivery.config';
import { compileCampaignContent, compileCampaignMessage, UnrenderableContentError } from '../../rendering/campaign-message.compiler';
import { UserEmailContentRepository } from '../../user-email-content/user-email-content.repository';
import { optionalIdParam } from '../email-params';
import type { EmailRow } from '../email.row';
import { EmailRepository } from '../email.repository';
import { ListFieldsClient } from '../list-fields.client';
import { liveContent, liveRecipient } from '../live-content';
import { linkBaseUrl, previewUrls } from '../preview-message';
import { RenderSubscriberClient } from '../render-subscriber.client';
import { UserFieldsClient } from '../user-fields.client';

const round2 = (n: number) => Math.round(n * 100) / 100;

/** the first list of a campaign's 'listId:segmentId,…' audience (0 when it has none) */
const firstListOf = (audience: string): number => optionalIdParam(audience.split(',')[0]?.split(':')[0]);

/**
 * email.smtp.render: the message the send pipeline would build now for one subscriber (compileCampaignMessage: the
 * user's header and footer, merge tags, MIME parts), split into its header block and body, with its sizes and
 * sender details. No recipient row exists, so links point at preview markers and the return path is the bounce domain's.
 */
@Injectable()
export class EmailSmtpRenderService {
  constructor(
    private readonly emails: EmailRepository,
    private readonly campaigns: CampaignRepository,
    private readonly lists: ListFieldsClient,
    private readonly users: UserFieldsClient,
    private readonly subscribers: RenderSubscriberClient,
    private readonly headerFooters: UserEmailContentRepository,
    @Inject(CAMPAIGNS_CONFIG) private readonly config: CampaignsConfig,
    @Inject(DELIVERY_CONFIG) private readonly delivery: DeliveryConfig,
  ) {}

  async run(p: EmailSmtpRenderRequest, caller: Caller, now = new Date()): Promise<EmailSmtpRenderReply> {
    const userId = caller.isAdmin ? optionalIdParam(p.userid) : caller.userId;
    if (!userId) throw new CommandError(1, 'Missing or invalid UserID parameter');
    const campaignId = optionalIdParam(p.campaignid);
    const campaign = campaignId ? await this.campaigns.findOwned(userId, campaignId) : undefined;
    if (campaignId && !campaign) throw new CommandError(2, 'Invalid CampaignID parameter');
    if (optionalIdParam(p.autoresponderid)) throw new CommandError(3, 'Invalid AutoResponderID parameter');
    const emailId = optionalIdParam(p.emailid) || campaign?.email_id || 0;
    const email = emailId ? await this.emails.findOwned(userId, emailId) : undefined;
    if (!email) throw new CommandError(4, 'Missing or invalid EmailID parameter');
    const listId = optionalIdParam(p.listid) || firstListOf(campaign?.recipient_lists_and_segments ?? '');
    const list = listId ? await this.lists.fieldsOf(userId, listId) : undefined;
    if (!list?.found) throw new CommandError(5, 'Missing or invalid ListID parameter');
    const subscriberId = optionalIdParam(p.subscriberid);
    const member = subscriberId ? await this.subscribers.of(userId, listId, subscriberId) : await this.subscribers.first(userId, listId);
    if (!member) throw new CommandError(6, 'Missing or invalid SubscriberID parameter');

    const [userFields, headerFooter, attachments] = await Promise.all([
      this.users.fieldsOf(userId),
      this.headerFooters.of(userId),
      this.emails.attachmentCount(userId, Number(email.id)),
    ]);
    const content = liveContent({
      userId,
      email,
      campaign: campaign && { id: campaignId, name: campaign.name },
      userFields,
      listFields: list.fields,
      headerFooter,
      fallbackFrom: this.config.mailFrom,
    });
    const { urls: markers, marker } = previewUrls(linkBaseUrl(caller.request.baseUrl));
    const urls = { ...markers, returnPath: () => `bounces@${this.delivery.bounceDomain}` };
    const recipient = liveRecipient(listId, member.subscriberId, member);
    let raw: string;
    try {
      raw = compileCampaignMessage(content, urls)(recipient, now).raw;
    } catch (error) {
      if (error instanceof UnrenderableContentError) throw new CommandError(4, `Missing or invalid EmailID parameter: ${error.message}`);
      throw error;
    }
    const page = compileCampaignContent(content, markers, { otherLink: marker })(recipient, now);
    return this.reply(raw, page, email, content.email.fromEmail, attachments, caller.request.baseUrl);
  }

  private reply(
    raw: string,
    page: { subject: string; html?: string; text?: string },
    email: EmailRow,
    fromEmail: string,
    attachments: number,
    requestBaseUrl: string | undefined,
  ): EmailSmtpRenderReply {
    const split = raw.indexOf('\r\n\r\n');
    const bytes = Buffer.byteLength(raw, 'utf8');
    const hasHtml = page.html !== undefined;
    const hasPlain = page.text !== undefined;
    return {
      Subject: page.subject,
      PreHeader: email.preheader_text,
      HTMLBody: page.html ?? '',
      PlainBody: page.text ?? '',
      SMTPHeaders: raw.slice(0, split + 2),
      SMTPBody: raw.slice(split + 4),
      EmailSizeBytes: bytes,
      EmailSizeKB: round2(bytes / 1024),
      EmailSizeMB: round2(bytes / 1024 / 1024),
      AttachmentCount: attachments,
      ContentType: hasHtml && hasPlain ? 'MultiPart' : hasHtml ? 'HTML' : 'Plain',
      HasHTMLContent: hasHtml,
      HasPlainContent: hasPlain,
      ImageEmbeddingEnabled: email.image_embedding === 'Enabled',
      FromEmail: fromEmail,
      FromName: email.from_name,
      ReplyToEmail: email.reply_to_email,
      ReplyToName: email.reply_to_name,
      MFROMDomain: this.delivery.bounceDomain,
      TrackingDomain: hostOf(linkBaseUrl(requestBaseUrl)),
    };
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}
