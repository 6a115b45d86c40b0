import { Injectable } from '@nestjs/common';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { logger } from '@mail/config';
import { TokenSigner, keyringFromEnvironment } from '@mail/secrets';

import { Dispatcher } from '../dispatch/dispatcher';
import { render, renderFile } from '../render/render';
import type { ParsedBody } from '../request/parse-body';
import { Confirmations, type McpSafety } from './mcp-safety';
import { createMcpServer, failedAnswer, type ToolAnswer } from './mcp-server';
import type { ToolRoute } from './mcp-tools';

const log = logger('edge.mcp');

/**
 * The MCP server over streamable HTTP at /mcp, stateless (every POST carries its JSON-RPC message and gets its
 * answer as JSON). Tool calls are dispatched as the same request over HTTP would be, with the credential of the
 * MCP request (`Authorization: Bearer <user API key>`): one auth, one rate limit, one isolation for both.
 * The vendor's safety switches are the request's `X-MCP-Read-Only` and `X-MCP-Allow-Sends` headers (or `readOnly`
 * and `allowSends` in the URL's query); confirmation tokens are signed with SECRETS_KEYS, so any edge accepts them.
 */
@Injectable()
export class McpHttpRoutes {
  private readonly confirmations = new Confirmations(new TokenSigner(keyringFromEnvironment(), 'mcp-confirm'));

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
    const safety = this.safetyOf(req);
    const server = createMcpServer({ run: (route) => this.run(route, req), safety: () => safety });
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

  private safetyOf(req: FastifyRequest): McpSafety {
    const query = req.query as Record<string, unknown>;
    const flag = (header: string, param: string) => {
      const value = req.headers[header] ?? query[param];
      return typeof value === 'string' && /^(1|true|yes|on)$/i.test(value);
    };
    return { readOnly: flag('x-mcp-read-only', 'readOnly'), allowSends: flag('x-mcp-allow-sends', 'allowSends'), confirmations: this.confirmations };
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
