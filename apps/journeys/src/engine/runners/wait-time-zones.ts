import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { logger } from '@mail/config';
import { type ListFieldInfo, Queries } from '@mail/contracts';

import type { EnrolmentRow } from '../enrolment.row';
import { timeZoneOf } from './wait-until';

const log = logger('journeys.time-zones');
/** the list's time-zone field: the first custom field whose alias or name says so (lists keeps no zone of its own) */
const TIME_ZONE_FIELD = /time[\s_-]*zone|^tz$/i;
const USER_TTL_MS = 5 * 60_000;
const LIST_TTL_MS = 60_000;

/**
 * The zone a Wait's window is read in, per enrolment: the subscriber's own (their value of the list's time-zone
 * custom field, when it names a zone), else the user's (accounts' TimeZone, through UserSendingProfile, cached a few
 * minutes), else undefined (the action's TimeZone, else UTC). A peer that does not answer leaves that source out.
 */
@Injectable()
export class WaitTimeZones {
  private readonly users = new Map<number, { tz: string | undefined; until: number }>();
  private readonly fields = new Map<string, { fieldId: number | undefined; until: number }>();

  constructor(@Inject(BUS) private readonly bus: Bus) {}

  async forBatch(userId: number, enrolments: EnrolmentRow[]): Promise<Map<string, string | undefined>> {
    const zones = new Map<string, string | undefined>();
    const user = await this.userZone(userId);
    const byList = new Map<string, EnrolmentRow[]>();
    for (const e of enrolments) {
      const members = byList.get(e.list_id);
      if (members) members.push(e);
      else byList.set(e.list_id, [e]);
    }
    for (const [listId, members] of byList) {
      const own = await this.subscriberZones(userId, Number(listId), members);
      for (const e of members) zones.set(e.id, own.get(Number(e.subscriber_id)) ?? user);
    }
    return zones;
  }

  private async userZone(userId: number): Promise<string | undefined> {
    const cached = this.users.get(userId);
    if (cached && cached.until > Date.now()) return cached.tz;
    try {
      const profile = await this.bus.query(Queries.UserSendingProfile, { userId }, 5000);
      const tz = timeZoneOf(profile.fields.TimeZone);
      this.users.set(userId, { tz, until: Date.now() + USER_TTL_MS });
      return tz;
    } catch (error) {
      log.warn({ err: error, userId }, 'the user’s time zone is unknown for now');
      return undefined;
    }
  }

  private async timeZoneField(userId: number, listId: number): Promise<number | undefined> {
    const key = `${userId}:${listId}`;
    const cached = this.fields.get(key);
    if (cached && cached.until > Date.now()) return cached.fieldId;
    const reply = await this.bus.query(Queries.ListFields, { userId, listId }, 10_000);
    const field = reply.fields.find((f: ListFieldInfo) => TIME_ZONE_FIELD.test(f.mergeTagAlias) || TIME_ZONE_FIELD.test(f.name));
    this.fields.set(key, { fieldId: field?.id, until: Date.now() + LIST_TTL_MS });
    return field?.id;
  }

  /** subscriber id → their zone, for those of the list whose time-zone field names one */
  private async subscriberZones(userId: number, listId: number, members: EnrolmentRow[]): Promise<Map<number, string>> {
    const zones = new Map<number, string>();
    try {
      const fieldId = await this.timeZoneField(userId, listId);
      if (!fieldId) return zones;
      // one OR-group per subscriber: lists' audience page answers their values
      const rules = members.map((e) => [{ type: 'fields', field_id: 'SubscriberID', operator: 'is', value: Number(e.subscriber_id) }]);
      const page = await this.bus.query(
        Queries.AudiencePage,
        { userId, rulesJsonBundle: { operator: 'or', criteria: [{ list_id: listId, operator: 'and', rules }] }, limit: members.length, withFields: true },
        10_000,
      );
      for (const m of page.members) {
        const tz = timeZoneOf(m.fields?.[`CustomField${fieldId}`]);
        if (tz) zones.set(m.subscriberId, tz);
      }
    } catch (error) {
      log.warn({ err: error, listId }, 'subscribers’ time zones are unknown for now');
    }
    return zones;
  }
}
