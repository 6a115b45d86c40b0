import { rewriteHtmlLinks, rewriteTextLinks, trackableUrls, withOpenPixel } from '@mail/mail';

import type { SendInput } from '../messages/email-gateway-send/send-input';
import type { MessageTrackingKind } from './message-tracking-token';

/** whether a message from the send API is tracked: then each recipient gets a copy with URLs of its own */
export const isTracked = (input: SendInput): boolean => input.trackOpens || input.trackLinks || input.unsubscribeLink === true;

/** the links a click URL can lead to: the trackable URLs of the message as queued, by index */
export const trackedLinks = (input: SendInput): string[] => trackableUrls(input.html ?? '', input.text ?? '');

/**
 * One recipient's content: with TrackLinks every trackable link becomes its click URL, with TrackOpens the HTML
 * part gets the open pixel, with the domain's UnsubscribeLink each part ends with an unsubscribe link, and a tracked message carries a one-click List-Unsubscribe (RFC 8058) unless the
 * sender wrote one.
 */
export function trackedContent(input: SendInput, urlOf: (kind: MessageTrackingKind, link?: number) => string): SendInput {
  const links = trackedLinks(input);
  const click = (url: string) => urlOf('c', links.indexOf(url));
  let html = input.html;
  let text = input.text;
  if (input.trackLinks) {
    html = html === undefined ? undefined : rewriteHtmlLinks(html, click);
    text = text === undefined ? undefined : rewriteTextLinks(text, click);
  }
  if (input.trackOpens && html !== undefined) html = withOpenPixel(html, urlOf('o'));
  if (input.unsubscribeLink) {
    // the domain's UnsubscribeLink option: a visible link to the same one-click unsubscribe URL
    const url = urlOf('u');
    const link = `<p style="font-size:12px;color:#777777"><a href="${url}">Unsubscribe</a></p>`;
    if (html !== undefined) html = /<\/body>/i.test(html) ? html.replace(/<\/body>/i, `${link}</body>`) : `${html}${link}`;
    if (text !== undefined || html === undefined) text = `${text ?? ''}\n\nUnsubscribe: ${url}\n`;
  }
  const ownUnsubscribe = Object.keys(input.headers).some((name) => name.toLowerCase() === 'list-unsubscribe');
  const headers = ownUnsubscribe
    ? input.headers
    : { ...input.headers, 'List-Unsubscribe': `<${urlOf('u')}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  return { ...input, html, text, headers };
}
