import type { JourneyEmailSendRequest } from '@mail/contracts';
import { type MailMessage, withOpenPixel } from '@mail/mail';

import type { EmailRow } from '../emails/email.row';
import { effectiveFromEmail } from '../emails/sender-address';
import type { SenderDomainKey } from './sender-domain-keys';
import type { CampaignContent, MessageRecipient, RecipientUrls } from '../rendering/campaign-content';
import { compileCampaignContent, type PersonalisedContent } from '../rendering/campaign-message.compiler';

/** What a journey's message was personalised with (kept with the message, so its web view renders the same). */
export interface JourneyPersonalisation {
  userFields: Record<string, string>;
  mergeTagAliases: Record<string, string>;
}

/** The tracking of one journey message: its URLs and VERP return path (its journey_mail row as the recipient). */
export interface JourneyTracking {
  urls: RecipientUrls;
  /** original URL → the email's journey_link id */
  links: Record<string, number>;
  baseUrl: string;
}

/**
 * A journey's email for one subscriber as a reader sees it, rendered by the campaigns compiler exactly as a
 * campaign's: the subscriber's own values and the user's fields, links rewritten to the message's signed click URLs,
 * the unsubscribe and web-view links of the message. The message and its web view both render through this.
 */
export function journeyPage(
  email: EmailRow,
  userId: number,
  recipient: MessageRecipient,
  personalisation: JourneyPersonalisation,
  tracking: JourneyTracking,
  at: Date,
): PersonalisedContent {
  const link = () => tracking.baseUrl.replace(/\/+$/, '');
  return compileCampaignContent(journeyContent(email, userId, personalisation, tracking.links), tracking.urls, { otherLink: link })(recipient, at);
}

/**
 * The message itself: `journeyPage` with the open pixel, the List-Unsubscribe headers and the VERP return path, so a
 * DSN comes back to campaigns' bounce endpoint and is charged to this message (its journey and action).
 * With the action's sender domain the message goes out as that domain, as an email's SenderDomain does for a
 * campaign: it completes a From address that is only a local part, names the Message-ID, and signs (DKIM d= the
 * domain, s= its selector). The return path stays the VERP address of BOUNCE_DOMAIN, so bounces still come back.
 */
export function journeyMessage(
  email: EmailRow,
  r: JourneyEmailSendRequest,
  recipient: MessageRecipient,
  personalisation: JourneyPersonalisation,
  tracking: JourneyTracking,
  fallbackFrom: string,
  senderDomain?: SenderDomainKey,
): MailMessage {
  const { urls } = tracking;
  const page = journeyPage(email, r.userId, recipient, personalisation, tracking, new Date());
  const domain = senderDomain?.name;
  const from =
    (r.fromEmail && effectiveFromEmail(r.fromEmail, domain ?? '')) || effectiveFromEmail(email.from_email, domain ?? email.sender_domain) || fallbackFrom;
  const replyTo = r.replyToEmail || email.reply_to_email;
  const unsubscribe = urls.unsubscribe(recipient);
  const returnPath = urls.returnPath(recipient);
  return {
    from: { name: (r.fromName ?? email.from_name) || undefined, address: from },
    to: { address: recipient.emailAddress },
    ...(r.cc?.length ? { cc: r.cc.map((address) => ({ address })) } : {}),
    ...(r.bcc?.length ? { bcc: r.bcc.map((address) => ({ address })) } : {}),
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    ...(replyTo ? { replyTo: { name: (r.replyToName ?? email.reply_to_name) || undefined, address: replyTo } } : {}),
    ...(returnPath ? { envelopeFrom: returnPath } : {}),
    ...(senderDomain ? { messageId: `<journey.${recipient.id}.${Date.now()}@${senderDomain.name}>`, dkim: senderDomain.dkim } : {}),
    subject: page.subject,
    text: page.text ?? '',
    ...(page.html ? { html: withOpenPixel(page.html, urls.open(recipient)) } : {}),
  };
}

/** the email as the campaigns compiler reads it: a campaign of its own (campaign 0, run 0) */
function journeyContent(email: EmailRow, userId: number, personalisation: JourneyPersonalisation, links: Record<string, number>): CampaignContent {
  return {
    campaignId: 0,
    run: 0,
    userId,
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
    links,
    user: personalisation.userFields,
    mergeTagAliases: personalisation.mergeTagAliases,
    customHeaders: [],
  };
}
