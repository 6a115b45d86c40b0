import { Inject, Injectable } from '@nestjs/common';

import { CommandError, type EmailEmailPreviewRequest, isPositiveId, isPresent, type ListFieldInfo, type EmailEmailPreviewReply } from '@mail/contracts';
import { type Caller } from '@mail/kit';
import { MAILER, type Mailer } from '@mail/mail';
import { isEmail } from '@mail/values';

import { CAMPAIGNS_CONFIG, type CampaignsConfig } from '../../campaigns.config';
import { CampaignRepository } from '../../campaigns/campaign.repository';
import { UserEmailContentRepository } from '../../user-email-content/user-email-content.repository';
import { flagParam, idParam, textParam } from '../email-params';
import type { EmailRow } from '../email.row';
import { EmailRepository } from '../email.repository';
import { ListFieldsClient } from '../list-fields.client';
import { emailSource, linkBaseUrl, type PreviewSource, previewMessage } from '../preview-message';
import { isUsableSender, senderDomainUnknown } from '../sender-address';
import { UserFieldsClient } from '../user-fields.client';

/**
 * Email.EmailPreview: sends the email (or the inline content) through the mailer, personalised for the recipient
 * with the user's own fields (accounts) and the list's custom-field defaults (lists).
 * The DTO answered 1 and 2; then 3 email, 4 address, 6 list, 7 campaign, 8 sender domain, in that order.
 * AddUserGroupHeaderFooter (default true) adds the user's header and footer blocks (user.emailcontent) as a campaign
 * message has them. EmailType changes nothing: every link tag (opt-in ones included) is rendered in any preview.
 */
@Injectable()
export class EmailEmailPreviewService {
  constructor(
    private readonly emails: EmailRepository,
    private readonly campaigns: CampaignRepository,
    private readonly lists: ListFieldsClient,
    private readonly users: UserFieldsClient,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CAMPAIGNS_CONFIG) private readonly config: CampaignsConfig,
    private readonly headerFooters: UserEmailContentRepository,
  ) {}

  async run(input: EmailEmailPreviewRequest, caller: Caller): Promise<EmailEmailPreviewReply> {
    const userId = caller.userId;
    const p = input;
    const email = isPresent(p.emailid) ? await this.ownedEmail(userId, p.emailid) : undefined;
    const to = (textParam(p.emailaddress) ?? '').trim();
    if (!isEmail(to)) throw new CommandError(4, 'Invalid email address format.');
    const listFields = isPresent(p.listid) ? await this.listFields(userId, p.listid) : [];
    const campaign = isPresent(p.campaignid) ? await this.ownedCampaign(userId, p.campaignid) : undefined;
    const source = email ? emailSource(email) : inlineSource(p, this.config.mailFrom);
    if (!(email ? senderOk(email) : inlineSenderOk(p))) throw new CommandError(8, 'Sender domain not found or not yours.');
    const audience = {
      userId,
      userFields: await this.users.fieldsOf(userId),
      ...(isPresent(p.listid) ? { listId: idParam(p.listid) } : {}),
      listFields,
      campaign,
      ...(flagParam(p.addusergroupheaderfooter ?? true) ? { headerFooter: await this.headerFooters.of(userId) } : {}),
    };
    const message = previewMessage({ ...source, fromEmail: source.fromEmail || this.config.mailFrom }, to, audience, linkBaseUrl(caller.request.baseUrl));
    await this.mailer.send(message);
    return {};
  }

  private async ownedCampaign(userId: number, campaignId: unknown): Promise<{ id: number; name: string }> {
    const row = isPositiveId(campaignId) ? await this.campaigns.findOwned(userId, idParam(campaignId)) : undefined;
    if (!row) throw new CommandError(7, 'Campaign not found.');
    return { id: Number(row.id), name: row.name };
  }

  private async ownedEmail(userId: number, emailId: unknown): Promise<EmailRow> {
    const row = isPositiveId(emailId) ? await this.emails.findOwned(userId, idParam(emailId)) : undefined;
    if (!row) throw new CommandError(3, 'Email not found.');
    return row;
  }

  private async listFields(userId: number, listId: unknown): Promise<ListFieldInfo[]> {
    const list = isPositiveId(listId) ? await this.lists.fieldsOf(userId, idParam(listId)) : undefined;
    if (!list?.found) throw new CommandError(6, 'List not found.');
    return list.fields;
  }
}

/** An email without a sender previews from the installation's sender; a given one must be a usable address. */
function senderOk(email: EmailRow): boolean {
  if (!email.from_email) return !senderDomainUnknown('', email.sender_domain);
  return isUsableSender(email.from_email, email.sender_domain);
}

function inlineSenderOk(p: EmailEmailPreviewRequest): boolean {
  return !isPresent(p.fromemailaddress) || isEmail((textParam(p.fromemailaddress) ?? '').trim());
}

function inlineSource(p: EmailEmailPreviewRequest, mailFrom: string): PreviewSource {
  const html = textParam(p.htmlcontent) ?? '';
  return {
    subject: 'Preview Email',
    html,
    plain: textParam(p.plaintextcontent) ?? '',
    preheader: '',
    fromName: textParam(p.fromname)?.trim() || 'Preview Email',
    fromEmail: textParam(p.fromemailaddress)?.trim() || mailFrom,
    replyToName: '',
    replyToEmail: '',
  };
}
