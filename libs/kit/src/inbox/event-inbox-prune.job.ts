import { defineJob, type JobDefinition } from '@mail/jobs';

export class EventInboxPrunePayload {}

/** daily at 03:17 UTC, once per tick across the service's replicas */
export const EVENT_INBOX_PRUNE_CRON = '17 3 * * *';

/** `<service>.event-inbox-prune` in the service's own jobs schema. `singleton`: a slow run never overlaps the next. */
export function eventInboxPruneJob(service: string): JobDefinition<EventInboxPrunePayload> {
  return defineJob({ service, name: 'event-inbox-prune', payload: EventInboxPrunePayload, policy: 'singleton', retryLimit: 2, expireInSeconds: 3600 });
}
