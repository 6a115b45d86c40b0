import { randomUUID } from 'node:crypto';

import type { FastifyServerOptions } from 'fastify';

import { env, envInt } from '@mail/config';

import { clientErrorHandler } from './client-error';
import { trustProxySetting } from './trust-proxy';

/**
 * The edge's Fastify/Node server options from the environment: proxy trust, size limits and the
 * timeouts that keep a slow or silent client from holding a socket (Fastify disables Node's
 * request timeout by default).
 */
export function edgeServerOptions(): FastifyServerOptions {
  const maxHeaderBytes = envInt('MAX_HEADER_BYTES');
  const requestTimeoutMs = envInt('HTTP_REQUEST_TIMEOUT_MS');
  const headersTimeout = requestTimeoutMs > 0 ? Math.min(envInt('HTTP_HEADERS_TIMEOUT_MS'), requestTimeoutMs) : envInt('HTTP_HEADERS_TIMEOUT_MS');
  return {
    logger: false,
    trustProxy: trustProxySetting(env('TRUST_PROXY')),
    bodyLimit: envInt('MAX_BODY_BYTES'),
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true, caseSensitive: false },
    // Node checks the headers/request timeouts on this interval (default 30 s); check often enough to honour them.
    http: { maxHeaderSize: maxHeaderBytes, headersTimeout, connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(headersTimeout / 2))) },
    requestTimeout: requestTimeoutMs,
    keepAliveTimeout: envInt('HTTP_KEEP_ALIVE_TIMEOUT_MS'),
    clientErrorHandler: clientErrorHandler({ maxHeaderBytes, requestTimeoutMs }),
  } as FastifyServerOptions;
}
