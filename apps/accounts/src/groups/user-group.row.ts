/** A row of "accounts"."user_group". Limits: null = unlimited. */
export interface UserGroupRow {
  id: number;
  name: string;
  plan_name: string;
  is_default: boolean;
  default_sender_domain: string;
  default_sender_domain_monthly_limit: number;
  limit_lists: number | null;
  limit_subscribers: number | null;
  limit_sender_domains: number | null;
  max_send_per_minute: number | null;
  max_send_per_hour: number | null;
  max_send_per_day: number | null;
  limit_monthly: number | null;
  limit_lifetime: number | null;
  /** vendor settings no service enforces yet (UserGroupSettings) */
  settings: UserGroupSettings;
}

export interface UserGroupSettings {
  SubscriberAreaLogoutURL?: string;
  RelThemeID?: number;
  ForceUnsubscriptionLink?: 'Enabled' | 'Disabled';
  ForceRejectOptLink?: 'Enabled' | 'Disabled';
  LimitCampaignSendPerPeriod?: number | null;
  Options?: Record<string, unknown>;
  DefaultRateLimits?: Record<string, unknown>;
  CustomEmailHeaders?: Record<string, unknown> | string;
  /** the other vendor settings set by usergroup.patch */
  [setting: string]: unknown;
}
