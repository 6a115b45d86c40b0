import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';

import busboy from 'busboy';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { BodyLimits } from './body-limits';
import { nestsDeeperThan } from './json-depth';
import { parseUrlEncoded } from './query-string';
import { declaresTooMuch, readLimitedText } from './read-limited';
import { RequestRejected, bodiesBusy, bodyTooLarge, invalidJson, malformedBody, nestedTooDeep, tooManyFields } from './request-rejected';

/** What a body parser leaves on the request; turned into params by `collectParams`. */
export type ParsedBody =
  | { kind: 'pairs'; pairs: [string, string][] }
  | { kind: 'json'; value: unknown }
  | { kind: 'empty' }
  /** refused while reading: answered as hard failure `code` (the dispatcher never sees params) */
  | { kind: 'rejected'; code: number; message: string; unread: boolean };

/**
 * Registers one parser for every content type: multipart fields and files, and anything else read
 * as text (JSON, urlencoded, or guessed, since some clients send no content type). Every body is
 * held to the same byte total while it streams; refusals become a `rejected` body, never an error.
 */
export function registerBodyParsers(app: FastifyInstance, limits: BodyLimits): void {
  app.removeAllContentTypeParsers();
  const parser = (req: FastifyRequest, payload: Readable, done: (error: Error | null, body?: ParsedBody) => void) =>
    void parseBody(req.headers, payload, limits).then((body) => done(null, body));
  app.addContentTypeParser('application/json', parser);
  app.addContentTypeParser('application/x-www-form-urlencoded', parser);
  app.addContentTypeParser('multipart/form-data', parser);
  app.addContentTypeParser('*', parser);
}

/**
 * Fastify never parses a body on GET (or DELETE without one declared), but the spec lets GET
 * endpoints take their parameters as a JSON body, so the edge reads such a body itself.
 */
export async function readUnparsedBody(req: FastifyRequest, limits: BodyLimits): Promise<ParsedBody | undefined> {
  const length = Number(req.headers['content-length'] ?? 0);
  if (!(length > 0) && !req.headers['transfer-encoding']) return undefined;
  if (req.raw.readableEnded) return undefined;
  return parseBody(req.headers, req.raw, limits);
}

/** Bodies up to this size skip the shared allowance: they cannot add up to much, and they are most requests. */
const SMALL_BODY = 64 * 1024;

export async function parseBody(headers: IncomingHttpHeaders, payload: Readable, limits: BodyLimits): Promise<ParsedBody> {
  let release: (() => void) | undefined;
  try {
    if (declaresTooMuch(headers, limits.maxBytes)) throw bodyTooLarge(limits.maxBytes);
    const declared = Number(headers['content-length'] ?? NaN);
    // a body without a declared length may grow to the limit: it reserves the limit
    const reserve = Number.isFinite(declared) ? declared : limits.maxBytes;
    if (limits.budget && reserve > SMALL_BODY) {
      release = await limits.budget.acquire(reserve);
      if (!release) throw bodiesBusy();
    }
    const type = String(headers['content-type'] ?? '').toLowerCase();
    if (type.startsWith('multipart/form-data')) return await parseMultipart(headers, payload, limits);
    return parseText(type, await readLimitedText(payload, limits.maxBytes), limits);
  } catch (error) {
    const rejected = error instanceof RequestRejected ? error : malformedBody('unreadable body');
    return { kind: 'rejected', code: rejected.code, message: rejected.message, unread: rejected.unread };
  } finally {
    release?.();
  }
}

function parseText(type: string, text: string, limits: BodyLimits): ParsedBody {
  if (type.includes('json')) return parseJson(text, limits);
  if (type.includes('x-www-form-urlencoded')) return { kind: 'pairs', pairs: parseUrlEncoded(text, limits.maxFields) };
  const trimmed = text.trim();
  if (!trimmed) return { kind: 'empty' };
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) return parseJson(trimmed, limits);
  return { kind: 'pairs', pairs: parseUrlEncoded(trimmed, limits.maxFields) };
}

function parseJson(text: string, limits: BodyLimits): ParsedBody {
  if (!text.trim()) return { kind: 'empty' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalidJson();
  }
  // A deep tree would overflow the stack later (lower-casing keys, serialising for the bus).
  if (nestsDeeperThan(value, limits.maxDepth)) throw nestedTooDeep(limits.maxDepth);
  return { kind: 'json', value };
}

/** Fields and files as pairs; the raw stream is counted against the total, parts against the field count. */
function parseMultipart(headers: IncomingHttpHeaders, payload: Readable, limits: BodyLimits): Promise<ParsedBody> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers, limits: { fieldSize: limits.maxBytes, fileSize: limits.maxBytes, parts: limits.maxFields } });
    } catch {
      return reject(malformedBody('multipart/form-data needs a boundary'));
    }
    const pairs: [string, string][] = [];
    let size = 0;
    let settled = false;
    const finish = (outcome: ParsedBody | RequestRejected) => {
      if (settled) return;
      settled = true;
      payload.off('data', count).off('error', failed).off('close', closed);
      if (outcome instanceof RequestRejected) {
        payload.unpipe(parser);
        payload.pause();
        reject(outcome);
      } else resolve(outcome);
    };
    const count = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limits.maxBytes) finish(bodyTooLarge(limits.maxBytes));
    };
    const failed = () => finish(malformedBody('the connection failed while the body was sent'));
    const closed = () => payload.readableEnded || failed();
    payload.on('data', count).on('error', failed).on('close', closed);
    parser.on('field', (name, value, info) => (info.valueTruncated ? finish(bodyTooLarge(limits.maxBytes)) : pairs.push([name, value])));
    parser.on('file', (name, stream) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => finish(bodyTooLarge(limits.maxBytes)));
      stream.on('end', () => pairs.push([name, Buffer.concat(chunks).toString('utf8')]));
    });
    parser.on('partsLimit', () => finish(tooManyFields(limits.maxFields)));
    parser.on('close', () => finish({ kind: 'pairs', pairs }));
    parser.on('error', () => finish(malformedBody('truncated or malformed multipart/form-data')));
    payload.pipe(parser);
  });
}
