import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus, QueryFailedError } from '@mail/bus';
import {
  type AudiencePageReply,
  type AudiencePageRequest,
  Queries,
  type QueryDefinition,
  type QueryReplyOf,
  type QueryRequestOf,
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
    return this.ask(Queries.UserSendingProfile, { userId }, 'the user');
  }

  audiencePage(request: AudiencePageRequest): Promise<AudiencePageReply> {
    return this.ask(Queries.AudiencePage, request, 'the audience', 60_000);
  }

  private async ask<Q extends QueryDefinition>(query: Q, request: QueryRequestOf<Q>, what: string, timeoutMs = 10_000): Promise<QueryReplyOf<Q>> {
    try {
      return await this.bus.query(query, request, timeoutMs);
    } catch (error) {
      // a hard failure (the peer's database restarting, an unexpected error) may pass: the job retries
      if (error instanceof QueryFailedError && error.failure) throw new PeerRefusedError(`${what}: ${error.failure.errors.map((e) => e.message).join('; ')}`);
      throw error;
    }
  }
}
