import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus, QueryFailedError } from '@mail/bus';
import { type AudiencePageReply, type AudienceRequest, Queries } from '@mail/contracts';

import { readFailure } from '../read-failure';

const TIMEOUT_MS = 30_000;

/**
 * What lists answers about an audience before it is sent: which of its lists are the user's, how many recipients it
 * has and its first members, through the queries a send run uses (ListOwnership, AudienceCount, AudiencePage), and
 * the user's never-suppressed addresses from accounts as a run takes them. A refusal of the audience (malformed
 * rules) is code 5; anything else failing (a timeout, a fault) is 10.
 */
@Injectable()
export class AudiencePreviewClient {
  constructor(@Inject(BUS) private readonly bus: Bus) {}

  async missingLists(userId: number, listIds: number[]): Promise<number[]> {
    if (!listIds.length) return [];
    return (await this.ask(() => this.bus.query(Queries.ListOwnership, { userId, listIds }, TIMEOUT_MS))).missing;
  }

  async neverSuppressed(userId: number): Promise<string[]> {
    return (await this.ask(() => this.bus.query(Queries.UserSendingProfile, { userId }, TIMEOUT_MS))).whiteListedEmailAddresses;
  }

  async count(request: AudienceRequest): Promise<number> {
    return (await this.ask(() => this.bus.query(Queries.AudienceCount, request, TIMEOUT_MS))).total;
  }

  async firstPage(request: AudienceRequest, limit: number): Promise<AudiencePageReply> {
    return this.ask(() => this.bus.query(Queries.AudiencePage, { ...request, limit, withFields: true }, TIMEOUT_MS));
  }

  private async ask<T>(query: () => Promise<T>): Promise<T> {
    try {
      return await query();
    } catch (error) {
      if (error instanceof QueryFailedError && error.failure) throw readFailure(5, `Invalid targeting: ${error.failure.errors[0]?.message ?? 'refused'}`);
      throw readFailure(10, 'The recipient set could not be built');
    }
  }
}
