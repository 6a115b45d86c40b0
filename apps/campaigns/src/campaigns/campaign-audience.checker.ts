import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import {
  type AudienceEntry,
  type AudienceRequest,
  type BusReply,
  CommandError,
  InternalSubjects,
  type ListOwnershipReply,
  ListsQuerySubjects,
  type RulesJsonBundle,
} from '@mail/contracts';

export interface CampaignAudience {
  bundle?: RulesJsonBundle;
  include: AudienceEntry[];
  exclude: AudienceEntry[];
}

const INVALID = (message: string) => new CommandError(28, message);

/** `ListID:SegmentID` text as stored and as the lists service reads it. */
export const audienceText = (entries: AudienceEntry[]): string => entries.map((e) => `${e.listId}:${e.segmentId}`).join(',');

/**
 * Asks the lists service whether an audience is the caller's: whole lists by ListOwnership (cheap); segments and
 * rules through the audience count, which resolves them with the lists service's one rule compiler and refuses
 * another user's list or segment and malformed rules. Any refusal is Campaign.Update's code 28.
 */
@Injectable()
export class CampaignAudienceChecker {
  constructor(@Inject(BUS) private readonly bus: Bus) {}

  async check(userId: number, audience: CampaignAudience): Promise<void> {
    const entries = audience.bundle ? audience.exclude : [...audience.include, ...audience.exclude];
    const listIds = [...new Set([...entries.map((e) => e.listId), ...(audience.bundle?.criteria.map((c) => c.list_id) ?? [])])];
    if (listIds.length) {
      const owned = await this.ask<ListOwnershipReply>(InternalSubjects.ListOwnership, { userId, listIds });
      if (owned.missing.length) throw INVALID(`List ${owned.missing.join(', ')} does not belong to the user`);
    }
    if (!audience.bundle && !entries.some((e) => e.segmentId > 0)) return;
    const request: AudienceRequest = {
      userId,
      ...(audience.bundle ? { rulesJsonBundle: audience.bundle } : { recipientListsAndSegments: audienceText(audience.include) }),
      ...(audience.exclude.length ? { excludeListsAndSegments: audienceText(audience.exclude) } : {}),
    };
    await this.ask(ListsQuerySubjects.AudienceCount, request);
  }

  private async ask<T>(subject: string, payload: unknown): Promise<T> {
    const reply = await this.bus.request<BusReply<T>>(subject, payload, 10_000);
    if (reply.ok) return reply.body;
    throw INVALID('failure' in reply ? (reply.failure.errors[0]?.message ?? 'Invalid audience') : 'Invalid audience');
  }
}
