import type { DevMailServer } from './dev-mail-server';

export type { DevMailServer } from './dev-mail-server';

/**
 * Starts the local SMTP server and web inbox. Loaded on first call: the SMTP server and the mail
 * parser are dev-only and would otherwise add most of a second to every service's boot.
 */
export async function startDevMailServer(options: { dir: string; smtpPort: number; inboxPort: number; host?: string }): Promise<DevMailServer> {
  const { startDevMailServer: start } = await import('./dev-mail-server');
  return start(options);
}
