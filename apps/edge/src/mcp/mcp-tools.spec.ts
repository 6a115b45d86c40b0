import { COMMANDS } from '@mail/contracts';

import { findTool, mcpTools, toolRoute } from './mcp-tools';

describe('MCP tools from the contract registry', () => {
  it('are the user-credential commands, each once', () => {
    const names = mcpTools().map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names.sort()).toEqual(
      COMMANDS.filter((c) => ['user', 'user-or-admin', 'user-or-subscriber'].includes(c.auth))
        .map((c) => c.name)
        .sort(),
    );
  });

  it("hint id parameters as integers and mark the contract's required ones", () => {
    const schema = findTool('List.Get')!.inputSchema;
    expect(schema.required).toEqual(['listid']);
    expect(schema.properties.listid.type).toEqual(['integer', 'string']);
  });

  it('route a legacy command through Command=, and drop arguments that would re-route it or change its format', () => {
    const route = toolRoute(findTool('List.Get')!.command, { ListID: 3, command: 'User.Create', RESPONSEFORMAT: 'XML' });
    expect(route).toEqual({ kind: 'legacy', method: 'POST', params: { ListID: 3, Command: 'List.Get', ResponseFormat: 'JSON' } });
  });

  it('route a command without a legacy entry through its v1 path', () => {
    expect(toolRoute(findTool('dns.provider')!.command, { Domain: 'example.com' })).toEqual({
      kind: 'v1',
      method: 'GET',
      path: 'dns.provider',
      params: { Domain: 'example.com' },
    });
  });
});
