import { randomUUID } from 'node:crypto';

import type { FastifyServerOptions } from 'fastify';

import { clientErrorHandler } from './client-error';
import type { EdgeConfig } from '../edge.config';
import { frameworkErrorHandler } from './framework-errors';
import { literalBadEscapes } from '../request/literal-bad-escapes';
import { trustProxySetting } from './trust-proxy';

/**
 * The edge's Fastify/Node server options from the environment: proxy trust, size limits and the
 * timeouts that keep a slow or silent client from holding a socket (Fastify disables Node's
 * request timeout by default).
 */
export function edgeServerOptions(config: Pick<EdgeConfig, 'http' | 'body' | 'caseInsensitiveFormat'>): FastifyServerOptions {
  const { http } = config;
  const { maxHeaderBytes, requestTimeoutMs } = http;
  const headersTimeout = requestTimeoutMs > 0 ? Math.min(http.headersTimeoutMs, requestTimeoutMs) : http.headersTimeoutMs;
  return {
    logger: false,
    trustProxy: trustProxySetting(http.trustProxy),
    bodyLimit: config.body.maxBytes,
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: false },
    // Node checks the headers/request timeouts on this interval (default 30 s); check often enough to honour them.
    http: { maxHeaderSize: maxHeaderBytes, headersTimeout, connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(headersTimeout / 2))) },
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: http.keepAliveTimeoutMs,
    clientErrorHandler: clientErrorHandler({ maxHeaderBytes, requestTimeoutMs }),
    rewriteUrl: (req: { url?: string }) => literalBadEscapes(req.url ?? '/'),
    frameworkErrors: frameworkErrorHandler(config.caseInsensitiveFormat),
  } as FastifyServerOptions;
}
