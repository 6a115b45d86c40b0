import { createHash } from 'node:crypto';

import type { ListRow } from './list.row';

/** Settings never shown back (secrets of the data synchronization source). */
const HIDDEN_SETTINGS = new Set(['SyncDBPassword']);

export function encryptedSaltedListId(row: Pick<ListRow, 'id' | 'salt'>): string {
  return createHash('md5').update(`${row.salt}:${row.id}`).digest('hex');
}

/** The list resource of the spec (List.Get, List.Update, Lists.Get). */
export function presentList(row: ListRow): Record<string, unknown> {
  const settings: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row.settings ?? {})) if (!HIDDEN_SETTINGS.has(key)) settings[key] = value;
  const tracker = encryptedSaltedListId(row).slice(0, 16);
  return {
    ListID: Number(row.id),
    ListName: row.name,
    Name: row.name,
    RelOwnerUserID: row.user_id,
    SubscriberCount: Number(row.subscriber_count ?? 0),
    OptInMode: row.opt_in_mode,
    ...defaults(),
    ...settings,
    EventListTrackerID: tracker,
    EventUserTrackerID: `u${row.user_id}`,
    EventTrackerJS: '',
    EventTrackerProperties: [],
    LastEventTrackedAt: '',
    EncryptedSaltedListID: encryptedSaltedListId(row),
    SyncLastDateTime: row.sync_last_at ?? '',
    CreatedAt: row.created_at,
    ArchivedAt: row.archived_at ?? '',
  };
}

function defaults(): Record<string, unknown> {
  return {
    SenderName: '',
    SenderEmailAddress: '',
    SenderCompany: '',
    SenderAddress: '',
    OptInConfirmationEmailID: 0,
    OptOutScope: 'This list',
    OptOutAddToSuppressionList: 'No',
    OptOutAddToGlobalSuppressionList: 'No',
    HideInSubscriberArea: false,
    SendServiceIntegrationFailedNotification: false,
    SendActivityNotification: false,
    SubscriptionConfirmationPendingPageURL: '',
    SubscriptionConfirmedPageURL: '',
    SubscriptionErrorPageURL: '',
    UnsubscriptionConfirmedPageURL: '',
    UnsubscriptionErrorPageURL: '',
    ReqByEmailSearchToAddress: '',
    ReqByEmailSubscriptionCommand: '',
    ReqByEmailUnsubscriptionCommand: '',
    SyncStatus: 'Disabled',
    SyncPeriod: '',
    SyncSendReportEmail: 'No',
    SyncDBHost: '',
    SyncDBPort: '',
    SyncDBUsername: '',
    SyncDBName: '',
    SyncDBQuery: '',
    SyncFieldMapping: '',
    OptOutSubscribeTo: '',
    OptOutUnsubscribeFrom: '',
    OptInSubscribeTo: '',
    OptInUnsubscribeFrom: '',
  };
}

/** a setting read with its default */
export function listSetting(row: ListRow, key: string): unknown {
  return row.settings?.[key] ?? defaults()[key];
}
