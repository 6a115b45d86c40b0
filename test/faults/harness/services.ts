import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { COMMANDS, type CommandSpec } from '@mail/contracts';

export const REPO_ROOT = join(__dirname, '..', '..', '..');

export interface ServiceEntry {
  name: string;
  main: string;
  edge: boolean;
}

/** services.json: the one list of services; the fault suite starts and kills exactly these. */
export function listedServices(): ServiceEntry[] {
  return (JSON.parse(readFileSync(join(REPO_ROOT, 'services.json'), 'utf8')) as { services: ServiceEntry[] }).services;
}

/** "Every built command": the registry's commands whose service is running. */
export function builtCommands(services = listedServices()): CommandSpec[] {
  const running = new Set(services.map((s) => s.name));
  return COMMANDS.filter((c) => running.has(c.service));
}
