import { randomBytes } from 'node:crypto';

import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';

import { env, envBool } from '@mail/config';
import { TokenSigner, parseKeyring } from '@mail/secrets';

import { type StdioAccount, stdioAccounts } from './mcp/mcp-accounts';
import { Confirmations, type McpSafety } from './mcp/mcp-safety';
import { createMcpServer, failedAnswer, type LocalTool, type ToolAnswer } from './mcp/mcp-server';
import type { ToolRoute } from './mcp/mcp-tools';

/**
 * The MCP server over stdio, for an assistant on the user's machine, configured as the vendor documents:
 * `OCTETH_BASE_URL` and `OCTETH_API_KEY` (or `OCTETH_ACCOUNTS` for several accounts), `OCTETH_READ_ONLY`,
 * `OCTETH_ALLOW_SENDS`, `OCTETH_TIMEOUT_MS`. Every tool call is an HTTP request to the account's edge with its key
 * as bearer token, so it meets the same auth, rate limits and isolation as any client. stdout carries the
 * protocol: nothing else may be written there.
 */
async function callEdge(account: StdioAccount, timeoutMs: number, route: ToolRoute): Promise<ToolAnswer> {
  const base = account.baseUrl.replace(/\/+$/, '');
  const url = new URL(route.kind === 'legacy' ? `${base}/api.php` : `${base}/api/v1/${route.path}`);
  const headers: Record<string, string> = { authorization: `Bearer ${account.apiKey}` };
  const init: RequestInit = { method: route.method, headers, signal: AbortSignal.timeout(timeoutMs) };
  if (route.method === 'GET')
    for (const [key, value] of Object.entries(route.params)) url.searchParams.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  else {
    init.body = JSON.stringify(route.params);
    headers['content-type'] = 'application/json';
  }
  try {
    const res = await fetch(url, init);
    const text = await res.text();
    const contentType = res.headers.get('content-type') ?? '';
    return { text, isError: failedAnswer(res.status, contentType, text), contentType };
  } catch (error) {
    return { text: `The platform at ${base} could not be reached: ${(error as Error).message}`, isError: true };
  }
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

async function main(): Promise<void> {
  const timeoutMs = Number(env('OCTETH_TIMEOUT_MS'));
  const configured = stdioAccounts({
    accounts: env('OCTETH_ACCOUNTS'),
    baseUrl: env('OCTETH_BASE_URL'),
    apiKey: env('OCTETH_API_KEY'),
    readOnly: envBool('OCTETH_READ_ONLY'),
    allowSends: envBool('OCTETH_ALLOW_SENDS'),
  });
  if ('problem' in configured) fail(configured.problem);
  const { accounts, multi } = configured;
  let current: StdioAccount | undefined = multi ? undefined : accounts[0];
  const confirmations = new Confirmations(new TokenSigner(parseKeyring(`mcp:${randomBytes(32).toString('base64')}`), 'mcp-confirm'));
  const safety = (): McpSafety => ({ readOnly: current?.readOnly ?? true, allowSends: current?.allowSends ?? false, confirmations });
  const localTools: LocalTool[] = multi
    ? [
        {
          name: 'mcp.accounts.list',
          description: 'The accounts this MCP server is configured for (names, addresses and safety settings; never their keys), and which one is in use.',
          inputSchema: { type: 'object', properties: {}, additionalProperties: true },
          call: () => ({
            text: JSON.stringify({
              Current: current?.name ?? null,
              Accounts: accounts.map(({ name, baseUrl, readOnly, allowSends }) => ({
                Name: name,
                BaseURL: baseUrl,
                ReadOnly: readOnly,
                AllowSends: allowSends,
              })),
            }),
            isError: false,
          }),
        },
        {
          name: 'mcp.accounts.switch',
          description: 'Use another configured account for the following tool calls.',
          inputSchema: {
            type: 'object',
            properties: { Name: { description: 'The account name (mcp.accounts.list)' } },
            required: ['Name'],
            additionalProperties: true,
          },
          call: (args) => {
            const wanted = Object.entries(args).find(([key]) => key.toLowerCase() === 'name')?.[1];
            const found = accounts.find((a) => a.name === wanted);
            if (!found) return { text: `No account named ${JSON.stringify(wanted)}; see mcp.accounts.list.`, isError: true };
            current = found;
            return { text: JSON.stringify({ Current: found.name }), isError: false };
          },
        },
      ]
    : [];
  const run = (route: ToolRoute): Promise<ToolAnswer> =>
    current
      ? callEdge(current, Number.isFinite(timeoutMs) && timeoutMs > 0 ? timeoutMs : 30_000, route)
      : Promise.resolve({ text: 'No account is selected: call mcp.accounts.list, then mcp.accounts.switch.', isError: true });
  await createMcpServer({ run, safety, localTools }).connect(new StdioServerTransport());
}

void main();
