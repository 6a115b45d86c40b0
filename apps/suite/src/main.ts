import { assertValidEnvironment, env } from '@mail/config';
import { embeddedPostgresInfo, EmbeddedPostgresError } from '@mail/db';

import { bootSuite } from './boot';

/** `npm start`: the whole platform in one process on embedded defaults. */
async function main(): Promise<void> {
  assertValidEnvironment('mail platform');
  const suite = await bootSuite();
  const lines = [
    '',
    `  Mail platform is running at ${suite.url}`,
    `    legacy API : POST ${suite.url}/api.php   (Command=...)`,
    `    REST API   : ${suite.url}/api/v1/<name>`,
    `    database   : ${suite.embeddedDatabase ? embeddedLine() : 'DATABASE_URL'}`,
    `    bus        : ${suite.busKind === 'nats' ? `NATS at ${env('NATS_URL')}` : 'in-process'}`,
    `    ops        : ${suite.ops ? `${suite.ops.url}/livez, /readyz, /metrics` : 'none (OPS_PORT was taken)'}`,
    ...(suite.mail.inboxUrl
      ? [`    mail       : local SMTP server ${suite.mail.smtp} (relays nothing), kept in ${suite.mail.dir}`, `    mail inbox : ${suite.mail.inboxUrl}`]
      : [`    mail       : SMTP ${suite.mail.smtp}`]),
    `    admin user : ${suite.admin.username} (${suite.admin.created ? 'created now' : 'existing'}${env('ADMIN_PASSWORD') ? ', password from ADMIN_PASSWORD' : ''}${env('ADMIN_API_KEY') ? ', API key from ADMIN_API_KEY' : ''})`,
  ];
  if (suite.admin.password) lines.push(`    admin password (shown once): ${suite.admin.password}`);
  if (suite.admin.apiKey) lines.push(`    admin API key  (shown once): ${suite.admin.apiKey}`);
  lines.push('');
  process.stdout.write(`${lines.join('\n')}\n`);
  const stop = async (signal: string) => {
    process.stdout.write(`\n${signal}: shutting down\n`);
    await suite.close().catch(() => undefined);
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

function embeddedLine(): string {
  const info = embeddedPostgresInfo();
  const where = info?.dataDir ?? `${env('DATA_DIR')}/pg`;
  const why = info?.relocatedTo ? ` — run as root, so placed where the postgres user can reach it` : '';
  return `embedded PostgreSQL in ${where} (kept across restarts${why})`;
}

main().catch((error) => {
  if (error instanceof EmbeddedPostgresError) {
    process.stderr.write(`Failed to start: ${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(`Failed to start: ${(error as Error).stack ?? error}\n`);
  process.exit(1);
});
