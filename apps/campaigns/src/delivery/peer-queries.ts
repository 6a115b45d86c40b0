import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import {
  type AudiencePageReply,
  type AudiencePageRequest,
  type BusReply,
  InternalSubjects,
  ListsQuerySubjects,
  type UserSendingProfileReply,
} from '@mail/contracts';

/** A peer answered with a failure (an invalid list, an unknown user): retrying cannot help, the run fails with this. */
export class PeerRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PeerRefusedError';
  }
}

/**
 * The two services a send run asks, once per run and per snapshot page: accounts for the user's sending profile,
 * lists for the audience. A transport failure (timeout, no responder) is thrown as is: the job retries.
 */
@Injectable()
export class PeerQueries {
  constructor(@Inject(BUS) private readonly bus: Bus) {}

  sendingProfile(userId: number): Promise<UserSendingProfileReply> {
    return this.ask(InternalSubjects.UserSendingProfile, { userId }, 'the user');
  }

  audiencePage(request: AudiencePageRequest): Promise<AudiencePageReply> {
    return this.ask(ListsQuerySubjects.AudiencePage, request, 'the audience', 60_000);
  }

  private async ask<T>(subject: string, payload: unknown, what: string, timeoutMs = 10_000): Promise<T> {
    const reply = await this.bus.request<BusReply<T>>(subject, payload, timeoutMs);
    if (reply.ok) return reply.body;
    // a hard failure (the peer's database restarting, an unexpected error) may pass: the job retries
    if (!('failure' in reply)) throw new Error(`${subject} answered hard failure ${reply.hard}: ${reply.message ?? ''}`);
    throw new PeerRefusedError(`${what}: ${reply.failure.errors.map((e) => e.message).join('; ')}`);
  }
}
