import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';

import { bodyTooLarge, malformedBody } from './request-rejected';

/** A declared Content-Length above the limit is refused before a byte is read. */
export function declaresTooMuch(headers: IncomingHttpHeaders, maxBytes: number): boolean {
  return Number(headers['content-length'] ?? 0) > maxBytes;
}

/**
 * Reads a body stream into memory, counting while it streams: past `maxBytes` it stops reading
 * (pauses; the answer closes the connection) instead of buffering the rest.
 */
export function readLimited(stream: Readable, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      stream.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) return void chunks.push(chunk);
      stop();
      stream.pause();
      reject(bodyTooLarge(maxBytes));
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = () => {
      stop();
      reject(malformedBody('the connection failed while the body was sent'));
    };
    const onClose = () => {
      if (!stream.readableEnded) onError();
    };
    stream.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}
