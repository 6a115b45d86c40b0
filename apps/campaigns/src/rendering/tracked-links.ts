/**
 * Click tracking: every http(s) link of the content becomes `%Track:Click:<linkId>%`, which renders as the
 * recipient's signed click URL; the original URL is kept once per campaign in `link`. Links that carry merge
 * tags (personalised per recipient) and non-web links (mailto:, tel:, anchors) stay as written.
 */
const HREF = /(<(?:a|area)\b[^>]*?\shref\s*=\s*)("([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;
const PLAIN_URL = /https?:\/\/[^\s<>"'\]]+[^\s<>"'\].,;:!?)]/g;
const MERGE_TAG = /%[A-Za-z]+:|\{\{/;

export const OPEN_PIXEL_TAG = '%Track:Open%';
export const clickTag = (linkId: number) => `%Track:Click:${linkId}%`;

function trackable(url: string): boolean {
  return /^https?:\/\/[^\s]+$/i.test(url) && !MERGE_TAG.test(url);
}

function decodeEntities(value: string): string {
  return value.replace(/&(amp|quot|apos|lt|gt|#(\d+)|#x([0-9a-f]+));/gi, (whole, name: string, dec?: string, hex?: string) => {
    if (dec) return String.fromCodePoint(Number(dec));
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    return { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' }[name.toLowerCase()] ?? whole;
  });
}

/** the trackable URLs of an HTML body and a plain body, each once, in order of appearance */
export function trackableUrls(html: string, text: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(HREF)) {
    const url = decodeEntities((m[3] ?? m[4] ?? m[5]).trim());
    if (trackable(url)) urls.add(url);
  }
  for (const m of text.matchAll(PLAIN_URL)) if (trackable(m[0])) urls.add(m[0]);
  return [...urls];
}

export function trackHtmlLinks(html: string, idOf: (url: string) => number | undefined): string {
  return html.replace(HREF, (whole, prefix: string, _value: string, dq?: string, sq?: string, bare?: string) => {
    const id = idOf(decodeEntities((dq ?? sq ?? bare ?? '').trim()));
    return id === undefined ? whole : `${prefix}"${clickTag(id)}"`;
  });
}

export function trackTextLinks(text: string, idOf: (url: string) => number | undefined): string {
  return text.replace(PLAIN_URL, (url) => {
    const id = idOf(url);
    return id === undefined ? url : clickTag(id);
  });
}

/** the 1×1 open pixel, just before </body> (or at the end of a fragment) */
export function withOpenPixel(html: string): string {
  const pixel = `<img src="${OPEN_PIXEL_TAG}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0" />`;
  const at = html.search(/<\/body\s*>(?![\s\S]*<\/body\s*>)/i);
  return at < 0 ? html + pixel : html.slice(0, at) + pixel + html.slice(at);
}

/** the preheader as hidden text right after <body> (inbox previews show it, the message does not) */
export function withPreheader(html: string, preheader: string): string {
  if (!preheader.trim()) return html;
  const hidden = `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${preheader.replace(/</g, '&lt;')}</div>`;
  const body = /<body\b[^>]*>/i.exec(html);
  return body ? html.slice(0, body.index + body[0].length) + hidden + html.slice(body.index + body[0].length) : hidden + html;
}
