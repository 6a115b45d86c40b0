import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { CallToolRequestSchema, type CallToolResult, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

import { CONFIRMATION_ARG, effectOf, type McpSafety, staticEffectOf } from './mcp-safety';
import { findTool, type McpToolSchema, mcpTools, type ToolRoute, toolRoute } from './mcp-tools';

/** What the edge answered a tool's request: the body as sent (the JSON envelope, or a file's text) and whether it failed. */
export interface ToolAnswer {
  text: string;
  isError: boolean;
  /** a file download's type (a rawReply command asked for its file) */
  contentType?: string;
}

/** Sends a tool's request through an edge, with the credential the MCP client connected with. */
export type ToolRunner = (route: ToolRoute) => Promise<ToolAnswer>;

/** A tool of the MCP server itself, not of the API (stdio's account switching). */
export interface LocalTool {
  name: string;
  description: string;
  inputSchema: McpToolSchema;
  call(args: Record<string, unknown>): ToolAnswer | Promise<ToolAnswer>;
}

export interface McpServerOptions {
  run: ToolRunner;
  /** the safety settings that hold now (stdio's multi-account mode changes them with the account) */
  safety: () => McpSafety;
  localTools?: readonly LocalTool[];
}

export const MCP_SERVER_INFO = { name: 'mail-platform', version: '1.0.0' } as const;

const refused = (text: string): CallToolResult => ({ content: [{ type: 'text', text }], isError: true });

function listedTools(localTools: readonly LocalTool[]) {
  const api = mcpTools().map(({ name, description, inputSchema, command }) => {
    const effect = staticEffectOf(command);
    const confirmed = effect === 'irreversible';
    return {
      name,
      description: confirmed
        ? `${description} Irreversible: the first call answers a preview and a ${CONFIRMATION_ARG}; call again with the same arguments and that token to run it.`
        : description,
      inputSchema: confirmed
        ? {
            ...inputSchema,
            properties: {
              ...inputSchema.properties,
              [CONFIRMATION_ARG]: { description: 'The one-time token a first call of this action answered with its preview' },
            },
          }
        : inputSchema,
      annotations: { readOnlyHint: effect === 'read', destructiveHint: effect === 'irreversible' },
    };
  });
  return [...api, ...localTools.map(({ name, description, inputSchema }) => ({ name, description, inputSchema }))];
}

/**
 * An MCP server whose tools are the contract registry's user commands. Every call goes through `run`: the edge's
 * own path (auth, permissions, rate limits, isolation), so a tool can do exactly what the same HTTP request can,
 * and no more: read-only mode refuses writes, and irreversible actions need allowSends and a confirmed second call.
 */
export function createMcpServer({ run, safety, localTools = [] }: McpServerOptions): Server {
  const server = new Server(MCP_SERVER_INFO, {
    capabilities: { tools: { listChanged: false } },
    instructions:
      'Tools are the platform API commands a user API key may call; arguments are the command parameters (names are case-insensitive). ' +
      `Every answer is the API JSON envelope: Success, ErrorCode and the reply fields. Irreversible actions answer a preview and a ${CONFIRMATION_ARG} first.`,
  });
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: listedTools(localTools) }));
  server.setRequestHandler(CallToolRequestSchema, async (request): Promise<CallToolResult> => {
    const args = request.params.arguments ?? {};
    const local = localTools.find((t) => t.name === request.params.name);
    if (local) {
      const answer = await local.call(args);
      return { content: [{ type: 'text', text: answer.text }], isError: answer.isError };
    }
    const tool = findTool(request.params.name);
    if (!tool) return refused(`Unknown tool: ${request.params.name.slice(0, 100)}`);
    const rules = safety();
    const effect = effectOf(tool.command, args);
    if (rules.readOnly && effect !== 'read') return refused(`${tool.name} changes data, and this MCP server is read-only.`);
    if (effect === 'irreversible') {
      if (!rules.allowSends) return refused(`${tool.name} cannot be undone; this MCP server does not allow irreversible actions (allow sends to permit them).`);
      const token = Object.entries(args).find(([key]) => key.toLowerCase() === CONFIRMATION_ARG.toLowerCase())?.[1];
      if (token === undefined) {
        const preview = {
          Preview: { Tool: tool.name, Action: tool.command.summary, Arguments: args },
          [CONFIRMATION_ARG]: rules.confirmations.issue(tool.name, args),
        };
        return {
          content: [
            {
              type: 'text',
              text: `${JSON.stringify(preview)}\nThis cannot be undone. To run it, call ${tool.name} again with the same arguments and ${CONFIRMATION_ARG} (valid 5 minutes, once).`,
            },
          ],
        };
      }
      if (typeof token !== 'string' || !rules.confirmations.redeem(token, tool.name, args))
        return refused(
          `The ${CONFIRMATION_ARG} is not valid for this call: it is used, expired, or was issued for other arguments. Call without it for a new preview.`,
        );
    }
    const answer = await run(toolRoute(tool.command, args));
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
