import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { type CampaignSummary, HardFailure, HardFailureError, type ListSummary, Queries } from '@mail/contracts';

const TIMEOUT_MS = 10_000;

function unavailable(service: string): (error: unknown) => never {
  return () => {
    throw new HardFailureError(HardFailure.ComponentUnavailable, `The ${service} service could not be reached.`);
  };
}

/**
 * The lists and campaigns a client may be given or may read, asked of their owning services over the bus (accounts
 * keeps only the assigned ids, never reads their tables). Both answer only what exists and is the owner's, so an
 * assignment to a list or campaign deleted since simply stops showing.
 */
@Injectable()
export class ClientAssets {
  constructor(@Inject(BUS) private readonly bus: Bus) {}

  async ownedLists(userId: number, listIds: number[]): Promise<number[]> {
    if (!listIds.length) return [];
    const reply = await this.bus.query(Queries.ListOwnership, { userId, listIds }, TIMEOUT_MS).catch(unavailable('lists'));
    return reply.owned;
  }

  async ownedCampaigns(userId: number, campaignIds: number[]): Promise<number[]> {
    if (!campaignIds.length) return [];
    const reply = await this.bus.query(Queries.CampaignsOwnership, { userId, campaignIds, emailIds: [] }, TIMEOUT_MS).catch(unavailable('campaigns'));
    return campaignIds.filter((id) => !reply.missingCampaigns.includes(id));
  }

  async lists(userId: number, listIds: number[], statistics = false): Promise<ListSummary[]> {
    if (!listIds.length) return [];
    const reply = await this.bus.query(Queries.ListsSummary, { userId, listIds, statistics }, TIMEOUT_MS).catch(unavailable('lists'));
    return reply.lists;
  }

  async campaigns(userId: number, campaignIds: number[], statistics = false): Promise<CampaignSummary[]> {
    if (!campaignIds.length) return [];
    const reply = await this.bus.query(Queries.CampaignsSummary, { userId, campaignIds, statistics }, TIMEOUT_MS).catch(unavailable('campaigns'));
    return reply.campaigns;
  }
}
