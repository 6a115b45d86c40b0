import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';

import { env } from '@mail/config';

import { createMcpServer, failedAnswer, type ToolAnswer } from './mcp/mcp-server';
import type { ToolRoute } from './mcp/mcp-tools';

/**
 * The MCP server over stdio, for an assistant on the user's machine: `MCP_API_KEY=<user API key>
 * MCP_EDGE_URL=<the platform's address> node apps/edge/dist/mcp-stdio.js`. Every tool call is an HTTP request to
 * that edge with the key as bearer token, so it meets the same auth, rate limits and isolation as any client.
 * stdout carries the protocol: nothing else may be written there.
 */
async function callEdge(base: string, apiKey: string, route: ToolRoute): Promise<ToolAnswer> {
  const url = new URL(route.kind === 'legacy' ? `${base}/api.php` : `${base}/api/v1/${route.path}`);
  const init: RequestInit = { method: route.method, headers: { authorization: `Bearer ${apiKey}` } };
  if (route.method === 'GET')
    for (const [key, value] of Object.entries(route.params)) url.searchParams.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  else init.body = JSON.stringify(route.params);
  if (init.body) init.headers = { ...init.headers, 'content-type': 'application/json' };
  try {
    const res = await fetch(url, init);
    const text = await res.text();
    const contentType = res.headers.get('content-type') ?? '';
    return { text, isError: failedAnswer(res.status, contentType, text), contentType };
  } catch (error) {
    return { text: `The platform at ${base} could not be reached: ${(error as Error).message}`, isError: true };
  }
}

async function main(): Promise<void> {
  const apiKey = env('MCP_API_KEY');
  if (!apiKey) {
    process.stderr.write('MCP_API_KEY (a user API key) is required\n');
    process.exit(2);
  }
  const base = (env('MCP_EDGE_URL') ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
  const server = createMcpServer((route) => callEdge(base, apiKey, route));
  await server.connect(new StdioServerTransport());
}

void main();
