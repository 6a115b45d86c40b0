import { addressValue, headerLine, mailDate } from '@mail/mail';

import type { CampaignContent, MessageRecipient, RecipientUrls, RenderedMessage } from './campaign-content';
import { type CampaignTagOptions, campaignTagResolver } from './campaign-tags.resolver';
import { MimeBodyBuilder } from './mime/mime-message';
import { quotedPrintablePiece } from './mime/quoted-printable';
import { withHtmlHeaderFooter, withPlainHeaderFooter } from './header-footer';
import { plainTextOf } from './plain-text';
import { RecipientContext } from './recipient-context';
import { compileTemplate, type RenderFn } from './template.compiler';
import { trackHtmlLinks, trackTextLinks, withOpenPixel, withPreheader } from './tracked-links';

export type CampaignMessageRenderer = (recipient: MessageRecipient, now: Date) => RenderedMessage;

/** Content that cannot become a message (nothing to send): the run fails with this reason. */
export class UnrenderableContentError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'UnrenderableContentError';
  }
}

/**
 * Compiles a campaign's content once into a renderer of complete RFC 5322 messages: links rewritten for click
 * tracking, the open pixel added, plain text derived from the HTML when the email has none, every merge tag
 * resolved to a function of the recipient. Rendering a recipient only runs those functions and encodes the parts.
 */
export function compileCampaignMessage(content: CampaignContent, urls: RecipientUrls): CampaignMessageRenderer {
  const { email } = content;
  const source = campaignSources(content);
  if (source.html === undefined && source.text === undefined) throw new UnrenderableContentError('The email has no content');
  if (!email.fromEmail) throw new UnrenderableContentError('The email has no From address');
  const { resolve, idOf } = source;
  const subject = compileTemplate(email.subject, 'text', resolve);
  // the bodies come out quoted-printable: literal text is encoded here, once, and only the values per message
  const html: RenderFn<RecipientContext> | undefined = source.html
    ? compileTemplate(withOpenPixel(trackHtmlLinks(source.html, idOf)), 'html', resolve, quotedPrintablePiece)
    : undefined;
  const hasText = source.text !== undefined;
  const text = compileTemplate(trackTextLinks(source.text ?? '', idOf), 'text', resolve, quotedPrintablePiece);
  const body = new MimeBodyBuilder();
  const domain = email.fromEmail.split('@')[1] || 'localhost';
  const fixedHeaders =
    headerLine('From', addressValue({ name: email.fromName, address: email.fromEmail })) +
    (email.replyToEmail ? headerLine('Reply-To', addressValue({ name: email.replyToName, address: email.replyToEmail })) : '') +
    'MIME-Version: 1.0\r\n' +
    'List-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n' +
    'Precedence: bulk\r\n' +
    headerLine('Feedback-ID', `${content.campaignId}:${content.userId}:campaign`) +
    content.customHeaders.map(([name, value]) => headerLine(name, value)).join('');

  return (recipient, now) => {
    const ctx = new RecipientContext(recipient, urls, now, recipientSeed(content, recipient));
    const messageId = `<${content.campaignId}.${content.run}.${recipient.id}@${domain}>`;
    const headers =
      `Message-ID: ${messageId}\r\n` +
      `Date: ${mailDate(now)}\r\n` +
      fixedHeaders +
      headerLine('To', `<${recipient.emailAddress}>`) +
      headerLine('Subject', subject(ctx)) +
      headerLine('List-Unsubscribe', `<${ctx.unsubscribe}>`);
    const raw = headers + body.build({ text: hasText ? text(ctx) : undefined, html: html?.(ctx) });
    return { raw, messageId, envelopeFrom: urls.returnPath(recipient) };
  };
}

/** One recipient's message as a reader sees it: subject, HTML and plain text (each when the email has it). */
export interface PersonalisedContent {
  subject: string;
  html?: string;
  text?: string;
}

/**
 * Compiles a message's content without the MIME envelope, the open pixel and the transfer encoding: the same
 * sources, links and merge tags as the message, for the moment given (the web view of a sent message renders for
 * its send time, with the same random values; a preview for now).
 */
export function compileCampaignContent(
  content: CampaignContent,
  urls: RecipientUrls,
  options: CampaignTagOptions = {},
): (recipient: MessageRecipient, at: Date) => PersonalisedContent {
  const source = campaignSources(content, options);
  const { resolve, idOf } = source;
  const subject = compileTemplate(content.email.subject, 'text', resolve);
  const html = source.html !== undefined ? compileTemplate(trackHtmlLinks(source.html, idOf), 'html', resolve) : undefined;
  const text = source.text !== undefined ? compileTemplate(trackTextLinks(source.text, idOf), 'text', resolve) : undefined;
  return (recipient, at) => {
    const ctx = new RecipientContext(recipient, urls, at, recipientSeed(content, recipient));
    return { subject: subject(ctx), ...(html ? { html: html(ctx) } : {}), ...(text ? { text: text(ctx) } : {}) };
  };
}

const recipientSeed = (content: CampaignContent, recipient: MessageRecipient) => `${content.campaignId}.${content.run}.${recipient.id}`;

/**
 * The HTML (the user's header and footer inside the body, the preheader first) and plain sources of a message (the
 * plain header and footer around the email's text, or around the text derived from its own HTML), and how its tags
 * and links resolve.
 */
function campaignSources(content: CampaignContent, options: CampaignTagOptions = {}) {
  const { email, headerFooter } = content;
  const kind = email.contentType.toLowerCase();
  const hasHtml = kind !== 'plain' && email.html.trim() !== '';
  const hasText = email.plain.trim() !== '' || hasHtml;
  const ownHtml = hasHtml ? withPreheader(email.html, email.preheader) : undefined;
  const html = hasHtml ? withPreheader(withHtmlHeaderFooter(email.html, headerFooter), email.preheader) : undefined;
  const ownText = !hasText ? undefined : email.plain.trim() !== '' && kind !== 'html' ? email.plain : plainTextOf(ownHtml ?? '');
  const text = ownText === undefined ? undefined : withPlainHeaderFooter(ownText, headerFooter);
  return { html, text, resolve: campaignTagResolver(content, options), idOf: (url: string) => content.links[url] };
}
