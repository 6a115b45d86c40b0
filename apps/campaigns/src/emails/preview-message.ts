import { env } from '@mail/config';
import type { ListFieldInfo } from '@mail/contracts';
import type { MailMessage } from '@mail/mail';

import type { CampaignContent, MessageRecipient, RecipientUrls } from '../rendering/campaign-content';
import { compileCampaignContent } from '../rendering/campaign-message.compiler';
import type { HeaderFooter } from '../rendering/header-footer';
import type { EmailRow } from './email.row';
import { mergeTagAliasesOf } from './merge-tag-aliases';
import { effectiveFromEmail } from './sender-address';

/** What a preview or a spam test renders: an email's content and sender, or the inline content of a preview request. */
export interface PreviewSource {
  subject: string;
  html: string;
  plain: string;
  preheader: string;
  fromName: string;
  fromEmail: string;
  replyToName: string;
  replyToEmail: string;
}

/** Who a preview is personalised for: the user's own fields, the list's custom fields, the campaign when one is named. */
export interface PreviewAudience {
  userId: number;
  /** `%User:<Name>%` values (accounts' sending profile) */
  userFields: Record<string, string>;
  listId?: number;
  listFields: readonly ListFieldInfo[];
  campaign?: { id: number; name: string };
  /** the user's header and footer blocks, when the preview shows them (Email.EmailPreview's AddUserGroupHeaderFooter) */
  headerFooter?: HeaderFooter;
}

/**
 * The preview message, rendered by the same compiler as a campaign's messages: the recipient stands in for the
 * subscriber (their address; the list's custom fields at their default values, by id and by alias), the user's
 * fields are the user's, and link tags point at the installation with a `#preview-…` marker (a preview has no
 * subscriber to unsubscribe or confirm).
 */
export function previewMessage(source: PreviewSource, to: string, audience: PreviewAudience, baseUrl: string, now = new Date()): MailMessage {
  const { urls, marker } = previewUrls(baseUrl);
  const page = compileCampaignContent(previewContent(source, audience), urls, { otherLink: marker })(previewRecipient(to, audience), now);
  return {
    from: { name: source.fromName || undefined, address: source.fromEmail },
    to: { address: to },
    ...(source.replyToEmail ? { replyTo: { name: source.replyToName || undefined, address: source.replyToEmail } } : {}),
    subject: page.subject,
    text: page.text ?? '',
    ...(page.html ? { html: page.html } : {}),
  };
}

/** Links of a message no recipient got: each points at the installation with a `#preview-<name>` marker. */
export function previewUrls(baseUrl: string): { urls: RecipientUrls; marker: (name: string) => string } {
  const marker = (name: string) => `${baseUrl.replace(/\/+$/, '')}/#preview-${name.toLowerCase()}`;
  const urls: RecipientUrls = {
    open: () => marker('open'),
    click: () => marker('click'),
    unsubscribe: () => marker('unsubscribe'),
    view: () => marker('webbrowser'),
    returnPath: () => '',
  };
  return { urls, marker };
}

function previewContent(source: PreviewSource, audience: PreviewAudience): CampaignContent {
  return {
    campaignId: audience.campaign?.id ?? 0,
    run: 0,
    userId: audience.userId,
    campaignName: audience.campaign?.name ?? '',
    email: { id: 0, contentType: 'Both', ...source },
    links: {},
    user: audience.userFields,
    mergeTagAliases: mergeTagAliasesOf(audience.listFields),
    customHeaders: [],
    ...(audience.headerFooter ? { headerFooter: audience.headerFooter } : {}),
  };
}

function previewRecipient(to: string, audience: PreviewAudience): MessageRecipient {
  const fields: Record<string, string> = { SubscriptionStatus: 'Subscribed' };
  for (const field of audience.listFields) fields[`CustomField${field.id}`] = field.defaultValue;
  return { id: 0, subscriberId: 0, listId: audience.listId ?? 0, emailAddress: to, fields };
}

/** A stored email as a preview source; its sender is FromEmail completed with the sender domain. */
export function emailSource(row: EmailRow): PreviewSource {
  return {
    subject: row.subject,
    html: row.html_content,
    plain: row.plain_content,
    preheader: row.preheader_text,
    fromName: row.from_name,
    fromEmail: effectiveFromEmail(row.from_email, row.sender_domain),
    replyToName: row.reply_to_name,
    replyToEmail: row.reply_to_email,
  };
}

/** Links in mail point at PUBLIC_BASE_URL, else at the base URL the request came in on. */
export function linkBaseUrl(requestBaseUrl: string | undefined): string {
  return env('PUBLIC_BASE_URL') ?? requestBaseUrl ?? `http://${env('HOST')}:${env('PORT')}`;
}
