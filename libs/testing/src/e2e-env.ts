import { ApiClient } from './api-client';

/**
 * What an e2e test needs: the base URL of a running edge (the suite booted by the global setup, or
 * E2E_BASE_URL for the distributed run) and the administrator's API key.
 */
export function e2eEnv(): { api: ApiClient; baseUrl: string; adminApiKey: string } {
  const baseUrl = process.env.E2E_BASE_URL;
  const adminApiKey = process.env.E2E_ADMIN_API_KEY ?? process.env.ADMIN_API_KEY;
  if (!baseUrl || !adminApiKey) throw new Error('E2E_BASE_URL and E2E_ADMIN_API_KEY must be set (the e2e global setup sets them)');
  return { api: new ApiClient(baseUrl), baseUrl, adminApiKey };
}

let counter = 0;
/** Unique names so that tests sharing one database never collide. */
export function unique(prefix = 'u'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}
