import busboy from 'busboy';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { parseUrlEncoded } from './query-string';

/** What a body parser leaves on the request; turned into params by `collectParams`. */
export type ParsedBody = { kind: 'pairs'; pairs: [string, string][] } | { kind: 'json'; value: unknown } | { kind: 'invalid-json' } | { kind: 'empty' };

const BODY_LIMIT = 32 * 1024 * 1024;

/**
 * Registers the body parsers the API accepts: JSON (invalid JSON is kept as a marker so the
 * dispatcher answers hard failure 100000), urlencoded, multipart fields, and anything else as text
 * (tried as JSON, then as urlencoded, since some clients send no content type).
 */
export function registerBodyParsers(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_req, body, done) => done(null, parseJson(body as string)));
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_req, body, done) =>
    done(null, { kind: 'pairs', pairs: parseUrlEncoded(body as string) } satisfies ParsedBody),
  );
  app.addContentTypeParser('multipart/form-data', (req, payload, done) => {
    parseMultipart(req, payload).then(
      (parsed) => done(null, parsed),
      (error: Error) => done(error, undefined),
    );
  });
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_req, body, done) => done(null, parseUnknown(body as string)));
}

/**
 * Fastify never parses a body on GET (or DELETE without one declared), but the spec lets GET
 * endpoints take their parameters as a JSON body, so the edge reads such a body itself.
 */
export async function readUnparsedBody(req: FastifyRequest): Promise<ParsedBody | undefined> {
  const length = Number(req.headers['content-length'] ?? 0);
  if (!(length > 0) && !req.headers['transfer-encoding']) return undefined;
  if (req.raw.readableEnded) return undefined;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req.raw as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_LIMIT) return undefined;
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  const type = String(req.headers['content-type'] ?? '');
  if (type.includes('json')) return parseJson(text);
  if (type.includes('x-www-form-urlencoded')) return { kind: 'pairs', pairs: parseUrlEncoded(text) };
  return parseUnknown(text);
}

function parseJson(text: string): ParsedBody {
  if (!text.trim()) return { kind: 'empty' };
  try {
    return { kind: 'json', value: JSON.parse(text) };
  } catch {
    return { kind: 'invalid-json' };
  }
}

function parseUnknown(text: string): ParsedBody {
  const trimmed = text.trim();
  if (!trimmed) return { kind: 'empty' };
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) return parseJson(trimmed);
  return { kind: 'pairs', pairs: parseUrlEncoded(trimmed) };
}

function parseMultipart(req: FastifyRequest, payload: NodeJS.ReadableStream): Promise<ParsedBody> {
  return new Promise((resolve, reject) => {
    const pairs: [string, string][] = [];
    const parser = busboy({ headers: req.headers, limits: { fieldSize: BODY_LIMIT, files: 5, fileSize: BODY_LIMIT } });
    parser.on('field', (name, value) => pairs.push([name, value]));
    parser.on('file', (name, stream) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => pairs.push([name, Buffer.concat(chunks).toString('utf8')]));
    });
    parser.on('close', () => resolve({ kind: 'pairs', pairs }));
    parser.on('error', reject);
    payload.pipe(parser);
  });
}
