import { CreateAccountsSchema1767225600000 } from './migrations/1767225600000-CreateAccountsSchema';
import { CreateLoginKnownClient1767312000000 } from './migrations/1767312000000-CreateLoginKnownClient';
import { CreateEventInboxAndDeadLetters1795392000000 } from './migrations/1795392000000-CreateEventInboxAndDeadLetters';
import { DropProcessedEvent1795478400000 } from './migrations/1795478400000-DropProcessedEvent';
import { AddApiKeyUsage1800200000000 } from './migrations/1800200000000-AddApiKeyUsage';
import { AddUserGroupSettings1800200000001 } from './migrations/1800200000001-AddUserGroupSettings';
import { CreateResetToken1800440000000 } from './migrations/1800440000000-CreateResetToken';
import { CreateClients1800450000000 } from './migrations/1800450000000-CreateClients';
import { CreateAdminConfiguration1800470000000 } from './migrations/1800470000000-CreateAdminConfiguration';

/** Schema `accounts`, migrated on boot, changed only by these migrations; queries are written in SQL by the repositories. */
export const ACCOUNTS_MIGRATIONS = [
  CreateAccountsSchema1767225600000,
  CreateLoginKnownClient1767312000000,
  CreateEventInboxAndDeadLetters1795392000000,
  DropProcessedEvent1795478400000,
  AddApiKeyUsage1800200000000,
  AddUserGroupSettings1800200000001,
  CreateResetToken1800440000000,
  CreateClients1800450000000,
  CreateAdminConfiguration1800470000000,
];
