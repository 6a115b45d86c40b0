import { defineJob } from '@mail/jobs';

export class SmtpAuthFailurePurgePayload {}

/** every 10 minutes (UTC), once per tick across replicas */
export const SMTP_AUTH_FAILURE_PURGE_CRON = '*/10 * * * *';

/** Deletes the relay's AUTH failures that left the brute-force window. */
export const SmtpAuthFailurePurgeJob = defineJob({
  service: 'gateway',
  name: 'smtp-auth-failure-purge',
  payload: SmtpAuthFailurePurgePayload,
  policy: 'singleton',
  retryLimit: 0,
  expireInSeconds: 600,
});
