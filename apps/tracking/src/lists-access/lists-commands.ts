import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import type { BusReply, BusRequest, CommandSpec } from '@mail/contracts';

const TIMEOUT_MS = 5000;

/**
 * Runs a lists command acting for a user (an inbound webhook's owner), so that the lists service's own rules
 * apply: opt-in mode, suppression, opt-out behaviour, its events. A transport failure rejects.
 */
@Injectable()
export class ListsCommands {
  constructor(@Inject(BUS) private readonly bus: Bus) {}

  run(command: CommandSpec, userId: number, params: Record<string, unknown>, meta: { ip: string; requestId: string }): Promise<BusReply> {
    const request: BusRequest = {
      command: command.name,
      params,
      auth: { kind: 'user', userId, via: 'service', permissions: '*' },
      requestId: meta.requestId,
      meta: { ip: meta.ip },
    };
    return this.bus.request<BusReply>(command.subject, request, TIMEOUT_MS);
  }
}

/** the failure codes of a reply (empty on success) */
export function failureCodes(reply: BusReply): number[] {
  if (reply.ok) return [];
  return 'failure' in reply ? reply.failure.errors.map((e) => e.code) : [reply.hard];
}
