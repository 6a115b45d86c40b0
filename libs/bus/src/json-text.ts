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

/** The wire text of a bus reply; a JsonText body is spliced, not re-serialised. */
export function replyText(reply: unknown): string {
  const r = reply as BusReply | undefined;
  if (r && r.ok === true && r.body instanceof JsonText) return `{"ok":true,"body":${r.body.json}}`;
  return reply === undefined ? '' : JSON.stringify(reply);
}
