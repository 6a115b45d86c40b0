/** What the usergroup commands share: the group resource they answer. Limits: -1 = unlimited. */
export interface UserGroupResource {
  UserGroupID: number;
  GroupName: string;
  SubscriptionPlan: string;
  IsDefault: boolean;
  LimitSubscribers: number;
  LimitLists: number;
  LimitCampaignSendPerPeriod: number;
  LimitEmailSendPerPeriod: number;
  LimitEmailSendPerDay: number;
  LimitEmailSendLifetime: number;
  LimitEmailGatewaySenderDomains: number;
  SubscriberAreaLogoutURL: string;
  RelThemeID: number;
  ForceUnsubscriptionLink: 'Enabled' | 'Disabled';
  ForceRejectOptLink: 'Enabled' | 'Disabled';
  Options: Record<string, unknown>;
  DefaultRateLimits: Record<string, unknown>;
  CustomEmailHeaders: Record<string, unknown> | string;
  /** the other vendor settings the group was given (usergroup.patch), SendMethodSMTPPassword never */
  [setting: string]: unknown;
}

export interface DeliveryServerAssignment {
  DeliveryServerID: number;
  DeliveryServerName: string;
}

/** A row of usergroups.get: the group and the delivery server of each channel (0 and '' when none). */
export interface UserGroupListItem extends UserGroupResource {
  DeliveryServerAssignments: { Marketing: DeliveryServerAssignment; Transactional: DeliveryServerAssignment; AutoResponder: DeliveryServerAssignment };
}

/** the admin-only group commands: legacy api.php only, as the vendor documents them */
export const USERGROUP_COMMAND = {
  service: 'accounts',
  auth: 'admin',
  errorStyle: 'array',
} as const;
