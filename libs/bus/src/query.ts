import { type BusReply, type CommandFailure, HardFailure, type QueryDefinition, type QueryReplyOf, type QueryRequestOf } from '@mail/contracts';

import type { Bus } from './bus';

type FailedReply = Exclude<BusReply, { ok: true }>;

/** The service answering an internal query failed: its reply says how (a command failure or a hard code). */
export class QueryFailedError extends Error {
  /** the hard failure code, when the service did not answer with a command failure */
  readonly hard?: number;
  /** a command failure (an unknown list, say): a handler that rethrows it passes it on to its own caller */
  readonly failure?: CommandFailure;

  constructor(
    readonly subject: string,
    reply: FailedReply,
  ) {
    super(
      'failure' in reply ? `${subject} failed: ${reply.failure.errors[0]?.message ?? 'error'}` : `${subject} failed (${reply.hard}): ${reply.message ?? ''}`,
    );
    this.name = 'QueryFailedError';
    if ('failure' in reply) this.failure = reply.failure;
    else this.hard = reply.hard;
  }
}

/** `bus.query` on any transport: the reply's body, typed by the query, or QueryFailedError. */
export async function sendQuery<Q extends QueryDefinition>(
  bus: Pick<Bus, 'request'>,
  query: Q,
  request: QueryRequestOf<Q>,
  timeoutMs?: number,
): Promise<QueryReplyOf<Q>> {
  const reply = await bus.request<BusReply<QueryReplyOf<Q>> | null>(query.subject, request, timeoutMs);
  if (reply?.ok) return reply.body;
  throw new QueryFailedError(query.subject, reply ?? { ok: false, hard: HardFailure.UnhandledException, message: 'empty reply' });
}
