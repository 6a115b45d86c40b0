import type { ValidateScope } from '@mail/contracts';
import { escapeHtml } from '@mail/mail';

import { usesLinkTag } from '../../rendering/link-tags';

export interface EmailContent {
  html: string;
  plain: string;
}

/** SubjectSetToTitleElement: the HTML's <title> becomes the subject (added to <head>, or in front of a fragment). */
export function withTitle(html: string, subject: string): string {
  const title = `<title>${escapeHtml(subject)}</title>`;
  if (/<title\b[^>]*>[\s\S]*?<\/title>/i.test(html)) return html.replace(/<title\b[^>]*>[\s\S]*?<\/title>/i, title);
  if (/<head\b[^>]*>/i.test(html)) return html.replace(/<head\b[^>]*>/i, (head) => head + title);
  if (/<html\b[^>]*>/i.test(html)) return html.replace(/<html\b[^>]*>/i, (tag) => `${tag}<head>${title}</head>`);
  return title + html;
}

export function contentType(content: EmailContent): 'Both' | 'HTML' | 'Plain' | '' {
  const html = content.html.trim() !== '';
  const plain = content.plain.trim() !== '';
  return html && plain ? 'Both' : html ? 'HTML' : plain ? 'Plain' : '';
}

type LinkRule = { code: number; link: string; part: keyof EmailContent; message: string };

const rule = (code: number, link: string, part: keyof EmailContent, what: string): LinkRule => ({
  code,
  link,
  part,
  message: `${what} link (%Link:${link}%) is missing in the ${part === 'html' ? 'HTML' : 'plain'} content`,
});

/** The links each ValidateScope requires, in the spec's code order; a part without content needs none. */
const SCOPE_RULES: Record<ValidateScope, LinkRule[]> = {
  Campaign: [rule(11, 'Unsubscribe', 'html', 'Unsubscription'), rule(12, 'Unsubscribe', 'plain', 'Unsubscription')],
  OptIn: [
    rule(13, 'Confirm', 'html', 'Opt-in confirmation'),
    rule(14, 'Confirm', 'plain', 'Opt-in confirmation'),
    rule(15, 'Reject', 'html', 'Opt-in reject'),
    rule(16, 'Reject', 'plain', 'Opt-in reject'),
  ],
  AutoResponder: [],
};

export function missingScopeLink(scope: ValidateScope, content: EmailContent): { code: number; message: string } | undefined {
  return SCOPE_RULES[scope].find((r) => content[r.part].trim() !== '' && !usesLinkTag(content[r.part], r.link));
}
