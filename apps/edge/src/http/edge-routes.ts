import { randomUUID } from 'node:crypto';

import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { logger } from '@mail/config';
import { PrometheusMetrics } from '@mail/contracts';

import { type DispatchResult, Dispatcher, type IncomingCall } from '../dispatch/dispatcher';
import { closeAfterAnswer } from './close-after-answer';
import { heldGzip } from './held-gzip';
import { answerPreflight, corsOrigin } from './cors';
import { PublicPathRoutes } from './public-paths';
import { EdgeRequestMetrics } from './request-metrics';
import { HealthService } from '../health/health.service';
import { McpHttpRoutes } from '../mcp/mcp-http.routes';
import { EDGE_CONFIG, type EdgeConfig } from '../edge.config';
import { type BodyLimits, bodyLimitsOf } from '../request/body-limits';
import { type ParsedBody, readUnparsedBody, registerBodyParsers } from '../request/parse-body';
import { render, renderFile, type RenderedFile, type RouteKind } from '../render/render';

const log = logger('edge.http');

const PROMETHEUS_V1_PATH = PrometheusMetrics.v1!.path;

/** the password of `Authorization: Basic` for `user`, or undefined */
function basicPassword(header: string | undefined, user: string): string | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon > 0 && decoded.slice(0, colon) === user && decoded.length > colon + 1 ? decoded.slice(colon + 1) : undefined;
}

/**
 * The HTTP surface, registered straight on Fastify (no per-route Nest pipeline): legacy api.php,
 * /api/v1/<name>, the public paths (tracking links, inbound user webhooks, the browser tracker), the MCP server (/mcp) and the Kubernetes probes. Everything renders in render/.
 */
@Injectable()
export class EdgeRoutes implements OnModuleInit {
  private readonly metrics = new EdgeRequestMetrics();
  private readonly limits: BodyLimits;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly dispatcher: Dispatcher,
    private readonly health: HealthService,
    private readonly publicPaths: PublicPathRoutes,
    private readonly mcp: McpHttpRoutes,
    @Inject(EDGE_CONFIG) private readonly config: EdgeConfig,
  ) {
    this.limits = bodyLimitsOf(config.body);
  }

  onModuleInit(): void {
    const app = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    registerBodyParsers(app, this.limits);
    const legacy = (req: FastifyRequest, reply: FastifyReply) => this.handle('legacy', req, reply, { path: (req.params as Record<string, string>)['*'] });
    app.all('/api.php', legacy);
    app.all('/api.php/*', legacy);
    app.all('/api/v1/*', (req, reply) => this.handle('v1', req, reply, { path: (req.params as Record<string, string>)['*'].replace(/\/+$/, '') }));
    this.publicPaths.register(app);
    this.mcp.register(app);
    app.get('/app/prometheus/metrics', (req, reply) => this.prometheus(req, reply));
    app.get('/livez', (_req, reply) => reply.send({ status: 'ok' }));
    app.get('/readyz', async (_req, reply) => ((await this.health.ready()) ? reply.send({ status: 'ready' }) : reply.code(503).send({ status: 'not ready' })));
  }

  private async handle(kind: RouteKind, req: FastifyRequest, reply: FastifyReply, route: Pick<IncomingCall, 'path'>): Promise<void> {
    if (answerPreflight(req, reply, this.config.corsOrigins)) return;
    const started = performance.now();
    const requestId = this.requestId(req);
    const call: IncomingCall = {
      kind,
      method: req.method,
      url: req.url,
      body: (req.body as ParsedBody | undefined) ?? (await readUnparsedBody(req, this.limits)),
      headers: req.headers,
      ip: req.ip,
      requestId,
      baseUrl: `${req.protocol}://${req.headers.host ?? 'localhost'}`,
      ...route,
    };
    const result = await this.dispatcher.dispatch(call);
    const origin = corsOrigin(req, this.config.corsOrigins);
    if (origin) reply.header('access-control-allow-origin', origin).header('vary', 'Origin');
    const status = this.send(reply, requestId, result);
    this.metrics.record(result.command, result.outcome, status, started);
  }

  /**
   * The vendor's Prometheus plug-in path: HTTP Basic `admin:<AdminAPIKey>` (or any admin credential the API takes) →
   * the edge's registry as text; anything else → 401 plain text, as the plug-in answers (no API envelope here).
   */
  private async prometheus(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const requestId = this.requestId(req);
    const password = basicPassword(req.headers.authorization, 'admin');
    const result = await this.dispatcher.dispatch({
      kind: 'v1',
      method: 'GET',
      url: req.url,
      body: password ? { kind: 'pairs', pairs: [['AdminAPIKey', password]] } : { kind: 'empty' },
      headers: req.headers,
      ip: req.ip,
      requestId,
      baseUrl: `${req.protocol}://${req.headers.host ?? 'localhost'}`,
      path: PROMETHEUS_V1_PATH,
    });
    if (result.outcome.type === 'raw') {
      this.sendFile(reply, requestId, result, renderFile(result.outcome));
      return;
    }
    void reply
      .code(401)
      .header('content-type', 'text/plain; charset=utf-8')
      .header('www-authenticate', 'Basic realm="prometheus"')
      .header('x-request-id', requestId)
      .send('not authorized');
  }

  /** Renders and sends the result; answers the HTTP status sent. */
  send(reply: FastifyReply, requestId: string, result: DispatchResult): number {
    if (result.outcome.type === 'raw') return this.sendFile(reply, requestId, result, renderFile(result.outcome));
    const rendered = render(result.outcome, result.kind, result.format);
    if (result.outcome.type === 'hard' && rendered.status >= 500) log.warn({ requestId, command: result.command, code: result.outcome.code }, 'hard failure');
    reply.code(rendered.status).header('content-type', rendered.contentType).header('x-request-id', requestId);
    for (const [name, value] of Object.entries(result.headers ?? {})) reply.header(name, value);
    if (result.closeConnection) closeAfterAnswer(reply.request.raw, reply.raw);
    const held = result.outcome.type === 'ok-json' ? result.outcome.held : undefined;
    const gzipped = heldGzip(held, result.kind, rendered, reply.request.headers['accept-encoding']);
    // a kept body's answer depends on Accept-Encoding whichever encoding this client got
    if (held) {
      const vary = reply.getHeader('vary');
      reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    }
    if (gzipped) reply.header('content-encoding', 'gzip');
    void reply.send(gzipped ?? rendered.body);
    return rendered.status;
  }

  private sendFile(reply: FastifyReply, requestId: string, result: DispatchResult, file: RenderedFile): number {
    reply.code(file.status).header('content-type', file.contentType).header('x-request-id', requestId);
    for (const [name, value] of Object.entries({ ...file.headers, ...result.headers })) reply.header(name, value);
    void reply.send(file.body);
    return file.status;
  }

  requestId(req: FastifyRequest): string {
    const header = req.headers['x-request-id'];
    return typeof header === 'string' && /^[\w.-]{1,64}$/.test(header) ? header : req.id || randomUUID();
  }
}
