import type { AudienceMember, ListFieldInfo } from '@mail/contracts';

import type { CampaignContent, MessageRecipient } from '../rendering/campaign-content';
import type { HeaderFooter } from '../rendering/header-footer';
import type { EmailRow } from './email.row';
import { mergeTagAliasesOf } from './merge-tag-aliases';
import { effectiveFromEmail } from './sender-address';

/** What a campaign message would be made of now (email.render, email.smtp.render): not frozen, no run, no link ids. */
export interface LiveMessageParts {
  userId: number;
  email: EmailRow;
  campaign?: { id: number; name: string };
  userFields: Record<string, string>;
  listFields: readonly ListFieldInfo[];
  headerFooter: HeaderFooter;
  /** the installation's sender, for an email without one */
  fallbackFrom: string;
}

/** The content a send run would freeze for this email now: the email, the user's fields and blocks, the list's aliases. */
export function liveContent(parts: LiveMessageParts): CampaignContent {
  const { email } = parts;
  return {
    campaignId: parts.campaign?.id ?? 0,
    run: 0,
    userId: parts.userId,
    campaignName: parts.campaign?.name ?? '',
    email: {
      id: Number(email.id),
      subject: email.subject,
      fromName: email.from_name,
      fromEmail: effectiveFromEmail(email.from_email, email.sender_domain) || parts.fallbackFrom,
      replyToName: email.reply_to_name,
      replyToEmail: email.reply_to_email,
      contentType: email.content_type,
      html: email.html_content,
      plain: email.plain_content,
      preheader: email.preheader_text,
    },
    links: {},
    user: parts.userFields,
    mergeTagAliases: mergeTagAliasesOf(parts.listFields),
    customHeaders: [],
    headerFooter: parts.headerFooter,
  };
}

/** The subscriber as a message recipient (id 0: no recipient row); without a member, one with no values at all. */
export function liveRecipient(listId: number, subscriberId: number, member: AudienceMember | undefined): MessageRecipient {
  return { id: 0, subscriberId, listId, emailAddress: member?.emailAddress ?? '', fields: member?.fields ?? {} };
}
