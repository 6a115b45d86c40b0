import { CommandError, type DeliveryServerAssignment, type UserGroupListItem, type UserGroupResource } from '@mail/contracts';

import type { UserGroupRow, UserGroupSettings } from './user-group.row';

/** A vendor limit: a base-10 integer in the signed 32-bit range; -1 or 0 = unlimited (stored as null). */
export function limit(raw: unknown, errorCode: number, field: string): number | null {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : undefined;
  if (text === undefined || !/^-?\d{1,10}$/.test(text) || Math.abs(Number(text)) > 2_147_483_647)
    throw new CommandError(errorCode, `${field} must be an integer (-1 = unlimited)`);
  const n = Number(text);
  return n > 0 ? n : null;
}

export function enabledDisabled(raw: unknown, errorCode: number, field: string): 'Enabled' | 'Disabled' {
  const text = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (text !== 'enabled' && text !== 'disabled') throw new CommandError(errorCode, `${field} must be Enabled or Disabled`);
  return text === 'enabled' ? 'Enabled' : 'Disabled';
}

/** An object, or JSON text of one. */
export function jsonObject(raw: unknown, errorCode: number, field: string): Record<string, unknown> {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = raw.trim() === '' ? {} : JSON.parse(raw);
    } catch {
      throw new CommandError(errorCode, `${field} must be a JSON object`);
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new CommandError(errorCode, `${field} must be a JSON object`);
  return value as Record<string, unknown>;
}

const BUCKETS = ['Minute', 'Hour', 'Day', 'Week', 'Month', 'Year'] as const;

/** DefaultRateLimits merged over all -1, so no bucket is ever missing. */
export function rateLimits(given: Record<string, unknown>): Record<string, Record<string, number>> {
  const channel = (name: string) => {
    const source = (given[name] && typeof given[name] === 'object' ? given[name] : {}) as Record<string, unknown>;
    return Object.fromEntries(BUCKETS.map((b) => [b, Number.isInteger(Number(source[b])) && source[b] !== '' && source[b] !== null ? Number(source[b]) : -1]));
  };
  return { SMS: channel('SMS'), EmailGateway: channel('EmailGateway') };
}

const shown = (value: number | null | undefined): number => (value === null || value === undefined ? -1 : Number(value));

export function groupResource(row: UserGroupRow): UserGroupResource {
  const s: UserGroupSettings = row.settings ?? {};
  const { SendMethodSMTPPassword: _secret, ...other } = s;
  return {
    ...other,
    UserGroupID: row.id,
    GroupName: row.name,
    SubscriptionPlan: row.plan_name,
    IsDefault: row.is_default,
    LimitSubscribers: shown(row.limit_subscribers),
    LimitLists: shown(row.limit_lists),
    LimitCampaignSendPerPeriod: shown(s.LimitCampaignSendPerPeriod),
    LimitEmailSendPerPeriod: shown(row.limit_monthly),
    LimitEmailSendPerDay: shown(row.max_send_per_day),
    LimitEmailSendLifetime: shown(row.limit_lifetime),
    LimitEmailGatewaySenderDomains: shown(row.limit_sender_domains),
    SubscriberAreaLogoutURL: s.SubscriberAreaLogoutURL ?? '',
    RelThemeID: s.RelThemeID ?? 0,
    ForceUnsubscriptionLink: s.ForceUnsubscriptionLink ?? 'Enabled',
    ForceRejectOptLink: s.ForceRejectOptLink ?? 'Disabled',
    Options: s.Options ?? {},
    DefaultRateLimits: rateLimits(s.DefaultRateLimits ?? {}),
    CustomEmailHeaders: s.CustomEmailHeaders ?? {},
  };
}

function assignment(options: Record<string, unknown>, channel: string): DeliveryServerAssignment {
  const id = Number(options[`TargetDeliveryServerID_${channel}`]);
  const name = options[`TargetDeliveryServerName_${channel}`];
  return { DeliveryServerID: Number.isInteger(id) && id > 0 ? id : 0, DeliveryServerName: typeof name === 'string' ? name : '' };
}

export function groupListItem(row: UserGroupRow): UserGroupListItem {
  const resource = groupResource(row);
  const options = resource.Options;
  return {
    ...resource,
    DeliveryServerAssignments: {
      Marketing: assignment(options, 'Marketing'),
      Transactional: assignment(options, 'Transactional'),
      AutoResponder: assignment(options, 'AutoResponder'),
    },
  };
}
