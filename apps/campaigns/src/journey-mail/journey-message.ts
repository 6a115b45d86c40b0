import type { JourneyEmailSendRequest } from '@mail/contracts';
import type { MailMessage } from '@mail/mail';

import type { EmailRow } from '../emails/email.row';
import { effectiveFromEmail } from '../emails/sender-address';
import type { MessageRecipient, RecipientUrls } from '../rendering/campaign-content';
import { compileCampaignContent } from '../rendering/campaign-message.compiler';

/**
 * A journey's email for one subscriber, rendered by the campaigns compiler with the subscriber's own values and the
 * user's fields. Link tags (unsubscribe, web view) point at the installation: journey sends have no campaign
 * recipient whose tracking token they could carry yet.
 */
export function journeyMessage(
  email: EmailRow,
  r: JourneyEmailSendRequest,
  recipient: MessageRecipient,
  personalisation: { userFields: Record<string, string>; mergeTagAliases: Record<string, string> },
  baseUrl: string,
  fallbackFrom: string,
): MailMessage {
  const link = () => baseUrl.replace(/\/+$/, '');
  const urls: RecipientUrls = { open: () => '', click: () => '', unsubscribe: link, view: link, returnPath: () => '' };
  const page = compileCampaignContent(
    {
      campaignId: 0,
      run: 0,
      userId: r.userId,
      campaignName: '',
      email: {
        id: Number(email.id),
        contentType: email.content_type || 'Both',
        subject: email.subject,
        html: email.html_content,
        plain: email.plain_content,
        preheader: email.preheader_text,
        fromName: email.from_name,
        fromEmail: email.from_email,
        replyToName: email.reply_to_name,
        replyToEmail: email.reply_to_email,
      },
      links: {},
      user: personalisation.userFields,
      mergeTagAliases: personalisation.mergeTagAliases,
      customHeaders: [],
    },
    urls,
    { otherLink: link },
  )(recipient, new Date());
  const from = r.fromEmail || effectiveFromEmail(email.from_email, email.sender_domain) || fallbackFrom;
  const replyTo = r.replyToEmail || email.reply_to_email;
  return {
    from: { name: (r.fromName ?? email.from_name) || undefined, address: from },
    to: { address: recipient.emailAddress },
    ...(replyTo ? { replyTo: { name: (r.replyToName ?? email.reply_to_name) || undefined, address: replyTo } } : {}),
    subject: page.subject,
    text: page.text ?? '',
    ...(page.html ? { html: page.html } : {}),
  };
}
