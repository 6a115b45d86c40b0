import type { Readable } from 'node:stream';

import type { FastifyInstance, FastifyRequest } from 'fastify';

import { HardFailure, PUBLIC_BODY_MAX_BYTES, type PublicPath } from '@mail/contracts';

import { MAX_JSON_DEPTH } from '../request/body-limits';
import { parseBody } from '../request/parse-body';
import { readLimited } from '../request/read-limited';

/** A multipart body as the service receives it: the urlencoded form of its fields. */
export class FormBody {
  constructor(readonly text: string) {}
}

/** What a public route's config carries for its body parser. */
export interface PublicRouteConfig {
  publicPath?: PublicPath;
}

/**
 * multipart/form-data on the public paths. A path that takes forms (`PublicPath.multipartAsForm`) gets the fields,
 * read by the edge's one multipart parser (a file part's content as text), as an `application/x-www-form-urlencoded`
 * body; any other path gets the raw text, as with every other content type.
 */
export function registerPublicMultipart(scope: FastifyInstance, maxFields: number): void {
  scope.addContentTypeParser('multipart/form-data', (req, payload, done) => {
    readMultipart(req, payload, maxFields).then(
      (body) => done(null, body),
      (error: Error) => done(error),
    );
  });
}

async function readMultipart(req: FastifyRequest, payload: Readable, maxFields: number): Promise<string | FormBody> {
  const path = (req.routeOptions.config as PublicRouteConfig).publicPath;
  if (!path?.multipartAsForm) return (await readLimited(payload, PUBLIC_BODY_MAX_BYTES).catch(() => Promise.reject(refused(413)))).toString('utf8');
  const limits = { maxBytes: PUBLIC_BODY_MAX_BYTES, maxFields, maxDepth: MAX_JSON_DEPTH };
  const body = await parseBody(req.headers, payload, limits);
  if (body.kind === 'rejected') throw refused(body.code === HardFailure.InvalidConnectionMethod ? 413 : 400);
  const form = new URLSearchParams(body.kind === 'pairs' ? body.pairs : []).toString();
  if (form.length > PUBLIC_BODY_MAX_BYTES) throw refused(413);
  return new FormBody(form);
}

/** an error the public scope's error handler answers with this status (and a closed connection: the body may be unread) */
function refused(statusCode: number): Error {
  return Object.assign(new Error('request body not accepted'), { statusCode, closeConnection: true });
}
