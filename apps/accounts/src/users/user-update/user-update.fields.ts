import { CommandError } from '@mail/contracts';
import { isEmail, parseDateTime, toBool } from '@mail/values';

import { isValidAllowEntry, parseAllowList } from '../../shared/ip/ip-allow-list';
import { has, int, str } from '../../shared/params/param-readers';
import { reputationLevel } from '../user-fields';
import type { UserRow } from '../user.row';

/** Parameters only an administrator may send (2 for a user caller). `apikey` is handled apart: it is also a credential. */
export const ADMIN_ONLY = ['accountstatus', 'availablecredits', 'signupipaddress', 'relusergroupid', 'reputationlevel', 'usersince'] as const;

/** Profile text columns any caller may set. */
const TEXT_COLUMNS: Record<string, keyof UserRow> = {
  firstname: 'first_name',
  lastname: 'last_name',
  companyname: 'company_name',
  website: 'website',
  street: 'street',
  street2: 'street2',
  city: 'city',
  state: 'state',
  zip: 'zip',
  country: 'country',
  vat: 'vat',
  phone: 'phone',
  fax: 'fax',
  timezone: 'time_zone',
  language: 'language',
};

/** Settings kept in the `preferences` document, under the spec's names. */
const PREFERENCES: Record<string, string> = {
  otheremailaddresses: 'OtherEmailAddresses',
  forwardtofriendheader: 'ForwardToFriendHeader',
  forwardtofriendfooter: 'ForwardToFriendFooter',
  previewserviceaccount: 'PreviewServiceAccount',
  previewserviceapikey: 'PreviewServiceAPIKey',
  previewmyemailaccount: 'PreviewServiceAccount',
  previewmyemailapikey: 'PreviewServiceAPIKey',
  customemailheaders: 'CustomEmailHeaders',
  whitelistedemailaddresses: 'WhiteListedEmailAddresses',
  deliveryserverid: 'DeliveryServerID',
  defaultsenderdomain: 'DefaultSenderDomain',
};

const RATE_KEYS = new Map<string, keyof UserRow['rate_limits']>([
  ['maxsendperminute', 'MaxSendPerMinute'],
  ['maxsendperhour', 'MaxSendPerHour'],
  ['maxsendperday', 'MaxSendPerDay'],
]);

export const invalid = (param: string) => new CommandError(8, `Invalid value for ${param}`);

export type Params = Record<string, unknown>;

export function adminOnlyParamsPresent(params: Params): string[] {
  return ADMIN_ONLY.filter((key) => has(params, key));
}

/** Maps the plain fields of User.Update onto columns; identity, password, 2FA and keys are the service's job. */
export function profilePatch(params: Params, current: UserRow): Partial<UserRow> {
  const patch: Partial<UserRow> = {};
  for (const [param, column] of Object.entries(TEXT_COLUMNS))
    if (has(params, param)) (patch as Record<string, unknown>)[column] = (str(params[param]) ?? '').trim();
  if (has(params, 'phoneverified')) patch.phone_verified = toBool(params.phoneverified);
  if (has(params, 'lastactivitydatetime')) patch.last_activity_at = date(params.lastactivitydatetime, 'LastActivityDateTime');
  if (has(params, 'allowedipaddresses')) patch.allowed_ip_addresses = allowList(params.allowedipaddresses);
  const preferences = { ...current.preferences };
  let touched = false;
  for (const [param, name] of Object.entries(PREFERENCES)) {
    if (!has(params, param)) continue;
    preferences[name] = typeof params[param] === 'object' ? params[param] : (str(params[param]) ?? '');
    touched = true;
  }
  if (touched) patch.preferences = preferences;
  return patch;
}

export function adminPatch(params: Params): Partial<UserRow> {
  const patch: Partial<UserRow> = {};
  if (has(params, 'accountstatus')) {
    const status = str(params.accountstatus)?.trim();
    if (!status) throw invalid('AccountStatus');
    patch.account_status = status;
  }
  if (has(params, 'availablecredits')) patch.available_credits = required(int(params.availablecredits), 'AvailableCredits');
  if (has(params, 'signupipaddress')) patch.sign_up_ip_address = (str(params.signupipaddress) ?? '').trim();
  if (has(params, 'reputationlevel')) patch.reputation_level = required(reputationLevel(params.reputationlevel), 'ReputationLevel');
  if (has(params, 'usersince')) patch.user_since = date(params.usersince, 'UserSince') ?? undefined;
  if (has(params, 'relusergroupid')) patch.rel_user_group_id = required(int(params.relusergroupid), 'RelUserGroupID');
  return patch;
}

/** `RateLimits` as an object (bracket keys) or a JSON string; empty values clear an override. */
export function rateLimits(raw: unknown): UserRow['rate_limits'] {
  let value = raw;
  if (typeof raw === 'string') {
    if (!raw.trim()) return {};
    try {
      value = JSON.parse(raw);
    } catch {
      throw invalid('RateLimits');
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid('RateLimits');
  const limits: UserRow['rate_limits'] = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const name = RATE_KEYS.get(key.toLowerCase());
    if (!name) throw invalid('RateLimits');
    if (v === '' || v === null) continue;
    limits[name] = required(int(v), 'RateLimits');
  }
  return limits;
}

export function emailOrThrow(raw: unknown): string {
  const email = (str(raw) ?? '').trim();
  if (!isEmail(email)) throw new CommandError(7, 'Invalid email address');
  return email;
}

function date(raw: unknown, name: string): Date | null {
  const text = (str(raw) ?? '').trim();
  if (!text) return null;
  const parsed = parseDateTime(text);
  if (!parsed) throw new CommandError(11, `Invalid date format for ${name} (use YYYY-MM-DD)`);
  return parsed;
}

function allowList(raw: unknown): string {
  const entries = parseAllowList(Array.isArray(raw) ? raw.join(',') : (str(raw) ?? ''));
  if (!entries.every(isValidAllowEntry)) throw invalid('AllowedIPAddresses');
  return entries.join(',');
}

function required<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw invalid(name);
  return value;
}
