import type { BusReply } from '@mail/contracts';

/**
 * A reply body that is already JSON text (e.g. a cached read): the transports put it on the wire as
 * it is instead of serialising an object again. Anything else that serialises it gets the same JSON.
 * With an `etag` (a name of exactly this text, e.g. a cache key holding a data version), a caller that keeps the
 * body may send the etag back as `meta.ifNoneMatch`, and the handler may answer `NotModified` instead of the text.
 */
export class JsonText<T = unknown> {
  /** the type of the value the text encodes, for the compiler only */
  declare readonly encodes?: T;

  constructor(
    readonly json: string,
    readonly etag?: string,
  ) {}

  static of<T>(value: T): JsonText<T> {
    return new JsonText<T>(JSON.stringify(value));
  }

  toJSON(): unknown {
    return JSON.parse(this.json);
  }
}

/** A success answer to a request whose `meta.ifNoneMatch` names the body the handler would send: the caller's copy is current. */
export class NotModified {
  constructor(readonly etag: string) {}

  toJSON(): unknown {
    return { notModified: this.etag };
  }
}

const OK_PREFIX = '{"ok":true,"body":';
const TAGGED_PREFIX = '{"ok":true,"etag":';
const NOT_MODIFIED_PREFIX = '{"ok":true,"notModified":';

/**
 * The body's JSON text of a success reply's wire text (as `replyText` writes it), without parsing
 * it; undefined for any other reply. Lets the edge splice a service's JSON into the envelope.
 */
export function successBodyText(text: string): string | undefined {
  return text.startsWith(OK_PREFIX) && text.endsWith('}') ? text.slice(OK_PREFIX.length, -1) : undefined;
}

/** The etag and body text of a success whose body is a JsonText with an etag (as `replyText` writes it); undefined otherwise. */
export function taggedBodyText(text: string): { etag: string; json: string } | undefined {
  if (!text.startsWith(TAGGED_PREFIX) || !text.endsWith('}')) return undefined;
  const end = text.indexOf('","body":', TAGGED_PREFIX.length);
  if (end < 0) return undefined;
  return { etag: JSON.parse(text.slice(TAGGED_PREFIX.length, end + 1)) as string, json: text.slice(end + '","body":'.length, -1) };
}

/** The etag of a NotModified answer's wire text; undefined for any other reply. */
export function notModifiedEtag(text: string): string | undefined {
  return text.startsWith(NOT_MODIFIED_PREFIX) && text.endsWith('}') ? (JSON.parse(text.slice(NOT_MODIFIED_PREFIX.length, -1)) as string) : undefined;
}

/** UTF-8 bytes of wire text: Buffer.from, not TextEncoder, which takes about three times as long on Node 20 */
export function utf8(text: string): Uint8Array {
  return Buffer.from(text);
}

const wireBytes = new WeakMap<JsonText, Uint8Array>();

/**
 * The wire bytes of a bus reply (`replyText`, UTF-8). A success whose body is a JsonText is encoded once per JsonText:
 * a cached reply (the same JsonText answered again) goes out as the bytes made the first time.
 */
export function replyBytes(reply: unknown): Uint8Array {
  const body = (reply as BusReply | undefined)?.ok === true ? (reply as { body?: unknown }).body : undefined;
  if (!(body instanceof JsonText)) return utf8(replyText(reply) || 'null');
  let bytes = wireBytes.get(body);
  if (!bytes) wireBytes.set(body, (bytes = utf8(replyText(reply))));
  return bytes;
}

/** The wire text of a bus reply; a JsonText body is spliced, not re-serialised. */
export function replyText(reply: unknown): string {
  const r = reply as BusReply | undefined;
  if (r && r.ok === true && r.body instanceof JsonText)
    return r.body.etag === undefined ? `${OK_PREFIX}${r.body.json}}` : `${TAGGED_PREFIX}${JSON.stringify(r.body.etag)},"body":${r.body.json}}`;
  if (r && r.ok === true && r.body instanceof NotModified) return `${NOT_MODIFIED_PREFIX}${JSON.stringify(r.body.etag)}}`;
  return reply === undefined ? '' : JSON.stringify(reply);
}
