import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { Queries } from '@mail/contracts';

import { fail } from '../common/errors';
import type { TriggerInput } from './trigger-input';

const TIMEOUT_MS = 5000;

/** The list and email a trigger names must be the caller's (lists and campaigns answer): 6 and 9, HTTP 404. */
@Injectable()
export class TriggerReferences {
  constructor(@Inject(BUS) private readonly bus: Bus) {}

  async check(userId: number, input: TriggerInput): Promise<void> {
    if (input.listId) {
      const { missing } = await this.bus.query(Queries.ListOwnership, { userId, listIds: [input.listId] }, TIMEOUT_MS);
      if (missing.length) throw fail(6, `Trigger_ListID ${input.listId} names no list of yours`);
    }
    if (input.emailId) {
      const { missingEmails } = await this.bus.query(Queries.CampaignsOwnership, { userId, campaignIds: [], emailIds: [input.emailId] }, TIMEOUT_MS);
      if (missingEmails.length) throw fail(9, `Trigger_EmailID ${input.emailId} names no email of yours`);
    }
  }
}
