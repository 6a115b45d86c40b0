import { DataSource } from 'typeorm';

import { resolveDatabaseUrl, stopEmbeddedPostgres } from '../embedded/embedded-postgres';
import { backgroundStatementTimeoutMs } from '../timeouts/statement-timeouts';
import { runDeadEventsCommand } from './dead-events';

export const DEAD_EVENTS_USAGE = ['       cli events:dead [--service <name>]', '       cli events:replay <id> --service <name>'].join('\n');

export function isDeadEventsCommand(command: string | undefined): boolean {
  return command === 'events:dead' || command === 'events:replay';
}

/**
 * `events:dead [--service <name>]` lists the dead letters of one service schema (or of every one in `services`);
 * `events:replay <id> --service <name>` puts one back into that service's outbox. Works on the database the
 * services use (DATABASE_URL, or the embedded one of `npm start`), without booting any service.
 */
export async function runDeadEventsCli(argv: string[], print = console.log): Promise<number> {
  const [command, ...rest] = argv;
  const at = rest.indexOf('--service');
  const service = at >= 0 ? rest[at + 1] : undefined;
  const positional = rest.filter((_, i) => i !== at && i !== at + 1);
  if (command === 'events:replay' && !service) {
    print('usage: cli events:replay <id> --service <name>');
    return 2;
  }
  const dataSource = new DataSource({
    type: 'postgres',
    url: await resolveDatabaseUrl(),
    extra: { options: `-c statement_timeout=${backgroundStatementTimeoutMs()}` },
  });
  await dataSource.initialize();
  try {
    // every service schema that keeps dead letters (each event-consuming service's migration creates one)
    const schemas: { table_schema: string }[] = await dataSource.query(
      `SELECT "table_schema" FROM information_schema.tables WHERE "table_name" = 'dead_event' ORDER BY 1`,
    );
    const services = schemas.map((row) => row.table_schema);
    if (!services.length) {
      print('no service schema with dead letters in this database (have the services migrated?)');
      return 2;
    }
    if (service !== undefined && !services.includes(service)) {
      print(`unknown service ${service}: one of ${services.join(', ')}`);
      return 2;
    }
    let code = 0;
    for (const schema of service ? [service] : services) {
      const result = await runDeadEventsCommand(dataSource, schema, command, positional);
      print(result.output);
      code = Math.max(code, result.code);
    }
    return code;
  } finally {
    await dataSource.destroy();
    await stopEmbeddedPostgres();
  }
}
