import { type DynamicModule, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';

import { BusModule } from '@mail/bus';
import { assertValidEnvironment } from '@mail/config';
import { stopEmbeddedPostgres } from '@mail/db';

import { selectedServiceModules } from './service-modules';

/** `npm run migrate`: applies every selected service's pending migrations, then exits (k8s job). */
async function main(): Promise<void> {
  assertValidEnvironment('migrate');
  @Module({})
  class MigrateModule {}
  const root: DynamicModule = { module: MigrateModule, imports: [BusModule, ...selectedServiceModules()] };
  process.env.DB_MIGRATIONS_RUN = 'true';
  const context = await NestFactory.createApplicationContext(root, { logger: false });
  await context.close();
  await stopEmbeddedPostgres();
  process.stdout.write('migrations applied\n');
}

main().catch((error) => {
  process.stderr.write(`Migration failed: ${(error as Error).message}\n`);
  process.exit(1);
});
