import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

import { HardFailure } from '@mail/contracts';

import { render } from '../render/render';

export interface ClientErrorLimits {
  maxHeaderBytes: number;
  requestTimeoutMs: number;
}

/**
 * Node's `clientError` (the request could not be parsed as HTTP, its headers overflowed, or it was
 * not received in time) answered with our hard-failure envelope on the raw socket, since no
 * request object exists for Fastify to reply through.
 */
export function clientErrorHandler(limits: ClientErrorLimits): (error: NodeJS.ErrnoException, socket: Duplex) => void {
  return (error, socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const started = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
    if (!socket.writable || started) return void socket.destroy();
    const rendered = render({ type: 'hard', code: HardFailure.InvalidConnectionMethod, message: messageFor(error.code, limits) }, 'legacy', 'JSON');
    const head = [
      `HTTP/1.1 ${rendered.status} ${STATUS_CODES[rendered.status]}`,
      `content-type: ${rendered.contentType}`,
      `content-length: ${Buffer.byteLength(rendered.body)}`,
      'connection: close',
    ];
    socket.end(`${head.join('\r\n')}\r\n\r\n${rendered.body}`, () => socket.destroy());
  };
}

function messageFor(code: string | undefined, limits: ClientErrorLimits): string {
  if (code === 'HPE_HEADER_OVERFLOW') return `Request too large: the request line and headers may have at most ${limits.maxHeaderBytes} bytes.`;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return `Request timed out: it was not received completely within ${limits.requestTimeoutMs} ms.`;
  return 'Malformed HTTP request.';
}
