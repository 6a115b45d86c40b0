import { HardFailure } from '@mail/contracts';

/**
 * A request the edge refuses while reading it (too large, too many fields, too deep, malformed).
 * `unread`: the rest of the body was left on the socket, so the answer must close the connection.
 */
export class RequestRejected extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly unread = false,
  ) {
    super(message);
    this.name = 'RequestRejected';
  }
}

export function bodyTooLarge(maxBytes: number): RequestRejected {
  return new RequestRejected(HardFailure.InvalidConnectionMethod, `Request too large: the body may have at most ${maxBytes} bytes.`, true);
}

export function tooManyFields(maxFields: number): RequestRejected {
  return new RequestRejected(HardFailure.InvalidConnectionMethod, `Request too large: at most ${maxFields} fields are accepted.`, true);
}

export function invalidJson(): RequestRejected {
  return new RequestRejected(HardFailure.InvalidJson, 'Request body is not valid JSON.');
}

export function nestedTooDeep(maxDepth: number): RequestRejected {
  return new RequestRejected(HardFailure.InvalidJson, `Request body nests deeper than ${maxDepth} levels.`);
}

export function malformedBody(detail: string): RequestRejected {
  return new RequestRejected(HardFailure.InvalidJson, `The request body could not be read: ${detail}.`, true);
}

export function bodiesBusy(): RequestRejected {
  return new RequestRejected(HardFailure.ComponentUnavailable, 'The server is receiving too many large requests at once; send this one again shortly.', true);
}
