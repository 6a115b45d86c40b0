import { defineJob } from '@mail/jobs';

export class AccountsMaintenancePayload {}

/** every 10 minutes (UTC), once per tick across replicas */
export const ACCOUNTS_MAINTENANCE_CRON = '*/10 * * * *';

/** Periodic clean-up of accounts. `singleton`: a slow run (a backlog after downtime) never overlaps the next tick's. */
export const AccountsMaintenance = defineJob({
  service: 'accounts',
  name: 'maintenance',
  payload: AccountsMaintenancePayload,
  policy: 'singleton',
  retryLimit: 0,
  expireInSeconds: 3600,
});
