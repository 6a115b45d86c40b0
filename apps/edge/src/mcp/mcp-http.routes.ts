import { Injectable } from '@nestjs/common';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { logger } from '@mail/config';

import { Dispatcher } from '../dispatch/dispatcher';
import { render, renderFile } from '../render/render';
import type { ParsedBody } from '../request/parse-body';
import { createMcpServer, failedAnswer, type ToolAnswer } from './mcp-server';
import type { ToolRoute } from './mcp-tools';

const log = logger('edge.mcp');

/**
 * The MCP server over streamable HTTP at /mcp, stateless (every POST carries its JSON-RPC message and gets its
 * answer as JSON). Tool calls are dispatched as the same request over HTTP would be, with the credential of the
 * MCP request (`Authorization: Bearer <user API key>`): one auth, one rate limit, one isolation for both.
 */
@Injectable()
export class McpHttpRoutes {
  constructor(private readonly dispatcher: Dispatcher) {}

  register(app: FastifyInstance): void {
    app.route({ method: ['GET', 'POST', 'DELETE'], url: '/mcp', handler: (req, reply) => this.handle(req, reply) });
  }

  private async handle(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const body = req.body as ParsedBody | undefined;
    if (body?.kind === 'rejected') {
      void reply.code(400).send({ jsonrpc: '2.0', error: { code: -32700, message: body.message }, id: null });
      return;
    }
    const server = createMcpServer((route) => this.run(route, req));
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
    reply.hijack();
    reply.raw.on('close', () => void transport.close().then(() => server.close()));
    try {
      await server.connect(transport);
      await transport.handleRequest(req.raw, reply.raw, body?.kind === 'json' ? body.value : undefined);
    } catch (error) {
      log.error({ err: error, requestId: req.id }, 'MCP request failed');
      if (!reply.raw.headersSent) reply.raw.writeHead(500, { 'content-type': 'application/json' });
      reply.raw.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32603, message: 'Internal error' }, id: null }));
    }
  }

  private async run(route: ToolRoute, req: FastifyRequest): Promise<ToolAnswer> {
    const authorization = req.headers.authorization;
    const result = await this.dispatcher.dispatch({
      kind: route.kind,
      method: route.method,
      url: route.kind === 'legacy' ? '/api.php' : `/api/v1/${route.path}`,
      path: route.path,
      body: { kind: 'json', value: route.params },
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}), 'user-agent': req.headers['user-agent'] },
      ip: req.ip,
      requestId: req.id,
      baseUrl: `${req.protocol}://${req.headers.host ?? 'localhost'}`,
    });
    if (result.outcome.type === 'raw') {
      const file = renderFile(result.outcome);
      return { text: file.body.toString('utf8'), isError: file.status >= 400, contentType: file.contentType };
    }
    const rendered = render(result.outcome, result.kind, 'JSON');
    return { text: rendered.body, isError: failedAnswer(rendered.status, rendered.contentType, rendered.body) };
  }
}
