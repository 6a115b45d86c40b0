import { defineJob } from '@mail/jobs';

export class EventPartitionsPayload {}

/** hourly (UTC), once per tick across replicas */
export const EVENT_PARTITIONS_CRON = '7 * * * *';

/** Creates the coming days' website_event partitions and drops expired ones. `singleton`: never two at once. */
export const EventPartitionsJob = defineJob({
  service: 'tracking',
  name: 'event-partitions',
  payload: EventPartitionsPayload,
  policy: 'singleton',
  retryLimit: 3,
  expireInSeconds: 1800,
});
