/**
 * A user's account-wide header and footer blocks (user.emailcontent.*), added to every campaign message: the HTML
 * ones inside the HTML body, the plain ones around the plain text. They are part of the source the compiler
 * personalises, so merge tags and links in them work as in the email itself.
 */
export interface HeaderFooter {
  plainHeader: string;
  plainFooter: string;
  htmlHeader: string;
  htmlFooter: string;
}

const BODY_OPEN = /<body\b[^>]*>/i;
const BODY_CLOSE = /<\/body\s*>(?![\s\S]*<\/body\s*>)/i;

/** The header right after `<body …>` and the footer right before the last `</body>`; around the whole HTML when it has no body tags. */
export function withHtmlHeaderFooter(html: string, blocks: HeaderFooter | undefined): string {
  if (!blocks || (!blocks.htmlHeader && !blocks.htmlFooter)) return html;
  const open = BODY_OPEN.exec(html);
  const withHeader = open ? html.slice(0, open.index + open[0].length) + blocks.htmlHeader + html.slice(open.index + open[0].length) : blocks.htmlHeader + html;
  const close = BODY_CLOSE.exec(withHeader);
  return close ? withHeader.slice(0, close.index) + blocks.htmlFooter + withHeader.slice(close.index) : withHeader + blocks.htmlFooter;
}

/** The plain header before the text and the plain footer after it, as written (the user puts the line breaks in them). */
export function withPlainHeaderFooter(text: string, blocks: HeaderFooter | undefined): string {
  return blocks ? blocks.plainHeader + text + blocks.plainFooter : text;
}
