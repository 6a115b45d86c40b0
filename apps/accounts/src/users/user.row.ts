/** A row of "accounts"."user" (secrets included: never returned as is). */
export interface UserRow {
  id: number;
  rel_user_group_id: number;
  username: string;
  email_address: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  company_name: string;
  website: string;
  street: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  vat: string;
  phone: string;
  phone_verified: boolean;
  fax: string;
  time_zone: string;
  language: string;
  account_status: string;
  available_credits: number;
  reputation_level: string;
  sign_up_ip_address: string;
  user_since: Date;
  last_activity_at: Date | null;
  tfa_enabled: boolean;
  tfa_secret: string;
  tfa_recovery_key: string;
  sso_id: string;
  subscription_id: string;
  allowed_ip_addresses: string;
  rate_limits: Partial<Record<'MaxSendPerMinute' | 'MaxSendPerHour' | 'MaxSendPerDay', number>>;
  preferences: Record<string, unknown>;
}

/** Statuses that stop a user from logging in and void their keys and sessions. */
export function isBlockedStatus(status: string): boolean {
  return /^(disabled|suspended|closed|inactive)$/i.test(status.trim());
}
