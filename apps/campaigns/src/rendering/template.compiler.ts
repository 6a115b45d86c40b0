import { escapeHtml } from '@mail/mail';

import { testCondition } from './merge-tag.condition';
import { mergeTagHelper } from './merge-tag.helpers';
import { parseMergeTags, type Segment, type TagSegment } from './merge-tag.parser';
import { formatPhpDate } from './php-date';
import { randomValue, seededDraw } from './random-data';

/** How a resolved tag is filled in: a field value (encoded for where it stands) or a URL this service made. */
export type ResolvedTag<C> = { kind: 'field'; value: (ctx: C) => string } | { kind: 'link'; value: (ctx: C) => string };

/** Resolves a tag once, at compile time; undefined keeps the tag as written. */
export type TagResolver<C> = (tag: TagSegment) => ResolvedTag<C> | undefined;

export type RenderFn<C> = (ctx: C) => string;

/** What every rendering has beside its own fields: the moment it stands for, and the seed of its random values. */
export interface TemplateContext {
  readonly now: Date;
  /** the same for the same recipient of the same send (its web view draws the same values) */
  readonly seed: string;
}

/**
 * How the output is written: literal text is encoded once at compile time, each value per render (e.g. the
 * pieces of a quoted-printable body). Default: as is.
 */
export type OutputEncoding = (text: string) => string;

/** literal text, a value (not yet output-encoded), or a block whose function returns encoded output */
type Part<C> = string | RenderFn<C> | { block: RenderFn<C> };

/**
 * Compiles a template into a function of the recipient: tags and blocks are parsed and resolved once, so rendering
 * one message is a walk over prepared parts. In `html` a value is HTML-escaped, or URL-encoded inside an href/src
 * attribute (the vendor's rule), unless raw; in `text` (subject, plain body) it is inserted as is.
 */
export function compileTemplate<C extends TemplateContext>(
  template: string,
  mode: 'html' | 'text',
  resolve: TagResolver<C>,
  output: OutputEncoding = (text) => text,
): RenderFn<C> {
  const urlRanges = mode === 'html' ? urlAttributeRanges(template) : [];
  const encoderAt = (at: number, raw: boolean) =>
    raw || mode === 'text' ? undefined : urlRanges.some(([from, to]) => at >= from && at < to) ? encodeUrlValue : escapeHtml;

  const value = (at: number, fn: RenderFn<C>): RenderFn<C> => {
    const encode = encoderAt(at, false);
    return encode ? (ctx) => encode(fn(ctx)) : fn;
  };

  const partOf = (segment: Segment): Part<C> => {
    switch (segment.kind) {
      case 'text':
        return segment.text;
      case 'tag':
        return tagPart(segment, resolve(segment), mode, encoderAt(segment.at, segment.raw));
      case 'date':
        return value(segment.at, (ctx) => formatPhpDate(ctx.now, segment.format));
      case 'random':
        return value(segment.at, (ctx) => randomValue(segment.what, segment.length, seededDraw(ctx.seed, segment.at)));
      case 'spin': {
        const variants = segment.variants.map(compile);
        return { block: (ctx) => variants[Math.floor(seededDraw(ctx.seed, segment.at)() * variants.length)](ctx) };
      }
      case 'if': {
        const { condition } = segment;
        const field = resolve({ kind: 'tag', scope: condition.scope, name: condition.name, raw: true, source: '', at: segment.at });
        const read: RenderFn<C> = field?.kind === 'field' ? field.value : () => '';
        const then = compile(segment.then);
        const otherwise = compile(segment.otherwise);
        return { block: (ctx) => (testCondition(condition, read(ctx)) ? then(ctx) : otherwise(ctx)) };
      }
    }
  };

  function compile(segments: Segment[]): RenderFn<C> {
    const merged: Part<C>[] = [];
    for (const part of segments.map(partOf)) {
      const previous = merged[merged.length - 1];
      if (typeof part === 'string' && typeof previous === 'string') merged[merged.length - 1] = previous + part;
      else merged.push(part);
    }
    const parts = merged.map((part): string | RenderFn<C> => {
      if (typeof part === 'string') return output(part);
      if (typeof part === 'function') return (ctx) => output(part(ctx));
      return part.block;
    });
    return join(parts);
  }

  return compile(parseMergeTags(template));
}

function join<C>(parts: (string | RenderFn<C>)[]): RenderFn<C> {
  if (parts.length === 0) return () => '';
  if (parts.length === 1) {
    const [only] = parts;
    return typeof only === 'string' ? () => only : only;
  }
  return (ctx) => {
    let out = '';
    for (const part of parts) out += typeof part === 'string' ? part : part(ctx);
    return out;
  };
}

function tagPart<C>(tag: TagSegment, resolved: ResolvedTag<C> | undefined, mode: 'html' | 'text', encode: ((v: string) => string) | undefined): Part<C> {
  if (!resolved) return tag.source;
  const { value } = resolved;
  if (resolved.kind === 'link') return mode === 'html' ? (ctx) => value(ctx).replace(/&/g, '&amp;') : value;
  const helper = mergeTagHelper(tag.helper);
  const fallback = tag.fallback;
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
