import { type Condition, parseCondition } from './merge-tag.condition';

/**
 * The vendor's personalisation syntax, parsed once per template into literal text, tags and blocks:
 * - legacy `%Scope:Name%` (no fallback, no helper);
 * - handlebars-style `{{ helper Scope:Name|"fallback" }}` (value encoded for where it stands) and
 *   `{{{ … }}}` (inserted as is);
 * - the current date: `{{ dateFormat-<PHP format, _ for spaces> Now }}` and legacy `%Date=<PHP format>%`;
 * - random data: `%Random:FirstName%`, `%Random:LastName%`, `%Random:Letters:N%`, `%Random:Numbers:N%`,
 *   `%Random:Alpha:N%`, and content spinning `[[one|two|three]]`;
 * - conditional blocks: `{{ if Subscriber:Field<op>value }} … {{ else }} … {{ endif }}` and legacy
 *   `[IF:%Subscriber:Field%<op>value] … [ELSE] … [ENDIF]`, nested in any mix.
 * Scopes: Subscriber, User, Link, List, Campaign, and Track (this service's own click and open links).
 * Anything else, and a block without its end, is literal text: `%`, braces and brackets are common in real content.
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

/** the moment of sending, in a PHP date format */
export interface DateSegment {
  kind: 'date';
  format: string;
  at: number;
}

export type RandomKind = 'FirstName' | 'LastName' | 'Letters' | 'Numbers' | 'Alpha';

export interface RandomSegment {
  kind: 'random';
  what: RandomKind;
  /** characters, for Letters, Numbers and Alpha */
  length: number;
  at: number;
}

/** `[[a|b|c]]`: one variant per recipient */
export interface SpinSegment {
  kind: 'spin';
  variants: Segment[][];
  at: number;
}

export interface ConditionSegment {
  kind: 'if';
  condition: Condition;
  then: Segment[];
  otherwise: Segment[];
  at: number;
}

export type Segment = TextSegment | TagSegment | DateSegment | RandomSegment | SpinSegment | ConditionSegment;

export const TAG_SCOPES = ['Subscriber', 'User', 'Link', 'List', 'Campaign', 'Track'] as const;
export type TagScope = (typeof TAG_SCOPES)[number];

const SCOPE = TAG_SCOPES.join('|');
const NAME = '[A-Za-z0-9_]+(?::[A-Za-z0-9_]+)*';
const LEGACY = `%(?<legacyScope>${SCOPE}):(?<legacyName>${NAME})%`;
// {{{ … }}} before {{ … }}; the helper is a word that may carry a -suffix (ellipsis-50, dateFormat-F_j,_Y)
const MODERN =
  `(?<open>\\{\\{\\{?)\\s*(?:(?<helper>[A-Za-z][^\\s{}|"]*)\\s+)?(?:(?<scope>${SCOPE}):(?<name>${NAME})|(?<now>Now))` +
  `\\s*(?:\\|\\s*"(?<fallback>[^"]*)"\\s*)?(?<close>\\}\\}\\}?)`;
const IF = `\\{\\{\\s*if\\s+(?<ifModern>[^{}]+?)\\s*\\}\\}|\\[IF:(?<ifLegacy>[^\\]]+)\\]`;
const ELSE = `(?<else>\\{\\{\\s*else\\s*\\}\\}|\\[ELSE\\])`;
const ENDIF = `(?<endif>\\{\\{\\s*endif\\s*\\}\\}|\\[ENDIF\\])`;
const DATE = `%Date=(?<date>[^%\\n]+)%`;
const RANDOM = `%Random:(?<random>FirstName|LastName|(?:Letters|Numbers|Alpha):\\d{1,3})%`;
const SPIN = `\\[\\[(?<spin>[^\\[\\]\\n]*\\|[^\\[\\]\\n]*)\\]\\]`;
// blocks first: `{{ if Subscriber:X }}` must not read as a tag with the helper `if`
const TOKEN = new RegExp([IF, ELSE, ENDIF, LEGACY, MODERN, DATE, RANDOM, SPIN].map((p) => `(?:${p})`).join('|'), 'g');
const MAX_RANDOM_LENGTH = 256;

/**
 * The template with every span the parser reads as syntax (tags, block markers, dates, random values, spins)
 * replaced by `replace(span)`. A span that turns out to be literal (e.g. `{{{ x }}`) is replaced too.
 */
export function replaceMergeTagSpans(template: string, replace: (span: string) => string): string {
  return template.replace(TOKEN, replace);
}

interface Frame {
  block: ConditionSegment;
  /** the `if` token and, once seen, the `else` token as written (a block left open becomes text again) */
  ifSource: string;
  elseSource?: string;
  inElse: boolean;
}

export function parseMergeTags(template: string, offset = 0): Segment[] {
  const root: Segment[] = [];
  const stack: Frame[] = [];
  const target = (): Segment[] => {
    const frame = stack[stack.length - 1];
    return !frame ? root : frame.inElse ? frame.block.otherwise : frame.block.then;
  };
  const text = (t: string) => t && target().push({ kind: 'text', text: t });
  let last = 0;
  for (const m of template.matchAll(TOKEN)) {
    const g = m.groups as Groups;
    const at = m.index;
    text(template.slice(last, at));
    last = at + m[0].length;
    const frame = stack[stack.length - 1];
    if (g.ifModern !== undefined || g.ifLegacy !== undefined) {
      const condition = parseCondition(g.ifModern ?? g.ifLegacy ?? '');
      if (!condition) text(m[0]);
      else stack.push({ block: { kind: 'if', condition, then: [], otherwise: [], at: at + offset }, ifSource: m[0], inElse: false });
    } else if (g.else !== undefined) {
      if (!frame || frame.inElse) text(m[0]);
      else Object.assign(frame, { inElse: true, elseSource: m[0] });
    } else if (g.endif !== undefined) {
      stack.pop();
      if (frame) target().push(frame.block);
      else text(m[0]);
    } else {
      const segment = simpleSegment(g, m[0], at + offset);
      if (segment) target().push(segment);
      else text(m[0]);
    }
  }
  text(template.slice(last));
  // blocks without their end are text, as written
  while (stack.length) {
    const frame = stack.pop() as Frame;
    const parts: Segment[] = [{ kind: 'text', text: frame.ifSource }, ...frame.block.then];
    if (frame.elseSource !== undefined) parts.push({ kind: 'text', text: frame.elseSource }, ...frame.block.otherwise);
    target().push(...parts);
  }
  return root;
}

type Groups = Partial<
  Record<
    | 'ifModern'
    | 'ifLegacy'
    | 'else'
    | 'endif'
    | 'legacyScope'
    | 'legacyName'
    | 'open'
    | 'helper'
    | 'scope'
    | 'name'
    | 'now'
    | 'fallback'
    | 'close'
    | 'date'
    | 'random'
    | 'spin',
    string
  >
>;

function simpleSegment(g: Groups, source: string, at: number): Segment | undefined {
  if (g.legacyScope) return { kind: 'tag', scope: g.legacyScope as TagScope, name: g.legacyName as string, raw: false, source, at };
  if (g.open) return modernTag(g, source, at);
  if (g.date !== undefined) return { kind: 'date', format: g.date, at };
  if (g.random !== undefined) {
    const [what, length] = g.random.split(':');
    const n = Number(length ?? 0);
    return n > MAX_RANDOM_LENGTH ? undefined : { kind: 'random', what: what as RandomKind, length: n, at };
  }
  if (g.spin !== undefined) return spin(g.spin, at);
  return undefined;
}

function spin(inner: string, at: number): SpinSegment {
  let from = at + 2;
  const variants = inner.split('|').map((variant) => {
    const parsed = parseMergeTags(variant, from);
    from += variant.length + 1;
    return parsed;
  });
  return { kind: 'spin', variants, at };
}

function modernTag(g: Groups, source: string, at: number): Segment | undefined {
  const { open = '', close = '', helper, fallback } = g;
  // `{{{ x }}` or `{{ x }}}` is not a tag
  if (open.length !== close.length) return undefined;
  if (g.now) {
    const format = /^dateFormat-(.+)$/i.exec(helper ?? '');
    return format ? { kind: 'date', format: format[1].replace(/_/g, ' '), at } : undefined;
  }
  return {
    kind: 'tag',
    scope: g.scope as TagScope,
    name: g.name as string,
    ...(fallback !== undefined ? { fallback } : {}),
    ...(helper && helper !== 'raw' ? { helper } : {}),
    raw: open.length === 3 || helper === 'raw',
    source,
    at,
  };
}
