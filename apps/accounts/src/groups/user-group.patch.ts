import { CommandError } from '@mail/contracts';

import { jsonObject, rateLimits } from './user-group.fields';
import type { UserGroupRow, UserGroupSettings } from './user-group.row';

type Columns = Partial<
  Pick<
    UserGroupRow,
    'name' | 'plan_name' | 'limit_subscribers' | 'limit_lists' | 'limit_monthly' | 'max_send_per_day' | 'limit_lifetime' | 'limit_sender_domains'
  >
>;

/** What a usergroup.patch writes: columns, settings keys, and the vendor names of both. */
export interface GroupPatch {
  columns: Columns;
  settings: Record<string, unknown>;
  fields: string[];
}

const err = (code: number, message: string, field?: string) => new CommandError(code, message, field ? { extra: { ErrorField: field } } : {});

const COLUMN_TEXT: Record<string, keyof Columns> = { GroupName: 'name', SubscriptionPlan: 'plan_name' };
const COLUMN_LIMIT: Record<string, keyof Columns> = {
  LimitSubscribers: 'limit_subscribers',
  LimitLists: 'limit_lists',
  LimitEmailSendPerPeriod: 'limit_monthly',
  LimitEmailSendPerDay: 'max_send_per_day',
  LimitEmailSendLifetime: 'limit_lifetime',
  LimitEmailGatewaySenderDomains: 'limit_sender_domains',
};
const SETTING_LIMIT = ['LimitCampaignSendPerPeriod'];
const SETTING_INT = ['ThresholdImport', 'ThresholdEmailSend', 'TrialExpireSeconds', 'SendMethodSMTPPort', 'SendMethodSMTPTimeOut'];
const SETTING_NUMBER = [
  'PaymentCampaignsPerCampaignCost',
  'PaymentAutoRespondersChargeAmount',
  'PaymentDesignPrevChargeAmount',
  'PaymentDesignPrevChargePerReq',
  'PaymentSystemChargeAmount',
];
const SETTING_TEXT = [
  'SubscriberAreaLogoutURL',
  'PaymentPricingRange',
  'PlainEmailHeader',
  'PlainEmailFooter',
  'HTMLEmailHeader',
  'HTMLEmailFooter',
  'XMailer',
  'SendMethodSaveToDiskDir',
  'SendMethodPowerMTAVMTA',
  'SendMethodPowerMTADir',
  'SendMethodLocalMTAPath',
  'SendMethodSMTPHost',
  'SendMethodSMTPUsername',
  'SendMethodSMTPPassword',
];
const SETTING_SWITCH = [
  'ForceUnsubscriptionLink',
  'ForceRejectOptLink',
  'ForceOptInList',
  'PaymentSystem',
  'CreditSystem',
  'PaymentCampaignsPerRecipient',
  'PaymentAutoRespondersPerRecipient',
];
const SEND_METHODS = ['System', 'SMTP', 'LocalMTA', 'PHPMail', 'PowerMTA', 'SaveToDisk'];

const FIELDS = [
  ...Object.keys(COLUMN_TEXT),
  ...Object.keys(COLUMN_LIMIT),
  ...SETTING_LIMIT,
  ...SETTING_INT,
  ...SETTING_NUMBER,
  ...SETTING_TEXT,
  ...SETTING_SWITCH,
  'RelThemeID',
  'TrialGroup',
  'SendMethod',
  'SendMethodSMTPSecure',
  'SendMethodSMTPAuth',
  'Permissions',
  'Options',
  'DefaultRateLimits',
  'CustomEmailHeaders',
];

function scalar(raw: unknown, field: string): string {
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
  throw err(31, `${field} must be a single value`, field);
}

function int32(raw: unknown, field: string): number {
  const text = scalar(raw, field).trim();
  if (!/^-?\d{1,10}$/.test(text) || Math.abs(Number(text)) > 2_147_483_647)
    throw err(32, `${field} must be a base-10 integer in the signed 32-bit range`, field);
  return Number(text);
}

function switchValue(raw: unknown, field: string): 'Enabled' | 'Disabled' {
  const text = scalar(raw, field).trim();
  if (text !== 'Enabled' && text !== 'Disabled') throw err(26, `${field} must be Enabled or Disabled`, field);
  return text;
}

function permissions(raw: unknown): string[] {
  if (typeof raw === 'string')
    return raw
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
  if (Array.isArray(raw) && raw.every((p) => typeof p === 'string')) return raw.map((p: string) => p.trim()).filter(Boolean);
  throw err(30, 'Permissions must be a comma-separated string or an array of strings');
}

/** The fields present in the request (names case-insensitive, null = absent), checked and mapped. */
export function groupPatch(params: Record<string, unknown>, current: UserGroupSettings): GroupPatch {
  const patch: GroupPatch = { columns: {}, settings: {}, fields: [] };
  for (const field of FIELDS) {
    const raw = params[field.toLowerCase()];
    if (raw === undefined || raw === null) continue;
    patch.fields.push(field);
    if (field in COLUMN_TEXT) patch.columns[COLUMN_TEXT[field]] = scalar(raw, field) as never;
    else if (field in COLUMN_LIMIT) patch.columns[COLUMN_LIMIT[field]] = unlimitedAsNull(int32(raw, field)) as never;
    else if (SETTING_LIMIT.includes(field)) patch.settings[field] = unlimitedAsNull(int32(raw, field));
    else if (SETTING_INT.includes(field)) patch.settings[field] = int32(raw, field);
    else if (SETTING_NUMBER.includes(field)) patch.settings[field] = number(raw, field);
    else if (SETTING_TEXT.includes(field)) patch.settings[field] = scalar(raw, field);
    else if (SETTING_SWITCH.includes(field)) patch.settings[field] = switchValue(raw, field);
    else patch.settings[field] = special(field, raw, current);
  }
  return patch;
}

const unlimitedAsNull = (n: number): number | null => (n > 0 ? n : null);

function number(raw: unknown, field: string): number {
  const text = scalar(raw, field).trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) throw err(32, `${field} must be a number`, field);
  return Number(text);
}

function special(field: string, raw: unknown, current: UserGroupSettings): unknown {
  switch (field) {
    case 'RelThemeID': {
      const theme = int32(raw, field);
      if (theme < 0) throw err(19, 'RelThemeID names no theme');
      return theme;
    }
    case 'TrialGroup': {
      const text = scalar(raw, field).trim();
      const mapped = { Yes: 'Yes', No: 'No', Enabled: 'Yes', Disabled: 'No' }[text];
      if (!mapped) throw err(27, 'TrialGroup must be Yes or No');
      return mapped;
    }
    case 'SendMethod': {
      const text = scalar(raw, field).trim();
      if (!SEND_METHODS.includes(text)) throw err(22, 'SendMethod is not valid');
      return text;
    }
    case 'SendMethodSMTPSecure': {
      const text = scalar(raw, field).trim();
      if (!['ssl', 'tls', ''].includes(text)) throw err(23, "SendMethodSMTPSecure must be ssl, tls or ''");
      return text;
    }
    case 'SendMethodSMTPAuth': {
      const text = scalar(raw, field).trim();
      if (text !== 'true' && text !== 'false') throw err(24, 'SendMethodSMTPAuth must be true or false');
      return text;
    }
    case 'Permissions':
      return permissions(raw);
    case 'Options':
      return jsonObject(raw, 28, 'Options');
    case 'CustomEmailHeaders': // JSON of Add/Remove, kept as text when it is not
      try {
        return jsonObject(raw, 31, field);
      } catch {
        return scalar(raw, field);
      }
    default: // DefaultRateLimits: merged over what the group has, then over the defaults
      return rateLimits(mergeBuckets(current.DefaultRateLimits ?? {}, jsonObject(raw, 29, 'DefaultRateLimits')));
  }
}

function mergeBuckets(stored: Record<string, unknown>, given: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...stored };
  for (const [channel, buckets] of Object.entries(given))
    merged[channel] = { ...(stored[channel] ?? {}), ...(buckets && typeof buckets === 'object' ? buckets : {}) };
  return merged;
}
