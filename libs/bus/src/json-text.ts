import type { BusReply } from '@mail/contracts';

/**
 * A reply body that is already JSON text (e.g. a cached read): the transports put it on the wire as
 * it is instead of serialising an object again. Anything else that serialises it gets the same JSON.
 */
export class JsonText {
  constructor(readonly json: string) {}

  static of(value: unknown): JsonText {
    return new JsonText(JSON.stringify(value));
  }

  toJSON(): unknown {
    return JSON.parse(this.json);
  }
}

const OK_PREFIX = '{"ok":true,"body":';

/**
 * The body's JSON text of a success reply's wire text (as `replyText` writes it), without parsing
 * it; undefined for any other reply. Lets the edge splice a service's JSON into the envelope.
 */
export function successBodyText(text: string): string | undefined {
  return text.startsWith(OK_PREFIX) && text.endsWith('}') ? text.slice(OK_PREFIX.length, -1) : undefined;
}

/** The wire text of a bus reply; a JsonText body is spliced, not re-serialised. */
export function replyText(reply: unknown): string {
  const r = reply as BusReply | undefined;
  if (r && r.ok === true && r.body instanceof JsonText) return `${OK_PREFIX}${r.body.json}}`;
  return reply === undefined ? '' : JSON.stringify(reply);
}
