import { CommandError, type ListUpdateRequest } from '@mail/contracts';
import { isEmail, isGiven, isHttpUrl, normalizeDateTime, paramText } from '@mail/values';

/**
 * List.Update's settings: which parameter, how it is validated and which spec code a bad value answers.
 * Returns the changes to store (settings keyed by the spec's parameter names).
 */
type Kind = 'text' | 'yesno' | 'bool' | 'url' | 'listids' | 'id';

const SETTINGS: [name: string, kind: Kind, code: number][] = [
  ['SenderName', 'text', 6],
  ['SenderEmailAddress', 'text', 6],
  ['SenderCompany', 'text', 6],
  ['SenderAddress', 'text', 6],
  ['OptInConfirmationEmailID', 'id', 6],
  ['OptOutAddToSuppressionList', 'yesno', 10],
  ['OptOutAddToGlobalSuppressionList', 'yesno', 10],
  ['HideInSubscriberArea', 'bool', 6],
  ['SendServiceIntegrationFailedNotification', 'bool', 5],
  ['SendActivityNotification', 'bool', 6],
  ['SubscriptionConfirmationPendingPageURL', 'url', 6],
  ['SubscriptionConfirmedPageURL', 'url', 6],
  ['SubscriptionErrorPageURL', 'url', 6],
  ['UnsubscriptionConfirmedPageURL', 'url', 6],
  ['UnsubscriptionErrorPageURL', 'url', 6],
  ['ReqByEmailSubscriptionCommand', 'text', 6],
  ['ReqByEmailUnsubscriptionCommand', 'text', 6],
  ['OptOutSubscribeTo', 'listids', 6],
  ['OptOutUnsubscribeFrom', 'listids', 6],
  ['OptInSubscribeTo', 'listids', 6],
  ['OptInUnsubscribeFrom', 'listids', 6],
];

/** The sync source keeps a neutral name; the vendor's product-named spelling is accepted too. */
const SYNC_FIELDS: [name: string, alias: string][] = [
  ['SyncDBHost', 'SyncMySQLHost'],
  ['SyncDBPort', 'SyncMySQLPort'],
  ['SyncDBUsername', 'SyncMySQLUsername'],
  ['SyncDBPassword', 'SyncMySQLPassword'],
  ['SyncDBName', 'SyncMySQLDBName'],
  ['SyncDBQuery', 'SyncMySQLQuery'],
];

const BOOL = /^(true|false|1|0|yes|no)$/i;

export interface ListChanges {
  name?: string;
  optInMode?: string;
  settings: Record<string, unknown>;
  syncLastAt?: string;
  /** list ids referenced by the OptIn/OptOut list settings (ownership checked by the caller) */
  referencedListIds: number[];
}

/** the request's settings by their spec name (the DTO holds them lower-cased) */
class Settings {
  constructor(private readonly params: ListUpdateRequest) {}

  has(name: string): boolean {
    return isGiven(this.raw(name));
  }

  str(name: string): string {
    return paramText(this.raw(name));
  }

  private raw(name: string): unknown {
    return (this.params as Record<string, unknown>)[name.toLowerCase()];
  }
}

export function readListChanges(params: ListUpdateRequest, current: Record<string, unknown>): ListChanges | CommandError {
  const p = new Settings(params);
  const changes: ListChanges = { settings: {}, referencedListIds: [] };
  if (p.has('Name')) {
    if (!p.str('Name')) return new CommandError(6, 'Invalid setting: Name');
    changes.name = p.str('Name');
  }
  if (p.has('OptInMode')) {
    const mode = p.str('OptInMode');
    if (!/^(single|double)$/i.test(mode)) return new CommandError(3, 'Invalid opt in mode');
    changes.optInMode = mode[0].toUpperCase() + mode.slice(1).toLowerCase();
  }
  if (p.has('OptOutScope')) {
    const scope = p.str('OptOutScope');
    if (!/^(this list|all lists)$/i.test(scope)) return new CommandError(4, 'Invalid opt out scope');
    changes.settings.OptOutScope = /^this/i.test(scope) ? 'This list' : 'All lists';
  }
  for (const [name, kind, code] of SETTINGS) {
    if (!p.has(name)) continue;
    const value = p.str(name);
    const bad = new CommandError(
      code,
      code === 10
        ? 'Invalid opt out suppression list option'
        : code === 5
          ? 'Invalid send service integration notification setting'
          : `Invalid setting: ${name}`,
    );
    if (kind === 'yesno') {
      if (!/^(yes|no)$/i.test(value)) return bad;
      changes.settings[name] = /^yes$/i.test(value) ? 'Yes' : 'No';
    } else if (kind === 'bool') {
      if (!BOOL.test(value)) return bad;
      changes.settings[name] = /^(true|1|yes)$/i.test(value);
    } else if (kind === 'url') {
      if (value && !isHttpUrl(value)) return bad;
      changes.settings[name] = value;
    } else if (kind === 'id') {
      if (value && !/^\d+$/.test(value)) return bad;
      changes.settings[name] = value ? Number(value) : 0;
    } else if (kind === 'listids') {
      const parts = value ? value.split(',').map((s) => s.trim()) : [];
      if (parts.some((s) => !/^\d+$/.test(s))) return bad;
      changes.referencedListIds.push(...parts.map(Number));
      changes.settings[name] = parts.join(',');
    } else {
      changes.settings[name] = value;
    }
  }
  if (p.has('ReqByEmailSearchToAddress')) {
    const value = p.str('ReqByEmailSearchToAddress');
    if (value && !isEmail(value)) return new CommandError(9, 'Invalid email address for reqbyemailsearchtoaddress');
    changes.settings.ReqByEmailSearchToAddress = value;
  }
  const sync = readSync(p, current, changes);
  if (sync) return sync;
  return changes;
}

function readSync(p: Settings, current: Record<string, unknown>, changes: ListChanges): CommandError | undefined {
  const invalid = new CommandError(8, 'Data synchronization settings are invalid');
  if (p.has('SyncStatus')) {
    if (!/^(enabled|disabled)$/i.test(p.str('SyncStatus'))) return invalid;
    changes.settings.SyncStatus = /^enabled$/i.test(p.str('SyncStatus')) ? 'Enabled' : 'Disabled';
  }
  if (p.has('SyncPeriod')) {
    if (p.str('SyncPeriod') && !/^\d+$/.test(p.str('SyncPeriod'))) return invalid;
    changes.settings.SyncPeriod = p.str('SyncPeriod');
  }
  if (p.has('SyncSendReportEmail')) {
    if (!/^(yes|no)$/i.test(p.str('SyncSendReportEmail'))) return invalid;
    changes.settings.SyncSendReportEmail = /^yes$/i.test(p.str('SyncSendReportEmail')) ? 'Yes' : 'No';
  }
  for (const [name, alias] of SYNC_FIELDS) {
    const key = p.has(name) ? name : p.has(alias) ? alias : undefined;
    if (!key) continue;
    if (name === 'SyncDBPort' && p.str(key) && !/^\d{1,5}$/.test(p.str(key))) return invalid;
    changes.settings[name] = p.str(key);
  }
  if (p.has('SyncFieldMapping')) changes.settings.SyncFieldMapping = p.str('SyncFieldMapping');
  if (p.has('SyncLastDateTime')) {
    const value = p.str('SyncLastDateTime');
    const parsed = value ? normalizeDateTime(value) : undefined;
    if (value && !parsed) return invalid;
    changes.syncLastAt = parsed ?? '';
  }
  const merged = { ...current, ...changes.settings };
  if (merged.SyncStatus === 'Enabled' && (!merged.SyncDBHost || !merged.SyncDBName || !merged.SyncDBQuery)) return invalid;
  return undefined;
}

export function hasChanges(changes: ListChanges): boolean {
  return changes.name !== undefined || changes.optInMode !== undefined || changes.syncLastAt !== undefined || Object.keys(changes.settings).length > 0;
}
