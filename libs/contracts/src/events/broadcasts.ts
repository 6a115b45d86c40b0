import { IsInt } from 'class-validator';

import { CredentialRevokedEvent, GatewayKeysRevokedEvent } from './auth-resolve';
import { defineBroadcast } from './define-broadcast';

/** a user's profile, group or limits changed */
export class UserChangedBroadcast {
  @IsInt()
  userId!: number;
}

/** a user's custom fields (or lists carrying them) changed */
export class ListFieldsChangedBroadcast {
  @IsInt()
  userId!: number;
}

/** tracking forgot a deleted subscriber */
export class TrackingSubscriberForgottenBroadcast {
  @IsInt()
  subscriberId!: number;
}

/** tracking forgot a deleted list */
export class TrackingListForgottenBroadcast {
  @IsInt()
  listId!: number;
}

/** the system settings changed (settings.update): every accounts replica drops its cached settings */
export class SystemSettingsChangedBroadcast {}

/** Fan-out notifications every instance receives (not durable): cache invalidation. */
export const Broadcasts = {
  /** a credential was revoked: every edge and accounts instance evicts it (by hash, user or admin) */
  AuthRevoked: defineBroadcast('broadcast.accounts.auth.revoked', CredentialRevokedEvent),
  /** a user's profile, group or limits changed: every replica drops what it caches of the user */
  UserChanged: defineBroadcast('broadcast.accounts.user.changed', UserChangedBroadcast),
  /** gateway keys were deleted: every gateway replica evicts them */
  GatewayKeysRevoked: defineBroadcast('broadcast.gateway.keys.revoked', GatewayKeysRevokedEvent),
  /** a user's custom fields (or lists carrying them) changed: every lists replica drops its cached definitions */
  ListFieldsChanged: defineBroadcast('broadcast.lists.fields.changed', ListFieldsChangedBroadcast),
  /** tracking forgot a deleted subscriber: every tracking replica evicts its cached identities */
  TrackingSubscriberForgotten: defineBroadcast('broadcast.tracking.subscriber.forgotten', TrackingSubscriberForgottenBroadcast),
  /** tracking forgot a deleted list: every tracking replica evicts its cached list access */
  TrackingListForgotten: defineBroadcast('broadcast.tracking.list.forgotten', TrackingListForgottenBroadcast),
  /** settings.update wrote system settings: every accounts replica drops its cached copy */
  SystemSettingsChanged: defineBroadcast('broadcast.accounts.settings.changed', SystemSettingsChangedBroadcast),
} as const;
