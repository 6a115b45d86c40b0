const ANCHOR = /<a\b[^>]*?\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))[^>]*>([\s\S]*?)<\/a\s*>/gi;
const TITLE = /\stitle\s*=\s*(?:"([^"]*)"|'([^']*)')/i;

function decode(value: string): string {
  return value.replace(/&(amp|quot|apos|lt|gt|nbsp|#(\d+)|#x([0-9a-f]+));/gi, (whole, name: string, dec?: string, hex?: string) => {
    if (dec) return String.fromCodePoint(Number(dec));
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    return { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: ' ' }[name.toLowerCase()] ?? whole;
  });
}

/**
 * LinkTitle of each link of an email's HTML: the text of its first anchor (tags stripped, blanks collapsed), else the
 * anchor's title or an image's alt text; keyed by the URL as the link table keeps it (entities decoded, trimmed).
 */
export function linkTitles(html: string): Map<string, string> {
  const titles = new Map<string, string>();
  for (const m of html.matchAll(ANCHOR)) {
    const url = decode((m[1] ?? m[2] ?? m[3]).trim());
    if (titles.get(url)) continue;
    const inner = m[4];
    const text = decode(inner.replace(/<[^>]*>/g, ' '))
      .replace(/\s+/g, ' ')
      .trim();
    const title = TITLE.exec(m[0].slice(0, m[0].indexOf('>') + 1));
    const alt = /<img\b[^>]*\salt\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(inner);
    titles.set(url, text || decode((title?.[1] ?? title?.[2] ?? alt?.[1] ?? alt?.[2] ?? '').trim()));
  }
  return titles;
}
