import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, type CallToolResult, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

import { findTool, mcpTools, type ToolRoute, toolRoute } from './mcp-tools';

/** What the edge answered a tool's request: the body as sent (the JSON envelope, or a file's text) and whether it failed. */
export interface ToolAnswer {
  text: string;
  isError: boolean;
  /** a file download's type (a rawReply command asked for its file) */
  contentType?: string;
}

/** Sends a tool's request through an edge, with the credential the MCP client connected with. */
export type ToolRunner = (route: ToolRoute) => Promise<ToolAnswer>;

export const MCP_SERVER_INFO = { name: 'mail-platform', version: '1.0.0' } as const;

/**
 * An MCP server whose tools are the contract registry's user commands. Every call goes through `run`: the edge's
 * own path (auth, permissions, rate limits, isolation), so a tool can do exactly what the same HTTP request can.
 */
export function createMcpServer(run: ToolRunner): Server {
  const server = new Server(MCP_SERVER_INFO, {
    capabilities: { tools: { listChanged: false } },
    instructions:
      'Tools are the platform API commands a user API key may call; arguments are the command parameters (names are case-insensitive). ' +
      'Every answer is the API JSON envelope: Success, ErrorCode and the reply fields.',
  });
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: mcpTools().map(({ name, description, inputSchema }) => ({ name, description, inputSchema })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const tool = findTool(request.params.name);
    if (!tool) return { content: [{ type: 'text', text: `Unknown tool: ${request.params.name.slice(0, 100)}` }], isError: true };
    const answer = await run(toolRoute(tool.command, request.params.arguments ?? {}));
    return { content: [{ type: 'text', text: answer.text }], isError: answer.isError };
  });
  return server;
}

/** Whether an edge body is a failure: an HTTP error status, a legacy envelope without `Success: true`, or v1 `Errors`. */
export function failedAnswer(status: number, contentType: string, text: string): boolean {
  if (status >= 400) return true;
  if (!contentType.includes('json')) return false;
  try {
    const body = JSON.parse(text) as { Success?: unknown; Errors?: unknown } | null;
    if (body === null || typeof body !== 'object') return false;
    return ('Success' in body && body.Success !== true) || Array.isArray(body.Errors);
  } catch {
    return true;
  }
}
