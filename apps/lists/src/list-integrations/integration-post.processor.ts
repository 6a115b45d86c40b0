import { Injectable } from '@nestjs/common';

import { logger } from '@mail/config';
import { type JobContext, JobHandler, PermanentJobError } from '@mail/jobs';

import { ListIntegrationPost, type ListIntegrationPostPayload } from './integration-post.job';
import { postIntegration } from './integration-post';
import { ListIntegrationsRepository } from './list-integrations.repository';

const log = logger('lists.list-integration');

/** Calls one integration URL for one subscriber event; a failure throws so the job is retried. */
@Injectable()
export class IntegrationPostProcessor {
  constructor(private readonly integrations: ListIntegrationsRepository) {}

  @JobHandler(ListIntegrationPost)
  async post(p: ListIntegrationPostPayload, context: JobContext): Promise<{ StatusCode: number | null }> {
    const integration = await this.integrations.find(p.integrationId);
    if (!integration) throw new PermanentJobError('the integration was deleted');
    const body = {
      Event: p.event,
      WebServiceIntegrationID: p.integrationId,
      ListID: p.listId,
      SubscriberID: p.subscriberId,
      EmailAddress: p.emailAddress,
      SubscriptionStatus: p.status,
      Source: p.source,
      OccurredAt: p.occurredAt,
    };
    const result = await postIntegration(integration.url, integration.signing_key, body, context.attempt);
    if (!result.error) return { StatusCode: result.statusCode };
    log.warn({ integrationId: p.integrationId, attempt: context.attempt, error: result.error }, 'list integration call failed');
    if (result.blocked) throw new PermanentJobError(result.error);
    throw new Error(result.error);
  }
}
