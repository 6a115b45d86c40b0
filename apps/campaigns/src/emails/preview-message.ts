import { env } from '@mail/config';
import type { ListFieldInfo } from '@mail/contracts';
import { escapeHtml, type MailMessage } from '@mail/mail';

import type { EmailRow } from './email.row';
import { plainFromHtml } from './email-update/content-rules';
import { LinkTags, SUBSCRIBER_TAGS, USER_TAGS } from './merge-tags/merge-tag-catalog';
import { mergeKey, renderMergeTags } from './merge-tags/render-merge-tags';
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

/**
 * Merge values of a preview: the recipient stands in for the subscriber (their address, the list's custom fields
 * at their default values), link tags point at the installation with a `#preview-…` marker (a preview has no
 * subscriber to unsubscribe or confirm), and the user's own fields render empty (accounts offers no query yet).
 */
export function previewMergeValues(recipient: string, fields: readonly ListFieldInfo[], baseUrl: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const { Tag } of [...SUBSCRIBER_TAGS, ...USER_TAGS]) values.set(mergeKey(Tag), '');
  values.set(mergeKey('%Subscriber:EmailAddress%'), recipient);
  values.set(mergeKey('%Subscriber:SubscriberID%'), '0');
  values.set(mergeKey('%Subscriber:SubscriptionStatus%'), 'Subscribed');
  for (const field of fields) {
    values.set(mergeKey(`%Subscriber:CustomField${field.id}%`), field.defaultValue);
    if (field.mergeTagAlias) values.set(mergeKey(`%Subscriber:${field.mergeTagAlias}%`), field.defaultValue);
  }
  for (const [name, tag] of Object.entries(LinkTags)) values.set(mergeKey(tag), `${baseUrl.replace(/\/+$/, '')}/#preview-${name.toLowerCase()}`);
  return values;
}

/** The personalised message: merge tags rendered in subject and both parts, the preheader hidden at the top of the HTML. */
export function previewMessage(source: PreviewSource, to: string, values: Map<string, string>): MailMessage {
  const render = (text: string) => renderMergeTags(text, values);
  const html = source.html.trim() ? withPreheader(render(source.html), render(source.preheader)) : undefined;
  return {
    from: { name: render(source.fromName) || undefined, address: source.fromEmail },
    to: { address: to },
    ...(source.replyToEmail ? { replyTo: { name: source.replyToName || undefined, address: source.replyToEmail } } : {}),
    subject: render(source.subject),
    text: source.plain.trim() ? render(source.plain) : html ? plainFromHtml(html) : '',
    ...(html ? { html } : {}),
  };
}

function withPreheader(html: string, preheader: string): string {
  if (!preheader) return html;
  const hidden = `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(preheader)}</div>`;
  return /<body\b[^>]*>/i.test(html) ? html.replace(/<body\b[^>]*>/i, (body) => body + hidden) : hidden + html;
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
