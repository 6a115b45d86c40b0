import { readConfig } from '@mail/config';

/** Settings of the sms service, read once at boot (docs/configuration.md describes each variable). */
export interface SmsConfig {
  /** per-recipient detail of a campaign goes this many days after its sending started */
  detailRetentionDays: number;
  /** ISO country of numbers written without a country code, unless a campaign (or SendSMS) names its own */
  defaultCountry: string;
}

/** Reads and checks the variables once: a value that cannot be used stops the boot naming it. */
export function readSmsConfig(source: NodeJS.ProcessEnv = process.env): Readonly<SmsConfig> {
  return readConfig(
    'sms',
    (vars) => ({
      detailRetentionDays: vars.int('SMS_DETAIL_RETENTION_DAYS'),
      defaultCountry: vars.text('SMS_DEFAULT_COUNTRY') ?? 'US',
    }),
    source,
  );
}

export const SMS_CONFIG = Symbol('SMS_CONFIG');
