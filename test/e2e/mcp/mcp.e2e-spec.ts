/* eslint-disable @typescript-eslint/no-explicit-any -- tool answers are the API's untyped JSON */
import { join } from 'node:path';

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

import { COMMANDS } from '@mail/contracts';
import { apiUser, e2eEnv, seedUser, type SeededUser, unique } from '@mail/testing';

const STDIO_ENTRY = join(__dirname, '..', '..', '..', 'apps', 'edge', 'dist', 'mcp-stdio.js');

type Transport = 'streamable HTTP' | 'stdio';

interface Safety {
  readOnly?: boolean;
  allowSends?: boolean;
}

/** connects as an assistant would: stdio with the vendor's OCTETH_* settings, HTTP with the bearer key and safety headers */
async function connect(transport: Transport, apiKey: string | undefined, safety: Safety = {}, extraEnv: Record<string, string> = {}): Promise<Client> {
  const { baseUrl } = e2eEnv();
  const client = new Client({ name: 'e2e', version: '1.0.0' });
  if (transport === 'stdio') {
    const env: Record<string, string> = { PATH: process.env.PATH ?? '', OCTETH_BASE_URL: `${baseUrl}/`, LOG_LEVEL: 'silent', ...extraEnv };
    if (apiKey) env.OCTETH_API_KEY = apiKey;
    if (safety.readOnly) env.OCTETH_READ_ONLY = 'true';
    if (safety.allowSends) env.OCTETH_ALLOW_SENDS = 'true';
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [STDIO_ENTRY], env, stderr: 'pipe' }));
  } else {
    const headers: Record<string, string> = apiKey ? { authorization: `Bearer ${apiKey}` } : {};
    if (safety.readOnly) headers['x-mcp-read-only'] = 'true';
    if (safety.allowSends) headers['x-mcp-allow-sends'] = 'true';
    await client.connect(new StreamableHTTPClientTransport(new URL(`${baseUrl}/mcp`), { requestInit: { headers } }));
  }
  return client;
}

/** a tool call's answer: the API's JSON envelope the tool returned as text, and whether the tool reported an error */
async function call(client: Client, name: string, args: Record<string, unknown> = {}): Promise<{ body: any; isError: boolean }> {
  const result = (await client.callTool({ name, arguments: args })) as { content: { type: string; text: string }[]; isError?: boolean };
  const text = result.content.find((part) => part.type === 'text')?.text ?? '';
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { body, isError: result.isError === true };
}

const userCommands = COMMANDS.filter((c) => c.auth === 'user' || c.auth === 'user-or-admin' || c.auth === 'user-or-subscriber');

describe('MCP server: the contract registry as tools, through the edge (issue 32)', () => {
  const { api, adminApiKey } = e2eEnv();
  let owner: SeededUser;
  let stranger: SeededUser;
  const clients: Client[] = [];

  beforeAll(async () => {
    [owner, stranger] = await Promise.all([seedUser(api, adminApiKey), seedUser(api, adminApiKey)]);
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close().catch(() => undefined)));
  });

  const open = async (transport: Transport, apiKey: string | undefined, safety: Safety = {}, extraEnv: Record<string, string> = {}) => {
    const client = await connect(transport, apiKey, safety, extraEnv);
    clients.push(client);
    return client;
  };

  describe.each<Transport>(['streamable HTTP', 'stdio'])('over %s', (transport) => {
    it('lists one tool per command a user API key may call, with the contract’s parameters and description', async () => {
      const client = await open(transport, owner.apiKey);
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual(userCommands.map((c) => c.name).sort());
      const listGet = tools.find((t) => t.name === 'List.Get')!;
      expect(listGet.description).toContain(COMMANDS.find((c) => c.name === 'List.Get')!.summary);
      expect(listGet.inputSchema).toMatchObject({
        type: 'object',
        required: ['listid'],
        properties: { listid: expect.objectContaining({ description: expect.any(String) }) },
      });
      // admin, public and session-only commands are not tools
      for (const absent of ['User.Create', 'User.Login', 'Admin.Login', 'system-health-check']) expect(tools.map((t) => t.name)).not.toContain(absent);
    });

    it("creates and reads with the connection's key, and the HTTP API sees the same data; another user's list is not found", async () => {
      const client = await open(transport, owner.apiKey);
      const name = unique('mcp');
      const created = await call(client, 'List.Create', { SubscriberListName: name });
      expect(created).toMatchObject({ isError: false, body: { Success: true, ListID: expect.anything() } });
      const listId = Number(created.body.ListID);
      const read = await call(client, 'List.Get', { ListID: listId });
      expect(read).toMatchObject({ isError: false, body: { Success: true, List: { ListID: listId, Name: name } } });
      expect((await apiUser(api, owner.apiKey).ok('List.Get', { ListID: listId })).List.Name).toBe(name);

      const strangers = await open(transport, stranger.apiKey);
      const denied = await call(strangers, 'List.Get', { ListID: listId });
      expect(denied.isError).toBe(true);
      expect(denied.body).toMatchObject({ Success: false });
      expect((await apiUser(api, stranger.apiKey).call('List.Get', { ListID: listId })).body.ErrorCode).toEqual(denied.body.ErrorCode);
    });

    it('answers a bad argument with the command’s own error code, and a v1-only command through its v1 route', async () => {
      const client = await open(transport, owner.apiKey);
      const missing = await call(client, 'List.Get', {});
      expect(missing).toMatchObject({ isError: true, body: { Success: false } });
      expect(JSON.stringify(missing.body.ErrorCode)).toContain('1');
      // dns.provider exists only as GET /api/v1/dns.provider: a legacy call would answer "unknown command"
      const v1Only = await call(client, 'dns.provider', {});
      expect(v1Only).toMatchObject({ isError: true, body: { Errors: [{ Code: 1 }] } });
      const unknown = (await client.callTool({ name: 'No.Such.Command', arguments: {} })) as { isError?: boolean };
      expect(unknown.isError).toBe(true);
    });

    it('read-only mode answers reads and refuses every write before it reaches the API', async () => {
      const client = await open(transport, owner.apiKey, { readOnly: true });
      expect(await call(client, 'Lists.Get', {})).toMatchObject({ isError: false, body: { Success: true } });
      const before = (await apiUser(api, owner.apiKey).ok('Lists.Get', {})).TotalListCount;
      const write = await call(client, 'List.Create', { SubscriberListName: unique('ro') });
      expect(write.isError).toBe(true);
      expect(String(write.body)).toMatch(/read-only/);
      expect((await apiUser(api, owner.apiKey).ok('Lists.Get', {})).TotalListCount).toBe(before);
      const tools = (await client.listTools()).tools;
      expect(tools.find((t) => t.name === 'Lists.Get')!.annotations).toMatchObject({ readOnlyHint: true });
      expect(tools.find((t) => t.name === 'Lists.Delete')!.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true });
    });

    it('an irreversible action needs allow-sends, then a preview, then the same call with its one-time token', async () => {
      const http = apiUser(api, owner.apiKey);
      const listId = Number((await http.ok('List.Create', { SubscriberListName: unique('gone') })).ListID);
      const exists = async () => (await http.call('List.Get', { ListID: listId })).body.Success === true;

      const cautious = await open(transport, owner.apiKey);
      expect(await call(cautious, 'Lists.Delete', { Lists: listId })).toMatchObject({ isError: true, body: expect.stringMatching(/cannot be undone/) });
      expect(await exists()).toBe(true);

      const client = await open(transport, owner.apiKey, { allowSends: true });
      const preview = await call(client, 'Lists.Delete', { Lists: listId });
      expect(preview.isError).toBe(false);
      const [json] = String(preview.body).split('\n');
      const { Preview, ConfirmationToken } = JSON.parse(json);
      expect(Preview).toMatchObject({ Tool: 'Lists.Delete', Arguments: { Lists: listId } });
      expect(await exists()).toBe(true);
      // the token stands for these arguments only
      expect((await call(client, 'Lists.Delete', { Lists: listId + 1, ConfirmationToken })).isError).toBe(true);
      expect(await call(client, 'Lists.Delete', { Lists: listId, ConfirmationToken })).toMatchObject({ isError: false, body: { Success: true } });
      expect(await exists()).toBe(false);
      // once
      expect((await call(client, 'Lists.Delete', { Lists: listId, ConfirmationToken })).isError).toBe(true);
    });

    it('refuses every call without a valid user key, as the API does', async () => {
      const anonymous = await open(transport, transport === 'stdio' ? 'not-a-key' : undefined);
      const refused = await call(anonymous, 'Lists.Get', {});
      expect(refused.isError).toBe(true);
      const direct = await api.legacy('Lists.Get', {});
      expect(refused.body.ErrorCode).toEqual(direct.body.ErrorCode);
    });
  });

  it('stdio with OCTETH_ACCOUNTS: no account until the assistant switches; each account acts with its own key and flags', async () => {
    const { baseUrl } = e2eEnv();
    const accounts = { mine: { baseUrl: `${baseUrl}/`, apiKey: owner.apiKey }, theirs: { baseUrl, apiKey: stranger.apiKey, readOnly: true } };
    const client = await open('stdio', undefined, {}, { OCTETH_ACCOUNTS: JSON.stringify(accounts) });
    expect((await call(client, 'Lists.Get', {})).isError).toBe(true);
    const listed = await call(client, 'mcp.accounts.list', {});
    expect(listed.body).toEqual({
      Current: null,
      Accounts: [
        { Name: 'mine', BaseURL: `${baseUrl}/`, ReadOnly: false, AllowSends: false },
        { Name: 'theirs', BaseURL: baseUrl, ReadOnly: true, AllowSends: false },
      ],
    });
    expect(JSON.stringify(listed.body)).not.toContain(owner.apiKey);
    expect((await call(client, 'mcp.accounts.switch', { Name: 'nobody' })).isError).toBe(true);

    await call(client, 'mcp.accounts.switch', { Name: 'mine' });
    const name = unique('multi');
    const created = await call(client, 'List.Create', { SubscriberListName: name });
    expect(created).toMatchObject({ isError: false, body: { Success: true } });
    await call(client, 'mcp.accounts.switch', { Name: 'theirs' });
    expect((await call(client, 'List.Get', { ListID: created.body.ListID })).isError).toBe(true);
    expect(String((await call(client, 'List.Create', { SubscriberListName: name })).body)).toMatch(/read-only/);
  });

  it('shares the rate limit of HTTP callers: the limit spent over HTTP refuses the next tool call with 429', async () => {
    const user = await seedUser(api, adminApiKey);
    const limit = COMMANDS.find((c) => c.name === 'autoresponder.sendtest')!.rateLimit!;
    const http = apiUser(api, user.apiKey);
    for (let i = 0; i < limit.requests; i++) expect((await http.call('autoresponder.sendtest', {})).body.ErrorCode).not.toBe(429);
    const client = await open('streamable HTTP', user.apiKey);
    const limited = await call(client, 'autoresponder.sendtest', {});
    expect(limited).toMatchObject({ isError: true, body: { Success: false, ErrorCode: 429 } });
  });

  it('an MCP request that is not JSON-RPC is refused with a JSON-RPC error, never a crash', async () => {
    const { baseUrl } = e2eEnv();
    const res = await fetch(`${baseUrl}/mcp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: '{"not":"jsonrpc"}',
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await res.json()).toMatchObject({ jsonrpc: '2.0', error: { code: expect.any(Number) } });
  });
});
