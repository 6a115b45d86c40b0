export type OutboundFailure = 'invalid-url' | 'blocked-address' | 'timeout' | 'too-large' | 'too-many-redirects' | 'network';

/** Why an outbound request did not produce a response; the message is safe to log, never to show as-is to a client. */
export class OutboundHttpError extends Error {
  constructor(
    readonly reason: OutboundFailure,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundHttpError';
  }
}
