/**
 * Click and open tracking of an HTML and a plain body: which links are tracked (http(s) links, each once; links
 * that carry merge tags, personalised per recipient, and non-web links such as mailto:, tel: or anchors are not),
 * rewriting them to what the sender gives (a campaign's click tag, the gateway's signed click URL), and the open
 * pixel. Campaigns and the gateway both track through these.
 */
const HREF = /(<(?:a|area)\b[^>]*?\shref\s*=\s*)("([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;
const PLAIN_URL = /https?:\/\/[^\s<>"'\]]+[^\s<>"'\].,;:!?)]/g;
const MERGE_TAG = /%[A-Za-z]+:|\{\{/;

/** what a tracked link becomes, or undefined to leave it as written */
export type LinkReplacement = (url: string) => string | undefined;

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

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

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

export function rewriteHtmlLinks(html: string, replace: LinkReplacement): string {
  return html.replace(HREF, (whole, prefix: string, _value: string, dq?: string, sq?: string, bare?: string) => {
    const url = decodeEntities((dq ?? sq ?? bare ?? '').trim());
    const replacement = trackable(url) ? replace(url) : undefined;
    return replacement === undefined ? whole : `${prefix}"${attribute(replacement)}"`;
  });
}

export function rewriteTextLinks(text: string, replace: LinkReplacement): string {
  return text.replace(PLAIN_URL, (url) => (trackable(url) ? (replace(url) ?? url) : url));
}

/** a 1×1 open pixel loading `src`, just before </body> (or at the end of a fragment) */
export function withOpenPixel(html: string, src: string): string {
  const pixel = `<img src="${attribute(src)}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0" />`;
  const at = html.search(/<\/body\s*>(?![\s\S]*<\/body\s*>)/i);
  return at < 0 ? html + pixel : html.slice(0, at) + pixel + html.slice(at);
}
