import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { Queries } from '@mail/contracts';

import { fail } from '../common/errors';
import { JourneyRepository } from '../journeys/journey.repository';
import { everyAction } from './action-input';
import type { ActionSpec } from './action-spec';

const TIMEOUT_MS = 5000;

/** What an action parameter names: the kind of thing, for the message, and the ids it holds. */
type Kind = 'email' | 'list' | 'tag' | 'custom field' | 'journey' | 'sender domain';
const NAMED: Record<string, [field: string, kind: Kind][]> = {
  SendEmail: [
    ['EmailID', 'email'],
    ['SenderDomainID', 'sender domain'],
  ],
  Subscribe: [['TargetListID', 'list']],
  Unsubscribe: [['TargetListID', 'list']],
  AddTag: [['TargetTagID', 'tag']],
  RemoveTag: [['TargetTagID', 'tag']],
  UpdateCustomFieldValue: [['TargetCustomFieldID', 'custom field']],
  SendSMS: [['phone_field_id', 'custom field']],
  StartJourney: [['TargetJourneyID', 'journey']],
  ExitJourney: [['TargetJourneyID', 'journey']],
};

interface Reference {
  action: ActionSpec;
  field: string;
  kind: Kind;
  id: number;
}

/**
 * Every id an action names must be the caller's, asked of the service that owns it (lists, campaigns, the gateway;
 * journeys are ours): another user's id reads as missing. Code 4 (the vendor's one code for invalid actions, HTTP
 * 422), naming the action, the field and the id.
 */
@Injectable()
export class ActionReferences {
  constructor(
    @Inject(BUS) private readonly bus: Bus,
    private readonly journeys: JourneyRepository,
  ) {}

  async check(userId: number, actions: ActionSpec[]): Promise<void> {
    const refs = references(actions);
    const ids = (kind: Kind) => [...new Set(refs.filter((r) => r.kind === kind).map((r) => r.id))];
    const [lists, emails, domains, journeys] = await Promise.all([
      this.lists(userId, ids('list'), ids('tag'), ids('custom field')),
      ids('email').length ? this.bus.query(Queries.CampaignsOwnership, { userId, campaignIds: [], emailIds: ids('email') }, TIMEOUT_MS) : undefined,
      Promise.all(
        ids('sender domain').map(async (domainId) => ({ domainId, ...(await this.bus.query(Queries.SenderDomainDkim, { userId, domainId }, TIMEOUT_MS)) })),
      ),
      this.journeys.ownedIds(userId, ids('journey')),
    ]);
    const missing: Record<Kind, number[]> = {
      list: lists?.missing ?? [],
      tag: lists?.missingTags ?? [],
      'custom field': lists?.missingCustomFields ?? [],
      email: emails?.missingEmails ?? [],
      'sender domain': domains.filter((d) => !d.found).map((d) => d.domainId),
      journey: ids('journey').filter((id) => !journeys.includes(id)),
    };
    const first = refs.find((r) => missing[r.kind].includes(r.id));
    if (first) throw fail(4, `${first.action.label}: ${first.field} ${first.id} names no ${first.kind} of yours`);
  }

  private lists(userId: number, listIds: number[], tagIds: number[], customFieldIds: number[]) {
    if (!listIds.length && !tagIds.length && !customFieldIds.length) return Promise.resolve(undefined);
    return this.bus.query(Queries.ListOwnership, { userId, listIds, tagIds, customFieldIds }, TIMEOUT_MS);
  }
}

function references(actions: ActionSpec[]): Reference[] {
  return everyAction(actions).flatMap((action) =>
    (NAMED[action.type] ?? []).flatMap(([field, kind]) => {
      const value = action.params[field];
      const ids = Array.isArray(value) ? value : value === undefined ? [] : [value];
      return ids.map((id) => ({ action, field, kind, id: Number(id) }));
    }),
  );
}
