import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { Queries } from '@mail/contracts';

import { fail } from '../common/errors';
import { everyAction } from './action-input';
import type { ActionSpec } from './action-spec';

const TIMEOUT_MS = 5000;

/**
 * What actions name in other services must be the caller's: a SendEmail's SenderDomainID is one of the user's
 * gateway sender domains (the gateway answers; another user's reads as missing). Code 4, naming the action and field.
 */
@Injectable()
export class ActionReferences {
  constructor(@Inject(BUS) private readonly bus: Bus) {}

  async check(userId: number, actions: ActionSpec[]): Promise<void> {
    const named = everyAction(actions).filter((a) => a.type === 'SendEmail' && a.params.SenderDomainID);
    const domainIds = [...new Set(named.map((a) => Number(a.params.SenderDomainID)))];
    const found = await Promise.all(
      domainIds.map(async (domainId) => [domainId, (await this.bus.query(Queries.SenderDomainDkim, { userId, domainId }, TIMEOUT_MS)).found] as const),
    );
    const missing = new Set(found.filter(([, ok]) => !ok).map(([id]) => id));
    const first = named.find((a) => missing.has(Number(a.params.SenderDomainID)));
    if (first) throw fail(4, `${first.label}: SenderDomainID ${String(first.params.SenderDomainID)} is not one of your sender domains`);
  }
}
