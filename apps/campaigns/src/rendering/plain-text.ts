import { convert } from 'html-to-text';

/** The plain-text alternative of an HTML body (when the email has none): links as `text [url]`, images dropped. */
export function plainTextOf(html: string): string {
  return convert(html, {
    wordwrap: 78,
    selectors: [
      { selector: 'img', format: 'skip' },
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    ],
  });
}
