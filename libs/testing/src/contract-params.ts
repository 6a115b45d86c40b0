import { type CommandSpec, paramsOf } from '@mail/contracts';

/** "(also accepted as `ListName` or `Name`)", "(also `TagName`)", "(or `SubscriberID`)" in a `@Param` description */
const ALIASES = /\((?:also|or)\b[^)]*\)/g;
/** a hostile credential stops a request at the edge, before the command it is meant to reach */
const CREDENTIALS = new Set(['apikey', 'api_key', 'sessionid', 'adminapikey']);

/**
 * The parameter names a command's contract declares (`@Param` on its request DTO, lower-cased as the edge
 * delivers them) and the aliases their descriptions name, credentials left out. Robustness tests feed hostile
 * values into exactly these, so a new command or parameter is covered as soon as its contract declares it.
 */
export function contractParamNames(command: CommandSpec): string[] {
  const names = new Set<string>();
  for (const param of command.request ? paramsOf(command.request) : []) {
    names.add(param.name);
    for (const aside of param.description.match(ALIASES) ?? []) for (const [, alias] of aside.matchAll(/`(\w+)`/g)) names.add(alias.toLowerCase());
  }
  return [...names].filter((name) => !CREDENTIALS.has(name));
}

/** Every parameter name the contracts of these commands declare, each once. */
export function allContractParamNames(commands: readonly CommandSpec[]): string[] {
  return [...new Set(commands.flatMap(contractParamNames))].sort();
}
