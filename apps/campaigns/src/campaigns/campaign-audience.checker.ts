import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus, QueryFailedError } from '@mail/bus';
import { type AudienceEntry, type AudienceRequest, CommandError, Queries, type RulesJsonBundle } from '@mail/contracts';

export interface CampaignAudience {
  bundle?: RulesJsonBundle;
  include: AudienceEntry[];
  exclude: AudienceEntry[];
}

const INVALID = (message: string) => new CommandError(28, message);

/** any refusal by lists (another user's list or segment, malformed rules) is code 28 */
function refused(error: unknown): never {
  if (error instanceof QueryFailedError) throw INVALID(error.failure?.errors[0]?.message ?? 'Invalid audience');
  throw error;
}

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
      const owned = await this.bus.query(Queries.ListOwnership, { userId, listIds }, 10_000).catch(refused);
      if (owned.missing.length) throw INVALID(`List ${owned.missing.join(', ')} does not belong to the user`);
    }
    if (!audience.bundle && !entries.some((e) => e.segmentId > 0)) return;
    const request: AudienceRequest = {
      userId,
      ...(audience.bundle ? { rulesJsonBundle: audience.bundle } : { recipientListsAndSegments: audienceText(audience.include) }),
      ...(audience.exclude.length ? { excludeListsAndSegments: audienceText(audience.exclude) } : {}),
    };
    await this.bus.query(Queries.AudienceCount, request, 10_000).catch(refused);
  }
}
