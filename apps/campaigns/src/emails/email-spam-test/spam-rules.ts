/**
 * The built-in spam rules Email.SpamTest scores with when no SpamAssassin (SPAMD_URL) is configured. Each rule is a
 * small pure function of the message as it would go out (subject, HTML, plain text after rendering) answering the
 * points it adds, 0 when it does not fire. Names and points follow SpamAssassin's habit (upper-case names, a
 * message at 5 points or more is spam), so a reader of either engine's Details reads the same kind of lines.
 */
export interface SpamMessage {
  subject: string;
  /** the HTML part, when the message has one */
  html?: string;
  /** the plain-text part, when the message has one */
  text?: string;
  /** the installation's own link origin (tracking, unsubscribe): its links are ours, not the sender's */
  ownOrigin?: string;
}

export interface SpamRule {
  name: string;
  description: string;
  score(message: SpamMessage): number;
  /** what in the message made it fire (the links, the phrases), shown after the description */
  found?(message: SpamMessage): string[];
}

/** What a reader sees of an HTML body: no comments, style or script blocks, tags, or entities. */
export function visibleText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(style|script|head|title)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/gi, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, 'x')
    .replace(/\s+/g, ' ')
    .trim();
}

export const wordsOf = (text: string): string[] => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));

/** Every link target of the message: HTML hrefs, and bare URLs of the HTML's text and the plain part. */
export function linksOf(message: SpamMessage): string[] {
  const html = message.html ?? '';
  const hrefs = [...html.matchAll(/<a\b[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)].map((m) => (m[1] ?? m[2] ?? m[3]).trim());
  const bare = [...`${visibleText(html)} ${message.text ?? ''}`.matchAll(/\bhttps?:\/\/[^\s<>"')]+/gi)].map((m) => m[0]);
  return [...hrefs, ...bare];
}

/** The <a> elements of the HTML with their target and visible text. */
const anchorsOf = (html: string) =>
  [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a\s*>/gi)].map((m) => ({
    href:
      /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i
        .exec(m[1])
        ?.slice(1)
        .find((v) => v !== undefined) ?? '',
    text: visibleText(m[2]),
  }));

/** Images a reader sees: a 1×1 (or 0-sized) open-tracking pixel is none. */
export function visibleImages(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*>/gi)].map((m) => m[0]).filter((tag) => !/\b(width|height)\s*=\s*["']?[01](px)?["'\s/>]/i.test(tag));
}

const hostOf = (url: string): string | undefined => {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return undefined;
  }
};

const originOf = (url: string): string | undefined => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

const UNSUBSCRIBE = /unsubscribe|opt[\s-]?out|abmelden|d[ée]sinscri|darse de baja|preview-unsubscribe/i;

/** No link a reader can unsubscribe with (%Link:Unsubscribe% renders as one; so does any link saying so). */
export function noUnsubscribeLink(message: SpamMessage): boolean {
  const anchors = anchorsOf(message.html ?? '');
  if (anchors.some((a) => UNSUBSCRIBE.test(a.href) || UNSUBSCRIBE.test(a.text))) return false;
  return !(message.text ?? '').split('\n').some((line) => UNSUBSCRIBE.test(line) && /https?:\/\//i.test(line));
}

/** An HTML body that is images with next to no words (filters cannot read an image, so spammers hide text in them). */
export function imageOnlyBody(message: SpamMessage): boolean {
  if (!message.html) return false;
  return visibleImages(message.html).length > 0 && wordsOf(visibleText(message.html)).length < 25;
}

/** A subject that shouts: most of its letters upper case, or runs of !, ? or $. */
export function shoutySubject(subject: string): number {
  const letters = subject.replace(/%[^%\s]+%|\{\{[^}]*\}\}/g, '').match(/\p{L}/gu) ?? [];
  const upper = letters.filter((c) => c !== c.toLowerCase()).length;
  const caps = letters.length >= 8 && upper / letters.length >= 0.7;
  const punctuation = /[!?]{2,}|!.*!|\${2,}/.test(subject);
  return (caps ? 1.5 : 0) + (punctuation ? 1 : 0);
}

/** Links outweigh the words: fewer than 12 words of text per link (a bare list of links reads as spam). */
export function linkHeavy(message: SpamMessage): boolean {
  const links = new Set(linksOf(message).filter((l) => /^https?:/i.test(l))).size;
  const words = wordsOf(message.html ? visibleText(message.html) : (message.text ?? '')).length;
  return links >= 3 && words / links < 12;
}

export const URL_SHORTENERS = [
  'bit.ly',
  'bitly.com',
  'tinyurl.com',
  'goo.gl',
  't.co',
  'ow.ly',
  'is.gd',
  'buff.ly',
  'rebrand.ly',
  'cutt.ly',
  'shorturl.at',
  'tiny.cc',
  'rb.gy',
  'bl.ink',
  't.ly',
  'v.gd',
  's.id',
  'shorte.st',
  'adf.ly',
  'qr.ae',
  'lnkd.in',
  'tr.im',
];

/** A link through a public URL shortener (blocklists list them because they hide where the link goes). */
export function shortenedLinks(message: SpamMessage): string[] {
  return linksOf(message).filter((url) => {
    const host = hostOf(url);
    return host !== undefined && URL_SHORTENERS.some((s) => host === s || host.endsWith(`.${s}`));
  });
}

/** A link to a bare IP address instead of a domain (the installation's own links aside: a test setup runs on one). */
export function numericIpLinks(message: SpamMessage): string[] {
  const own = (url: string) => !!message.ownOrigin && originOf(url) === message.ownOrigin;
  return linksOf(message).filter((url) => !own(url) && /^(\d{1,3}\.){3}\d{1,3}$|^\[[0-9a-f:]+\]$/i.test(hostOf(url) ?? ''));
}

/** An HTML message without a plain-text part (or with an empty one). */
export function missingPlainPart(message: SpamMessage): boolean {
  return !!message.html && !(message.text ?? '').trim();
}

/** Elements that must be closed; optional-close ones (p, li, td, tr…) and void ones are not checked. */
const MUST_CLOSE = ['html', 'head', 'body', 'table', 'div', 'span', 'a', 'font', 'b', 'strong', 'i', 'em', 'u', 'center', 'style', 'title', 'ul', 'ol'];

/** HTML a parser has to guess at: a tag left open or closed twice, or a tag cut off by the end of the body. */
export function brokenHtml(html: string | undefined): boolean {
  if (!html) return false;
  const code = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<(style|script)\b[\s\S]*?<\/\1\s*>/gi, '');
  if (/<[a-z/][^>]*$/i.test(code)) return true;
  return MUST_CLOSE.some((tag) => {
    const opened = code.match(new RegExp(`<${tag}(\\s[^>]*)?>`, 'gi'))?.length ?? 0;
    const closed = code.match(new RegExp(`</${tag}\\s*>`, 'gi'))?.length ?? 0;
    return opened !== closed;
  });
}

/** Script, forms, frames or plugins: mail clients strip them and filters distrust them. */
export function activeContent(html: string | undefined): boolean {
  return !!html && /<(script|form|iframe|object|embed|applet)\b/i.test(html);
}

const SPAM_PHRASES = [
  'act now',
  'buy now',
  'click here',
  'limited time',
  '100% free',
  'risk-free',
  'risk free',
  'no obligation',
  'you have been selected',
  "you're a winner",
  'you are a winner',
  'congratulations you',
  'cash bonus',
  'make money fast',
  'earn extra cash',
  'double your',
  'viagra',
  'casino',
  'lottery',
  'wire transfer',
  'urgent response',
  'once in a lifetime',
  'order now',
  'free gift',
  'guaranteed',
];

/** Phrases typical of unsolicited mail, in the subject or the body. */
export function spamPhrases(message: SpamMessage): string[] {
  const text = `${message.subject} ${message.html ? visibleText(message.html) : ''} ${message.text ?? ''}`.toLowerCase().replace(/\s+/g, ' ');
  return SPAM_PHRASES.filter((phrase) => text.includes(phrase));
}

/** No subject, or one only of blanks. */
export const emptySubject = (subject: string): boolean => !subject.trim();

/** Text set invisible (display:none aside from a preheader, zero font size, white on white) to feed filters words. */
export function hiddenText(html: string | undefined): boolean {
  if (!html) return false;
  return /font-size\s*:\s*0(px|pt|em)?\s*[;"']|<font[^>]*size\s*=\s*["']?0|color\s*:\s*#fff(fff)?\b[^"']*background(-color)?\s*:\s*#fff(fff)?\b/i.test(html);
}

const when = (fired: boolean, points: number) => (fired ? points : 0);

/** The rules in the order Details lists them; points add up to the score. */
export const SPAM_RULES: readonly SpamRule[] = [
  { name: 'NO_UNSUBSCRIBE_LINK', description: 'No unsubscribe link (add %Link:Unsubscribe%)', score: (m) => when(noUnsubscribeLink(m), 2.5) },
  { name: 'HTML_IMAGE_ONLY', description: 'HTML body is images with fewer than 25 words of text', score: (m) => when(imageOnlyBody(m), 2.2) },
  { name: 'SUBJ_SHOUTING', description: 'Subject in capitals or with repeated !, ? or $', score: (m) => shoutySubject(m.subject) },
  { name: 'SUBJ_EMPTY', description: 'Message has no subject', score: (m) => when(emptySubject(m.subject), 1.5) },
  { name: 'LINK_TEXT_RATIO', description: 'Fewer than 12 words of text per link', score: (m) => when(linkHeavy(m), 1.2) },
  {
    name: 'URI_SHORTENER',
    description: 'Link through a URL shortener (bit.ly, tinyurl.com…)',
    score: (m) => when(shortenedLinks(m).length > 0, 2.0),
    found: shortenedLinks,
  },
  { name: 'URI_NUMERIC_IP', description: 'Link to a bare IP address', score: (m) => when(numericIpLinks(m).length > 0, 1.5), found: numericIpLinks },
  { name: 'MIME_HTML_ONLY', description: 'HTML message without a plain-text part', score: (m) => when(missingPlainPart(m), 1.0) },
  { name: 'HTML_BROKEN', description: 'HTML with tags left open, closed twice or cut off', score: (m) => when(brokenHtml(m.html), 0.8) },
  { name: 'HTML_ACTIVE_CONTENT', description: 'HTML with script, form, frame or plugin', score: (m) => when(activeContent(m.html), 1.5) },
  { name: 'HTML_HIDDEN_TEXT', description: 'Text hidden by a zero font size or white on white', score: (m) => when(hiddenText(m.html), 1.0) },
  { name: 'SPAM_PHRASES', description: 'Phrases typical of unsolicited mail', score: (m) => Math.min(3, spamPhrases(m).length * 0.8), found: spamPhrases },
];
