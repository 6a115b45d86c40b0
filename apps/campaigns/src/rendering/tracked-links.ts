import { rewriteHtmlLinks, rewriteTextLinks, withOpenPixel as withPixel } from '@mail/mail';

export { trackableUrls } from '@mail/mail';

/**
 * Click tracking of a campaign: every trackable link of the content (libs/mail link-rewriting) becomes
 * `%Track:Click:<linkId>%`, which renders as the recipient's signed click URL; the original URL is kept once per
 * campaign in `link`.
 */
export const OPEN_PIXEL_TAG = '%Track:Open%';
export const clickTag = (linkId: number) => `%Track:Click:${linkId}%`;

const tagOf = (idOf: (url: string) => number | undefined) => (url: string) => {
  const id = idOf(url);
  return id === undefined ? undefined : clickTag(id);
};

export const trackHtmlLinks = (html: string, idOf: (url: string) => number | undefined): string => rewriteHtmlLinks(html, tagOf(idOf));

export const trackTextLinks = (text: string, idOf: (url: string) => number | undefined): string => rewriteTextLinks(text, tagOf(idOf));

/** the open pixel tag, just before </body> */
export const withOpenPixel = (html: string): string => withPixel(html, OPEN_PIXEL_TAG);

/** the preheader as hidden text right after <body> (inbox previews show it, the message does not) */
export function withPreheader(html: string, preheader: string): string {
  if (!preheader.trim()) return html;
  const hidden = `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${preheader.replace(/</g, '&lt;')}</div>`;
  const body = /<body\b[^>]*>/i.exec(html);
  return body ? html.slice(0, body.index + body[0].length) + hidden + html.slice(body.index + body[0].length) : hidden + html;
}
