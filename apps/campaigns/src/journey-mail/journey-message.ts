import type { JourneyEmailSendRequest } from '@mail/contracts';
import { type MailMessage, withOpenPixel } from '@mail/mail';

import type { EmailRow } from '../emails/email.row';
import { effectiveFromEmail } from '../emails/sender-address';
import type { MessageRecipient, RecipientUrls } from '../rendering/campaign-content';
import { compileCampaignContent } from '../rendering/campaign-message.compiler';

/**
 * A journey's email for one subscriber, rendered and tracked by the campaigns compiler exactly as a campaign's: the
 * subscriber's own values and the user's fields, links rewritten to the message's signed click URLs (`links`: the
 * email's journey_link ids), the open pixel, the unsubscribe link and List-Unsubscribe headers; `urls` are the
 * message's tracking URLs (its journey_mail row as the recipient). The web-view link points at the installation.
 */
export function journeyMessage(
  email: EmailRow,
  r: JourneyEmailSendRequest,
  recipient: MessageRecipient,
  personalisation: { userFields: Record<string, string>; mergeTagAliases: Record<string, string> },
  tracking: { urls: RecipientUrls; links: Record<string, number>; baseUrl: string },
  fallbackFrom: string,
): MailMessage {
  const link = () => tracking.baseUrl.replace(/\/+$/, '');
  const urls: RecipientUrls = { ...tracking.urls, view: link, returnPath: () => '' };
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
      links: tracking.links,
      user: personalisation.userFields,
      mergeTagAliases: personalisation.mergeTagAliases,
      customHeaders: [],
    },
    urls,
    { otherLink: link },
  )(recipient, new Date());
  const from = r.fromEmail || effectiveFromEmail(email.from_email, email.sender_domain) || fallbackFrom;
  const replyTo = r.replyToEmail || email.reply_to_email;
  const unsubscribe = urls.unsubscribe(recipient);
  return {
    from: { name: (r.fromName ?? email.from_name) || undefined, address: from },
    to: { address: recipient.emailAddress },
    ...(r.cc?.length ? { cc: r.cc.map((address) => ({ address })) } : {}),
    ...(r.bcc?.length ? { bcc: r.bcc.map((address) => ({ address })) } : {}),
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    ...(replyTo ? { replyTo: { name: (r.replyToName ?? email.reply_to_name) || undefined, address: replyTo } } : {}),
    subject: page.subject,
    text: page.text ?? '',
    ...(page.html ? { html: withOpenPixel(page.html, urls.open(recipient)) } : {}),
  };
}
