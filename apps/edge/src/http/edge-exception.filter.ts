import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, NotFoundException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { HardFailure } from '@mail/contracts';
import { logger } from '@mail/config';

import type { Outcome } from '../render/render';
import { EdgeRoutes } from './edge-routes';

const log = logger('edge.errors');

/**
 * Whatever Fastify or Nest reject before dispatch (unrouted paths, oversized or unreadable bodies)
 * still answers with our hard-failure envelope; Nest's own error bodies never reach a client.
 */
@Catch()
export class EdgeExceptionFilter implements ExceptionFilter {
  constructor(private readonly routes: EdgeRoutes) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw exception;
    const req = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const requestId = this.routes.requestId(req);
    const outcome = rejectionOutcome(exception, `${req.method} ${req.url.split('?')[0]}`);
    if (outcome.code === HardFailure.UnhandledException) log.warn({ err: exception, requestId }, 'request failed before dispatch');
    const closeConnection = outcome.code !== HardFailure.UnknownCommand || undefined;
    this.routes.send(reply, requestId, { outcome, format: 'JSON', kind: 'legacy', closeConnection });
  }
}

/** A client's mistake (any 4xx from Fastify or Nest) is a 400 hard failure; only the rest is 100005. */
export function rejectionOutcome(exception: unknown, endpoint: string): Extract<Outcome, { type: 'hard' }> {
  if (exception instanceof NotFoundException) return { type: 'hard', code: HardFailure.UnknownCommand, message: `No endpoint at ${endpoint}.` };
  const status = exception instanceof HttpException ? exception.getStatus() : (exception as { statusCode?: number } | undefined)?.statusCode;
  if (status === 404) return { type: 'hard', code: HardFailure.UnknownCommand, message: `No endpoint at ${endpoint}.` };
  if (status === 413) return { type: 'hard', code: HardFailure.InvalidConnectionMethod, message: 'Request too large.' };
  if (status === 415) return { type: 'hard', code: HardFailure.InvalidConnectionMethod, message: 'Unsupported media type.' };
  if (status === 400) return { type: 'hard', code: HardFailure.InvalidJson, message: 'The request body could not be read.' };
  if (status && status >= 400 && status < 500) return { type: 'hard', code: HardFailure.InvalidConnectionMethod };
  return { type: 'hard', code: HardFailure.UnhandledException };
}
