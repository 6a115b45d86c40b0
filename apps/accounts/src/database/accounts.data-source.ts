import { provideServiceDataSource } from '@mail/db';

import { CreateAccountsSchema1767225600000 } from './migrations/1767225600000-CreateAccountsSchema';

export const ACCOUNTS = 'accounts';

/** Schema `accounts`, migrated on boot; queries are written in SQL by the repositories. */
export const accountsDataSourceProvider = provideServiceDataSource({
  service: ACCOUNTS,
  entities: [],
  migrations: [CreateAccountsSchema1767225600000],
});
