import type { BusReply, BusRequest, CommandSpec } from '@mail/contracts';

import type { Bus } from './bus';

/**
 * Runs another service's public command acting for a user (`via: 'service'`), so that the owning service's own
 * rules apply exactly as for the user's own call. Params are lower-cased, as the edge would deliver them. A
 * transport failure rejects; a command failure is the reply.
 */
export function commandAsUser(
  bus: Bus,
  command: CommandSpec,
  userId: number,
  params: Record<string, unknown>,
  meta: { requestId: string; ip?: string },
  timeoutMs = 5000,
): Promise<BusReply> {
  const request: BusRequest = {
    command: command.name,
    params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k.toLowerCase(), v])),
    auth: { kind: 'user', userId, via: 'service', permissions: '*' },
    requestId: meta.requestId,
    meta: { ip: meta.ip ?? '127.0.0.1' },
  };
  return bus.request<BusReply>(command.subject, request, timeoutMs);
}

/** the failure codes of a reply (empty on success) */
export function replyFailureCodes(reply: BusReply): number[] {
  if (reply.ok) return [];
  return 'failure' in reply ? reply.failure.errors.map((e) => e.code) : [reply.hard];
}
