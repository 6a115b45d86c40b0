import { COMMANDS, type CommandSpec } from '@mail/contracts';

import { readServices, REPO_ROOT, type ServiceEntry } from '../../../scripts/services-list';

export { REPO_ROOT, type ServiceEntry };

/** services.json: the one list of services; the fault suite starts and kills exactly these. */
export const listedServices = readServices;

/** "Every built command": the registry's commands whose service is running. */
export function builtCommands(services = listedServices()): CommandSpec[] {
  const running = new Set(services.map((s) => s.name));
  return COMMANDS.filter((c) => running.has(c.service));
}
