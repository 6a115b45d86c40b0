import { Inject, Injectable } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { BUS, type Bus } from '@mail/bus';
import {
  type BusReply,
  PUBLIC_BODY_MAX_BYTES,
  PUBLIC_PATHS,
  type PublicPath,
  type PublicRequest,
  type PublicResponse,
  htmlPage,
  paragraph,
} from '@mail/contracts';
import { logger } from '@mail/config';

import { RateLimiter } from '../dispatch/rate-limiter';
import { closeAfterAnswer } from './close-after-answer';
import { EDGE_CONFIG, type EdgeConfig } from '../edge.config';
import { answerPreflight, corsOrigin } from './cors';
import { FormBody, type PublicRouteConfig, registerPublicMultipart } from './public-multipart';
import { EdgeRequestMetrics } from './request-metrics';

const log = logger('edge.public');

/**
 * The public paths of contracts' PUBLIC_PATHS (tracking links, provider webhooks): each request goes to its
 * service as a PublicRequest and the PublicResponse is written as it is, with no envelope. When the service
 * does not answer, the path's own `unavailable` answer is sent. Bodies are kept as raw text (a webhook
 * signature covers the exact bytes), so these routes live in a scope with their own body parser.
 */
/** `timeoutMs`: the bound of a public path's bus request; `corsOrigins` and `maxFields` as the edge's (EdgeConfig) */
export interface PublicPathSettings {
  timeoutMs: number;
  corsOrigins: readonly string[];
  maxFields: number;
}

export function registerPublicPaths(
  app: FastifyInstance,
  bus: Bus,
  settings: PublicPathSettings,
  paths: readonly PublicPath[] = PUBLIC_PATHS,
  limiter?: Pick<RateLimiter, 'hit'>,
): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: PUBLIC_BODY_MAX_BYTES }, (_req, body, done) => done(null, body));
    registerPublicMultipart(scope, settings.maxFields);
    scope.setErrorHandler((error: { statusCode?: number; closeConnection?: boolean }, req, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (error.closeConnection) closeAfterAnswer(req.raw, reply.raw);
      write(reply, htmlPage(status, 'Request not accepted', paragraph('This request could not be read.')));
    });
    const metrics = new EdgeRequestMetrics();
    for (const path of paths) {
      const label = `public:${path.path}`;
      const answer = async (req: FastifyRequest, reply: FastifyReply) => {
        const origin = path.cors ? corsOrigin(req, settings.corsOrigins) : undefined;
        if (origin) reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
        const limited = await overLimit(limiter, path, req);
        if (limited !== undefined) return write(reply, path.limited?.(limited) ?? htmlPage(429, 'Too many requests', paragraph('Please try again later.')));
        write(reply, await forward(bus, path, publicRequest(req, path), settings.timeoutMs));
      };
      const handler = async (req: FastifyRequest, reply: FastifyReply) => {
        if (path.cors && answerPreflight(req, reply, settings.corsOrigins)) return;
        const started = performance.now();
        try {
          await answer(req, reply);
        } finally {
          metrics.recordPublic(label, reply.statusCode, started);
        }
      };
      const method = path.cors ? [...path.methods, 'OPTIONS' as const] : path.methods;
      const config: PublicRouteConfig = { publicPath: path };
      scope.route({ method, url: path.path, handler, config });
      if (path.subPaths) scope.route({ method, url: `${path.path}/*`, handler, config });
    }
  });
}

/** seconds to wait when the path's limit is exceeded for this request's key, else undefined */
async function overLimit(limiter: Pick<RateLimiter, 'hit'> | undefined, path: PublicPath, req: FastifyRequest): Promise<number | undefined> {
  if (!limiter || !path.rateLimit) return undefined;
  const value = (req.params as Record<string, string>)[path.rateLimit.by] ?? '';
  const key = path.rateLimit.canonical?.(value) ?? value;
  const verdict = await limiter.hit(`public:${path.path}:${key}`, path.rateLimit);
  return verdict.allowed ? undefined : verdict.retryAfter;
}

async function forward(bus: Bus, path: PublicPath, request: PublicRequest, timeoutMs: number): Promise<PublicResponse> {
  try {
    const reply = await bus.request<BusReply<PublicResponse>>(path.subject, request, timeoutMs);
    if (reply.ok && isPublicResponse(reply.body)) return reply.body;
    log.warn({ subject: path.subject, requestId: request.requestId }, 'public path: the service failed');
  } catch (error) {
    log.warn({ err: error, subject: path.subject, requestId: request.requestId }, 'public path: the service did not answer');
  }
  return path.unavailable(request);
}

function publicRequest(req: FastifyRequest, path: PublicPath): PublicRequest {
  const header = (name: string) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value[0] : (value ?? '');
  };
  const form = req.body instanceof FormBody ? req.body : undefined;
  return {
    method: req.method,
    params: strings(req.params),
    query: strings(req.query),
    body: form ? form.text : typeof req.body === 'string' ? req.body : '',
    contentType: form ? 'application/x-www-form-urlencoded' : header('content-type'),
    ip: req.ip,
    userAgent: header('user-agent'),
    headers: Object.fromEntries((path.headers ?? []).map((name) => [name, header(name)])),
    requestId: req.id,
  };
}

function strings(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(Array.isArray(v) ? v[0] : v)]));
}

function isPublicResponse(value: unknown): value is PublicResponse {
  const r = value as PublicResponse | undefined;
  return !!r && Number.isInteger(r.status) && r.status >= 200 && r.status < 600 && typeof r.contentType === 'string' && typeof r.body === 'string';
}

function write(reply: FastifyReply, response: PublicResponse): void {
  reply.code(response.status).header('content-type', response.contentType).header('x-request-id', reply.request.id);
  for (const [name, value] of Object.entries(response.headers ?? {})) reply.header(name, value);
  void reply.send(Buffer.from(response.body, response.base64 ? 'base64' : 'utf8'));
}

@Injectable()
export class PublicPathRoutes {
  constructor(
    @Inject(BUS) private readonly bus: Bus,
    private readonly limiter: RateLimiter,
    @Inject(EDGE_CONFIG) private readonly config: EdgeConfig,
  ) {}

  register(app: FastifyInstance): void {
    const { busTimeoutMs, corsOrigins, body } = this.config;
    // a browser or mail client will not wait the whole API timeout for a pixel or a redirect
    registerPublicPaths(app, this.bus, { timeoutMs: Math.min(busTimeoutMs, 5000), corsOrigins, maxFields: body.maxFields }, PUBLIC_PATHS, this.limiter);
  }
}
