import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, NotFoundException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { HardFailure } from '@mail/contracts';
import { logger } from '@mail/config';

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
    let code: number = HardFailure.UnhandledException;
    let message: string | undefined;
    if (exception instanceof NotFoundException) {
      code = HardFailure.UnknownCommand;
      message = `No endpoint at ${req.method} ${req.url.split('?')[0]}.`;
    } else {
      const status = exception instanceof HttpException ? exception.getStatus() : (exception as { statusCode?: number })?.statusCode;
      if (status && status >= 400 && status < 500) code = HardFailure.InvalidConnectionMethod;
      log.warn({ err: exception, requestId }, 'request rejected before dispatch');
    }
    this.routes.send(reply, requestId, { outcome: { type: 'hard', code, message }, format: 'JSON', kind: 'legacy' });
  }
}
