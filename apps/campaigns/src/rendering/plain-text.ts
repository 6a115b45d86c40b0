import { compile, type SelectorDefinition } from 'html-to-text';

import { replaceMergeTagSpans } from './merge-tag.parser';

const selectors: SelectorDefinition[] = [
  { selector: 'img', format: 'skip' },
  { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
];
const toText = compile({ wordwrap: 78, selectors });
// a merge tag on its own: entities decoded and markup dropped (a spin's variants may hold some), never wrapped
const spanText = compile({ wordwrap: false, selectors });

const CLOSE = '⟧';

/**
 * The plain-text alternative of an HTML body (when the email has none): links as `text [url]`, images dropped.
 * Merge tags come through as written: html-to-text upper-cases headings and wraps long lines (a tag in a heading
 * or a long href would no longer be a tag), so each tag stands in as a marker without letters or spaces while the
 * HTML is converted, and is put back after. Its value is filled per recipient like any tag of a plain part.
 */
export function plainTextOf(html: string): string {
  let open = '⟦';
  while (html.includes(open)) open += '⟦';
  const spans: string[] = [];
  const markerOf = new Map<string, string>();
  const marked = replaceMergeTagSpans(html, (span) => {
    let marker = markerOf.get(span);
    if (marker === undefined) {
      marker = `${open}${spans.push(spanText(span).replace(/\s+/g, ' ').trim()) - 1}${CLOSE}`;
      markerOf.set(span, marker);
    }
    return marker;
  });
  return toText(marked).replace(new RegExp(`${open}(\\d+)${CLOSE}`, 'g'), (_, i: string) => spans[Number(i)]);
}
