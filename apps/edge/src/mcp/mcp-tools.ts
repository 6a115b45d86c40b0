import { getMetadataStorage } from 'class-validator';

import { COMMANDS, type CommandSpec, paramsOf } from '@mail/contracts';

/** What a user API key may call: the commands a user credential authenticates (never admin, public, client or session-only ones). */
const TOOL_AUTH: ReadonlySet<CommandSpec['auth']> = new Set(['user', 'user-or-admin', 'user-or-subscriber']);

/** The routing parameters a tool sets itself: an argument of the same name (any case) is dropped. */
const RESERVED = new Set(['command', 'responseformat', 'jsonpcallback', 'confirmationtoken']);

/** Validators whose parameters carry an id: hinted as an integer (the edge also takes its digits as text). */
const ID_RULES = new Set(['isPositiveId', 'optionalId', 'zeroOrId', 'numericId', 'optionalIdOrZero']);

export interface McpToolSchema {
  type: 'object';
  properties: Record<string, { description?: string; type?: string[] }>;
  required?: string[];
  additionalProperties: true;
}

export interface McpTool {
  name: string;
  description: string;
  inputSchema: McpToolSchema;
  command: CommandSpec;
}

/** How a tool call reaches the edge: the legacy entry with `Command=`, or the command's only v1 route. */
export interface ToolRoute {
  kind: 'legacy' | 'v1';
  method: string;
  /** legacy: none (`Command` names it); v1: the path after /api/v1/ */
  path?: string;
  params: Record<string, unknown>;
}

function describe(command: CommandSpec): string {
  const codes = Object.entries(command.errors ?? {}).map(([code, entry]) => `${code} ${typeof entry === 'string' ? entry : entry.meaning}`);
  return [command.summary, command.reply ? `Reply: ${command.reply}.` : '', codes.length ? `Error codes: ${codes.join('; ')}.` : ''].filter(Boolean).join(' ');
}

function schemaOf(command: CommandSpec): McpToolSchema {
  const properties: McpToolSchema['properties'] = {};
  const required: string[] = [];
  for (const param of command.request ? paramsOf(command.request) : []) {
    if (RESERVED.has(param.name)) continue;
    const idLike = idRuleOf(command, param.name);
    properties[param.name] = { ...(param.description ? { description: param.description } : {}), ...(idLike ? { type: ['integer', 'string'] } : {}) };
    if (param.required === true) required.push(param.name);
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}), additionalProperties: true };
}

function idRuleOf(command: CommandSpec, name: string): boolean {
  return (
    ruleNamesOf(command)
      .get(name)
      ?.some((rule) => ID_RULES.has(rule)) ?? false
  );
}

const RULE_NAMES = new WeakMap<CommandSpec, Map<string, string[]>>();

/** class-validator's rule names per parameter (read once per command) */
function ruleNamesOf(command: CommandSpec): Map<string, string[]> {
  let names = RULE_NAMES.get(command);
  if (!names) {
    names = new Map();
    for (const rule of command.request ? getMetadataStorage().getTargetValidationMetadatas(command.request, '', true, false) : [])
      names.set(rule.propertyName, [...(names.get(rule.propertyName) ?? []), rule.name ?? rule.type]);
    RULE_NAMES.set(command, names);
  }
  return names;
}

let tools: McpTool[] | undefined;

/** Every command a user API key may call, as an MCP tool: name, description and parameters from its contract. */
export function mcpTools(): readonly McpTool[] {
  tools ??= COMMANDS.filter((command) => TOOL_AUTH.has(command.auth)).map((command) => ({
    name: command.name,
    description: describe(command),
    inputSchema: schemaOf(command),
    command,
  }));
  return tools;
}

export function findTool(name: string): McpTool | undefined {
  return mcpTools().find((tool) => tool.name === name);
}

/** The request a tool call makes: its arguments as parameters, routed the way the command is reachable. */
export function toolRoute(command: CommandSpec, args: Record<string, unknown>): ToolRoute {
  const params = Object.fromEntries(Object.entries(args).filter(([key]) => !RESERVED.has(key.toLowerCase())));
  if (command.legacy || !command.v1) return { kind: 'legacy', method: 'POST', params: { ...params, Command: command.name, ResponseFormat: 'JSON' } };
  return { kind: 'v1', method: command.v1.methods[0], path: command.v1.path, params };
}
