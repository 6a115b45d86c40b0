import { defineJob } from '@mail/jobs';

export class WebsiteEventRetentionPayload {}

/** hourly (UTC), like tracking's partition job, once per tick across replicas */
export const WEBSITE_EVENT_RETENTION_CRON = '23 * * * *';

/** `lists.website-event-retention`: deletes lists' copies of website events past WEBSITE_EVENT_RETENTION_DAYS. */
export const WebsiteEventRetentionJob = defineJob({
  service: 'lists',
  name: 'website-event-retention',
  payload: WebsiteEventRetentionPayload,
  policy: 'singleton',
  retryLimit: 3,
  expireInSeconds: 1800,
});
