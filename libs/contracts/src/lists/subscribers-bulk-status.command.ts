import { IsPresent, Param } from '../request-params';
import { code } from '../validation';
import { defineCommand } from '../define-command';
import { reply } from '../queries/define-query';

export class SubscribersBulkStatusRequest {
  @IsPresent(code(1, 'Missing JobID'))
  @Param('The job id a Subscriber.Tag, Untag or Unsubscribe by RulesJSON answered with', true)
  jobid?: string;
}

export interface SubscribersBulkStatusReply {
  Job: Record<string, unknown>;
}

export const SubscribersBulkStatus = defineCommand({
  name: 'Subscribers.Bulk.Status',
  service: 'lists',
  auth: 'user',
  request: SubscribersBulkStatusRequest,
  returns: reply<SubscribersBulkStatusReply>(),
  reply: 'Job',
  errorStyle: 'array',
  errors: { 1: 'missing JobID', 2: "job not found or not the caller's" },
  summary: 'Progress and outcome of a Subscriber.Tag, Subscriber.Untag or Subscriber.Unsubscribe by RulesJSON that runs as a job (extension).',
});
