import { IsIn, IsInt, IsString, Min } from 'class-validator';

import { defineJob } from '@mail/jobs';

/** One subscriber event to POST to one list integration URL. */
export class ListIntegrationPostPayload {
  @IsInt() @Min(1) integrationId!: number;
  @IsIn(['subscription', 'unsubscription']) event!: 'subscription' | 'unsubscription';
  @IsInt() listId!: number;
  @IsInt() subscriberId!: number;
  @IsString() emailAddress!: string;
  @IsString() status!: string;
  @IsString() source!: string;
  @IsString() occurredAt!: string;
}

/**
 * A POST that fails (no answer, not 2xx) is retried with backoff: 5 s, 10 s, 20 s, 40 s, 80 s, then the job fails.
 * A refused address or a deleted integration fails at once (PermanentJobError).
 */
export const ListIntegrationPost = defineJob({
  service: 'lists',
  name: 'list-integration-post',
  payload: ListIntegrationPostPayload,
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 60,
});
