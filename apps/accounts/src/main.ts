import 'reflect-metadata';

import { runServiceProcess } from '@mail/bus';

import { AccountsModule } from './accounts.module';

/** Distributed mode: the accounts service as its own process on NATS. */
void runServiceProcess(AccountsModule, 'accounts').catch((error) => {
  console.error(error);
  process.exit(1);
});
