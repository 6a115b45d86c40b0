import { Injectable } from '@nestjs/common';

import { type Caller } from '@mail/kit';
import { CommandError, type SubscribersBulkStatusReply, type SubscribersBulkStatusRequest } from '@mail/contracts';
import { type JobState, type JobStatus, JobQueue } from '@mail/jobs';
import { formatDateTime, paramText } from '@mail/values';

import { BULK_JOBS } from '../bulk-by-rules.job';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const STATUS: Record<JobState, string> = {
  created: 'Pending',
  retry: 'Pending',
  active: 'Running',
  completed: 'Completed',
  failed: 'Failed',
  cancelled: 'Failed',
};

/**
 * Subscribers.Bulk.Status (extension): the job behind a Subscriber.Tag/Untag/Unsubscribe by RulesJSON that
 * answered with a JobID. Done/Total: subscriber ids scanned out of the list's id span; the total changed
 * once completed. Codes: 1 JobID missing (the request DTO), 2 not found / not the caller's.
 */
@Injectable()
export class SubscribersBulkStatusService {
  constructor(private readonly jobs: JobQueue) {}

  async run(input: SubscribersBulkStatusRequest, caller: Caller): Promise<SubscribersBulkStatusReply> {
    const userId = caller.userId;
    const id = paramText(input.jobid);
    if (UUID.test(id)) {
      for (const [operation, job] of Object.entries(BULK_JOBS)) {
        const status = await this.jobs.status<Record<string, number>>(job, id);
        if (status && (status.payload as { userId?: number } | null)?.userId === userId) return { Job: present(operation, status) };
      }
    }
    throw new CommandError(2, 'Job not found');
  }
}

function present(operation: string, status: JobStatus<Record<string, number>>): Record<string, unknown> {
  const payload = status.payload as { listId: number };
  return {
    JobID: status.id,
    Operation: operation,
    ListID: payload.listId,
    Status: STATUS[status.state],
    Done: status.progress?.done ?? 0,
    Total: status.progress?.total ?? 0,
    TotalAffected: Number(status.result?.TotalAffected ?? status.result?.TotalUnsubscribed ?? 0),
    Error: status.state === 'failed' ? (status.error ?? '') : '',
    CreatedAt: formatDateTime(status.createdOn),
    StartedAt: status.startedOn ? formatDateTime(status.startedOn) : '',
    FinishedAt: status.completedOn ? formatDateTime(status.completedOn) : '',
  };
}
