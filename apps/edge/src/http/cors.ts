import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Browsers call the API too (the website event tracker, sign-up forms posting Subscriber.Subscribe),
 * so the edge answers CORS preflights and marks responses readable by the allowed origins
 * (CORS_ORIGINS: '*' by default, or a comma-separated list; empty disables CORS).
 */
export function corsOrigin(req: FastifyRequest, allowed: readonly string[]): string | undefined {
  const origin = req.headers.origin;
  if (!allowed.length || !origin) return undefined;
  if (allowed.includes('*')) return '*';
  return allowed.includes(origin) ? origin : undefined;
}

/** Answers an OPTIONS preflight; false when the request is not one. */
export function answerPreflight(req: FastifyRequest, reply: FastifyReply, allowed: readonly string[]): boolean {
  if (req.method !== 'OPTIONS') return false;
  const origin = corsOrigin(req, allowed);
  if (origin) {
    reply
      .header('access-control-allow-origin', origin)
      .header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS')
      .header('access-control-allow-headers', String(req.headers['access-control-request-headers'] ?? 'authorization, content-type, x-request-id'))
      .header('access-control-max-age', '600')
      .header('vary', 'Origin');
  }
  void reply.code(204).send();
  return true;
}
