import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

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
  const chunks: Buffer[] = [];
  return readInto(stream, maxBytes, { add: (chunk) => chunks.push(chunk), end: (size) => Buffer.concat(chunks, size) });
}

/**
 * `readLimited(…).toString('utf8')` without holding the body twice more: each chunk is decoded as it arrives (a
 * character split between chunks is kept for the next) and let go, so a 10 MB body is held as its text only, not
 * also as its chunks and their concatenation.
 */
export function readLimitedText(stream: Readable, maxBytes: number): Promise<string> {
  const decoder = new StringDecoder('utf8');
  const parts: string[] = [];
  return readInto(stream, maxBytes, {
    add: (chunk) => parts.push(decoder.write(chunk)),
    end: () => {
      parts.push(decoder.end());
      return parts.join('');
    },
  });
}

function readInto<T>(stream: Readable, maxBytes: number, sink: { add(chunk: Buffer): void; end(size: number): T }): Promise<T> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const stop = () => {
      stream.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) return void sink.add(chunk);
      stop();
      stream.pause();
      reject(bodyTooLarge(maxBytes));
    };
    const onEnd = () => {
      stop();
      resolve(sink.end(size));
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
