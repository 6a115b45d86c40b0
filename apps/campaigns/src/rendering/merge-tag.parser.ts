/**
 * The vendor's personalisation syntax, split into literal text and tags once per template:
 * - legacy `%Scope:Name%` (no fallback, no helper);
 * - handlebars-style `{{ helper Scope:Name|"fallback" }}` (value encoded for where it stands) and
 *   `{{{ … }}}` (inserted as is).
 * Scopes: Subscriber, User, Link, List, Campaign, and Track (this service's own click and open links).
 * Anything else is literal text: `%` and braces are common in real content.
 */
export interface TextSegment {
  kind: 'text';
  text: string;
}

export interface TagSegment {
  kind: 'tag';
  scope: TagScope;
  /** e.g. `EmailAddress`, `CustomField3`, `Unsubscribe`, `SocialShare:Twitter` */
  name: string;
  fallback?: string;
  helper?: string;
  /** `{{{ }}}` or the `raw` helper: never encoded */
  raw: boolean;
  /** the tag as written, kept when nothing resolves it */
  source: string;
  /** offset of the tag in the template */
  at: number;
}

export type Segment = TextSegment | TagSegment;

export const TAG_SCOPES = ['Subscriber', 'User', 'Link', 'List', 'Campaign', 'Track'] as const;
export type TagScope = (typeof TAG_SCOPES)[number];

const SCOPE = TAG_SCOPES.join('|');
const NAME = '[A-Za-z0-9_]+(?::[A-Za-z0-9_]+)*';
const LEGACY = `%(${SCOPE}):(${NAME})%`;
// {{{ … }}} before {{ … }}; the helper is a word that may carry a -suffix (ellipsis-50, dateFormat-Y-m-d)
const MODERN = `(\\{\\{\\{?)\\s*(?:([A-Za-z][\\w-]*)\\s+)?(${SCOPE}):(${NAME})\\s*(?:\\|\\s*"([^"]*)"\\s*)?(\\}\\}\\}?)`;
const TAG = new RegExp(`${LEGACY}|${MODERN}`, 'g');

export function parseMergeTags(template: string): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const m of template.matchAll(TAG)) {
    const at = m.index;
    const tag = tagOf(m, at);
    if (!tag) continue;
    if (at > last) segments.push({ kind: 'text', text: template.slice(last, at) });
    segments.push(tag);
    last = at + m[0].length;
  }
  if (last < template.length) segments.push({ kind: 'text', text: template.slice(last) });
  return segments;
}

function tagOf(m: RegExpMatchArray, at: number): TagSegment | undefined {
  if (m[1]) return { kind: 'tag', scope: m[1] as TagScope, name: m[2], raw: false, source: m[0], at };
  const [, , , open, helper, scope, name, fallback, close] = m;
  // `{{{ x }}` or `{{ x }}}` is not a tag; conditional blocks are not supported and stay as written
  if (open.length !== close.length || helper === 'if') return undefined;
  return {
    kind: 'tag',
    scope: scope as TagScope,
    name,
    ...(fallback !== undefined ? { fallback } : {}),
    ...(helper && helper !== 'raw' ? { helper } : {}),
    raw: open.length === 3 || helper === 'raw',
    source: m[0],
    at,
  };
}
