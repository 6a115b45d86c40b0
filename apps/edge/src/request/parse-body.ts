import busboy from 'busboy';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { parseUrlEncoded } from './query-string';

/** What a body parser leaves on the request; turned into params by `collectParams`. */
export type ParsedBody =
  | { kind: 'pairs'; pairs: [string, string][] }
  | { kind: 'json'; value: unknown }
  | { kind: 'invalid-json' }
  | { kind: 'empty' };

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
    parseMultipart(req, payload).then((parsed) => done(null, parsed), (error: Error) => done(error, undefined));
  });
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_req, body, done) => done(null, parseUnknown(body as string)));
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
