import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ServiceEntry {
  name: string;
  /** entry point, relative to the repository root */
  main: string;
  edge: boolean;
}

export const REPO_ROOT = join(__dirname, '..');

/** The one list of services (services.json): what CI and the fault suite start, what the checks below expect. */
export function readServices(): ServiceEntry[] {
  return (JSON.parse(readFileSync(join(REPO_ROOT, 'services.json'), 'utf8')) as { services: ServiceEntry[] }).services;
}
