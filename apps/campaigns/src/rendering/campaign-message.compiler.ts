import type { CampaignContent, MessageRecipient, RecipientUrls, RenderedMessage } from './campaign-content';
import { campaignTagResolver } from './campaign-tags.resolver';
import { addressValue, headerLine, mailDate } from './mime/mime-headers';
import { MimeBodyBuilder } from './mime/mime-message';
import { quotedPrintablePiece } from './mime/quoted-printable';
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

/** One recipient's web view: their message's HTML (or plain text) and subject, personalised as it was sent. */
export interface WebViewPage {
  subject: string;
  html?: string;
  text?: string;
}

/**
 * Compiles the web view of a run's message: the same sources, links and merge tags as the message (rendered
 * for the moment it was sent, with the same random values), without the open pixel and the transfer encoding.
 */
export function compileCampaignWebView(content: CampaignContent, urls: RecipientUrls): (recipient: MessageRecipient, sentAt: Date) => WebViewPage {
  const source = campaignSources(content);
  const { resolve, idOf } = source;
  const subject = compileTemplate(content.email.subject, 'text', resolve);
  const html = source.html ? compileTemplate(trackHtmlLinks(source.html, idOf), 'html', resolve) : undefined;
  const text = compileTemplate(trackTextLinks(source.text ?? '', idOf), 'text', resolve);
  return (recipient, sentAt) => {
    const ctx = new RecipientContext(recipient, urls, sentAt, recipientSeed(content, recipient));
    return { subject: subject(ctx), ...(html ? { html: html(ctx) } : { text: text(ctx) }) };
  };
}

const recipientSeed = (content: CampaignContent, recipient: MessageRecipient) => `${content.campaignId}.${content.run}.${recipient.id}`;

/** The HTML (preheader added) and plain sources of a message, and how its tags and links resolve. */
function campaignSources(content: CampaignContent) {
  const { email } = content;
  const kind = email.contentType.toLowerCase();
  const hasHtml = kind !== 'plain' && email.html.trim() !== '';
  const hasText = email.plain.trim() !== '' || hasHtml;
  if (!hasHtml && !hasText) throw new UnrenderableContentError('The email has no content');
  if (!email.fromEmail) throw new UnrenderableContentError('The email has no From address');
  const html = hasHtml ? withPreheader(email.html, email.preheader) : undefined;
  const text = !hasText ? undefined : email.plain.trim() !== '' && kind !== 'html' ? email.plain : plainTextOf(html ?? '');
  return { html, text, resolve: campaignTagResolver(content), idOf: (url: string) => content.links[url] };
}
