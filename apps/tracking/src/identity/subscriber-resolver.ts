import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { Queries, type SubscriberIdentifyReply } from '@mail/contracts';
import { logger } from '@mail/config';

import { listsUnavailable } from '../common/lists-unavailable';
import type { TrackInput } from '../website-events/event-track/track-input';
import { IdentityCache } from './identity-cache';
import { IdentityRepository } from './identity.repository';

const log = logger('tracking.identify');
const MAX_CACHED = 200_000;

export interface Resolved {
  subscriberId: number | null;
  /** the subscriber was created or updated through lists (rule 3) */
  identified: boolean;
}

/**
 * Which subscriber an event is about (rules 3 and 5 of event.track). An identify event, or an address this list
 * has not seen yet, creates or updates the subscriber through lists (SubscriberIdentify, IdentifyProperties
 * applied there); a known address or external id is answered from `identity` (IdentityCache first). A resolved event
 * links its tracker UUID to the subscriber, so the visitor's earlier anonymous events become theirs.
 */
@Injectable()
export class SubscriberResolver {
  private readonly linked = new Set<string>();

  constructor(
    @Inject(BUS) private readonly bus: Bus,
    private readonly identities: IdentityRepository,
    private readonly cache: IdentityCache,
  ) {}

  async resolve(userId: number, input: TrackInput, ip: string): Promise<Resolved> {
    const { listId, email, externalId } = input;
    if (!email && !externalId) return { subscriberId: null, identified: false };
    let subscriberId = input.isIdentify ? undefined : await this.known(listId, email, externalId);
    let identified = false;
    if (subscriberId === undefined && (email || input.isIdentify || externalId)) {
      const create = !!email;
      const reply = await this.identify(userId, input, create, ip);
      if (reply.subscriberId) {
        subscriberId = reply.subscriberId;
        identified = create || input.isIdentify;
        if (reply.droppedKeys?.length) log.debug({ listId, dropped: reply.droppedKeys }, 'IdentifyProperties keys matching no custom field dropped');
        if (email) await this.remember(listId, 'email', email, subscriberId);
        if (externalId) await this.remember(listId, 'external', externalId, subscriberId);
      }
    }
    if (subscriberId !== undefined) await this.link(listId, input.uuid, subscriberId);
    return { subscriberId: subscriberId ?? null, identified };
  }

  private async known(listId: number, email: string, externalId: string): Promise<number | undefined> {
    if (email) return this.cached(listId, 'email', email);
    return this.cached(listId, 'external', externalId);
  }

  private async cached(listId: number, kind: 'email' | 'external', value: string): Promise<number | undefined> {
    const key = `${listId}\n${kind}\n${value}`;
    const hit = this.cache.get(key);
    if (hit !== undefined) return hit;
    const found = await this.identities.find(listId, kind, value);
    if (found !== undefined) this.cache.set(key, found);
    return found;
  }

  private async remember(listId: number, kind: 'email' | 'external', value: string, subscriberId: number): Promise<void> {
    await this.identities.save(listId, kind, value, subscriberId);
    this.cache.set(`${listId}\n${kind}\n${value}`, subscriberId);
  }

  private async link(listId: number, uuid: string, subscriberId: number): Promise<void> {
    const key = `${listId}\n${uuid}\n${subscriberId}`;
    if (this.linked.has(key)) return;
    await this.identities.link(listId, uuid, subscriberId);
    if (this.linked.size >= MAX_CACHED) this.linked.clear();
    this.linked.add(key);
  }

  private identify(userId: number, input: TrackInput, create: boolean, ip: string): Promise<SubscriberIdentifyReply> {
    return this.bus
      .query(Queries.SubscriberIdentify, {
        userId,
        listId: input.listId,
        ...(input.email ? { emailAddress: input.email } : {}),
        ...(input.externalId ? { externalId: input.externalId } : {}),
        ...(input.isIdentify ? { fields: input.identifyProperties } : {}),
        create,
        ip,
      })
      .catch(() => {
        throw listsUnavailable();
      });
  }
}
