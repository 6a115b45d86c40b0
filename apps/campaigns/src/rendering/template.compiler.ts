import { escapeHtml } from '@mail/mail';

import { mergeTagHelper } from './merge-tag.helpers';
import { parseMergeTags, type TagSegment } from './merge-tag.parser';

/** How a resolved tag is filled in: a field value (encoded for where it stands) or a URL this service made. */
export type ResolvedTag<C> = { kind: 'field'; value: (ctx: C) => string } | { kind: 'link'; value: (ctx: C) => string };

/** Resolves a tag once, at compile time; undefined keeps the tag as written. */
export type TagResolver<C> = (tag: TagSegment) => ResolvedTag<C> | undefined;

export type RenderFn<C> = (ctx: C) => string;

/**
 * How the output is written: literal text is encoded once at compile time, each value per render (e.g. the
 * pieces of a quoted-printable body). Default: as is.
 */
export type OutputEncoding = (text: string) => string;

type Part<C> = string | RenderFn<C>;

/**
 * Compiles a template into a function of the recipient: tags are parsed and resolved once, so rendering one
 * message is a walk over prepared parts. In `html` a field value is HTML-escaped, or URL-encoded inside an
 * href/src attribute (the vendor's rule), unless raw; in `text` (subject, plain body) it is inserted as is.
 */
export function compileTemplate<C>(template: string, mode: 'html' | 'text', resolve: TagResolver<C>, output?: OutputEncoding): RenderFn<C> {
  const urlRanges = mode === 'html' ? urlAttributeRanges(template) : [];
  const merged: Part<C>[] = [];
  for (const segment of parseMergeTags(template)) {
    const part = segment.kind === 'text' ? segment.text : partOf(segment, resolve(segment), mode, urlRanges);
    const previous = merged[merged.length - 1];
    if (typeof part === 'string' && typeof previous === 'string') merged[merged.length - 1] = previous + part;
    else merged.push(part);
  }
  const parts = output ? merged.map((part) => (typeof part === 'string' ? output(part) : (ctx: C) => output(part(ctx)))) : merged;
  if (parts.length === 0) return () => '';
  if (parts.length === 1 && typeof parts[0] === 'string') {
    const constant = parts[0];
    return () => constant;
  }
  return (ctx) => {
    let out = '';
    for (const part of parts) out += typeof part === 'string' ? part : part(ctx);
    return out;
  };
}

function partOf<C>(tag: TagSegment, resolved: ResolvedTag<C> | undefined, mode: 'html' | 'text', urlRanges: [number, number][]): Part<C> {
  if (!resolved) return tag.source;
  const { value } = resolved;
  if (resolved.kind === 'link') return mode === 'html' ? (ctx) => value(ctx).replace(/&/g, '&amp;') : value;
  const helper = mergeTagHelper(tag.helper);
  const fallback = tag.fallback;
  const encode = tag.raw || mode === 'text' ? undefined : urlRanges.some(([from, to]) => tag.at >= from && tag.at < to) ? encodeUrlValue : escapeHtml;
  return (ctx) => {
    let v = value(ctx);
    if (!v && fallback !== undefined) v = fallback;
    if (helper) v = helper(v);
    return encode ? encode(v) : v;
  };
}

function encodeUrlValue(value: string): string {
  return encodeURIComponent(value).replace(/'/g, '%27');
}

/** [start, end) of every quoted href/src attribute value */
function urlAttributeRanges(html: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (const m of html.matchAll(/\s(?:href|src)\s*=\s*("[^"]*"|'[^']*')/gi)) {
    const end = m.index + m[0].length;
    ranges.push([end - m[1].length, end]);
  }
  return ranges;
}
