import { provideServiceDataSource } from '@mail/db';

import { CreateAccountsSchema1767225600000 } from './migrations/1767225600000-CreateAccountsSchema';
import { CreateLoginKnownClient1767312000000 } from './migrations/1767312000000-CreateLoginKnownClient';
import { CreateEventInboxAndDeadLetters1795392000000 } from './migrations/1795392000000-CreateEventInboxAndDeadLetters';

export const ACCOUNTS = 'accounts';

/** Schema `accounts`, migrated on boot; queries are written in SQL by the repositories. */
export const accountsDataSourceProvider = provideServiceDataSource({
  service: ACCOUNTS,
  entities: [],
  migrations: [CreateAccountsSchema1767225600000, CreateLoginKnownClient1767312000000, CreateEventInboxAndDeadLetters1795392000000],
});
