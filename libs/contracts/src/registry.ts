import * as edge from './edge';
import * as accounts from './accounts';
import * as lists from './lists';
import * as campaigns from './campaigns';
import * as journeys from './journeys';
import * as gateway from './gateway';
import * as tracking from './tracking';
import * as sms from './sms';
import { type CommandSpec, commandsIn, type ServiceName } from './define-command';

export const COMMANDS: readonly CommandSpec[] = Object.freeze([
  ...commandsIn(edge),
  ...commandsIn(accounts),
  ...commandsIn(lists),
  ...commandsIn(campaigns),
  ...commandsIn(journeys),
  ...commandsIn(gateway),
  ...commandsIn(tracking),
  ...commandsIn(sms),
]);

const byLegacyName = new Map<string, CommandSpec>();
const byV1Route = new Map<string, CommandSpec>();
const bySubject = new Map<string, CommandSpec>();
const v1Paths = new Set<string>();

for (const command of COMMANDS) {
  bySubject.set(command.subject, command);
  if (command.legacy) {
    for (const name of [command.name, ...command.aliases]) byLegacyName.set(name.toLowerCase(), command);
  }
  if (command.v1) {
    v1Paths.add(command.v1.path.toLowerCase());
    for (const method of command.v1.methods) byV1Route.set(`${method} ${command.v1.path.toLowerCase()}`, command);
  }
}

/** Legacy `Command=` lookup; case-insensitive. */
export function findLegacyCommand(name: string): CommandSpec | undefined {
  return byLegacyName.get(name.trim().toLowerCase());
}

/** `/api/v1/<path>` lookup. `methodAllowed` false means the path exists under another method. */
export function findV1Command(method: string, path: string): { command?: CommandSpec; pathKnown: boolean } {
  const key = path.toLowerCase();
  return { command: byV1Route.get(`${method.toUpperCase()} ${key}`), pathKnown: v1Paths.has(key) };
}

export function findBySubject(subject: string): CommandSpec | undefined {
  return bySubject.get(subject);
}

export function commandsOf(service: ServiceName): CommandSpec[] {
  return COMMANDS.filter((c) => c.service === service);
}
