import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

import { HardFailure } from '@mail/contracts';

import { render } from '../render/render';
import { parseUrlEncoded } from '../request/query-string';
import { resolveFormat } from '../request/resolve-format';

/**
 * Fastify's refusals before any route (a path segment longer than the router's limit, or a path it cannot decode)
 * answered like an unknown path: 100003 in the envelope, in the format the query string asks for.
 */
export function frameworkErrorHandler(caseInsensitiveFormat: boolean): (error: FastifyError, req: FastifyRequest, reply: FastifyReply) => void {
  return (error, req, reply) => {
    const url = req.raw.url ?? '/';
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    const pairs = query === -1 ? [] : parseUrlEncoded(url.slice(query + 1), 1000);
    const format = resolveFormat(pairs.find(([key]) => key.toLowerCase() === 'responseformat')?.[1], caseInsensitiveFormat);
    const why = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'a path segment is too long' : 'the path is not valid';
    const rendered = render({ type: 'hard', code: HardFailure.UnknownCommand, message: `No endpoint at ${path.slice(0, 100)}: ${why}.` }, 'legacy', format);
    void reply.code(rendered.status).header('content-type', rendered.contentType).header('x-request-id', req.id).send(rendered.body);
  };
}
